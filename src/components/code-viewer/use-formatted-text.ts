import { useEffect, useMemo, useState } from 'react';
import { formatForReading, type FormatRequest } from './format-for-reading';
import type { LineIndex } from './line-index';

/** Below this size formatting takes a few milliseconds: done at once, without a worker's start-up or a flash. */
const WORKER_FROM_CHARS = 256 * 1024;

function formatInWorker(request: FormatRequest): { result: Promise<LineIndex>; cancel: () => void } {
  const worker = new Worker(new URL('./format-for-reading.worker.ts', import.meta.url), {
    type: 'module',
    name: 'payload-formatter',
  });
  const result = new Promise<LineIndex>((resolve, reject) => {
    worker.addEventListener('message', (event: MessageEvent<LineIndex>) => resolve(event.data), { once: true });
    worker.addEventListener('error', (event) => reject(new Error(event.message || 'Formatting failed')), {
      once: true,
    });
    // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a Worker's postMessage has no origin
    worker.postMessage(request);
  });
  return { result: result.finally(() => worker.terminate()), cancel: () => worker.terminate() };
}

/**
 * The payload as the viewer shows it. Small ones are formatted while rendering; large ones (a 5 MB IDoc is
 * 150 ms of pretty-printing) in a worker, so the page never stalls: `undefined` until it answers. Where a
 * browser has no workers (tests in jsdom), the work is done here.
 */
export function useFormattedText(text: string, format: string, pretty: boolean): LineIndex | undefined {
  const inline = text.length < WORKER_FROM_CHARS || typeof Worker === 'undefined';
  const now = useMemo(
    () => (inline ? formatForReading({ text, format, pretty }) : undefined),
    [inline, text, format, pretty],
  );
  const [later, setLater] = useState<{ request: FormatRequest; index: LineIndex }>();

  useEffect(() => {
    if (inline) return;
    const request = { text, format, pretty };
    const job = formatInWorker(request);
    job.result.then(
      (index) => setLater({ request, index }),
      // A worker that fails leaves the reader with the text as it came rather than nothing.
      () => setLater({ request, index: formatForReading({ text, format, pretty: false }) }),
    );
    return job.cancel;
  }, [inline, text, format, pretty]);

  if (now) return now;
  const done = later && later.request.text === text && later.request.format === format;
  return done && later.request.pretty === pretty ? later.index : undefined;
}
