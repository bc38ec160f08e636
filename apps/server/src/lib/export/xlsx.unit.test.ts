import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { columns } from './columns.js';
import { writeXlsx } from './export-xlsx.js';

type Row = { name: string; tons: string; count: number; day: string; at: Date };

const list = columns<Row>([
  { title: 'Miete', type: 'text', value: (row) => row.name },
  { title: 'Menge (t)', type: 'decimal', decimals: 3, value: (row) => row.tons },
  { title: 'Anzahl', type: 'number', value: (row) => row.count },
  { title: 'Lieferdatum', type: 'date', value: (row) => row.day },
  { title: 'Erfasst am', type: 'datetime', value: (row) => row.at },
]);

async function workbookOf(pages: Row[][]) {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  async function* rows() {
    yield* pages;
  }
  await writeXlsx(stream, 'Lieferscheine', list, rows());
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
  return workbook;
}

describe('XLSX writer', () => {
  it('writes German titles, a frozen header with autofilter, and typed cells', async () => {
    const workbook = await workbookOf([
      [
        { name: '=Miete 1', tons: '1234.125', count: 7, day: '2026-03-02', at: new Date('2026-07-01T10:05:00Z') },
        { name: 'Miete 2', tons: '0.100', count: 0, day: '2026-12-31', at: new Date('2026-01-15T23:30:00Z') },
      ],
    ]);
    const sheet = workbook.getWorksheet('Lieferscheine')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Miete', 'Menge (t)', 'Anzahl', 'Lieferdatum', 'Erfasst am']);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBe('A1:E1');

    const first = sheet.getRow(2);
    // Text stays text (a string cell is never a formula).
    expect(first.getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect(first.getCell(1).value).toBe('=Miete 1');
    expect(first.getCell(2).type).toBe(ExcelJS.ValueType.Number);
    expect(first.getCell(2).value).toBe(1234.125);
    expect(first.getCell(2).numFmt).toBe('#,##0.000');
    expect(first.getCell(3).value).toBe(7);
    expect(first.getCell(4).type).toBe(ExcelJS.ValueType.Date);
    expect((first.getCell(4).value as Date).toISOString()).toBe('2026-03-02T00:00:00.000Z');
    expect(first.getCell(4).numFmt).toBe('dd.mm.yyyy');
    // The site's wall clock: 10:05 UTC in summer is 12:05 in Berlin.
    expect((first.getCell(5).value as Date).toISOString()).toBe('2026-07-01T12:05:00.000Z');
    expect(first.getCell(5).numFmt).toBe('dd.mm.yyyy hh:mm');
    expect(sheet.getRow(3).getCell(2).value).toBe(0.1);
    expect((sheet.getRow(3).getCell(5).value as Date).toISOString()).toBe('2026-01-16T00:30:00.000Z');
    expect(sheet.getColumn(1).width).toBeGreaterThanOrEqual(7);
  });

  it('writes a valid workbook with only the header for an empty list', async () => {
    const sheet = (await workbookOf([])).getWorksheet('Lieferscheine')!;
    expect(sheet.rowCount).toBe(1);
  });
});
