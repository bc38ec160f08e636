import { describe, expect, it } from 'vitest';
import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import { randomBytes } from 'node:crypto';
import { readZip } from '../../test/zip-reader.js';
import { centralHeader, endRecords, zipStream } from './zip-writer.js';
import { archivePaths, safeSegment } from './zip-archive.js';

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('zip writer', () => {
  it('writes stored entries whose bytes and CRCs read back, opening no source before the archive is read', async () => {
    const big = randomBytes(300_000);
    const opened: string[] = [];
    const source = (name: string, chunks: Buffer[]) => ({
      name,
      date: new Date('2026-05-04T10:11:12'),
      open: async () => {
        opened.push(name);
        return Readable.from(chunks);
      },
    });
    const stream = zipStream([
      source('Prüfbericht ä.pdf', [Buffer.from('hallo '), Buffer.from('welt')]),
      source('B/Charge 1/gross.pdf', [big.subarray(0, 1000), big.subarray(1000)]),
      source('leer.txt', []),
    ]);
    expect(opened).toEqual([]);
    const entries = readZip(await collect(stream));
    expect(opened).toEqual(['Prüfbericht ä.pdf', 'B/Charge 1/gross.pdf', 'leer.txt']);
    expect(entries.map((entry) => entry.name)).toEqual(['Prüfbericht ä.pdf', 'B/Charge 1/gross.pdf', 'leer.txt']);
    expect(entries[0]!.data.toString()).toBe('hallo welt');
    expect(entries[1]!.data.equals(big)).toBe(true);
    for (const entry of entries) {
      expect(entry.crc).toBe(crc32(entry.data));
      expect(entry).toMatchObject({ method: 0, utf8Flag: true });
    }
  });

  it('reads one entry ahead, and a download cancelled mid-entry closes the entry read ahead', async () => {
    const events: string[] = [];
    const source = (name: string) => ({
      name,
      date: new Date('2026-05-04T10:11:12'),
      open: async () => {
        events.push(`open ${name}`);
        return (async function* () {
          try {
            yield Buffer.from(`${name}-1`);
            yield Buffer.from(`${name}-2`);
          } finally {
            events.push(`closed ${name}`);
          }
        })();
      },
    });
    const stream = zipStream([source('a'), source('b'), source('c')]);
    for await (const chunk of stream) if (String(chunk).includes('a-2')) break;
    await new Promise((resolve) => setImmediate(resolve));
    // b is opened while a is still being read; every source opened is closed again.
    expect(events.indexOf('open b')).toBeLessThan(events.indexOf('closed a'));
    const opened = events.filter((event) => event.startsWith('open')).map((event) => event.slice(5));
    const closed = events.filter((event) => event.startsWith('closed')).map((event) => event.slice(7));
    expect(closed.sort()).toEqual(opened.sort());
    expect(opened.length).toBeGreaterThan(1);
  });

  it('fails the stream when a source fails (the download is cut off, never silently short)', async () => {
    const stream = zipStream([{ name: 'a.pdf', date: new Date(), open: async () => Promise.reject(new Error('weg')) }]);
    await expect(collect(stream)).rejects.toThrow('weg');
    // A source read ahead fails at its turn, after the entry before it is complete.
    const later = zipStream([
      { name: 'a.pdf', date: new Date(), open: async () => Readable.from([Buffer.from('gut')]) },
      { name: 'b.pdf', date: new Date(), open: async () => Promise.reject(new Error('später weg')) },
    ]);
    const chunks: Buffer[] = [];
    await expect(
      (async () => {
        for await (const chunk of later) chunks.push(chunk as Buffer);
      })(),
    ).rejects.toThrow('später weg');
    expect(Buffer.concat(chunks).includes('gut')).toBe(true);
  });

  it('switches to ZIP64 records beyond 4 GiB or 65,535 entries', () => {
    const small = endRecords(3, 1000, 200);
    expect(small).toHaveLength(22);
    const large = endRecords(70_000, 5_000_000_000, 300);
    expect(large.readUInt32LE(0)).toBe(0x06064b50);
    expect(large.readBigUInt64LE(32)).toBe(70_000n);
    expect(large.readBigUInt64LE(48)).toBe(5_000_000_000n);
    expect(large.readUInt32LE(56)).toBe(0x07064b50);
    expect(large.readBigUInt64LE(64)).toBe(5_000_000_300n);
    const end = large.subarray(76);
    expect(end.readUInt32LE(0)).toBe(0x06054b50);
    expect(end.readUInt16LE(10)).toBe(0xffff);
    expect(end.readUInt32LE(16)).toBe(0xffffffff);
    const header = centralHeader({ name: Buffer.from('x'), crc: 1, size: 2, offset: 4_294_967_296, time: 0, date: 0 });
    expect(header.readUInt32LE(42)).toBe(0xffffffff);
    expect(header.readUInt16LE(30)).toBe(12);
    expect(header.readBigUInt64LE(46 + 1 + 4)).toBe(4_294_967_296n);
  });
});

describe('archive paths', () => {
  it('makes segments safe and names unique per folder', () => {
    expect(safeSegment('Bestellung A12/05')).toBe('Bestellung A12-05');
    expect(safeSegment('..')).toBe('_');
    const entry = (fileName: string, segments = ['Kategorie', 'Sub']) => ({
      fileId: fileName,
      storageKey: '',
      sizeInBytes: 0,
      createdAt: new Date(),
      segments,
      fileName,
    });
    expect(archivePaths([entry('a.pdf'), entry('A.pdf'), entry('a.pdf', ['Andere', 'Sub']), entry('../x')])).toEqual([
      'Kategorie/Sub/a.pdf',
      'Kategorie/Sub/A (2).pdf',
      'Andere/Sub/a.pdf',
      'Kategorie/Sub/..-x',
    ]);
  });
});
