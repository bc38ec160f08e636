// Checks the generator of the thirty-first batch of held-out layouts, not the reader: every layout
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
  withSeconds,
} from './heldout-answer-checks.js';
import { two, type HeldoutTruth } from './heldout-layouts.js';
import {
  bareMinutes,
  corsicanDate,
  hClock,
  logSeconds,
  mapSeconds,
  occitanDate,
  thirtyFirstHeldoutLayouts,
  tightClock,
} from './thirty-first-heldout-layouts.js';

const { names, cases, layoutOf } = batchOf(thirtyFirstHeldoutLayouts);
const textOf = (name: string, seed: number) => batchOf(thirtyFirstHeldoutLayouts).textOf(name, seed);
const OCCITAN = "Rapòrt d'assag en occitan";
const CORSICAN = 'Rapportu di prova in lingua corsa';
const ORDNANCE = 'Kampfmittelfreigabe mit Verdichtungsprüfung der Auffüllung';
const CLEARANCE = 'Schachtschein mit handschriftlichem Verfüllvermerk';
const ASPHALT = 'Asphalt-Einbauprotokoll mit Prüfung der Tragschicht';
const PRESSURE = 'Druckprüfprotokoll der Wasserleitung mit Verdichtungsprüfung im Graben';
const RAILWAY = 'Sperrpausenprotokoll im Gleisbau mit Prüfung auf der Planumsschutzschicht';
const FIND = 'Fundmeldung an die Denkmalbehörde mit Prüfpunkt daneben';
const SURVEY = 'Beweissicherung am Nachbargebäude mit Prüfung der Hinterfüllung';
const PILES = 'Rammprotokoll mit Prüfung der Arbeitsebene vor Rammbeginn';

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
const weekdayOf = (t: HeldoutTruth) => WEEKDAYS[new Date(Date.UTC(t.year, t.month - 1, t.day)).getUTCDay()]!;
const shortYear = (t: HeldoutTruth) => `${two(t.day)}.${two(t.month)}.${String(t.year).slice(2)}`;
const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
const testMinutes = (t: HeldoutTruth) => t.hour * 60 + t.minute;

/** The test's date and clock exactly as each layout prints them. */
const printedDateAndClock: Record<string, (t: HeldoutTruth) => [string, string]> = {
  [OCCITAN]: (t) => [`Data\n${occitanDate(t)}\n`, `Ora\na ${two(t.hour)} h ${two(t.minute)}\n`],
  [CORSICAN]: (t) => [`Data\n${corsicanDate(t)}\n`, `Ora\nore ${two(t.hour)}h${two(t.minute)}\n`],
  [ORDNANCE]: (t) => [`Datum / Uhrzeit\n${shortYear(t)}, `, `, ${testClock(t)} Uhr, MP `],
  [CLEARANCE]: (t) => [`LWD ${german(t)} `, ` ${testClock(t)}\nMP `],
  [ASPHALT]: (t) => [`Datum ${isoDate(t)}\n`, `Uhrzeit / Punkt\n${testClock(t)} Uhr, MP `],
  [PRESSURE]: (t) => [`Zeitpunkt\n${german(t)} `, ` ${withSeconds(t)}  MP `],
  [RAILWAY]: (t) => [`\n${weekdayOf(t)} ${german(t)}\n`, `\n${testClock(t)}\nLWD-Prüfung km `],
  [FIND]: (t) => [`Prüfung\n${t.day}. ${MONTHS_LONG[t.month - 1]} ${t.year}, `, `, ${testClock(t)} Uhr, MP `],
  [SURVEY]: (t) => [`Nachkontrolle ${german(t)}: `, `\n${testClock(t)} Uhr, MP `],
  [PILES]: (t) => [
    `Stahlrohrpfähle\n${t.day}. ${MONTHS_SHORT[t.month - 1]} ${t.year}\n`,
    `geprüft: ${testClock(t)} Uhr, MP `,
  ],
};

describe('thirty-first batch of held-out layouts (the generator)', () => {
  it('adds ten new layouts after the three hundred before, seven shots each, earlier seeds unchanged', () => {
    // Names, places and seeds (1000 + 100 · layout + shot) of this batch and of the layouts before
    // it; seventy cases from seed 31000, right after the first 2,100, all held out.
    expect(expectHeldoutBatchAt(thirtyFirstHeldoutLayouts, 300, 'development')).toEqual(cases);
    expect(cases[0]!.seed).toBe(31_000);
    expect(cases.at(-1)!.seed).toBe(31_906);
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
    expect(occitanDate(winter)).toBe('lo 5 de decembre de 2025');
    expect(occitanDate({ ...winter, month: 4, day: 3 })).toBe("lo 3 d'abril de 2025");
    expect(occitanDate({ ...winter, month: 8, day: 21 })).toBe("lo 21 d'agost de 2025");
    expect(occitanDate({ ...winter, month: 10, day: 9 })).toBe("lo 9 d'octòbre de 2025");
    expect(occitanDate({ ...winter, month: 1, day: 28 })).toBe('lo 28 de genièr de 2025');
    expect(hClock(winter)).toBe('14 h 03');
    expect(hClock(winter, 60)).toBe('15 h 03');
    expect(corsicanDate(winter)).toBe('u 5 di dicembre 2025');
    expect(corsicanDate({ ...winter, month: 10, day: 17 })).toBe('u 17 di uttrovi 2025');
    expect(tightClock(winter)).toBe('14h03');
    // 52.123456° = 52° 7.40736′ = 52° 07′ 24.44″; 9.567891° = 9° 34.07346′ = 9° 34′ 04.41″.
    expect(bareMinutes(52.123456, 'N')).toBe('52 07.4074 N');
    expect(bareMinutes(9.567891, 'E')).toBe('009 34.0735 E');
    expect(mapSeconds(52.123456, 13.567891)).toBe(`52°07'24.4"N 13°34'04.4"E`);
    expect(logSeconds(52.123456, 'N')).toBe(`N 52°07'24,4"`);
    expect(logSeconds(9.567891, 'E')).toBe(`E 009°34'04,4"`);
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
      const clocks = (pattern: RegExp) => [...text.matchAll(pattern)].map((found) => minutesOf(found[1]!));
      const match = (pattern: RegExp) => {
        const found = pattern.exec(text);
        expect(found, `${testCase.name}: ${pattern}`).not.toBeNull();
        return found!.slice(1) as string[];
      };
      switch (testCase.layout) {
        case OCCITAN: {
          const [g, m, s, lg, lm, ls] = match(
            /Latitud\n(\d{2})° (\d{2})′ (\d{2},\d)″ N\nLongitud\n(\d{1,2})° (\d{2})′ (\d{2},\d)″ E\n/,
          );
          seconds(g!, m!, s!, lg!, lm!, ls!);
          // The clock only as "14 h 03": no colon clock of the test.
          expect(text).not.toContain(testClock(truth));
          expect(text).toContain(`Modul Evd\n${value} MN/m²`);
          break;
        }
        case CORSICAN: {
          const [lat, lng] = match(/Pusizione\nN (\d{2},\d{6})° {2}E (\d{1,2},\d{6})°\n/);
          expect(lat).toBe(truth.lat.toFixed(6).replace('.', ','));
          decimals(lat!, lng!, 0.000001);
          expect(text).not.toContain(testClock(truth));
          expect(text).toContain(`Modulu Evd\n${value} MN/m²`);
          break;
        }
        case ORDNANCE: {
          const [lat, lng] = match(/Prüfpunkt\nN (\d{2}\.\d{6})° {2}E (\d{1,2}\.\d{6})°\n/);
          decimals(lat!, lng!, 0.000001);
          // Three corner points of the cleared area, none of them the test point.
          const corners = [...text.matchAll(/\n[ABC]\n(\d{2}\.\d{6}), (\d{1,2}\.\d{6})(?=\n)/g)];
          expect(corners).toHaveLength(3);
          for (const corner of corners) expect(corner[1], testCase.name).not.toBe(lat);
          expect(text).toContain(`Ergebnis\nEvd ${value} MN/m², s `);
          break;
        }
        case CLEARANCE: {
          const [g, m, lg, lm] = match(/ {3}(\d{2}) (\d{2}\.\d{4}) N {2}(\d{3}) (\d{2}\.\d{4}) E$/);
          minutes(g!, m!, lg!, lm!, 0.000002);
          expect(text).not.toMatch(/\d ?°/);
          expect(text).toContain(`  Evd ${value} MN/m²  s `);
          expect(text).not.toContain(`Ausgestellt am\n${german(truth)}`);
          break;
        }
        case ASPHALT: {
          const [g, m, s, lg, lm, ls] = match(
            /\nLage\n(\d{2})°(\d{2})'(\d{2}\.\d)"N (\d{1,2})°(\d{2})'(\d{2}\.\d)"E\n/,
          );
          seconds(g!, m!, s!, lg!, lm!, ls!);
          const [start] = clocks(/Beginn \/ Ende\n(\d{2}:\d{2}) \//g);
          expect(start).toBeGreaterThan(testMinutes(truth));
          expect(text).toContain(`Ergebnis\nEvd ${value} MN/m², s `);
          break;
        }
        case PRESSURE: {
          const [g, m, lg, lm] = match(/\nLage\nN (\d{2})°(\d{2},\d{3})' E (\d{1,2})°(\d{2},\d{3})'\n/);
          minutes(g!, m!, lg!, lm!, 0.00001);
          const ends = clocks(/\n(?:Beginn|Ende)\n\d{2}\.\d{2}\.\d{4} (\d{2}:\d{2}):\d{2}(?=\n)/g);
          expect(ends).toHaveLength(2);
          for (const end of ends) expect(end).toBeLessThan(testMinutes(truth));
          expect(text).toContain(`\nEvd\n${value} MN/m²\n`);
          break;
        }
        case RAILWAY: {
          const [g, m, lg, lm] = match(/\nLage (\d{2})° (\d{2}\.\d{4})' N \/ (\d{1,2})° (\d{2}\.\d{4})' E\n/);
          minutes(g!, m!, lg!, lm!, 0.000002);
          const works = clocks(/\n(\d{2}:\d{2})(?=\n(?!LWD))/g);
          expect(works).toHaveLength(5);
          expect(works.some((minute) => minute === testMinutes(truth))).toBe(false);
          expect(text).toContain(`\nEvd ${value} MN/m², s `);
          break;
        }
        case FIND: {
          const [g, m, s, lg, lm, ls] = match(
            /Lage Prüfpunkt\nN (\d{2})° (\d{2})′ (\d{2},\d)″ {2}E (\d{1,2})° (\d{2})′ (\d{2},\d)″\n/,
          );
          seconds(g!, m!, s!, lg!, lm!, ls!);
          // The find spot is printed the same way and is another position.
          const [spot] = match(/Fundstelle\nN (\d{2}° \d{2}′ \d{2},\d″)/);
          expect(spot).not.toBe(`${g}° ${m}′ ${s}″`);
          const [found] = clocks(/Fundes\n\d{2}\.\d{2}\.\d{4}, (\d{2}:\d{2}) Uhr/g);
          expect(found).toBeGreaterThan(testMinutes(truth));
          expect(text).toContain(`Ergebnis\nEvd ${value} MN/m², s `);
          break;
        }
        case SURVEY: {
          const [lat, lng] = match(/\nLage (\d{2},\d{5})° N {2}(\d{1,2},\d{5})° O\n/);
          decimals(lat!, lng!, 0.000006);
          // The photographs were taken on the survey's date, two weeks before the test.
          const photos = [...text.matchAll(/\n(\d{2}\.\d{2}\.\d{4}) \d{2}:\d{2}(?=\n|$)/g)];
          expect(photos).toHaveLength(3);
          for (const photo of photos) expect(photo[1]).not.toBe(german(truth));
          expect(text).toContain(`, Evd ${value} MN/m², s `);
          break;
        }
        case PILES: {
          const [g, m, s, lg, lm, ls] = match(
            /Standort Gerät N (\d{2})°(\d{2})'(\d{2},\d)" \/ E (\d{3})°(\d{2})'(\d{2},\d)"\n/,
          );
          seconds(g!, m!, s!, lg!, lm!, ls!);
          const starts = clocks(/\nP \d{2}\n(\d{2}:\d{2})(?=\n)/g);
          expect(starts).toHaveLength(3);
          for (const start of starts) expect(start).toBeGreaterThan(testMinutes(truth));
          expect(text).toContain(`\nEvd ${value} MN/m², s `);
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

  it('photographs the railway possession log all seven ways', async () => {
    await expectSevenPhotographs(cases.filter((testCase) => testCase.layout === RAILWAY));
  }, 90_000);
});
