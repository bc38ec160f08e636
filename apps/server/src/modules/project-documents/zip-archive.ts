// Streams a ZIP of stored files: one folder per category and subcategory, UTF-8 names, files
// stored without recompression (PDF, PNG and JPEG are compressed already, so deflate would cost
// CPU for nothing). Each file is opened only when the archiver reaches it, so memory stays flat
// and at most one storage stream is open at a time (decision 0153).
import { Readable } from 'node:stream';
import { ZipArchive } from 'archiver';
import type { FileStorage } from '../../storage/storage.js';
import type { ArchiveEntry } from './project-documents.service.js';

/** Path segment safe for a ZIP entry: no separators, control characters or dot-only names. */
export function safeSegment(value: string): string {
  const cleaned = value.replace(/[\\/]/g, '-').replace(/[\u0000-\u001f\u007f]/g, '').trim();
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

/** A readable that opens its source on first read (archiver reads entries one after another). */
export function lazyReadable(open: () => Promise<Readable>): Readable {
  let source: Readable | undefined;
  let opening = false;
  const output = new Readable({
    highWaterMark: 64 * 1024,
    read() {
      if (source) {
        source.resume();
        return;
      }
      if (opening) return;
      opening = true;
      open().then(
        (stream) => {
          source = stream;
          stream.on('data', (chunk: Buffer) => {
            if (!output.push(chunk)) stream.pause();
          });
          stream.on('end', () => output.push(null));
          stream.on('error', (error) => output.destroy(error));
        },
        (error: Error) => output.destroy(error),
      );
    },
    destroy(error, callback) {
      source?.destroy();
      callback(error);
    },
  });
  return output;
}

export function createZipStream(storage: FileStorage, entries: readonly ArchiveEntry[], onError: (error: Error) => void): Readable {
  const archive = new ZipArchive({ store: true });
  archive.on('warning', onError);
  archive.on('error', onError);
  const paths = archivePaths(entries);
  entries.forEach((entry, index) => {
    archive.append(lazyReadable(() => storage.get(entry.storageKey)), { name: paths[index]!, date: entry.createdAt });
  });
  void archive.finalize();
  return archive as unknown as Readable;
}
