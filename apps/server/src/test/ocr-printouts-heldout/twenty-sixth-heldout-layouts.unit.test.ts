// Checks the generator of the twenty-sixth batch of held-out layouts, not the reader: every layout
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
  armenianDate,
  ddmmyyyy,
  handheldDate,
  kazakhDate,
  maidenhead,
  mongolianClock,
  mongolianDate,
  paddedMinutes3,
  seconds2,
  twentySixthHeldoutLayouts,
} from './twenty-sixth-heldout-layouts.js';

const { names, cases, layoutOf, textOf, cellsOf } = batchOf(twentySixthHeldoutLayouts);
const KAZAKH = 'Сынақ хаттамасы қазақ тілінде';
const ARMENIAN = 'Փորձարկման արձանագրություն հայերեն';
const MONGOLIAN = 'Туршилтын протокол монгол хэлээр';
const WAYPOINT = 'Hand-GPS Wegpunktseite mit Maidenhead-Locator';
const QR = 'QR-Scanner-App mit dekodiertem Text, Datum TTMMJJJJ';
const CONCRETE = 'Transportbeton-Lieferschein mit Planumsprüfung';
const TOA5 = 'Logger-Datei TOA5 mit Kommas, Grad und Minuten in eigenen Spalten';
const FDVK = 'FDVK-Auswertung mit Prüfung an der schwächsten Stelle';
const TEST_PIT = 'Schurfprotokoll mit Schichten und Prüfung auf der Sohle';
const HAND_OVER = 'Übergabeprotokoll Planum an das Folgegewerk';

const GERMAN_MONTHS = [
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
const shortYear = (t: HeldoutTruth) => `${two(t.day)}.${two(t.month)}.${String(t.year).slice(2)}`;
const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
const testMinutes = (t: HeldoutTruth) => t.hour * 60 + t.minute;
const comma = (text: string) => text.replace('.', ',');

/**
 * The Maidenhead locator to eight characters, computed here independently of the layouts: in whole
 * units of the extended square (30″ of longitude, 15″ of latitude) counted from 180° W and 90° S.
 */
const locator = (lat: number, lng: number) => {
  const x = Math.floor(((lng + 180) * 3600) / 30);
  const y = Math.floor(((lat + 90) * 3600) / 15);
  // Per degree of longitude 120 units (field 20°, square 2°, subsquare 5′ = 10 units, extended 1 unit).
  const fieldX = Math.floor(x / 2400);
  const fieldY = Math.floor(y / 2400);
  const squareX = Math.floor((x % 2400) / 240);
  const squareY = Math.floor((y % 2400) / 240);
  const subX = Math.floor((x % 240) / 10);
  const subY = Math.floor((y % 240) / 10);
  const A = 'ABCDEFGHIJKLMNOPQR';
  const a = 'abcdefghijklmnopqrstuvwx';
  return `${A[fieldX]}${A[fieldY]}${squareX}${squareY}${a[subX]}${a[subY]}${x % 10}${y % 10}`;
};

/** The test's date and clock exactly as each layout prints them. */
const printedDateAndClock: Record<string, (t: HeldoutTruth) => [string, string]> = {
  [KAZAKH]: (t) => [kazakhDate(t), `сағат ${testClock(t)}\n`],
  [ARMENIAN]: (t) => [armenianDate(t), `ժամը ${testClock(t)}\n`],
  [MONGOLIAN]: (t) => [
    `Огноо\n${t.year} оны ${t.month} сарын ${t.day}, `,
    `${testClock(t).replace(':', ' цаг ')} минут`,
  ],
  [WAYPOINT]: (t) => [`Erstellt\n${handheldDate(t)} `, ` ${withSeconds(t)}\nPosition`],
  [QR]: (t) => [`DATUM=${two(t.day)}${two(t.month)}${t.year}\n`, `ZEIT=${withSeconds(t).replace(/:/g, '')}\n`],
  [CONCRETE]: (t) => [`Lieferdatum\n${german(t)}\n`, `um ${testClock(t)} Uhr:`],
  [TOA5]: (t) => [`"${isoDate(t)} `, ` ${withSeconds(t)}",`],
  [FDVK]: (t) => [` ${german(t)}\n`, `um ${testClock(t)} Uhr\nEvd`],
  [TEST_PIT]: (t) => [`Datum\n${shortYear(t)}\n`, `, ${testClock(t)} Uhr\nEvd`],
  [HAND_OVER]: (t) => [
    `Übergabe am\n${t.day}. ${GERMAN_MONTHS[t.month - 1]} ${t.year}, `,
    `um ${testClock(t)} Uhr\nErgebnis`,
  ],
};

describe('twenty-sixth batch of held-out layouts (the generator)', () => {
  it('adds ten new layouts after the two hundred and fifty before, seven shots each, earlier seeds unchanged', () => {
    // Names, places and seeds (1000 + 100 · layout + shot) of this batch and of the layouts before
    // it; seventy cases from seed 26000, right after the first 1,750, development since decision 0825.
    expect(expectHeldoutBatchAt(twentySixthHeldoutLayouts, 250, 'development')).toEqual(cases);
    expect(Object.keys(printedDateAndClock).sort()).toEqual([...names].sort());
  });

  it('expects what was printed: Evd, the test’s date and time, and the position', () => {
    expectPrintedAnswers(cases, layoutOf, printedDateAndClock);
  });

  it('prints numbers of other quantities near Evd and dates or clocks that are not the test’s', () => {
    // The single settlements or their mean, s/v, a required value, another date or clock.
    expectTrapsOnFlatShots(cases, textOf, /s\/v|"s_v"/, /(≥|>=|soll\W{0,4})\s*\d+|"Evd_Soll"/i);
  });

  it('computes its helpers as the formats say', () => {
    const winter = { year: 2025, month: 12, day: 5, hour: 14, minute: 3, second: 27 } as HeldoutTruth;
    expect(kazakhDate(winter)).toBe('2025 жылғы 5 желтоқсан, жұма');
    expect(armenianDate(winter)).toBe('5 դեկտեմբերի 2025 թ., ուրբաթ');
    expect(mongolianDate(winter)).toBe('2025 оны 12 сарын 5, Баасан гараг');
    expect(mongolianClock({ ...winter, hour: 9 })).toBe('09 цаг 03 минут');
    expect(handheldDate(winter)).toBe('05-DEZ-25');
    expect(handheldDate({ ...winter, month: 3 })).toBe('05-MÄR-25');
    expect(ddmmyyyy(winter)).toBe('05122025');
    expect(paddedMinutes3(8.5)).toBe("008°30.000'");
    expect(seconds2(48.14556)).toMatchObject({ g: 48, min: '08', sec: '44.02' });
    // Berlin and Munich as radio amateurs know them.
    expect(maidenhead(52.52, 13.4).slice(0, 6)).toBe('JO62qm');
    expect(maidenhead(48.14666, 11.60833).slice(0, 6)).toBe('JN58td');
    expect(maidenhead(48.14666, 11.60833)).toBe(locator(48.14666, 11.60833));
  });

  it('writes each layout’s own notation', () => {
    for (const { testCase, truth, expected, text } of drawnCases(cases, layoutOf)) {
      const value = evdText(truth.evd);
      const lat6 = truth.lat.toFixed(6);
      const lng6 = truth.lng.toFixed(6);
      // The answer is the printed position (read back here from the text) to four decimals of a minute.
      const { near, answers, number, decimal } = positionReadBack(testCase.name, truth, expected);
      switch (testCase.layout) {
        case KAZAKH: {
          const [, g, m, lg, lm] =
            /Ендік\n(\d{2})° (\d{2},\d{4})′ с\. е\.\nБойлық\n(\d{1,2})° (\d{2},\d{4})′ ш\. б\./.exec(text)!;
          near(Number(g), Number(m!.replace(',', '.')), truth.lat, 0.000002);
          near(Number(lg), Number(lm!.replace(',', '.')), truth.lng, 0.000002);
          answers(Number(g), number(m!), Number(lg), number(lm!));
          expect(text).toContain(`Күні\n${truth.year} жылғы ${truth.day} `);
          expect(text).toContain(`Деформация модулі Evd\n${value} MN/m²`);
          expect(text).not.toContain(`Басып шығарылды ${german(truth)}`);
          break;
        }
        case ARMENIAN: {
          const [, g, m, s] = /(\d{2})° (\d{2})′ (\d{2},\d{2})″ հյուսիսային/.exec(text)!;
          near(Number(g), Number(m) + Number(s!.replace(',', '.')) / 60, truth.lat, 0.000004);
          const [, lg, lm, ls] = /\n(\d{1,2})° (\d{2})′ (\d{2},\d{2})″ արևելյան\n/.exec(text)!;
          answers(Number(g), Number(m) + number(s!) / 60, Number(lg), Number(lm) + number(ls!) / 60);
          expect(text).toMatch(new RegExp(`Ամսաթիվ\\n${truth.day} \\S+ի ${truth.year} թ\\., `));
          expect(text).toContain(`Դեֆորմացիայի մոդուլ Evd\n${value} MN/m²`);
          break;
        }
        case MONGOLIAN:
          answers(...decimal(lat6), ...decimal(lng6));
          expect(text).toContain(`${lat6}° хойд өргөрөг\nУртраг\n${lng6}° зүүн уртраг`);
          expect(text).toContain(`Цаг\n${two(truth.hour)} цаг ${two(truth.minute)} минут\n`);
          expect(text).toContain(`Деформацийн модуль Evd\n${value} MN/m²`);
          break;
        case WAYPOINT: {
          const [, g, m, lg, lm] = /Position\nN(\d{2})°(\d{2}\.\d{3})' E(0\d{2})°(\d{2}\.\d{3})'\n/.exec(text)!;
          near(Number(g), Number(m), truth.lat, 0.00001);
          near(Number(lg), Number(lm), truth.lng, 0.00001);
          answers(Number(g), Number(m), Number(lg), Number(lm));
          expect(text).toContain(`Locator\n${locator(truth.lat, truth.lng)}\n`);
          expect(text).toContain(`Kommentar\nEvd ${value} MN/m²`);
          // The status bar's clock is later than the waypoint's.
          expect(minutesOf(text.slice(0, 5))).toBeGreaterThan(testMinutes(truth));
          break;
        }
        case QR: {
          const payload = text.slice(text.indexOf('LWD-PROTOKOLL'), text.indexOf('\nFormat QR_CODE'));
          expect(payload.split('\n').map((row) => row.split(/[=:]/)[0])).toEqual([
            'LWD-PROTOKOLL',
            'GERAET',
            'MP',
            'DATUM',
            'ZEIT',
            'Evd',
            's',
            's/v',
            'Soll>',
            'geo',
          ]);
          expect(payload).toContain(`\nEvd=${truth.evd.toFixed(1)} MN/m2\n`);
          expect(payload.endsWith(`\ngeo:${lat6},${lng6}`)).toBe(true);
          answers(...decimal(lat6), ...decimal(lng6));
          expect(text).toContain(`${payload.split('\n').length} Zeilen · ${payload.length} Zeichen`);
          expect(text).not.toContain(`Gescannt ${german(truth)}`);
          break;
        }
        case CONCRETE: {
          const [, loaded, arrived] = /Beladen \/ Ankunft\n(\d{2}:\d{2}) Uhr {2}\/ {2}(\d{2}:\d{2}) Uhr/.exec(text)!;
          const [, unloaded] = /Entladeende\n(\d{2}:\d{2}) Uhr/.exec(text)!;
          expect(minutesOf(loaded!)).toBeGreaterThan(testMinutes(truth));
          expect(minutesOf(arrived!)).toBeGreaterThan(minutesOf(loaded!));
          expect(minutesOf(unloaded!)).toBeGreaterThan(minutesOf(arrived!));
          const [, g, m, lg, lm] = /Lage N (\d{2})° (\d{2},\d{3})' {2}O (\d{1,2})° (\d{2},\d{3})'/.exec(text)!;
          near(Number(g), Number(m!.replace(',', '.')), truth.lat, 0.00001);
          near(Number(lg), Number(lm!.replace(',', '.')), truth.lng, 0.00001);
          answers(Number(g), number(m!), Number(lg), number(lm!));
          // The site's remark is handwritten: the test's lines are italic.
          const remark = cellsOf(CONCRETE, truth).filter((cell) => cell.text.includes(`Evd ${value} MN/m²`));
          expect(remark.map((cell) => cell.italic)).toEqual([true]);
          break;
        }
        case TOA5: {
          const rows = text.split('\n').filter((row) => row.startsWith('"'));
          const [station, fields, units, , record] = rows.map((row) => row.split(','));
          expect(station![0]).toBe('"TOA5"');
          expect(units).toHaveLength(fields!.length);
          expect(record).toHaveLength(fields!.length);
          const column = (name: string) => record![fields!.indexOf(`"${name}"`)]!;
          expect(column('Evd')).toBe(truth.evd.toFixed(1));
          expect(column('s_mittel')).toBe(truth.settlement.toFixed(3));
          expect(column('s_v')).toBe(truth.sv.toFixed(2));
          near(Number(column('Lat_Grad')), Number(column('Lat_Min')), truth.lat, 0.000002);
          near(Number(column('Lon_Grad')), Number(column('Lon_Min')), truth.lng, 0.000002);
          answers(
            Number(column('Lat_Grad')),
            Number(column('Lat_Min')),
            Number(column('Lon_Grad')),
            Number(column('Lon_Min')),
          );
          expect(column('Lat_Min')).toMatch(/^\d{1,2}\.\d{4}$/);
          expect(column('Lon_Min')).toMatch(/^\d{1,2}\.\d{4}$/);
          expect(column('TIMESTAMP')).toBe(`"${isoDate(truth)} ${withSeconds(truth)}"`);
          break;
        }
        case FDVK: {
          // Four passes before the test, in order; the weakest spot's value is below every pass's mean.
          const passes = [...text.matchAll(/^([1-4])\n(\d{2}:\d{2})\n(\d{2},\d)\n/gm)];
          expect(passes.map((pass) => pass[1])).toEqual(['1', '2', '3', '4']);
          const clocks = passes.map((pass) => minutesOf(pass[2]!));
          expect([...clocks].sort((x, y) => x - y)).toEqual(clocks);
          expect(clocks[3]).toBeLessThan(testMinutes(truth));
          const [, weakest] = /Messwert (\d{2},\d)\n/.exec(text)!;
          for (const pass of passes)
            expect(Number(weakest!.replace(',', '.'))).toBeLessThan(Number(pass[3]!.replace(',', '.')));
          expect(text).toContain(`Lage: N ${truth.lat.toFixed(5)}°  E ${truth.lng.toFixed(5)}°`);
          answers(...decimal(truth.lat.toFixed(5)), ...decimal(truth.lng.toFixed(5)));
          expect(text).toContain(`Evd ${value} MN/m²`);
          break;
        }
        case TEST_PIT: {
          // The layers follow each other down to the pit's floor; it was opened before and filled after the test.
          const layers = [...text.matchAll(/^(\d,\d{2}) – (\d,\d{2}) m$/gm)].map((m) => [m[1], m[2]]);
          expect(layers).toHaveLength(3);
          expect(layers[0]![0]).toBe('0,00');
          expect(layers[1]![0]).toBe(layers[0]![1]);
          expect(layers[2]![0]).toBe(layers[1]![1]);
          expect(text).toContain(`Tiefe u. GOK\n${layers[2]![1]} m`);
          const [, opened, filled] = /Geöffnet \/ verfüllt\n(\d{2}:\d{2}) \/ (\d{2}:\d{2}) Uhr/.exec(text)!;
          expect(minutesOf(opened!)).toBeLessThan(testMinutes(truth));
          expect(minutesOf(filled!)).toBeGreaterThan(testMinutes(truth));
          const [, g, m, s, lg, lm, ls] = /Lage\n(\d{2})°(\d{2})'(\d{2}\.\d)" N, (\d{1,2})°(\d{2})'(\d{2}\.\d)" E/.exec(
            text,
          )!;
          near(Number(g), Number(m) + Number(s) / 60, truth.lat, 0.00002);
          answers(Number(g), Number(m) + Number(s) / 60, Number(lg), Number(lm) + Number(ls) / 60);
          expect(text).not.toContain(String(truth.year));
          expect(text).toContain(`Evd\n${value} MN/m²`);
          break;
        }
        case HAND_OVER: {
          const [, handedOver] = /Übergabe am\n.*, (\d{2}:\d{2}) Uhr/.exec(text)!;
          expect(minutesOf(handedOver!)).toBeGreaterThan(testMinutes(truth));
          const [, design, actual] = /Höhe Soll \/ Ist\n(\d+,\d{2}) \/ (\d+,\d{2}) m NHN/.exec(text)!;
          const [, sign, deviation] = /Abweichung\n([+−])(\d,\d) cm/.exec(text)!;
          const difference = Number(actual!.replace(',', '.')) - Number(design!.replace(',', '.'));
          expect(
            Math.abs(difference * 100 - (sign === '−' ? -1 : 1) * Number(deviation!.replace(',', '.'))),
          ).toBeLessThan(0.01);
          expect(text).toContain(`Lage\n${comma(lat6)}° N, ${comma(lng6)}° O`);
          answers(...decimal(lat6), ...decimal(lng6));
          expect(text).toContain(`Ergebnis\nEvd ${value} MN/m²`);
          expect(text).not.toContain(`Übernommen: ${german(truth)}`);
          break;
        }
      }
    }
  });

  it('renders every drawing with no text in the margins or over another cell', async () => {
    await expectCleanDrawings(cases, layoutOf);
  }, 90_000);

  it('photographs the TOA5 file all seven ways', async () => {
    await expectSevenPhotographs(cases.filter((testCase) => testCase.layout === TOA5));
  }, 90_000);
});
