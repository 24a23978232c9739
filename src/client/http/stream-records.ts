// Reads whose answer may be huge (every test case, years of runs), read as they arrive: kept apart from the
// client's other calls because only the screens' workers stream, so the page's first chunk needs no scanner.
import type { z } from 'zod/mini';
import { decodeErrorResponse, isAbort, networkError } from './api-error';
import { describeIssue, notJson, send, unusable, type CallOptions } from './api-client';
import { DataArrayScanner, EnvelopeSyntaxError } from './data-array-scanner';

/** Most records a streamed read validates and hands on at once (about 250 KB of test cases)... */
const STREAM_BATCH = 500;
/**
 * ...and about the most text: a run with its test cases' results is 30 KB, so 500 of them were 16 MB, a second
 * of parsing and checking before the first figures (the overview's) and before a worker could answer anything.
 */
export const STREAM_BATCH_CHARS = 256 * 1024;

/** The records' texts in batches of at most STREAM_BATCH records and STREAM_BATCH_CHARS (one record at least). */
export function* streamBatches(texts: readonly string[]): Generator<string[]> {
  let start = 0;
  while (start < texts.length) {
    let end = start + 1;
    let chars = texts[start]!.length;
    while (end < texts.length && end - start < STREAM_BATCH && chars + texts[end]!.length <= STREAM_BATCH_CHARS)
      chars += texts[end++]!.length;
    yield texts.slice(start, end);
    start = end;
  }
}

export interface StreamOptions extends CallOptions {
  /** Members of each record whose lists the reader ignores: handed to validation empty, never parsed. */
  emptied?: readonly string[];
}

/**
 * GET of a read endpoint whose answer may be huge: the DATA records in validated batches as they arrive,
 * so the first rows can be shown long before the last byte. Errors are the same ApiErrors as getRecords'.
 */
export async function* streamRecords<T extends z.ZodMiniType>(
  path: string,
  record: T,
  options: StreamOptions = {},
): AsyncGenerator<z.infer<T>[]> {
  const endpoint = `GET ${path}`;
  const response = await send('GET', path, {
    headers: { Accept: 'application/json' },
    query: options.query,
    signal: options.signal ?? null,
  });
  if (!response.ok) throw await decodeErrorResponse(response, endpoint);
  if (!response.body) throw unusable(response, endpoint, 'body: empty');
  const scanner = new DataArrayScanner(options.emptied);
  const decoder = new TextDecoder();
  const reader = response.body.getReader();
  let index = 0;
  let finished = false;
  const toRecords = (texts: string[]) => {
    let values: unknown[];
    try {
      // One parse per record: about twice as fast as joining them into one array text first.
      values = texts.map((text) => JSON.parse(text) as unknown);
    } catch {
      throw notJson(response, endpoint);
    }
    return values.map((value) => {
      const parsed = record.safeParse(value);
      if (!parsed.success) throw unusable(response, endpoint, describeIssue(parsed.error.issues[0]!, ['DATA', index]));
      index += 1;
      return parsed.data as z.infer<T>;
    });
  };
  try {
    for (;;) {
      let chunk: Awaited<ReturnType<typeof reader.read>>;
      try {
        chunk = await reader.read();
      } catch (error) {
        if (isAbort(error)) throw error;
        throw networkError(endpoint, error);
      }
      const texts = scanner.feed(decoder.decode(chunk.value, { stream: !chunk.done }));
      // A body that arrived faster than it is read comes in megabytes at once: batches stay small enough
      // that whoever consumes them can answer other work between two of them.
      for (const batch of streamBatches(texts)) yield toRecords(batch);
      if (chunk.done) break;
    }
    scanner.finish();
    finished = true;
  } catch (error) {
    if (error instanceof EnvelopeSyntaxError)
      throw error.notJson ? notJson(response, endpoint) : unusable(response, endpoint, error.message);
    throw error;
  } finally {
    // A reader that stopped early (an error, or a consumer that had enough) ends the download too.
    if (finished) reader.releaseLock();
    else void reader.cancel().catch(() => {});
  }
}
