// What the sync asks of the service: requests and bytes per minute over the last hour, so that an operator sees
// the load it puts on the SAP system (GET /api/history/status). Bytes are counted as the answers are (after any
// decompression), since building them is the work the system does; the bytes on the wire are counted beside.
import { Readable, type Transform } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { FetchHandler } from '../../create-server-app';
import { noteServiceDate } from './service-clock';

const MINUTE_MS = 60_000;
const HOUR_MINUTES = 60;

export interface LoadFigures {
  requests: number;
  /** The answers' bytes, uncompressed. */
  bytes: number;
  /** The same as they crossed the network (compressed where the service compressed). */
  wireBytes: number;
}

interface Bucket extends LoadFigures {
  minute: number;
}

export class SyncLoad {
  private readonly buckets: Bucket[] = [];
  private readonly total: LoadFigures = { requests: 0, bytes: 0, wireBytes: 0 };

  constructor(private readonly now: () => number = Date.now) {}

  private bucket(): Bucket {
    const minute = Math.floor(this.now() / MINUTE_MS);
    let last = this.buckets.at(-1);
    if (last?.minute !== minute) {
      last = { minute, requests: 0, bytes: 0, wireBytes: 0 };
      this.buckets.push(last);
      while (this.buckets[0]!.minute <= minute - HOUR_MINUTES) this.buckets.shift();
    }
    return last;
  }

  count(figures: Partial<LoadFigures>): void {
    const bucket = this.bucket();
    for (const key of ['requests', 'bytes', 'wireBytes'] as const) {
      bucket[key] += figures[key] ?? 0;
      this.total[key] += figures[key] ?? 0;
    }
  }

  /** The last 60 minutes, this one included. */
  lastHour(): LoadFigures {
    const since = Math.floor(this.now() / MINUTE_MS) - HOUR_MINUTES;
    const sum: LoadFigures = { requests: 0, bytes: 0, wireBytes: 0 };
    for (const bucket of this.buckets)
      if (bucket.minute > since) for (const key of ['requests', 'bytes', 'wireBytes'] as const) sum[key] += bucket[key];
    return sum;
  }

  /** Since this sync started: a bench subtracts two of them. */
  sinceStart(): LoadFigures {
    return { ...this.total };
  }
}

const DECOMPRESSORS: Record<string, (() => Transform) | undefined> = {
  gzip: createGunzip,
  'x-gzip': createGunzip,
  deflate: createInflate,
  br: createBrotliDecompress,
};

/** What this process's sync asked of the service: one transport carries every sync of a process. */
export const SYNC_LOAD = new SyncLoad();

/**
 * The service as the sync reaches it: it asks for compressed answers (the network's cost; the backend proxy passes
 * the wish on to the SAP system), takes them apart, counts both sizes, and tells the clock each answer's Date.
 */
export function countedService(service: FetchHandler, load = SYNC_LOAD): FetchHandler {
  return async (request) => {
    const asked = new Request(request, { headers: new Headers(request.headers) });
    if (!asked.headers.has('accept-encoding')) asked.headers.set('accept-encoding', 'gzip, br');
    load.count({ requests: 1 });
    const answer = await service(asked);
    noteServiceDate(answer.headers.get('date'));
    if (!answer.body) return answer;
    const encoding = answer.headers.get('content-encoding')?.trim().toLowerCase() ?? '';
    const decompress = DECOMPRESSORS[encoding];
    const wire = Readable.fromWeb(answer.body as import('node:stream/web').ReadableStream<Uint8Array>);
    wire.on('data', (chunk: Buffer) => load.count({ wireBytes: chunk.length }));
    const plain = decompress ? wire.pipe(decompress()) : wire;
    if (decompress) wire.on('error', (error) => plain.destroy(error));
    plain.on('data', (chunk: Buffer) => load.count({ bytes: chunk.length }));
    const headers = new Headers(answer.headers);
    if (decompress) {
      headers.delete('content-encoding');
      headers.delete('content-length');
    }
    return new Response(Readable.toWeb(plain) as ReadableStream<Uint8Array>, {
      status: answer.status,
      statusText: answer.statusText,
      headers,
    });
  };
}
