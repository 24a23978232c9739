import type { ListView } from './list-view';

const FLAKY_ONLY = { id: 'Flaky', value: 'flaky' };

/** The folder's most flaky cases: a preset of the list's own sort and filter, so it stays in the URL. */
export function MostFlakyToggle({ view, onChange }: { view: ListView; onChange: (view: ListView) => void }) {
  const others = view.columnFilters.filter((filter) => filter.id !== 'Flaky');
  const on =
    view.sorting[0]?.id === 'Flaky' &&
    view.sorting[0].desc &&
    view.columnFilters.some((filter) => filter.id === 'Flaky' && filter.value === 'flaky');
  return (
    <button
      type="button"
      className="most-flaky"
      aria-pressed={on}
      onClick={() =>
        onChange(
          on
            ? { ...view, sorting: [], columnFilters: others }
            : { ...view, sorting: [{ id: 'Flaky', desc: true }], columnFilters: [...others, FLAKY_ONLY] },
        )
      }
    >
      Most flaky
    </button>
  );
}
