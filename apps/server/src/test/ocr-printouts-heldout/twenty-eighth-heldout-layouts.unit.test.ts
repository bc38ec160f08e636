// Checks the generator of the twenty-eighth batch of held-out layouts, not the reader: every layout
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
  euros,
  iso6709Decimal,
  projDms,
  somaliDate,
  tatarDate,
  twentyEighthHeldoutLayouts,
  utm,
} from './twenty-eighth-heldout-layouts.js';

const { names, cases, layoutOf, textOf, cellsOf } = batchOf(twentyEighthHeldoutLayouts);
const TATAR = 'Сынау беркетмәсе татар телендә';
const SOMALI = 'Warbixinta tijaabada af-Soomaali';
const FFPROBE = 'Videometadaten mit ffprobe im Terminal, Ort als ISO 6709 in Dezimalgrad';
const CS2CS = 'Koordinatenumrechnung mit cs2cs im Terminal, Länge zuerst mit d als Gradzeichen';
const GML = 'GML-Datei eines Prüfpunkts im Editor, gml:pos Breite vor Länge';
const CHANGE_ORDER = 'Nachtragsangebot Bodenaustausch, Prüfung als Begründung';
const NCR = 'Abweichungsbericht (NCR) der Qualitätssicherung mit Prüfbefund';
const ENVELOPE = 'Fensterbriefumschlag mit Notiz neben dem Freistempel';
const SPREADER = 'Bordprotokoll des Bindemittelstreuers mit Kontrollprüfung';
const INSTANT_PHOTO = 'Sofortbild mit beschriftetem weißen Rand';

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
const testMinutes = (t: HeldoutTruth) => t.hour * 60 + t.minute;
/** A German date "dd.mm.yyyy" as a number yyyymmdd, to compare days. */
const dayNumber = (date: string) => Number(date.slice(6, 10) + date.slice(3, 5) + date.slice(0, 2));
const isoDayNumber = (date: string) => Number(date.replace(/-/g, ''));
const testDay = (t: HeldoutTruth) => t.year * 10_000 + t.month * 100 + t.day;
const shortYear = (t: HeldoutTruth) => `${two(t.day)}.${two(t.month)}.${String(t.year).slice(2)}`;
/** German local time is one hour ahead of UTC in winter, two in summer (April to October). */
const offsetHours = (t: HeldoutTruth) => (t.month >= 4 && t.month <= 10 ? 2 : 1);

/** Transverse Mercator after Snyder (GRS80, k0 0.9996, false easting 500 km), to check `utm`. */
const snyderUtm = (lat: number, lng: number, zone: number) => {
  const a = 6_378_137;
  const f = 1 / 298.257222101;
  const e2 = f * (2 - f);
  const ep2 = e2 / (1 - e2);
  const phi = (lat * Math.PI) / 180;
  const nu = a / Math.sqrt(1 - e2 * Math.sin(phi) ** 2);
  const T = Math.tan(phi) ** 2;
  const C = ep2 * Math.cos(phi) ** 2;
  const A = (((lng - (zone * 6 - 183)) * Math.PI) / 180) * Math.cos(phi);
  const M =
    a *
    ((1 - e2 / 4 - (3 * e2 ** 2) / 64 - (5 * e2 ** 3) / 256) * phi -
      ((3 * e2) / 8 + (3 * e2 ** 2) / 32 + (45 * e2 ** 3) / 1024) * Math.sin(2 * phi) +
      ((15 * e2 ** 2) / 256 + (45 * e2 ** 3) / 1024) * Math.sin(4 * phi) -
      ((35 * e2 ** 3) / 3072) * Math.sin(6 * phi));
  const k0 = 0.9996;
  return {
    east:
      500_000 + k0 * nu * (A + ((1 - T + C) * A ** 3) / 6 + ((5 - 18 * T + T ** 2 + 72 * C - 58 * ep2) * A ** 5) / 120),
    north:
      k0 *
      (M +
        nu *
          Math.tan(phi) *
          (A ** 2 / 2 +
            ((5 - T + 9 * C + 4 * C ** 2) * A ** 4) / 24 +
            ((61 - 58 * T + T ** 2 + 600 * C - 330 * ep2) * A ** 6) / 720)),
  };
};

/** The test's date and clock exactly as each layout prints them. */
const printedDateAndClock: Record<string, (t: HeldoutTruth) => [string, string]> = {
  [TATAR]: (t) => [`Көне\n${tatarDate(t)}\n`, `сәгать ${testClock(t)}\n`],
  [SOMALI]: (t) => [`Taariikhda\n${somaliDate(t)}\n`, `saacadda ${testClock(t)}\n`],
  [FFPROBE]: (t) => [`: LWD ${german(t)} `, ` ${testClock(t)} MP `],
  [CS2CS]: (t) => [`;${german(t)};`, `;${withSeconds(t)};`],
  [GML]: (t) => [`<bd:zeit>${isoDate(t)}T`, `T${withSeconds(t)}+0`],
  [CHANGE_ORDER]: (t) => [`am ${german(t)} um`, `um ${testClock(t)} Uhr (MP`],
  [NCR]: (t) => [`am ${german(t)}, `, `, ${testClock(t)} Uhr\nMesswert`],
  [ENVELOPE]: (t) => [` – ${shortYear(t)}, `, `, ${testClock(t)} Uhr\nEvd`],
  [SPREADER]: (t) => [`Datum     ${german(t)}\n`, `Zeit      ${testClock(t)}\n`],
  [INSTANT_PHOTO]: (t) => [`   ${german(t)}   `, `   ${testClock(t)}\nEvd`],
};

describe('twenty-eighth batch of held-out layouts (the generator)', () => {
  it('adds ten new layouts after the two hundred and seventy before, seven shots each, earlier seeds unchanged', () => {
    // Names, places and seeds (1000 + 100 · layout + shot) of this batch and of the layouts before
    // it; seventy cases from seed 28000, right after the first 1,890, development since decision 0831.
    expect(expectHeldoutBatchAt(twentyEighthHeldoutLayouts, 270, 'development')).toEqual(cases);
    expect(cases[0]!.seed).toBe(28_000);
    expect(cases.at(-1)!.seed).toBe(28_906);
    expect(Object.keys(printedDateAndClock).sort()).toEqual([...names].sort());
  });

  it('expects what was printed: Evd, the test’s date and time, and the position', () => {
    expectPrintedAnswers(cases, layoutOf, printedDateAndClock);
  });

  it('prints numbers of other quantities near Evd and dates or clocks that are not the test’s', () => {
    // The single settlements or their mean, s/v, a required value, another date or clock.
    expectTrapsOnFlatShots(cases, textOf, /s\/v|sv_ms|<bd:sv /, /(≥|>=|soll\W{0,4}|Soll>)\s*\d+/i);
  });

  it('computes its helpers as the formats say', () => {
    const winter = { year: 2025, month: 12, day: 5, hour: 14, minute: 3, second: 27 } as HeldoutTruth;
    expect(tatarDate(winter)).toBe('2025 елның 5 декабре, җомга');
    expect(tatarDate({ ...winter, month: 1, day: 4 })).toBe('2025 елның 4 гыйнвары, шимбә');
    expect(somaliDate(winter)).toBe('5 Diseembar 2025, Jimco');
    expect(somaliDate({ ...winter, month: 5, day: 4 })).toBe('4 Maajo 2025, Axad');
    // 0.123456° = 7′ 24.4416″; 0.567891° = 34′ 4.4076″; 0.5° = 30′ 0″ (trailing zeros dropped).
    expect(projDms(52.123456, 'N')).toBe('52d7\'24.442"N');
    expect(projDms(13.567891, 'E')).toBe('13d34\'4.408"E');
    expect(projDms(13.5, 'E')).toBe('13d30\'0"E');
    expect(projDms(9.0001, 'E')).toBe('9d0\'0.36"E');
    expect(iso6709Decimal(52.123456, 9.5678912, 112.4)).toBe('+52.12346+009.56789+112.4/');
    expect(euros(5704)).toBe('5.704,00 €');
    expect(euros(1_225.2)).toBe('1.225,20 €');
    expect(euros(65)).toBe('65,00 €');
    // UTM against Snyder's series (USGS Professional Paper 1395, 8-9 and 8-10, an independent
    // method, centimetres within the zone) at the zones' edges and centres, and the central meridian.
    for (const [lat, lng] of [
      [47.6, 6.1],
      [52, 9],
      [54.7, 11.99],
      [50.5, 12.01],
      [52.5, 13.4],
      [48.2, 14.7],
    ] as const) {
      const own = utm(lat, lng);
      const snyder = snyderUtm(lat, lng, own.zone);
      expect(Math.abs(own.east - snyder.east), `${lat} ${lng}`).toBeLessThan(0.05);
      expect(Math.abs(own.north - snyder.north), `${lat} ${lng}`).toBeLessThan(0.05);
    }
    expect(utm(52, 9)).toMatchObject({ zone: 32, east: expect.closeTo(500_000, 6) });
    expect(utm(52, 15).zone).toBe(33);
  });

  it('writes each layout’s own notation', () => {
    for (const { testCase, truth, expected, text } of drawnCases(cases, layoutOf)) {
      const value = evdText(truth.evd);
      // The answer is the printed position (read back here from the text) to four decimals of a minute.
      const { near, answers, number, decimal, seconds } = positionReadBack(testCase.name, truth, expected);
      const minutes = (g: string, m: string, lg: string, lm: string, within: number) => {
        near(Number(g), number(m), truth.lat, within);
        near(Number(lg), number(lm), truth.lng, within);
        answers(Number(g), number(m), Number(lg), number(lm));
      };
      const clocks = (pattern: RegExp) => [...text.matchAll(pattern)].map((match) => minutesOf(match[1]!));
      switch (testCase.layout) {
        case TATAR: {
          const [, g, m, lg, lm] =
            /Киңлек\nтөньяк киңлек (\d{2})° (\d{2},\d{4})′\nОзынлык\nкөнчыгыш озынлык (\d{1,2})° (\d{2},\d{4})′\n/.exec(
              text,
            )!;
          minutes(g!, m!, lg!, lm!, 0.000002);
          // The year first, in the genitive, then the day.
          expect(text).toContain(`Көне\n${truth.year} елның ${truth.day} `);
          expect(text).toContain(`Деформация модуле Evd\n${value} MN/m²`);
          expect(text).not.toContain(`Бастырылды ${german(truth)}`);
          break;
        }
        case SOMALI: {
          const [, g, m, s, lg, lm, ls] =
            /Loolka\n(\d{2})° (\d{2})′ (\d{2},\d)″ Waqooyi\nDhererka\n(\d{1,2})° (\d{2})′ (\d{2},\d)″ Bari\n/.exec(
              text,
            )!;
          seconds(g!, m!, s!, lg!, lm!, ls!);
          expect(text).toMatch(new RegExp(`Taariikhda\\n${truth.day} [A-Z][a-z]+ ${truth.year}, [A-Z][a-z]+\\n`));
          expect(text).toContain(`Moduluska qallafsanaanta Evd\n${value} MN/m²`);
          break;
        }
        case FFPROBE: {
          // ISO 6709 with signed decimal degrees (longitude three integer digits) and the height.
          const [, lat, lng] = /ISO6709: \+(\d{2}\.\d{5})\+(\d{3}\.\d{5})\+\d{3}\.\d\/\n/.exec(text)!;
          expect(lat).toBe(truth.lat.toFixed(5));
          expect(Number(lng)).toBe(Number(truth.lng.toFixed(5)));
          answers(...decimal(lat!), ...decimal(lng!));
          // The video's moments: a few minutes after the test, in UTC and local with the offset.
          const [, utcDate, utcClock] = /creation_time {4}: (\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}):\d{2}\.0{6}Z/.exec(text)!;
          const [, localDate, localClock, offset] =
            /creationdate: (\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}):\d{2}\+0(\d)00\n/.exec(text)!;
          expect(utcDate).toBe(isoDate(truth));
          expect(localDate).toBe(isoDate(truth));
          expect(Number(offset)).toBe(offsetHours(truth));
          expect(minutesOf(localClock!) - minutesOf(utcClock!)).toBe(60 * offsetHours(truth));
          expect(minutesOf(localClock!)).toBeGreaterThan(testMinutes(truth));
          expect(text).toContain(`: Evd ${value} MN/m2, s `);
          break;
        }
        case CS2CS: {
          // Longitude first, "d" for the degree sign, unpadded minutes and seconds (to thousandths, trailing zeros dropped).
          const [, lg, lm, ls, g, m, s] =
            /\n(\d{1,2})d(\d{1,2})'(\d{1,2}(?:\.\d{1,3})?)"E {3}(\d{2})d(\d{1,2})'(\d{1,2}(?:\.\d{1,3})?)"N 0\.000\n/.exec(
              text,
            )!;
          expect(ls).not.toMatch(/\.\d*0$/);
          seconds(g!, m!, s!, lg!, lm!, ls!);
          near(Number(g), Number(m) + Number(s) / 60, truth.lat, 0.0000003);
          // The UTM input is the record's easting and northing, in the zone the command names.
          const [, zone] = /cs2cs EPSG:258(\d{2}) EPSG:4326/.exec(text)!;
          const [, east, north] = /;(\d{6},\d{3});(\d{7},\d{3})\n/.exec(text)!;
          expect(text).toContain(`echo "${east!.replace(',', '.')} ${north!.replace(',', '.')}" | cs2cs`);
          const own = utm(truth.lat, truth.lng);
          expect(Number(zone)).toBe(own.zone);
          expect(Math.abs(number(east!) - own.east)).toBeLessThan(0.001);
          expect(text).toContain(`;${value};`);
          const [, listed] = /vermessung 96 (\d{2}\.\d{2}\.\d{4}) /.exec(text)!;
          expect(dayNumber(listed!)).toBeGreaterThan(testDay(truth));
          break;
        }
        case GML: {
          // EPSG:4326 in GML: latitude before longitude, six decimals with a point.
          const [, lat, lng] = /<gml:pos>(\d{2}\.\d{6}) (\d{1,2}\.\d{6})<\/gml:pos>/.exec(text)!;
          expect(lat).toBe(truth.lat.toFixed(6));
          expect(lng).toBe(truth.lng.toFixed(6));
          answers(...decimal(lat!), ...decimal(lng!));
          expect(text).toContain(`T${withSeconds(truth)}+0${offsetHours(truth)}:00</bd:zeit>`);
          expect(text).toContain(`<bd:Evd uom="MN/m2">${truth.evd.toFixed(1)}</bd:Evd>`);
          const [, exported] = /<bd:exportiert>(\d{4}-\d{2}-\d{2})T/.exec(text)!;
          expect(isoDayNumber(exported!)).toBeGreaterThan(testDay(truth));
          break;
        }
        case CHANGE_ORDER: {
          const [, lat, lng] = /Prüfstelle: (\d{2},\d{6}) N, (\d{1,2},\d{6}) O \(WGS 84\)/.exec(text)!;
          expect(lat).toBe(truth.lat.toFixed(6).replace('.', ','));
          answers(...decimal(lat!), ...decimal(lng!));
          const [, offered] = /Leipzig, (\d{2}\.\d{2}\.\d{4})\n/.exec(text)!;
          expect(dayNumber(offered!)).toBeGreaterThan(testDay(truth));
          // The items' totals add up to the net sum.
          const totals = [...text.matchAll(/ €\n([\d.]+,\d{2}) €\n/g)].map((match) =>
            number(match[1]!.replace(/\./g, '')),
          );
          const [, net] = /Summe netto\n([\d.]+,\d{2}) €/.exec(text)!;
          expect(totals).toHaveLength(3);
          expect(
            Math.abs(totals.reduce((sum, total) => sum + total, 0) - number(net!.replace(/\./g, ''))),
          ).toBeLessThan(0.005);
          expect(text).toContain(`: Evd ${value} MN/m², s `);
          break;
        }
        case NCR: {
          // The hemisphere letter before the degrees, the longitude's degrees to three digits, no space before the minutes.
          const [, g, m, lg, lm] = /Ort \/ Location\nN (\d{2})°(\d{2}\.\d{4})' {2}E (0\d{2})°(\d{2}\.\d{4})'\n/.exec(
            text,
          )!;
          minutes(g!, m!, lg!, lm!, 0.000002);
          const [, raised] = /raised (\d{2}\.\d{2}\.\d{4}) /.exec(text)!;
          expect(dayNumber(raised!)).toBeGreaterThan(testDay(truth));
          const [, due] = /Frist \/ Due\n(\d{2}\.\d{2}\.\d{4})/.exec(text)!;
          expect(dayNumber(due!)).toBeGreaterThan(dayNumber(raised!));
          expect(text).toContain(`Messwert / Result\nEvd ${value} MN/m² (s `);
          break;
        }
        case ENVELOPE: {
          const [, g, m, lg, lm] = /\n(\d{2})°(\d{2},\d{3})' N {3}(\d{1,2})°(\d{2},\d{3})' O\n/.exec(text)!;
          minutes(g!, m!, lg!, lm!, 0.00001);
          // The postmark is later than the test, with a two-digit year as the note has.
          const [, posted] = /DEUTSCHE POST {2}(\d{2}\.\d{2}\.\d{2}) /.exec(text)!;
          expect(posted).not.toBe(shortYear(truth));
          expect(dayNumber(`${posted!.slice(0, 6)}20${posted!.slice(6)}`)).toBeGreaterThan(testDay(truth));
          const note = cellsOf(ENVELOPE, truth).filter((cell) => /LWD|Evd|° /.test(cell.text) || /°\d/.test(cell.text));
          expect(note.map((cell) => cell.italic)).toEqual([true, true, true]);
          expect(text).toContain(`Evd ${value} MN/m²  (s `);
          break;
        }
        case SPREADER: {
          const [, lat, lng] = /GPS {7}(\d{2}\.\d{5}) N\n {10}(\d{1,2}\.\d{5}) E\n/.exec(text)!;
          expect(lat).toBe(truth.lat.toFixed(5));
          expect(lng).toBe(truth.lng.toFixed(5));
          answers(...decimal(lat!), ...decimal(lng!));
          // Spreading ended before the test; the print came after it.
          const [start] = clocks(/Start {5}(\d{2}:\d{2})\n/g);
          const [end] = clocks(/Ende {6}(\d{2}:\d{2})\n/g);
          expect(start).toBeLessThan(end!);
          expect(end).toBeLessThan(testMinutes(truth));
          expect(clocks(/Druck \d{2}\.\d{2}\.\d{4} (\d{2}:\d{2})/g)[0]).toBeGreaterThan(testMinutes(truth));
          expect(text).toContain(`Evd       ${value} MN/m²\n`);
          break;
        }
        case INSTANT_PHOTO: {
          // No hemisphere: degrees, minutes and decimal-comma seconds, latitude first.
          const [, g, m, s, lg, lm, ls] = /\n(\d{2})° (\d{2})' (\d{2},\d)" {2}(\d{1,2})° (\d{2})' (\d{2},\d)"\n/.exec(
            text,
          )!;
          seconds(g!, m!, s!, lg!, lm!, ls!);
          const caption = cellsOf(INSTANT_PHOTO, truth).filter((cell) => cell.text.length > 0);
          expect(caption.every((cell) => cell.italic)).toBe(true);
          const [, filed] = /abgeheftet (\d{2}\.\d{2}\.\d{4})/.exec(text)!;
          expect(dayNumber(filed!)).toBeGreaterThan(testDay(truth));
          expect(text).toContain(`Evd ${value} MN/m²  s `);
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

  it('photographs the instant photo all seven ways', async () => {
    await expectSevenPhotographs(cases.filter((testCase) => testCase.layout === INSTANT_PHOTO));
  }, 90_000);
});
