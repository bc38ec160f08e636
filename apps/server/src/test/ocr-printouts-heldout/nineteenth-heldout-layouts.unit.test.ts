// Checks the generator of the nineteenth batch of held-out layouts, not the reader: every layout
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
import { truthFor } from './heldout-set.js';
import {
  MONTHS_AZ,
  MONTHS_GA,
  WEEKDAYS_AZ,
  WEEKDAYS_GA,
  nineteenthHeldoutLayouts,
  offsetOf,
  photoCaptions,
  psqlRecord,
} from './nineteenth-heldout-layouts.js';
import { weekday } from './fourth-heldout-layouts.js';

const { names: nineteenthNames, cases, layoutOf, textOf } = batchOf(nineteenthHeldoutLayouts);
const AZERBAIJANI = 'Sınaq protokolu azərbaycanca';
const IRISH = 'Tuarascáil tástála as Gaeilge';
const PHOTOS = 'Fotodokumentation: vier Bilder mit Bildunterschriften';
const POST = 'Firmenbeitrag im sozialen Netzwerk, Zeiten relativ';
const MARKDOWN = 'Wiki-Seite im Markdown-Quelltext';
const DATABASE = 'Datenbankabfrage im Terminal, Zeitstempel mit UTC-Versatz';
const MINUTES = 'Baubesprechungsprotokoll mit Terminspalte';
const CAR = 'Fahrzeug-Infotainment mit Nachricht neben der Navigation';
const INBOX = 'E-Mail-Posteingang mit Vorschauzeilen und Lesebereich';
const END_OF_ROLL = 'Thermostreifen am Rollenende mit rotem Warnstreifen';

const NBSP = '\u00a0';
const minutesAfter = (t: HeldoutTruth, minutes: number) => {
  const total = (t.hour * 60 + t.minute + minutes) % (24 * 60);
  return `${two(Math.floor(total / 60))}:${two(total % 60)}`;
};

/** The test's date and clock exactly as each layout prints them. */
const printedDateAndClock: Record<string, (t: HeldoutTruth) => [string, string]> = {
  [AZERBAIJANI]: (t) => [
    `${t.day} ${MONTHS_AZ[t.month - 1]} ${t.year}-c`,
    `il, ${WEEKDAYS_AZ[weekday(t)]}\nVaxt\nsaat ${testClock(t)}`,
  ],
  [IRISH]: (t) => [`${WEEKDAYS_GA[weekday(t)]}, ${t.day} ${MONTHS_GA[t.month - 1]} ${t.year}`, `Am\n${testClock(t)}`],
  [PHOTOS]: (t) => [`Prüfung am${NBSP}${german(t)}`, `um${NBSP}${testClock(t)}${NBSP}Uhr`],
  [POST]: (t) => [`Am${NBSP}${german(t)}`, `um${NBSP}${testClock(t)}${NBSP}Uhr`],
  [MARKDOWN]: (t) => [`**Datum:** ${isoDate(t)}`, `**Uhrzeit:** ${testClock(t)} Uhr`],
  [DATABASE]: (t) => [`gemessen_am   | ${isoDate(t)}`, `${isoDate(t)} ${withSeconds(t)}${offsetOf(t)}`],
  [MINUTES]: (t) => [`am${NBSP}${german(t)}`, `${german(t)}${NBSP}um${NBSP}${testClock(t)}${NBSP}Uhr`],
  [CAR]: (t) => [`gemessen ${german(t)}`, `um ${testClock(t)} Uhr: Evd`],
  [INBOX]: (t) => [`Prüfung vom ${german(t)}`, `${german(t)}, ${testClock(t)} Uhr:`],
  [END_OF_ROLL]: (t) => [`DATUM\n${german(t)}`, `ZEIT\n${withSeconds(t)}`],
};

describe('nineteenth batch of held-out layouts (the generator)', () => {
  it('adds ten new layouts after the hundred and eighty before, seven shots each, earlier seeds unchanged', () => {
    // Names, places and seeds (1000 + 100 · layout + shot) of this batch and of the layouts before
    // it; seventy held-out cases from seed 19000, right after the first 1,260.
    expect(expectHeldoutBatchAt(nineteenthHeldoutLayouts, 180, 'development')).toEqual(cases);
    expect(Object.keys(printedDateAndClock).sort()).toEqual([...nineteenthNames].sort());
  });

  it('expects what was printed: Evd, the test’s date and time, and the position', () => {
    expectPrintedAnswers(cases, layoutOf, printedDateAndClock);
  });

  it('prints numbers of other quantities near Evd and dates or clocks that are not the test’s', () => {
    // The single settlements or their mean, s/v, a required value, another date or clock.
    expectTrapsOnFlatShots(cases, textOf, /s\/v|S\/V|sv_ms/, /(≥|>=)\s*\d+/);
  });

  it('writes each layout’s own notation', () => {
    for (const { testCase, truth, text } of drawnCases(cases, layoutOf)) {
      const value = evdText(truth.evd);
      const point = truth.evd.toFixed(1);
      switch (testCase.layout) {
        case AZERBAIJANI:
          // The year's suffix by vowel harmony: 2024 dörd → -cü, 2025 beş → -ci.
          expect(text).toContain(`${truth.year}${truth.year === 2024 ? '-cü' : '-ci'} il`);
          expect(text).toMatch(/\d+° \d{2}' \d{2},\d" şm\. e\.\nUzunluq\n\d+° \d{2}' \d{2},\d" şq\. u\./);
          expect(text).toMatch(/[əşçğ]/);
          expect(text).toContain(`Dinamik deformasiya modulu Evd\n${value} MN/m²`);
          expect(text).not.toContain(`Çap edildi ${german(truth)}`);
          break;
        case IRISH:
          expect(text).toMatch(/\d+° \d{2}\.\d{4}′ T\nDomhanfhad\n\d+° \d{2}\.\d{4}′ O/);
          expect(text).toMatch(/[áéíóú]/);
          expect(text).toMatch(/Priontáilte \d{2}\.\d{2}\.\d{4} ag 08:20/);
          expect(text).not.toContain(`Priontáilte ${german(truth)}`);
          break;
        case PHOTOS: {
          // Only the third caption holds the test; the pictures' own clocks are others.
          const captions = photoCaptions(truth);
          expect(captions.filter((caption) => caption.includes('Evd'))).toHaveLength(1);
          expect(captions[2]).toContain(`Evd${NBSP}=${NBSP}${value}${NBSP}MN/m²`);
          expect(captions[2]).toContain(`aufgenommen ${minutesAfter(truth, 2)} Uhr`);
          expect(text).toContain(`${german(truth)}, ${minutesAfter(truth, -38)} Uhr`);
          expect(text).toMatch(/\d{2},\d{5}°\u00a0N, \d{1,2},\d{5}°\u00a0O/);
          break;
        }
        case POST:
          expect(text).toContain('vor 3 Std.');
          expect(text).toContain(`Evd${NBSP}=${NBSP}${value}${NBSP}MN/m²`);
          expect(text).toMatch(/Ort: \d{2}\.\d{5}° N, \d{1,2}\.\d{5}° E/);
          expect(text).toMatch(/waren es gestern \d{2},\d\./);
          break;
        case MARKDOWN:
          expect(text).toContain(`**${point}** | MN/m²`);
          expect(text).toMatch(/\*\*Lage:\*\* \[\d{2}\.\d{5}, \d{1,2}\.\d{5}\]\[karte\]/);
          expect(text).toMatch(/mlat=\d{2}\.\d{5}&mlon=\d{1,2}\.\d{5}#map=19/);
          expect(text).toMatch(/erstellt: \d{4}-\d{2}-\d{2}T07:12:44\+0[12]:00/);
          break;
        case DATABASE: {
          // psql's expanded display: names padded to the longest, the bar under "+".
          const record = psqlRecord(truth);
          const bar = record[0]!.indexOf('+');
          for (const row of record.slice(1)) expect(row.indexOf('|')).toBe(bar);
          expect(text).toContain(`evd_mn_m2     | ${point}`);
          expect(offsetOf(truth)).toBe(truth.month >= 4 && truth.month <= 10 ? '+02' : '+01');
          expect(text).toMatch(/importiert_am \| \d{4}-\d{2}-\d{2} 06:15:\d{2}\.482\+0[12]/);
          expect(text).toMatch(/Zeit: \d,\d{3} ms/);
          break;
        }
        case MINUTES:
          expect(text).toMatch(/am \d{2}\.\d{2}\.\d{4} von 10:00 bis 11:30 Uhr/);
          expect(text).not.toContain(`am ${german(truth)} von 10:00`);
          expect(text).toContain(`Evd${NBSP}=${NBSP}${value}${NBSP}MN/m²`);
          expect(text).toMatch(/\d+°\u00a0\d{2},\d{4}'\u00a0N,/);
          expect(text).toContain('KW 51');
          break;
        case CAR:
          expect(text).toContain(`empfangen ${minutesAfter(truth, 45)}`);
          expect(text).toContain('Radio 101,3 MHz');
          expect(text).toMatch(/Lage \d{2},\d{5}° N,\n\d{1,2},\d{5}° O\./);
          break;
        case INBOX:
          expect(text).toContain(`Gesendet: ${german(truth)} ${minutesAfter(truth, 16)}`);
          expect(text).toMatch(/ …$/m);
          expect(text).toContain(`Evd\n${value} MN/m²`);
          expect(text).toMatch(/\d+° \d{2}' \d{2},\d" N, \d+° \d{2}' \d{2},\d" O/);
          break;
        case END_OF_ROLL:
          expect(text).toContain(`EVD\n${value} MN/m2`);
          expect(text).toContain(`DRUCK\n${minutesAfter(truth, 1)}`);
          expect(text).toMatch(/^N\n\d+°\d{2}\.\d{4}'\nE\n\d+°\d{2}\.\d{4}'$/m);
          break;
      }
      expect(text).toContain(isoDate(truth).slice(0, 4));
    }
  });

  it('draws the end-of-roll stripe last, over the text', () => {
    for (const testCase of cases.filter((c) => c.layout === END_OF_ROLL)) {
      const lines = layoutOf(END_OF_ROLL).draw(truthFor(testCase.seed)).lines;
      expect(lines.at(-1)!.figure?.lines).toBe(0);
    }
  });

  it('renders every drawing with no text in the margins or over another cell', async () => {
    await expectCleanDrawings(cases, layoutOf);
  }, 60_000);

  it('photographs the car’s screen all seven ways', async () => {
    await expectSevenPhotographs(cases.filter((testCase) => testCase.layout === CAR));
  }, 60_000);
});
