import type { TableState } from '../../../components/data-table/data-table';

/** The part of the test case list's table state that the URL keeps: sorting and filters. */
export type ListView = Pick<TableState, 'sorting' | 'columnFilters' | 'globalFilter'>;
