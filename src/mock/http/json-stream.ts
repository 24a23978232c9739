// A `{"DATA":[…]}` body written a slice of records at a time, so a list of 100,000 test cases starts
// arriving at once instead of after the whole 50 MB string is built, and memory holds one slice at a time.

/** About how much text one chunk holds: big enough that per-chunk overhead vanishes, small enough to start at once. */
const CHUNK_CHARS = 512 * 1024;
/** Records in the first chunk, before their size is known (a run with details is 10 KB, a test case 0.5 KB). */
const FIRST_CHUNK_RECORDS = 50;
const encoder = new TextEncoder();
const COMMA = encoder.encode(',');

/**
 * Between two chunks the event loop gets a turn: otherwise the socket is written only once the whole body has
 * been rendered, and the client waits for all of it before its first byte.
 */
const yieldToIo = () =>
  new Promise((resolve) => (typeof setImmediate === 'function' ? setImmediate(resolve) : setTimeout(resolve, 0)));

/** Renders records [from, to) between `head` and `tail` as one chunk; answers it and the records' own length. */
type RenderSlice = (from: number, to: number, head: string, tail: string) => { chunk: Uint8Array; length: number };

function dataStream(count: number, render: RenderSlice): ReadableStream<Uint8Array> {
  let next = 0;
  let perChunk = FIRST_CHUNK_RECORDS;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (next > 0) await yieldToIo();
      const end = Math.min(next + perChunk, count);
      const head = next === 0 ? '{"DATA":[' : ',';
      const tail = end === count ? ']}' : '';
      // One chunk per pull: the compressor flushes after each, so head and tail never go out on their own.
      const { chunk, length } = render(next, end, head, tail);
      controller.enqueue(chunk);
      // Sized by what the records just rendered weighed, so chunks stay near CHUNK_CHARS whatever the records.
      perChunk = Math.max(1, Math.round(((end - next) * CHUNK_CHARS) / Math.max(length, 1)));
      next = end;
      if (next === count) controller.close();
    },
  });
}

export function jsonDataStream(records: readonly unknown[]): ReadableStream<Uint8Array> {
  return dataStream(records.length, (from, to, head, tail) => {
    const slice = JSON.stringify(records.slice(from, to)).slice(1, -1);
    return { chunk: encoder.encode(`${head}${slice}${tail}`), length: slice.length };
  });
}

/** Records [from, to) as JSON (UTF-8) from `jsonAt`, joined between `head` and `tail`. */
function joinEncoded(jsonAt: (index: number) => Uint8Array, from: number, to: number, head: string, tail: string) {
  const parts: Uint8Array[] = [encoder.encode(head)];
  let length = 0;
  for (let index = from; index < to; index++) {
    if (index > from) parts.push(COMMA);
    const json = jsonAt(index);
    parts.push(json);
    length += json.length;
  }
  parts.push(encoder.encode(tail));
  return { chunk: concat(parts), length };
}

/**
 * The same body from records written as JSON (UTF-8) elsewhere, where they may be kept: each is asked for as its
 * slice goes out, so the first bytes still leave before the last record is written.
 */
export function encodedDataStream(count: number, jsonAt: (index: number) => Uint8Array): ReadableStream<Uint8Array> {
  return dataStream(count, (from, to, head, tail) => joinEncoded(jsonAt, from, to, head, tail));
}

/** The whole body at once, for a short list. */
export function encodedDataBody(count: number, jsonAt: (index: number) => Uint8Array): Uint8Array<ArrayBuffer> {
  return joinEncoded(jsonAt, 0, count, '{"DATA":[', ']}').chunk;
}

function concat(parts: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const joined = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}
