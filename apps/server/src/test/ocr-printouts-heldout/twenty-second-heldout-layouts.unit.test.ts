// Checks the generator of the twenty-second batch of held-out layouts, not the reader: every layout
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
import { passes } from './fourth-heldout-layouts.js';
import {
  assistantQuotient,
  esperantoDate,
  longGermanDate,
  odometer,
  pyFloat,
  romanshDate,
  thousands,
  twentySecondHeldoutLayouts,
  utcMoment,
  weighings,
} from './twenty-second-heldout-layouts.js';

const { names, cases, layoutOf, textOf } = batchOf(twentySecondHeldoutLayouts);
const ROMANSH = 'Rapport da test en rumantsch';
const ESPERANTO = 'Testraporto en Esperanto';
const YAML = 'YAML-Export im Editor mit Kommentarzeilen';
const LOG = 'Server-Logdatei mit Protokollebenen, Zeitstempel in UTC';
const WEIGHBRIDGE = 'Wiegeschein der Fahrzeugwaage mit Prüfvermerk';
const ASSISTANT = 'Chat mit KI-Assistent, Zusammenfassung mit gerundeten Werten';
const LOGBOOK = 'Fahrtenbuch des Prüffahrzeugs mit Fahrtzweck';
const TRACEBACK = 'Python-Fehlermeldung beim Hochladen, Datensatz im Stacktrace';
const MERGE = 'Serienbrief mit ungefüllten Seriendruckfeldern';
const EASY = 'Prüfbericht in Leichter Sprache';

const NBSP = '\u00a0';
const pointClock = (t: HeldoutTruth) => `${two(t.hour)}.${two(t.minute)}`;
const offset = (t: HeldoutTruth) => (t.month >= 4 && t.month <= 10 ? 2 : 1);

/** The test's date and clock exactly as each layout prints them. */
const printedDateAndClock: Record<string, (t: HeldoutTruth) => [string, string]> = {
  [ROMANSH]: (t) => [romanshDate(t), `a las ${pointClock(t)}`],
  [ESPERANTO]: (t) => [esperantoDate(t), `je la ${testClock(t)}`],
  [YAML]: (t) => [`zeitpunkt: ${isoDate(t)}T`, `T${withSeconds(t)}+0${offset(t)}:00`],
  [LOG]: (t) => [`ortszeit="${isoDate(t)} `, ` ${withSeconds(t)}" tz=Europe/Berlin`],
  [WEIGHBRIDGE]: (t) => [`am ${german(t)}`, `um ${testClock(t)} Uhr`],
  [ASSISTANT]: (t) => [`${german(t)} ${withSeconds(t)}`, ` ${withSeconds(t)}`],
  [LOGBOOK]: (t) => [german(t), `geprüft um ${testClock(t)} Uhr`],
  [TRACEBACK]: (t) => [`'zeit': '${isoDate(t)} `, ` ${withSeconds(t)}',`],
  [MERGE]: (t) => [`am${NBSP}${german(t)}`, `um${NBSP}${testClock(t)}${NBSP}Uhr`],
  [EASY]: (t) => [`Das Datum ist: ${longGermanDate(t)}.`, `Die Uhr-Zeit ist: ${testClock(t)} Uhr.`],
};

describe('twenty-second batch of held-out layouts (the generator)', () => {
  it('adds ten new layouts after the two hundred and ten before, seven shots each, earlier seeds unchanged', () => {
    // Names, places and seeds (1000 + 100 · layout + shot) of this batch and of the layouts before
    // it; seventy cases from seed 22000, right after the first 1,470 (development since decision 0812).
    expect(expectHeldoutBatchAt(twentySecondHeldoutLayouts, 210, 'development')).toEqual(cases);
    expect(Object.keys(printedDateAndClock).sort()).toEqual([...names].sort());
  });

  it('expects what was printed: Evd, the test’s date and time, and the position', () => {
    expectPrintedAnswers(cases, layoutOf, printedDateAndClock);
  });

  it('prints numbers of other quantities near Evd and dates or clocks that are not the test’s', () => {
    // The single settlements or their mean, s/v, a required value, another date or clock.
    expectTrapsOnFlatShots(cases, textOf, /s\/v|sv/, /(≥|>=|mindestens|soll\W{0,4})\s*\d+/i);
  });

  it('computes its helpers as the formats say', () => {
    const winter = { year: 2025, month: 12, day: 5, hour: 14, minute: 3, second: 27 } as HeldoutTruth;
    expect(romanshDate(winter)).toBe('venderdi, ils 5 da december 2025');
    expect(romanshDate({ ...winter, month: 4, day: 3 })).toBe("gievgia, ils 3 d'avrigl 2025");
    expect(esperantoDate(winter)).toBe('vendredo, la 5-a de decembro 2025');
    expect(utcMoment(winter, 8, 3, 412)).toBe('2025-12-05T13:11:30.412Z');
    expect(utcMoment({ ...winter, month: 7 }, 0, 0, 0)).toBe('2025-07-05T12:03:27.000Z');
    expect(thousands(38420)).toBe('38.420');
    expect(pyFloat(58)).toBe('58.0');
    expect(pyFloat(0.38)).toBe('0.38');
    expect(longGermanDate(winter)).toBe('5. Dezember 2025');
  });

  it('writes each layout’s own notation', () => {
    for (const { testCase, truth, text } of drawnCases(cases, layoutOf)) {
      const value = evdText(truth.evd);
      const point = truth.evd.toFixed(1);
      switch (testCase.layout) {
        case ROMANSH:
          expect(text).toMatch(/\d{2}° \d{2},\d{4}′ nord\nLongitudo\n\d{1,2}° \d{2},\d{4}′ ost/);
          expect(text).toContain(`Modul da deformaziun Evd\n${value} MN/m²`);
          expect(text).toMatch(/Stampà ils \d{2}\.\d{2}\.\d{4} a las 07\.35/);
          expect(text).not.toContain(`Stampà ils ${german(truth)}`);
          break;
        case ESPERANTO:
          expect(text).toMatch(/\d{2},\d{5}° norda\nLongitudo\n\d{1,2},\d{5}° orienta/);
          expect(text).toMatch(/[ĉĝĵŝŭ]/);
          expect(text).toContain(`Dinamika deformiĝa modulo Evd\n${value} MN/m²`);
          expect(text).not.toContain(`Presita ${german(truth)}`);
          break;
        case YAML:
          expect(text).toContain(`  evd_mn_m2: ${point}`);
          expect(text).toMatch(/^ {2}breite: \d{2}\.\d{6}$/m);
          expect(text).toMatch(/# LWD-Export, erzeugt \d{4}-\d{2}-\d{2} 07:31/);
          expect(text).not.toContain(`erzeugt ${isoDate(truth)}`);
          expect(text).toMatch(/kalibriert: \d{4}-\d{2}-\d{2}/);
          break;
        case LOG: {
          // Every timestamp is UTC, one or two hours behind the local clock; none shows the test's.
          const stamps = [...text.matchAll(/^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2}):\d{2}\.\d{3}Z /gm)];
          expect(stamps).toHaveLength(7);
          expect(text).not.toContain(`T${testClock(truth)}`);
          expect(text).toContain(`Evd=${point} einheit=MN/m2`);
          expect(text).toMatch(passes(truth) ? /evd=[\d.]+ >= soll=45\.0 ok/ : /WARN {2}regel .* < soll=45\.0/);
          expect(text).toMatch(/lat=\d{2}\.\d{6} lon=\d{1,2}\.\d{6}/);
          break;
        }
        case WEIGHBRIDGE: {
          const { gross, tare, net } = weighings(truth);
          expect(gross - tare).toBe(net);
          for (const weight of [gross, tare, net]) expect(text).toContain(`${thousands(weight)} kg`);
          expect(text).toMatch(/^\d{1,2}\.\d{3} kg$/m);
          expect(text).toContain(`Evd = ${value} MN/m²`);
          expect(text).not.toContain(`Erstwägung\n${german(truth)}`);
          break;
        }
        case ASSISTANT: {
          expect(text).toContain(`Evd rund ${Math.round(truth.evd)} MN/m²`);
          expect(text).toContain(`≈ ${assistantQuotient(truth)}`);
          expect(Math.abs(Number(assistantQuotient(truth).replace(',', '.')) - truth.evd)).toBeLessThan(0.6);
          expect(text).toMatch(/GPS \d{2}\.\d{5} N {2}\d{1,2}\.\d{5} E/);
          expect(text).toMatch(/kurz nach \d+ Uhr|gegen \d+\.30 Uhr|kurz vor \d+ Uhr/);
          expect(text).not.toMatch(new RegExp(`^${testClock(truth)} · `, 'm'));
          break;
        }
        case LOGBOOK: {
          const start = odometer(truth);
          expect(text).toContain(thousands(start));
          expect(text).toMatch(/^\d{2}\.\d{3}$/m);
          expect(text).toContain(`Evd ${value} MN/m²`);
          expect(text).toMatch(/Ort \d{2}° \d{2},\d{4}' N, \d{1,2}° \d{2},\d{4}' O/);
          expect(text.split('\n')).not.toContain(testClock(truth));
          break;
        }
        case TRACEBACK:
          expect(text).toContain(`'Evd': ${point},`);
          expect(text).toContain('Traceback (most recent call last):');
          expect(text).toMatch(/'lat': \d{2}\.\d{1,6}, 'lon': \d{1,2}\.\d{1,6}/);
          expect(text).toContain(`'s_mittel_mm': ${pyFloat(truth.settlement)},`);
          expect(text).not.toMatch(new RegExp(`'exportiert': '${isoDate(truth)}`));
          break;
        case MERGE:
          expect(text).toContain('«Bewertung»');
          expect(text).toMatch(/\d{2}°\u00a0\d{2}'\u00a0\d{2},\d"\u00a0N/);
          expect(text).toContain(`Evd\n${value} MN/m²`);
          expect(text).not.toContain(`Stuttgart, ${german(truth)}`);
          break;
        case EASY:
          expect(text).toContain(`Evd ist: ${value} MN/m².`);
          expect(text).toMatch(/Die Lage: \d{2},\d{5} Grad Nord und \d{1,2},\d{5} Grad Ost\./);
          expect(text).toContain('Mess·punkt');
          expect(text).not.toContain(`Geschrieben am ${longGermanDate(truth)}`);
          break;
      }
      expect(text).toContain(String(truth.year));
    }
  });

  it('renders every drawing with no text in the margins or over another cell', async () => {
    await expectCleanDrawings(cases, layoutOf);
  }, 90_000);

  it('photographs the server log all seven ways', async () => {
    await expectSevenPhotographs(cases.filter((testCase) => testCase.layout === LOG));
  }, 90_000);
});
