// The generated Einbautabellen against the law text: the committed data equal a fresh parse, and
// 80 cells across all 27 tables (read off the law by hand, cross-checked with an independent
// lookup in the HTML below) plus footnotes and marks hold their printed values.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { anlage2Tables } from './anlage2-tables.generated.js';
import { anlage2Section, parseAnlage2 } from './law-text-parser.js';

const lawText = readFileSync(new URL('../../reference/law/ErsatzbaustoffV.md', import.meta.url), 'utf8');

/** [Tabelle, Einbauweise, Spalte 1–9 (4–6 each Sand, then Lehm/Schluff/Ton), printed entry]. */
const sampledCells: [number, number, number, string][] = [
  [1, 5, 6, '+'],
  [1, 13, 2, '+3'],
  [1, 12, 3, '+'],
  [1, 8, 1, '+1'],
  [2, 14, 8, '–'],
  [2, 1, 7, '+'],
  [2, 13, 3, '+2'],
  [2, 17, 9, '+5'],
  [3, 14, 8, '–'],
  [3, 1, 7, '+'],
  [3, 11, 4, '–'],
  [3, 7, 4, '–'],
  [4, 12, 1, '+'],
  [4, 12, 9, '+'],
  [5, 7, 1, '+'],
  [5, 2, 1, '+'],
  [6, 13, 4, '–'],
  [6, 13, 7, '+'],
  [6, 12, 9, '+'],
  [7, 10, 1, '–'],
  [7, 4, 6, '+'],
  [7, 4, 5, '+1'],
  [8, 17, 6, '–'],
  [8, 8, 3, '+'],
  [8, 14, 3, '+1'],
  [9, 17, 1, '+'],
  [9, 4, 5, '+'],
  [10, 13, 7, '–'],
  [10, 5, 5, '+'],
  [10, 7, 8, '+1'],
  [11, 17, 6, '–'],
  [11, 5, 4, '+'],
  [11, 9, 9, '+2'],
  [12, 5, 7, '–'],
  [12, 4, 2, '+'],
  [12, 8, 3, '+1'],
  [13, 15, 1, '–'],
  [13, 2, 9, '+'],
  [13, 14, 7, '+2'],
  [13, 17, 7, '/'],
  [14, 8, 7, '–'],
  [14, 11, 1, '+'],
  [14, 16, 1, '+1'],
  [14, 17, 5, '/'],
  [15, 6, 2, '+'],
  [15, 13, 4, '+1'],
  [15, 17, 5, '+'],
  [16, 17, 4, '–'],
  [16, 10, 1, '+'],
  [16, 14, 2, '+3'],
  [17, 13, 4, '–'],
  [17, 2, 6, '+'],
  [17, 16, 5, '+5'],
  [18, 16, 1, '–'],
  [18, 2, 8, '+'],
  [18, 17, 1, '+1'],
  [19, 10, 5, '–'],
  [19, 10, 7, '+'],
  [19, 6, 8, '+'],
  [20, 17, 2, '–'],
  [20, 9, 1, '+'],
  [20, 13, 2, '–'],
  [21, 9, 7, '–'],
  [21, 8, 2, '+'],
  [21, 15, 9, '+4'],
  [22, 13, 9, '+'],
  [22, 11, 3, '+'],
  [23, 13, 9, '–'],
  [23, 5, 9, '+'],
  [23, 16, 3, '+2'],
  [23, 1, 8, '/'],
  [24, 4, 2, '–'],
  [24, 5, 1, '+'],
  [24, 11, 2, '/'],
  [25, 15, 3, '–'],
  [25, 6, 7, '+'],
  [25, 10, 7, '–'],
  [26, 13, 6, '–'],
  [26, 5, 7, '+'],
  [26, 16, 1, '+1'],
  [27, 11, 2, '–'],
  [27, 9, 7, '+'],
  [27, 8, 4, '+1'],
];

/** A second, deliberately naive reading of one cell straight from the HTML of the law. */
function cellInLawText(table: number, mountingMethod: number, column: number): string {
  const section = anlage2Section(lawText);
  const start = section.search(new RegExp(`\\nTabelle\\s${table}:`));
  const tbody = section.slice(section.indexOf('<tbody', start), section.indexOf('</tbody>', start));
  const row = tbody
    .split('<tr')
    .find((candidate) => new RegExp(`^[^>]*>\\s*<td[^>]*>\\s*${mountingMethod}</td>`).test(candidate));
  if (!row) return 'fehlt';
  const cell = row.split('<td').slice(1)[column + 1] ?? '';
  const body = cell.slice(cell.indexOf('>') + 1, cell.indexOf('</td>'));
  const footnotes = [...body.matchAll(/class="FnR">(\d+)</g)].map((match) => match[1]).join(',');
  return body.replace(/<.*$/s, '').trim() + footnotes;
}

describe('EBV Anlage 2 Einbautabellen', () => {
  it('are exactly what the generator derives from the law text (re-run the script after a change)', () => {
    expect(parseAnlage2(lawText)).toEqual(anlage2Tables);
  });

  it('hold all 27 tables with 17 Einbauweisen each, except Ziegelmaterial (only Einbauweise 12)', () => {
    expect(anlage2Tables.map((table) => table.number)).toEqual(Array.from({ length: 27 }, (_, index) => index + 1));
    for (const table of anlage2Tables) {
      const expected = table.number === 4 ? [12] : Array.from({ length: 17 }, (_, index) => index + 1);
      expect(
        table.rows.map((row) => row.mountingMethod),
        `Tabelle ${table.number}`,
      ).toEqual(expected);
      for (const row of table.rows) expect(row.cells).toHaveLength(9);
    }
    expect(anlage2Tables.map((table) => table.title).slice(0, 5)).toEqual([
      'Recycling-Baustoff der Klasse 1 (RC-1)',
      'Recycling-Baustoff der Klasse 2 (RC-2)',
      'Recycling Baustoff der Klasse 3 (RC-3)',
      'Ziegelmaterial (ZM)',
      'Bodenmaterial der Klassen 0* (BM-0*), F0* (BM-F0*) Baggergut der Klassen 0* (BG-0*), F0* (BGF0*)',
    ]);
  });

  it(`has the printed entry in ${sampledCells.length} sampled cells across every table`, () => {
    expect(new Set(sampledCells.map(([table]) => table)).size).toBe(27);
    for (const [table, mountingMethod, column, printed] of sampledCells) {
      const where = `Tabelle ${table}, Einbauweise ${mountingMethod}, Spalte ${column}`;
      expect(cellInLawText(table, mountingMethod, column), where).toBe(printed);
      const row = anlage2Tables[table - 1]?.rows.find((candidate) => candidate.mountingMethod === mountingMethod);
      expect(row?.cells[column - 1], where).toBe(printed);
    }
  });

  it('keeps footnotes on row labels, which apply to the whole row', () => {
    const rowFootnotes = (table: number, mountingMethod: number) =>
      anlage2Tables[table - 1]?.rows.find((row) => row.mountingMethod === mountingMethod)?.footnotes;
    expect(rowFootnotes(2, 12)).toEqual([6]);
    expect(rowFootnotes(17, 12)).toEqual([8, 9]);
    expect(rowFootnotes(23, 5)).toEqual([1]);
    expect(rowFootnotes(27, 6)).toEqual([2]);
    expect(rowFootnotes(1, 12)).toEqual([]);
    expect(anlage2Tables[16]?.rows.find((row) => row.mountingMethod === 12)?.label).toBe(
      'Deckschicht ohne Bindemittel',
    );
  });

  it('has every footnote with its number, text and K/M mark', () => {
    const footnote = (table: number, number: number) =>
      anlage2Tables[table - 1]?.footnotes.find((candidate) => candidate.number === number);
    expect(footnote(1, 1)).toEqual({
      number: 1,
      text: 'Zulässig, wenn Chrom, ges. ≤ 110 µg/l und PAK15 ≤ 2,3 µg/l.',
      marks: [],
    });
    expect(footnote(2, 5)).toEqual({ number: 5, text: 'Zulässig wenn „M“.', marks: ['M'] });
    expect(footnote(8, 3)).toEqual({
      number: 3,
      text: 'Zulässig wenn „K“ und Tributylzinn-Kation ≤ 500 µg/kg.',
      marks: ['K'],
    });
    expect(footnote(23, 1)?.text).toBe('SKA ist für Asphalttragschichten nicht relevant.');
    expect(footnote(17, 9)?.text).toBe(
      'Zugelassen, wenn das zum Einbau vorgesehene Korngrößengemisch bei Einstufung nach dem CBR-Wert der Klasse CBR 50/25 nach DIN EN 14227-2, Ausgabe August 2013, entspricht.',
    );
    const counts = anlage2Tables.map((table) => table.footnotes.length);
    expect(counts).toEqual([4, 6, 0, 0, 0, 0, 5, 4, 0, 3, 5, 2, 4, 1, 3, 7, 9, 1, 0, 0, 6, 0, 2, 0, 0, 2, 2]);
    for (const table of anlage2Tables) {
      expect(table.footnotes.map((entry) => entry.number)).toEqual(table.footnotes.map((_, index) => index + 1));
      for (const entry of table.footnotes) expect(entry.text.length, `Tabelle ${table.number}`).toBeGreaterThan(10);
      const referenced = table.rows.flatMap((row) => [
        ...row.footnotes,
        ...row.cells.flatMap((cell) => (cell.length > 1 ? cell.slice(1).split(',').map(Number) : [])),
      ]);
      for (const number of referenced) expect(table.footnotes.map((entry) => entry.number)).toContain(number);
    }
  });
});
