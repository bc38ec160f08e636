// An export as XLSX through exceljs's streaming writer (decision 0600): every row is committed to
// the zip stream as it is written, shared strings are off (they would keep every text in memory),
// numbers are number cells with their exact decimal text, days and moments are date cells (the
// site's wall clock; a spreadsheet has no time zone) with German display formats, the header row
// has the German titles, stays visible (frozen) and carries an autofilter.
import type { Writable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { siteWallClock } from '../site-clock.js';
import { calendarDay, decimalText, momentOf, type CellType, type ExportColumn } from './columns.js';
import { drained } from './write.js';

/** Display formats (Excel stores them in English notation and shows them in the reader's locale). */
export const xlsxFormats: Record<CellType, string | undefined> = {
  text: '@',
  number: '0',
  decimal: undefined,
  date: 'dd.mm.yyyy',
  datetime: 'dd.mm.yyyy hh:mm',
};

const defaultWidths: Record<CellType, number> = { text: 24, number: 10, decimal: 12, date: 12, datetime: 17 };

// exceljs costs ~32 MB resident once imported (measured); it is loaded with the first XLSX export,
// like pdfkit with the first document (decision 0210).
let excelJs: Promise<typeof ExcelJS> | null = null;
const loadExcelJs = () => (excelJs ??= import('exceljs').then((module) => module.default));

const decimalFormat = (places: number) => (places > 0 ? `#,##0.${'0'.repeat(places)}` : '#,##0');

/** Bytes of sheet XML that may wait for the zip before the next page is read. */
const SHEET_BACKLOG_BYTES = 1 << 20;

/** exceljs's sheet stream (a StreamBuf) and the zip entry it writes into, as far as they are there. */
type SheetStream = { buffers?: { length: number }[]; pipes?: Writable[] };

/**
 * Waits until the zip has taken the sheet's XML and the reply its bytes. exceljs writes a sheet's
 * XML into the zip without looking at backpressure, so a slow client would pile the sheet up in
 * memory: the next page is read only when the sheet's backlog (its buffers and the zip entry's
 * write queue) is below a megabyte and the reply stream is not full.
 */
async function sheetDrained(sheet: ExcelJS.Worksheet, stream: Writable): Promise<void> {
  const sheetStream = (sheet as unknown as { stream?: SheetStream }).stream;
  for (;;) {
    await drained(stream);
    const waiting = (sheetStream?.buffers ?? []).reduce((sum, buffer) => sum + buffer.length, 0);
    const entry = sheetStream?.pipes?.[0];
    if (waiting + (entry?.writableLength ?? 0) <= SHEET_BACKLOG_BYTES) return;
    await (entry && entry.writableLength > SHEET_BACKLOG_BYTES
      ? new Promise<void>((resolve) => {
          entry.once('drain', resolve);
          stream.once('close', resolve);
        })
      : new Promise((resolve) => setTimeout(resolve, 5)));
  }
}

function cellValue(type: CellType, value: unknown): ExcelJS.CellValue {
  if (value === null || value === undefined || value === '') return null;
  switch (type) {
    case 'number':
    case 'decimal': {
      const text = decimalText(value as string | number);
      return text === null ? null : Number(text);
    }
    case 'date':
      return calendarDay(value as string | Date);
    case 'datetime': {
      const moment = momentOf(value as string | Date);
      return moment ? siteWallClock(moment) : null;
    }
    default:
      return typeof value === 'string' ? value : String(value);
  }
}

export async function writeXlsx<Row>(
  stream: Writable,
  sheetName: string,
  columns: readonly ExportColumn<Row>[],
  pages: AsyncIterable<readonly Row[]>,
): Promise<void> {
  const { stream: excelStream } = await loadExcelJs();
  const workbook = new excelStream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Baustellendoku';
  // Excel allows 31 characters and none of : \ / ? * [ ] in a sheet's name.
  const sheet = workbook.addWorksheet(sheetName.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31), {
    views: [{ state: 'frozen', xSplit: 0, ySplit: 1 }],
  });
  sheet.columns = columns.map((column, index) => ({
    key: String(index),
    header: column.title,
    width: Math.max(column.width ?? defaultWidths[column.type], column.title.length + 2),
    style: {
      numFmt: column.type === 'decimal' ? decimalFormat(column.decimals ?? 2) : xlsxFormats[column.type],
    },
  }));
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.commit();
  for await (const rows of pages) {
    for (const row of rows) sheet.addRow(columns.map((column) => cellValue(column.type, column.value(row)))).commit();
    await sheetDrained(sheet, stream);
  }
  sheet.commit();
  await workbook.commit();
}
