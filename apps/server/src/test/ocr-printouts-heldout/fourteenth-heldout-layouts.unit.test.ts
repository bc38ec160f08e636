// Checks the generator of the fourteenth batch of held-out layouts, not the reader: every layout
// renders and is photographed, no text runs into the margins or over another cell (also on the
// strip and the display photographed inside the chat and the gallery), the layouts are new, and
// each expected answer agrees with what was printed and with the values it was drawn from, and the
// traps are on the page.
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
  isoDate as iso,
  testClock,
  withSeconds,
} from './heldout-answer-checks.js';
import { decimals, inkInMargins, overlappingCells, printedText } from './heldout-drawing-checks.js';
import { two, type HeldoutTruth } from './heldout-layouts.js';
import { heldoutTestSet, truthFor } from './heldout-set.js';
import { MONTHS_DE } from './fresh-heldout-layouts.js';
import { WEEKDAYS_DE, weekday } from './fourth-heldout-layouts.js';
import {
  CALIBRATION_ROWS,
  KEYPAD,
  MONTHS_CA,
  MONTHS_SR,
  abortedMeasurement,
  catalanDate,
  dayOfYear,
  diaryEntries,
  diaryNote,
  dottedYearFirst,
  forwardedStrip,
  fourteenthHeldoutLayouts,
  photoFileName,
  photoLocation,
  photographedDisplay,
  serbianDate,
} from './fourteenth-heldout-layouts.js';

const { names: fourteenthNames, cases, flatShots, layoutOf, textOf } = batchOf(fourteenthHeldoutLayouts);
const SERBIAN = 'Извештај о испитивању српски';
const CATALAN = "Informe d'assaig en català";
const BONNET = 'Ausdruck auf der Motorhaube, Spiegelungen, Gauß-Krüger daneben';
const CHAT = 'Chat mit weitergeleitetem Foto des Streifens';
const KEYPAD_APP = 'App-Eingabemaske dunkel mit Zifferntastatur';
const ABORTED = 'Streifen mit abgebrochener Messung und Wiederholung';
const SUBSCRIPTS = 'Gutachten mit tiefgestellten Indizes';
const FOLDER = 'Prüfmappe: Kalibrierschein neben Protokoll';
const DIARY = 'Taschenkalender-Tagesseite mit Eintrag';
const GALLERY = 'Galerie-Details: Displayfoto mit EXIF-Daten';

const pointClock = (t: HeldoutTruth) => `${two(t.hour)}.${two(t.minute)}`;
/** The test's date and clock exactly as each layout prints them. */
const printedDateAndClock: Record<string, (t: HeldoutTruth) => [string, string]> = {
  [SERBIAN]: (t) => [`${t.day}. ${MONTHS_SR[t.month - 1]} ${t.year}. године`, `${pointClock(t)} ч`],
  [CATALAN]: (t) => [`${t.day} ${MONTHS_CA[t.month - 1]} de ${t.year}`, `Hora\n${testClock(t)} h`],
  [BONNET]: (t) => [german(t), `${german(t)} / ${withSeconds(t)}`],
  [CHAT]: (t) => [`DATE   ${t.year}.${two(t.month)}.${two(t.day)}`, `TIME   ${withSeconds(t)}`],
  [KEYPAD_APP]: (t) => [german(t), `Uhrzeit\n${testClock(t)}`],
  [ABORTED]: (t) => [`Datum ${german(t)}`, `Zeit  ${withSeconds(t)}`],
  [SUBSCRIPTS]: (t) => [german(t), `${german(t)}, ${testClock(t)}`],
  [FOLDER]: (t) => [`Datum\n${german(t)}`, `Uhrzeit\n${testClock(t)} Uhr`],
  [DIARY]: (t) => [`${MONTHS_DE[t.month - 1]} ${t.year}\nKW`, `${pointClock(t)} MP`],
  [GALLERY]: (t) => [german(t), `${german(t)}   ${testClock(t)}`],
};

describe('fourteenth batch of held-out layouts (the generator)', () => {
  it('adds ten new layouts after the hundred and thirty before, seven shots each, earlier seeds unchanged', () => {
    // Names, places and seeds (1000 + 100 · layout + shot) of this batch and of the layouts before
    // it; seventy cases from seed 14000, in the set right after the first 910: held out when written
    // (first measured in decision 0785), development since decision 0787 like every batch before it.
    expect(expectHeldoutBatchAt(fourteenthHeldoutLayouts, 130, 'development')).toEqual(cases);
    expect(
      heldoutTestSet()
        .slice(0, 980)
        .filter((testCase) => testCase.half === 'heldout'),
    ).toHaveLength(0);
    expect(Object.keys(printedDateAndClock).sort()).toEqual([...fourteenthNames].sort());
  });

  it('expects what was printed: Evd, the test’s date and time, and the position', () => {
    expectPrintedAnswers(cases, layoutOf, printedDateAndClock);
  });

  it('prints numbers of other quantities near Evd and dates or clocks that are not the test’s', () => {
    // The single settlements or their mean, s/v, a required value, another date or clock.
    expectTrapsOnFlatShots(cases, textOf, /s\/v|S\/V/, /≥\s*\d+|>=\s*\d+/);
  });

  it('writes each layout’s own notation: languages, bonnet, chat, number pad, aborted test, subscripts, folder, diary, gallery', () => {
    for (const { testCase, truth, drawing, text } of drawnCases(flatShots, layoutOf)) {
      const value = evdText(truth.evd);
      const cells = drawing.lines.flatMap((l) => l.cells.map((cell) => cell.text));
      switch (testCase.layout) {
        case SERBIAN:
          // Cyrillic С (север) and И (исток) after decimal-comma minutes with primes.
          expect(text).toMatch(/\d+° \d{2},\d{4}′ С {3}\d+° \d{2},\d{4}′ И/);
          expect(text).toContain(serbianDate(truth));
          expect(text).toMatch(/Одштампано: \d{2}\.\d{2}\.\d{4}\. у 08\.10 ч/);
          expect(text).not.toContain(`Одштампано: ${german(truth)}`);
          break;
        case CATALAN:
          expect(text).toContain(catalanDate(truth));
          expect(text).toMatch(/N \d+° \d{2}' \d{2},\d'' {3}E \d+° \d{2}' \d{2},\d''/);
          expect(text).toMatch(/Imprès el \d{2}\/\d{2}\/\d{4} a les 09:10/);
          expect(text).not.toContain(`Imprès el ${two(truth.day)}/${two(truth.month)}/${truth.year}`);
          break;
        case BONNET: {
          // The paper is the first figure, under the text; the reflections the last, over it; every
          // cell stands on the paper (its left edge at 8 % of the width, the text from 12 %).
          expect(drawing.background).toBe('rgb(30,46,78)');
          expect(drawing.lines[0]!.figure && drawing.lines[0]!.cells.length === 0).toBe(true);
          expect(drawing.lines.at(-1)!.figure && drawing.lines.at(-1)!.cells.length === 0).toBe(true);
          for (const l of drawing.lines) for (const cell of l.cells) expect(cell.at ?? 0).toBeGreaterThanOrEqual(0.12);
          expect(text).toMatch(/R \d{7},\d{2} {3}H \d{7},\d{2}/);
          expect(text).toContain(`Evd\n${value} MN/m²`);
          break;
        }
        case CHAT: {
          // The strip is a photo in the chat: its text is only in the figure; the chat's own date has
          // no year and its clocks are later than the test's.
          const strip = forwardedStrip(truth);
          expect(cells.join('\n')).not.toContain(truth.evd.toFixed(1));
          expect(printedText(strip)).toContain(`EVD    ${truth.evd.toFixed(1)} MN/m2`);
          expect(printedText(strip)).toContain(`DATE   ${dottedYearFirst(truth)}`);
          expect(text).toContain(`${truth.day}. ${MONTHS_DE[truth.month - 1]}`);
          const clocks = cells.filter((cell) => /^\d{2}:\d{2}/.test(cell)).map((cell) => cell.slice(0, 5));
          expect(clocks).toHaveLength(2);
          for (const clock of clocks) expect(clock > testClock(truth)).toBe(true);
          break;
        }
        case KEYPAD_APP: {
          expect(drawing.display).toBeDefined();
          expect(text).toContain(`Evd [MN/m²]\n${value}`);
          expect(text).toContain(
            KEYPAD.flat()
              .map(([digit]) => digit)
              .join(' '),
          );
          const status = drawing.lines[0]!.cells[0]!.text;
          expect(status > testClock(truth)).toBe(true);
          break;
        }
        case ABORTED: {
          // The aborted measurement: earlier, its own number, one drop, no Evd.
          const aborted = abortedMeasurement(truth);
          expect(text).toContain('MESSUNG ABGEBROCHEN\nEvd   ---,- MN/m2');
          expect(text).toContain(`Messung ${String(aborted.number).padStart(4, '0')}\nZeit  ${aborted.clock}`);
          expect(text).toContain(`Messung ${String(aborted.number + 1).padStart(4, '0')}\nZeit  ${withSeconds(truth)}`);
          expect(aborted.clock < withSeconds(truth)).toBe(true);
          expect(decimals(text)).toContain(aborted.drop);
          expect(text).toContain(`Evd   ${value} MN/m2`);
          break;
        }
        case SUBSCRIPTS: {
          // "Evd" only in the typeset lines (E with a lowered "vd"), never as plain text.
          expect(cells.join('\n')).not.toMatch(/Evd|Ev2/);
          expect(text).toContain(`Evd = ${value} MN/m² ist die Anforderung Evd,erf = 45 MN/m²`);
          expect(text).toContain('Ev2/Ev1 ≤ 2,3');
          expect(cells).toContain(value);
          break;
        }
        case FOLDER: {
          // The certificate's reference moduli and readings beside the test's one Evd.
          for (const [reference, reading] of CALIBRATION_ROWS) {
            expect(text).toContain(`${reference.toFixed(1).replace('.', ',')} MN/m²`);
            expect(text).toContain(reading.toFixed(1).replace('.', ','));
          }
          expect(text).toContain(`Evd\n${value} MN/m²`);
          expect(text).toMatch(/Gültig bis\n\d{2}\.\d{2}\.\d{4}/);
          expect(drawing.lines[0]!.figure).toBeDefined();
          break;
        }
        case DIARY: {
          // The date is the printed head (month and year, the big day), the test written in its hour.
          expect(text).toContain(`\n${truth.day}\n${WEEKDAYS_DE[weekday(truth)]} · ${dayOfYear(truth)}. Tag`);
          const testRow = drawing.lines.find((l) => l.cells[0]?.text === String(truth.hour))!;
          expect(testRow.cells[1]!.text.startsWith(`${pointClock(truth)} MP`)).toBe(true);
          expect(text).toContain(`→ Evd = ${value} MN/m²`);
          for (const [hour] of diaryEntries(truth)) expect(hour < truth.hour || hour > truth.hour + 2).toBe(true);
          expect(text).toContain(diaryNote(truth));
          break;
        }
        case GALLERY: {
          // The photo's own details: taken minutes later, the file name's date and clock run
          // together, the phone's place tens of metres from the device's position.
          const display = printedText(photographedDisplay(truth));
          expect(display).toContain(`${value} MN/m²`);
          expect(text).toMatch(new RegExp(`IMG_${iso(truth).replace(/-/g, '')}_\\d{6}\\.jpg`));
          expect(photoFileName(truth, 5)).toMatch(/^IMG_\d{8}_\d{6}\.jpg$/);
          const where = photoLocation(truth);
          const [lat, lng] = [Number(where.lat.replace(',', '.')), Number(where.lng.replace(',', '.'))];
          const metres = Math.hypot(
            (lat - truth.lat) * 111_000,
            (lng - truth.lng) * 111_000 * Math.cos((truth.lat * Math.PI) / 180),
          );
          expect(metres).toBeGreaterThan(20);
          expect(metres).toBeLessThan(100);
          break;
        }
      }
    }
  });

  it('renders every drawing with no text in the margins or over another cell', async () => {
    await expectCleanDrawings(cases, layoutOf);
    // The strip and the display photographed inside the chat and the gallery are clean as well.
    for (const testCase of flatShots) {
      const truth = truthFor(testCase.seed);
      for (const inner of [forwardedStrip(truth), photographedDisplay(truth)]) {
        expect(overlappingCells(inner), testCase.name).toEqual([]);
        expect(await inkInMargins(inner), testCase.name).toBe(0);
      }
    }
  });

  it('photographs one layout all seven ways', async () => {
    await expectSevenPhotographs(cases.filter((c) => c.layout === BONNET));
  });
});
