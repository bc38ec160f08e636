// Checks the generator of the thirtieth batch of held-out layouts, not the reader: every layout
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
  testClock,
} from './heldout-answer-checks.js';
import { type HeldoutTruth } from './heldout-layouts.js';
import {
  bretonDate,
  commaMinutes,
  logPosition,
  pointClock,
  samiDate,
  thirtiethHeldoutLayouts,
} from './thirtieth-heldout-layouts.js';

const { names, cases, layoutOf, cellsOf } = batchOf(thirtiethHeldoutLayouts);
const textOf = (name: string, seed: number) => batchOf(thirtiethHeldoutLayouts).textOf(name, seed);
const BRETON = 'Danevell arnod e brezhoneg';
const SAMI = 'Geahččalanraporta davvisámegillii';
const TIMES = 'Zeiterfassungs-App mit GPS-Stempelungen und Prüfnotiz';
const FUEL = 'Tankbeleg mit handschriftlicher Prüfnotiz';
const VIBRATION = 'Erschütterungsmessbericht mit Kontrollprüfung am Messort';
const SHIP = 'Schiffstagebuch des Arbeitsschiffs an der Kaibaustelle';
const REMINDER = 'Zahlungserinnerung mit Leistungsbeschreibung der Prüfung';
const TURNSTILE = 'Zutrittsprotokoll des Drehkreuzes mit Wachvermerk';
const FIRST_AID = 'Verbandbuch-Eintrag nach der Prüfung';
const WINTER = 'Winterdienst-Einsatznachweis mit Prüfvermerk';

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
const testMinutes = (t: HeldoutTruth) => t.hour * 60 + t.minute;
const hhmm = (t: HeldoutTruth) => testClock(t).replace(':', '');

/** The test's date and clock exactly as each layout prints them. */
const printedDateAndClock: Record<string, (t: HeldoutTruth) => [string, string]> = {
  [BRETON]: (t) => [`Deiziad\n${bretonDate(t)}\n`, `Eur\nda ${testClock(t)}\n`],
  [SAMI]: (t) => [`Beaivi\n${samiDate(t)}\n`, `Áigi\ndii. ${pointClock(t)}\n`],
  [TIMES]: (t) => [`Meine Zeiten\n${german(t)}\n`, `\n${testClock(t)}\nTätigkeit LWD-Prüfung\n`],
  [FUEL]: (t) => [`\n${german(t)}  `, `\n${testClock(t)} Evd `],
  [VIBRATION]: (t) => [`Datum / Uhrzeit\n${german(t)}, `, `, ${testClock(t)} Uhr, MP `],
  [SHIP]: (t) => [`Datum ${german(t)}\n`, `\n${hhmm(t)}\n`],
  [REMINDER]: (t) => [` am ${german(t)} um `, ` um ${testClock(t)} Uhr,`],
  [TURNSTILE]: (t) => [`\n${german(t)} `, `, ${testClock(t)} Uhr Evd `],
  [FIRST_AID]: (t) => [`Datum / Uhrzeit Unfall\n${german(t)}, `, ` um ${testClock(t)} Uhr\n`],
  [WINTER]: (t) => [`Prüfung\n${german(t)}, `, `, ${testClock(t)} Uhr, MP `],
};

describe('thirtieth batch of held-out layouts (the generator)', () => {
  it('adds ten new layouts after the two hundred and ninety before, seven shots each, earlier seeds unchanged', () => {
    // Names, places and seeds (1000 + 100 · layout + shot) of this batch and of the layouts before
    // it; seventy cases from seed 30000, right after the first 2,030, development since decision 0843.
    expect(expectHeldoutBatchAt(thirtiethHeldoutLayouts, 290, 'development')).toEqual(cases);
    expect(cases[0]!.seed).toBe(30_000);
    expect(cases.at(-1)!.seed).toBe(30_906);
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
    expect(bretonDate(winter)).toBe("d'ar 5 a viz Kerzu 2025");
    expect(bretonDate({ ...winter, month: 2, day: 21 })).toBe("d'ar 21 a viz C'hwevrer 2025");
    expect(samiDate(winter)).toBe('juovlamánu 5. b. 2025');
    expect(samiDate({ ...winter, month: 4, day: 1 })).toBe('cuoŋománu 1. b. 2025');
    expect(pointClock(winter)).toBe('14.03');
    // 52.123456° = 52° 7.40736′; 13.567891° = 13° 34.07346′.
    expect(commaMinutes(52.123456, 'Norzh')).toBe('52° 07,4074′ Norzh');
    expect(logPosition(52.123456, 9.567891)).toBe("52°07,407'N 009°34,073'E");
  });

  it('writes each layout’s own notation', () => {
    for (const { testCase, truth, expected, text } of drawnCases(cases, layoutOf)) {
      const value = evdText(truth.evd);
      const number = (text: string) => Number(text.replace(',', '.'));
      // The answer is the printed position (read back here from the text) to four decimals of a minute.
      const answers = (latG: number, latMinutes: number, lngG: number, lngMinutes: number, within: number) => {
        expect(Math.abs(latG + latMinutes / 60 - truth.lat), testCase.name).toBeLessThan(within);
        expect(Math.abs(lngG + lngMinutes / 60 - truth.lng), testCase.name).toBeLessThan(within);
        expect(expected, testCase.name).toMatchObject({
          latitude: { latG, latM: expect.closeTo(latMinutes, 4) },
          longitude: { lngG, lngM: expect.closeTo(lngMinutes, 4) },
        });
      };
      const decimal = (lat: string, lng: string) => {
        const [a, b] = [number(lat), number(lng)];
        answers(Math.floor(a), (a - Math.floor(a)) * 60, Math.floor(b), (b - Math.floor(b)) * 60, 0.000006);
      };
      const seconds = (g: string, m: string, s: string, lg: string, lm: string, ls: string) =>
        answers(Number(g), Number(m) + number(s) / 60, Number(lg), Number(lm) + number(ls) / 60, 0.00002);
      const minutes = (g: string, m: string, lg: string, lm: string, within: number) =>
        answers(Number(g), number(m), Number(lg), number(lm), within);
      const clocks = (pattern: RegExp) => [...text.matchAll(pattern)].map((match) => minutesOf(match[1]!));
      const match = (pattern: RegExp) => {
        const found = pattern.exec(text);
        expect(found, `${testCase.name}: ${pattern}`).not.toBeNull();
        return found!.slice(1) as string[];
      };
      switch (testCase.layout) {
        case BRETON: {
          const [g, m, lg, lm] = match(
            /Ledred\n(\d{2})° (\d{2},\d{4})′ Norzh\nHedred\n(\d{1,2})° (\d{2},\d{4})′ Reter\n/,
          );
          minutes(g!, m!, lg!, lm!, 0.000002);
          expect(text).toContain(`Modulenn Evd\n${value} MN/m²`);
          break;
        }
        case SAMI: {
          const [g, m, s, lg, lm, ls] = match(
            /Sajádat N\n(\d{2})° (\d{2})′ (\d{2},\d)″\nSajádat E\n(\d{1,2})° (\d{2})′ (\d{2},\d)″\n/,
          );
          seconds(g!, m!, s!, lg!, lm!, ls!);
          // The clock with a point, no colon clock of the test.
          expect(text).not.toContain(testClock(truth));
          expect(text).toContain(`\nEvd\n${value} MN/m²`);
          break;
        }
        case TIMES: {
          const [lat, lng] = match(/\nTätigkeit LWD-Prüfung\n(\d{2}\.\d{5}), (\d{1,2}\.\d{5})\n/);
          decimal(lat!, lng!);
          const [change] = clocks(/\n(\d{2}:\d{2})\nProjektwechsel/g);
          expect(change).toBeLessThan(testMinutes(truth));
          expect(text).toContain(` Evd ${value} MN/m², s `);
          break;
        }
        case FUEL: {
          const [g, m, lg, lm] = match(/ N (\d{2})°(\d{2},\d{4})\nE (\d{1,2})°(\d{2},\d{4})$/);
          minutes(g!, m!, lg!, lm!, 0.000002);
          const [paid] = clocks(/\d{4} {2}(\d{2}:\d{2}) {2}Bon/g);
          expect(paid).toBeLessThan(testMinutes(truth));
          const note = cellsOf(FUEL, truth).filter((cell) => / Evd |^E \d/.test(cell.text));
          expect(note.map((cell) => cell.italic)).toEqual([true, true]);
          break;
        }
        case VIBRATION: {
          const [g, m, lg, lm] = match(/Lage Sensor\n(\d{2})° (\d{2}\.\d{3})' N, (\d{1,2})° (\d{2}\.\d{3})' E\n/);
          minutes(g!, m!, lg!, lm!, 0.00001);
          expect(text).toContain(`Ergebnis\nEvd ${value} MN/m²  s `);
          break;
        }
        case SHIP: {
          const [g, m, lg, lm] = match(/\n\d{4}\n(\d{2})°(\d{2},\d{3})'N (\d{3})°(\d{2},\d{3})'E\nSW 3\n/);
          expect(lg).toMatch(/^0/);
          minutes(g!, m!, lg!, lm!, 0.00001);
          expect(text).toContain(`LWD MP`);
          expect(text).toContain(`: Evd ${value} MN/m²`);
          break;
        }
        case REMINDER: {
          const [lat, lng] = match(/\nLage (\d{2},\d{6})° N, (\d{1,2},\d{6})° O\n/);
          expect(lat).toBe(truth.lat.toFixed(6).replace('.', ','));
          decimal(lat!, lng!);
          expect(text).toContain(`\nEvd ${value} MN/m², s `);
          break;
        }
        case TURNSTILE: {
          const [g, m, lg, lm] = match(/; Stelle N (\d{2})° (\d{2}\.\d{4})' E (\d{1,2})° (\d{2}\.\d{4})'\n/);
          minutes(g!, m!, lg!, lm!, 0.000002);
          const entries = clocks(/\n\d{2}\.\d{2}\.\d{4} (\d{2}:\d{2}):\d{2}\n/g);
          expect(entries).toHaveLength(4);
          expect(entries.some((minute) => minute === testMinutes(truth))).toBe(false);
          break;
        }
        case FIRST_AID: {
          const [g, m, s, lg, lm, ls] = match(
            /Baufeld Ost, N (\d{2})° (\d{2})′ (\d{2},\d)″ E (\d{1,2})° (\d{2})′ (\d{2},\d)″\n/,
          );
          seconds(g!, m!, s!, lg!, lm!, ls!);
          // The injury comes after the test; its clock is not the test's.
          const [injury] = clocks(/Unfall\n\d{2}\.\d{2}\.\d{4}, (\d{2}:\d{2}) Uhr/g);
          expect(injury).toBeGreaterThan(testMinutes(truth));
          expect(text).toContain(`(Evd ${value} MN/m², s `);
          break;
        }
        case WINTER: {
          const [lat, lng] = match(/\nLage\n(\d{2}\.\d{5}) N {2}(\d{1,2}\.\d{5}) E\n/);
          decimal(lat!, lng!);
          const [start] = clocks(/\/ -ende\n(\d{2}:\d{2}) \//g);
          expect(start).toBeLessThan(testMinutes(truth));
          expect(text).toContain(`Ergebnis\nEvd ${value} MN/m², s `);
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

  it('photographs the ship’s log book all seven ways', async () => {
    await expectSevenPhotographs(cases.filter((testCase) => testCase.layout === SHIP));
  }, 90_000);
});
