import { createColumnHelper } from '@tanstack/react-table';
import { render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DataTable, type TableState, UNSORTED_UNFILTERED } from './data-table';
import type { DataTableFeatures } from './table-features';

interface Step {
  id: string;
}

const helper = createColumnHelper<DataTableFeatures, Step>();
const COLUMNS = helper.columns([helper.accessor('id', { id: 'Step', header: 'Step' })]);
const steps = (count: number): Step[] => Array.from({ length: count }, (_, index) => ({ id: `step ${index + 1}` }));

function Steps({ count }: { count: number }) {
  const [state, setState] = useState<TableState>(UNSORTED_UNFILTERED);
  return (
    <DataTable
      label="Steps"
      data={steps(count)}
      columns={COLUMNS}
      getRowId={(step) => step.id}
      state={state}
      onStateChange={setState}
      empty="No steps"
      scrollsWithPage
    />
  );
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Steps' }))
    .getAllByRole('row')
    .slice(1);

describe('DataTable scrolling with the page', () => {
  it('shows every row of a short list at once, as the browser lays them out (its find sees them all)', () => {
    render(<Steps count={100} />);
    const rows = bodyRows();
    expect(rows).toHaveLength(100);
    const last = rows.at(-1)!;
    expect(last.textContent).toBe('step 100');
    expect(last.getAttribute('aria-rowindex')).toBe('101');
    // Each in its place below the one before, 36 px apart.
    expect(last.style.transform).toBe('translateY(3564px)');
  });

  it('shows a window of a longer list, saying how many rows it has', () => {
    render(<Steps count={101} />);
    expect(screen.getByRole('table', { name: 'Steps' }).getAttribute('aria-rowcount')).toBe('102');
    expect(bodyRows().length).toBeLessThan(101);
  });
});
