import { describe, expect, it } from 'vitest';
import { RowView, type ViewSpec } from './row-view';

interface Row {
  id: number;
  name: string;
  status: string;
}
const rows: Row[] = [
  { id: 3, name: 'TC 10 order', status: 'Passed' },
  { id: 1, name: 'tc 9 invoice', status: 'Failed' },
  { id: 2, name: 'TC 9 Order', status: 'Passed' },
  { id: 10, name: 'TC 100 delivery', status: 'Not run' },
];
const columns = { ID: (row: Row) => row.id, Name: (row: Row) => row.name, Status: (row: Row) => row.status };
const spec = (change: Partial<ViewSpec>): ViewSpec => ({ sorting: [], columnFilters: [], globalFilter: '', ...change });

function ids(view: RowView<Row>, change: Partial<ViewSpec>) {
  return [...view.compute(spec(change))].map((position) => rows[position]!.id);
}

describe('RowView', () => {
  const view = new RowView(columns);
  view.append(rows.slice(0, 2));
  view.append(rows.slice(2));

  it('sorts numbers as numbers and text in natural, case-insensitive order', () => {
    expect(ids(view, { sorting: [{ id: 'ID', desc: false }] })).toEqual([1, 2, 3, 10]);
    expect(ids(view, { sorting: [{ id: 'Name', desc: false }] })).toEqual([1, 2, 3, 10]);
    expect(ids(view, { sorting: [{ id: 'ID', desc: true }] })).toEqual([10, 3, 2, 1]);
  });

  it('keeps ties in arrival order in both directions, and sorts by a second column within ties', () => {
    expect(ids(view, { sorting: [{ id: 'Status', desc: true }] })).toEqual([3, 2, 10, 1]);
    expect(
      ids(view, {
        sorting: [
          { id: 'Status', desc: false },
          { id: 'ID', desc: true },
        ],
      }),
    ).toEqual([1, 10, 3, 2]);
  });

  it('filters by column and over all columns, case-insensitively, combined with the sort', () => {
    expect(ids(view, { columnFilters: [{ id: 'Name', value: 'ORDER' }] })).toEqual([3, 2]);
    expect(ids(view, { globalFilter: 'fail' })).toEqual([1]);
    expect(ids(view, { globalFilter: '10', sorting: [{ id: 'ID', desc: true }] })).toEqual([10, 3]);
    expect(ids(view, { columnFilters: [{ id: 'Status', value: 'passed' }], globalFilter: 'tc 9' })).toEqual([2]);
  });

  it('ignores empty filters and columns it does not know', () => {
    expect(
      ids(view, {
        columnFilters: [
          { id: 'Name', value: '' },
          { id: 'Nope', value: 'x' },
        ],
        sorting: [{ id: 'Nope', desc: true }],
      }),
    ).toEqual([3, 1, 2, 10]);
  });

  it('includes rows appended after an earlier sort', () => {
    const growing = new RowView(columns);
    growing.append(rows.slice(0, 3));
    expect(ids(growing, { sorting: [{ id: 'ID', desc: true }] })).toEqual([3, 2, 1]);
    growing.append(rows.slice(3));
    expect(ids(growing, { sorting: [{ id: 'ID', desc: true }] })).toEqual([10, 3, 2, 1]);
  });
});

describe('RowView.replace', () => {
  it('sorts and filters by the newer row from then on', () => {
    const view = new RowView(columns);
    view.append(rows);
    expect(ids(view, { columnFilters: [{ id: 'Status', value: 'failed' }] })).toEqual([1]);
    expect(ids(view, { sorting: [{ id: 'Status', desc: false }] })).toEqual([1, 10, 3, 2]);
    view.replace(3, { ...rows[3]!, status: 'Failed' });
    expect(ids(view, { columnFilters: [{ id: 'Status', value: 'failed' }] })).toEqual([1, 10]);
    expect(ids(view, { sorting: [{ id: 'Status', desc: false }] })).toEqual([1, 10, 3, 2]);
    expect(view.row(3).status).toBe('Failed');
  });
});
