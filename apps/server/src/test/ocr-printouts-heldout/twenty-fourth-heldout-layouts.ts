// Ten further held-out layouts for the second OCR test set (issue 38), the twenty-fourth batch.
// Written without looking at the reader, its tests, its benchmark or the decisions on what it gets
// wrong, and modelled on what light drop-weight devices (TP BF-StB B 8.3), site paperwork and the
// screens results are read on print and show: an Afrikaans protocol ("Vrydag 5 Desember 2025", "om
// 14:03", decimal-comma minutes with "N" / "O"), a Filipino one ("Biyernes, ika-5 ng Disyembre
// 2025", the twelve-hour "2:03 ng hapon", decimal degrees with "H" (hilaga, north) and "S"
// (silangan, east)), a Swahili one ("Ijumaa, 5 Desemba 2025", "saa 14:03" beside the Swahili
// count of hours "saa 8:03 mchana", "Kaskazini" / "Mashariki"), a lab's combined report with
// concrete cube strengths in N/mm² above the soil test in MN/m², a surveyor's stake-out protocol
// (angles in gon, heights, the position sexagesimal with colons like a clock), the device's INI
// file in an editor (date and time without separators, "20251205", "140327"), a spreadsheet whose
// date cells lost their format and show serial numbers, an NFC tag at the test point read with a
// phone app (the tag's serial in hex pairs with colons), an hourly weather log with the test as a
// remark and the weather station's own position, and a project schedule with the test as a
// milestone and its note. Each prints numbers of other quantities near Evd and dates or clocks
// that are not the test's (decision 0817).
import {
  at,
  blank,
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
import { clock, clockSeconds, degreesMinutesSeconds, temperature } from './fresh-heldout-layouts.js';
import { REQUIRED, calibrated, passes, weekday } from './fourth-heldout-layouts.js';
import { daysAfter, utcOffsetHours } from './fifth-heldout-layouts.js';
import { workingDayAfter } from './twelfth-heldout-layouts.js';
import { printedAs } from './third-heldout-layouts.js';
import { workingDayBefore } from './twenty-second-heldout-layouts.js';
import { WEEKDAYS_SHORT_DE } from './sixteenth-heldout-layouts.js';
import {
  DEJAVU_SANS as SANS,
  DEJAVU_SANS_CONDENSED as CONDENSED,
  DEJAVU_SANS_MONO as MONO,
  DEJAVU_SERIF as SERIF,
  LIBERATION_MONO,
  LIBERATION_SANS,
  LIBERATION_SANS_NARROW as NARROW,
} from './heldout-fonts.js';
import {
  comma,
  degrees5,
  degrees5Comma,
  degrees6,
  degrees6Comma,
  german,
  minutes3,
  minutes4,
  evdComma,
  evdPoint,
  point,
  grey,
  settlements,
} from './heldout-formats.js';

// ---- Afrikaans, Filipino and Swahili ---------------------------------------------------------------

export const MONTHS_AF = [
  'Januarie',
  'Februarie',
  'Maart',
  'April',
  'Mei',
  'Junie',
  'Julie',
  'Augustus',
  'September',
  'Oktober',
  'November',
  'Desember',
];
export const WEEKDAYS_AF = ['Sondag', 'Maandag', 'Dinsdag', 'Woensdag', 'Donderdag', 'Vrydag', 'Saterdag'];
/** "Vrydag 5 Desember 2025". */
export const afrikaansDate = (t: HeldoutTruth) =>
  `${WEEKDAYS_AF[weekday(t)]} ${t.day} ${MONTHS_AF[t.month - 1]} ${t.year}`;

export const MONTHS_FIL = [
  'Enero',
  'Pebrero',
  'Marso',
  'Abril',
  'Mayo',
  'Hunyo',
  'Hulyo',
  'Agosto',
  'Setyembre',
  'Oktubre',
  'Nobyembre',
  'Disyembre',
];
export const WEEKDAYS_FIL = ['Linggo', 'Lunes', 'Martes', 'Miyerkoles', 'Huwebes', 'Biyernes', 'Sabado'];
/** "Biyernes, ika-5 ng Disyembre 2025". */
export const filipinoDate = (t: HeldoutTruth) =>
  `${WEEKDAYS_FIL[weekday(t)]}, ika-${t.day} ng ${MONTHS_FIL[t.month - 1]} ${t.year}`;
/** The twelve-hour clock with the Filipino part of the day: "2:03 ng hapon", "9:41 ng umaga". */
export const filipinoClock = (hour: number, minute: number) => {
  const part = hour < 12 ? 'ng umaga' : hour === 12 ? 'ng tanghali' : hour < 18 ? 'ng hapon' : 'ng gabi';
  return `${hour % 12 || 12}:${two(minute)} ${part}`;
};

export const MONTHS_SW = [
  'Januari',
  'Februari',
  'Machi',
  'Aprili',
  'Mei',
  'Juni',
  'Julai',
  'Agosti',
  'Septemba',
  'Oktoba',
  'Novemba',
  'Desemba',
];
export const WEEKDAYS_SW = ['Jumapili', 'Jumatatu', 'Jumanne', 'Jumatano', 'Alhamisi', 'Ijumaa', 'Jumamosi'];
/** "Ijumaa, 5 Desemba 2025". */
export const swahiliDate = (t: HeldoutTruth) =>
  `${WEEKDAYS_SW[weekday(t)]}, ${t.day} ${MONTHS_SW[t.month - 1]} ${t.year}`;
/**
 * The Swahili count of hours, which starts at seven in the morning ("saa moja"): 14:03 is "saa
 * 8:03 mchana", 07:20 "saa 1:20 asubuhi", 06:10 "saa 12:10 asubuhi".
 */
export const swahiliClock = (t: HeldoutTruth) => {
  const part = t.hour < 12 ? 'asubuhi' : t.hour < 16 ? 'mchana' : 'jioni';
  return `saa ${((t.hour + 5) % 12) + 1}:${two(t.minute)} ${part}`;
};

// ---- other helpers ----------------------------------------------------------------------------------

/** Degrees, minutes and seconds to two decimals, as the surveyor's software writes them with colons. */
export const seconds2 = (value: number) => degreesMinutesSeconds(value, 2);
/** "52:43:33.21N", "009:07:54.48E": degrees (the longitude padded to three digits), minutes, seconds. */
export const colonPosition = (t: HeldoutTruth) => {
  const lat = seconds2(t.lat);
  const lng = seconds2(t.lng);
  return `${two(lat.g)}:${lat.min}:${lat.sec}N  ${String(lng.g).padStart(3, '0')}:${lng.min}:${lng.sec}E`;
};
/** Date and time without separators, as an INI file stores them: "20251205", "140327". */
export const compactDate = (t: HeldoutTruth) => `${t.year}${two(t.month)}${two(t.day)}`;
export const compactTime = (t: HeldoutTruth) => `${two(t.hour)}${two(t.minute)}${two(t.second)}`;
/** A spreadsheet's serial number of a day (days since 30 December 1899) plus a fraction of it. */
export const serialDay = (t: HeldoutTruth, hour = 0, minute = 0) =>
  (Date.UTC(t.year, t.month - 1, t.day) - Date.UTC(1899, 11, 30)) / 86_400_000 + (hour * 60 + minute) / 1440;
/** A date as a project schedule shows it: "Fr 05.12.25". */
export const scheduleDate = (t: HeldoutTruth) =>
  `${WEEKDAYS_SHORT_DE[weekday(t)]} ${two(t.day)}.${two(t.month)}.${String(t.year).slice(2)}`;
/** Concrete cube strengths in N/mm² (three cubes) and their mean, seeded by the truth. */
export const cubeStrengths = (t: HeldoutTruth) => {
  const base = 36 + ((t.second * 7 + t.minute * 3) % 90) / 10;
  const cubes = [base, base + 2.3 - (t.second % 4) / 10, base - 1.7 + (t.minute % 5) / 10].map(
    (value) => Math.round(value * 10) / 10,
  );
  const mean = Math.round((cubes.reduce((sum, value) => sum + value, 0) / 3) * 10) / 10;
  return { cubes, mean };
};
/** The hourly weather rows from the hour before the test to two hours after: clock, °C, %, m/s, mm. */
export const weatherRows = (t: HeldoutTruth) =>
  [-1, 0, 1, 2].map((offset) => {
    const hour = t.hour + offset;
    const temp = temperature(t) + offset * 0.4 + (t.second % 5) / 10;
    const humidity = 78 - offset * 3 + (t.minute % 7);
    const wind = 2.1 + ((t.second + offset * 3) % 9) / 10;
    const rain = offset === 1 ? 0.4 + (t.minute % 4) / 10 : 0;
    return [`${two(hour)}:00`, fixed(temp, 1, true), String(humidity), fixed(wind, 1, true), fixed(rain, 1, true)];
  });
/** An NFC tag's serial number as seven hex pairs with colons (some of them digits only). */
export const tagSerial = (t: HeldoutTruth) =>
  ['04', two(10 + (t.second % 50)), 'A2', two(20 + (t.minute % 40)), '6C', two(t.day + 30), '80'].join(':');

const requirement = (t: HeldoutTruth, yes: string, no: string) => `Evd ≥ ${REQUIRED} MN/m² – ${passes(t) ? yes : no}`;
const mean = (t: HeldoutTruth, decimalComma = true) => fixed(t.settlement, 3, decimalComma);
const sv = (t: HeldoutTruth, decimalComma = true) => fixed(t.sv, 2, decimalComma);

// ---- the layouts ------------------------------------------------------------------------------------

export const twentyFourthHeldoutLayouts: HeldoutLayout[] = [
  {
    // An Afrikaans protocol of a South African crew's subcontractor: the weekday and "5 Desember
    // 2025", "om 14:03", degrees and decimal-comma minutes with "N" and "O" (oos, east), the
    // settlements, the mean, s/v, Evd, the requirement, the calibration and a print line.
    name: 'Toetsverslag in Afrikaans',
    half: 'development',
    draw: (t) => {
      const pair = labelValue(0.42);
      const lat = minutes4(t.lat);
      const lng = minutes4(t.lng);
      return {
        font: LIBERATION_SANS,
        fontSize: 18,
        width: 980,
        background: 'rgb(251,251,248)',
        ink: 'rgb(24,26,32)',
        lines: [
          { ...line('TOETSVERSLAG – LIGTE VALGEWIG (LWD)'), bold: true, scale: 1.1 },
          { ...line('Kaap Geotegnies (Edms.) Bpk. · Projek: Pakhuis Noord, fase 2'), scale: 0.85 },
          rule,
          pair('Toetspunt', `MP ${point(t)}`),
          pair('Datum', afrikaansDate(t)),
          pair('Tyd', `om ${clock(t)}`),
          pair('Breedtegraad', `${lat.g}° ${comma(lat.minutes)}′ N`),
          pair('Lengtegraad', `${lng.g}° ${comma(lng.minutes)}′ O`),
          pair('Temperatuur', `${temperature(t)} °C`),
          rule,
          ...results(t, pair, ['Insakking s1 / s2 / s3', 'Gemiddelde insakking s', 's/v', 'Vervormingsmodulus Evd']),
          pair('Vereiste', requirement(t, 'voldoen', 'voldoen nie')),
          pair('Kalibrasie', calibrated(t)),
          rule,
          { ...line(`Gedruk ${german(workingDayAfter(t, 1))} om 07:55 · Bladsy 1 van 1`), scale: 0.85 },
        ],
      };
    },
    expected: printedAs(minutes4),
  },
  {
    // A Filipino (Tagalog) protocol of a crew from Manila: the weekday and "ika-5 ng Disyembre
    // 2025", the twelve-hour clock "2:03 ng hapon", decimal degrees to five decimals with "H"
    // (hilaga, north) and "S" (silangan, east — not south), the settlements, the mean, s/v, Evd,
    // the requirement and a print line in the morning of a later day.
    name: 'Ulat ng pagsusuri sa Filipino',
    half: 'development',
    draw: (t) => {
      const pair = labelValue(0.42);
      return {
        font: SANS,
        fontSize: 17,
        width: 1000,
        background: 'rgb(255,255,255)',
        ink: 'rgb(20,24,40)',
        lines: [
          { ...line('ULAT NG PAGSUSURI – MAGAAN NA PABIGAT (LWD)'), bold: true, scale: 1.1, fill: 'rgb(234,240,250)' },
          { ...line('Bayanihan Geotech Inc. · Proyekto: Bodega Hilaga, seksyon 2'), scale: 0.85 },
          rule,
          pair('Punto ng pagsukat', `MP ${point(t)}`),
          pair('Petsa', filipinoDate(t)),
          pair('Oras', filipinoClock(t.hour, t.minute)),
          pair('Latitud', `${degrees5(t.lat).text}° H`),
          pair('Longhitud', `${degrees5(t.lng).text}° S`),
          pair('Temperatura', `${temperature(t)} °C`),
          rule,
          ...results(t, pair, ['Paglubog s1 / s2 / s3', 'Karaniwang paglubog s', 's/v', 'Dinamikong modulus Evd']),
          pair('Kinakailangan', requirement(t, 'pasado', 'hindi pasado')),
          pair('Kalibrasyon', calibrated(t)),
          rule,
          {
            ...line(`Inilimbag ${german(workingDayAfter(t, 1))}, ${filipinoClock(7, 50)} · Pahina 1 ng 1`),
            scale: 0.85,
          },
        ],
      };
    },
    expected: printedAs(degrees5),
  },
  {
    // A Swahili protocol of a Tanzanian engineer's crew: the weekday and "5 Desemba 2025", the
    // clock "saa 14:03" with the Swahili count of hours beside it ("saa 8:03 mchana", which starts
    // at seven in the morning), decimal degrees to six decimals with "Kaskazini" (north) and
    // "Mashariki" (east), the settlements, the mean, s/v, Evd, the requirement and a print line.
    name: 'Ripoti ya jaribio kwa Kiswahili',
    half: 'development',
    draw: (t) => {
      const pair = labelValue(0.4);
      return {
        font: SERIF,
        fontSize: 17,
        width: 1000,
        background: 'rgb(250,249,245)',
        ink: 'rgb(26,26,30)',
        lines: [
          { ...line('RIPOTI YA JARIBIO – UZITO MWEPESI UNAOANGUKA'), bold: true, scale: 1.05 },
          { ...line('Kilimanjaro Geo Ltd. · Mradi: Ghala la Kaskazini, sehemu 2'), scale: 0.85 },
          rule,
          pair('Kituo cha kupima', `MP ${point(t)}`),
          pair('Tarehe', swahiliDate(t)),
          pair('Saa', `saa ${clock(t)} (${swahiliClock(t)})`),
          pair('Latitudo', `${degrees6(t.lat).text}° Kaskazini`),
          pair('Longitudo', `${degrees6(t.lng).text}° Mashariki`),
          pair('Halijoto', `${temperature(t)} °C`),
          rule,
          ...results(t, pair, ['Mdidimio s1 / s2 / s3', 'Mdidimio wa wastani s', 's/v', 'Moduli ya ubadilikaji Evd']),
          pair('Kiwango kinachotakiwa', requirement(t, 'imefaulu', 'haijafaulu')),
          pair('Urekebishaji', calibrated(t)),
          rule,
          { ...line(`Imechapishwa ${german(workingDayAfter(t, 1))} saa 08:10 · Ukurasa 1 kati ya 1`), scale: 0.85 },
        ],
      };
    },
    expected: printedAs(degrees6),
  },
  {
    // A materials lab's combined report for the site: first the concrete cubes of a foundation
    // (made 28 days before, tested the working day before the soil test, strengths in N/mm² —
    // the same unit as MN/m² — with their mean and the class), then the light drop-weight test
    // with its date and clock, Evd in MN/m², the settlements, the mean, s/v, the requirement and
    // the position in decimal-comma degrees; issued two working days later.
    name: 'Sammelprüfbericht Beton und Boden, N/mm² neben MN/m²',
    half: 'development',
    draw: (t) => {
      const x = [0, 0.2, 0.42, 0.62, 0.8];
      const row = (cells: string[]): Line => line(...cells.map((text, index) => at(text, x[index]!)));
      const pair = labelValue(0.34);
      const cast = daysAfter(t, -28);
      const crushed = workingDayBefore(t);
      const { cubes, mean: cubeMean } = cubeStrengths(t);
      return {
        font: LIBERATION_SANS,
        fontSize: 17,
        width: 1040,
        background: 'rgb(255,255,255)',
        ink: 'rgb(22,24,30)',
        lines: [
          {
            ...line(at(`SAMMELPRÜFBERICHT Nr. ${t.year}-318`, 0), at('Baustofflabor Elbe', 1, 'end')),
            bold: true,
            scale: 1.1,
          },
          line(`Bauvorhaben Lager Nord, BA 2 · ausgestellt ${german(workingDayAfter(t, 2))}`),
          rule,
          { ...line('1  Beton: Druckfestigkeit an Würfeln (150 mm), Fundament Achse 3'), bold: true },
          { ...row(['Würfel', 'hergestellt', 'geprüft', 'Alter', 'fc [N/mm²]']), fill: 'rgb(234,236,240)' },
          ...cubes.map((strength, index) =>
            row([`W ${index + 1}`, german(cast), german(crushed), '28 d', fixed(strength, 1, true)]),
          ),
          row(['Mittelwert', '', '', '', `${fixed(cubeMean, 1, true)} (C30/37)`]),
          blank,
          { ...line('2  Boden: Plattendruckversuch mit leichtem Fallgewicht'), bold: true },
          pair('Prüfpunkt', `MP ${point(t)}, Planum Achse 3`),
          pair('Prüfung', `${german(t)}, ${clock(t)} Uhr`),
          { ...pair('Evd', `${evdComma(t)} MN/m²`), bold: true },
          pair('Setzungen', `${settlements(t, true)} mm, Mittel ${mean(t)} mm`),
          pair('s/v', `${sv(t)} ms`),
          pair('Anforderung', `Evd ≥ ${REQUIRED} MN/m²`),
          pair('Lage (WGS 84)', `${degrees6Comma(t.lat).text}° N / ${degrees6Comma(t.lng).text}° O`),
          rule,
          { ...line(grey('Die Ergebnisse beziehen sich nur auf die geprüften Proben.', 0)), scale: 0.85 },
        ],
      };
    },
    expected: printedAs(degrees6Comma),
  },
  {
    // A surveyor's stake-out protocol from the total station's software: the instrument station
    // with its height above sea level, horizontal and vertical angles in gon, distances and heights
    // of the staked points, the light drop-weight test at one of them with its clock, Evd, s, s/v
    // and the requirement, and the position sexagesimal with colons ("52:43:33.21N"), which look
    // like clocks.
    name: 'Absteckprotokoll Tachymeter, Winkel in gon, Lage mit Doppelpunkten',
    half: 'development',
    draw: (t) => {
      const x = [0, 0.14, 0.32, 0.5, 0.68, 0.84];
      const row = (cells: string[]): Line => line(...cells.map((text, index) => at(text, x[index]!)));
      const angle = (base: number) => fixed((base * 1.0731 + t.second * 1.7311 + t.minute * 0.4171) % 400, 4, true);
      const height = (offset: number) => fixed(41.283 + offset + (t.second % 10) / 1000, 3, true);
      const started = clock(t, -40 - (t.second % 20));
      return {
        font: LIBERATION_MONO,
        fontSize: 15,
        width: 1080,
        background: 'rgb(255,255,253)',
        ink: 'rgb(24,24,28)',
        lines: [
          { ...line(at('ABSTECKPROTOKOLL', 0), at('Vermessung Ahlers ÖbVI', 1, 'end')), bold: true, scale: 1.1 },
          line(`Datum ${german(t)}   Beginn ${started}   Instrument TS16 R500 Nr. 3710`),
          line(`Standpunkt SP 12   NHN +${height(0)} m   Instrumentenhöhe 1,562 m`),
          line(`Orientierung auf SP 11: Hz ${angle(12)} gon   Maßstab 1,000000`),
          rule,
          { ...row(['Punkt', 'Hz [gon]', 'V [gon]', 'Strecke [m]', 'Höhe [m]', 'dH [m]']), bold: true },
          row(['A3-01', angle(37), '99,8714', '24,318', height(-0.412), '+0,004']),
          row(['A3-02', angle(58), '100,1206', '31,907', height(-0.398), '−0,006']),
          row([`MP ${point(t)}`, angle(71), '100,0452', '38,225', height(-0.405), '+0,002']),
          rule,
          { ...line(`LWD-Prüfung an MP ${point(t)} um ${clock(t)} Uhr`), bold: true },
          line(`Evd ${evdComma(t)} MN/m²   s ${mean(t)} mm   s/v ${sv(t)} ms   Soll Evd ≥ ${REQUIRED} MN/m²`),
          line(`Lage WGS 84 (GNSS-Kontrolle): ${colonPosition(t)}`),
          rule,
          { ...line(grey(`Protokoll erzeugt ${german(workingDayAfter(t, 1))} 07:12 · Seite 1/1`, 0)), scale: 0.9 },
        ],
      };
    },
    expected: printedAs(seconds2),
  },
  {
    // The device's settings file LFG.INI opened in a text editor after copying it from the device:
    // sections with the serial, firmware and time zone, the calibration date without separators,
    // and the last measurement with date and time as digits only ("Datum=20251205", "Zeit=140327"),
    // Evd with a point, the settlements, the mean, s/v, the requirement and the position in decimal
    // degrees; the editor's tab and status bar show the file's own dates.
    name: 'Gerätedatei LFG.INI im Editor, Datum und Zeit ohne Trennzeichen',
    half: 'development',
    draw: (t) => {
      const copied = workingDayAfter(t, 1);
      const calibration = calibrated(t).split('.').reverse().join('');
      const zone = `+${two(utcOffsetHours(t))}:00`;
      const key = 'rgb(30,90,160)';
      const entry = (name: string, value: string): Line => line({ ...at(`${name}=`, 0.04), ink: key }, at(value, 0.2));
      const section = (name: string): Line => ({ ...line(at(`[${name}]`, 0.04)), bold: true });
      return {
        font: MONO,
        fontSize: 15,
        width: 900,
        background: 'rgb(255,255,255)',
        ink: 'rgb(30,30,30)',
        lines: [
          { ...line(at('LFG.INI – Editor', 0), grey('— □ ✕', 1, 'end')), fill: 'rgb(232,234,238)' },
          line(grey('Datei  Bearbeiten  Format  Ansicht  Hilfe', 0)),
          rule,
          line(grey('; automatisch geschrieben vom Gerät, nicht von Hand ändern', 0.04)),
          section('Geraet'),
          entry('Seriennr', '40817'),
          entry('Firmware', '3.14.2'),
          entry('Zeitzone', zone),
          section('Kalibrierung'),
          entry('Datum', calibration),
          entry('Faktor', fixed(1 + (t.second % 9) / 1000, 4, false)),
          section('LetzteMessung'),
          entry('MP', String(point(t))),
          entry('Datum', compactDate(t)),
          entry('Zeit', compactTime(t)),
          entry('Evd', evdPoint(t)),
          entry('s1s2s3', settlements(t, false, ';')),
          entry('s', mean(t, false)),
          entry('sv', sv(t, false)),
          entry('Soll', String(REQUIRED)),
          entry('Lat', degrees6(t.lat).text),
          entry('Lon', degrees6(t.lng).text),
          rule,
          line(
            grey('Zeile 16, Spalte 1', 0),
            grey(`kopiert ${german(copied)} 07:38`, 0.4),
            grey('Windows (CRLF) · UTF-8', 1, 'end'),
          ),
        ],
      };
    },
    expected: printedAs(degrees6),
  },
  {
    // A spreadsheet the site engineer keeps one test per sheet in: column and row headers, the
    // formula bar, label and value in columns A and B; the test's date and clock are formatted,
    // but the cells for the sample's arrival at the lab and the report lost their format and show
    // the spreadsheet's serial numbers ("45999", "46001,34"); Evd, the settlements, the mean, s/v,
    // the requirement, the position in degrees and minutes to three decimals.
    name: 'Tabellenkalkulation mit Datumszellen als Seriennummern',
    half: 'development',
    draw: (t) => {
      const arrived = workingDayAfter(t, 1);
      const reported = workingDayAfter(t, 3);
      const lat = minutes3(t.lat);
      const lng = minutes3(t.lng);
      let number = 0;
      const cell = (label: string, value: string): Line => {
        number += 1;
        return line(grey(String(number), 0.005), at(label, 0.06), at(value, 0.46));
      };
      return {
        font: CONDENSED,
        fontSize: 16,
        width: 980,
        background: 'rgb(255,255,255)',
        ink: 'rgb(28,28,28)',
        lines: [
          {
            ...line(at('LWD_Pruefungen.xlsx', 0), grey(`zuletzt gespeichert ${german(reported)} 16:20`, 1, 'end')),
            bold: true,
            fill: 'rgb(222,238,226)',
          },
          line(grey('B6', 0), at('fx', 0.06), at('=22,5/B8', 0.12)),
          { ...line(grey('A', 0.2), grey('B', 0.6)), fill: 'rgb(238,238,238)' },
          cell('Messpunkt', `MP ${point(t)}`),
          cell('Datum', german(t)),
          cell('Uhrzeit', clock(t)),
          cell('Probe im Labor', String(serialDay(arrived))),
          cell('Bericht', fixed(serialDay(reported, 8, 10), 2, true)),
          cell('Evd [MN/m²]', evdComma(t)),
          cell('s1 / s2 / s3 [mm]', settlements(t, true)),
          cell('s Mittel [mm]', mean(t)),
          cell('s/v [ms]', sv(t)),
          cell('Anforderung Evd [MN/m²]', `≥ ${REQUIRED}`),
          cell('Breite', `${lat.g}° ${comma(lat.minutes)}′ N`),
          cell('Länge', `${lng.g}° ${comma(lng.minutes)}′ E`),
          rule,
          line(grey('Bereit', 0), grey('Anzahl: 1', 0.5), grey('100 %', 1, 'end')),
        ],
      };
    },
    expected: printedAs(minutes3),
  },
  {
    // An NFC tag nailed to the test point's stake, read with a phone app: the tag type, its serial
    // as hex pairs with colons (some of them digits only, like clocks), memory, the technologies;
    // the NDEF records: a text record with the point, the test's date and clock with seconds, Evd,
    // s, s/v and the requirement, a text record with the position as "lat=…;lon=…", and the app's
    // own moment of reading on a later day.
    name: 'NFC-Etikett am Messpunkt, in der Handy-App ausgelesen',
    half: 'development',
    draw: (t) => {
      const pair = labelValue(0.36, 0.02);
      const read = workingDayAfter(t, 1);
      const accent = 'rgb(120,200,255)';
      return {
        font: SANS,
        fontSize: 16,
        width: 760,
        background: 'rgb(18,20,26)',
        ink: 'rgb(230,232,238)',
        lines: [
          line(grey('07:48', 0), grey('NFC  ▾ 82 %', 1, 'end')),
          { ...line(at('←  Tag lesen', 0)), bold: true, scale: 1.1 },
          rule,
          pair('Tag-Typ', 'NXP NTAG215'),
          pair('Seriennummer', tagSerial(t)),
          pair('Technologien', 'NfcA, MifareUltralight, Ndef'),
          pair('Größe', `${180 + (t.second % 60)} / 496 Bytes`),
          pair('Beschreibbar', 'Ja'),
          rule,
          { ...line(at('Datensatz 1 – Text (de)', 0.02)), ink: accent, bold: true },
          line(at(`LWD MP ${point(t)} · ${german(t)} ${clockSeconds(t)}`, 0.02)),
          line(at(`Evd ${evdComma(t)} MN/m² · s ${mean(t)} mm · s/v ${sv(t)} ms`, 0.02)),
          line(at(`Soll Evd ≥ ${REQUIRED} MN/m² · ${passes(t) ? 'erfüllt' : 'nicht erfüllt'}`, 0.02)),
          { ...line(at('Datensatz 2 – Text (de)', 0.02)), ink: accent, bold: true },
          line(at(`lat=${degrees6(t.lat).text};lon=${degrees6(t.lng).text}`, 0.02)),
          rule,
          line(grey(`Gelesen ${german(read)} 07:48 · Verlauf (14)`, 0.02)),
        ],
      };
    },
    expected: printedAs(degrees6),
  },
  {
    // A site's weather log with hourly rows (clock on the hour, temperature, humidity, wind,
    // rain) from the hour before the test to two hours after, the weather station's own position
    // (two decimals, some 4–6 km off) and height at the top; the test stands as a remark in its
    // hour's row and below with its clock, Evd, s, s/v, the requirement and the test point's
    // position in decimal-comma degrees.
    name: 'Wetterprotokoll mit Stundenwerten, Prüfung als Bemerkung',
    half: 'development',
    draw: (t) => {
      const x = [0, 0.12, 0.24, 0.36, 0.49, 0.62];
      const row = (cells: string[]): Line => line(...cells.map((text, index) => at(text, x[index]!)));
      const rows = weatherRows(t);
      return {
        font: NARROW,
        fontSize: 18,
        width: 1040,
        background: 'rgb(252,252,250)',
        ink: 'rgb(24,28,34)',
        lines: [
          { ...line(at('WETTERPROTOKOLL', 0), at('Baustelle Lager Nord', 1, 'end')), bold: true, scale: 1.1 },
          line(
            `Datum ${german(t)} · Wetterstation Bauhof (${fixed(t.lat + 0.031, 2, true)}° N, ` +
              `${fixed(t.lng - 0.048, 2, true)}° O, 12 m ü. NHN)`,
          ),
          rule,
          {
            ...row(['Uhrzeit', 'Temp. °C', 'Feuchte %', 'Wind m/s', 'Regen mm', 'Bemerkung']),
            bold: true,
            fill: 'rgb(230,236,242)',
          },
          ...rows.map((cells, index) =>
            row([
              ...cells,
              index === 1 ? `LWD-Prüfung MP ${point(t)}` : index === 2 ? 'Schauer, Arbeit unterbrochen' : '',
            ]),
          ),
          rule,
          { ...line('Bemerkung zur Prüfung:'), bold: true },
          line(`MP ${point(t)} um ${clock(t)} Uhr: Evd ${evdComma(t)} MN/m², s ${mean(t)} mm, s/v ${sv(t)} ms,`),
          line(
            `Soll Evd ≥ ${REQUIRED} MN/m²; Messpunkt ${degrees5Comma(t.lat).text}° N, ${degrees5Comma(t.lng).text}° O`,
          ),
          rule,
          line(grey(`Tagessumme Regen ${rows[2]![4]} mm · geführt: Polier Krüger`, 0)),
        ],
      };
    },
    expected: printedAs(degrees5Comma),
  },
  {
    // A project schedule printed from the planning software: numbered tasks with duration, start
    // and finish as "Fr 05.12.25", predecessors and percent complete; the test is a milestone
    // (duration 0 days) and the task's note below gives its date, clock, Evd, s, s/v, the
    // requirement and the position in degrees and minutes to three decimals; the print's status
    // date is later.
    name: 'Terminplan mit Prüfung als Meilenstein und Notiz',
    half: 'development',
    draw: (t) => {
      const x = [0, 0.05, 0.47, 0.56, 0.7, 0.84, 0.93];
      const row = (cells: string[]): Line =>
        line(...cells.map((text, index) => (index === 6 ? at(text, 1, 'end') : at(text, x[index]!))));
      const before = workingDayBefore(t);
      // Five working days up to the one before the test; the next task three working days from the one after.
      const start = [1, 2, 3, 4].reduce((day) => workingDayBefore(day), before);
      const next = workingDayAfter(t, 1);
      const end = workingDayAfter(workingDayAfter(next, 1), 1);
      const lat = minutes3(t.lat);
      const lng = minutes3(t.lng);
      return {
        font: LIBERATION_SANS,
        fontSize: 16,
        width: 1100,
        background: 'rgb(255,255,255)',
        ink: 'rgb(26,26,32)',
        lines: [
          { ...line(at('Terminplan Lager Nord, BA 2', 0), at('Erdbau', 1, 'end')), bold: true, scale: 1.1 },
          line(grey(`Statusdatum ${german(workingDayAfter(t, 2))} · gedruckt 07:30`, 0)),
          rule,
          {
            ...row(['Nr.', 'Vorgangsname', 'Dauer', 'Anfang', 'Ende', 'Vorg.', '%']),
            bold: true,
            fill: 'rgb(232,236,244)',
          },
          row(['12', 'Bodenaustausch Achse 1–3', '5 T', scheduleDate(start), scheduleDate(before), '11', '100 %']),
          row(['13', 'Planum Achse 3 verdichten', '1 T', scheduleDate(before), scheduleDate(before), '12', '100 %']),
          row(['14', `◆ LWD-Prüfung MP ${point(t)}`, '0 T', scheduleDate(t), scheduleDate(t), '13', '100 %']),
          row(['15', 'Frostschutzschicht 0/32', '3 T', scheduleDate(next), scheduleDate(end), '14', '0 %']),
          rule,
          { ...line('Notiz zu Vorgang 14'), bold: true },
          line(
            `geprüft am ${german(t)} um ${clock(t)} Uhr: Evd ${evdComma(t)} MN/m², s ${mean(t)} mm, s/v ${sv(t)} ms,`,
          ),
          line(
            `Soll Evd ≥ ${REQUIRED} MN/m²; Lage ${lat.g}° ${comma(lat.minutes)}′ N, ${lng.g}° ${comma(lng.minutes)}′ O`,
          ),
        ],
      };
    },
    expected: printedAs(minutes3),
  },
];
