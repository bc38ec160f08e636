// Checks the generator of the seventh batch of held-out layouts, not the reader: every layout renders
// and is photographed, no text runs into the margins or over another cell, the layouts are new, and
// each expected answer agrees with what was printed and with the values it was drawn from —
// including the fields a correct reader must leave empty — and the traps are on the page.
import { describe, expect, it } from 'vitest';
import {
  batchOf,
  expectCleanDrawings,
  expectPositionOrNone,
  expectSevenPhotographs,
  expectTrapsOnFlatShots,
} from './heldout-answer-checks.js';
import { decimals, printedText } from './heldout-drawing-checks.js';
import { two, type HeldoutTruth } from './heldout-layouts.js';
import { heldoutSetLayouts, heldoutTestSet, truthFor } from './heldout-set.js';
import {
  britishShortDate,
  hungarianDate,
  INVOICE_ITEMS,
  kiloNewton,
  MONTHS_ES,
  pointClock,
  seventhHeldoutLayouts,
  SHEET_ROWS,
  sheetRow,
  twelveHour,
} from './seventh-heldout-layouts.js';

const { names: seventhNames, cases, layoutOf, textOf } = batchOf(seventhHeldoutLayouts);
/** Layouts that print no position (a site diary and an invoice). */
const withoutPosition = new Set(['Bautagebuch Fließtext', 'Rechnung mit Prüfposition']);
/** The sixty layouts before this batch, in the set's order. */
const earlierLayouts = heldoutSetLayouts.slice(0, 60);
const evdText = (value: number) => value.toFixed(1).replace('.', ',');
const testClock = (t: HeldoutTruth) => `${two(t.hour)}:${two(t.minute)}`;
const german = (t: HeldoutTruth) => `${two(t.day)}.${two(t.month)}.${t.year}`;

/** The test's date and clock exactly as each layout prints them. */
const printedDateAndClock: Record<string, (t: HeldoutTruth) => [string, string]> = {
  'Protocolo español placa dinámica': (t) => [
    `${t.day} de ${MONTHS_ES[t.month - 1]} de ${t.year}`,
    `${testClock(t)} h`,
  ],
  'Protocollo italiano ore con punto': (t) => [`${two(t.day)}/${two(t.month)}/${t.year}`, `ore ${pointClock(t)}`],
  'Magyar jegyzőkönyv': (t) => [hungarianDate(t), `${hungarianDate(t)} ${testClock(t)}`],
  'Bautagebuch Fließtext': (t) => [german(t), `${testClock(t)} Dynamischer Plattendruckversuch`],
  'Rechnung mit Prüfposition': (t) => [german(t), `${german(t)} ${testClock(t)} Uhr`],
  'Daumen über dem Ausdruck': (t) => [`${t.year}-${two(t.month)}-${two(t.day)}`, `${testClock(t)}:${two(t.second)}`],
  'Gefalzt, Falz durch die Werte': (t) => [german(t), `${testClock(t)} Uhr`],
  'UK-Gerät 12-Stunden-Uhr, Jahr zweistellig': (t) => [britishShortDate(t), twelveHour(t)],
  'Modul in kN/m², Lage B/L': (t) => [german(t), `${german(t)}  ${testClock(t)}`],
  'Tabellenausdruck mit Textmarker': (t) => [german(t), testClock(t)],
};

describe('seventh batch of held-out layouts (the generator)', () => {
  it('adds ten new layouts after the sixty before, seven shots each, earlier seeds unchanged', () => {
    expect(seventhHeldoutLayouts).toHaveLength(10);
    // Held out when written; development since decision 0750.
    expect(seventhHeldoutLayouts.every((layout) => layout.half === 'development')).toBe(true);
    expect(new Set([...earlierLayouts, ...seventhHeldoutLayouts].map((layout) => layout.name)).size).toBe(70);
    // Appended after the sixty, which keep their order.
    expect(earlierLayouts).toHaveLength(60);
    expect(heldoutSetLayouts.slice(60, 70)).toEqual(seventhHeldoutLayouts);
    // Names differ from every earlier one, also ignoring case, spaces and punctuation.
    const key = (name: string) => name.toLowerCase().replace(/[^a-z0-9äöüßóąęłčěřšžůýáíéøæåèêëçőű]/g, '');
    const earlier = new Set(earlierLayouts.map((layout) => key(layout.name)));
    for (const name of seventhNames) expect(earlier.has(key(name)), name).toBe(false);
    expect(Object.keys(printedDateAndClock).sort()).toEqual([...seventhNames].sort());
    expect(cases).toHaveLength(70);
    expect(Math.min(...cases.map((testCase) => testCase.seed))).toBe(7000);
    expect(Math.max(...cases.map((testCase) => testCase.seed))).toBe(7906);
    const set = heldoutTestSet();
    // Later batches (from decision 0751 on) come after these and are checked by their own tests.
    // The earlier layouts keep their place and seeds.
    expect(set.slice(0, 420).map((testCase) => testCase.layout)).toEqual(
      earlierLayouts.flatMap((layout) => Array<string>(7).fill(layout.name)),
    );
    expect(set[419]!.seed).toBe(6906);
    expect(set[420]!.seed).toBe(7000);
    // This batch's 70 cases, all development since decision 0750.
    expect(
      set.slice(420, 490).every((testCase) => testCase.half === 'development' && seventhNames.has(testCase.layout)),
    ).toBe(true);
  });

  it('expects what was printed: Evd, date and time, and the position or nothing', () => {
    for (const testCase of cases) {
      const truth = truthFor(testCase.seed);
      const layout = layoutOf(testCase.layout);
      const expected = layout.expected(truth);
      const text = printedText(layout.draw(truth));
      expect(expected, testCase.name).toEqual(testCase.expected);
      // Evd: the truth's value in MN/m², printed with its label (in kN/m² on one layout).
      expect(expected.evd).toBe(truth.evd);
      expect(text, testCase.name).toMatch(/Evd/);
      if (testCase.layout === 'Modul in kN/m², Lage B/L') {
        expect(text, testCase.name).toContain(kiloNewton(truth.evd));
        expect(decimals(text), testCase.name).not.toContain(truth.evd);
      } else expect(decimals(text), testCase.name).toContain(truth.evd);
      // The test's local date and time.
      expect(expected.dateTime).toBe(`${truth.year}-${two(truth.month)}-${two(truth.day)}T${testClock(truth)}`);
      const [date, time] = printedDateAndClock[testCase.layout]!(truth);
      expect(text, testCase.name).toContain(date);
      expect(text, testCase.name).toContain(time);
      expectPositionOrNone(testCase.name, expected, truth, text, !withoutPosition.has(testCase.layout));
    }
  });

  it('prints numbers of other quantities near Evd and dates or clocks that are not the test’s', () => {
    // The single settlements, their mean and s/v, a required value, another date or clock.
    expectTrapsOnFlatShots(cases, textOf, /s\/v/, /≥\s*\d+|>=\s*\d+/);
  });

  it('writes the clock with a point, year first, on a 12-hour clock with a two-digit year, as the countries do', () => {
    for (const testCase of cases.filter((c) => c.shot.kind === 'scan')) {
      const truth = truthFor(testCase.seed);
      const text = textOf(testCase.layout, testCase.seed);
      if (testCase.layout === 'Protocollo italiano ore con punto') {
        // Only with a point: "ore 14.02", also the print time; no hh:mm anywhere.
        expect(text).toContain(`ore ${two(truth.hour)}.${two(truth.minute)}`);
        expect(text).not.toMatch(/\d{2}:\d{2}/);
        expect(text).toMatch(/alle ore 08\.15/);
      }
      if (testCase.layout === 'Magyar jegyzőkönyv') {
        expect(text).toMatch(new RegExp(`^${truth.year}\\. \\p{L}+ ${truth.day}\\. ${testClock(truth)}$`, 'mu'));
        expect(text).toMatch(/É \d+° \d{2},\d{3}' {3}K \d+° \d{2},\d{3}'/);
      }
      if (testCase.layout === 'UK-Gerät 12-Stunden-Uhr, Jahr zweistellig') {
        expect(twelveHour({ ...truth, hour: 14, minute: 2 })).toBe('2:02 pm');
        expect(twelveHour({ ...truth, hour: 9, minute: 7 })).toBe('9:07 am');
        expect(text).toContain(`Time\n${twelveHour(truth)}`);
        expect(text).toContain(`Date\n${two(truth.day)}/${two(truth.month)}/${String(truth.year).slice(2)}`);
        // The longitude with three digits, the print line with the month's name.
        expect(text).toMatch(/'N 0\d{2}°\d{2}\.\d{3}'E/);
        expect(text).toMatch(/Printed [A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2} \d{4} 8:15 am/);
      }
    }
  });

  it('runs the diary entry over lines, lists the test on an invoice, gives Evd in kN/m²', () => {
    for (const testCase of cases.filter((c) => c.shot.kind === 'scan')) {
      const truth = truthFor(testCase.seed);
      const drawing = layoutOf(testCase.layout).draw(truth);
      const texts = drawing.lines.map((l) => l.cells.map((cell) => cell.text).join(' '));
      if (testCase.layout === 'Bautagebuch Fließtext') {
        const entry = texts.findIndex((t) => t.startsWith(testClock(truth)));
        expect(texts[entry]).toMatch(/Evd =$/);
        expect(texts[entry + 1]!.startsWith(`${evdText(truth.evd)} MN/m²`)).toBe(true);
        // The other entries have other clocks.
        const clocks = texts.filter((t) => /^\d{2}:\d{2} /.test(t)).map((t) => t.slice(0, 5));
        expect(clocks).toHaveLength(6);
        expect(clocks.filter((c) => c === testClock(truth))).toHaveLength(1);
      }
      if (testCase.layout === 'Rechnung mit Prüfposition') {
        const net = INVOICE_ITEMS.reduce((sum, item) => sum + item.total, 0);
        const total = net + Math.round(net * 0.19);
        const euros = (cents: number) => `${Math.floor(cents / 100)},${two(cents % 100)} €`;
        expect(texts.some((t) => t.startsWith('Rechnungsbetrag') && t.endsWith(euros(total)))).toBe(true);
        expect(
          texts.some((t) => t.startsWith(`2 Dyn. Plattendruckversuch MP`) && t.includes(`${testClock(truth)} Uhr`)),
        ).toBe(true);
        expect(texts.filter((t) => t.includes('Evd'))).toHaveLength(1);
      }
      if (testCase.layout === 'Modul in kN/m², Lage B/L') {
        expect(kiloNewton(48.2)).toBe('48 200');
        expect(kiloNewton(104.8)).toBe('104 800');
        const evd = drawing.lines.find((l) => l.cells[0]?.text === 'Dyn. Verformungsmodul Evd')!;
        expect(evd.cells.map((cell) => cell.text)).toEqual([
          'Dyn. Verformungsmodul Evd',
          kiloNewton(truth.evd),
          'kN/m²',
        ]);
        expect(texts.join('\n')).toMatch(/B = \d+,\d{6}° {3}L = \d+,\d{6}°/);
      }
    }
  });

  it('covers the lowest lines with a thumb, creases through values, marks one spreadsheet row far below its header', () => {
    for (const testCase of cases.filter((c) => c.shot.kind === 'scan')) {
      const truth = truthFor(testCase.seed);
      const drawing = layoutOf(testCase.layout).draw(truth);
      if (testCase.layout === 'Daumen über dem Ausdruck') {
        // The thumb reaches 3.1 line heights above its own line: below the Evd line and the blank after it.
        const evd = drawing.lines.findIndex((l) => l.cells[0]?.text === 'Evd');
        expect(drawing.lines.length - 1 - evd).toBeGreaterThan(4);
        expect(drawing.lines.at(-1)!.figure!.svg({ x: 24, y: 500, width: 850, height: 34 }, drawing)).toContain(
          'rgb(206,152,122)',
        );
      }
      if (testCase.layout === 'Gefalzt, Falz durch die Werte') {
        const creases = drawing.lines.flatMap((l, index) => (l.figure?.lines === 0 ? [index] : []));
        expect(creases).toHaveLength(2);
        expect(drawing.lines[creases[0]! - 1]!.cells[0]!.text).toBe('Koordinaten');
        expect(drawing.lines[creases[1]! - 1]!.cells[0]!.text).toBe('Evd');
        expect(drawing.lines.at(-1)!.figure).toBeDefined();
      }
      if (testCase.layout === 'Tabellenausdruck mit Textmarker') {
        const marked = drawing.lines.flatMap((l, index) => (l.figure ? [index] : []));
        expect(marked).toHaveLength(1);
        const row = drawing.lines[marked[0]! + 1]!.cells.map((cell) => cell.text);
        expect(row).toContain(evdText(truth.evd));
        expect(row).toContain(testClock(truth));
        expect(row).toContain(truth.lat.toFixed(5));
        const header = drawing.lines.findIndex((l) => l.cells.some((cell) => cell.text === 'Evd [MN/m²]'));
        expect(marked[0]! - header).toBeGreaterThan(10);
        // The other rows: other tests with other Evd values and clocks.
        SHEET_ROWS.forEach((offsets, index) => {
          if (offsets[1] === 1) return;
          const other = sheetRow(truth, offsets, index);
          expect(other.evd).not.toBe(truth.evd);
          expect(other.clock).not.toBe(testClock(truth));
        });
      }
    }
  });

  it('renders every drawing with no text in the margins or over another cell', async () => {
    await expectCleanDrawings(cases, layoutOf);
  });

  it('photographs one layout all seven ways', async () => {
    await expectSevenPhotographs(cases.filter((c) => c.layout === 'Daumen über dem Ausdruck'));
  });
});
