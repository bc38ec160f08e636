import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { columns } from './columns.js';
import { csvCell, csvLines, csvText } from './csv.js';
import { writeCsv } from './export-csv.js';

type Row = { name: string; tons: string; count: number; day: string; at: Date; note: string | null };

const list = columns<Row>([
  { title: 'Name', type: 'text', value: (row) => row.name },
  { title: 'Menge (t)', type: 'decimal', value: (row) => row.tons },
  { title: 'Anzahl', type: 'number', value: (row) => row.count },
  { title: 'Datum', type: 'date', value: (row) => row.day },
  { title: 'Zeitpunkt', type: 'datetime', value: (row) => row.at },
  { title: 'Kommentar "kurz"; lang', type: 'text', value: (row) => row.note },
]);

async function csvOf(rows: Row[][]): Promise<Buffer> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  async function* pages() {
    yield* rows;
  }
  await writeCsv(stream, list, pages());
  return Buffer.concat(chunks);
}

describe('CSV for German Excel', () => {
  it('starts with the UTF-8 BOM, separates by semicolon, ends lines with CRLF and quotes the header', async () => {
    const bytes = await csvOf([
      [
        {
          name: 'Müller',
          tons: '12.500',
          count: 3,
          day: '2026-03-02',
          at: new Date('2026-01-15T10:05:00Z'),
          note: null,
        },
      ],
    ]);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8')).toBe(
      'Name;Menge (t);Anzahl;Datum;Zeitpunkt;"Kommentar ""kurz""; lang"\r\n' +
        'Müller;12,5;3;02.03.2026;15.01.2026 11:05;\r\n',
    );
  });

  it('writes exact decimals with a comma and no thousands separator', () => {
    expect(csvCell('decimal', '1234567.125')).toBe('1234567,125');
    expect(csvCell('decimal', '0.100')).toBe('0,1');
    expect(csvCell('decimal', 2.5)).toBe('2,5');
    expect(csvCell('decimal', -3.25)).toBe('-3,25');
    expect(csvCell('number', 42)).toBe('42');
    expect(csvCell('decimal', null)).toBe('');
  });

  it('writes days as TT.MM.JJJJ and moments on the site clock (winter and summer time)', () => {
    expect(csvCell('date', '2026-12-31')).toBe('31.12.2026');
    expect(csvCell('datetime', new Date('2026-01-15T23:30:00Z'))).toBe('16.01.2026 00:30');
    expect(csvCell('datetime', new Date('2026-07-01T22:15:00Z'))).toBe('02.07.2026 00:15');
    // The night the clocks go back at 01:00 UTC: 00:30 UTC is 02:30 summer time, 01:30 UTC 02:30 winter time.
    expect(csvCell('datetime', '2026-10-25T00:30:00.000Z')).toBe('25.10.2026 02:30');
    expect(csvCell('datetime', '2026-10-25T01:30:00.000Z')).toBe('25.10.2026 02:30');
    expect(csvCell('datetime', '2026-10-25T02:30:00.000Z')).toBe('25.10.2026 03:30');
  });

  it('quotes cells with the separator, quotes or line breaks', () => {
    expect(csvText('a;b')).toBe('"a;b"');
    expect(csvText('Er sagte "ja"')).toBe('"Er sagte ""ja"""');
    expect(csvText('Zeile 1\nZeile 2')).toBe('"Zeile 1\nZeile 2"');
    expect(csvText('schlicht')).toBe('schlicht');
  });

  it('puts an apostrophe before text that Excel would run as a formula, never before numbers', () => {
    expect(csvText('=HYPERLINK("http://evil.example")')).toBe(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(csvText('+49 30 123')).toBe("'+49 30 123");
    expect(csvText('-5 Grad')).toBe("'-5 Grad");
    expect(csvText('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvText('\tTab')).toBe("'\tTab");
    expect(csvCell('decimal', '-5')).toBe('-5');
    expect(
      csvLines([{ title: 'x', type: 'text', value: (row: { v: string }) => row.v }], [{ v: '=1+1' }, { v: 'a=b' }]),
    ).toBe("'=1+1\r\na=b\r\n");
  });

  it('writes one chunk per page and nothing but the header for an empty list', async () => {
    const empty = await csvOf([]);
    expect(empty.toString('utf8')).toBe('\uFEFFName;Menge (t);Anzahl;Datum;Zeitpunkt;"Kommentar ""kurz""; lang"\r\n');
  });
});
