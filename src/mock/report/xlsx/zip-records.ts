// The fixed-layout records of a ZIP file (PKWARE APPNOTE 6.3, section 4.3) for deflated entries whose
// sizes follow their data in a data descriptor, with ZIP64 fields only where a value does not fit 32 bits.

export const UINT32_LIMIT = 0xffff_ffff;
const UINT16_LIMIT = 0xffff;
const DEFLATE = 8;
const FLAG_DATA_DESCRIPTOR = 0x0008;
const VERSION_DEFAULT = 20;
const VERSION_ZIP64 = 45;
const ZIP64_EXTRA_ID = 0x0001;

export interface DosStamp {
  time: number;
  date: number;
}

/** A finished entry as the central directory lists it. */
export interface EntryRecord {
  name: Buffer;
  stamp: DosStamp;
  offset: number;
  crc: number;
  size: number;
  compressedSize: number;
}

/** MS-DOS date and time (2-second resolution, from 1980) of an instant, in UTC. */
export function dosStamp(instant: Date): DosStamp {
  const year = Math.max(instant.getUTCFullYear(), 1980);
  return {
    time: (instant.getUTCHours() << 11) | (instant.getUTCMinutes() << 5) | (instant.getUTCSeconds() >> 1),
    date: ((year - 1980) << 9) | ((instant.getUTCMonth() + 1) << 5) | instant.getUTCDate(),
  };
}

/** `limit` is UINT32_LIMIT except in tests, which lower it to write the ZIP64 forms on small files. */
export const entryNeedsZip64 = (entry: EntryRecord, limit: number) =>
  entry.size >= limit || entry.compressedSize >= limit;

export function localHeader(name: Buffer, stamp: DosStamp): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(VERSION_DEFAULT, 4);
  header.writeUInt16LE(FLAG_DATA_DESCRIPTOR, 6);
  header.writeUInt16LE(DEFLATE, 8);
  header.writeUInt16LE(stamp.time, 10);
  header.writeUInt16LE(stamp.date, 12);
  // CRC-32 and both sizes stay 0 here: the data descriptor after the data carries them.
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name]);
}

export function dataDescriptor(entry: EntryRecord, limit: number): Buffer {
  const zip64 = entryNeedsZip64(entry, limit);
  const descriptor = Buffer.alloc(zip64 ? 24 : 16);
  descriptor.writeUInt32LE(0x08074b50, 0);
  descriptor.writeUInt32LE(entry.crc, 4);
  if (zip64) {
    descriptor.writeBigUInt64LE(BigInt(entry.compressedSize), 8);
    descriptor.writeBigUInt64LE(BigInt(entry.size), 16);
  } else {
    descriptor.writeUInt32LE(entry.compressedSize, 8);
    descriptor.writeUInt32LE(entry.size, 12);
  }
  return descriptor;
}

/** The ZIP64 extra field: only the values whose 32-bit field holds the 0xFFFFFFFF marker, in this order. */
function zip64Extra(values: readonly number[]): Buffer {
  if (values.length === 0) return Buffer.alloc(0);
  const extra = Buffer.alloc(4 + 8 * values.length);
  extra.writeUInt16LE(ZIP64_EXTRA_ID, 0);
  extra.writeUInt16LE(8 * values.length, 2);
  values.forEach((value, index) => extra.writeBigUInt64LE(BigInt(value), 4 + 8 * index));
  return extra;
}

export function centralHeader(entry: EntryRecord, limit: number): Buffer {
  const wide = [entry.size, entry.compressedSize, entry.offset].map((value) => value >= limit);
  const extra = zip64Extra([entry.size, entry.compressedSize, entry.offset].filter((_, index) => wide[index]));
  const version = extra.length > 0 ? VERSION_ZIP64 : VERSION_DEFAULT;
  const header = Buffer.alloc(46);
  header.writeUInt32LE(0x02014b50, 0);
  header.writeUInt16LE(version, 4);
  header.writeUInt16LE(version, 6);
  header.writeUInt16LE(FLAG_DATA_DESCRIPTOR, 8);
  header.writeUInt16LE(DEFLATE, 10);
  header.writeUInt16LE(entry.stamp.time, 12);
  header.writeUInt16LE(entry.stamp.date, 14);
  header.writeUInt32LE(entry.crc, 16);
  header.writeUInt32LE(wide[1] ? UINT32_LIMIT : entry.compressedSize, 20);
  header.writeUInt32LE(wide[0] ? UINT32_LIMIT : entry.size, 24);
  header.writeUInt16LE(entry.name.length, 28);
  header.writeUInt16LE(extra.length, 30);
  header.writeUInt32LE(wide[2] ? UINT32_LIMIT : entry.offset, 42);
  return Buffer.concat([header, entry.name, extra]);
}

/** The end records; with ZIP64 end records before them when a count, size or offset needs it. */
export function endOfCentralDirectory(
  count: number,
  directorySize: number,
  directoryOffset: number,
  limit: number,
): Buffer {
  const zip64 = count >= UINT16_LIMIT || directorySize >= limit || directoryOffset >= limit;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(zip64 ? UINT16_LIMIT : count, 8);
  end.writeUInt16LE(zip64 ? UINT16_LIMIT : count, 10);
  end.writeUInt32LE(zip64 ? UINT32_LIMIT : directorySize, 12);
  end.writeUInt32LE(zip64 ? UINT32_LIMIT : directoryOffset, 16);
  if (!zip64) return end;

  const record = Buffer.alloc(56);
  record.writeUInt32LE(0x06064b50, 0);
  record.writeBigUInt64LE(44n, 4);
  record.writeUInt16LE(VERSION_ZIP64, 12);
  record.writeUInt16LE(VERSION_ZIP64, 14);
  record.writeBigUInt64LE(BigInt(count), 24);
  record.writeBigUInt64LE(BigInt(count), 32);
  record.writeBigUInt64LE(BigInt(directorySize), 40);
  record.writeBigUInt64LE(BigInt(directoryOffset), 48);
  const locator = Buffer.alloc(20);
  locator.writeUInt32LE(0x07064b50, 0);
  locator.writeBigUInt64LE(BigInt(directoryOffset + directorySize), 8);
  locator.writeUInt32LE(1, 16);
  return Buffer.concat([record, locator, end]);
}
