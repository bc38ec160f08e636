// Checks the generator of the twenty-ninth batch of held-out layouts, not the reader: every layout
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
  testClock,
  withSeconds,
} from './heldout-answer-checks.js';
import { type HeldoutTruth } from './heldout-layouts.js';
import {
  MONTHS_IU,
  aprsPosition,
  abbreviatedDms,
  gaelicDate,
  inuktitutDate,
  modifiedJulianDate,
  twentyNinthHeldoutLayouts,
} from './twenty-ninth-heldout-layouts.js';

const { names, cases, layoutOf, textOf, cellsOf } = batchOf(twentyNinthHeldoutLayouts);
const INUKTITUT = 'ᖃᐅᔨᓴᕐᓂᕐᒧᑦ ᐅᓂᒃᑳᖅ: Protokoll in Inuktitut-Silbenschrift';
const GAELIC = 'Aithisg deuchainn sa Ghàidhlig';
const APRS = 'APRS-Rohpakete mit DAO-Erweiterung im Client';
const LOGGER = 'Loggerdatei mit modifiziertem Julianischen Datum';
const RADIO = 'Funkbuch der Baustelle mit durchgegebenem Prüfergebnis';
const PARKING = 'Parkschein mit Notiz auf dem Rand';
const TRAVEL = 'Reisekostenabrechnung mit Prüfauftrag als Reisezweck';
const RECEIPT = 'Quittung aus dem Quittungsblock für die Prüfgebühr';
const SERVICE = 'Servicebegleitschein des Fallgewichtsgeräts mit letzter Messung';
const CRANE = 'Kranbuch mit Prüfung der Abstützfläche';

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
const testMinutes = (t: HeldoutTruth) => t.hour * 60 + t.minute;
/** A German date "dd.mm.yyyy" as a number yyyymmdd, to compare days. */
const dayNumber = (date: string) => Number(date.slice(6, 10) + date.slice(3, 5) + date.slice(0, 2));
const testDay = (t: HeldoutTruth) => t.year * 10_000 + t.month * 100 + t.day;
/** German local time is one hour ahead of UTC in winter, two in summer (April to October). */
const offsetHours = (t: HeldoutTruth) => (t.month >= 4 && t.month <= 10 ? 2 : 1);
/**
 * The modified Julian date after Fliegel and Van Flandern's integer formula for the Julian day number
 * (an independent method, written into the test): the day number at noon less 2,400,001, plus the
 * fraction of the UTC day.
 */
const independentMjd = (t: HeldoutTruth) => {
  const [y, m, d] = [t.year, t.month, t.day];
  const a = Math.trunc((m - 14) / 12);
  const jdn =
    Math.trunc((1461 * (y + 4800 + a)) / 4) +
    Math.trunc((367 * (m - 2 - 12 * a)) / 12) -
    Math.trunc((3 * Math.trunc((y + 4900 + a) / 100)) / 4) +
    d -
    32_075;
  return jdn - 2_400_001 + ((t.hour - offsetHours(t)) * 3600 + t.minute * 60 + t.second) / 86_400;
};

/** The test's date and clock exactly as each layout prints them. */
const printedDateAndClock: Record<string, (t: HeldoutTruth) => [string, string]> = {
  [INUKTITUT]: (t) => [`ᐅᓪᓗᖓ / Date\n${inuktitutDate(t)}\n`, `ᐃᑲᕐᕋᖓ / Time\n${testClock(t)}\n`],
  [GAELIC]: (t) => [`Ceann-latha\n${gaelicDate(t)}\n`, `Àm\naig ${testClock(t)}\n`],
  [APRS]: (t) => [` ${german(t)} ${testClock(t)} Evd `, ` ${testClock(t)} Evd `],
  [LOGGER]: (t) => [`;${german(t)};`, `;${withSeconds(t)};`],
  [RADIO]: (t) => [`Kanal 412 · ${german(t)}\n`, `, ${testClock(t)} Uhr: Evd `],
  [PARKING]: (t) => [`Datum       ${german(t)}\n`, `  ${testClock(t)}\nEvd `],
  [TRAVEL]: (t) => [`Reisetag\n${german(t)}\n`, ` um ${testClock(t)} Uhr:`],
  [RECEIPT]: (t) => [` am ${german(t)}, `, `, ${testClock(t)} Uhr\n`],
  [SERVICE]: (t) => [`, ${german(t)}, `, `, ${testClock(t)} Uhr\n`],
  [CRANE]: (t) => [`Datum\n${german(t)}\n`, `\n${testClock(t)} · MP `],
};

describe('twenty-ninth batch of held-out layouts (the generator)', () => {
  it('adds ten new layouts after the two hundred and eighty before, seven shots each, earlier seeds unchanged', () => {
    // Names, places and seeds (1000 + 100 · layout + shot) of this batch and of the layouts before
    // it; seventy cases from seed 29000, right after the first 1,960, development since decision 0834.
    expect(expectHeldoutBatchAt(twentyNinthHeldoutLayouts, 280, 'development')).toEqual(cases);
    expect(cases[0]!.seed).toBe(29_000);
    expect(cases.at(-1)!.seed).toBe(29_906);
    expect(Object.keys(printedDateAndClock).sort()).toEqual([...names].sort());
  });

  it('expects what was printed: Evd, the test’s date and time, and the position', () => {
    expectPrintedAnswers(cases, layoutOf, printedDateAndClock);
  });

  it('prints numbers of other quantities near Evd and dates or clocks that are not the test’s', () => {
    // The single settlements or their mean, s/v, a required value, another date or clock.
    expectTrapsOnFlatShots(cases, textOf, /s\/v|sv_ms| sv \d/, /(≥|>=|soll\W{0,4})\s*\d+/i);
  });

  it('computes its helpers as the formats say', () => {
    const winter = { year: 2025, month: 12, day: 5, hour: 14, minute: 3, second: 27 } as HeldoutTruth;
    expect(inuktitutDate(winter)).toBe('ᑎᓯᐱᕆ 5, 2025');
    expect(inuktitutDate({ ...winter, month: 1, day: 21 })).toBe('ᔮᓐᓄᐊᓕ 21, 2025');
    expect(gaelicDate(winter)).toBe('Dihaoine, 5mh An Dùbhlachd 2025');
    expect(gaelicDate({ ...winter, month: 6, day: 1 })).toBe('Didòmhnaich, 1d An t-Ògmhios 2025');
    expect(gaelicDate({ ...winter, month: 5, day: 22 })).toBe('Diardaoin, 22na An Cèitean 2025');
    expect(gaelicDate({ ...winter, month: 5, day: 13 })).toBe('Dimàirt, 13mh An Cèitean 2025');
    // 2025-12-05 13:03:27 UTC is 61,014 days and 0.5440625 of a day after 1858-11-17 0 h (worked
    // out with Python's datetime); a summer test is two hours ahead of UTC.
    expect(modifiedJulianDate(winter)).toBe('61014.54406');
    expect(modifiedJulianDate({ ...winter, month: 7, day: 20, hour: 6, minute: 4, second: 0 })).toBe('60876.16944');
    // 52.123456° = 52° 7.40736′ → 07.407; 13.567891° = 13° 34.07346′ → 34.073.
    expect(aprsPosition(52.123456, 13.567891)).toEqual({ position: '5207.40N/01334.07E', dao: '!W73!' });
    expect(aprsPosition(47.6, 9.999999)).toEqual({ position: '4736.00N/01000.00E', dao: '!W00!' });
    expect(abbreviatedDms(52.123456, 'n. Br.')).toBe('52° 07′ 24,4″ n. Br.');
    expect(abbreviatedDms(9.0001, 'ö. L.')).toBe('9° 00′ 00,4″ ö. L.');
  });

  it('writes each layout’s own notation', () => {
    for (const { testCase, truth, expected, text } of drawnCases(cases, layoutOf)) {
      const value = evdText(truth.evd);
      // The answer is the printed position (read back here from the text) to four decimals of a minute.
      const { near, answers, number, decimal, seconds } = positionReadBack(testCase.name, truth, expected);
      const minutes = (g: string, m: number, lg: string, lm: number, within: number) => {
        near(Number(g), m, truth.lat, within);
        near(Number(lg), lm, truth.lng, within);
        answers(Number(g), m, Number(lg), lm);
      };
      const clocks = (pattern: RegExp) => [...text.matchAll(pattern)].map((match) => minutesOf(match[1]!));
      switch (testCase.layout) {
        case INUKTITUT: {
          const [, g, m, lg, lm] =
            /ᐅᐊᖕᓇᖅ \/ Latitude\n(\d{2})° (\d{2}\.\d{4})′ N\nᓂᒋᖅ \/ Longitude\n(\d{1,2})° (\d{2}\.\d{4})′ E\n/.exec(
              text,
            )!;
          minutes(g!, Number(m), lg!, Number(lm), 0.000002);
          // The month first, then the day and the year.
          expect(text).toContain(`Date\n${MONTHS_IU[truth.month - 1]} ${truth.day}, ${truth.year}\n`);
          expect(text).toContain(`ᓴᙱᓂᖓ / Evd\n${truth.evd.toFixed(1)} MN/m²`);
          break;
        }
        case GAELIC: {
          // Minutes unpadded, seconds with a decimal point, the hemisphere words after them.
          const [, g, m, s, lg, lm, ls] =
            /Domhan-leud\n(\d{2})° (\d{1,2})′ (\d{2}\.\d)″ Tuath\nDomhan-fhad\n(\d{1,2})° (\d{1,2})′ (\d{2}\.\d)″ an Ear\n/.exec(
              text,
            )!;
          expect(m).not.toMatch(/^0\d/);
          seconds(g!, m!, s!, lg!, lm!, ls!);
          expect(text).toMatch(new RegExp(`Ceann-latha\\nDi\\S+, ${truth.day}(d|na|s|mh) An? \\S+ ${truth.year}\\n`));
          expect(text).toContain(`Modal deformachaidh Evd\n${truth.evd.toFixed(1)} MN/m²`);
          break;
        }
        case APRS: {
          // Degrees and minutes to hundredths in the packet, the thousandths in the DAO extension.
          const [, day, hour, minute, g, m, lg, lm] =
            /:@(\d{2})(\d{2})(\d{2})z(\d{2})(\d{2}\.\d{2})N\/(\d{3})(\d{2}\.\d{2})E_\n/.exec(text)!;
          const [, latDigit, lngDigit] = / !W(\d)(\d)!\n/.exec(text)!;
          minutes(g!, Number(m) + Number(latDigit) / 1000, lg!, Number(lm) + Number(lngDigit) / 1000, 0.00001);
          // The packet's stamp is UTC, a few minutes after the test, the same day.
          expect(Number(day)).toBe(truth.day);
          const later = Number(hour) * 60 + Number(minute) - (testMinutes(truth) - 60 * offsetHours(truth));
          expect(later).toBeGreaterThanOrEqual(2);
          expect(later).toBeLessThanOrEqual(7);
          expect(text).toContain(` Evd ${value} s `);
          break;
        }
        case LOGGER: {
          const [, lat, lng] = /# Standort: lat (\d{2}\.\d{6}) {2}lon (\d{1,2}\.\d{6}) {2}\(WGS84\)/.exec(text)!;
          expect(lat).toBe(truth.lat.toFixed(6));
          answers(...decimal(lat!), ...decimal(lng!));
          // The record's MJD is the test's moment in UTC; the logging started earlier.
          const [, mjd] = /\n(\d{5}\.\d{5});\d{2}\.\d{2}\.\d{4};/.exec(text)!;
          expect(Math.abs(Number(mjd) - independentMjd(truth))).toBeLessThan(0.0000051);
          const [, start] = /# Start: MJD (\d{5}\.\d{5}) /.exec(text)!;
          expect(Number(start)).toBeLessThan(Number(mjd));
          expect(text).toContain(`;${value};`);
          break;
        }
        case RADIO: {
          const [, lat, lng] = /Lage (\d{2},\d{5}) \/ (\d{1,2},\d{5})\n/.exec(text)!;
          expect(lat).toBe(truth.lat.toFixed(5).replace('.', ','));
          answers(...decimal(lat!), ...decimal(lng!));
          // The lab's call comes a few minutes after the test it reports.
          const [call] = clocks(/\n(\d{2}:\d{2})\nLabor\nPolier\n/g);
          expect(call).toBeGreaterThan(testMinutes(truth));
          const message = cellsOf(RADIO, truth).filter((cell) => /Evd |^Lage /.test(cell.text));
          expect(message.map((cell) => cell.italic)).toEqual([true, true]);
          expect(text).toContain(`: Evd ${value} MN/m²,`);
          break;
        }
        case PARKING: {
          // Degrees and decimal-comma minutes with no degree or minute sign.
          const [, g, m, lg, lm] = /\nN (\d{2}) (\d{2},\d{4}) {2}E (\d{1,2}) (\d{2},\d{4})$/.exec(text)!;
          minutes(g!, number(m!), lg!, number(lm!), 0.000002);
          const [start] = clocks(/Parkbeginn {2}(\d{2}:\d{2})/g);
          const [end] = clocks(/Parkende {4}(\d{2}:\d{2})/g);
          expect(start).toBeLessThan(testMinutes(truth));
          expect(end).toBeGreaterThan(testMinutes(truth));
          const note = cellsOf(PARKING, truth).filter((cell) => /^(MP|Evd|Soll|N) /.test(cell.text));
          expect(note.map((cell) => cell.italic)).toEqual([true, true, true, true]);
          expect(text).toContain(`\nEvd ${value}  s `);
          break;
        }
        case TRAVEL: {
          const [, lat, lng] = /Lage Prüfstelle\nN (\d{2}\.\d{5})°, E (\d{1,2}\.\d{5})°\n/.exec(text)!;
          expect(lat).toBe(truth.lat.toFixed(5));
          answers(...decimal(lat!), ...decimal(lng!));
          const [, fare, parking, sum] =
            /0,30 €\n([\d.]+,\d{2}) €\nParkgebühr lt\. Beleg\n([\d.]+,\d{2}) €\nSumme\n([\d.]+,\d{2}) €/.exec(text)!;
          expect(number(fare!) + number(parking!)).toBeCloseTo(number(sum!), 2);
          const [, claimed] = /Leipzig, (\d{2}\.\d{2}\.\d{4}) /.exec(text)!;
          expect(dayNumber(claimed!)).toBeGreaterThan(testDay(truth));
          const [departure, back] = clocks(/(\d{2}:\d{2}) Uhr \//g).concat(clocks(/\/ (\d{2}:\d{2}) Uhr/g));
          expect(departure).toBeLessThan(testMinutes(truth));
          expect(back).toBeGreaterThan(testMinutes(truth));
          expect(text).toContain(`\nEvd ${value} MN/m², s `);
          break;
        }
        case RECEIPT: {
          const [, g, m, s, lg, lm, ls] =
            /Stelle (\d{2})° (\d{2})' (\d{2},\d)" N, (\d{1,2})° (\d{2})' (\d{2},\d)" O\n/.exec(text)!;
          seconds(g!, m!, s!, lg!, lm!, ls!);
          // Net plus VAT is the amount; the receipt is dated the day after the test.
          const [, gross] = /EUR {2}(\d+,\d{2})\n/.exec(text)!;
          const [, net, vat] = /Netto EUR (\d+,\d{2}) \+ 19 % MwSt\. EUR (\d+,\d{2})/.exec(text)!;
          expect(number(net!) + number(vat!)).toBeCloseTo(number(gross!), 2);
          const [, received] = /Markkleeberg, (\d{2}\.\d{2}\.\d{4})/.exec(text)!;
          expect(dayNumber(received!)).toBeGreaterThan(testDay(truth));
          expect(text).toContain(`\nEvd ${value} MN/m², s `);
          break;
        }
        case SERVICE: {
          const [, g, m, lg, lm] = /GPS\n(\d{2})° (\d{2}\.\d{3})' N {3}(\d{1,2})° (\d{2}\.\d{3})' E\n/.exec(text)!;
          minutes(g!, Number(m), lg!, Number(lm), 0.00001);
          const [, sent] = /· Datum (\d{2}\.\d{2}\.\d{4})\n/.exec(text)!;
          const [, received] = /Eingang Service: (\d{2}\.\d{2}\.\d{4})/.exec(text)!;
          expect(dayNumber(sent!)).toBeGreaterThan(testDay(truth));
          expect(dayNumber(received!)).toBeGreaterThan(dayNumber(sent!));
          expect(text).toContain(`Ergebnis\nEvd ${value} MN/m²  s `);
          break;
        }
        case CRANE: {
          // Degrees, minutes and decimal-comma seconds with the German abbreviations after them.
          const [, g, m, s, lg, lm, ls] =
            /Standort\n(\d{2})° (\d{2})′ (\d{2},\d)″ n\. Br\. {3}(\d{1,2})° (\d{2})′ (\d{2},\d)″ ö\. L\.\n/.exec(text)!;
          seconds(g!, m!, s!, lg!, lm!, ls!);
          const [end] = clocks(/Schichtende\n(\d{2}:\d{2}) Uhr/g);
          expect(end).toBeGreaterThan(testMinutes(truth));
          expect(text).toContain(`Ergebnis\nEvd ${value} MN/m²  s `);
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

  it('photographs the APRS client all seven ways', async () => {
    await expectSevenPhotographs(cases.filter((testCase) => testCase.layout === APRS));
  }, 90_000);
});
