// A streaming ZIP writer for stored (uncompressed) entries. Uploads are PDF, PNG and JPEG, which
// are compressed already, so the archive only frames the bytes: per entry a local header, the
// data as it comes from storage, and a data descriptor with the CRC computed on the way
// (zlib.crc32, native; archiver's JavaScript CRC ran at ~100 MB/s and capped the download —
// decision 0153). Names are UTF-8 (flag bit 11). ZIP64 records are written when the archive
// passes 4 GiB or 65,535 entries; single entries stay below 4 GiB (uploads are ≤ 10 MB).
import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';

export type ZipSource = { name: string; date: Date; open: () => Promise<AsyncIterable<Buffer | Uint8Array>> };

const MAX_32 = 0xffffffff;
const MAX_16 = 0xffff;
const FLAGS = 0x0008 | 0x0800; // data descriptor follows; names are UTF-8

type Written = { name: Buffer; crc: number; size: number; offset: number; time: number; date: number };

function dosDateTime(date: Date): { time: number; date: number } {
  const year = Math.max(1980, date.getFullYear());
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | Math.floor(date.getSeconds() / 2),
    date: ((year - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}

function localHeader(name: Buffer, stamp: { time: number; date: number }): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4); // version needed: 2.0
  header.writeUInt16LE(FLAGS, 6);
  header.writeUInt16LE(0, 8); // stored
  header.writeUInt16LE(stamp.time, 10);
  header.writeUInt16LE(stamp.date, 12);
  // crc and sizes are 0 here and follow in the data descriptor (bit 3)
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name]);
}

function dataDescriptor(crc: number, size: number): Buffer {
  const descriptor = Buffer.alloc(16);
  descriptor.writeUInt32LE(0x08074b50, 0);
  descriptor.writeUInt32LE(crc, 4);
  descriptor.writeUInt32LE(size, 8);
  descriptor.writeUInt32LE(size, 12);
  return descriptor;
}

export function centralHeader(entry: Written): Buffer {
  const needsZip64 = entry.offset >= MAX_32;
  const extra = needsZip64 ? Buffer.alloc(12) : Buffer.alloc(0);
  if (needsZip64) {
    extra.writeUInt16LE(0x0001, 0);
    extra.writeUInt16LE(8, 2);
    extra.writeBigUInt64LE(BigInt(entry.offset), 4);
  }
  const header = Buffer.alloc(46);
  header.writeUInt32LE(0x02014b50, 0);
  header.writeUInt16LE((3 << 8) | 45, 4); // made by Unix, spec 4.5
  header.writeUInt16LE(needsZip64 ? 45 : 20, 6);
  header.writeUInt16LE(FLAGS, 8);
  header.writeUInt16LE(0, 10);
  header.writeUInt16LE(entry.time, 12);
  header.writeUInt16LE(entry.date, 14);
  header.writeUInt32LE(entry.crc, 16);
  header.writeUInt32LE(entry.size, 20);
  header.writeUInt32LE(entry.size, 24);
  header.writeUInt16LE(entry.name.length, 28);
  header.writeUInt16LE(extra.length, 30);
  header.writeUInt32LE((0o100644 << 16) >>> 0, 38); // regular file, rw-r--r--
  header.writeUInt32LE(needsZip64 ? MAX_32 : entry.offset, 42);
  return Buffer.concat([header, entry.name, extra]);
}

export function endRecords(count: number, centralOffset: number, centralSize: number): Buffer {
  const parts: Buffer[] = [];
  const needsZip64 = count >= MAX_16 || centralOffset >= MAX_32 || centralSize >= MAX_32;
  if (needsZip64) {
    const record = Buffer.alloc(56);
    record.writeUInt32LE(0x06064b50, 0);
    record.writeBigUInt64LE(44n, 4);
    record.writeUInt16LE(45, 12);
    record.writeUInt16LE(45, 14);
    record.writeBigUInt64LE(BigInt(count), 24);
    record.writeBigUInt64LE(BigInt(count), 32);
    record.writeBigUInt64LE(BigInt(centralSize), 40);
    record.writeBigUInt64LE(BigInt(centralOffset), 48);
    const locator = Buffer.alloc(20);
    locator.writeUInt32LE(0x07064b50, 0);
    locator.writeBigUInt64LE(BigInt(centralOffset + centralSize), 8);
    locator.writeUInt32LE(1, 16);
    parts.push(record, locator);
  }
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Math.min(count, MAX_16), 8);
  end.writeUInt16LE(Math.min(count, MAX_16), 10);
  end.writeUInt32LE(Math.min(centralSize, MAX_32), 12);
  end.writeUInt32LE(Math.min(centralOffset, MAX_32), 16);
  parts.push(end);
  return Buffer.concat(parts);
}

type Started = {
  iterator: Promise<AsyncIterator<Buffer | Uint8Array>>;
  first: Promise<IteratorResult<Buffer | Uint8Array>>;
};

/** Opens a source and asks for its first chunk, so that reading overlaps the entry before it. */
function start(source: ZipSource): Started {
  const iterator = source.open().then((iterable) => iterable[Symbol.asyncIterator]());
  const first = iterator.then((opened) => opened.next());
  // Awaited when the entry's turn comes; until then a failure must not count as unhandled.
  first.catch(() => undefined);
  return { iterator, first };
}

export async function* zipChunks(sources: readonly ZipSource[]): AsyncGenerator<Buffer | Uint8Array> {
  const written: Written[] = [];
  let offset = 0;
  // Read-ahead of one entry: the next source is opened while this one is written (measured in
  // docs/performance.md, the handover pack). So `open` of entry n + 1 runs before entry n ends.
  let next = sources[0] ? start(sources[0]) : undefined;
  try {
    for (let index = 0; index < sources.length; index += 1) {
      const source = sources[index]!;
      const current = next!;
      next = undefined;
      const name = Buffer.from(source.name, 'utf8');
      const stamp = dosDateTime(source.date);
      const header = localHeader(name, stamp);
      const entryOffset = offset;
      yield header;
      offset += header.length;
      let crc = 0;
      let size = 0;
      const iterator = await current.iterator;
      let step = await current.first;
      if (sources[index + 1]) next = start(sources[index + 1]!);
      while (!step.done) {
        crc = crc32(step.value, crc);
        size += step.value.length;
        yield step.value;
        step = await iterator.next();
      }
      if (size >= MAX_32) throw new Error(`ZIP entry too large: ${source.name}`);
      const descriptor = dataDescriptor(crc, size);
      yield descriptor;
      offset += size + descriptor.length;
      written.push({ name, crc, size, offset: entryOffset, ...stamp });
    }
  } finally {
    // A reader that stops early (a cancelled download) leaves no read-ahead stream open. Not
    // awaited: a source may still be waiting for the entries before it.
    void next?.iterator.then((iterator) => iterator.return?.()).catch(() => undefined);
  }
  const centralOffset = offset;
  let centralSize = 0;
  for (const entry of written) {
    const header = centralHeader(entry);
    centralSize += header.length;
    yield header;
  }
  yield endRecords(written.length, centralOffset, centralSize);
}

/** The archive as a byte stream; it pulls from storage only as fast as the client reads. */
export function zipStream(sources: readonly ZipSource[]): Readable {
  return Readable.from(zipChunks(sources), { objectMode: false, highWaterMark: 256 * 1024 });
}
