// Checks the generator of the sixteenth batch of held-out layouts, not the reader: every layout
// renders and is photographed, no text runs into the margins or over another cell (also on the
// slide, the strip and the page drawn inside the meeting room, the trench and the print window),
// the layouts are new, each expected answer agrees with what was printed and with the values it was
// drawn from, and the traps are on the page.
import { describe, expect, it } from 'vitest';
import {
  batchOf,
  drawnCases,
  evdComma as evdText,
  expectCleanDrawings,
  expectHeldoutBatchAt,
  expectNoPrintedPosition,
  expectPrintedAnswers,
  expectPrintedPosition,
  expectSevenPhotographs,
  expectTrapsOnFlatShots,
  germanDate as german,
  isoDate,
  testClock,
  withSeconds,
} from './heldout-answer-checks.js';
import { inkInMargins, overlappingCells, printedText } from './heldout-drawing-checks.js';
import { two, type HeldoutExpected, type HeldoutTruth } from './heldout-layouts.js';
import { truthFor } from './heldout-set.js';
import {
  MONTHS_LB,
  MONTHS_MK,
  WEEKDAYS_LB,
  WEEKDAYS_SHORT_DE,
  areaFigures,
  ev2Estimate,
  mapNeighbours,
  markedColumn,
  meetingSlide,
  mousePosition,
  popupLines,
  previewPage,
  printSettings,
  sheetRowOf,
  sixteenthHeldoutLayouts,
  summaryColumns,
  trenchStrip,
} from './sixteenth-heldout-layouts.js';
import { weekday } from './fourth-heldout-layouts.js';

const { names: sixteenthNames, cases, flatShots, layoutOf, textOf } = batchOf(sixteenthHeldoutLayouts);
const MACEDONIAN = 'Записник од испитување македонски';
const LUXEMBOURGISH = 'Préifprotokoll op Lëtzebuergesch';
const SLIDE = 'Beamer-Folie in der Baubesprechung, aus dem Publikum';
const SHEET = 'Tabellenkalkulation gefiltert, Formelzeile mit RUNDEN';
const HEADLAMP = 'Streifen im Lichtkegel der Stirnlampe im Graben';
const RECEIPT = 'Bon mit doppelt breiter Schrift, Datum TT/MM/JJ, ohne GPS';
const CRUMPLED = 'Zerknüllt und glattgestrichen, Ev2-Richtwert daneben';
const PREVIEW = 'Druckvorschau mit Druckdialog am Laptop';
const COLUMNS = 'Übersicht quer: Prüfpunkte als Spalten, eine markiert';
const WEB_MAP = 'Webkarte mit Popup des Messpunkts';

/** German month abbreviations as the crumpled protocol's date writes them ("1. Dez. 2025"). */
const SHORT_MONTHS = ['Jan.', 'Feb.', 'März', 'Apr.', 'Mai', 'Juni', 'Juli', 'Aug.', 'Sept.', 'Okt.', 'Nov.', 'Dez.'];
const shortYear = (t: HeldoutTruth) => String(t.year).slice(2);

/** The test's date and clock exactly as each layout prints them. */
const printedDateAndClock: Record<string, (t: HeldoutTruth) => [string, string]> = {
  [MACEDONIAN]: (t) => [`${t.day} ${MONTHS_MK[t.month - 1]} ${t.year} година`, `${testClock(t)} часот`],
  [LUXEMBOURGISH]: (t) => [`den ${t.day}. ${MONTHS_LB[t.month - 1]} ${t.year}`, `${t.hour}.${two(t.minute)} Auer`],
  [SLIDE]: (t) => [german(t), `${german(t)} · ${testClock(t)} Uhr`],
  [SHEET]: (t) => [`${isoDate(t)}T${testClock(t)}`, `${isoDate(t)}T${testClock(t)}`],
  [HEADLAMP]: (t) => [
    `DAT  ${two(t.day)}.${two(t.month)}.${shortYear(t)}`,
    `ZEIT ${two(t.hour)}.${two(t.minute)}.${two(t.second)}`,
  ],
  [RECEIPT]: (t) => [`DATUM (TT/MM/JJ) ${two(t.day)}/${two(t.month)}/${shortYear(t)}`, `UHRZEIT ${testClock(t)}`],
  [CRUMPLED]: (t) => [`Datum\n${t.day}. ${SHORT_MONTHS[t.month - 1]} ${t.year}`, `Uhrzeit\n${testClock(t)} Uhr`],
  [PREVIEW]: (t) => [`Datum\n${WEEKDAYS_SHORT_DE[weekday(t)]}, ${german(t)}`, `Uhrzeit\n${withSeconds(t)}`],
  [COLUMNS]: (t) => [german(t), testClock(t)],
  [WEB_MAP]: (t) => [`${german(t)}, ${withSeconds(t)}`, `${german(t)}, ${withSeconds(t)}`],
};

/** The printed position's answer; the receipt prints none and expects none. */
const positionOf = (name: string, expected: HeldoutExpected, truth: HeldoutTruth, text: string) =>
  (name.startsWith(`${RECEIPT} –`) ? expectNoPrintedPosition : expectPrintedPosition)(name, expected, truth, text);

/** The cells' texts of a drawing, in order. */
const cellTexts = (lines: { cells: { text: string }[] }[]) => lines.flatMap((l) => l.cells.map((cell) => cell.text));

/** Metres between two positions (equirectangular, good enough for some tens of metres). */
const metres = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) =>
  Math.hypot((a.lat - b.lat) * 111_200, (a.lng - b.lng) * 111_200 * Math.cos((a.lat * Math.PI) / 180));

describe('sixteenth batch of held-out layouts (the generator)', () => {
  it('adds ten new layouts after the hundred and fifty before, seven shots each, earlier seeds unchanged', () => {
    // Names, places and seeds (1000 + 100 · layout + shot) of this batch and of the layouts before
    // it; seventy cases from seed 16000 (development since decision 0795), right after the first 1,050.
    expect(expectHeldoutBatchAt(sixteenthHeldoutLayouts, 150, 'development')).toEqual(cases);
    expect(Object.keys(printedDateAndClock).sort()).toEqual([...sixteenthNames].sort());
  });

  it('expects what was printed: Evd, the test’s date and time, and the position (none on the receipt)', () => {
    expectPrintedAnswers(cases, layoutOf, printedDateAndClock, positionOf);
  });

  it('prints numbers of other quantities near Evd and dates or clocks that are not the test’s', () => {
    // The single settlements or their mean, s/v, a required value, another date or clock.
    expectTrapsOnFlatShots(cases, textOf, /s\/v|S\/V/, /(≥|>=)\s*\d+/);
  });

  it('writes each layout’s own notation: languages, slide, spreadsheet, trench, receipt, crumples, preview, columns, map', () => {
    for (const { testCase, truth, drawing, text } of drawnCases(flatShots, layoutOf)) {
      const value = evdText(truth.evd);
      const cells = cellTexts(drawing.lines);
      switch (testCase.layout) {
        case MACEDONIAN: {
          // Seconds with a decimal comma and "СГШ" / "ИГД"; the UTM zone before the easting, the
          // zone the longitude lies in; letters only Macedonian has; the print line a day later.
          expect(text).toMatch(/\d+° \d{2}' \d{2},\d" СГШ\n[^\n]+\n\d+° \d{2}' \d{2},\d" ИГД/);
          const zone = Math.floor((truth.lng + 180) / 6) + 1;
          expect(text).toMatch(new RegExp(`ETRS89 / UTM ${zone}N\\nE ${zone} \\d{3} \\d{3} {3}N \\d \\d{3} \\d{3}`));
          expect(text).toMatch(/[ЃЌЈЉЊЏѓќјљњџ]/);
          expect(text).toContain(`Evd\n${value} MN/m²`);
          expect(text).toMatch(/Отпечатено: \d{2}\.\d{2}\.\d{4} во 07:35/);
          expect(text).not.toContain(`Отпечатено: ${german(truth)}`);
          break;
        }
        case LUXEMBOURGISH: {
          expect(text).toContain(`${WEEKDAYS_LB[weekday(truth)]}, den ${truth.day}.`);
          expect(text).toMatch(/\d+° \d{2},\d{4}' N\nLängegrad\n\d+° \d{2},\d{4}' O/);
          expect(text).toMatch(/Gedréckt den \d{2}\.\d{2}\.\d{4} um 8\.10 Auer/);
          expect(text).not.toContain(`Gedréckt den ${german(truth)}`);
          break;
        }
        case SLIDE: {
          // Only a photo of the screen: the slide's text is the figure's; the meeting is days later.
          const slide = printedText(meetingSlide(truth));
          expect(cells).toEqual([]);
          expect(slide).toContain(`Evd\n${value} MN/m²`);
          expect(slide).toMatch(/Baubesprechung Nr\. \d+ · \d{2}\.\d{2}\.\d{4}\nFolie 7\/15/);
          expect(slide).not.toContain(`Baubesprechung Nr. ${17 + (truth.minute % 20)} · ${german(truth)}`);
          expect(slide).toMatch(/\d+,\d{5}° N {3}\d+,\d{5}° O/);
          break;
        }
        case SHEET: {
          // The one visible row, its Evd cell selected with the rounding formula over the settlement
          // column; the statistics of all points are other Evd values; the status bar repeats the
          // selection; the taskbar's date is later.
          const row = sheetRowOf(truth);
          const area = areaFigures(truth);
          expect(cells).toContain(`=RUNDEN(22,5/E${row};1)`);
          expect(cells).toContain(`G${row}`);
          const data = cells.indexOf(`${isoDate(truth)}T${testClock(truth)}`);
          expect(cells[data - 2]).toBe(String(row));
          expect(cells.slice(data, data + 6)).toContain(value);
          for (const other of [area.mean, area.minimum, area.maximum]) expect(other).not.toBe(truth.evd);
          expect(text).toContain(`Mittelwert Evd\n${evdText(area.mean)}`);
          expect(text).toContain(`1 von ${area.count} Datensätzen gefunden`);
          expect(text).toContain(`Mittelwert: ${value}; Summe: ${value}`);
          expect(cells.at(-1)).toMatch(/^\d{2}:\d{2} {3}\d{2}\.\d{2}\.\d{4}$/);
          expect(cells.at(-1)).not.toContain(german(truth));
          break;
        }
        case HEADLAMP: {
          // Only a photo: the strip's clock with points and seconds after "ZEIT", the print clock later.
          const strip = printedText(trenchStrip(truth));
          expect(cells).toEqual([]);
          expect(strip).toContain(`EVD  ${truth.evd.toFixed(1)} MN/M2`);
          expect(strip).toMatch(/^ZEIT \d{2}\.\d{2}\.\d{2}$/m);
          const printed = strip.match(/^DRUCK (\d{2})\.(\d{2})$/m)!;
          expect(`${printed[1]}:${printed[2]}` > testClock(truth)).toBe(true);
          expect(strip).toMatch(/^N\d{2}°\d{2}\.\d{4}'\nE0\d{2}°\d{2}\.\d{4}'$/m);
          break;
        }
        case RECEIPT: {
          // The inverted header and the double-wide Evd are figures; the plate's stress is no Evd;
          // no degrees, and the print clock later the same day.
          expect(drawing.lines[0]!.figure?.says).toContain('PROTOKOLL');
          expect(drawing.lines.some((l) => l.figure?.says === `EVD ${value}`)).toBe(true);
          expect(text).toContain('SPANNUNG 0,100 MN/M2');
          expect(text).toContain('GPS: AUS');
          expect(text).not.toContain('°');
          const printed = text.match(/GEDRUCKT \d{2}\/\d{2}\/\d{2} (\d{2}:\d{2})/)!;
          expect(printed[1]! > testClock(truth)).toBe(true);
          break;
        }
        case CRUMPLED: {
          // The creases are the last line, drawn over the text; the Ev2 estimate is no Evd.
          const last = drawing.lines.at(-1)!;
          expect(last.figure?.lines).toBe(0);
          expect(text).toMatch(/N \d+°\d{2}'\d{2}\.\d" {3}E \d+°\d{2}'\d{2}\.\d"/);
          expect(text).toContain(`≈ ${ev2Estimate(truth)} MN/m²`);
          expect(ev2Estimate(truth)).toBeGreaterThan(truth.evd * 2);
          expect(text).toContain('Normalspannung σ\n0,100 MN/m²');
          expect(text).not.toContain(`Ausgedruckt am ${german(truth)}`);
          break;
        }
        case PREVIEW: {
          // The page inside the preview; the dialog's numbers; the taskbar a working day later.
          const page = printedText(previewPage(truth));
          expect(page).toContain(`Evd\n${value} MN/m²`);
          expect(page).toMatch(/Breite\nN \d+° \d{2},\d{3}'\nLänge\nE \d+° \d{2},\d{3}'/);
          expect(cells).not.toContain(`${value} MN/m²`);
          for (const [label, setting] of printSettings(truth)) expect(text).toContain(`${label}\n${setting}`);
          expect(cells.at(-1)).toMatch(/^\d{2}:\d{2} {3}\d{2}\.\d{2}\.\d{4}$/);
          expect(cells.at(-1)).not.toContain(german(truth));
          break;
        }
        case COLUMNS: {
          // The marked column is the test's; the others have other clocks, Evd values and places.
          const columns = summaryColumns(truth);
          const marked = markedColumn(truth);
          expect(columns[marked]).toMatchObject({ evd: truth.evd, clock: testClock(truth), lat: truth.lat });
          for (const [index, column] of columns.entries())
            if (index !== marked) {
              expect(column.evd).not.toBe(truth.evd);
              expect(column.clock).not.toBe(testClock(truth));
              expect(metres(column, truth)).toBeGreaterThan(20);
            }
          // The highlighter lies under the marked column only, on every row of the table.
          const rows = drawing.lines.filter((l) => l.figure && l.cells.length === 6);
          expect(rows).toHaveLength(9);
          const places = rows[0]!.cells.slice(1).map((cell) => cell.at!);
          for (const l of rows) {
            const band = l.figure!.svg({ x: 0, y: 0, width: 1000, height: 20 }, drawing);
            const [, x, width] = band.match(/x="([\d.]+)" y="[\d.]+" width="([\d.]+)"/)!.map(Number);
            const covered = places.filter((place) => place * 1000 >= x! && place * 1000 <= x! + width!);
            expect(covered).toEqual([places[marked]]);
          }
          break;
        }
        case WEB_MAP: {
          // The popup's values are the test's; the other points' labels are other Evd values; the
          // mouse position is metres away from the test point.
          const popup = popupLines(truth);
          expect(popup).toContain(`Evd ${value} MN/m²`);
          expect(popup.at(-1)).toMatch(/^\d+\.\d{5}° N · \d+\.\d{5}° E$/);
          for (const point of mapNeighbours(truth)) {
            expect(point.evd).not.toBe(truth.evd);
            expect(text).toContain(`${point.number} · ${evdText(point.evd)}`);
          }
          const distance = metres(mousePosition(truth), truth);
          expect(distance).toBeGreaterThan(30);
          expect(distance).toBeLessThan(150);
          const mouse = mousePosition(truth);
          expect(text).toContain(
            `Maus: ${mouse.lat.toFixed(5).replace('.', ',')} / ${mouse.lng.toFixed(5).replace('.', ',')}`,
          );
          break;
        }
      }
    }
  });

  it('renders every drawing with no text in the margins or over another cell', async () => {
    await expectCleanDrawings(cases, layoutOf);
    // The slide, the strip and the page drawn inside the meeting room, the trench and the print
    // window are clean as well.
    for (const testCase of flatShots) {
      const truth = truthFor(testCase.seed);
      for (const inner of [meetingSlide(truth), trenchStrip(truth), previewPage(truth)]) {
        expect(overlappingCells(inner), testCase.name).toEqual([]);
        expect(await inkInMargins(inner), testCase.name).toBe(0);
      }
    }
  });

  it('photographs one layout all seven ways', async () => {
    await expectSevenPhotographs(cases.filter((c) => c.layout === HEADLAMP));
  });
});
