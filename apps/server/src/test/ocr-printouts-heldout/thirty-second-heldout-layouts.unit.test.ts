// Checks the generator of the thirty-second batch of held-out layouts, not the reader: every layout
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
  positionReadBack,
  testClock,
} from './heldout-answer-checks.js';
import { two, type HeldoutTruth } from './heldout-layouts.js';
import {
  aviation,
  dotClock,
  manxDate,
  notamTime,
  plainDate,
  sardinianDate,
  surveySeconds,
  thirtySecondHeldoutLayouts,
  ymdSlash,
} from './thirty-second-heldout-layouts.js';

const { names, cases, layoutOf } = batchOf(thirtySecondHeldoutLayouts);
const textOf = (name: string, seed: number) => batchOf(thirtySecondHeldoutLayouts).textOf(name, seed);
const SARDINIAN = 'Relata de sa proa in sardu';
const MANX = 'Coontey prowal ayns Gaelg';
const GAUGES = 'Pegelprotokoll der Wasserhaltung mit Prüfung der Baugrubensohle';
const LINER = 'Schweißprotokoll der Deponieabdichtung mit Prüfung des Auflagers';
const SEWER = 'Kanal-TV-Inspektionsbericht mit Prüfung der Grabenverfüllung';
const AIRFIELD = 'Baustellenblatt am Verkehrslandeplatz mit NOTAM und Prüfung der Rollwegschulter';
const HOT_WORK = 'Erlaubnisschein für Heißarbeiten mit Brandwache und Prüfeintrag';
const EARTHING = 'Erdungsmessprotokoll mit Prüfung im Graben des Ringerders';
const FENCE = 'Kontrollgang am Amphibienschutzzaun mit Prüfung der Baustraße';
const TREE = 'Baumschutzprotokoll mit Prüfung der lastverteilenden Schicht im Wurzelbereich';

const MONTHS_LONG = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
];
const MONTHS_SHORT = ['Jan.', 'Feb.', 'März', 'Apr.', 'Mai', 'Juni', 'Juli', 'Aug.', 'Sept.', 'Okt.', 'Nov.', 'Dez.'];
const WEEKDAYS = ['So', 'Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa'];
const WEEKDAYS_LONG = ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'];
const dayOfWeek = (t: HeldoutTruth) => new Date(Date.UTC(t.year, t.month - 1, t.day)).getUTCDay();
const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
const testMinutes = (t: HeldoutTruth) => t.hour * 60 + t.minute;

/** The test's date and clock exactly as each layout prints them. */
const printedDateAndClock: Record<string, (t: HeldoutTruth) => [string, string]> = {
  [SARDINIAN]: (t) => [`Data\n${sardinianDate(t)}\n`, `Ora\na sas ${two(t.hour)}.${two(t.minute)}\n`],
  [MANX]: (t) => [`Laa\n${manxDate(t)}\n`, `Traa\nec ${testClock(t)}\n`],
  [GAUGES]: (t) => [`Datum ${german(t)}\n`, `Uhrzeit / Punkt\n${two(t.hour)}.${two(t.minute)} Uhr, MP `],
  [LINER]: (t) => [`Zeitpunkt\n${isoDate(t)} `, `${isoDate(t)} ${testClock(t)}, MP `],
  [SEWER]: (t) => [`Zeitpunkt\n${t.year}/${two(t.month)}/${two(t.day)} `, ` ${testClock(t)}  MP `],
  [AIRFIELD]: (t) => [
    `Datum / Zeit\n${WEEKDAYS[dayOfWeek(t)]} ${t.day}. ${MONTHS_SHORT[t.month - 1]} ${t.year}, `,
    `, ${testClock(t)} Uhr Ortszeit\n`,
  ],
  [HOT_WORK]: (t) => [`Zeitpunkt\n${t.day}.${t.month}.${t.year}, `, `, ${testClock(t)} h, MP `],
  [EARTHING]: (t) => [
    `Datum\n${WEEKDAYS_LONG[dayOfWeek(t)]}, ${german(t)}\n`,
    `Uhrzeit / Punkt\n${testClock(t)} Uhr, MP `,
  ],
  [FENCE]: (t) => [
    `${t.day}. ${MONTHS_LONG[t.month - 1]} ${t.year} · Schutzzaun`,
    `geprüft um ${testClock(t)} Uhr (MP `,
  ],
  [TREE]: (t) => [`Datum / Uhrzeit\n${isoDate(t)} / `, ` / ${testClock(t)}\nPunkt\n`],
};

describe('thirty-second batch of held-out layouts (the generator)', () => {
  it('adds ten new layouts after the three hundred and ten before, seven shots each, earlier seeds unchanged', () => {
    // Names, places and seeds (1000 + 100 · layout + shot) of this batch and of the layouts before
    // it; seventy cases from seed 32000, right after the first 2,170, all held out.
    expect(expectHeldoutBatchAt(thirtySecondHeldoutLayouts, 310, 'heldout')).toEqual(cases);
    expect(cases[0]!.seed).toBe(32_000);
    expect(cases.at(-1)!.seed).toBe(32_906);
    expect(Object.keys(printedDateAndClock).sort()).toEqual([...names].sort());
  });

  it('expects what was printed: Evd, the test’s date and time, and the position', () => {
    expectPrintedAnswers(cases, layoutOf, printedDateAndClock);
  });

  it('prints numbers of other quantities near Evd and dates or clocks that are not the test’s', () => {
    expectTrapsOnFlatShots(cases, textOf, /s\/v/, /(≥|>=|soll\W{0,4})\s*\d+/i);
  });

  it('computes its helpers as the formats say', () => {
    const winter = { year: 2025, month: 12, day: 5, hour: 14, minute: 3, second: 27 } as HeldoutTruth;
    expect(sardinianDate(winter)).toBe('5 de nadale de su 2025');
    expect(sardinianDate({ ...winter, month: 6, day: 21 })).toBe('21 de làmpadas de su 2025');
    expect(sardinianDate({ ...winter, month: 9, day: 1 })).toBe('1 de cabudanni de su 2025');
    expect(dotClock(winter)).toBe('14.03');
    expect(dotClock(winter, -245)).toBe('09.58');
    expect(manxDate(winter)).toBe('5 Mee ny Nollick 2025');
    expect(manxDate({ ...winter, month: 1, day: 28 })).toBe('28 Jerrey-geuree 2025');
    expect(manxDate({ ...winter, month: 8, day: 9 })).toBe('9 Luanistyn 2025');
    expect(ymdSlash({ ...winter, month: 3, day: 7 })).toBe('2025/03/07');
    expect(plainDate({ ...winter, month: 3, day: 7 })).toBe('7.3.2025');
    expect(notamTime({ ...winter, month: 3, day: 7 }, '0500')).toBe('2503070500');
    // 52.123456° = 52° 7.40736′ = 52° 07′ 24.44″; 9.567891° = 9° 34.07346′ = 9° 34′ 04.41″.
    expect(aviation(52.123456, 'N')).toBe('520724.4N');
    expect(aviation(9.567891, 'E')).toBe('0093404.4E');
    // 52.999999° is 52° 59′ 59.996″: tenths of seconds carry into the degrees.
    expect(aviation(52.999999, 'N')).toBe('530000.0N');
    expect(surveySeconds(52.123456, 'N')).toBe(`52°07'24.44" N`);
    expect(surveySeconds(9.567891, 'E')).toBe(`9°34'04.41" E`);
  });

  it('writes each layout’s own notation', () => {
    for (const { testCase, truth, expected, text } of drawnCases(cases, layoutOf)) {
      const value = evdText(truth.evd);
      const { near, answers, number, decimal, seconds } = positionReadBack(testCase.name, truth, expected);
      const minutes = (g: string, m: string, lg: string, lm: string, within: number) => {
        near(Number(g), number(m), truth.lat, within);
        near(Number(lg), number(lm), truth.lng, within);
        answers(Number(g), number(m), Number(lg), number(lm));
      };
      const decimals = (lat: string, lng: string, within: number) => {
        const [g, m] = decimal(lat);
        const [lg, lm] = decimal(lng);
        near(g, m, truth.lat, within);
        near(lg, lm, truth.lng, within);
        answers(g, m, lg, lm);
      };
      const clocks = (pattern: RegExp) =>
        [...text.matchAll(pattern)].map((found) => minutesOf(found[1]!.replace('.', ':')));
      const match = (pattern: RegExp) => {
        const found = pattern.exec(text);
        expect(found, `${testCase.name}: ${pattern}`).not.toBeNull();
        return found!.slice(1) as string[];
      };
      switch (testCase.layout) {
        case SARDINIAN: {
          const [lat, lng] = match(/Positzione\n(\d{2}\.\d{5})N, (\d{1,2}\.\d{5})E\n/);
          decimals(lat!, lng!, 0.000006);
          // The clock only as "14.03": no colon clock of the test.
          expect(text).not.toContain(testClock(truth));
          expect(text).toContain(`Mòdulu Evd\n${value} MN/m²`);
          break;
        }
        case MANX: {
          const [g, m, lg, lm] = match(/Ynnyd GPS\n(\d{2})° (\d{2}\.\d{3})′ N, (\d{1,2})° (\d{2}\.\d{3})′ E\n/);
          minutes(g!, m!, lg!, lm!, 0.00001);
          expect(text).toContain(`Modul Evd\n${value} MN/m²`);
          expect(text).not.toContain(`chlou ${german(truth)}`);
          break;
        }
        case GAUGES: {
          const [lat] = match(/\nBreite\n(\d{2},\d{6})°\n/);
          const [lng] = match(/\nLänge\n(\d{1,2},\d{6})°\n/);
          decimals(lat!, lng!, 0.000001);
          // Four gauge readings at other clocks, written the same way.
          const readings = clocks(/(?:^|\n)(\d{2}\.\d{2}) Uhr\n/g);
          expect(readings).toHaveLength(4);
          expect(readings).not.toContain(testMinutes(truth));
          expect(text).toContain(`Ergebnis\nEvd ${value} MN/m², s `);
          break;
        }
        case LINER: {
          const [g, m, s, lg, lm, ls] = match(
            /\nLage\n(\d{2})°(\d{2})'(\d{2}\.\d{2})" N, (\d{1,2})°(\d{2})'(\d{2}\.\d{2})" E\n/,
          );
          seconds(g!, m!, s!, lg!, lm!, ls!);
          const seams = clocks(/\nNaht \d{2}\n(\d{2}:\d{2})(?=\n)/g);
          expect(seams).toHaveLength(3);
          for (const seam of seams) expect(seam).toBeGreaterThan(testMinutes(truth));
          expect(text).toContain(`Ergebnis\nEvd ${value} MN/m², s `);
          break;
        }
        case SEWER: {
          const [lat, lng] = match(/\nGPS\n(\d{2}\.\d{6}),(\d{1,2}\.\d{6})\n/);
          decimals(lat!, lng!, 0.000001);
          const [start, end] = match(/Inspektion\n(\d{2}:\d{2}) – (\d{2}:\d{2})\n/).map(minutesOf);
          expect(end).toBeLessThan(testMinutes(truth));
          expect(start).toBeLessThan(end!);
          // Three video counters (hh:mm:ss of the recording), none the test's clock.
          expect([...text.matchAll(/\n(00:\d{2}:\d{2})(?=\n|$)/g)]).toHaveLength(3);
          expect(text).toContain(`Ergebnis\nEvd ${value} MN/m², s `);
          break;
        }
        case AIRFIELD: {
          const [g, m, s, lg, lm, ls] = match(/Prüfpunkt\n(\d{2})(\d{2})(\d{2}\.\d)N (\d{3})(\d{2})(\d{2}\.\d)E\n/);
          seconds(g!, m!, s!, lg!, lm!, ls!);
          // The NOTAM's position is the works area's, printed the same way and elsewhere.
          const [area] = match(/PSN (\d{6}\.\dN \d{7}\.\dE) RADIUS/);
          expect(area).not.toBe(`${g}${m}${s}N ${lg}${lm}${ls}E`);
          const [from, to] = match(/B\) (\d{10}) {2}C\) (\d{10})\n/);
          expect(from).toBe(`${String(truth.year).slice(2)}${two(truth.month)}${two(truth.day)}0500`);
          expect(to!.slice(-4)).toBe('1600');
          expect(text).toContain(`Ergebnis\nEvd ${value} MN/m², s `);
          break;
        }
        case HOT_WORK: {
          const [g, m, lg, lm] = match(/\nLage\n(\d{2})°(\d{2}\.\d{4})'N, (\d{1,2})°(\d{2}\.\d{4})'E\n/);
          minutes(g!, m!, lg!, lm!, 0.000002);
          const rounds = clocks(/(\d{2}:\d{2})(?=, |\s–\s[a-z])/g);
          expect(rounds).toHaveLength(3);
          expect(rounds).not.toContain(testMinutes(truth));
          expect(text).toContain(`Ergebnis\nEvd ${value} MN/m², s `);
          break;
        }
        case EARTHING: {
          const [g, m, s, lg, lm, ls] = match(
            /\nLage\n(\d{2})° (\d{2})' (\d{2}\.\d)" N {3}(\d{1,2})° (\d{2})' (\d{2}\.\d)" E\n/,
          );
          seconds(g!, m!, s!, lg!, lm!, ls!);
          const measured = clocks(/ Ω\n(\d{2}:\d{2}) Uhr(?=\n)/g);
          expect(measured).toHaveLength(3);
          for (const clock of measured) expect(clock).toBeGreaterThan(testMinutes(truth));
          expect(text).toContain(`Ergebnis\nEvd ${value} MN/m², s `);
          break;
        }
        case FENCE: {
          const [lat, lng] = match(/, Lage (\d{2},\d{5}) \/ (\d{1,2},\d{5})\n/);
          decimals(lat!, lng!, 0.000006);
          const buckets = clocks(/\nEimer \d{1,2}\n(\d{2}:\d{2}) Uhr(?=\n)/g);
          expect(buckets).toHaveLength(3);
          for (const bucket of buckets) expect(bucket).toBeLessThan(testMinutes(truth));
          expect(text).toContain(`\nEvd ${value} MN/m², s `);
          break;
        }
        case TREE: {
          const [g, m, lg, lm] = match(/\nLage\nN (\d{2})° (\d{2},\d{3})' {2}E (\d{3})° (\d{2},\d{3})'\n/);
          minutes(g!, m!, lg!, lm!, 0.00001);
          // The arborist's visit was three days before the test.
          const [visit] = match(/Ortstermin\n(\d{4}-\d{2}-\d{2}) 10:15/);
          expect(visit).not.toBe(isoDate(truth));
          expect(text).toContain(`Ergebnis\nEvd ${value} MN/m²\n`);
          break;
        }
        default:
          throw new Error(`no notation check for ${testCase.layout}`);
      }
    }
  });

  it('renders every drawing with no text in the margins or over another cell', async () => {
    await expectCleanDrawings(cases, layoutOf);
  }, 90_000);

  it('photographs the airfield works sheet all seven ways', async () => {
    await expectSevenPhotographs(cases.filter((testCase) => testCase.layout === AIRFIELD));
  }, 90_000);
});
