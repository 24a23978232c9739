// A port to work done off the page: a worker where the browser has them, otherwise (tests in jsdom) the
// same code served on the page behind a message channel.
import type { MessagePortLike } from './data-table/row-set/protocol';

export interface WorkerSource {
  /** `new Worker(new URL('./x.worker.ts', import.meta.url), …)`, written where the bundler can see it. */
  worker: () => Worker;
  /** Loads the worker's code and serves it on the port given; used only where there is no Worker. */
  serveInPage: () => Promise<(port: MessagePortLike) => void>;
}

export async function openWorkerPort(source: WorkerSource): Promise<MessagePortLike> {
  if (typeof Worker !== 'undefined') return source.worker();
  const serve = await source.serveInPage();
  const channel = new MessageChannel();
  serve(channel.port2);
  return channel.port1;
}

/**
 * Stops work opened for a reader when `signal` aborts, or at once if it already has: a reader may leave while the
 * worker is still being opened, before anyone could listen.
 */
export function stopWhenAborted(signal: AbortSignal, stop: () => void): void {
  if (signal.aborted) stop();
  else signal.addEventListener('abort', stop, { once: true });
}
