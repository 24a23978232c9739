// A ZIP archive written front to back into a ByteSink: each entry is deflated as its text arrives, so
// neither the archive nor any entry is ever whole in memory.
import { once } from 'node:events';
import { constants, crc32, createDeflateRaw, type DeflateRaw } from 'node:zlib';
import type { ByteSink } from './byte-stream';
import {
  UINT32_LIMIT,
  centralHeader,
  dataDescriptor,
  dosStamp,
  endOfCentralDirectory,
  localHeader,
  type DosStamp,
  type EntryRecord,
} from './zip-records';

// Speed over size: on report XML, level 1 needs a third of the default level 6's time for a file only
// about a sixth larger (1 GB of sheet XML: 4 s and 123 MB against 12 s and 105 MB).
const DEFLATE_OPTIONS = { level: constants.Z_BEST_SPEED, chunkSize: 64 * 1024, writableHighWaterMark: 1 << 20 };

export interface ZipOptions {
  modified: Date;
  /** Sizes and offsets from this value on are written in ZIP64 form; only tests lower it. */
  zip64Limit?: number;
}

/** One entry being written: its text is UTF-8 encoded, checksummed and deflated on the way to the sink. */
export class ZipEntry {
  private readonly deflate: DeflateRaw = createDeflateRaw(DEFLATE_OPTIONS);
  private crc = 0;
  private size = 0;
  private compressedSize = 0;
  private failure: Error | undefined;

  constructor(sink: ByteSink) {
    this.deflate.on('data', (chunk: Buffer) => {
      this.compressedSize += chunk.length;
      const wait = sink.write(chunk);
      if (!wait) return;
      this.deflate.pause();
      wait.then(
        () => this.deflate.resume(),
        (error: Error) => this.fail(error),
      );
    });
    this.deflate.on('error', (error) => {
      this.failure ??= error;
    });
  }

  /** Text is encoded as UTF-8; bytes must not change afterwards. Resolves at once unless the deflater
   * already holds its fill; then once it has room again. */
  async write(data: string | Buffer): Promise<void> {
    if (this.failure) throw this.failure;
    const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
    this.crc = crc32(bytes, this.crc);
    this.size += bytes.length;
    if (!this.deflate.write(bytes)) await once(this.deflate, 'drain');
  }

  /** Flushes the deflater; resolves once every compressed byte is in the sink (ZipWriter.closeEntry calls it). */
  async finish(): Promise<Pick<EntryRecord, 'crc' | 'size' | 'compressedSize'>> {
    if (this.failure) throw this.failure;
    const ended = once(this.deflate, 'end');
    this.deflate.end();
    await ended;
    return { crc: this.crc, size: this.size, compressedSize: this.compressedSize };
  }

  /** Abandons the entry, releasing the deflater. */
  fail(error: Error): void {
    this.failure ??= error;
    this.deflate.destroy(error);
  }
}

export class ZipWriter {
  private readonly entries: EntryRecord[] = [];
  private readonly stamp: DosStamp;
  private readonly limit: number;
  private offset = 0;
  private open: ZipEntry | undefined;
  private openName = Buffer.alloc(0);
  private openOffset = 0;

  constructor(
    private readonly sink: ByteSink,
    options: ZipOptions,
  ) {
    this.stamp = dosStamp(options.modified);
    this.limit = options.zip64Limit ?? UINT32_LIMIT;
  }

  /** Starts the next entry; the one before must be closed. */
  async openEntry(path: string): Promise<ZipEntry> {
    if (this.open) throw new Error(`Close the open ZIP entry before starting ${path}`);
    const name = Buffer.from(path, 'utf8');
    this.openName = name;
    this.openOffset = this.offset;
    await this.put(localHeader(name, this.stamp));
    this.open = new ZipEntry(this.sink);
    return this.open;
  }

  /** Finishes the open entry and writes its data descriptor. */
  async closeEntry(): Promise<void> {
    if (!this.open) throw new Error('No ZIP entry is open');
    const sizes = await this.open.finish();
    const record: EntryRecord = { name: this.openName, stamp: this.stamp, offset: this.openOffset, ...sizes };
    this.offset += sizes.compressedSize;
    this.open = undefined;
    await this.put(dataDescriptor(record, this.limit));
    this.entries.push(record);
  }

  async addFile(path: string, text: string): Promise<void> {
    const entry = await this.openEntry(path);
    await entry.write(text);
    await this.closeEntry();
  }

  /** Writes the central directory; the archive is complete once this resolves. */
  async close(): Promise<void> {
    if (this.open) throw new Error('Close the open ZIP entry before the archive');
    const directoryOffset = this.offset;
    const directory = Buffer.concat(this.entries.map((entry) => centralHeader(entry, this.limit)));
    await this.put(directory);
    await this.put(endOfCentralDirectory(this.entries.length, directory.length, directoryOffset, this.limit));
  }

  /** Stops an unfinished archive, releasing the open entry's deflater. */
  abort(error: Error): void {
    this.open?.fail(error);
    this.open = undefined;
  }

  private async put(bytes: Buffer): Promise<void> {
    this.offset += bytes.length;
    await this.sink.write(bytes);
  }
}
