// Checks the generator of the twenty-seventh batch of held-out layouts, not the reader: every layout
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
  positionReadBack,
  germanDate as german,
  isoDate,
  testClock,
  withSeconds,
} from './heldout-answer-checks.js';
import { two, type HeldoutTruth } from './heldout-layouts.js';
import {
  aviationPosition,
  formalDate,
  ifcAngle,
  iso6709,
  kyrgyzDate,
  tajikDate,
  turkmenDate,
  twentySeventhHeldoutLayouts,
} from './twenty-seventh-heldout-layouts.js';

const { names, cases, layoutOf, textOf, cellsOf } = batchOf(twentySeventhHeldoutLayouts);
const KYRGYZ = 'Сыноо протоколу кыргыз тилинде';
const TAJIK = 'Протоколи санҷиш бо забони тоҷикӣ';
const TURKMEN = 'Synag hasabaty türkmen dilinde';
const BIM = 'BIM-Viewer Eigenschaften eines Prüfpunkts, IfcSite-Lage als Winkeltupel';
const CRANE = 'Kranaufstellfläche mit Luftfahrthindernis-Anzeige, Lage GGMMSS.S';
const ROAD_OPENING = 'Abnahme eines Straßenaufbruchs durch das Tiefbauamt';
const INSURANCE = 'Schadenanzeige an die Bauleistungsversicherung mit Kontrollprüfung';
const OUTBOX = 'Postausgang der Doku-App mit fehlgeschlagenen Uploads, Ort nach ISO 6709';
const EXCAVATOR = 'Baggersteuerung 3D mit gespeichertem Aufmaßpunkt';
const PHONE_MEMO = 'Telefonnotiz vom Block, Messwert durchgegeben';

const GERMAN_MONTHS_SHORT = [
  'Jan.',
  'Feb.',
  'März',
  'Apr.',
  'Mai',
  'Juni',
  'Juli',
  'Aug.',
  'Sep.',
  'Okt.',
  'Nov.',
  'Dez.',
];
const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
const testMinutes = (t: HeldoutTruth) => t.hour * 60 + t.minute;
/** A German date "dd.mm.yyyy" as a number yyyymmdd, to compare days. */
const dayNumber = (date: string) => Number(date.slice(6, 10) + date.slice(3, 5) + date.slice(0, 2));
const testDay = (t: HeldoutTruth) => t.year * 10_000 + t.month * 100 + t.day;

/** The test's date and clock exactly as each layout prints them. */
const printedDateAndClock: Record<string, (t: HeldoutTruth) => [string, string]> = {
  [KYRGYZ]: (t) => [`Күнү\n${kyrgyzDate(t)}\n`, `саат ${testClock(t)}\n`],
  [TAJIK]: (t) => [`Сана\n${tajikDate(t)}\n`, `соати ${testClock(t)}\n`],
  [TURKMEN]: (t) => [`Senesi\n${turkmenDate(t)}\n`, `sagat ${testClock(t)}\n`],
  [BIM]: (t) => [`Messzeitpunkt\n${isoDate(t)}T`, `T${withSeconds(t)}\nEvd`],
  [CRANE]: (t) => [`am ${german(t)} um`, `um ${testClock(t)} Uhr\nErgebnis`],
  [ROAD_OPENING]: (t) => [`Abnahme am\n${formalDate(t)}\n`, `· ${testClock(t)} Uhr\nErgebnis`],
  [INSURANCE]: (t) => [
    `Geprüft am\n${t.day}. ${GERMAN_MONTHS_SHORT[t.month - 1]} ${t.year} um`,
    `um ${testClock(t)} Uhr, MP`,
  ],
  [OUTBOX]: (t) => [`erstellt ${german(t)}, `, `, ${testClock(t)}\nEvd`],
  [EXCAVATOR]: (t) => [`Zeit\n${german(t)} `, ` ${withSeconds(t)}\nBemerkung`],
  [PHONE_MEMO]: (t) => [`Datum:\n${german(t)}\nUhrzeit:`, `heute um ${testClock(t)} gemessen:`],
};

describe('twenty-seventh batch of held-out layouts (the generator)', () => {
  it('adds ten new layouts after the two hundred and sixty before, seven shots each, earlier seeds unchanged', () => {
    // Names, places and seeds (1000 + 100 · layout + shot) of this batch and of the layouts before
    // it; seventy cases from seed 27000, right after the first 1,820, development since decision 0828.
    expect(expectHeldoutBatchAt(twentySeventhHeldoutLayouts, 260, 'development')).toEqual(cases);
    expect(cases[0]!.seed).toBe(27_000);
    expect(cases.at(-1)!.seed).toBe(27_906);
    expect(Object.keys(printedDateAndClock).sort()).toEqual([...names].sort());
  });

  it('expects what was printed: Evd, the test’s date and time, and the position', () => {
    expectPrintedAnswers(cases, layoutOf, printedDateAndClock);
  });

  it('prints numbers of other quantities near Evd and dates or clocks that are not the test’s', () => {
    // The single settlements or their mean, s/v, a required value, another date or clock.
    expectTrapsOnFlatShots(cases, textOf, /s\/v/, /(≥|>=|soll\W{0,4})\s*\d+/i);
  });

  it('computes its helpers as the formats say', () => {
    const winter = { year: 2025, month: 12, day: 5, hour: 14, minute: 3, second: 27 } as HeldoutTruth;
    expect(kyrgyzDate(winter)).toBe('5-декабрь 2025-ж., жума');
    expect(tajikDate(winter)).toBe('5 декабри соли 2025, ҷумъа');
    expect(turkmenDate(winter)).toBe('5 dekabr 2025 ý., anna');
    expect(turkmenDate({ ...winter, month: 5, day: 4 })).toBe('4 maý 2025 ý., ýekşenbe');
    expect(formalDate(winter)).toBe('Freitag, den 5. Dezember 2025');
    // 0.123456° = 7′ 24.4416″; 0.567891° = 34′ 4.4076″ = 34.07346′.
    expect(ifcAngle(52.123456)).toBe('(52, 7, 24, 440000)');
    expect(ifcAngle(13.5)).toBe('(13, 30, 0, 0)');
    expect(ifcAngle(13.567891)).toBe('(13, 34, 4, 410000)');
    expect(aviationPosition(52.123456, 13.567891)).toBe('520724.4N 0133404.4E');
    expect(iso6709(52.123456, 13.567891)).toBe('+5207.4074+01334.0735/');
    expect(iso6709(47.999999, 6.1)).toBe('+4759.9999+00606.0000/');
    // Minutes that round up to 60 carry into the degrees.
    expect(iso6709(52.9999995, 6.1)).toBe('+5300.0000+00606.0000/');
  });

  it('writes each layout’s own notation', () => {
    for (const { testCase, truth, expected, text } of drawnCases(cases, layoutOf)) {
      const value = evdText(truth.evd);
      // The answer is the printed position (read back here from the text) to four decimals of a minute.
      const { near, answers, number, decimal, seconds } = positionReadBack(testCase.name, truth, expected);
      const clocks = (pattern: RegExp) => [...text.matchAll(pattern)].map((match) => minutesOf(match[1]!));
      switch (testCase.layout) {
        case KYRGYZ: {
          const [, g, m, lg, lm] =
            /Кеңдик\n(\d{2})° (\d{2},\d{3})′ т\. к\.\nУзундук\n(\d{1,2})° (\d{2},\d{3})′ ч\. у\./.exec(text)!;
          near(Number(g), number(m!), truth.lat, 0.00001);
          near(Number(lg), number(lm!), truth.lng, 0.00001);
          answers(Number(g), number(m!), Number(lg), number(lm!));
          expect(text).toContain(`Күнү\n${truth.day}-`);
          expect(text).toContain(` ${truth.year}-ж., `);
          expect(text).toContain(`Деформация модулу Evd\n${value} MN/m²`);
          expect(text).not.toContain(`Басылган ${german(truth)}`);
          break;
        }
        case TAJIK: {
          const [, g, m, s, lg, lm, ls] =
            /Арз\nарзи шимолӣ (\d{2})° (\d{2})′ (\d{2},\d)″\nТӯл\nтӯли шарқӣ (\d{1,2})° (\d{2})′ (\d{2},\d)″\n/.exec(
              text,
            )!;
          seconds(g!, m!, s!, lg!, lm!, ls!);
          expect(text).toMatch(new RegExp(`Сана\\n${truth.day} \\S+и соли ${truth.year}, `));
          expect(text).toContain(`Модули деформатсия Evd\n${value} MN/m²`);
          break;
        }
        case TURKMEN: {
          const [, lat, lng] = /demirgazyk giňlik (\d{2},\d{5})°\nUzynlyk\ngündogar uzynlyk (\d{1,2},\d{5})°\n/.exec(
            text,
          )!;
          expect(lat).toBe(truth.lat.toFixed(5).replace('.', ','));
          expect(lng).toBe(truth.lng.toFixed(5).replace('.', ','));
          answers(...decimal(lat!), ...decimal(lng!));
          expect(text).toContain(`Senesi\n${truth.day} `);
          expect(text).toContain(` ${truth.year} ý., `);
          expect(text).toContain(`Deformasiýa moduly Evd\n${value} MN/m²`);
          break;
        }
        case BIM: {
          // IFC's compound angles: degrees, minutes, seconds and millionths of a second (here whole hundredths).
          const [, g, m, s, micro, lg, lm, ls, lmicro] =
            /RefLatitude\n\((\d+), (\d+), (\d+), (\d+)\)\nRefLongitude\n\((\d+), (\d+), (\d+), (\d+)\)\n/.exec(text)!;
          for (const part of [m, s, lm, ls]) expect(Number(part)).toBeLessThan(60);
          for (const part of [micro, lmicro]) {
            expect(Number(part) % 10_000).toBe(0);
            expect(Number(part)).toBeLessThan(1_000_000);
          }
          const withMicro = (whole: string, millionths: string) => String(Number(whole) + Number(millionths) / 1e6);
          seconds(g!, m!, withMicro(s!, micro!), lg!, lm!, withMicro(ls!, lmicro!));
          expect(text).toContain(`\nEvd\n${value} MN/m²\n`);
          expect(text).toContain(`\nEvd Soll\n45 MN/m²\n`);
          const [, changed] = /Geändert (\d{2}\.\d{2}\.\d{4})/.exec(text)!;
          expect(dayNumber(changed!)).toBeGreaterThan(testDay(truth));
          break;
        }
        case CRANE: {
          // Aviation's notation: no separators, the longitude's degrees to three digits.
          const [, g, m, s, lg, lm, ls] =
            /Standort \(WGS 84\)\n(\d{2})(\d{2})(\d{2}\.\d)N (0\d{2})(\d{2})(\d{2}\.\d)E\n/.exec(text)!;
          seconds(g!, m!, s!, lg!, lm!, ls!);
          const [, ground] = /Geländehöhe\n(\d+,\d) m/.exec(text)!;
          const [, hook] = /Hakenhöhe (\d+,\d) m/.exec(text)!;
          const [, top] = /Höchster Punkt\n(\d+,\d) m/.exec(text)!;
          expect(number(top!)).toBeGreaterThan(number(ground!) + number(hook!));
          const [, from, until] = /Standzeit\n(\d{2}\.\d{2}\.\d{4}) bis (\d{2}\.\d{2}\.\d{4})/.exec(text)!;
          expect(dayNumber(from!)).toBeGreaterThan(testDay(truth));
          expect(dayNumber(until!)).toBeGreaterThan(dayNumber(from!));
          expect(text).toContain(`Ergebnis\nEvd ${value} MN/m²\n`);
          break;
        }
        case ROAD_OPENING: {
          const [, g, m, lg, lm] =
            /Lage\n(\d{2})° (\d{2},\d{4})' nördl\. Br\., (\d{1,2})° (\d{2},\d{4})' östl\. L\.\n/.exec(text)!;
          near(Number(g), number(m!), truth.lat, 0.000002);
          near(Number(lg), number(lm!), truth.lng, 0.000002);
          answers(Number(g), number(m!), Number(lg), number(lm!));
          const [, permit] = /vom (\d{2}\.\d{2}\.\d{4})\n/.exec(text)!;
          expect(dayNumber(permit!)).toBeLessThan(testDay(truth));
          const [, start] = /Beginn des Termins\n(\d{2}:\d{2}) Uhr/.exec(text)!;
          expect(minutesOf(start!)).toBeLessThan(testMinutes(truth));
          expect(text).toContain(`Gewährleistung bis ${two(truth.day)}.${two(truth.month)}.${truth.year + 5}`);
          expect(text).toContain(`Ergebnis\nEvd ${value} MN/m² (s `);
          break;
        }
        case INSURANCE: {
          const [, lat, lng] = /Lage\nBreite (\d{2},\d{5})°, Länge (\d{1,2},\d{5})°\n/.exec(text)!;
          expect(lat).toBe(truth.lat.toFixed(5).replace('.', ','));
          answers(...decimal(lat!), ...decimal(lng!));
          const [, damaged] = /Schadentag\n(\d{2}\.\d{2}\.\d{4}), Starkregen/.exec(text)!;
          expect(dayNumber(damaged!)).toBeLessThan(testDay(truth));
          // The value at acceptance has no Evd label and is not the test's.
          const [, before] = /vor dem Ereignis (\d+,\d) MN\/m²/.exec(text)!;
          expect(number(before!)).toBeGreaterThan(truth.evd);
          expect(text).toMatch(/Geschätzte Kosten\n\d{1,2}\.\d{3},00 € netto \(Selbstbehalt 2\.500,00 €\)/);
          expect(text).toContain(`Ergebnis\nEvd ${value} MN/m², s `);
          break;
        }
        case OUTBOX: {
          // ISO 6709: signed degrees (latitude two digits, longitude three) and decimal minutes, a slash at the end.
          const [, g, m, lg, lm] = /\nOrt \+(\d{2})(\d{2}\.\d{4})\+(\d{3})(\d{2}\.\d{4})\/\n/.exec(text)!;
          near(Number(g), Number(m), truth.lat, 0.000002);
          near(Number(lg), Number(lm), truth.lng, 0.000002);
          answers(Number(g), Number(m), Number(lg), Number(lm));
          // The photo is named after its own moment, the test's day and a later clock; the attempts and the status bar are later.
          const [, clock] = new RegExp(`IMG_${isoDate(truth).replace(/-/g, '')}_(\\d{4})\\d{2}\\.jpg`).exec(text)!;
          expect(minutesOf(`${clock!.slice(0, 2)}:${clock!.slice(2)}`)).toBeGreaterThan(testMinutes(truth));
          for (const later of clocks(/fehlgeschlagen (\d{2}:\d{2})/g))
            expect(later).toBeGreaterThan(testMinutes(truth));
          expect(minutesOf(text.slice(0, 5))).toBeGreaterThan(testMinutes(truth));
          expect(text).toContain(`\nEvd ${value} MN/m² · s `);
          break;
        }
        case EXCAVATOR: {
          const [, g, m, s, lg, lm, ls] =
            /Breite\n(\d{2})°(\d{2})'(\d{2}\.\d{2})"N\nLänge\n(\d{1,2})°(\d{2})'(\d{2}\.\d{2})"E\n/.exec(text)!;
          seconds(g!, m!, s!, lg!, lm!, ls!);
          near(Number(g), Number(m) + Number(s) / 60, truth.lat, 0.000004);
          // The bucket's actual height is the design height and the difference; the cab's clock is later.
          const [, design, actual, sign, difference] = /Soll (\d+,\d{3})\nIst (\d+,\d{3})\nΔ ([+−])(\d,\d{3}) m/.exec(
            text,
          )!;
          expect(
            Math.abs(number(actual!) - number(design!) - (sign === '−' ? -1 : 1) * number(difference!)),
          ).toBeLessThan(0.0005);
          expect(clocks(/RTK Fix ±0,012 m {3}(\d{2}:\d{2})/g)[0]).toBeGreaterThan(testMinutes(truth));
          const [, pointNumber, mp] = /Punkt-Nr\.\n(\d+)\n[\s\S]*Bemerkung\nMP (\d+) /.exec(text)!;
          expect(Number(pointNumber)).toBe(1000 + Number(mp));
          expect(text).toContain(`Bemerkung\nMP ${mp} Evd ${value} MN/m²\n`);
          break;
        }
        case PHONE_MEMO: {
          const [, lat, lng] = /Lage (\d{2},\d{5}) N \/ (\d{1,2},\d{5}) O\n/.exec(text)!;
          expect(lat).toBe(truth.lat.toFixed(5).replace('.', ','));
          expect(lng).toBe(truth.lng.toFixed(5).replace('.', ','));
          answers(...decimal(lat!), ...decimal(lng!));
          // The call came after the test, the call back is wanted later still; the message is handwritten.
          const [called] = clocks(/Uhrzeit:\n(\d{2}:\d{2})\n/g);
          expect(called).toBeGreaterThan(testMinutes(truth));
          expect(clocks(/Rückruf bis (\d{2}:\d{2})!/g)[0]).toBeGreaterThan(called!);
          const message = cellsOf(PHONE_MEMO, truth).filter((cell) => /Evd|Lage|gemessen/.test(cell.text));
          expect(message.map((cell) => cell.italic)).toEqual([true, true, true]);
          expect(text).toContain(`Evd ${value} MN/m² (Soll 45!)`);
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

  it('photographs the app’s outbox all seven ways', async () => {
    await expectSevenPhotographs(cases.filter((testCase) => testCase.layout === OUTBOX));
  }, 90_000);
});
