// Ten further held-out layouts for the second OCR test set (issue 38), the twenty-sixth batch.
// Written without looking at the reader, its tests, its benchmark or the decisions on what it gets
// wrong, and modelled on what light drop-weight devices (TP BF-StB B 8.3), site paperwork and the
// screens results are read on print and show: a Kazakh protocol ("2025 жылғы 5 желтоқсан, жұма",
// "сағат 14:03", "с. е." / "ш. б."), an Armenian one in its own script ("5 դեկտեմբերի 2025 թ."),
// a Mongolian one ("2025 оны 12 сарын 5", "14 цаг 03 минут"), a handheld GPS's waypoint page with a
// Maidenhead locator beside the position, a QR scanner app showing the decoded text of the QR code
// on the device's strip (the date as "DDMMYYYY", the position as a "geo:" URI), a ready-mixed
// concrete delivery ticket with the site's note of the subgrade test, a data logger's TOA5 file with
// commas and quotes (degrees and minutes in columns of their own), a roller's area-wide compaction control
// (FDVK) with the test at the weakest spot, a test pit log with its layers and the test on the pit's
// floor, and the hand-over of the subgrade to the next trade. Each prints numbers of other
// quantities near Evd and dates or clocks that are not the test's (decision 0823).
import {
  at,
  fixed,
  labelValue,
  line,
  results,
  rule,
  two,
  type HeldoutLayout,
  type HeldoutTruth,
  type Line,
} from './heldout-layouts.js';
import { clock, clockSeconds, degreesMinutesSeconds, freshDateText, temperature } from './fresh-heldout-layouts.js';
import { REQUIRED, calibrated, passes, weekday } from './fourth-heldout-layouts.js';
import { workingDayAfter } from './twelfth-heldout-layouts.js';
import { printedAs } from './third-heldout-layouts.js';
import { WEEKDAYS_SHORT_DE } from './sixteenth-heldout-layouts.js';
import {
  DEJAVU_SANS as SANS,
  DEJAVU_SANS_CONDENSED as CONDENSED,
  DEJAVU_SANS_MONO as MONO,
  DEJAVU_SERIF as SERIF,
  LIBERATION_MONO,
  LIBERATION_SANS,
  LIBERATION_SANS_NARROW as NARROW,
  LIBERATION_SERIF,
} from './heldout-fonts.js';
import {
  comma,
  degrees5,
  degrees6,
  degrees6Comma,
  german,
  iso,
  minutes3,
  minutes4,
  seconds1,
  evdComma,
  evdPoint,
  point,
  grey,
} from './heldout-formats.js';

// ---- Kazakh, Armenian and Mongolian -----------------------------------------------------------------

/** Kazakh months (the day before them, the year first with "жылғы"). */
export const MONTHS_KK = [
  'қаңтар',
  'ақпан',
  'наурыз',
  'сәуір',
  'мамыр',
  'маусым',
  'шілде',
  'тамыз',
  'қыркүйек',
  'қазан',
  'қараша',
  'желтоқсан',
];
export const WEEKDAYS_KK = ['жексенбі', 'дүйсенбі', 'сейсенбі', 'сәрсенбі', 'бейсенбі', 'жұма', 'сенбі'];
/** "2025 жылғы 5 желтоқсан, жұма". */
export const kazakhDate = (t: HeldoutTruth) =>
  `${t.year} жылғы ${t.day} ${MONTHS_KK[t.month - 1]}, ${WEEKDAYS_KK[weekday(t)]}`;

/** Armenian months in the genitive ("5 դեկտեմբերի"). */
export const MONTHS_HY = [
  'հունվարի',
  'փետրվարի',
  'մարտի',
  'ապրիլի',
  'մայիսի',
  'հունիսի',
  'հուլիսի',
  'օգոստոսի',
  'սեպտեմբերի',
  'հոկտեմբերի',
  'նոյեմբերի',
  'դեկտեմբերի',
];
export const WEEKDAYS_HY = ['կիրակի', 'երկուշաբթի', 'երեքշաբթի', 'չորեքշաբթի', 'հինգշաբթի', 'ուրբաթ', 'շաբաթ'];
/** "5 դեկտեմբերի 2025 թ., ուրբաթ". */
export const armenianDate = (t: HeldoutTruth) =>
  `${t.day} ${MONTHS_HY[t.month - 1]} ${t.year} թ., ${WEEKDAYS_HY[weekday(t)]}`;

export const WEEKDAYS_MN = ['Ням', 'Даваа', 'Мягмар', 'Лхагва', 'Пүрэв', 'Баасан', 'Бямба'];
/** The Mongolian date counts the month by its number: "2025 оны 12 сарын 5, Баасан гараг". */
export const mongolianDate = (t: HeldoutTruth) =>
  `${t.year} оны ${t.month} сарын ${t.day}, ${WEEKDAYS_MN[weekday(t)]} гараг`;
/** "14 цаг 03 минут": hours and minutes in words. */
export const mongolianClock = (t: HeldoutTruth) => `${two(t.hour)} цаг ${two(t.minute)} минут`;

// ---- other helpers ----------------------------------------------------------------------------------

/** Degrees, minutes and seconds with two decimals of a second. */
export const seconds2 = (value: number) => degreesMinutesSeconds(value, 2);
/**
 * The Maidenhead locator to eight characters (field 20° × 10°, square 2° × 1°, subsquare 5′ × 2.5′,
 * extended square 30″ × 15″), as radio amateurs and some handheld GPS give a position: "JO61ej18".
 */
export const maidenhead = (lat: number, lng: number) => {
  const x = lng + 180;
  const y = lat + 90;
  const letter = (base: string, index: number) => String.fromCharCode(base.charCodeAt(0) + index);
  const subX = ((x % 2) / 2) * 24;
  const subY = (y % 1) * 24;
  return [
    letter('A', Math.floor(x / 20)),
    letter('A', Math.floor(y / 10)),
    String(Math.floor((x % 20) / 2)),
    String(Math.floor(y % 10)),
    letter('a', Math.floor(subX)),
    letter('a', Math.floor(subY)),
    String(Math.floor((subX % 1) * 10)),
    String(Math.floor((subY % 1) * 10)),
  ].join('');
};
export const MONTHS_DE_UPPER = ['JAN', 'FEB', 'MÄR', 'APR', 'MAI', 'JUN', 'JUL', 'AUG', 'SEP', 'OKT', 'NOV', 'DEZ'];
/** A handheld GPS's date: the day, the month in capitals, the year in two digits ("05-DEZ-25"). */
export const handheldDate = (t: HeldoutTruth) =>
  `${two(t.day)}-${MONTHS_DE_UPPER[t.month - 1]}-${String(t.year).slice(2)}`;
/** A date without separators, day first ("05122025"). */
export const ddmmyyyy = (t: HeldoutTruth) => `${two(t.day)}${two(t.month)}${t.year}`;
/** Longitude degrees to three digits, as handhelds print them: "E012°20.740'". */
export const paddedMinutes3 = (value: number) => {
  const { g, minutes } = minutes3(value);
  return `${String(g).padStart(3, '0')}°${minutes}'`;
};

const requirement = (t: HeldoutTruth, yes: string, no: string) => `Evd ≥ ${REQUIRED} MN/m² – ${passes(t) ? yes : no}`;
const mean = (t: HeldoutTruth, decimalComma = true) => fixed(t.settlement, 3, decimalComma);
const sv = (t: HeldoutTruth, decimalComma = true) => fixed(t.sv, 2, decimalComma);
const BLUE = 'rgb(20,110,200)';
const handwriting = (text: string, x = 0) => ({ ...at(text, x), italic: true, ink: 'rgb(24,52,140)' });

// ---- the layouts ------------------------------------------------------------------------------------

export const twentySixthHeldoutLayouts: HeldoutLayout[] = [
  {
    // A Kazakh protocol of a crew from Almaty: the year first ("2025 жылғы 5 желтоқсан, жұма"),
    // "сағат 14:03", degrees and decimal-comma minutes to four decimals with "с. е." / "ш. б."
    // (north latitude, east longitude), the settlements, the mean, s/v, Evd, the requirement, the
    // calibration and a print line.
    name: 'Сынақ хаттамасы қазақ тілінде',
    half: 'development',
    draw: (t) => {
      const pair = labelValue(0.42);
      const lat = minutes4(t.lat);
      const lng = minutes4(t.lng);
      return {
        font: SANS,
        fontSize: 17,
        width: 1000,
        background: 'rgb(251,252,255)',
        ink: 'rgb(20,26,40)',
        lines: [
          {
            ...line('СЫНАҚ ХАТТАМАСЫ – ЖЕҢІЛ ТҮСЕТІН ЖҮК (LWD)'),
            bold: true,
            scale: 1.08,
            fill: 'rgb(226,240,250)',
          },
          { ...line('«Алатау Геотехника» ЖШС · Нысан: Солтүстік қойма, 2-кезек'), scale: 0.85 },
          rule,
          pair('Өлшеу нүктесі', `MP ${point(t)}`),
          pair('Күні', kazakhDate(t)),
          pair('Уақыты', `сағат ${clock(t)}`),
          pair('Ендік', `${lat.g}° ${comma(lat.minutes)}′ с. е.`),
          pair('Бойлық', `${lng.g}° ${comma(lng.minutes)}′ ш. б.`),
          pair('Ауа температурасы', `${temperature(t)} °C`),
          rule,
          ...results(t, pair, ['Шөгу s1 / s2 / s3', 'Орташа шөгу s', 's/v', 'Деформация модулі Evd']),
          pair('Талап', requirement(t, 'орындалды', 'орындалмады')),
          pair('Калибрлеу', calibrated(t)),
          rule,
          { ...line(`Басып шығарылды ${german(workingDayAfter(t, 1))}, сағат 08:10 · 1-бет / 1`), scale: 0.85 },
        ],
      };
    },
    expected: printedAs(minutes4),
  },
  {
    // An Armenian protocol in the Armenian script: "5 դեկտեմբերի 2025 թ., ուրբաթ", the clock after
    // "ժամը" (at), degrees, minutes and seconds with two decimals and a decimal comma, the words for
    // north latitude and east longitude after them, the settlements, the mean, s/v, Evd, the
    // requirement, the calibration and a print line.
    name: 'Փորձարկման արձանագրություն հայերեն',
    half: 'development',
    draw: (t) => {
      const pair = labelValue(0.4);
      const lat = seconds2(t.lat);
      const lng = seconds2(t.lng);
      return {
        font: SERIF,
        fontSize: 17,
        width: 1040,
        background: 'rgb(253,251,247)',
        ink: 'rgb(28,22,26)',
        lines: [
          { ...line('ՓՈՐՁԱՐԿՄԱՆ ԱՐՁԱՆԱԳՐՈՒԹՅՈՒՆ – ԹԵԹԵՎ ԸՆԿՆՈՂ ԲԵՌ (LWD)'), bold: true, scale: 1.02 },
          { ...line('«Արարատ Գեոտեխնիկա» ՍՊԸ · Օբյեկտ՝ Հյուսիսային պահեստ, 2-րդ հերթ'), scale: 0.85 },
          rule,
          pair('Չափման կետ', `MP ${point(t)}`),
          pair('Ամսաթիվ', armenianDate(t)),
          pair('Ժամ', `ժամը ${clock(t)}`),
          pair('Լայնություն', `${lat.g}° ${lat.min}′ ${comma(lat.sec)}″ հյուսիսային`),
          pair('Երկայնություն', `${lng.g}° ${lng.min}′ ${comma(lng.sec)}″ արևելյան`),
          pair('Օդի ջերմաստիճան', `${temperature(t)} °C`),
          rule,
          ...results(t, pair, ['Նստվածք s1 / s2 / s3', 'Միջին նստվածք s', 's/v', 'Դեֆորմացիայի մոդուլ Evd']),
          pair('Պահանջ', requirement(t, 'կատարված է', 'կատարված չէ')),
          pair('Տրամաչափում', calibrated(t)),
          rule,
          { ...line(`Տպված է ${german(workingDayAfter(t, 1))}, ժամը 08:25 · Էջ 1 / 1`), scale: 0.85 },
        ],
      };
    },
    expected: printedAs(seconds2),
  },
  {
    // A Mongolian protocol (Cyrillic with Ө and Ү): the month by its number ("2025 оны 12 сарын 5,
    // Баасан гараг"), the clock in words ("14 цаг 03 минут"), decimal degrees with a point and
    // "хойд өргөрөг" / "зүүн уртраг" (north latitude, east longitude), the settlements, the mean,
    // s/v, Evd, the requirement, the calibration and a print line.
    name: 'Туршилтын протокол монгол хэлээр',
    half: 'development',
    draw: (t) => {
      const pair = labelValue(0.4);
      return {
        font: CONDENSED,
        fontSize: 18,
        width: 980,
        background: 'rgb(255,255,255)',
        ink: 'rgb(22,22,34)',
        lines: [
          { ...line('ТУРШИЛТЫН ПРОТОКОЛ – ХӨНГӨН УНАХ АЧААГААР (LWD)'), bold: true, scale: 1.05 },
          { ...line('«Хангай Геотехник» ХХК · Объект: Хойд агуулах, 2-р ээлж'), scale: 0.85 },
          rule,
          pair('Хэмжилтийн цэг', `MP ${point(t)}`),
          pair('Огноо', mongolianDate(t)),
          pair('Цаг', mongolianClock(t)),
          pair('Өргөрөг', `${degrees6(t.lat).text}° хойд өргөрөг`),
          pair('Уртраг', `${degrees6(t.lng).text}° зүүн уртраг`),
          pair('Агаарын хэм', `${temperature(t)} °C`),
          rule,
          ...results(t, pair, ['Суулт s1 / s2 / s3', 'Дундаж суулт s', 's/v', 'Деформацийн модуль Evd']),
          pair('Шаардлага', requirement(t, 'хангасан', 'хангаагүй')),
          pair('Шалгалт тохируулга', calibrated(t)),
          rule,
          { ...line(`Хэвлэсэн ${german(workingDayAfter(t, 1))}, 08:40 · Хуудас 1 / 1`), scale: 0.85 },
        ],
      };
    },
    expected: printedAs(degrees6),
  },
  {
    // A handheld GPS's waypoint page (a dark screen in its housing): the waypoint the tester saved
    // at the point, named after it, its comment with Evd, s, s/v and the requirement, the moment it
    // was created ("05-DEZ-25 14:03:27"), the position with the longitude's degrees to three digits
    // and the Maidenhead locator beside it; the status bar's clock, the height, the accuracy, the
    // distance and bearing to the waypoint.
    name: 'Hand-GPS Wegpunktseite mit Maidenhead-Locator',
    half: 'development',
    draw: (t) => {
      const pair = labelValue(0.36);
      const now = clock(t, 40 + (t.second % 30));
      return {
        font: SANS,
        fontSize: 16,
        width: 640,
        background: 'rgb(16,22,20)',
        ink: 'rgb(214,236,222)',
        display: { housing: 'rgb(40,44,40)' },
        lines: [
          line(grey(now, 0), grey('GPS 3D  ▮▮▮▯', 1, 'end')),
          { ...line('Wegpunkt bearbeiten'), bold: true, scale: 1.1, fill: 'rgb(40,70,52)' },
          pair('Name', `MP${point(t)} LWD`),
          pair('Kommentar', `Evd ${evdComma(t)} MN/m²`),
          pair('', `s ${mean(t)} mm  s/v ${sv(t)} ms`),
          pair('', `Soll ${REQUIRED} MN/m²`),
          pair('Erstellt', `${handheldDate(t)} ${clockSeconds(t)}`),
          pair('Position', `N${minutes3(t.lat).g}°${minutes3(t.lat).minutes}' E${paddedMinutes3(t.lng)}`),
          pair('Locator', maidenhead(t.lat, t.lng)),
          pair('Höhe', `${fixed(95 + (t.minute % 40) + (t.second % 10) / 10, 1, true)} m`),
          pair('Genauigkeit', `± ${2 + (t.second % 4)} m`),
          rule,
          pair('Entfernung', `${fixed(0.12 + (t.minute % 30) / 100, 2, true)} km`),
          pair('Peilung', `${(t.second * 6) % 360}° rw`),
        ],
      };
    },
    expected: printedAs(minutes3),
  },
  {
    // A generic QR scanner app that has just read the QR code printed at the foot of the device's
    // strip (not a tag at the point, not the device's own app): the decoded text line by line (the device, the point, the date as "DDMMYYYY", the clock as "HHMMSS", Evd, s, s/v,
    // the requirement and a "geo:" URI with decimal degrees), the code's format and length, when it
    // was scanned (later), and the app's buttons.
    name: 'QR-Scanner-App mit dekodiertem Text, Datum TTMMJJJJ',
    half: 'development',
    draw: (t) => {
      const scanned = workingDayAfter(t, 1);
      const payload = [
        'LWD-PROTOKOLL',
        'GERAET=LFG-40817',
        `MP=${point(t)}`,
        `DATUM=${ddmmyyyy(t)}`,
        `ZEIT=${two(t.hour)}${two(t.minute)}${two(t.second)}`,
        `Evd=${evdPoint(t)} MN/m2`,
        `s=${mean(t, false)} mm`,
        `s/v=${sv(t, false)} ms`,
        `Soll>=${REQUIRED}`,
        `geo:${degrees6(t.lat).text},${degrees6(t.lng).text}`,
      ];
      const characters = payload.join('\n').length;
      return {
        font: SANS,
        fontSize: 17,
        width: 760,
        background: 'rgb(255,255,255)',
        ink: 'rgb(30,32,36)',
        lines: [
          line(grey('07:4' + (t.second % 10), 0), grey('▾ ◢ 71 %', 1, 'end')),
          { ...line(at('←  Scan-Ergebnis', 0), at('⋮', 1, 'end')), bold: true, scale: 1.1 },
          rule,
          { ...line({ ...at('▣  Text · QR-Code', 0), ink: BLUE }), bold: true },
          ...payload.map((text) => line({ ...at(text, 0.04), font: LIBERATION_MONO })),
          rule,
          line(grey(`Format QR_CODE · ${payload.length} Zeilen · ${characters} Zeichen · Fehlerkorrektur M`, 0)),
          line(grey(`Gescannt ${german(scanned)}, 07:3${t.minute % 10} Uhr`, 0)),
          line(
            { ...at('KOPIEREN', 0), ink: BLUE },
            { ...at('TEILEN', 0.36), ink: BLUE },
            { ...at('IN KARTE ÖFFNEN', 1, 'end'), ink: BLUE },
          ),
        ],
      };
    },
    expected: printedAs(degrees6),
  },
  {
    // A ready-mixed concrete plant's delivery ticket: the ticket number, the plant, the concrete
    // (strength and exposure classes, consistency, largest grain, cement, w/c ratio), the quantity
    // and the running total in m³, the truck, the moments of loading, arrival and the end of
    // unloading after the test; in the box for the site's remarks, handwritten, the subgrade test
    // before the pour with its clock, Evd, s, s/v, the requirement and the position.
    name: 'Transportbeton-Lieferschein mit Planumsprüfung',
    half: 'development',
    draw: (t) => {
      const pair = labelValue(0.34);
      const loaded = 35 + (t.second % 20);
      const lat = minutes3(t.lat);
      const lng = minutes3(t.lng);
      const load = 6 + (t.minute % 3);
      return {
        font: LIBERATION_SANS,
        fontSize: 16,
        width: 1040,
        background: 'rgb(252,250,242)',
        ink: 'rgb(26,26,30)',
        lines: [
          {
            ...line(
              at('LIEFERSCHEIN TRANSPORTBETON', 0),
              at(`Nr. ${t.year}-${118000 + t.minute * 37 + t.second}`, 1, 'end'),
            ),
            bold: true,
            scale: 1.1,
          },
          line('Betonwerk Elster-Beton GmbH & Co. KG · Werk Schkeuditz · Tel. 034204 7310'),
          rule,
          pair('Lieferdatum', german(t)),
          pair('Baustelle', 'Lager Nord, BA 2 – Fundamentplatte Achse 3–5'),
          pair('Betonsorte', 'C25/30  XC2 XA1  F3  GK 16'),
          pair('Zement / w/z', 'CEM III/A 42,5 N  ·  w/z ≤ 0,60'),
          pair('Menge / Gesamt', `${fixed(load, 2, true)} m³  /  ${fixed(load * (2 + (t.second % 3)), 2, true)} m³`),
          pair('Fahrzeug', `L-BT ${400 + (t.minute % 90)} · Fahrmischer 9 m³`),
          pair('Beladen / Ankunft', `${clock(t, loaded)} Uhr  /  ${clock(t, loaded + 24)} Uhr`),
          pair('Entladeende', `${clock(t, loaded + 52)} Uhr`),
          rule,
          { ...line('Bemerkungen der Baustelle'), bold: true },
          line(handwriting(`Planum vor Betonage geprüft (LWD) MP ${point(t)} um ${clock(t)} Uhr:`)),
          line(handwriting(`Evd ${evdComma(t)} MN/m²,  s ${mean(t)} mm,  s/v ${sv(t)} ms  (Soll ≥ ${REQUIRED}) i. O.`)),
          line(handwriting(`Lage N ${lat.g}° ${comma(lat.minutes)}'  O ${lng.g}° ${comma(lng.minutes)}'`)),
          rule,
          { ...line(grey('Empfang bestätigt (Unterschrift)  ____________    Fahrer  ____________', 0)), scale: 0.9 },
        ],
      };
    },
    expected: printedAs(minutes3),
  },
  {
    // A data logger's file in Campbell's TOA5 form opened in a text editor: four quoted header
    // lines (the station, the field names, the units, the processing), then the test's record with
    // its quoted time stamp, the record number, the point, Evd, s, s/v, the requirement, the
    // position as degrees and decimal minutes in separate columns, the battery voltage and the
    // logger's temperature; the editor's status bar with the day the file was copied.
    name: 'Logger-Datei TOA5 mit Kommas, Grad und Minuten in eigenen Spalten',
    half: 'development',
    draw: (t) => {
      const lat = minutes4(t.lat);
      const lng = minutes4(t.lng);
      const quoted = (fields: string[]) => fields.map((field) => `"${field}"`).join(',');
      const record = [
        `"${iso(t)} ${clockSeconds(t)}"`,
        String(200 + t.minute * 3 + (t.second % 3)),
        String(point(t)),
        evdPoint(t),
        mean(t, false),
        sv(t, false),
        String(REQUIRED),
        String(lat.g),
        fixed(lat.m, 4, false),
        String(lng.g),
        fixed(lng.m, 4, false),
        fixed(12.3 + (t.second % 40) / 100, 2, false),
        fixed(temperature(t) + 1.4, 1, false),
      ].join(',');
      const copied = workingDayAfter(t, 1);
      return {
        font: MONO,
        fontSize: 15,
        width: 1420,
        background: 'rgb(255,255,255)',
        ink: 'rgb(30,30,30)',
        lines: [
          {
            ...line(at('LWD_BA2_Pruefung.dat – Editor', 0), grey('— □ ✕', 1, 'end')),
            fill: 'rgb(232,234,238)',
          },
          rule,
          line(
            quoted([
              'TOA5',
              'LWD_BA2',
              'CR1000X',
              '4711',
              'CR1000X.Std.07.02',
              'CPU:LWD_BA2.CR1X',
              '30412',
              'Pruefung',
            ]),
          ),
          line(
            quoted([
              'TIMESTAMP',
              'RECORD',
              'MP',
              'Evd',
              's_mittel',
              's_v',
              'Evd_Soll',
              'Lat_Grad',
              'Lat_Min',
              'Lon_Grad',
              'Lon_Min',
              'Batt_V',
              'PTemp_C',
            ]),
          ),
          line(
            grey(
              quoted(['TS', 'RN', '', 'MN/m2', 'mm', 'ms', 'MN/m2', 'Grad', 'Min', 'Grad', 'Min', 'V', 'Grad C']),
              0,
            ),
          ),
          line(grey(quoted(['', '', 'Smp', 'Smp', 'Smp', 'Smp', 'Smp', 'Smp', 'Smp', 'Smp', 'Smp', 'Smp', 'Smp']), 0)),
          line(record),
          rule,
          line(grey('Zeile 5, Spalte 1', 0), grey(`geändert ${german(copied)} 07:1${t.second % 10} · UTF-8`, 1, 'end')),
        ],
      };
    },
    expected: printedAs(minutes4),
  },
  {
    // A roller's area-wide compaction control (FDVK, method M3 of ZTV E-StB) printed by the site
    // office: the area, the roller and its amplitude and frequency, four passes with their clocks
    // before the test and the mean roller value, the weakest spot the roller found (station, lane,
    // value), and the light drop-weight test at that spot with its date, clock, Evd, s, s/v, the
    // requirement and the position in decimal degrees after "N" and "E".
    name: 'FDVK-Auswertung mit Prüfung an der schwächsten Stelle',
    half: 'development',
    draw: (t) => {
      const x = [0, 0.18, 0.42, 0.64];
      const row = (cells: string[]): Line => line(...cells.map((text, index) => at(text, x[index]!)));
      const base = 30 + (t.minute % 12) + (t.second % 10) / 10;
      const passesDone = [0, 1, 2, 3].map((index) => ({
        index: index + 1,
        clock: clock(t, -64 + index * 14 - (t.second % 5)),
        value: base + index * (3.2 - index * 0.6),
      }));
      const station = 100 + ((t.minute * 7 + t.second) % 180) + (t.second % 10) / 10;
      return {
        font: NARROW,
        fontSize: 18,
        width: 1000,
        background: 'rgb(255,255,255)',
        ink: 'rgb(22,26,32)',
        lines: [
          {
            ...line(at('FDVK – Flächendeckende Verdichtungskontrolle (M3)', 0), at('Blatt 1/1', 1, 'end')),
            bold: true,
            scale: 1.1,
            fill: 'rgb(236,242,230)',
          },
          line(
            `Prüffeld PF ${2 + (t.minute % 7)} · Planum Achse 3, Station 0+100 bis 0+280 · ${WEEKDAYS_SHORT_DE[weekday(t)]} ${german(t)}`,
          ),
          line(
            `Walze: Walzenzug 12 t, Amplitude ${fixed(1.6 + (t.second % 5) / 10, 1, true)} mm, Frequenz ${28 + (t.minute % 6)} Hz`,
          ),
          rule,
          { ...row(['Übergang', 'Uhrzeit', 'Messwert Mittel', 'Zunahme']), bold: true },
          ...passesDone.map((pass, index) =>
            row([
              String(pass.index),
              pass.clock,
              fixed(pass.value, 1, true),
              index === 0
                ? '–'
                : `${fixed(((pass.value - passesDone[index - 1]!.value) / passesDone[index - 1]!.value) * 100, 1, true)} %`,
            ]),
          ),
          rule,
          line(
            `Schwächste Stelle: Station 0+${fixed(station, 1, true)}, Spur ${1 + (t.second % 4)}, Messwert ${fixed(base - 4.3, 1, true)}`,
          ),
          { ...line(`Kontrollprüfung LWD an der schwächsten Stelle (MP ${point(t)}) um ${clock(t)} Uhr`), bold: true },
          line(`Evd ${evdComma(t)} MN/m²   s ${mean(t)} mm   s/v ${sv(t)} ms   Anforderung Evd ≥ ${REQUIRED} MN/m²`),
          line(`Lage: N ${degrees5(t.lat).text}°  E ${degrees5(t.lng).text}°`),
          rule,
          { ...line(grey(`Ausgewertet ${german(workingDayAfter(t, 1))} · Bauleitung Erdbau`, 0)), scale: 0.9 },
        ],
      };
    },
    expected: printedAs(degrees5),
  },
  {
    // A test pit log (Schurfprotokoll after DIN EN ISO 14688): the pit's number, when it was opened
    // and backfilled, its depth, three layers with their depths in metres and descriptions, the
    // groundwater, and the light drop-weight test on the pit's floor with its clock, Evd, s, s/v and
    // the requirement; the date with a two-digit year, the position in degrees, minutes and seconds
    // with a decimal point.
    name: 'Schurfprotokoll mit Schichten und Prüfung auf der Sohle',
    half: 'development',
    draw: (t) => {
      const pair = labelValue(0.36);
      const top = 0.2 + (t.second % 6) / 100;
      const middle = 0.7 + (t.minute % 20) / 100;
      const floor = 1.4 + (t.second % 30) / 100;
      const lat = seconds1(t.lat);
      const lng = seconds1(t.lng);
      const x = [0, 0.22];
      const layer = (from: number, to: number, text: string): Line =>
        line(at(`${fixed(from, 2, true)} – ${fixed(to, 2, true)} m`, x[0]!), at(text, x[1]!));
      return {
        font: LIBERATION_SERIF,
        fontSize: 18,
        width: 1000,
        background: 'rgb(254,253,248)',
        ink: 'rgb(24,24,28)',
        lines: [
          {
            ...line(at('SCHURFPROTOKOLL', 0), at(`Schurf S ${1 + (t.minute % 9)}`, 1, 'end')),
            bold: true,
            scale: 1.15,
          },
          line('Ingenieurbüro Grundbau Mitte · Lager Nord, BA 2 · Bagger mit Tieflöffel'),
          rule,
          pair('Datum', freshDateText(t, 'germanShortYear')),
          pair('Geöffnet / verfüllt', `${clock(t, -50 - (t.second % 20))} / ${clock(t, 35 + (t.minute % 15))} Uhr`),
          pair('Tiefe u. GOK', `${fixed(floor, 2, true)} m`),
          rule,
          { ...line(at('Tiefe', x[0]!), at('Bodenart, Beschreibung', x[1]!)), bold: true },
          layer(0, top, 'Mutterboden, Schluff, humos, dunkelbraun'),
          layer(top, middle, 'Schluff, schwach sandig, steif, hellbraun'),
          layer(middle, floor, 'Kies, sandig, mitteldicht, grau (GW)'),
          pair('Grundwasser', 'nicht angetroffen'),
          rule,
          { ...line(`Plattendruck dynamisch auf der Sohle, MP ${point(t)}, ${clock(t)} Uhr`), bold: true },
          { ...pair('Evd', `${evdComma(t)} MN/m²`), bold: true },
          pair('s / s/v', `${mean(t)} mm / ${sv(t)} ms`),
          pair('Anforderung', `Evd ≥ ${REQUIRED} MN/m²`),
          pair('Lage', `${lat.g}°${lat.min}'${lat.sec}" N, ${lng.g}°${lng.min}'${lng.sec}" E`),
          rule,
          { ...line(grey('Aufgenommen: Dipl.-Ing. R. Krause · Anlage: Fotos 1–4', 0)), scale: 0.9 },
        ],
      };
    },
    expected: printedAs(seconds1),
  },
  {
    // The hand-over of the subgrade from the earthworks firm to the next trade: the parties, the
    // section, the date with the month's name, the hand-over's clock after the test, the height
    // check (design and measured height, deviation), the flatness under a 4 m straightedge, the
    // cross slope, the light drop-weight test with its clock, Evd, s, s/v and the requirement, the
    // position in decimal-comma degrees with "N" / "O", and the receiving firm's signature later.
    name: 'Übergabeprotokoll Planum an das Folgegewerk',
    half: 'development',
    draw: (t) => {
      const pair = labelValue(0.38);
      const design = 110 + (t.minute % 9) + (t.second % 100) / 100;
      const deviation = ((t.second % 7) - 3) / 100;
      return {
        font: LIBERATION_SANS,
        fontSize: 16,
        width: 1060,
        background: 'rgb(255,255,255)',
        ink: 'rgb(22,24,30)',
        lines: [
          { ...line('ÜBERGABEPROTOKOLL PLANUM'), bold: true, scale: 1.2 },
          line('Übergebender: Erdbau Lager Nord GmbH · Übernehmender: Straßenbau Weißenfels GmbH'),
          line(`Abschnitt: Achse 3, Station 0+100 bis 0+${180 + (t.minute % 60)}, Baufeld B`),
          rule,
          pair('Übergabe am', `${freshDateText(t, 'germanMonthLong')}, ${clock(t, 70 + (t.second % 20))} Uhr`),
          pair('Höhe Soll / Ist', `${fixed(design, 2, true)} / ${fixed(design + deviation, 2, true)} m NHN`),
          pair(
            'Abweichung',
            `${deviation >= 0 ? '+' : '−'}${fixed(Math.abs(deviation) * 100, 1, true)} cm (zul. ± 3 cm)`,
          ),
          pair('Ebenheit (4-m-Latte)', `max. ${12 + (t.second % 7)} mm (zul. 20 mm)`),
          pair('Querneigung', `${fixed(2.3 + (t.minute % 5) / 10, 1, true)} % (Soll 2,5 %)`),
          rule,
          { ...line(`Tragfähigkeit: LWD-Prüfung MP ${point(t)} um ${clock(t)} Uhr`), bold: true },
          pair('Ergebnis', `Evd ${evdComma(t)} MN/m²`),
          pair('Setzung / s/v', `${mean(t)} mm / ${sv(t)} ms`),
          pair('Anforderung', `Evd ≥ ${REQUIRED} MN/m² – ${passes(t) ? 'erfüllt' : 'nicht erfüllt, Nacharbeit'}`),
          pair('Lage', `${degrees6Comma(t.lat).text}° N, ${degrees6Comma(t.lng).text}° O`),
          pair('Einwände', 'keine'),
          rule,
          line(
            grey(`Übergeben: ${german(t)} ________`, 0),
            grey(`Übernommen: ${german(workingDayAfter(t, 2))} ________`, 0.5),
          ),
        ],
      };
    },
    expected: printedAs(degrees6Comma),
  },
];
