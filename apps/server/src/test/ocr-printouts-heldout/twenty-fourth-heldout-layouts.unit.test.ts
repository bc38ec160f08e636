// Checks the generator of the twenty-fourth batch of held-out layouts, not the reader: every layout
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
  withSeconds,
} from './heldout-answer-checks.js';
import { two, type HeldoutTruth } from './heldout-layouts.js';
import {
  afrikaansDate,
  colonPosition,
  compactDate,
  compactTime,
  cubeStrengths,
  filipinoClock,
  filipinoDate,
  scheduleDate,
  serialDay,
  swahiliClock,
  swahiliDate,
  tagSerial,
  twentyFourthHeldoutLayouts,
  weatherRows,
} from './twenty-fourth-heldout-layouts.js';

const { names, cases, layoutOf, textOf } = batchOf(twentyFourthHeldoutLayouts);
const AFRIKAANS = 'Toetsverslag in Afrikaans';
const FILIPINO = 'Ulat ng pagsusuri sa Filipino';
const SWAHILI = 'Ripoti ya jaribio kwa Kiswahili';
const LAB = 'Sammelprüfbericht Beton und Boden, N/mm² neben MN/m²';
const SURVEY = 'Absteckprotokoll Tachymeter, Winkel in gon, Lage mit Doppelpunkten';
const INI = 'Gerätedatei LFG.INI im Editor, Datum und Zeit ohne Trennzeichen';
const SHEET = 'Tabellenkalkulation mit Datumszellen als Seriennummern';
const NFC = 'NFC-Etikett am Messpunkt, in der Handy-App ausgelesen';
const WEATHER = 'Wetterprotokoll mit Stundenwerten, Prüfung als Bemerkung';
const SCHEDULE = 'Terminplan mit Prüfung als Meilenstein und Notiz';

/** The test's clock on a twelve-hour dial, computed here independently of the layouts. */
const twelveHour = (t: HeldoutTruth) =>
  `${t.hour > 12 ? t.hour - 12 : t.hour}:${two(t.minute)} ng ${t.hour < 12 ? 'umaga' : t.hour === 12 ? 'tanghali' : 'hapon'}`;
/** Swahili hours count from seven in the morning (saa moja) and from seven in the evening. */
const swahiliHour = (t: HeldoutTruth) => (t.hour - 6 + 12) % 12 || 12;
/** Days since 30 December 1899 of a local date, computed here by counting from 1 January 2024 (45292). */
const serialOf = (year: number, month: number, day: number) =>
  45292 + Math.round((new Date(year, month - 1, day, 12).getTime() - new Date(2024, 0, 1, 12).getTime()) / 86_400_000);

/** The test's date and clock exactly as each layout prints them. */
const printedDateAndClock: Record<string, (t: HeldoutTruth) => [string, string]> = {
  [AFRIKAANS]: (t) => [afrikaansDate(t), `om ${testClock(t)}`],
  [FILIPINO]: (t) => [filipinoDate(t), twelveHour(t)],
  [SWAHILI]: (t) => [swahiliDate(t), `saa ${testClock(t)} (`],
  [LAB]: (t) => [`Prüfung\n${german(t)}, `, `, ${testClock(t)} Uhr`],
  [SURVEY]: (t) => [`Datum ${german(t)} `, `um ${testClock(t)} Uhr`],
  [INI]: (t) => [`Datum=\n${t.year}${two(t.month)}${two(t.day)}`, `Zeit=\n${withSeconds(t).replace(/:/g, '')}`],
  [SHEET]: (t) => [`Datum\n${german(t)}`, `Uhrzeit\n${testClock(t)}`],
  [NFC]: (t) => [` · ${german(t)} `, ` ${withSeconds(t)}`],
  [WEATHER]: (t) => [`Datum ${german(t)} ·`, `um ${testClock(t)} Uhr: Evd`],
  [SCHEDULE]: (t) => [`geprüft am ${german(t)}`, `um ${testClock(t)} Uhr: Evd`],
};

describe('twenty-fourth batch of held-out layouts (the generator)', () => {
  it('adds ten new layouts after the two hundred and thirty before, seven shots each, earlier seeds unchanged', () => {
    // Names, places and seeds (1000 + 100 · layout + shot) of this batch and of the layouts before
    // it; seventy cases from seed 24000, right after the first 1,610, development since decision 0819.
    expect(expectHeldoutBatchAt(twentyFourthHeldoutLayouts, 230, 'development')).toEqual(cases);
    expect(Object.keys(printedDateAndClock).sort()).toEqual([...names].sort());
  });

  it('expects what was printed: Evd, the test’s date and time, and the position', () => {
    expectPrintedAnswers(cases, layoutOf, printedDateAndClock);
  });

  it('prints numbers of other quantities near Evd and dates or clocks that are not the test’s', () => {
    // The single settlements or their mean, s/v, a required value, another date or clock.
    expectTrapsOnFlatShots(cases, textOf, /s\/v|\bsv=/, /(≥|>=|soll\W{0,4})\s*\d+/i);
  });

  it('computes its helpers as the formats say', () => {
    const winter = { year: 2025, month: 12, day: 5, hour: 14, minute: 3, second: 27 } as HeldoutTruth;
    expect(afrikaansDate(winter)).toBe('Vrydag 5 Desember 2025');
    expect(filipinoDate(winter)).toBe('Biyernes, ika-5 ng Disyembre 2025');
    expect(filipinoClock(14, 3)).toBe('2:03 ng hapon');
    expect(filipinoClock(12, 30)).toBe('12:30 ng tanghali');
    expect(filipinoClock(9, 41)).toBe('9:41 ng umaga');
    expect(swahiliDate(winter)).toBe('Ijumaa, 5 Desemba 2025');
    expect(swahiliDate({ ...winter, month: 3, day: 1 })).toBe('Jumamosi, 1 Machi 2025');
    expect(swahiliClock(winter)).toBe('saa 8:03 mchana');
    expect(swahiliClock({ ...winter, hour: 6, minute: 10 })).toBe('saa 12:10 asubuhi');
    expect(swahiliClock({ ...winter, hour: 7, minute: 20 })).toBe('saa 1:20 asubuhi');
    expect(swahiliClock({ ...winter, hour: 17, minute: 5 })).toBe('saa 11:05 jioni');
    expect(compactDate(winter)).toBe('20251205');
    expect(compactTime(winter)).toBe('140327');
    expect(serialDay(winter)).toBe(45996);
    expect(serialDay({ ...winter, year: 2024, month: 2, day: 29 })).toBe(45351);
    expect(serialDay(winter, 8, 10)).toBeCloseTo(45996.3403, 4);
    expect(scheduleDate(winter)).toBe('Fr 05.12.25');
    expect(colonPosition({ ...winter, lat: 52.72579, lng: 9.1318 })).toBe('52:43:32.84N  009:07:54.48E');
    expect(tagSerial({ ...winter, second: 7, minute: 45 })).toBe('04:17:A2:25:6C:35:80');
    const { cubes, mean } = cubeStrengths(winter);
    expect(cubes).toHaveLength(3);
    expect(Math.abs(mean - (cubes[0]! + cubes[1]! + cubes[2]!) / 3)).toBeLessThanOrEqual(0.05);
  });

  it('writes each layout’s own notation', () => {
    for (const { testCase, truth, text } of drawnCases(cases, layoutOf)) {
      const value = evdText(truth.evd);
      const lat6 = truth.lat.toFixed(6);
      const lng6 = truth.lng.toFixed(6);
      switch (testCase.layout) {
        case AFRIKAANS:
          expect(text).toMatch(/\d{2}° \d{2},\d{4}′ N\nLengtegraad\n\d{1,2}° \d{2},\d{4}′ O/);
          expect(text).toContain(`Vervormingsmodulus Evd\n${value} MN/m²`);
          expect(text).not.toContain(`Gedruk ${german(truth)}`);
          break;
        case FILIPINO:
          // "S" is silangan (east), "H" hilaga (north); the clock is on a twelve-hour dial.
          expect(text).toContain(`Latitud\n${truth.lat.toFixed(5)}° H\nLonghitud\n${truth.lng.toFixed(5)}° S`);
          expect(text).toContain(`Oras\n${twelveHour(truth)}`);
          expect(text).toContain(`Dinamikong modulus Evd\n${value} MN/m²`);
          expect(text).not.toContain(`Inilimbag ${german(truth)}`);
          break;
        case SWAHILI:
          expect(text).toContain(`saa ${testClock(truth)} (saa ${swahiliHour(truth)}:${two(truth.minute)} `);
          expect(text).toContain(`${lat6}° Kaskazini\nLongitudo\n${lng6}° Mashariki`);
          expect(text).toContain(`Moduli ya ubadilikaji Evd\n${value} MN/m²`);
          break;
        case LAB: {
          // Three cube strengths in N/mm² besides Evd in MN/m², the cubes made 28 days before.
          const strengths = [...text.matchAll(/^W \d\n\d{2}\.\d{2}\.\d{4}\n\d{2}\.\d{2}\.\d{4}\n28 d\n(\d{2},\d)$/gm)];
          expect(strengths).toHaveLength(3);
          const cast = new Date(Date.UTC(truth.year, truth.month - 1, truth.day - 28));
          expect(text).toContain(`W 1\n${two(cast.getUTCDate())}.${two(cast.getUTCMonth() + 1)}.`);
          expect(text).toContain(`Evd\n${value} MN/m²`);
          expect(text).toContain(`Lage (WGS 84)\n${lat6.replace('.', ',')}° N / ${lng6.replace('.', ',')}° O`);
          break;
        }
        case SURVEY: {
          const [, latG, latM, latS, lngG, lngM, lngS] =
            /(\d{2}):(\d{2}):(\d{2}\.\d{2})N {2}(\d{3}):(\d{2}):(\d{2}\.\d{2})E/.exec(text)!;
          // The survey began 40–59 minutes before the test.
          const [, hour, minute] = /Beginn (\d{2}):(\d{2}) /.exec(text)!;
          const before = truth.hour * 60 + truth.minute - Number(hour) * 60 - Number(minute);
          expect(before).toBeGreaterThanOrEqual(40);
          expect(before).toBeLessThan(60);
          const sexagesimal = (g: string, m: string, s: string) => Number(g) + Number(m) / 60 + Number(s) / 3600;
          expect(Math.abs(sexagesimal(latG!, latM!, latS!) - truth.lat)).toBeLessThan(0.000002);
          expect(Math.abs(sexagesimal(lngG!, lngM!, lngS!) - truth.lng)).toBeLessThan(0.000002);
          expect(text.match(/\d{1,3},\d{4}/g)!.length).toBeGreaterThanOrEqual(4);
          expect(text).toContain(`Evd ${value} MN/m²`);
          break;
        }
        case INI: {
          const zone = truth.month >= 4 && truth.month <= 10 ? '+02:00' : '+01:00';
          expect(text).toContain(`Zeitzone=\n${zone}`);
          expect(text).toContain(`Evd=\n${truth.evd.toFixed(1)}`);
          expect(text).toContain(`Lat=\n${lat6}\nLon=\n${lng6}`);
          expect(text).toMatch(/Kalibrierung\]\nDatum=\n\d{8}\n/);
          break;
        }
        case SHEET: {
          const arrived = Number(/Probe im Labor\n(\d{5})$/m.exec(text)![1]);
          const today = serialOf(truth.year, truth.month, truth.day);
          expect(arrived).toBeGreaterThan(today);
          expect(arrived).toBeLessThanOrEqual(today + 3);
          expect(text).toMatch(/Bericht\n\d{5},\d{2}$/m);
          expect(text).toContain(`Evd [MN/m²]\n${value}`);
          break;
        }
        case NFC:
          expect(text).toMatch(/^([0-9A-F]{2}:){6}[0-9A-F]{2}$/m);
          expect(text).toContain(`lat=${lat6};lon=${lng6}`);
          expect(text).toContain(`Evd ${value} MN/m²`);
          break;
        case WEATHER: {
          const hours = [...text.matchAll(/^(\d{2}):00$/gm)].map((m) => Number(m[1]));
          expect(hours).toEqual([truth.hour - 1, truth.hour, truth.hour + 1, truth.hour + 2]);
          // The weather station stands a few kilometres off the test point.
          const [, stationLat, stationLng] = /Wetterstation Bauhof \((\d{2},\d{2})° N, (\d{1,2},\d{2})° O/.exec(text)!;
          expect(Math.abs(Number(stationLat!.replace(',', '.')) - truth.lat)).toBeGreaterThan(0.02);
          expect(Math.abs(Number(stationLng!.replace(',', '.')) - truth.lng)).toBeGreaterThan(0.04);
          expect(text).toContain(`${two(truth.hour)}:00\n${weatherRows(truth)[1]!.slice(1).join('\n')}\nLWD-Prüfung`);
          expect(text).toContain(
            `${truth.lat.toFixed(5).replace('.', ',')}° N, ${truth.lng.toFixed(5).replace('.', ',')}° O`,
          );
          expect(text).toContain(`Evd ${value} MN/m²`);
          break;
        }
        case SCHEDULE: {
          const day = ['So', 'Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa'][
            new Date(truth.year, truth.month - 1, truth.day).getDay()
          ];
          const short = `${day} ${two(truth.day)}.${two(truth.month)}.${String(truth.year).slice(2)}`;
          expect(text).toContain(`0 T\n${short}\n${short}\n13\n100 %`);
          // Eight dates; the other tasks' (all but the milestone's two) fall on working days.
          const dates = text.match(/^\p{L}{2} \d{2}\.\d{2}\.\d{2}$/gmu)!;
          expect(dates).toHaveLength(8);
          for (const date of [...dates.slice(0, 4), ...dates.slice(6)]) expect(date).toMatch(/^(Mo|Di|Mi|Do|Fr) /);
          expect(text).toContain(`Evd ${value} MN/m²`);
          break;
        }
      }
      expect(text).toContain(String(truth.year));
    }
  });

  it('renders every drawing with no text in the margins or over another cell', async () => {
    await expectCleanDrawings(cases, layoutOf);
  }, 90_000);

  it('photographs the NFC app all seven ways', async () => {
    await expectSevenPhotographs(cases.filter((testCase) => testCase.layout === NFC));
  }, 90_000);
});
