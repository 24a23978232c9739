// The shape of what the store keeps of a run record: the listed run's own members, its lists left out
// (executions have their own table; variables, comparison and metadata are read live when a page needs them).
import type { ListedRun } from '../../../contract/records';

export type StoredRunRecord = Omit<ListedRun, 'DETAILS'>;
