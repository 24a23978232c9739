// The test case list's state in the URL, so a filtered, sorted list can be bookmarked and shared:
// `sub=1` (include sub-folders), `sort=ID:desc`, `q=` (quick filter) and `f.<column>=`. Which columns show,
// in what order and how wide is each person's own choice, kept in the browser (column-preferences.ts).
import type { TableState } from '../../../components/data-table/data-table';

export type ListView = Pick<TableState, 'sorting' | 'columnFilters' | 'globalFilter'>;

export interface ListParams {
  includeSubfolders: boolean;
  table: ListView;
}

export function readListParams(search: URLSearchParams): ListParams {
  const [sortId, direction] = (search.get('sort') ?? '').split(':');
  const columnFilters = [...search.entries()]
    .filter(([name, value]) => name.startsWith('f.') && value)
    .map(([name, value]) => ({ id: name.slice(2), value }));
  return {
    includeSubfolders: search.get('sub') === '1',
    table: {
      sorting: sortId ? [{ id: sortId, desc: direction === 'desc' }] : [],
      columnFilters,
      globalFilter: search.get('q') ?? '',
    },
  };
}

export function writeListParams({ includeSubfolders, table }: ListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (includeSubfolders) search.set('sub', '1');
  const [sort] = table.sorting;
  if (sort) search.set('sort', `${sort.id}:${sort.desc ? 'desc' : 'asc'}`);
  if (table.globalFilter) search.set('q', table.globalFilter);
  for (const filter of table.columnFilters) if (filter.value) search.set(`f.${filter.id}`, String(filter.value));
  return search;
}
