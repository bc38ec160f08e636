// Checks the generator of the twentieth batch of held-out layouts, not the reader: every layout
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
} from './heldout-answer-checks.js';
import { two, type HeldoutTruth } from './heldout-layouts.js';
import { MONTHS_DE } from './fresh-heldout-layouts.js';
import { weekday } from './fourth-heldout-layouts.js';
import { utm } from './third-heldout-layouts.js';
import {
  MONTHS_HSB,
  MONTHS_KMR,
  WEEKDAYS_HSB,
  WEEKDAYS_KMR,
  calendarEntries,
  clockInWords,
  dateInWords,
  dateTimeGroup,
  droneAt,
  germanDecimal,
  germanNumber,
  monthWeeks,
  subtitleCues,
  twentiethHeldoutLayouts,
  utmRef,
} from './twentieth-heldout-layouts.js';

const { names: twentiethNames, cases, layoutOf, textOf } = batchOf(twentiethHeldoutLayouts);
const SORBIAN = 'Pruwowy protokol hornjoserbsce';
const KURMANJI = 'Rapora ceribandinê bi kurmancî';
const LATEX = 'LaTeX-Quelltext im Online-Editor, siunitx mit Punkt';
const SUBTITLES = 'Untertiteldatei (SRT) im Editor, Zeitcodes mit Komma';
const CALENDAR = 'Wandkalender Monatsansicht, Eintrag im Tagesfeld';
const SIGNATURE = 'PDF mit digitaler Signatur, Zeitstempel mit Versatz in Apostrophen';
const MESSAGE_FORM = 'Vierfachvordruck mit Datum-Zeit-Gruppe und UTMREF';
const FILES = 'Dateiexplorer mit sprechenden Dateinamen und Detailbereich';
const DRONE = 'Drohnenbild mit Telemetrie, Messpunkt beschriftet';
const WORDS = 'Bescheinigung mit Zahlen in Worten';

const NBSP = '\u00a0';
const compact = (t: HeldoutTruth) => `${t.year}${two(t.month)}${two(t.day)}_${two(t.hour)}${two(t.minute)}`;

/** The test's date and clock exactly as each layout prints them. */
const printedDateAndClock: Record<string, (t: HeldoutTruth) => [string, string]> = {
  [SORBIAN]: (t) => [
    `${WEEKDAYS_HSB[weekday(t)]}, ${t.day}. ${MONTHS_HSB[t.month - 1]} ${t.year}`,
    `${testClock(t)} hodź.`,
  ],
  [KURMANJI]: (t) => [
    `${t.day} ${MONTHS_KMR[t.month - 1]} ${t.year}, ${WEEKDAYS_KMR[weekday(t)]}`,
    `saet ${testClock(t)}`,
  ],
  [LATEX]: (t) => [`Geprüft am ${german(t)}`, `um ${testClock(t)}~Uhr`],
  [SUBTITLES]: (t) => [`Heute, ${german(t)}:`, `um ${testClock(t)} Uhr`],
  // The date only as the day's field under the month's name (checked below).
  [CALENDAR]: (t) => [`${MONTHS_DE[t.month - 1]} ${t.year}`, `${testClock(t)} Uhr`],
  [SIGNATURE]: (t) => [`Prüfdatum\n${german(t)}`, `Uhrzeit\n${testClock(t)}`],
  [MESSAGE_FORM]: (t) => [`Messung DTG ${dateTimeGroup(t)}:`, dateTimeGroup(t)],
  [FILES]: (t) => [`_${compact(t)}.pdf`, `LWD_MP`],
  [DRONE]: (t) => [`LWD ${german(t)}`, `${german(t)} ${testClock(t)} Uhr`],
  [WORDS]: (t) => [`dem${NBSP}${german(t)} (${dateInWords(t)})`, `um${NBSP}${testClock(t)}${NBSP}Uhr`],
};

describe('twentieth batch of held-out layouts (the generator)', () => {
  it('adds ten new layouts after the hundred and ninety before, seven shots each, earlier seeds unchanged', () => {
    // Names, places and seeds (1000 + 100 · layout + shot) of this batch and of the layouts before
    // it; seventy held-out cases from seed 20000, right after the first 1,330.
    expect(expectHeldoutBatchAt(twentiethHeldoutLayouts, 190, 'development')).toEqual(cases);
    expect(Object.keys(printedDateAndClock).sort()).toEqual([...twentiethNames].sort());
  });

  it('expects what was printed: Evd, the test’s date and time, and the position', () => {
    expectPrintedAnswers(cases, layoutOf, printedDateAndClock);
  });

  it('prints numbers of other quantities near Evd and dates or clocks that are not the test’s', () => {
    // The single settlements or their mean, s/v, a required value, another date or clock.
    expectTrapsOnFlatShots(cases, textOf, /s\/v/, /(≥|\\geq)\s*(\\SI\{)?\d+/);
  });

  it('writes numbers in German words', () => {
    expect(germanNumber(58)).toBe('achtundfünfzig');
    expect(germanNumber(101)).toBe('einhunderteins');
    expect(germanNumber(110)).toBe('einhundertzehn');
    expect(germanNumber(21)).toBe('einundzwanzig');
    expect(germanNumber(17)).toBe('siebzehn');
    expect(germanDecimal('0,405')).toBe('null Komma vier null fünf');
    const t = { year: 2025, month: 12, day: 5, hour: 14, minute: 3 } as HeldoutTruth;
    expect(dateInWords(t)).toBe('fünften Dezember zweitausendfünfundzwanzig');
    expect(dateInWords({ ...t, day: 1, year: 2024 })).toBe('ersten Dezember zweitausendvierundzwanzig');
    expect(dateInWords({ ...t, day: 27 })).toBe('siebenundzwanzigsten Dezember zweitausendfünfundzwanzig');
    expect(clockInWords(t)).toBe('vierzehn Uhr drei');
    expect(clockInWords({ ...t, minute: 0 })).toBe('vierzehn Uhr');
  });

  it('writes each layout’s own notation', () => {
    for (const { testCase, truth, text } of drawnCases(cases, layoutOf)) {
      const value = evdText(truth.evd);
      const point = truth.evd.toFixed(1);
      switch (testCase.layout) {
        case SORBIAN:
          expect(text).toMatch(/\d+° \d{2},\d{4}′ s\. š\.\nDołhosć\n\d+° \d{2},\d{4}′ w\. d\./);
          expect(text).toMatch(/[ěčćłřš]/);
          expect(text).toContain(`Dynamiski deformaciski modul Evd\n${value} MN/m²`);
          expect(text).toMatch(/Wućišćane \d{2}\.\d{2}\.\d{4} w 07:50 hodź\./);
          expect(text).not.toContain(`Wućišćane ${german(truth)}`);
          break;
        case KURMANJI:
          expect(text).toMatch(/\d{2},\d{5}° Bakur\nDirêjî\n\d{1,2},\d{5}° Rojhilat/);
          expect(text).toMatch(/[êîûçş]/);
          expect(text).toContain(`Modula deformasyonê Evd\n${value} MN/m²`);
          expect(text).not.toContain(`Hate çapkirin ${german(truth)}`);
          break;
        case LATEX:
          // siunitx: a point in the source, a comma only in the package option.
          expect(text).toContain(`$\\Evd$ & ${point} & \\si{MN/m^2}`);
          expect(text).toContain('output-decimal-marker={,}');
          expect(text).toMatch(/Lage \\ang\{\d+;\d{2};\d{2}\.\d\}~N, \\ang\{\d+;\d{2};\d{2}\.\d\}~O\./);
          expect(text).toMatch(/\\date\{\d{1,2}\.~\p{L}+ \d{4}\}/u);
          expect(text).not.toContain(`Zuletzt kompiliert ${german(truth)}`);
          break;
        case SUBTITLES: {
          const cues = subtitleCues(truth);
          expect(cues.map(([number]) => number)).toEqual([1, 2, 3, 4, 5, 6]);
          for (const [, times] of cues) expect(times).toMatch(/^\d{2}:\d{2}:\d{2},\d{3} --> \d{2}:\d{2}:\d{2},\d{3}$/);
          // Cue by cue later, each ending after it starts.
          const ms = (code: string) => {
            const [h, m, s] = code.replace(',', '.').split(':').map(Number);
            return (h! * 60 + m!) * 60 + s!;
          };
          cues.forEach(([, times], index) => {
            const [from, to] = times.split(' --> ');
            expect(ms(to!)).toBeGreaterThan(ms(from!));
            if (index > 0) expect(ms(from!)).toBeGreaterThan(ms(cues[index - 1]![1].split(' --> ')[1]!));
          });
          expect(text).toContain(`Evd = ${value} MN/m²`);
          expect(text).toMatch(/Lage \d{2}\.\d{6} N, \d{1,2}\.\d{6} O/);
          break;
        }
        case CALENDAR: {
          // The test's four lines stand in its day's column, in the week row of its day.
          const drawing = layoutOf(CALENDAR).draw(truth);
          const dayLine = drawing.lines.findIndex((l) => l.cells.some((cell) => cell.text === String(truth.day)));
          const dayCell = drawing.lines[dayLine]!.cells.find((cell) => cell.text === String(truth.day))!;
          const entry = calendarEntries(truth).get(truth.day)!;
          entry.forEach((row, index) => {
            const cell = drawing.lines[dayLine + 1 + index]!.cells.find((c) => c.text === row);
            expect(cell?.at, row).toBe(dayCell.at);
          });
          expect(entry[2]).toBe(`Evd ${value} MN/m²`);
          expect(calendarEntries(truth).size).toBe(4);
          const weeks = monthWeeks(truth.year, truth.month);
          expect(weeks.flat().filter((day) => day > 0)).toHaveLength(
            new Date(Date.UTC(truth.year, truth.month, 0)).getUTCDate(),
          );
          expect(text).toMatch(/KW \d{1,2}/);
          expect(text).toContain(`zum ${truth.day}.:`);
          expect(text).toMatch(/N \d{2}° \d{2}\.\d{4}' {2}E \d{1,2}° \d{2}\.\d{4}'/);
          break;
        }
        case SIGNATURE:
          expect(text).toMatch(/Datum: \d{4}\.\d{2}\.\d{2} 09:\d{2}:\d{2} \+0[12]'00'/);
          expect(text).not.toContain(`Datum: ${truth.year}.${two(truth.month)}.${two(truth.day)} `);
          expect(text).toContain(`Evd\n${value} MN/m²`);
          // The panel's lines stand beside the page's: latitude and longitude on lines of their own.
          expect(text).toMatch(/^\d+° \d{2}' \d{2},\d" N$/m);
          expect(text).toMatch(/^\d+° \d{2}' \d{2},\d" O$/m);
          break;
        case MESSAGE_FORM: {
          const group = dateTimeGroup(truth);
          expect(group).toMatch(/^\d{6}[AB](jan|feb|mär|apr|mai|jun|jul|aug|sep|okt|nov|dez)\d{2}$/);
          expect(group.slice(6, 7)).toBe(truth.month >= 4 && truth.month <= 10 ? 'B' : 'A');
          expect(text).toContain(`Evd = ${value} MN/m²`);
          expect(text).toMatch(/Annahme\n\d{6}[AB]/);
          expect(text).not.toContain(`Annahme\n${group}`);
          // UTMREF: the zone and band, the square's letters and the UTM digits below 100 km.
          const ref = utmRef(truth.lat, truth.lng);
          const { zone, easting, northing } = utm(truth.lat, truth.lng);
          expect(ref).toBe(
            `${zone} ${ref.split(' ')[1]} ${String(easting % 100_000).padStart(5, '0')} ${String(northing % 100_000).padStart(5, '0')}`,
          );
          expect(ref).toMatch(/^3[23][TU] [A-HJ-NP-Z][A-HJ-NP-V] \d{5} \d{5}$/);
          expect(text).toContain(`UTMREF ${ref}`);
          expect(text).toMatch(/= \d{2},\d{5}° N, \d{1,2},\d{5}° O/);
          break;
        }
        case FILES: {
          // The selected file's name is the only place of the test's clock; its neighbours are other tests.
          const names = [...text.matchAll(/LWD_MP\d+_(\d{8})_(\d{4})\.pdf/g)].map((m) => m[2]);
          expect(names.filter((clock) => clock === `${two(truth.hour)}${two(truth.minute)}`)).toHaveLength(2);
          expect(new Set(names).size).toBe(3);
          expect(text).toContain(`Evd ${value} MN/m²`);
          expect(text).toMatch(/Lage \d{2}\.\d{5} N; \d{1,2}\.\d{5} E/);
          expect(text).not.toContain(`Erstellt\n${german(truth)} ${testClock(truth)}`);
          break;
        }
        case DRONE: {
          // The drone's own position is some tens of metres away and printed with other decimals.
          const drone = droneAt(truth);
          const metres = Math.hypot((drone.lat - truth.lat) * 111_000, (drone.lng - truth.lng) * 70_000);
          expect(metres).toBeGreaterThan(25);
          expect(metres).toBeLessThan(90);
          expect(text).toContain(`Drohne ${drone.lat.toFixed(6)} ${drone.lng.toFixed(6)}`);
          expect(text).toContain(`Evd ${value} MN/m²`);
          expect(text).toMatch(/Lage \d{2},\d{5}° N, \d{1,2},\d{5}° O/);
          expect(text).toMatch(new RegExp(`${isoDate(truth)} \\d{2}:\\d{2}:\\d{2}`));
          expect(text).not.toContain(`${isoDate(truth)} ${testClock(truth)}`);
          break;
        }
        case WORDS:
          expect(text).toContain(`Evd${NBSP}=${NBSP}${value}${NBSP}MN/m²`);
          expect(text.replace(/\n/g, ' ')).toContain(`(in Worten: ${germanDecimal(value)} Meganewton`);
          expect(text.replace(/\n/g, ' ')).toContain(`(${clockInWords(truth)})`);
          expect(text).toMatch(/\d+°\u00a0\d{2},\d{4}'\u00a0N/);
          expect(text).not.toContain(`Dresden, den ${german(truth)}`);
          break;
      }
      // The date-time group writes the year with two digits only; every other layout with four.
      expect(text).toContain(testCase.layout === MESSAGE_FORM ? String(truth.year).slice(2) : String(truth.year));
    }
  });

  it('renders every drawing with no text in the margins or over another cell', async () => {
    await expectCleanDrawings(cases, layoutOf);
  }, 60_000);

  it('photographs the drone’s picture all seven ways', async () => {
    await expectSevenPhotographs(cases.filter((testCase) => testCase.layout === DRONE));
  }, 60_000);
});
