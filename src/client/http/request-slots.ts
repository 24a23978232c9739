/**
 * At most `size` tasks at a time, the rest wait in order. A waiting task whose signal aborts leaves the
 * queue without ever running, so work for rows scrolled away costs nothing.
 */
export function createRequestSlots(size: number) {
  let running = 0;
  const waiting: (() => void)[] = [];

  const acquire = (signal?: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason);
      if (running < size) {
        running++;
        return resolve();
      }
      const start = () => {
        signal?.removeEventListener('abort', leave);
        running++;
        resolve();
      };
      const leave = () => {
        waiting.splice(waiting.indexOf(start), 1);
        reject(signal!.reason);
      };
      signal?.addEventListener('abort', leave, { once: true });
      waiting.push(start);
    });

  const release = () => {
    running--;
    waiting.shift()?.();
  };

  return async function run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    await acquire(signal);
    try {
      return await task();
    } finally {
      release();
    }
  };
}
