import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SimpleTable, type SimpleColumn } from './simple-table';

interface Planet {
  name: string;
  moons: number;
}

const PLANETS: Planet[] = [
  { name: 'Mars', moons: 2 },
  { name: 'Jupiter', moons: 95 },
];
const COLUMNS: SimpleColumn<Planet>[] = [
  { header: 'Planet', cell: (planet) => planet.name, rowHeader: true },
  { header: 'Moons', cell: (planet) => planet.moons, className: 'mono' },
];

// Its links open in the app, so it lives in a router.
const table = (overrides: Partial<Parameters<typeof SimpleTable<Planet>>[0]> = {}) => (
  <MemoryRouter>
    <Routes>
      <Route
        path="/"
        element={
          <SimpleTable
            caption="Planets"
            columns={COLUMNS}
            rows={PLANETS}
            rowKey={(planet) => planet.name}
            {...overrides}
          />
        }
      />
      <Route path="/planets/:name" element={<p>A planet's page</p>} />
    </Routes>
  </MemoryRouter>
);

/** jsdom lays nothing out: make every box report `content` px of content in `box` px of room. */
function layOut(content: number, box: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(content);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(box);
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly callback: () => void) {}
      observe() {
        this.callback();
      }
      disconnect() {}
    },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SimpleTable', () => {
  it('is a table named by its caption, with column headers and a row header per row', () => {
    render(table());
    const planets = screen.getByRole('table', { name: 'Planets' });
    expect(
      within(planets)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Planet', 'Moons']);
    expect(
      within(planets)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Mars', 'Jupiter']);
    const jupiter = within(planets).getByRole('row', { name: /Jupiter/ });
    expect(within(jupiter).getByRole('cell').textContent).toBe('95');
    expect(within(jupiter).getByRole('cell').className).toBe('mono');
  });

  it('passes row attributes through, e.g. the current row', () => {
    render(table({ rowProps: (planet) => ({ 'aria-current': planet.name === 'Mars' ? 'true' : undefined }) }));
    expect(screen.getByRole('row', { name: /Mars/ }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('row', { name: /Jupiter/ }).getAttribute('aria-current')).toBeNull();
  });

  it('makes its box a focusable region named by the caption when the table is wider than the box', () => {
    layOut(900, 390);
    render(table());
    const region = screen.getByRole('region', { name: 'Planets' });
    expect(region.tabIndex).toBe(0);
    expect(within(region).getByRole('table', { name: 'Planets' })).toBeTruthy();
  });

  it('shades the edge beyond which columns lie, and moves the shade as the table is scrolled', () => {
    layOut(900, 390);
    const { container } = render(table());
    // Decorative (aria-hidden): what a sighted user sees at the edge, found by its class.
    const edges = () => [...container.querySelectorAll('.scroll-edge')].map((edge) => edge.className);
    expect(edges()).toEqual(['scroll-edge at-right']);
    const region = screen.getByRole('region', { name: 'Planets' });
    region.scrollLeft = 510;
    fireEvent.scroll(region);
    expect(edges()).toEqual(['scroll-edge at-left']);
    region.scrollLeft = 200;
    fireEvent.scroll(region);
    expect(edges()).toEqual(['scroll-edge at-left', 'scroll-edge at-right']);
  });

  it('adds no region or tab stop when the table fits', () => {
    layOut(390, 390);
    render(table());
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByRole('table', { name: 'Planets' }).parentElement?.hasAttribute('tabindex')).toBe(false);
    expect(screen.getByRole('table', { name: 'Planets' }).closest('.simple-table-frame')?.children).toHaveLength(1);
  });

  it("opens a cell's link in the app on a plain click, and leaves a Ctrl+click to the browser", () => {
    const linked: SimpleColumn<Planet>[] = [
      { header: 'Planet', cell: (planet) => <a href={`/planets/${planet.name}`}>{planet.name}</a> },
    ];
    render(table({ columns: linked }));
    const ctrlClick = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    screen.getByRole('link', { name: 'Mars' }).dispatchEvent(ctrlClick);
    expect(ctrlClick.defaultPrevented).toBe(false);
    expect(screen.getByRole('table', { name: 'Planets' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Jupiter' }));
    expect(screen.getByText("A planet's page")).toBeTruthy();
  });
});
