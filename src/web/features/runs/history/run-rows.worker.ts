// Worker entry of the runs list: loads, holds, sorts and filters its rows off the page.
import type { MessagePortLike } from '../../../components/data-table/row-set/protocol';
import { serveRowSet } from '../../../components/data-table/row-set/serve-row-set';
import { runRows } from './run-rows';

serveRowSet(self as unknown as MessagePortLike, runRows);
