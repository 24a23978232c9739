import { useEffect, useMemo, useState } from 'react';

/** Text work below this many characters takes a few milliseconds: done at once, without a worker's start-up or a flash. */
export const WORKER_FROM_CHARS = 256 * 1024;

/** Work a screen hands to a worker when it is large; a constant of the module that uses it. */
export interface WorkerJob<Request, Result> {
  compute: (request: Request) => Result;
  /** `new Worker(new URL('./x.worker.ts', import.meta.url), …)`, written where the bundler can see it. */
  worker: () => Worker;
  /** What a worker that fails to start or crashes leaves the reader with. */
  fallback: (request: Request) => Result;
}

/** Starts a worker for one request; it answers with one message and is ended then, or when cancelled. */
function runInWorker<Request, Result>(worker: Worker, request: Request) {
  const result = new Promise<Result>((resolve, reject) => {
    worker.addEventListener('message', (event: MessageEvent<Result>) => resolve(event.data), { once: true });
    worker.addEventListener('error', (event) => reject(new Error(event.message || 'The worker failed')), {
      once: true,
    });
    // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a Worker's postMessage has no origin
    worker.postMessage(request);
  });
  return { result: result.finally(() => worker.terminate()), cancel: () => worker.terminate() };
}

/**
 * `job.compute(request)` without stalling the page: while rendering when `cheap` (or where there are no workers,
 * as in jsdom), otherwise in a worker, `undefined` until it answers. `request` must keep its identity while it
 * means the same (a `useMemo`): a new one starts the work anew.
 */
export function useWorkerResult<Request, Result>(
  request: Request,
  cheap: boolean,
  job: WorkerJob<Request, Result>,
): Result | undefined {
  const inline = cheap || typeof Worker === 'undefined';
  const now = useMemo(() => (inline ? job.compute(request) : undefined), [inline, request, job]);
  const [later, setLater] = useState<{ request: Request; result: Result }>();

  useEffect(() => {
    if (inline) return;
    const run = runInWorker<Request, Result>(job.worker(), request);
    run.result.then(
      (result) => setLater({ request, result }),
      () => setLater({ request, result: job.fallback(request) }),
    );
    return run.cancel;
  }, [inline, request, job]);

  if (now !== undefined) return now;
  return later?.request === request ? later.result : undefined;
}
