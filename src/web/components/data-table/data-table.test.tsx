import { createColumnHelper } from '@tanstack/react-table';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { DataTable, type TableState, UNSORTED_UNFILTERED } from './data-table';
import type { DataColumns, DataTableFeatures } from './table-features';

interface Step {
  id: string;
}

const helper = createColumnHelper<DataTableFeatures, Step>();
const COLUMNS = helper.columns([helper.accessor('id', { id: 'Step', header: 'Step' })]);
const steps = (count: number): Step[] => Array.from({ length: count }, (_, index) => ({ id: `step ${index + 1}` }));

const LINKED_COLUMNS = helper.columns([
  helper.accessor('id', {
    id: 'Step',
    header: 'Step',
    cell: (info) => <a href={`/steps/${encodeURIComponent(info.getValue())}`}>{info.getValue()}</a>,
  }),
  helper.display({ id: 'Manual', header: 'Manual', cell: () => <a href="https://manual.example/steps">Manual</a> }),
]);

function Steps({
  count,
  columns = COLUMNS,
  initial = UNSORTED_UNFILTERED,
  resizable,
}: {
  count: number;
  columns?: DataColumns<Step>;
  initial?: TableState;
  resizable?: boolean;
}) {
  const [state, setState] = useState<TableState>(initial);
  return (
    <DataTable
      label="Steps"
      data={steps(count)}
      columns={columns}
      rowName="Step"
      getRowId={(step) => step.id}
      state={state}
      onStateChange={setState}
      empty="No steps"
      scrollsWithPage
      resizable={resizable}
    />
  );
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Steps' }))
    .getAllByRole('row')
    .slice(1);

const inRouter = (start: ReactElement) =>
  render(
    <MemoryRouter>
      <Routes>
        <Route path="/" element={start} />
        <Route path="/steps/:step" element={<OpenedStep />} />
      </Routes>
    </MemoryRouter>,
  );

function OpenedStep() {
  return <h1>Opened {useParams().step}</h1>;
}

describe('DataTable scrolling with the page', () => {
  it('shows every row of a short list at once, as the browser lays them out (its find sees them all)', () => {
    inRouter(<Steps count={100} />);
    const rows = bodyRows();
    expect(rows).toHaveLength(100);
    const last = rows.at(-1)!;
    expect(last.textContent).toBe('step 100');
    expect(last.getAttribute('aria-rowindex')).toBe('101');
    // Each in its place below the one before, 36 px apart.
    expect(last.style.transform).toBe('translateY(3564px)');
  });

  it('shows a window of a longer list, saying how many rows it has', () => {
    inRouter(<Steps count={101} />);
    expect(screen.getByRole('table', { name: 'Steps' }).getAttribute('aria-rowcount')).toBe('102');
    expect(bodyRows().length).toBeLessThan(101);
  });
});

describe('DataTable row headers', () => {
  it('heads each row with the cell of the column that names it, so a screen reader names the row by it', () => {
    inRouter(<Steps count={3} columns={LINKED_COLUMNS} />);
    const [first] = bodyRows();
    expect(within(first!).getByRole('rowheader').textContent).toBe('step 1');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Manual']);
  });

  it('heads the rows with the first shown column when the user hid the one that names them', () => {
    const hidden = { ...UNSORTED_UNFILTERED, columnVisibility: { Step: false } };
    inRouter(<Steps count={3} columns={LINKED_COLUMNS} initial={hidden} />);
    const [first] = bodyRows();
    expect(within(first!).getByRole('rowheader').textContent).toBe('Manual');
    expect(within(first!).queryAllByRole('cell')).toEqual([]);
    expect(screen.getByRole('columnheader', { name: 'Manual' }).className).toContain('dt-frozen');
  });
});

describe('DataTable column headers', () => {
  it('names a column header by its title alone, not by its filter or its resize handle', () => {
    inRouter(<Steps count={3} resizable />);
    const header = screen.getByRole('columnheader', { name: 'Step' });
    expect(within(header).getByRole('separator', { name: 'Resize Step column' })).toBeTruthy();
    expect(within(header).getByRole('searchbox', { name: 'Filter Step' })).toBeTruthy();
  });
});

describe('DataTable links', () => {
  // What reaches the document: whether the table took the click (then the browser does not load a page).
  let handledByApp: boolean[] = [];
  const record = (event: Event) => {
    handledByApp.push(event.defaultPrevented);
    event.preventDefault(); // jsdom cannot load pages
  };
  document.addEventListener('click', record);
  afterEach(() => (handledByApp = []));

  it("opens a cell's link to the app in the app, without loading a page", () => {
    inRouter(<Steps count={3} columns={LINKED_COLUMNS} />);
    fireEvent.click(screen.getByRole('link', { name: 'step 2' }));
    expect(screen.getByRole('heading', { name: 'Opened step 2' })).toBeTruthy();
    expect(handledByApp).toEqual([true]);
  });

  it('leaves a link elsewhere, and a click with a modifier (new tab), to the browser', () => {
    inRouter(<Steps count={3} columns={LINKED_COLUMNS} />);
    fireEvent.click(screen.getAllByRole('link', { name: 'Manual' })[0]!);
    fireEvent.click(screen.getByRole('link', { name: 'step 2' }), { ctrlKey: true });
    expect(handledByApp).toEqual([false, false]);
    expect(screen.getByRole('table', { name: 'Steps' })).toBeTruthy();
  });
});
