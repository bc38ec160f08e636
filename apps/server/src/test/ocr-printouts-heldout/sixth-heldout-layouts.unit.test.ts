// Checks the generator of the sixth batch of held-out layouts, not the reader: every layout renders
// and is photographed, no text runs into the margins or over another cell, the layouts are new, and
// each expected answer agrees with what was printed and with the values it was drawn from —
// including the fields a correct reader must leave empty — and the traps are on the page.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { fifthHeldoutLayouts, utcOffsetHours } from './fifth-heldout-layouts.js';
import { fourthHeldoutLayouts } from './fourth-heldout-layouts.js';
import { freshHeldoutLayouts, MONTHS_DE } from './fresh-heldout-layouts.js';
import {
  batchOf,
  expectCleanDrawings,
  expectNoPrintedPosition,
  expectPrintedPosition,
  expectSevenPhotographs,
  expectTraps,
} from './heldout-answer-checks.js';
import { decimals, printedText } from './heldout-drawing-checks.js';
import { heldoutLayouts, two, type HeldoutTruth } from './heldout-layouts.js';
import { drawingSvg } from './heldout-photo.js';
import { heldoutTestSet, renderHeldoutSet, truthFor } from './heldout-set.js';
import {
  beforeRecompaction,
  labelDate,
  MONTHS_FR,
  otherTest,
  PORTAL_ROWS,
  sixthHeldoutLayouts,
  utcClock,
  wipedEvd,
} from './sixth-heldout-layouts.js';
import { thirdHeldoutLayouts } from './third-heldout-layouts.js';

const { names: sixthNames, cases, layoutOf, textOf } = batchOf(sixthHeldoutLayouts);
/** Layouts that print no position (a chalk slate and a photo whose overlay gives only an address). */
const withoutPosition = new Set(['Kreidetafel am Messpunkt', 'Zeitstempel-Kamera Display']);
const earlierLayouts = [
  ...heldoutLayouts,
  ...freshHeldoutLayouts,
  ...thirdHeldoutLayouts,
  ...fourthHeldoutLayouts,
  ...fifthHeldoutLayouts,
];
/** An Evd as the German layouts print it: one decimal, decimal comma. */
const evdText = (value: number) => value.toFixed(1).replace('.', ',');
const testClock = (t: HeldoutTruth) => `${two(t.hour)}:${two(t.minute)}`;

describe('sixth batch of held-out layouts (the generator)', () => {
  it('adds ten new layouts after the fifty before (development since decision 0747), seven shots each, earlier seeds unchanged', () => {
    expect(sixthHeldoutLayouts).toHaveLength(10);
    expect(sixthHeldoutLayouts.every((layout) => layout.half === 'development')).toBe(true);
    expect(new Set([...earlierLayouts, ...sixthHeldoutLayouts].map((layout) => layout.name)).size).toBe(60);
    // Names differ from every earlier one, also ignoring case, spaces and punctuation.
    const key = (name: string) => name.toLowerCase().replace(/[^a-z0-9äöüßóąęłčěřšžůýáíéøæåèêëç]/g, '');
    const earlier = new Set(earlierLayouts.map((layout) => key(layout.name)));
    for (const name of sixthNames) expect(earlier.has(key(name)), name).toBe(false);
    expect(cases).toHaveLength(70);
    expect(Math.min(...cases.map((testCase) => testCase.seed))).toBe(6000);
    expect(Math.max(...cases.map((testCase) => testCase.seed))).toBe(6906);
    const set = heldoutTestSet();
    // This batch's cases follow the fifty layouts before it (later batches, from decision 0748 on,
    // come after them and are checked by their own tests).
    expect(set.slice(350, 420)).toEqual(cases);
    // The earlier layouts keep their place and seeds.
    expect(set.slice(0, 350).map((testCase) => testCase.layout)).toEqual(
      earlierLayouts.flatMap((layout) => Array<string>(7).fill(layout.name)),
    );
    expect(set[349]!.seed).toBe(5906);
    expect(set[350]!.seed).toBe(6000);
    // Development since decision 0747, like every layout before it.
    expect(set.slice(0, 420).every((testCase) => testCase.half === 'development')).toBe(true);
  });

  it('expects what was printed: Evd, date and time, and the position or nothing', () => {
    for (const testCase of cases) {
      const truth = truthFor(testCase.seed);
      const layout = layoutOf(testCase.layout);
      const expected = layout.expected(truth);
      const text = printedText(layout.draw(truth));
      expect(expected, testCase.name).toEqual(testCase.expected);
      // Evd: the truth's value, printed with its label (EVd in the Belgian protocol).
      expect(expected.evd).toBe(truth.evd);
      expect(decimals(text), testCase.name).toContain(truth.evd);
      expect(text, testCase.name).toMatch(/Evd|EVD|EVd/);
      // The test's date and time (local), the clock as 14:02 or "14 h 02".
      expect(expected.dateTime).toBe(`${truth.year}-${two(truth.month)}-${two(truth.day)}T${testClock(truth)}`);
      const hours = `(${two(truth.hour)}|${truth.hour})`;
      expect(text, testCase.name).toMatch(new RegExp(`(^|\\D)${hours}(:| h )${two(truth.minute)}(\\D|$)`, 'm'));
      const yy = String(truth.year).slice(2);
      expect(text, testCase.name).toMatch(new RegExp(`(${truth.year}|\\.${yy}\\b|[A-Z]{3}${yy}\\b)`));
      expect(text, testCase.name).toMatch(new RegExp(`(^|\\D)0?${truth.day}\\D`, 'm'));
      const monthPrinted =
        new RegExp(`[.\\-/]0?${truth.month}[.\\-/]`).test(text) ||
        text.includes(` ${MONTHS_FR[truth.month - 1]} ${truth.year}`) ||
        text.includes(labelDate(truth));
      expect(monthPrinted, testCase.name).toBe(true);
      if (withoutPosition.has(testCase.layout)) {
        expectNoPrintedPosition(testCase.name, expected, truth, text);
        continue;
      }
      expectPrintedPosition(testCase.name, expected, truth, text);
    }
  });

  it('prints numbers of other quantities near Evd and dates or clocks that are not the test’s', () => {
    for (const testCase of cases.filter((c) => c.shot.kind === 'scan')) {
      const truth = truthFor(testCase.seed);
      const text = textOf(testCase.layout, testCase.seed);
      // The single settlements, their mean and s/v, a required value, another date or clock.
      expectTraps(testCase.name, truth, text, /s\/v|S\/V/, /≥\s*\d+|>=\s*\d+/);
    }
  });

  it('selects one portal row among other tests, its list clock in UTC and its details in local time', () => {
    for (const testCase of cases.filter((c) => c.layout === 'Web-Portal Zeile ausgewählt')) {
      const truth = truthFor(testCase.seed);
      const drawing = layoutOf(testCase.layout).draw(truth);
      const selected = drawing.lines.filter((l) => l.fill === 'rgb(204,228,255)');
      expect(selected).toHaveLength(1);
      expect(selected[0]!.bold).toBe(true);
      const row = selected[0]!.cells.map((cell) => cell.text);
      expect(row).toContain(evdText(truth.evd));
      expect(row).toContain(utcClock(truth));
      expect(row).not.toContain(testClock(truth));
      // UTC is one or two hours before the local clock printed in the details.
      const [h, m] = utcClock(truth).split(':').map(Number);
      expect(truth.hour * 60 + truth.minute - (h! * 60 + m!)).toBe(60 * utcOffsetHours(truth));
      const text = printedText(drawing);
      expect(text).toContain('Zeiten in der Tabelle: UTC');
      expect(text).toMatch(new RegExp(`Ortszeit[^\\n]*\\n[^\\n]*${testClock(truth)}:${two(truth.second)}`));
      // Two rows above it (later tests), three below (earlier ones), all with other Evd values.
      const rows = drawing.lines.filter((l) => l.cells.length === 7 && !l.bold);
      expect(rows).toHaveLength(5);
      expect(drawing.lines.indexOf(selected[0]!)).toBe(drawing.lines.indexOf(rows[1]!) + 1);
      PORTAL_ROWS.forEach(([dayOffset, minutes, factor], index) => {
        if (factor === 1) return;
        const other = otherTest(truth, dayOffset, minutes, factor, index + 1);
        expect(other.evd).not.toBe(truth.evd);
        expect(rows.some((l) => l.cells.some((cell) => cell.text === evdText(other.evd)))).toBe(true);
      });
    }
  });

  it('compares the point before and after re-compaction and names the right column as the one that counts', () => {
    for (const testCase of cases.filter((c) => c.layout === 'Vorher/Nachher Nachverdichtung')) {
      const truth = truthFor(testCase.seed);
      const drawing = layoutOf(testCase.layout).draw(truth);
      const before = beforeRecompaction(truth);
      expect(before.evd).toBeLessThan(truth.evd);
      expect(before.evd).toBeLessThan(45);
      expect(before.clock < testClock(truth)).toBe(true);
      const evdRow = drawing.lines.find((l) => l.cells[0]?.text.startsWith('EVD '))!;
      expect(evdRow.cells.map((cell) => cell.text)).toEqual([
        `EVD ${before.evd.toFixed(1)} MN/M2`,
        `EVD ${truth.evd.toFixed(1)} MN/M2`,
      ]);
      expect(evdRow.cells[1]!.at).toBeGreaterThan(0.5);
      expect(printedText(drawing)).toContain('Maßgebend für die Abnahme ist Versuch 2 (rechte Spalte)');
    }
  });

  it('glues footnote marks to values, stamps across the protocol, prints the label date compactly', () => {
    const truth = truthFor(cases[0]!.seed);
    const pdf = printedText(layoutOf('PDF mit Fußnoten').draw(truth));
    expect(pdf).toContain(`${evdText(truth.evd)}¹`);
    expect(pdf).toContain(`${testClock(truth)} Uhr³`);
    expect(pdf).toContain(`UTC: ${utcClock(truth)}:${two(truth.second)}`);
    // The stamp: its own date, no number of the test's results, drawn over the lines above it.
    const protocol = layoutOf('Stempel Bauüberwachung').draw(truth);
    const stamp = protocol.lines.at(-1)!.figure!;
    expect(stamp.says).toMatch(/GEPRÜFT\nam \d{2}\.\d{2}\.\d{4}/);
    expect(stamp.says).not.toContain(`${two(truth.day)}.${two(truth.month)}.${truth.year}`);
    expect(decimals(stamp.says!)).not.toContain(truth.evd);
    expect(stamp.svg({ x: 24, y: 500, width: 900, height: 28 }, protocol)).toContain('rotate(-8');
    // The label: "11JUN25" and the print line the day after.
    expect(labelDate({ ...truth, year: 2025, month: 6, day: 11 })).toBe('11JUN25');
    const label = printedText(layoutOf('Etikett auf Probenkarton').draw(truth));
    expect(label).toContain(`${labelDate(truth)} ${testClock(truth)}`);
    expect(label).toMatch(/PRT \d{2}[A-Z]{3}\d{2} 07:40/);
    // The fax gives Evd in N/mm² (the same number as MN/m²) under a header with the sending time.
    const fax = printedText(layoutOf('Fax-Kopie Ergebnismitteilung').draw(truth));
    expect(fax).toContain(`${evdText(truth.evd)} N/mm²`);
    expect(fax.split('\n')[0]).toMatch(/^\d{2}\.\d{2}\.\d{2} 08:14 {3}FAX/);
  });

  it('writes the slate in chalk, shows the lock screen’s clock and the photo’s time stamp apart from the test’s', () => {
    for (const testCase of cases.filter((c) => c.shot.kind === 'scan')) {
      const truth = truthFor(testCase.seed);
      if (testCase.layout === 'Kreidetafel am Messpunkt') {
        const slate = layoutOf(testCase.layout).draw(truth);
        const cells = slate.lines.flatMap((l) => l.cells);
        expect(cells.length).toBeGreaterThan(8);
        expect(cells.every((cell) => cell.italic)).toBe(true);
        expect(drawingSvg(slate).svg).toContain('font-style="italic"');
        // The previous test wiped off but still faintly there: another Evd and an earlier clock.
        const wiped = slate.lines.at(-1)!.figure!.says!;
        expect(wiped).toContain(`Evd = ${evdText(wipedEvd(truth))}`);
        expect(wipedEvd(truth)).not.toBe(truth.evd);
        expect(wiped).not.toContain(testClock(truth));
      }
      if (testCase.layout === 'Sperrbildschirm Mitteilungen') {
        const screen = layoutOf(testCase.layout).draw(truth);
        const big = screen.lines.find((l) => (l.scale ?? 1) > 3)!;
        expect(big.cells[0]!.text).not.toBe(testClock(truth));
        // The date over the clock has no year; the notification has the test's full date.
        const dateLine = screen.lines[2]!.cells[0]!.text;
        expect(dateLine).toContain(`${truth.day}. ${MONTHS_DE[truth.month - 1]}`);
        expect(dateLine).not.toMatch(/\d{4}/);
      }
      if (testCase.layout === 'Zeitstempel-Kamera Display') {
        const text = textOf(testCase.layout, testCase.seed);
        const stampClock = text.match(/\d{2}\.\d{2}\.\d{4} (\d{2}:\d{2}):\d{2}/)![1]!;
        expect(stampClock).not.toBe(testClock(truth));
        expect(text).toContain(
          `${two(truth.day)}.${two(truth.month)}.${String(truth.year).slice(2)}  ${testClock(truth)}`,
        );
      }
    }
  });

  it('sends the notice by fax: askew, coarse and in two tones; drawings without a fax are drawn as before', async () => {
    const testCase = cases.find((c) => c.layout === 'Fax-Kopie Ergebnismitteilung' && c.shot.kind === 'scan')!;
    const drawing = layoutOf(testCase.layout).draw(truthFor(testCase.seed));
    const { svg } = drawingSvg(drawing);
    const { svg: unfaxed } = drawingSvg({ ...drawing, fax: undefined });
    // The same SVG but for the group that turns the page's content.
    expect(svg).toMatch(/<g transform="rotate\(0\.7 [\d.]+ [\d.]+\)">/);
    expect(svg.replace(/<g transform="rotate\(0\.7 [\d.]+ [\d.]+\)">/, '').replace(/<\/g><\/svg>$/, '</svg>')).toBe(
      unfaxed,
    );
    const [photo] = await renderHeldoutSet([testCase]);
    const { data, info } = await sharp(photo!.image).raw().toBuffer({ resolveWithObject: true });
    expect(new Set(data)).toEqual(new Set([24, 248]));
    // Fax pixels: runs of about 1.9 rows share one tone (enlarged without smoothing).
    const row = (y: number) => data.subarray(y * info.width * info.channels, (y + 1) * info.width * info.channels);
    let same = 0;
    for (let y = 0; y + 1 < info.height; y++) if (Buffer.compare(row(y), row(y + 1)) === 0) same++;
    expect(same / info.height).toBeGreaterThan(0.4);
  });

  it('renders every drawing with no text in the margins or over another cell', async () => {
    await expectCleanDrawings(cases, layoutOf);
  });

  it('photographs one layout all seven ways', async () => {
    await expectSevenPhotographs(cases.filter((c) => c.layout === 'Kreidetafel am Messpunkt'));
  });
});
