// The files embedded in a generated PDF (pdfkit's `doc.file`), read from the PDF's objects: each
// EmbeddedFile stream (inflated when Flate-encoded) with the name of the Filespec pointing to it.
// Enough for what pdfkit writes (uncompressed object structure, one stream per object).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { inflateSync } from 'node:zlib';

const run = promisify(execFile);

type PdfObject = { id: string; text: string; start: number };

function objectsOf(pdf: Buffer): PdfObject[] {
  const text = pdf.toString('latin1');
  const objects: PdfObject[] = [];
  for (const match of text.matchAll(/(?:^|\n)(\d+) 0 obj\n/g)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('\nendobj', start);
    objects.push({ id: match[1]!, text: text.slice(start, end), start });
  }
  return objects;
}

/** Each embedded file: its name (the Filespec's /F), its relationship, and its bytes. */
export function embeddedFiles(pdf: Buffer): { name: string; relationship: string | null; data: Buffer }[] {
  const objects = objectsOf(pdf);
  const streams = new Map<string, Buffer>();
  for (const object of objects) {
    if (!/\/Type \/EmbeddedFile\b/.test(object.text)) continue;
    const length = Number(/\/Length (\d+)/.exec(object.text)?.[1]);
    const offset = object.start + object.text.indexOf('stream\n') + 'stream\n'.length;
    const raw = pdf.subarray(offset, offset + length);
    streams.set(object.id, /\/Filter \/FlateDecode/.test(object.text) ? inflateSync(raw) : Buffer.from(raw));
  }
  return objects.flatMap((object) => {
    if (!/\/Type \/Filespec\b/.test(object.text)) return [];
    const target = /\/EF <<\s*\/F (\d+) 0 R/.exec(object.text)?.[1];
    const data = target ? streams.get(target) : undefined;
    if (!data) return [];
    const name = /\/F \(((?:\\.|[^\\)])*)\)/.exec(object.text)?.[1] ?? '';
    const relationship = /\/AFRelationship \/(\w+)/.exec(object.text)?.[1] ?? null;
    return [{ name, relationship, data }];
  });
}

/** The first embedded file as poppler's `pdfdetach` reads it (an independent reader), or null without poppler-utils. */
export async function detachedByPoppler(pdf: Buffer): Promise<Buffer | null> {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'bd-detach-'));
  try {
    await fs.promises.writeFile(path.join(dir, 'document.pdf'), pdf);
    await run('pdfdetach', ['-save', '1', '-o', path.join(dir, 'attachment'), path.join(dir, 'document.pdf')]);
    return await fs.promises.readFile(path.join(dir, 'attachment'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}
