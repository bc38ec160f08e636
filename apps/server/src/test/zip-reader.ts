// Reads a ZIP archive for assertions: entries from the central directory, data from the local
// headers (stored or deflated), and whether the UTF-8 name flag is set. No ZIP64, no encryption.
import { inflateRawSync } from 'node:zlib';

export type ZipEntry = { name: string; data: Buffer; utf8Flag: boolean; method: number; crc: number };

export function readZip(archive: Buffer): ZipEntry[] {
  let end = archive.length - 22;
  while (end >= 0 && archive.readUInt32LE(end) !== 0x06054b50) end -= 1;
  if (end < 0) throw new Error('no end of central directory');
  const count = archive.readUInt16LE(end + 10);
  let offset = archive.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i += 1) {
    if (archive.readUInt32LE(offset) !== 0x02014b50) throw new Error('bad central directory header');
    const flags = archive.readUInt16LE(offset + 8);
    const method = archive.readUInt16LE(offset + 10);
    const crc = archive.readUInt32LE(offset + 16);
    const compressedSize = archive.readUInt32LE(offset + 20);
    const nameLength = archive.readUInt16LE(offset + 28);
    const extraLength = archive.readUInt16LE(offset + 30);
    const commentLength = archive.readUInt16LE(offset + 32);
    const localOffset = archive.readUInt32LE(offset + 42);
    const name = archive.subarray(offset + 46, offset + 46 + nameLength).toString('utf8');
    const localNameLength = archive.readUInt16LE(localOffset + 26);
    const localExtraLength = archive.readUInt16LE(localOffset + 28);
    const start = localOffset + 30 + localNameLength + localExtraLength;
    const raw = archive.subarray(start, start + compressedSize);
    entries.push({
      name,
      data: method === 8 ? inflateRawSync(raw) : Buffer.from(raw),
      utf8Flag: (flags & 0x800) !== 0,
      method,
      crc,
    });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
