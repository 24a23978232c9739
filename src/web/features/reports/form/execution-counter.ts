// The page's side of the estimate's worker: asks for counts and keeps the latest answer, as an external
// store for useSyncExternalStore.
import { reviveError } from '../../../../client/http/api-error';
import { listen, type MessagePortLike } from '../../../components/data-table/row-set/protocol';
import type { Estimate, OfferedValues } from '../../../../analysis/report-estimate';
import type { ExecutionCountRequest, FromCounter, ToCounter } from './execution-count-protocol';
import type { ReportFilters } from './report-form-model';

export interface CounterState {
  /** The count for the filters last asked about; undefined until the worker has answered for them. */
  estimate: Estimate | undefined;
  /** Runs read so far. */
  runs: number;
  /** Every run of the range is read, so the count is final. */
  complete: boolean;
  offered: OfferedValues | undefined;
  error: Error | undefined;
}

export class ExecutionCounter {
  private state: CounterState = { estimate: undefined, runs: 0, complete: false, offered: undefined, error: undefined };
  private asked = 0;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly port: MessagePortLike & { terminate?: () => void; close?: () => void },
    request: ExecutionCountRequest,
  ) {
    listen(port, (event: MessageEvent<FromCounter>) => this.receive(event.data));
    this.post({ type: 'load', request });
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  getState = () => this.state;

  /** Counts for these filters from now on; the estimate is undefined until the answer is here. */
  count(filters: ReportFilters, folderIds: ReadonlySet<string> | undefined): void {
    this.asked += 1;
    this.post({ type: 'count', id: this.asked, filters, folderIds: folderIds && [...folderIds] });
    if (this.state.estimate) this.update({ estimate: undefined });
  }

  /** Stops the worker (its download with it). */
  dispose(): void {
    (this.port.terminate ?? this.port.close)?.call(this.port);
  }

  private post(message: ToCounter): void {
    // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a worker port, not a window
    this.port.postMessage(message);
  }

  private receive(message: FromCounter): void {
    if (message.type === 'error') this.update({ error: reviveError(message.error) });
    else if (message.id === this.asked)
      this.update({
        estimate: message.estimate,
        runs: message.runs,
        complete: message.complete,
        offered: message.offered,
      });
  }

  private update(change: Partial<CounterState>): void {
    this.state = { ...this.state, ...change };
    for (const listener of this.listeners) listener();
  }
}
