// An export as CSV (csv.ts says the form): BOM and header, then one chunk per page of rows.
import type { Writable } from 'node:stream';
import { CSV_BOM, csvHeader, csvLines } from './csv.js';
import type { ExportColumn } from './columns.js';
import { writeChunk } from './write.js';

export async function writeCsv<Row>(
  stream: Writable,
  columns: readonly ExportColumn<Row>[],
  pages: AsyncIterable<readonly Row[]>,
): Promise<void> {
  await writeChunk(stream, CSV_BOM + csvHeader(columns as readonly ExportColumn<never>[]));
  for await (const rows of pages) await writeChunk(stream, csvLines(columns, rows));
  stream.end();
}
