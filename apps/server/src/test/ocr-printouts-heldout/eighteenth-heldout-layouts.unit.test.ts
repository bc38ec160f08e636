// Checks the generator of the eighteenth batch of held-out layouts, not the reader: every layout
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
import {
  MONTHS_CY,
  MONTHS_IS,
  MONTHS_MT,
  WEEKDAYS_IS,
  WEEKDAYS_MT,
  eighteenthHeldoutLayouts,
  icsLines,
  isoWeekOf,
  pencilled,
  timesheetDays,
  translationPanes,
} from './eighteenth-heldout-layouts.js';
import { weekday } from './fourth-heldout-layouts.js';
import { MONTHS_DE } from './fresh-heldout-layouts.js';

const { names: eighteenthNames, cases, layoutOf, textOf } = batchOf(eighteenthHeldoutLayouts);
const ICELANDIC = 'Prófunarskýrsla á íslensku';
const MALTESE = 'Rapport tat-test bil-Malti';
const VOICE = 'Sprachnachricht mit Transkript im Messenger';
const ICS = 'Kalendereintrag als iCalendar-Datei im Editor';
const TIMESHEET = 'Stundenzettel Prüftechniker, ISO-Woche, Prüfeintrag';
const TRANSLATION = 'Übersetzungs-App über US-Ausdruck, 12-Stunden-Uhr';
const TYPEWRITER = 'Schreibmaschinenbericht mit Übertippungen, Grad ausgeschrieben';
const WELSH = 'Adroddiad prawf dwyieithog Cymraeg/English, wythnos ISO';
const TICKET = 'Mängelticket im Ticketsystem mit Kommentaren';
const PENCIL = 'Ausdruck mit Bleistift-Nachrechnung am Rand';

const basic = (t: HeldoutTruth) => `${t.year}${two(t.month)}${two(t.day)}T${two(t.hour)}${two(t.minute)}`;
const twelve = (t: HeldoutTruth) =>
  `${t.hour % 12 === 0 ? 12 : t.hour % 12}:${two(t.minute)} ${t.hour < 12 ? 'AM' : 'PM'}`;

/** The test's date and clock exactly as each layout prints them. */
const printedDateAndClock: Record<string, (t: HeldoutTruth) => [string, string]> = {
  [ICELANDIC]: (t) => [
    `${WEEKDAYS_IS[weekday(t)]} ${t.day}. ${MONTHS_IS[t.month - 1]} ${t.year}`,
    `kl. ${testClock(t)}`,
  ],
  [MALTESE]: (t) => [
    `${WEEKDAYS_MT[weekday(t)]}, ${t.day} ta' ${MONTHS_MT[t.month - 1]} ${t.year}`,
    `fil-${testClock(t)}`,
  ],
  [VOICE]: (t) => [`gemessen am\n${t.day}.${t.month}.${t.year}`, `${t.year} um ${testClock(t)} Uhr`],
  [ICS]: (t) => [`DTSTART;TZID=Europe/Berlin:${basic(t)}`, `DTSTART;TZID=Europe/Berlin:${basic(t)}`],
  [TIMESHEET]: (t) => [german(t), `, ${testClock(t)} Uhr`],
  [TRANSLATION]: (t) => [`Test date (MM/DD/YYYY): ${two(t.month)}/${two(t.day)}/${t.year}`, `Time: ${twelve(t)}\n`],
  [TYPEWRITER]: (t) => [
    `Pruefung am ${t.day}. ${MONTHS_DE[t.month - 1]} ${t.year}`,
    `${t.year}, ${t.hour}.${two(t.minute)} Uhr`,
  ],
  [WELSH]: (t) => [`${t.day} ${MONTHS_CY[t.month - 1]} ${t.year} /`, `Time\n${withSeconds(t)}`],
  [TICKET]: (t) => [`Prüfung\n${german(t)}`, `${german(t)}, ${testClock(t)} Uhr`],
  [PENCIL]: (t) => [`Datum\n${german(t)}`, `Uhrzeit\n${testClock(t)} Uhr`],
};

describe('eighteenth batch of held-out layouts (the generator)', () => {
  it('adds ten new layouts after the hundred and seventy before, seven shots each, earlier seeds unchanged', () => {
    // Names, places and seeds (1000 + 100 · layout + shot) of this batch and of the layouts before
    // it; seventy held-out cases from seed 18000, right after the first 1,190.
    expect(expectHeldoutBatchAt(eighteenthHeldoutLayouts, 170, 'development')).toEqual(cases);
    expect(Object.keys(printedDateAndClock).sort()).toEqual([...eighteenthNames].sort());
  });

  it('expects what was printed: Evd, the test’s date and time, and the position', () => {
    expectPrintedAnswers(cases, layoutOf, printedDateAndClock);
  });

  it('prints numbers of other quantities near Evd and dates or clocks that are not the test’s', () => {
    // The single settlements or their mean, s/v, a required value, another date or clock.
    expectTrapsOnFlatShots(cases, textOf, /s\/v|S\/V/, /(≥|>=)\s*\d+/);
  });

  it('writes each layout’s own notation', () => {
    for (const { testCase, truth, text } of drawnCases(cases, layoutOf)) {
      const value = evdText(truth.evd);
      switch (testCase.layout) {
        case ICELANDIC:
          expect(text).toMatch(/\d+° \d{2},\d{4}' N\nLengdargráða\n\d+° \d{2},\d{4}' A/);
          expect(text).toMatch(/[þð]/);
          expect(text).toMatch(/Prentað \d{2}\.\d{2}\.\d{4} kl\. 07:45/);
          expect(text).not.toContain(`Prentað ${german(truth)}`);
          break;
        case MALTESE:
          expect(text).toMatch(/[ħġċż]/);
          expect(text).toMatch(/\d+° \d{2}' \d{2}\.\d" N\nLonġitudni\n\d+° \d{2}' \d{2}\.\d" E/);
          expect(text).toContain(`Modulu dinamiku Evd\n${value} MN/m²`);
          expect(text).not.toContain(`Stampat fl-${german(truth)}`);
          break;
        case VOICE: {
          // The values only in the transcript; the message sent 38 minutes after the test.
          expect(text).toContain(`Evd ${value} Meganewton`);
          expect(text).toMatch(/\d{2},\d{6}\nNord und \d{1,2},\d{6} Ost/);
          const sent = truth.hour * 60 + truth.minute + 38;
          expect(text).toContain(`${two(Math.floor(sent / 60) % 24)}:${two(sent % 60)} ✓✓`);
          break;
        }
        case ICS: {
          // Folded lines start with a space and are at most 75 characters; the stamp in UTC is later.
          const lines = icsLines(truth);
          expect(lines.every((l) => l.length <= 75)).toBe(true);
          expect(lines.filter((l) => l.startsWith(' ')).length).toBeGreaterThanOrEqual(1);
          expect(lines.join('')).toContain(`Evd ${truth.evd.toFixed(1)} MN/m2`);
          expect(text).toMatch(/GEO:\d+\.\d{6};\d+\.\d{6}/);
          const stamp = /DTSTAMP:(\d{8})T061500Z/.exec(text)![1]!;
          expect(Number(stamp)).toBeGreaterThan(Number(basic(truth).slice(0, 8)));
          break;
        }
        case TIMESHEET: {
          // The ISO week holds the test's day; the test's day is one of the rows.
          const days = timesheetDays(truth);
          expect(days.filter((day) => day.isTest)).toHaveLength(1);
          // The test lies inside that day's working hours.
          const test = days.find((day) => day.isTest)!;
          expect(test.start < testClock(truth) && testClock(truth) < test.end, testCase.name).toBe(true);
          const week = isoWeekOf(truth);
          expect(text).toContain(`Woche ${week.year}-W${two(week.week)}`);
          for (const day of days) expect(isoWeekOf(day.day).week).toBe(week.week);
          expect(text).toContain(`Evd\n${value} MN/m²`);
          break;
        }
        case TRANSLATION: {
          // Both panes print the same numbers; the print line is a later day's morning.
          const { english, translated } = translationPanes(truth);
          const numbers = (lines: string[]) => lines.join(' ').match(/\d+[.:/]\d+/g);
          expect(numbers(translated)).toEqual(numbers(english));
          expect(text).toContain(`Dynamic modulus Evd: ${truth.evd.toFixed(1)} MN/m²`);
          expect(text).toMatch(/Printed \d{2}\/\d{2}\/\d{4} 7:12 AM/);
          break;
        }
        case TYPEWRITER:
          expect(text).toMatch(/\d+ Grad \d{2},\d{3} Min\. N, \d+ Grad \d{2},\d{3} Min\. O/);
          expect(text).not.toMatch(/\d ?°/);
          expect(text).toContain('xxxxx');
          expect(text).toContain(`Verformungsmodul Evd ..... ${value} MN/m2`);
          break;
        case WELSH:
          expect(text).toContain(`${truth.day} ${MONTHS_CY[truth.month - 1]} ${truth.year}`);
          expect(text).toMatch(/\n\d{4}-W\d{2}-[1-7]\n/);
          expect(text).toMatch(/\d,\d{3} N/);
          expect(text).toContain(`Dynamic Evd\n${truth.evd.toFixed(1)} MN/m²`);
          break;
        case TICKET:
          expect(text).toMatch(/Erstellt \d{2}\.\d{2}\.\d{4} 07:58/);
          expect(text).toMatch(/Fällig: \d{2}\.\d{2}\.\d{4}/);
          expect(text).toContain(`Evd\n${value} MN/m²`);
          expect(text).toContain('Wassergehalt 8,4 %');
          break;
        case PENCIL:
          // The pencilled quotient is 22,5 / s rounded, within a tenth of the Evd.
          expect(text).toContain(`≈ ${pencilled(truth)}`);
          expect(Math.abs(Number(pencilled(truth).replace(',', '.')) - truth.evd)).toBeLessThanOrEqual(0.15);
          expect(text).toMatch(/N \d+° \d{2}\.\d{4}'\nLänge\nE \d+° \d{2}\.\d{4}'/);
          break;
      }
      expect(text).toContain(isoDate(truth).slice(0, 4));
    }
  });

  it('renders every drawing with no text in the margins or over another cell', async () => {
    await expectCleanDrawings(cases, layoutOf);
  }, 60_000);

  it('photographs the voice message all seven ways', async () => {
    await expectSevenPhotographs(cases.filter((testCase) => testCase.layout === VOICE));
  }, 60_000);
});
