// A wait that an abort ends at once. Its abort listener goes when the wait ends either way: loops that wait every
// second on one long-lived signal would otherwise pile up listeners (Node warns past ten).
export const abortableSleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
