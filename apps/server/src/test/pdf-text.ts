// Text of a generated PDF, for tests: poppler's `pdftotext -layout` when installed (Debian
// poppler-utils), otherwise a small extractor for what pdfkit writes (Flate streams, Type0 fonts
// with ToUnicode maps, one Tm per text run), which puts the runs of one baseline on one line.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { inflateSync } from 'node:zlib';

const run = promisify(execFile);

async function withTempFile<T>(pdf: Buffer, work: (file: string) => Promise<T>): Promise<T> {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'bd-pdf-'));
  try {
    const file = path.join(dir, 'document.pdf');
    await fs.promises.writeFile(file, pdf);
    return await work(file);
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}

const isMissingTool = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

export async function pdfText(pdf: Buffer): Promise<string> {
  try {
    return await withTempFile(
      pdf,
      async (file) => (await run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'])).stdout,
    );
  } catch (error) {
    if (isMissingTool(error)) return extractPdfkitText(pdf);
    throw error;
  }
}

/** Number of pages (the page objects of the document). */
export async function pdfPageCount(pdf: Buffer): Promise<number> {
  return (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
}

type PdfObject = { body: string; stream: Buffer | null };

function readObjects(pdf: Buffer): Map<number, PdfObject> {
  const objects = new Map<number, PdfObject>();
  const text = pdf.toString('latin1');
  const pattern = /(\d+) 0 obj\b([\s\S]*?)endobj/g;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const body = match[2]!;
    const streamAt = body.indexOf('stream');
    let stream: Buffer | null = null;
    if (streamAt >= 0) {
      // Data starts after the end-of-line that follows the keyword (CRLF or LF).
      let start = match.index + match[0].indexOf('stream') + 'stream'.length;
      start += text[start] === '\r' ? 2 : 1;
      const length = Number(/\/Length (\d+)/.exec(body)?.[1] ?? 0);
      const raw = pdf.subarray(start, start + length);
      stream = body.includes('/FlateDecode') ? inflateSync(raw) : raw;
    }
    objects.set(Number(match[1]), { body: streamAt >= 0 ? body.slice(0, streamAt) : body, stream });
  }
  return objects;
}

/** CID → text from a ToUnicode CMap (bfchar and both bfrange forms). */
function parseCMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  // Ligatures map to several units, written with spaces: <0066 0066 0069> is 'ffi'.
  const unicode = (hex: string) =>
    String.fromCharCode(...(hex.replace(/\s/g, '').match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)));
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, cid, value] of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]+)>/g))
      map.set(parseInt(cid!, 16), unicode(value!));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, from, to, list, start] of block[1]!.matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(?:\[([^\]]*)\]|<([0-9a-fA-F]+)>)/g,
    )) {
      const first = parseInt(from!, 16);
      const last = parseInt(to!, 16);
      const values = list ? [...list.matchAll(/<([0-9a-fA-F\s]*)>/g)].map((entry) => unicode(entry[1]!)) : null;
      for (let cid = first; cid <= last; cid++) {
        map.set(cid, values ? (values[cid - first] ?? '') : String.fromCharCode(parseInt(start!, 16) + cid - first));
      }
    }
  }
  return map;
}

export function extractPdfkitText(pdf: Buffer): string {
  const objects = readObjects(pdf);
  const fontMaps = new Map<string, Map<number, string>>();
  for (const object of objects.values()) {
    for (const [, name, ref] of object.body.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(objects.get(Number(ref))?.body ?? '')?.[1];
      const cmap = toUnicode ? objects.get(Number(toUnicode))?.stream : null;
      if (cmap && !fontMaps.has(name!)) fontMaps.set(name!, parseCMap(cmap.toString('latin1')));
    }
  }
  const pages: string[] = [];
  const pageObjects = [...objects.values()].filter((object) => /\/Type \/Page\b/.test(object.body));
  for (const page of pageObjects) {
    const contentRef = /\/Contents (\d+) 0 R/.exec(page.body)?.[1];
    const content = contentRef ? objects.get(Number(contentRef))?.stream?.toString('latin1') : undefined;
    if (!content) continue;
    const runs: { x: number; y: number; size: number; text: string }[] = [];
    let font = '';
    let size = 10;
    let x = 0;
    let y = 0;
    for (const [, tm, tf, tfSize, tj] of content.matchAll(
      /([-\d.]+ [-\d.]+ [-\d.]+ [-\d.]+ [-\d.]+ [-\d.]+) Tm|\/(F\d+) ([\d.]+) Tf|\[([^\]]*)\] TJ/g,
    )) {
      if (tm) [x, y] = tm.split(' ').slice(4).map(Number) as [number, number];
      else if (tf) {
        font = tf;
        size = Number(tfSize);
      } else if (tj !== undefined) {
        const map = fontMaps.get(font) ?? new Map<number, string>();
        const text = [...tj.matchAll(/<([0-9a-fA-F]*)>/g)]
          .flatMap((hex) => (hex[1]!.match(/.{4}/g) ?? []).map((cid) => map.get(parseInt(cid, 16)) ?? ''))
          .join('');
        runs.push({ x, y: Math.round(y), size, text });
      }
    }
    const lines = new Map<number, typeof runs>();
    for (const entry of runs) lines.set(entry.y, [...(lines.get(entry.y) ?? []), entry]);
    pages.push(
      [...lines.entries()]
        .sort((a, b) => b[0] - a[0])
        .map(([, entries]) => joinRuns(entries.sort((a, b) => a.x - b.x)))
        .join('\n'),
    );
  }
  return pages.join('\n\f');
}

/** Words of one text set apart by pdfkit join with a space, separate columns with three. */
function joinRuns(runs: { x: number; size: number; text: string }[]): string {
  let line = '';
  let end = -Infinity;
  for (const entry of runs) {
    if (line) line += entry.x - end < entry.size * 1.5 ? ' ' : '   ';
    line += entry.text;
    // Glyph widths are not known here; about 0.55 em per character is close for DejaVu Sans.
    end = entry.x + entry.text.length * entry.size * 0.55;
  }
  return line;
}
