// The project-documents archive: one folder per category and subcategory (and per Charge),
// safe and unique entry names, files streamed from storage one after another (zip-writer.ts).
import type { Readable } from 'node:stream';
import type { FileStorage } from '../../storage/storage.js';
import type { ArchiveEntry } from './project-documents.service.js';
import { zipStream } from './zip-writer.js';

/** Path segment safe for a ZIP entry: no separators, control characters or dot-only names. */
export function safeSegment(value: string): string {
  const cleaned = value
    .replace(/[\\/]/g, '-')
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim();
  return cleaned === '' || /^\.+$/.test(cleaned) ? '_' : cleaned;
}

/** Unique entry names: a second "a.pdf" in one folder becomes "a (2).pdf". */
export function archivePaths(entries: readonly ArchiveEntry[]): string[] {
  const used = new Set<string>();
  return entries.map((entry) => {
    const folder = entry.segments.map(safeSegment).join('/');
    const name = safeSegment(entry.fileName);
    const dot = name.lastIndexOf('.');
    const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    let candidate = `${folder}/${name}`;
    for (let n = 2; used.has(candidate.toLowerCase()); n += 1) candidate = `${folder}/${stem} (${n})${ext}`;
    used.add(candidate.toLowerCase());
    return candidate;
  });
}

export function createZipStream(storage: FileStorage, entries: readonly ArchiveEntry[]): Readable {
  const paths = archivePaths(entries);
  return zipStream(
    entries.map((entry, index) => ({
      name: paths[index]!,
      date: entry.createdAt,
      open: () => storage.get(entry.storageKey),
    })),
  );
}
