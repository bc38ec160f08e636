// Checks the generator of the twenty-fifth batch of held-out layouts, not the reader: every layout
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
  belarusianDate,
  degreesE7,
  georgianDate,
  hhmm,
  levellingRows,
  twentyFifthHeldoutLayouts,
  uzbekDate,
  weekOf,
} from './twenty-fifth-heldout-layouts.js';

const { names, cases, layoutOf, textOf } = batchOf(twentyFifthHeldoutLayouts);
const BELARUSIAN = 'Пратакол выпрабавання па-беларуску';
const UZBEK = 'Sinov bayonnomasi o‘zbek tilida';
const GEORGIAN = 'გამოცდის ოქმი ქართულად';
const LEVELLING = 'Nivellement-Feldbuch mit Lattenablesungen, Prüfung am Zwischenpunkt';
const RENTAL = 'Rückgabeschein des Mietgeräts mit letztem Speicherplatz';
const LOGGER = 'Datenlogger-Datei mit Tag des Jahres und HHMM';
const BLUETOOTH = 'Bluetooth-Debug-App mit Rohwerten, Lage in 10⁻⁷ Grad';
const HTML = 'Geräte-Webseite als HTML-Quelltext, UTC im Attribut';
const SAMPLING = 'Probenahmeprotokoll LAGA PN 98 mit Prüfung am Haufwerk';
const RECORD_BOOK = 'Ausbildungsnachweis eines Azubis mit Prüfeintrag';

/** The day of the year, counted here independently of the layouts (month lengths, leap years). */
const ordinal = (t: HeldoutTruth) => {
  const lengths = [31, t.year % 4 === 0 ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return lengths.slice(0, t.month - 1).reduce((sum, days) => sum + days, 0) + t.day;
};

/** The test's date and clock exactly as each layout prints them. */
const printedDateAndClock: Record<string, (t: HeldoutTruth) => [string, string]> = {
  [BELARUSIAN]: (t) => [belarusianDate(t), `Час\n${testClock(t)}`],
  [UZBEK]: (t) => [uzbekDate(t), `soat ${testClock(t)}\n`],
  [GEORGIAN]: (t) => [georgianDate(t), `${testClock(t)} სთ`],
  [LEVELLING]: (t) => [`Datum ${german(t)} `, `um ${testClock(t)} Uhr`],
  [RENTAL]: (t) => [`Datum / Uhrzeit\n${german(t)} / `, ` / ${testClock(t)}\nEvd`],
  [LOGGER]: (t) => [`101;${t.year};${ordinal(t)};`, `;${two(t.hour)}${two(t.minute)};`],
  [BLUETOOTH]: (t) => [`Zeit = ${isoDate(t)} `, ` ${withSeconds(t)} (Gerätezeit)`],
  [HTML]: (t) => [`">${german(t)} `, ` ${testClock(t)}</time>`],
  [SAMPLING]: (t) => [`Probenahme\n${german(t)}, `, `/ ${testClock(t)} Uhr\nEvd`],
  [RECORD_BOOK]: (t) => [` ${german(t)}\n`, `um ${testClock(t)} Uhr: Evd`],
};

describe('twenty-fifth batch of held-out layouts (the generator)', () => {
  it('adds ten new layouts after the two hundred and forty before, seven shots each, earlier seeds unchanged', () => {
    // Names, places and seeds (1000 + 100 · layout + shot) of this batch and of the layouts before
    // it; seventy cases from seed 25000, right after the first 1,680, development since decision 0822.
    expect(expectHeldoutBatchAt(twentyFifthHeldoutLayouts, 240, 'development')).toEqual(cases);
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
    expect(belarusianDate(winter)).toBe('пятніца, 5 снежня 2025 г.');
    expect(uzbekDate(winter)).toBe('2025-yil 5-dekabr, juma');
    expect(georgianDate(winter)).toBe('5 დეკემბერი 2025, პარასკევი');
    expect(ordinal(winter)).toBe(339);
    expect(ordinal({ ...winter, year: 2024, month: 3, day: 1 })).toBe(61);
    expect(hhmm(9, 5)).toBe('0905');
    const e7 = degreesE7(48.14556);
    expect(e7.text).toMatch(/^48145\d{4}$/);
    expect(Math.abs(Number(e7.text) / 1e7 - 48.14556)).toBeLessThan(1e-6);
    expect(weekOf(winter).monday).toMatchObject({ year: 2025, month: 12, day: 1 });
    expect(weekOf({ ...winter, year: 2025, month: 1, day: 3 }).monday).toMatchObject({
      year: 2024,
      month: 12,
      day: 30,
    });
    const level = levellingRows({ ...winter, minute: 3, second: 27 });
    expect(level.point).toBeCloseTo(level.benchMark + level.back - level.toPoint, 9);
  });

  it('writes each layout’s own notation', () => {
    for (const { testCase, truth, text } of drawnCases(cases, layoutOf)) {
      const value = evdText(truth.evd);
      const lat6 = truth.lat.toFixed(6);
      const lng6 = truth.lng.toFixed(6);
      switch (testCase.layout) {
        case BELARUSIAN: {
          const [, g, m, s] = /(\d{2})° (\d{2})′ (\d{2},\d)″ пн\. ш\./.exec(text)!;
          expect(Math.abs(Number(g) + Number(m) / 60 + Number(s!.replace(',', '.')) / 3600 - truth.lat)).toBeLessThan(
            0.00002,
          );
          expect(text).toMatch(/\d{1,2}° \d{2}′ \d{2},\d″ у\. д\./);
          expect(text).toContain(`Дынамічны модуль Evd\n${value} MN/m²`);
          expect(text).not.toContain(`Надрукавана ${german(truth)}`);
          break;
        }
        case UZBEK:
          expect(text).toContain(`${lat6.replace('.', ',')}° shimoliy\nUzunlik\n${lng6.replace('.', ',')}° sharqiy`);
          expect(text).toContain(`Sana\n${truth.year}-yil ${truth.day}-`);
          expect(text).toContain(`Deformatsiya moduli Evd\n${value} MN/m²`);
          break;
        case GEORGIAN:
          expect(text).toMatch(/\d{2}° \d{2},\d{3}′ ჩ\. გ\.\nგრძედი\n\d{1,2}° \d{2},\d{3}′ ა\. გ\./);
          expect(text).toContain(`დეფორმაციის მოდული Evd\n${value} MN/m²`);
          break;
        case LEVELLING: {
          // Staff readings and heights to four decimals; the point's height is the bench mark's plus
          // the backsight minus the intermediate reading.
          const readings = text.match(/^\d{1,2},\d{4}$/gm)!.map((r) => Number(r.replace(',', '.')));
          expect(readings).toHaveLength(6);
          const [back, bench, toPoint, height] = readings;
          expect(Math.abs(bench! + back! - toPoint! - height!)).toBeLessThan(0.00015);
          expect(text).toContain(`LWD ${testClock(truth)}`);
          const [, hour, minute] = /Beginn (\d{2}):(\d{2}) /.exec(text)!;
          expect(truth.hour * 60 + truth.minute - Number(hour) * 60 - Number(minute)).toBeGreaterThanOrEqual(35);
          expect(text).toMatch(/N \d{2}° \d{2}\.\d{4}' {3}E \d{1,2}° \d{2}\.\d{4}'/);
          expect(text).toContain(`Evd ${value} MN/m²`);
          break;
        }
        case RENTAL: {
          const [, start] = /Mietbeginn\n(\d{2}\.\d{2}\.\d{4}), 07:00 Uhr/.exec(text)!;
          const [, back] = /Rückgabe\n(\d{2}\.\d{2}\.\d{4}), 16:30 Uhr/.exec(text)!;
          const day = (d: string) => Date.UTC(Number(d.slice(6)), Number(d.slice(3, 5)) - 1, Number(d.slice(0, 2)));
          const test = Date.UTC(truth.year, truth.month - 1, truth.day);
          expect(day(start!)).toBeLessThan(test);
          expect(day(back!)).toBeGreaterThan(test);
          expect(text).toContain(`${Math.round((day(back!) - day(start!)) / 86_400_000)} × 38,50 €`);
          expect(text).toContain(`${truth.lat.toFixed(5)} N  ${truth.lng.toFixed(5)} E`);
          expect(text).toContain(`Evd\n${value} MN/m²`);
          break;
        }
        case LOGGER: {
          // Four records on the same day of the year: three hourly status rows and the test between them.
          const rows = text.match(/^10[12];\d{4};\d{1,3};\d{4};.*$/gm)!;
          expect(rows.map((row) => row.slice(0, 3))).toEqual(['102', '102', '101', '102']);
          expect(rows.map((row) => row.split(';').slice(1, 3).join(';'))).toEqual(
            Array<string>(4).fill(`${truth.year};${ordinal(truth)}`),
          );
          expect(rows.map((row) => row.split(';')[3])).toEqual([
            `${two(truth.hour - 1)}00`,
            `${two(truth.hour)}00`,
            `${two(truth.hour)}${two(truth.minute)}`,
            `${two(truth.hour + 1)}00`,
          ]);
          expect(rows[2]).toContain(`;${truth.evd.toFixed(1)};${truth.settlement.toFixed(3)};`);
          expect(rows[2]).toMatch(new RegExp(`;${lat6};${lng6}$`));
          expect(text).not.toContain(german(truth));
          break;
        }
        case BLUETOOTH: {
          const [, lat, lng] = /lat_e7 = (\d{9}) {3}lon_e7 = (\d{8,10})/.exec(text)!;
          expect(Math.abs(Number(lat) / 1e7 - truth.lat)).toBeLessThan(0.000001);
          expect(Math.abs(Number(lng) / 1e7 - truth.lng)).toBeLessThan(0.000001);
          expect(text).toContain(`Evd = ${truth.evd.toFixed(1)} MN/m²`);
          expect(text).not.toMatch(new RegExp(`^${isoDate(truth)} \\d{2}:`, 'm'));
          break;
        }
        case HTML: {
          // The attribute is the moment in UTC: one hour earlier in winter, two in summer.
          const offset = truth.month >= 4 && truth.month <= 10 ? 2 : 1;
          const utc = new Date(
            Date.UTC(truth.year, truth.month - 1, truth.day, truth.hour - offset, truth.minute, truth.second),
          );
          expect(text).toContain(`<time datetime="${utc.toISOString().slice(0, 19)}Z">`);
          expect(text).toContain(`<td>Evd</td><td><b>${value}</b> MN/m²</td>`);
          expect(text).toContain(`<span class="lat">${lat6}</span> N, <span class="lon">${lng6}</span> E`);
          break;
        }
        case SAMPLING: {
          // The sampling ended before the test; the lab got the samples on a later day.
          const [, , end] = /(\d{2}:\d{2})–(\d{2}:\d{2}) Uhr/.exec(text)!;
          expect(end! < testClock(truth)).toBe(true);
          expect(text).toMatch(/\d{2}°\d{2}'\d{2}\.\d"N {2}\d{1,2}°\d{2}'\d{2}\.\d"E/);
          expect(text).not.toContain(`Übergabe Labor\n${german(truth)}`);
          expect(text).toContain(`Evd\n${value} MN/m²`);
          break;
        }
        case RECORD_BOOK: {
          // Monday to Friday of the test's week, and the test's day if it fell on a weekend.
          const days = text.match(/^(Mo|Di|Mi|Do|Fr|Sa|So) \d{2}\.\d{2}\.\d{4}$/gm)!;
          const weekend = [0, 6].includes(new Date(truth.year, truth.month - 1, truth.day).getDay());
          expect(days).toHaveLength(weekend ? 6 : 5);
          expect(days[0]).toMatch(/^Mo /);
          expect(days.some((day) => day.endsWith(german(truth)))).toBe(true);
          expect(text).toContain(
            `Messpunkt ${truth.lat.toFixed(5).replace('.', ',')}° N, ${truth.lng.toFixed(5).replace('.', ',')}° O`,
          );
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

  it('photographs the HTML source all seven ways', async () => {
    await expectSevenPhotographs(cases.filter((testCase) => testCase.layout === HTML));
  }, 90_000);
});
