import { useMemo } from 'react';
import { useWorkerResult, WORKER_FROM_CHARS, type WorkerJob } from '../use-worker-result';
import { BEGINNING_CHARS, formatBeginning, formatForReading, type FormatRequest } from './format-for-reading';
import { lineCount, type LineIndex } from './line-index';

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

export interface FormattedText {
  lines: LineIndex;
  /** False while only the first lines are there and the worker formats the whole. */
  complete: boolean;
  /** The whole's line count, estimated from the share of the text the first lines come from until it is there. */
  expectedLines: number;
}

/**
 * The payload as the viewer shows it. Small ones are formatted while rendering; large ones (a 5 MB IDoc is
 * 150 ms of pretty-printing) in a worker, so the page never stalls, and meanwhile their first lines, formatted
 * from the text's beginning at once. `undefined` only while a large pretty-printed JSON is formatted.
 */
export function useFormattedText(text: string, format: string, pretty: boolean): FormattedText | undefined {
  const request = useMemo(() => ({ text, format, pretty }), [text, format, pretty]);
  const cheap = text.length < WORKER_FROM_CHARS;
  const whole = useWorkerResult(request, cheap, FORMATTING);
  const beginning = useMemo(() => (cheap ? undefined : formatBeginning(request)), [cheap, request]);
  if (whole) return { lines: whole, complete: true, expectedLines: lineCount(whole) };
  if (!beginning) return undefined;
  const expectedLines = Math.ceil((lineCount(beginning) * text.length) / BEGINNING_CHARS);
  return { lines: beginning, complete: false, expectedLines };
}
