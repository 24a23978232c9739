// One small typed RPC between the server's thread and the history worker: each side calls the other's methods and
// awaits the answers. Web streams among a call's or an answer's members are transferred, not copied, so a 70 MB
// listing flows chunk by chunk with backpressure instead of being buffered whole. Once the other side is gone (the
// worker died), every call waiting and every stream still being read fails at once: a stream transferred from a
// thread that died would otherwise never end.
import type { Transferable } from 'node:worker_threads';

/** A side's methods: one argument each (plain data and streams) and an abort signal, as the caller's. */
export type Methods<T> = { [K in keyof T]: (arg: never, signal: AbortSignal) => Promise<unknown> };

type ArgOf<F> = F extends (arg: infer A, signal: AbortSignal) => Promise<unknown> ? A : never;
type AnswerOf<F> = F extends (...args: never[]) => Promise<infer R> ? R : never;

/** A Worker, or a worker's parentPort. */
export interface RpcPort {
  postMessage(message: unknown, transfer?: readonly Transferable[]): void;
  on(event: 'message', listener: (message: unknown) => void): unknown;
}

export interface Rpc<Remote extends Methods<Remote>> {
  call<K extends keyof Remote & string>(
    method: K,
    arg: ArgOf<Remote[K]>,
    signal?: AbortSignal | null,
  ): Promise<AnswerOf<Remote[K]>>;
  /** The other side is gone: calls waiting and streams being read fail with `reason`, later calls too. */
  close(reason: Error): void;
}

type Message =
  | { type: 'call'; id: number; method: string; arg: unknown }
  | { type: 'abort'; id: number }
  | { type: 'answer'; id: number; value: unknown }
  | { type: 'failure'; id: number; name: string; message: string };

export function connectRpc<Remote extends Methods<Remote>, Local extends Methods<Local>>(
  port: RpcPort,
  local: Local,
): Rpc<Remote> {
  let nextId = 0;
  let closed: Error | undefined;
  const waiting = new Map<number, { resolve(value: unknown): void; reject(error: unknown): void }>();
  const serving = new Map<number, AbortController>();
  let goAway!: (reason: Error) => void;
  const gone = new Promise<never>((_, reject) => (goAway = reject));
  gone.catch(() => {});

  const send = (message: Message) => {
    const value = message.type === 'call' ? message.arg : message.type === 'answer' ? message.value : undefined;
    port.postMessage(message, streamsIn(value));
  };

  async function serve(id: number, method: string, arg: unknown) {
    const controller = new AbortController();
    serving.set(id, controller);
    try {
      // The caller's types say which argument each method takes; the message carries it as it was sent.
      const handlers = local as unknown as Record<string, (arg: unknown, signal: AbortSignal) => Promise<unknown>>;
      send({ type: 'answer', id, value: await handlers[method]!(arg, controller.signal) });
    } catch (error) {
      const { name, message } = error instanceof Error ? error : new Error(String(error));
      send({ type: 'failure', id, name, message });
    } finally {
      serving.delete(id);
    }
  }

  port.on('message', (data) => {
    const message = data as Message;
    if (message.type === 'call') void serve(message.id, message.method, guarded(message.arg, gone));
    else if (message.type === 'abort') serving.get(message.id)?.abort();
    else {
      const call = waiting.get(message.id);
      waiting.delete(message.id);
      if (message.type === 'failure') call?.reject(Object.assign(new Error(message.message), { name: message.name }));
      // An answer to a call given up (aborted) is not read: its streams are cancelled, so the sender stops.
      else if (!call) for (const stream of streamsIn(message.value)) void (stream as ReadableStream).cancel();
      else call.resolve(guarded(message.value, gone));
    }
  });

  return {
    call(method, arg, signal) {
      if (closed) return Promise.reject(closed);
      if (signal?.aborted) return Promise.reject(signal.reason);
      const id = nextId++;
      const onAbort = () => {
        const call = waiting.get(id);
        if (!call) return;
        waiting.delete(id);
        send({ type: 'abort', id });
        call.reject(signal!.reason);
      };
      const answer = new Promise<AnswerOf<Remote[typeof method]>>((resolve, reject) => {
        waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      });
      signal?.addEventListener('abort', onAbort, { once: true });
      send({ type: 'call', id, method, arg });
      return answer.finally(() => signal?.removeEventListener('abort', onAbort));
    },
    close(reason) {
      if (closed) return;
      closed = reason;
      goAway(reason);
      for (const call of waiting.values()) call.reject(reason);
      waiting.clear();
      for (const controller of serving.values()) controller.abort(reason);
    },
  };
}

/** Streams are looked for among a value's own members only: a request's or response's body. */
function streamsIn(value: unknown): Transferable[] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).filter((member): member is Transferable => member instanceof ReadableStream);
}

/** The value with each stream member replaced by one that fails once the other side is gone. */
function guarded(value: unknown, gone: Promise<never>): unknown {
  const streams = streamsIn(value);
  if (streams.length === 0) return value;
  return Object.fromEntries(
    Object.entries(value as object).map(([key, member]) => [
      key,
      member instanceof ReadableStream ? failingWith(member as ReadableStream<unknown>, gone) : member,
    ]),
  );
}

function failingWith<T>(stream: ReadableStream<T>, gone: Promise<never>): ReadableStream<T> {
  const reader = stream.getReader();
  // No queue of its own (high water mark 0): each read asks the sender for one chunk, so backpressure holds.
  return new ReadableStream<T>(
    {
      async pull(controller) {
        const { done, value } = await Promise.race([reader.read(), gone]);
        if (done) controller.close();
        else controller.enqueue(value);
      },
      cancel: (reason) => reader.cancel(reason),
    },
    { highWaterMark: 0 },
  );
}
