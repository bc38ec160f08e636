// Checks the generator of the seventeenth batch of held-out layouts, not the reader: every layout
// renders and is photographed, no text runs into the margins or over another cell (also on the page
// inside the scanner app), the layouts are new, each expected answer agrees with what was printed and
// with the values it was drawn from, and the traps are on the page.
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
import { inkInMargins, overlappingCells, printedText } from './heldout-drawing-checks.js';
import { two, type HeldoutTruth } from './heldout-layouts.js';
import { truthFor } from './heldout-set.js';
import {
  MONTHS_EU,
  WEEKDAYS_EU,
  cameraStamp,
  daySeries,
  dayStartMillis,
  gpsWeekTime,
  historyRows,
  newsletterColumns,
  plusCode,
  scannedPage,
  seventeenthHeldoutLayouts,
  watchLines,
} from './seventeenth-heldout-layouts.js';
import { MONTHS_DE } from './fresh-heldout-layouts.js';
import { weekday } from './fourth-heldout-layouts.js';
import { utcOffsetHours } from './fifth-heldout-layouts.js';

const { names: seventeenthNames, cases, flatShots, layoutOf, textOf } = batchOf(seventeenthHeldoutLayouts);
const VIETNAMESE = 'Biên bản thí nghiệm tiếng Việt';
const BASQUE = 'Saiakuntza-txostena euskaraz';
const WATCH = 'Smartwatch-Benachrichtigung auf rundem Display';
const DASHBOARD = 'Dashboard dunkel: Kacheln, Zeitreihe mit Tooltip';
const VIDEO = 'Standbild aus Baustellenvideo mit Untertitel';
const INKJET = 'Tintenstrahldruck mit Düsenstreifen, Plus Code neben der Lage';
const FILM = 'Display unter zerkratzter Schutzfolie, GPS-Woche daneben';
const SCANNER = 'Scan-App vor dem Speichern, Seite im Zuschneiderahmen';
const NEWSLETTER = 'Baustellen-Newsletter zweispaltig, Messwert im Fließtext';
const HISTORY = 'Datensatz mit Änderungshistorie';

/** The test's date and clock exactly as each layout prints them. */
const printedDateAndClock: Record<string, (t: HeldoutTruth) => [string, string]> = {
  [VIETNAMESE]: (t) => [`ngày ${t.day} tháng ${t.month} năm ${t.year}`, `${t.hour} giờ ${two(t.minute)} phút`],
  [BASQUE]: (t) => [
    `${t.year}${t.year % 10 === 5 ? 'eko' : 'ko'} ${MONTHS_EU[t.month - 1]} ${t.day}a`,
    `Ordua\n${testClock(t)}`,
  ],
  [WATCH]: (t) => [`${german(t)} ${withSeconds(t)}`, `${german(t)} ${withSeconds(t)}`],
  [DASHBOARD]: (t) => [`${isoDate(t)} ${withSeconds(t)}`, `${isoDate(t)} ${withSeconds(t)}`],
  [VIDEO]: (t) => [
    `gemessen am ${german(t)} um ${testClock(t)} Uhr`,
    `gemessen am ${german(t)} um ${testClock(t)} Uhr`,
  ],
  [INKJET]: (t) => [`Datum\n${german(t)}`, `Uhrzeit\n${testClock(t)} Uhr`],
  [FILM]: (t) => [`${german(t)}  ${withSeconds(t)}`, `${german(t)}  ${withSeconds(t)}`],
  [SCANNER]: (t) => [`Prüfdatum\n${t.day}. ${MONTHS_DE[t.month - 1]} ${t.year}`, `Uhrzeit\n${testClock(t)} Uhr`],
  [NEWSLETTER]: (t) => [`am ${german(t)} um ${testClock(t)} Uhr`, `am ${german(t)} um ${testClock(t)} Uhr`],
  [HISTORY]: (t) => [`Prüfdatum\n${german(t)}`, `Uhrzeit (Gerät)\n${withSeconds(t)}`],
};

/** The cells' texts of a drawing, in order. */
const cellTexts = (lines: { cells: { text: string }[] }[]) => lines.flatMap((l) => l.cells.map((cell) => cell.text));

describe('seventeenth batch of held-out layouts (the generator)', () => {
  it('adds ten new held-out layouts after the hundred and sixty before, seven shots each, earlier seeds unchanged', () => {
    // Names, places and seeds (1000 + 100 · layout + shot) of this batch and of the layouts before
    // it; seventy cases from seed 17000, all held out, in the set right after the first 1,120.
    expect(expectHeldoutBatchAt(seventeenthHeldoutLayouts, 160, 'development')).toEqual(cases);
    expect(Object.keys(printedDateAndClock).sort()).toEqual([...seventeenthNames].sort());
  });

  it('expects what was printed: Evd, the test’s date and time, and the position', () => {
    expectPrintedAnswers(cases, layoutOf, printedDateAndClock);
  });

  it('prints numbers of other quantities near Evd and dates or clocks that are not the test’s', () => {
    // The single settlements or their mean, s/v, a required value, another date or clock.
    expectTrapsOnFlatShots(cases, textOf, /s\/v|S\/V/, /(≥|>=)\s*\d+/);
  });

  it('writes each layout’s own notation: languages, watch, dashboard, video, nozzles, film, scanner, columns, history', () => {
    for (const { testCase, truth, drawing, text } of drawnCases(flatShots, layoutOf)) {
      const value = evdText(truth.evd);
      const cells = cellTexts(drawing.lines);
      switch (testCase.layout) {
        case VIETNAMESE: {
          // Seconds with a decimal point and "Bắc" / "Đông"; the print line in the same words, a day later.
          expect(text).toMatch(/Vĩ độ\n\d+° \d{2}' \d{2}\.\d" Bắc\nKinh độ\n\d+° \d{2}' \d{2}\.\d" Đông/);
          expect(text).toContain(`Mô đun biến dạng động Evd\n${value} MN/m²`);
          const printed = text.match(/In lúc 7 giờ 20 phút, ngày (\d+) tháng (\d+) năm (\d{4})/)!;
          expect([printed[1], printed[2], printed[3]]).not.toEqual([
            String(truth.day),
            String(truth.month),
            String(truth.year),
          ]);
          break;
        }
        case BASQUE: {
          // Year first with its suffix, the month in the genitive, the day with its suffix and the
          // weekday; "I" / "E"; the print date year first with slashes, later than the test.
          expect(text).toContain(`${MONTHS_EU[truth.month - 1]} ${truth.day}a, ${WEEKDAYS_EU[weekday(truth)]}`);
          expect(text).toMatch(/^(2024ko|2025eko) /m);
          expect(text).toMatch(/Latitudea\n\d+,\d{5}° I\nLongitudea\n\d+,\d{5}° E/);
          const printed = text.match(/Inprimatua: (\d{4})\/(\d{2})\/(\d{2}), 09:05/)!;
          expect(`${printed[1]}-${printed[2]}-${printed[3]}` > isoDate(truth)).toBe(true);
          break;
        }
        case WATCH: {
          // Only shapes: the watch's clock later than the test, its date only the weekday and day.
          const { face, card } = watchLines(truth);
          expect(cells).toEqual([]);
          expect(face[0]! > testClock(truth)).toBe(true);
          expect(face[1]).toMatch(new RegExp(`^\\p{L}{2}\\. ${truth.day} · ♥ \\d+$`, 'u'));
          expect(card).toContain(`Evd ${value} MN/m²`);
          expect(card.at(-1)).toMatch(/^N \d+\.\d{5}° {2}E \d+\.\d{5}°$/);
          break;
        }
        case DASHBOARD: {
          // The tiles' big numbers above their labels; the URL's range is the test's local day in
          // epoch milliseconds; the other points of the series have other Evd values; the refresh is
          // after the last point.
          expect(text).toContain(`${value}\nEvd [MN/m²]`);
          const start = dayStartMillis(truth);
          expect(text).toContain(`from=${start}&to=${start + 86_399_000}`);
          expect(new Date(start + 12 * 3_600_000).toISOString().slice(0, 10)).toBe(isoDate(truth));
          for (const point of daySeries(truth)) expect(point.evd).not.toBe(truth.evd);
          const refreshed = text.match(/Zuletzt aktualisiert: \d{2}\.\d{2}\.\d{4} (\d{2}:\d{2})/)!;
          expect(refreshed[1]! > testClock(truth)).toBe(true);
          expect(Math.max(...daySeries(truth).map((point) => point.minutes))).toBeLessThan(44);
          expect(text).toMatch(/Breite\n\d+,\d{6}°/);
          break;
        }
        case VIDEO: {
          // The camera's clock is minutes later (year first); the description's position is a bare
          // "latitude, longitude" pair; the upload date is later.
          expect(text).toContain(cameraStamp(truth));
          expect(cameraStamp(truth)).toMatch(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/);
          expect(cameraStamp(truth).slice(11, 16) > testClock(truth)).toBe(true);
          expect(text).toMatch(/Standort Messpunkt: \d+\.\d{6}, \d+\.\d{6}$/m);
          expect(text).not.toContain(`hochgeladen am ${german(truth)}`);
          expect(text).toContain(`Evd ${value} MN/m²`);
          break;
        }
        case INKJET: {
          // The plus code is the point's own; the white lines are the last line, over the text.
          expect(text).toContain(`Plus Code\n${plusCode(truth.lat, truth.lng)}`);
          expect(plusCode(truth.lat, truth.lng)).toMatch(/^[89]F[2-9CFGHJMPQRVWX]{6}\+[2-9CFGHJMPQRVWX]{2}$/);
          expect(drawing.lines.at(-1)!.figure?.lines).toBe(0);
          expect(text).toMatch(/N \d+° \d{2}\.\d{3}' {3}E \d+° \d{2}\.\d{3}'/);
          break;
        }
        case FILM: {
          // GPS week and seconds of the week agree with the test's moment; the ordinal date is the
          // test's day of the year; the scratches are the last line.
          const gps = gpsWeekTime(truth);
          expect(text).toContain(`GPS-WO ${gps.week}  TOW ${gps.seconds}`);
          const utcSeconds = (truth.hour - utcOffsetHours(truth)) * 3600 + truth.minute * 60 + truth.second;
          expect(gps.seconds - 18).toBe(weekday(truth) * 86_400 + utcSeconds);
          expect(text).toMatch(new RegExp(`TAG ${truth.year}-\\d{3}`));
          expect(text).toContain(`EVD ${truth.evd.toFixed(1)} MN/M2`);
          expect(drawing.lines.at(-1)!.figure?.lines).toBe(0);
          break;
        }
        case SCANNER: {
          // Only the page inside the frame holds the test; the scan's name carries the next day.
          const page = printedText(scannedPage(truth));
          expect(page).toContain(`Evd\n${value} MN/m²`);
          expect(page).toMatch(/Nördl\. Breite\n\d+° \d{2}' \d{2},\d"\nÖstl\. Länge\n\d+° \d{2}' \d{2},\d"/);
          expect(cells).not.toContain(`${value} MN/m²`);
          expect(cells.find((cell) => cell.startsWith('Scan '))).not.toContain(german(truth));
          break;
        }
        case NEWSLETTER: {
          // Two columns on every row that has both; the test only in the right one.
          const [left, right] = newsletterColumns(truth, 44);
          expect(left.join(' ')).not.toContain('Evd');
          expect(right.join(' ')).toContain(`Evd beträgt ${value} MN/m²`);
          const both = drawing.lines.filter((l) => l.cells.length === 2);
          expect(both.length).toBeGreaterThanOrEqual(8);
          for (const l of both) expect(l.cells.map((cell) => cell.at)).toEqual([0, 0.52]);
          for (const row of [...left, ...right]) expect(row.length).toBeLessThanOrEqual(44);
          break;
        }
        case HISTORY: {
          // The old requirement is another modulus; the import is minutes after the test, the other
          // edits on later days.
          const rows = historyRows(truth);
          expect(rows).toHaveLength(5);
          expect(rows[0]![0]).toMatch(new RegExp(`^${german(truth).replace(/\./g, '\\.')} \\d{2}:\\d{2}$`));
          expect(rows[0]![0].slice(11) > testClock(truth)).toBe(true);
          for (const row of rows.slice(1)) expect(row[0]).not.toContain(german(truth));
          expect(text).toContain('Anforderung Evd\n≥ 80 MN/m²\n≥ 45 MN/m²');
          break;
        }
      }
    }
  });

  it('renders every drawing with no text in the margins or over another cell', async () => {
    await expectCleanDrawings(cases, layoutOf);
    // The page inside the scanner app is clean as well.
    for (const testCase of flatShots) {
      const inner = scannedPage(truthFor(testCase.seed));
      expect(overlappingCells(inner), testCase.name).toEqual([]);
      expect(await inkInMargins(inner), testCase.name).toBe(0);
    }
  });

  it('photographs one layout all seven ways', async () => {
    await expectSevenPhotographs(cases.filter((c) => c.layout === FILM));
  });
});
