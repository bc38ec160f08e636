// Checks the generator of the fifteenth batch of held-out layouts, not the reader: every layout
// renders and is photographed, no text runs into the margins or over another cell (also on the
// protocol, displays and tickets drawn inside the call, the gravel, the table and the collage), the
// layouts are new, each expected answer agrees with what was printed and with the values it was
// drawn from, and the traps are on the page.
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
  testClock,
  withSeconds,
} from './heldout-answer-checks.js';
import { decimals, inkInMargins, overlappingCells, printedText } from './heldout-drawing-checks.js';
import { two, type HeldoutTruth } from './heldout-layouts.js';
import { heldoutTestSet, truthFor } from './heldout-set.js';
import {
  MONTHS_NO,
  MONTHS_RU,
  WEEKDAYS_NO,
  callTimer,
  densityTest,
  densityTicket,
  dialogSays,
  dropWeightStrip,
  fifteenthHeldoutLayouts,
  gpsPage,
  gravelDisplay,
  mojibake,
  norwegianDate,
  plateWarning,
  resultPage,
  russianDate,
  sharedProtocol,
  stickerText,
} from './fifteenth-heldout-layouts.js';
import { weekday } from './fourth-heldout-layouts.js';

const { names: fifteenthNames, cases, flatShots, layoutOf, textOf } = batchOf(fifteenthHeldoutLayouts);
const RUSSIAN = 'Протокол испытания по-русски';
const NORWEGIAN = 'Prøvingsrapport på norsk';
const CALL = 'Videokonferenz mit geteiltem Prüfprotokoll';
const PAGE_BREAK = 'PDF-Ansicht über den Seitenumbruch';
const GARBLED = 'Browser-Ausdruck mit zerschossenen Umlauten';
const DIALOG = 'Ergebnisanzeige mit Warndialog Plattenneigung';
const GRAVEL = 'Handgerät auf dem Schotter, Display klein im Bild';
const DRAFT = 'Vorabzug mit Wasserzeichen ENTWURF';
const TWO_TICKETS = 'Fallgewicht-Streifen neben Isotopensonden-Beleg';
const COLLAGE = 'Collage: Ergebnisseite und GPS-Seite des Displays';

/** The test's date and clock exactly as each layout prints them. */
const printedDateAndClock: Record<string, (t: HeldoutTruth) => [string, string]> = {
  [RUSSIAN]: (t) => [`${t.day} ${MONTHS_RU[t.month - 1]} ${t.year} г.`, `${t.hour} ч ${two(t.minute)} мин`],
  [NORWEGIAN]: (t) => [`${t.day}. ${MONTHS_NO[t.month - 1]} ${t.year}`, `kl. ${two(t.hour)}.${two(t.minute)}`],
  [CALL]: (t) => [`Datum\n${german(t)}`, `Uhrzeit\n${withSeconds(t)}`],
  [PAGE_BREAK]: (t) => [`Prüfdatum\n${german(t)}`, `Uhrzeit\n${testClock(t)} Uhr`],
  [GARBLED]: (t) => [`PrÃ¼fdatum\n${german(t)}`, `Uhrzeit\n${withSeconds(t)}`],
  [DIALOG]: (t) => [german(t), `${german(t)}   ${withSeconds(t)}`],
  [GRAVEL]: (t) => [german(t), `${german(t)} ${testClock(t)}`],
  [DRAFT]: (t) => [german(t), `${german(t)}, ${testClock(t)} Uhr`],
  [TWO_TICKETS]: (t) => [`Datum ${german(t)}`, `Zeit  ${withSeconds(t)}`],
  [COLLAGE]: (t) => [german(t), `${german(t)}  ${withSeconds(t)}`],
};

/** The cells' texts of a drawing, in order. */
const cellTexts = (lines: { cells: { text: string }[] }[]) => lines.flatMap((l) => l.cells.map((cell) => cell.text));

describe('fifteenth batch of held-out layouts (the generator)', () => {
  it('adds ten new layouts after the hundred and forty before, seven shots each, earlier seeds unchanged', () => {
    // Names, places and seeds (1000 + 100 · layout + shot) of this batch and of the layouts before
    // it; seventy cases from seed 15000, in the set right after the first 980: held out when written
    // (first measured in decision 0790), development since decision 0791 like every batch before it.
    expect(expectHeldoutBatchAt(fifteenthHeldoutLayouts, 140, 'development')).toEqual(cases);
    expect(
      heldoutTestSet()
        .slice(0, 1050)
        .filter((testCase) => testCase.half === 'heldout'),
    ).toHaveLength(0);
    expect(Object.keys(printedDateAndClock).sort()).toEqual([...fifteenthNames].sort());
  });

  it('expects what was printed: Evd, the test’s date and time, and the position', () => {
    expectPrintedAnswers(cases, layoutOf, printedDateAndClock);
  });

  it('prints numbers of other quantities near Evd and dates or clocks that are not the test’s', () => {
    // The single settlements or their mean, s/v, a required value (garbled "â‰¥" on the browser's
    // page), another date or clock.
    expectTrapsOnFlatShots(cases, textOf, /s\/v|S\/V/, /(≥|>=|â‰¥)\s*\d+/);
  });

  it('writes each layout’s own notation: languages, call, page break, garbled signs, dialog, gravel, draft, tickets, collage', () => {
    for (const { testCase, truth, drawing, text } of drawnCases(flatShots, layoutOf)) {
      const value = evdText(truth.evd);
      const cells = cellTexts(drawing.lines);
      switch (testCase.layout) {
        case RUSSIAN:
          // Seconds with primes and a decimal comma, "с. ш." / "в. д.", Evd in Cyrillic МПа.
          expect(text).toMatch(/\d+°\d{2}′\d{2},\d″ с\. ш\. {3}\d+°\d{2}′\d{2},\d″ в\. д\./);
          expect(text).toContain(russianDate(truth));
          expect(text).toContain(`Evd\n${value} МПа`);
          expect(text).toMatch(/Распечатано: \d{2}\.\d{2}\.\d{4} в 07:50/);
          expect(text).not.toContain(`Распечатано: ${german(truth)}`);
          break;
        case NORWEGIAN: {
          expect(text).toContain(norwegianDate(truth));
          expect(norwegianDate(truth).startsWith(WEEKDAYS_NO[weekday(truth)]!)).toBe(true);
          expect(text).toMatch(/\d+,\d{6}° N {3}\d+,\d{6}° Ø/);
          expect(text).toMatch(/UTM sone \d{2}[A-Z]\nN \d{7} {3}Ø \d{6}/);
          expect(text).toMatch(/Skrevet ut \d{2}\.\d{2}\.\d{4} kl\. 08\.05/);
          expect(text).not.toContain(`Skrevet ut ${german(truth)}`);
          break;
        }
        case CALL: {
          // The protocol is only inside the shared window; the call's timer and the taskbar's clock
          // and date are not the test's.
          expect(cells.join('\n')).not.toContain(value);
          expect(printedText(sharedProtocol(truth))).toContain(`Evd\n${value} MN/m²`);
          expect(cells).toContain(callTimer(truth));
          expect(callTimer(truth)).not.toBe(testClock(truth));
          const taskbar = cells.at(-1)!;
          expect(taskbar).toMatch(/^\d{2}:\d{2} {3}\d{2}\.\d{2}\.\d{4}$/);
          expect(taskbar).not.toContain(german(truth));
          break;
        }
        case PAGE_BREAK: {
          // The date on page 1 above its footer, the Evd on page 2 under the running header.
          const footer = cells.indexOf('Seite 1 von 2');
          expect(cells.indexOf(german(truth))).toBeLessThan(footer);
          expect(cells.indexOf(`${value} MN/m²`)).toBeGreaterThan(footer);
          const header = cells.find((cell) => cell.endsWith('(Fortsetzung)'))!;
          expect(cells.indexOf(header)).toBeGreaterThan(footer);
          expect(header).not.toContain(german(truth));
          break;
        }
        case GARBLED: {
          // Every sign beyond ASCII garbled the same way: no ü, ä, ≥ or – left and ° and ² only
          // after the "Â" of their garbled forms; the browser's header with a two-digit year and its
          // own clock.
          const page = cells.join('\n');
          for (const sign of ['ü', 'ä', '°', '²', '≥', '–']) {
            expect(page.replace(/Â[°²·]/g, '')).not.toContain(sign);
            expect(page).toContain(mojibake(sign));
          }
          expect(text).toContain(`${value} MN/mÂ²`);
          expect(text).toMatch(/\d+Â° \d{2}\.\d{4}' N/);
          expect(mojibake('Prüfdatum ≥ 45 MN/m²')).toBe('PrÃ¼fdatum â‰¥ 45 MN/mÂ²');
          expect(cells[0]).toMatch(/^\d{2}\.\d{2}\.\d{2}, 08:\d{2}$/);
          expect(cells[0]).not.toContain(`${two(truth.day)}.${two(truth.month)}.`);
          break;
        }
        case DIALOG: {
          // The dialog is the last line, drawn over the text; its degrees are the plate's tilt.
          const last = drawing.lines.at(-1)!;
          expect(last.figure?.lines).toBe(0);
          expect(last.figure?.says).toBe(dialogSays(truth));
          expect(dialogSays(truth)).toContain(`Plattenneigung ${plateWarning(truth).tilt}°`);
          expect(cells).toContain(`${value} MN/m²`);
          expect(cells.join('\n')).not.toContain('SPEICHERN');
          expect(cells[0]! > testClock(truth)).toBe(true);
          break;
        }
        case GRAVEL: {
          // Only a photo: the display's text, the sticker and the sprayed number are in the figure.
          expect(cells).toEqual([]);
          expect(printedText(gravelDisplay(truth))).toContain(`Evd ${truth.evd.toFixed(1)}\nMN/m²`);
          expect(text).toContain(stickerText(truth));
          expect(stickerText(truth)).toMatch(/^Kalibriert \d{2}\/\d{4} · nächste \d{2}\/\d{4}$/);
          break;
        }
        case DRAFT: {
          const last = drawing.lines.at(-1)!;
          expect(last.figure?.lines).toBe(0);
          expect(last.figure?.says).toBe('ENTWURF');
          expect(text).toMatch(/VORABZUG vom \d{2}\.\d{2}\.\d{4} – nicht zur Abnahme/);
          expect(text).not.toContain(`VORABZUG vom ${german(truth)}`);
          expect(text).toMatch(/Breite \d+,\d{5}° {2}\/ {2}Länge \d+,\d{5}°/);
          break;
        }
        case TWO_TICKETS: {
          // Evd only on the drop-weight strip; the density ticket minutes later with DPr and no GPS.
          const ticket = printedText(densityTicket(truth));
          const density = densityTest(truth);
          expect(printedText(dropWeightStrip(truth))).toContain(`Evd ${value} MN/m2`);
          expect(ticket).not.toMatch(/Evd|EVD|°/);
          expect(ticket).toContain(`ZEIT  ${density.clock}`);
          expect(density.clock > withSeconds(truth)).toBe(true);
          expect(decimals(ticket)).toContain(density.compaction);
          expect(density.compaction).toBeGreaterThan(90);
          expect(density.compaction).toBeLessThan(106);
          break;
        }
        case COLLAGE: {
          // The position only on the GPS page of the same measurement; its fix time in UTC.
          const result = printedText(resultPage(truth));
          const gps = printedText(gpsPage(truth));
          expect(result).toContain(`${value} MN/m²`);
          expect(result).not.toMatch(/\d°/);
          expect(gps).toMatch(/Breite\n\d+,\d{6}°\nLänge\n\d+,\d{6}°/);
          expect(gps).toMatch(/\d{2}:\d{2}:\d{2} UTC/);
          expect(gps).not.toContain(withSeconds(truth));
          expect(gps).toContain(`Messung ${result.split('\n')[1]!.replace('Messung ', '')} · GPS`);
          break;
        }
      }
    }
  });

  it('renders every drawing with no text in the margins or over another cell', async () => {
    await expectCleanDrawings(cases, layoutOf);
    // The protocol, displays and tickets drawn inside the call, the gravel, the table and the
    // collage are clean as well.
    for (const testCase of flatShots) {
      const truth = truthFor(testCase.seed);
      for (const inner of [
        sharedProtocol(truth),
        gravelDisplay(truth),
        dropWeightStrip(truth),
        densityTicket(truth),
        resultPage(truth),
        gpsPage(truth),
      ]) {
        expect(overlappingCells(inner), testCase.name).toEqual([]);
        expect(await inkInMargins(inner), testCase.name).toBe(0);
      }
    }
  });

  it('photographs one layout all seven ways', async () => {
    await expectSevenPhotographs(cases.filter((c) => c.layout === GRAVEL));
  });
});
