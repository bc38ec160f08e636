// Checks the generator of the twenty-third batch of held-out layouts, not the reader: every layout
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
  dayworkHours,
  galicianDate,
  gpxTime,
  handheldPosition,
  hourMeter,
  indonesianDate,
  localAfter,
  lowGermanDate,
  surveyRows,
  twentyThirdHeldoutLayouts,
  unixSeconds,
  wktPoint,
  zoneName,
} from './twenty-third-heldout-layouts.js';

const { names, cases, layoutOf, textOf } = batchOf(twentyThirdHeldoutLayouts);
const GALICIAN = 'Informe de ensaio en galego';
const LOW_GERMAN = 'Pröövbericht op Plattdüütsch';
const INDONESIAN = 'Laporan uji dalam bahasa Indonesia';
const GPX = 'GPX-Datei in der Browser-Baumansicht, Zeiten in UTC';
const GIS = 'GIS-Objektabfrage mit WKT-Geometrie, Länge vor Breite';
const SURVEY = 'Aufmaßblatt mit Ordnungszahlen, Prüfung als Position';
const SERVICE = 'Servicemenü des Geräts, Uhr als Unix-Zeitstempel';
const LORA = 'IoT-Konsole mit LoRaWAN-Uplink, Gateway-Standort daneben';
const ORDER = 'Prüfauftrag mit Terminfenster und Erledigungsvermerk';
const DAYWORK = 'Regiebericht mit Maschinenstunden und Prüfeintrag';

const pointClock = (t: HeldoutTruth) => `${two(t.hour)}.${two(t.minute)}`;
const offset = (t: HeldoutTruth) => (t.month >= 4 && t.month <= 10 ? 2 : 1);
/** The test's moment in UTC as "yyyy-MM-ddTHH:mm:ss", computed here independently of the layouts. */
const utc = (t: HeldoutTruth) =>
  new Date(Date.UTC(t.year, t.month - 1, t.day, t.hour - offset(t), t.minute, t.second)).toISOString().slice(0, 19);

/** The test's date and clock exactly as each layout prints them. */
const printedDateAndClock: Record<string, (t: HeldoutTruth) => [string, string]> = {
  [GALICIAN]: (t) => [galicianDate(t), `ás ${testClock(t)} h`],
  [LOW_GERMAN]: (t) => [lowGermanDate(t), `Klock ${pointClock(t)}`],
  [INDONESIAN]: (t) => [indonesianDate(t), `pukul ${pointClock(t)}`],
  [GPX]: (t) => [`Ortszeit ${german(t)} `, ` ${withSeconds(t)} ME`],
  [GIS]: (t) => [`datum\n${isoDate(t)}`, `uhrzeit\n${withSeconds(t)}`],
  [SURVEY]: (t) => [`am ${german(t)}`, `um ${testClock(t)} Uhr: Evd`],
  [SERVICE]: (t) => [`Ortszeit\n${german(t)} `, ` ${withSeconds(t)} ME`],
  [LORA]: (t) => [`"zeit_lokal":\n"${isoDate(t)} `, ` ${withSeconds(t)}",`],
  [ORDER]: (t) => [`durchgeführt\nam ${german(t)}`, `um ${testClock(t)} Uhr, M. Ahrens`],
  [DAYWORK]: (t) => [`Datum ${german(t)}`, ` um ${testClock(t)} Uhr: Evd`],
};

describe('twenty-third batch of held-out layouts (the generator)', () => {
  it('adds ten new layouts after the two hundred and twenty before, seven shots each, earlier seeds unchanged', () => {
    // Names, places and seeds (1000 + 100 · layout + shot) of this batch and of the layouts before
    // it; seventy cases from seed 23000, right after the first 1,540, development since decision 0816.
    expect(expectHeldoutBatchAt(twentyThirdHeldoutLayouts, 220, 'development')).toEqual(cases);
    expect(Object.keys(printedDateAndClock).sort()).toEqual([...names].sort());
  });

  it('expects what was printed: Evd, the test’s date and time, and the position', () => {
    expectPrintedAnswers(cases, layoutOf, printedDateAndClock);
  });

  it('prints numbers of other quantities near Evd and dates or clocks that are not the test’s', () => {
    // The single settlements or their mean, s/v, a required value, another date or clock.
    expectTrapsOnFlatShots(cases, textOf, /s\/v|sv_ms/, /(≥|>=|soll\W{0,4})\s*\d+/i);
  });

  it('computes its helpers as the formats say', () => {
    const winter = { year: 2025, month: 12, day: 5, hour: 14, minute: 3, second: 27 } as HeldoutTruth;
    const summer = { ...winter, month: 7 };
    expect(galicianDate(winter)).toBe('venres, 5 de decembro de 2025');
    expect(lowGermanDate(winter)).toBe('Freedag, de 5. Dezember 2025');
    expect(indonesianDate(winter)).toBe('Jumat, 5 Desember 2025');
    expect(indonesianDate({ ...winter, month: 3, day: 1 })).toBe('Sabtu, 1 Maret 2025');
    expect(unixSeconds(winter)).toBe(1764939807);
    expect(unixSeconds(summer)).toBe(1751717007);
    expect(zoneName(winter)).toBe('MEZ');
    expect(zoneName(summer)).toBe('MESZ');
    expect(gpxTime(winter, 0, 0)).toBe('2025-12-05T13:03:27Z');
    expect(localAfter({ ...winter, hour: 23, minute: 40 }, 41 * 60 + 43)).toBe('06.12.2025 00:22:10');
    const place = { ...winter, lat: 52.72579, lng: 9.1318 };
    expect(handheldPosition(place)).toBe("N 52°43.5474'  E009°07.9080'");
    expect(wktPoint(place)).toBe('POINT (9.131800 52.725790)');
    expect(hourMeter(winter, 1842, 400).from).toMatch(/^1\.8\d{2},\d$/);
  });

  it('writes each layout’s own notation', () => {
    for (const { testCase, truth, text } of drawnCases(cases, layoutOf)) {
      const value = evdText(truth.evd);
      const point = truth.evd.toFixed(1);
      const lat6 = truth.lat.toFixed(6);
      const lng6 = truth.lng.toFixed(6);
      switch (testCase.layout) {
        case GALICIAN:
          expect(text).toMatch(/\d{2}º \d{2}′ \d{2},\d″ N\nLonxitude\n\d{1,2}º \d{2}′ \d{2},\d″ L/);
          expect(text).toContain(`Módulo de deformación Evd\n${value} MN/m²`);
          expect(text).toMatch(/Impreso o \d{2}\.\d{2}\.\d{4} ás 08:20 h/);
          expect(text).not.toContain(`Impreso o ${german(truth)}`);
          break;
        case LOW_GERMAN:
          expect(text).toMatch(/\d{2}° \d{2},\d{3}′ Noord\nLäng\n\d{1,2}° \d{2},\d{3}′ Oost/);
          expect(text).toContain(`Verformmodul Evd\n${value} MN/m²`);
          expect(text).not.toContain(`Druckt an’n ${german(truth)}`);
          break;
        case INDONESIAN:
          expect(text).toMatch(/\d{2},\d{6}° LU\nBujur\n\d{1,2},\d{6}° BT/);
          expect(text).toContain(`Modulus deformasi dinamis Evd\n${value} MN/m²`);
          expect(text).not.toContain(`Dicetak ${german(truth)}`);
          break;
        case GPX: {
          expect(text).toContain(`<wpt lat="${lat6}" lon="${lng6}">`);
          expect(text).toContain(`<time>${utc(truth)}Z</time>`);
          // Every <time> is UTC ("Z"), none shows the test's local clock; the track lies off the point.
          const stamps = [...text.matchAll(/<time>\d{4}-\d{2}-\d{2}T(\d{2}:\d{2}):\d{2}Z<\/time>/g)];
          expect(stamps).toHaveLength(5);
          for (const stamp of stamps) expect(stamp[1]).not.toBe(testClock(truth));
          const track = [...text.matchAll(/<trkpt lat="([\d.]+)" lon="([\d.]+)">/g)];
          expect(track).toHaveLength(3);
          for (const [, lat] of track) expect(lat).not.toBe(lat6);
          expect(text).toContain(`Evd = ${value} MN/m²`);
          break;
        }
        case GIS:
          expect(text).toContain(`X\n${lng6}\nY\n${lat6}`);
          expect(text).toContain(`geometrie\nPOINT (${lng6} ${lat6})`);
          expect(text).toContain(`evd_mn_m2\n${point}`);
          expect(text).toContain('Drehung 0,0°');
          expect(text).not.toContain(`geaendert\n${isoDate(truth)}`);
          break;
        case SURVEY: {
          const rows = surveyRows(truth);
          expect(text.match(/^\d{2}\.\d{2}\.\d{4}$/gm)).toHaveLength(4);
          const [length, breadth] = rows[0]![2].split(' × ').map((n) => Number(n.replace(',', '.')));
          expect(Number(rows[0]![3].replace(',', '.'))).toBeCloseTo(length! * breadth!, 2);
          expect(text).toContain(`Evd ${value} MN/m²`);
          expect(text).toMatch(/Lage \d{2}° \d{2}′ \d{2},\d″ N, \d{1,2}° \d{2}′ \d{2},\d″ O/);
          expect(text).not.toContain(`aufgestellt: Bauleitung, ${german(truth)}`);
          break;
        }
        case SERVICE: {
          const ts = unixSeconds(truth);
          expect(new Date(ts * 1000).toISOString().slice(0, 19)).toBe(utc(truth));
          expect(text).toContain(`ts\n${ts}`);
          expect(text).toContain(`RTC Unix\n${ts + 41 * 60 + 43}\nRTC lokal\n${localAfter(truth, 41 * 60 + 43)}`);
          expect(text).toContain(`${withSeconds(truth)} ${offset(truth) === 2 ? 'MESZ' : 'MEZ'}`);
          expect(text).toMatch(/GPS\nN \d{2}°\d{2}\.\d{4}' {2}E0\d{2}°\d{2}\.\d{4}'/);
          expect(text).toContain(`Evd\n${value} MN/m²`);
          break;
        }
        case LORA: {
          expect(text).toContain(`"Evd":\n${point},`);
          expect(text).toContain(`"lat":\n${Number(truth.lat.toFixed(5))},`);
          expect(text).toMatch(/"received_at":\n"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z",/);
          expect(text).not.toContain(`T${testClock(truth)}`);
          const gateway = /"latitude": ([\d.]+), "longitude": ([\d.]+)/.exec(text)!;
          expect(Math.abs(Number(gateway[1]) - truth.lat)).toBeGreaterThan(0.004);
          expect(Math.abs(Number(gateway[2]) - truth.lng)).toBeGreaterThan(0.007);
          break;
        }
        case ORDER: {
          const [, from, to] = /Zeitfenster (\d{2}):00–(\d{2}):00 Uhr/.exec(text)!;
          expect(Number(from)).toBeLessThanOrEqual(truth.hour);
          expect(Number(to)).toBeGreaterThan(truth.hour);
          expect(text).not.toContain(`erteilt am\n${german(truth)}`);
          expect(text).toMatch(/GPS\n\d{2},\d{5}° N, \d{1,2},\d{5}° O/);
          expect(text).toContain(`Evd\n${value} MN/m²`);
          break;
        }
        case DAYWORK: {
          for (const [, start, end, pause, hours] of dayworkHours(truth)) {
            const minutes = (clock: string) => Number(clock.split(':')[0]) * 60 + Number(clock.split(':')[1]);
            expect((minutes(end!) - minutes(start!) - minutes(pause!)) / 60).toBeCloseTo(
              Number(hours!.replace(',', '.')),
              2,
            );
          }
          expect(text.match(/^\d\.\d{3},\d$/gm)).toHaveLength(4);
          expect(text).toMatch(/Lage N\u00a0\d{2}° \d{2},\d{4}′ E\u00a0\d{1,2}° \d{2},\d{4}′/);
          expect(text).toContain(`Evd ${value} MN/m²`);
          expect(text).not.toMatch(new RegExp(`am ${german(truth).replace(/\./g, '\\.')}$`, 'm'));
          break;
        }
      }
      expect(text).toContain(String(truth.year));
    }
  });

  it('renders every drawing with no text in the margins or over another cell', async () => {
    await expectCleanDrawings(cases, layoutOf);
  }, 90_000);

  it('photographs the service menu all seven ways', async () => {
    await expectSevenPhotographs(cases.filter((testCase) => testCase.layout === SERVICE));
  }, 90_000);
});
