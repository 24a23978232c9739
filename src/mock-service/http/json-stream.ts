// A `{"DATA":[…]}` body written a slice of records at a time, so a list of 100,000 test cases starts
// arriving at once instead of after the whole 50 MB string is built, and memory holds one slice at a time.

/** Records per chunk: large enough that per-chunk overhead vanishes, small enough to start at once. */
const RECORDS_PER_CHUNK = 1_000;
const encoder = new TextEncoder();

export function jsonDataStream(records: readonly unknown[]): ReadableStream<Uint8Array> {
  let next = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const end = Math.min(next + RECORDS_PER_CHUNK, records.length);
      const slice = JSON.stringify(records.slice(next, end)).slice(1, -1);
      const head = next === 0 ? '{"DATA":[' : ',';
      const tail = end === records.length ? ']}' : '';
      controller.enqueue(encoder.encode(`${head}${slice}${tail}`));
      next = end;
      if (next === records.length) controller.close();
    },
  });
}
