// Checks the generator of the twenty-first batch of held-out layouts, not the reader: every layout
// renders and is photographed, no text runs into the margins or over another cell, the layouts are
// new, each expected answer agrees with what was printed and with the values it was drawn from, and
// the traps are on the page.
import { describe, expect, it } from 'vitest';
import {
  batchOf,
  drawnCases,
  evdComma as evdText,
  expectCleanDrawings,
  expectHeldoutBatchAt,
  expectPrintedAnswers,
  expectSevenPhotographs,
  expectTrapsOnFlatShots,
  germanDate as german,
  isoDate,
  testClock,
  withSeconds,
} from './heldout-answer-checks.js';
import { two, type HeldoutTruth } from './heldout-layouts.js';
import { weekday } from './fourth-heldout-layouts.js';
import {
  MONTHS_FO,
  MONTHS_FY,
  WEEKDAYS_FO,
  WEEKDAYS_FY,
  firstRevisionClock,
  geohash,
  httpDate,
  memoryFields,
  pythonQuotient,
  twentyFirstHeldoutLayouts,
  xxdLines,
} from './twenty-first-heldout-layouts.js';

const { names: twentyFirstNames, cases, layoutOf, textOf } = batchOf(twentyFirstHeldoutLayouts);
const FAROESE = 'Royndarfrágreiðing á føroyskum';
const FRISIAN = 'Testrapport yn it Frysk';
const NOTEBOOK = 'Jupyter-Notebook mit Code- und Ausgabezellen';
const TELEX = 'Fernschreiben in Großbuchstaben ohne Umlaute';
const KANBAN = 'Kanban-Tafel mit Karten in drei Spalten';
const DIFF = 'Versionsvergleich zweier Protokollstände (diff) im Terminal';
const NOTICE = 'Behinderungsanzeige nach VOB/B § 6 mit Fristen';
const HEXDUMP = 'Hexdump des Gerätespeichers (xxd)';
const REST = 'REST-Client mit API-Antwort, HTTP-Kopfzeilen in GMT';
const TEXT_MODE = 'DOS-Auswerteprogramm im Textmodus mit Geohash';

const NBSP = '\u00a0';
const pointClock = (t: HeldoutTruth) => `${two(t.hour)}.${two(t.minute)}`;
const shortDate = (t: HeldoutTruth) => `${two(t.day)}.${two(t.month)}.${String(t.year).slice(2)}`;

/** The test's date and clock exactly as each layout prints them. */
const printedDateAndClock: Record<string, (t: HeldoutTruth) => [string, string]> = {
  [FAROESE]: (t) => [
    `${WEEKDAYS_FO[weekday(t)]}, ${t.day}. ${MONTHS_FO[t.month - 1]} ${t.year}`,
    `kl. ${pointClock(t)}`,
  ],
  [FRISIAN]: (t) => [
    `${WEEKDAYS_FY[weekday(t)]} ${t.day} ${MONTHS_FY[t.month - 1]} ${t.year}`,
    `om ${pointClock(t)} oere`,
  ],
  [NOTEBOOK]: (t) => [`zeit          ${isoDate(t)}`, `${isoDate(t)} ${withSeconds(t)}`],
  [TELEX]: (t) => [`PRUEFUNG AM ${shortDate(t)}`, `UM ${pointClock(t)} UHR`],
  [KANBAN]: (t) => [`${german(t)}, ${testClock(t)} Uhr`, `${testClock(t)} Uhr`],
  [DIFF]: (t) => [` Datum:        ${german(t)}`, `+Uhrzeit:      ${testClock(t)}`],
  [NOTICE]: (t) => [`am${NBSP}${german(t)}`, `um${NBSP}${testClock(t)}${NBSP}Uhr`],
  [HEXDUMP]: (t) => [`D=${isoDate(t)}`, `T=${withSeconds(t)}`],
  [REST]: (t) => [
    `"${isoDate(t)}T${withSeconds(t)}+0`,
    `T${withSeconds(t)}+0${t.month >= 4 && t.month <= 10 ? 2 : 1}:00"`,
  ],
  [TEXT_MODE]: (t) => [`Datum               ${german(t)}`, `Uhrzeit             ${withSeconds(t)}`],
};

describe('twenty-first batch of held-out layouts (the generator)', () => {
  it('adds ten new layouts after the two hundred before, seven shots each, earlier seeds unchanged', () => {
    // Names, places and seeds (1000 + 100 · layout + shot) of this batch and of the layouts before
    // it; seventy held-out cases from seed 21000, right after the first 1,400.
    expect(expectHeldoutBatchAt(twentyFirstHeldoutLayouts, 200, 'development')).toEqual(cases);
    expect(Object.keys(printedDateAndClock).sort()).toEqual([...twentyFirstNames].sort());
  });

  it('expects what was printed: Evd, the test’s date and time, and the position', () => {
    expectPrintedAnswers(cases, layoutOf, printedDateAndClock);
  });

  it('prints numbers of other quantities near Evd and dates or clocks that are not the test’s', () => {
    // The single settlements or their mean, s/v, a required value, another date or clock.
    expectTrapsOnFlatShots(cases, textOf, /s\/v|S\/V|SV|sv_ms/, /(≥|>=|MINDESTENS|REQ=)\s*\d+/);
  });

  it('encodes geohashes and HTTP dates as their standards say', () => {
    expect(geohash(57.64911, 10.40744, 11)).toBe('u4pruydqqvj');
    expect(geohash(42.6, -5.6, 5)).toBe('ezs42');
    const winter = { year: 2025, month: 12, day: 5, hour: 14, minute: 3, second: 27 } as HeldoutTruth;
    expect(httpDate(winter, 0, 14, 9, 2)).toBe('Fri, 05 Dec 2025 13:09:02 GMT');
    expect(httpDate({ ...winter, month: 7, day: 4 }, 1, 7, 44, 12)).toBe('Mon, 07 Jul 2025 05:44:12 GMT');
    expect(xxdLines(['EVD=58.1'], 0x1a40)).toEqual([
      '00001a40: 4556 443d 3538 2e31 0000 0000 0000 0000  EVD=58.1........',
    ]);
  });

  it('writes each layout’s own notation', () => {
    for (const { testCase, truth, text } of drawnCases(cases, layoutOf)) {
      const value = evdText(truth.evd);
      const point = truth.evd.toFixed(1);
      switch (testCase.layout) {
        case FAROESE:
          expect(text).toMatch(/\d+° \d{2}′ \d{2},\d″ norður\nLongd\n\d+° \d{2}′ \d{2},\d″ eystur/);
          expect(text).toMatch(/[ðøáíóúý]/);
          expect(text).toContain(`Dynamiskur formbroytingarmodul Evd\n${value} MN/m²`);
          expect(text).toMatch(/Prentað \d{2}\.\d{2}\.\d{4} kl\. 07\.40/);
          expect(text).not.toContain(`Prentað ${german(truth)}`);
          break;
        case FRISIAN:
          expect(text).toMatch(/\d{2},\d{5}° noard\nLingte\n\d{1,2},\d{5}° east/);
          expect(text).toMatch(/[âêôûú]/);
          expect(text).toContain(`Dynamyske ferfoarmingsmodulus Evd\n${value} MN/m²`);
          expect(text).not.toContain(`Ofdrukt ${german(truth)}`);
          break;
        case NOTEBOOK: {
          // Evd with a point in the row; Python's quotient from the rounded mean is another number.
          expect(text).toContain(`Evd_MN_m2     ${point}`);
          const quotient = pythonQuotient(truth);
          expect(text).toContain(quotient);
          expect(quotient).toMatch(/^\d+\.\d{10,}$/);
          expect(Math.abs(Number(quotient) - truth.evd)).toBeLessThan(0.6);
          expect(text).toMatch(/^lat {11}\d{2}\.\d{6}$/m);
          expect(text).toMatch(new RegExp(`Timestamp\\('${isoDate(truth)} \\d{2}:\\d{2}:\\d{2}'\\)`));
          expect(text).not.toContain(`Timestamp('${isoDate(truth)} ${testClock(truth)}`);
          break;
        }
        case TELEX:
          expect(text).toBe(text.toUpperCase());
          expect(text).not.toMatch(/[ÄÖÜß]/);
          expect(text).toContain(`EVD = ${value} MN/M2`);
          expect(text).toMatch(/LAGE BREITE \d{2},\d{5} NORD, LAENGE \d{1,2},\d{5} OST/);
          expect(text).toMatch(new RegExp(`NR 0417 VOM ${shortDate(truth).replace(/\./g, '\\.')} \\d{4}\\n`));
          expect(text).not.toContain(`VOM ${shortDate(truth)} ${two(truth.hour)}${two(truth.minute)}`);
          expect(text).toMatch(/^ZCZC\n[\s\S]*\+\+\+[\s\S]*\nNNNN$/);
          break;
        case KANBAN: {
          // The test's lines stand in the done column, one card under its title.
          const drawing = layoutOf(KANBAN).draw(truth);
          const cells = drawing.lines.flatMap((l) => l.cells);
          const done = cells.find((cell) => cell.text.startsWith('Erledigt'))!.at;
          for (const row of [`Evd ${value} MN/m²`, `${german(truth)}, ${testClock(truth)} Uhr`])
            expect(cells.find((cell) => cell.text === row)?.at, row).toBe(done);
          expect(text).toMatch(/N \d{2}° \d{2}\.\d{4}' {2}E \d{1,2}° \d{2}\.\d{4}'/);
          expect(text).toMatch(/fällig \d{2}\.\d{2}\.\d{4}/);
          expect(text).not.toContain(`erledigt ${german(truth)} ${testClock(truth)}`);
          break;
        }
        case DIFF:
          // The first revision's clock is another one; the corrected line is the test's.
          expect(firstRevisionClock(truth)).not.toBe(testClock(truth));
          expect(text).toContain(`-Uhrzeit:      ${firstRevisionClock(truth)}`);
          expect(text).toContain(` Evd:          ${value} MN/m²`);
          expect(text).toMatch(/ Lage: {9}N \d+° \d{2}' \d{2}\.\d", E \d+° \d{2}' \d{2}\.\d"/);
          expect(text).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} \+0[12]00 Uhrzeit korrigiert/);
          // The hunk holds ten old and ten new lines.
          expect(text.split('\n').filter((row) => /^[ -][A-Za-z]/.test(row))).toHaveLength(10);
          expect(text.split('\n').filter((row) => /^[ +][A-Za-z]/.test(row))).toHaveLength(10);
          break;
        case NOTICE:
          expect(text).toContain(`Evd${NBSP}=${NBSP}${value}${NBSP}MN/m²`);
          expect(text).toContain(`Pos.${NBSP}02.03.0040`);
          expect(text).toMatch(/\d+°\u00a0\d{2},\d{4}'\u00a0N/);
          expect(text.replace(/\n/g, ' ')).toMatch(/bis zum \d{2}\.\d{2}\.\d{4}, 12:00\u00a0Uhr/);
          expect(text).not.toContain(`Hamburg, ${german(truth)}`);
          break;
        case HEXDUMP: {
          // Every line's hex bytes are its text's; the fields stand one to a line.
          const rows = text.split('\n').filter((row) => /^[0-9a-f]{8}: /.test(row));
          expect(rows).toHaveLength(16);
          for (const row of rows) {
            const hex = row.slice(10, 49).replace(/ /g, '');
            const shown = [...Buffer.from(hex, 'hex')]
              .map((byte) => (byte >= 0x20 && byte < 0x7f ? String.fromCharCode(byte) : '.'))
              .join('');
            expect(row.slice(51)).toBe(shown);
          }
          expect(memoryFields(truth).every((field) => field.length <= 16)).toBe(true);
          expect(text).toContain(`EVD=${point}`);
          expect(text).toMatch(/LAT=\d{2}\.\d{6}\.*\n/);
          break;
        }
        case REST:
          expect(text).toMatch(/^Date: \w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/m);
          expect(text).toMatch(/^Last-Modified: \w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/m);
          expect(text).toContain(`${point},`);
          expect(text).toMatch(/"hochgeladen":\n"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z"/);
          expect(text).not.toContain(`T${testClock(truth)}:40Z`);
          break;
        case TEXT_MODE:
          expect(text).toContain(`│ Evd [MN/m²]         ${value}`);
          expect(text).toContain(`Geohash             ${geohash(truth.lat, truth.lng, 9)}`);
          expect(text).toMatch(/│ Breite {14}\d{2}\.\d{5} N +│/);
          // Every framed row is as wide as the frame.
          for (const row of text.split('\n').filter((r) => /^[│┌├└]/.test(r))) expect([...row]).toHaveLength(60);
          expect(text).not.toContain(`F10 Ende   ${german(truth)}`);
          break;
      }
      // The telex writes the year with two digits only; every other layout with four.
      expect(text).toContain(testCase.layout === TELEX ? String(truth.year).slice(2) : String(truth.year));
    }
  });

  it('renders every drawing with no text in the margins or over another cell', async () => {
    await expectCleanDrawings(cases, layoutOf);
  }, 60_000);

  it('photographs the hex dump all seven ways', async () => {
    await expectSevenPhotographs(cases.filter((testCase) => testCase.layout === HEXDUMP));
  }, 60_000);
});
