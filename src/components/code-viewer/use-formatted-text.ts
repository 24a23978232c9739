import { useMemo } from 'react';
import { useWorkerResult, WORKER_FROM_CHARS, type WorkerJob } from '../use-worker-result';
import { formatForReading, type FormatRequest } from './format-for-reading';
import type { LineIndex } from './line-index';

const FORMATTING: WorkerJob<FormatRequest, LineIndex> = {
  compute: formatForReading,
  worker: () =>
    new Worker(new URL('./format-for-reading.worker.ts', import.meta.url), {
      type: 'module',
      name: 'payload-formatter',
    }),
  // A worker that fails leaves the reader with the text as it came rather than nothing.
  fallback: (request) => formatForReading({ ...request, pretty: false }),
};

/**
 * The payload as the viewer shows it. Small ones are formatted while rendering; large ones (a 5 MB IDoc is
 * 150 ms of pretty-printing) in a worker, so the page never stalls: `undefined` until it answers.
 */
export function useFormattedText(text: string, format: string, pretty: boolean): LineIndex | undefined {
  const request = useMemo(() => ({ text, format, pretty }), [text, format, pretty]);
  return useWorkerResult(request, text.length < WORKER_FROM_CHARS, FORMATTING);
}
