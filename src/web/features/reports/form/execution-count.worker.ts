// Worker entry of the report builder's estimate: reads the run history and counts matching executions.
import type { MessagePortLike } from '../../../components/data-table/row-set/protocol';
import { serveExecutionCount } from './serve-execution-count';

serveExecutionCount(self as unknown as MessagePortLike);
