// A web ReadableStream fed by a producer that waits whenever the reader falls behind, so a file of any
// size is held in memory only a queue's worth at a time.

/** Where a producer puts bytes. */
export interface ByteSink {
  /** Queues the bytes; a promise means the queue is full: it resolves once the reader wants more and
   * rejects when the reader has gone away. Never throws. */
  write(bytes: Uint8Array): Promise<void> | undefined;
}

/** Bytes the stream may hold before the producer has to wait. */
const QUEUE_BYTES = 1 << 20;

export class ReaderGoneError extends Error {
  constructor() {
    super('The reader cancelled the stream');
  }
}

export function byteStream(produce: (sink: ByteSink) => Promise<void>): ReadableStream<Uint8Array> {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let waiting: { resolve: () => void; reject: (error: Error) => void }[] = [];
  let gone: ReaderGoneError | undefined;
  const stream = new ReadableStream<Uint8Array>(
    {
      start(streamController) {
        controller = streamController;
      },
      pull() {
        for (const waiter of waiting) waiter.resolve();
        waiting = [];
      },
      cancel() {
        gone = new ReaderGoneError();
        for (const waiter of waiting) waiter.reject(gone);
        waiting = [];
      },
    },
    new ByteLengthQueuingStrategy({ highWaterMark: QUEUE_BYTES }),
  );
  const sink: ByteSink = {
    write(bytes) {
      if (gone) return Promise.reject(gone);
      controller.enqueue(bytes);
      if ((controller.desiredSize ?? 0) > 0) return undefined;
      return new Promise((resolve, reject) => {
        waiting.push({ resolve, reject });
      });
    },
  };
  produce(sink).then(
    () => controller.close(),
    (error: unknown) => {
      // A reader that left needs no error; anything else is a bug the reader should see as a broken stream.
      if (!gone) controller.error(error);
    },
  );
  return stream;
}
