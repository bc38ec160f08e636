// Ten further held-out layouts for the second OCR test set (issue 38), the thirty-second batch.
// Written without looking at the reader, its tests, its benchmark or the decisions on what it gets
// wrong, and modelled on documents a site might photograph: a Sardinian protocol ("5 de nadale de su
// 2025", the clock "a sas 14.03"), a Manx one ("5 Mee ny Nollick 2025"), a dewatering gauge log, a
// landfill liner's welding record, a sewer CCTV inspection report, an airfield works sheet with a
// NOTAM, a hot work permit with its fire watch, an earthing measurement record, an amphibian fence
// check and a tree protection record. Each prints numbers of other quantities near Evd and dates,
// clocks or positions that are not the test's (decision 0846).
import {
  at,
  fixed,
  labelValue,
  line,
  results,
  rule,
  two,
  type HeldoutTruth,
  type HeldoutLayout,
} from './heldout-layouts.js';
import { clock, degreesMinutesSeconds, freshDateText, temperature } from './fresh-heldout-layouts.js';
import { REQUIRED, WEEKDAYS_DE, weekday } from './fourth-heldout-layouts.js';
import { daysAfter } from './fifth-heldout-layouts.js';
import { printedAs } from './third-heldout-layouts.js';
import { WEEKDAYS_SHORT_DE } from './sixteenth-heldout-layouts.js';
import {
  DEJAVU_SANS as SANS,
  DEJAVU_SANS_MONO as MONO,
  DEJAVU_SERIF as SERIF,
  LIBERATION_MONO,
  LIBERATION_SANS,
  LIBERATION_SERIF,
} from './heldout-fonts.js';
import {
  comma,
  degrees5,
  degrees5Comma,
  degrees6,
  degrees6Comma,
  german,
  iso,
  minutes3,
  minutes4,
  seconds1,
  evdComma,
  point,
  grey,
} from './heldout-formats.js';

// ---- Sardinian and Manx -------------------------------------------------------------------------------

export const MONTHS_SC = [
  'ghennàrgiu',
  'freàrgiu',
  'martzu',
  'abrile',
  'maju',
  'làmpadas',
  'trìulas',
  'austu',
  'cabudanni',
  'santugaine',
  'santandria',
  'nadale',
];
/** "5 de nadale de su 2025". */
export const sardinianDate = (t: HeldoutTruth) => `${t.day} de ${MONTHS_SC[t.month - 1]} de su ${t.year}`;
/** The clock with a point between hours and minutes: "14.03". */
export const dotClock = (t: HeldoutTruth, minutes = 0) => clock(t, minutes).replace(':', '.');
export const MONTHS_GV = [
  'Jerrey-geuree',
  'Toshiaght-arree',
  'Mart',
  'Averil',
  'Boaldyn',
  'Mean-souree',
  'Jerrey-souree',
  'Luanistyn',
  'Mean-fouyir',
  'Jerrey-fouyir',
  'Mee Houney',
  'Mee ny Nollick',
];
/** "5 Mee ny Nollick 2025". */
export const manxDate = (t: HeldoutTruth) => `${t.day} ${MONTHS_GV[t.month - 1]} ${t.year}`;

// ---- other dates ------------------------------------------------------------------------------------

/** Year, month and day with slashes, as sewer inspection software prints them: "2025/12/05". */
export const ymdSlash = (t: HeldoutTruth) => `${t.year}/${two(t.month)}/${two(t.day)}`;
/** Day and month without leading zeros: "5.12.2025". */
export const plainDate = (t: HeldoutTruth) => `${t.day}.${t.month}.${t.year}`;
/** A NOTAM's date-time group, year first, in UTC: "2512050500". */
export const notamTime = (t: HeldoutTruth, hhmm: string) =>
  `${String(t.year).slice(2)}${two(t.month)}${two(t.day)}${hhmm}`;

// ---- positions ----------------------------------------------------------------------------------------

/** Seconds to a tenth, no separators, as aviation prints them: "520724.4N", "0133404.4E". */
export const aviation = (value: number, hemisphere: 'N' | 'E') => {
  const { g, min, sec } = seconds1(value);
  return `${hemisphere === 'N' ? two(g) : String(g).padStart(3, '0')}${min}${sec}${hemisphere}`;
};
/** Seconds to two decimals: 52°07'24.44" N. */
export const seconds2 = (value: number) => degreesMinutesSeconds(value, 2);
export const surveySeconds = (value: number, hemisphere: 'N' | 'E') => {
  const { g, min, sec } = seconds2(value);
  return `${g}°${min}'${sec}" ${hemisphere}`;
};

// ---- other helpers ----------------------------------------------------------------------------------

const mean = (t: HeldoutTruth) => fixed(t.settlement, 3, true);
const sv = (t: HeldoutTruth) => fixed(t.sv, 2, true);
const result = (t: HeldoutTruth) => `Evd ${evdComma(t)} MN/m², s ${mean(t)} mm, s/v ${sv(t)} ms`;

// ---- the layouts ------------------------------------------------------------------------------------

export const thirtySecondHeldoutLayouts: HeldoutLayout[] = [
  {
    // A protocol in Sardinian: the date as "5 de nadale de su 2025", the clock "a sas 14.03", the
    // position in decimal degrees to five decimals with N / E glued on, the settlements, mean, s/v, Evd,
    // the requirement and the printing date and clock the next morning.
    name: 'Relata de sa proa in sardu',
    half: 'heldout',
    draw: (t) => {
      const pair = labelValue(0.4);
      return {
        font: SERIF,
        fontSize: 17,
        width: 1000,
        background: 'rgb(255,254,250)',
        ink: 'rgb(32,26,22)',
        lines: [
          { ...line(at('RELATA DE PROA – PRACA DINÀMICA', 0)), bold: true, scale: 1.1 },
          line(grey('Aparàtu a pesu chi rughet HMP LFG 4 · nùmeru 23-0417', 0)),
          rule,
          pair('Puntu de proa', `PM ${point(t)}`),
          pair('Data', sardinianDate(t)),
          pair('Ora', `a sas ${dotClock(t)}`),
          pair('Positzione', `${degrees5(t.lat).text}N, ${degrees5(t.lng).text}E`),
          pair("Temperadura de s'àera", `${temperature(t)} °C`),
          rule,
          ...results(t, pair, ['Abbassamentos s1–s3', 'Abbassamentu mèdiu s', 's/v', 'Mòdulu Evd']),
          pair('Rechesta', `Evd ≥ ${REQUIRED} MN/m²`),
          rule,
          line(grey(`Imprentadu su ${german(daysAfter(t, 1))} a sas 08.15`, 0)),
        ],
      };
    },
    expected: printedAs(degrees5),
  },
  {
    // A protocol in Manx: "5 Mee ny Nollick 2025", the clock "ec 14:03", degrees and decimal minutes
    // (three decimals, primes) with N / E after, the settlements, mean, s/v, Evd and the requirement;
    // the footer has the date it was sent on.
    name: 'Coontey prowal ayns Gaelg',
    half: 'heldout',
    draw: (t) => {
      const pair = labelValue(0.4);
      const lat = minutes3(t.lat);
      const lng = minutes3(t.lng);
      return {
        font: LIBERATION_SANS,
        fontSize: 17,
        width: 1000,
        background: 'rgb(248,252,250)',
        ink: 'rgb(18,40,34)',
        lines: [
          {
            ...line(at('COONTEY PROWAL – PLAID GHIENNAGHTAGH', 0), grey('Duillag 1/1', 1, 'end')),
            bold: true,
            fill: 'rgb(212,236,226)',
          },
          line(grey('Prowal lesh trimmid tuittym (TP BF-StB B 8.3)', 0)),
          rule,
          pair('Ynnyd prowal', `Poynt ${point(t)}, raad noa`),
          pair('Laa', manxDate(t)),
          pair('Traa', `ec ${clock(t)}`),
          pair('Ynnyd GPS', `${lat.g}° ${lat.minutes}′ N, ${lng.g}° ${lng.minutes}′ E`),
          rule,
          ...results(t, pair, ['Sheeyntys s1 / s2 / s3', 'Sheeyntys meanagh s', 's/v', 'Modul Evd']),
          pair('Feme', `Evd ≥ ${REQUIRED} MN/m²`),
          rule,
          line(grey(`Currit er y chlou ${german(daysAfter(t, 3))} 16:40`, 0)),
        ],
      };
    },
    expected: printedAs(minutes3),
  },
  {
    // A dewatering gauge log of a building pit: the date, four readings of two gauges (m NHN) and the
    // pumped flow at clocks around the test's, then the check of the pit's floor with its clock
    // (written with a point), Evd, s, s/v, the requirement, and the position as decimal-comma degrees
    // on two lines.
    name: 'Pegelprotokoll der Wasserhaltung mit Prüfung der Baugrubensohle',
    half: 'heldout',
    draw: (t) => {
      const pair = labelValue(0.3);
      const level = (base: number, step: number) => fixed(31.2 + (t.second % 30) / 100 + base - step, 2, true);
      const reading = (minutes: number, step: number) =>
        line(
          at(`${dotClock(t, minutes)} Uhr`, 0),
          at(level(0.48, step), 0.25),
          at(level(0.36, step), 0.45),
          at(`${fixed(38 + (t.minute % 12) + step * 10, 1, true)} m³/h`, 0.68),
        );
      return {
        font: LIBERATION_SANS,
        fontSize: 16,
        width: 1000,
        background: 'rgb(255,255,255)',
        ink: 'rgb(22,30,40)',
        lines: [
          {
            ...line(at('PEGELPROTOKOLL WASSERHALTUNG', 0), at(`Datum ${german(t)}`, 1, 'end')),
            bold: true,
            fill: 'rgb(216,232,246)',
          },
          line(grey('Baugrube BG 3 · offene Wasserhaltung, 4 Pumpensümpfe · Absenkziel 0,50 m unter Sohle', 0)),
          rule,
          {
            ...line(at('Uhrzeit', 0), at('P1 [m NHN]', 0.25), at('P2 [m NHN]', 0.45), at('Förderung', 0.68)),
            bold: true,
          },
          reading(-245, 0),
          reading(-125, 0.1),
          reading(65, 0.18),
          reading(185, 0.21),
          rule,
          { ...line('Prüfung der Baugrubensohle (dynamischer Plattendruckversuch)'), bold: true },
          pair('Uhrzeit / Punkt', `${dotClock(t)} Uhr, MP ${point(t)}, Sohle ${level(-1.1, 0)} m NHN`),
          pair('Ergebnis', result(t)),
          pair('Anforderung', `Evd ≥ ${REQUIRED} MN/m²`),
          pair('Breite', `${degrees6Comma(t.lat).text}°`),
          pair('Länge', `${degrees6Comma(t.lng).text}°`),
          rule,
          line(grey(`Pumpen in Betrieb seit ${german(daysAfter(t, -12))} · Brunnenbauer ____________`, 0)),
        ],
      };
    },
    expected: printedAs(degrees6Comma),
  },
  {
    // A landfill liner's welding record: the ISO date, three seams with their clocks (after the test),
    // wedge temperatures, speeds and lengths; the check of the mineral bedding before laying with the
    // test's ISO date and clock together, Evd, s, s/v, the requirement and the position in degrees,
    // minutes and seconds to two decimals.
    name: 'Schweißprotokoll der Deponieabdichtung mit Prüfung des Auflagers',
    half: 'heldout',
    draw: (t) => {
      const pair = labelValue(0.3);
      const seam = (number: number, minutes: number, wedge: number, speed: number, length: number) =>
        line(
          at(`Naht ${number}`, 0),
          at(clock(t, minutes), 0.16),
          at(`${wedge} °C`, 0.32),
          at(`${fixed(speed, 1, true)} m/min`, 0.5),
          at(`${fixed(length, 1, true)} m`, 0.72),
        );
      return {
        font: LIBERATION_SERIF,
        fontSize: 17,
        width: 1000,
        background: 'rgb(255,255,252)',
        ink: 'rgb(28,28,28)',
        lines: [
          { ...line(at('SCHWEISSPROTOKOLL KDB 2,5 mm', 0), at(iso(t), 1, 'end')), bold: true, scale: 1.1 },
          line(grey('Deponie Am Hohen Feld, Bauabschnitt 3 · Heizkeil-Doppelnaht', 0)),
          rule,
          {
            ...line(at('Naht', 0), at('Beginn', 0.16), at('Keil', 0.32), at('Vorschub', 0.5), at('Länge', 0.72)),
            bold: true,
          },
          seam(41 + (t.second % 9), 25 + (t.second % 10), 410 + (t.minute % 15), 1.6 + (t.second % 5) / 10, 48.5),
          seam(42 + (t.second % 9), 70, 405 + (t.minute % 12), 1.8, 51 + (t.minute % 7)),
          seam(43 + (t.second % 9), 118, 415, 1.7, 46.5 + (t.second % 4)),
          rule,
          { ...line('Prüfung des Auflagers vor der Verlegung'), bold: true },
          pair('Zeitpunkt', `${iso(t)} ${clock(t)}, MP ${point(t)}`),
          pair('Ergebnis', result(t)),
          pair('Anforderung', `Evd ≥ ${REQUIRED} MN/m²`),
          pair('Lage', `${surveySeconds(t.lat, 'N')}, ${surveySeconds(t.lng, 'E')}`),
          rule,
          line(grey('Schweißer ____________   Fremdprüfer ____________', 0)),
        ],
      };
    },
    expected: printedAs(seconds2),
  },
  {
    // A sewer CCTV inspection report: the date year first with slashes, the inspection's start and end,
    // the observations with their station and the video counter, and the check of the trench backfill
    // above the sewer with the test's date and clock, Evd, s, s/v, the requirement and a GPS line of
    // decimal degrees without a space.
    name: 'Kanal-TV-Inspektionsbericht mit Prüfung der Grabenverfüllung',
    half: 'heldout',
    draw: (t) => {
      const pair = labelValue(0.3);
      const observation = (station: string, code: string, text: string, counter: string) =>
        line(at(station, 0), at(code, 0.13), at(text, 0.26), at(counter, 1, 'end'));
      return {
        font: MONO,
        fontSize: 15,
        width: 1000,
        background: 'rgb(255,255,255)',
        ink: 'rgb(20,20,30)',
        lines: [
          {
            ...line(
              at('TV-INSPEKTION', 0),
              at(`Haltung S${110 + (t.minute % 20)} – S${111 + (t.minute % 20)}`, 1, 'end'),
            ),
            bold: true,
          },
          line(grey('Kodierung DIN EN 13508-2 · Steinzeug DN 300', 0)),
          rule,
          pair('Datum', ymdSlash(t)),
          pair('Inspektion', `${clock(t, -150)} – ${clock(t, -95)}`),
          observation('0,00 m', 'BCD', 'Rohranfang', '00:00:14'),
          observation(`${fixed(12.4 + (t.second % 7) / 10, 2, true)} m`, 'BAB', 'Riss längs', '00:06:41'),
          observation(`${fixed(31.75 + (t.minute % 5), 2, true)} m`, 'BCE', 'Rohrende', '00:15:08'),
          rule,
          { ...line('Prüfung der Grabenverfüllung über der Haltung'), bold: true },
          pair('Zeitpunkt', `${ymdSlash(t)} ${clock(t)}  MP ${point(t)}`),
          pair('Ergebnis', result(t)),
          pair('Soll', `Evd ≥ ${REQUIRED} MN/m²`),
          pair('GPS', `${degrees6(t.lat).text},${degrees6(t.lng).text}`),
          rule,
          line(grey('Operator ____________   Auftraggeber ____________', 0)),
        ],
      };
    },
    expected: printedAs(degrees6),
  },
  {
    // A works sheet at an airfield: the NOTAM for the closed taxiway with its UTC date-time groups and
    // the works area's position in aviation notation (degrees, minutes, seconds to a tenth, no separators),
    // the working window in local time, and the test on the taxiway's shoulder with the weekday, date
    // (month abbreviated), local clock, Evd, s, s/v, the requirement and its position in the NOTAM's
    // notation.
    name: 'Baustellenblatt am Verkehrslandeplatz mit NOTAM und Prüfung der Rollwegschulter',
    half: 'heldout',
    draw: (t) => {
      const pair = labelValue(0.28);
      const area = { lat: t.lat + 0.00094, lng: t.lng - 0.00131 };
      const notam = (text: string) => line({ ...at(text, 0.04), font: MONO });
      return {
        font: SANS,
        fontSize: 15,
        width: 1040,
        background: 'rgb(255,255,255)',
        ink: 'rgb(24,26,30)',
        lines: [
          {
            ...line(at('BAUSTELLENBLATT VERKEHRSLANDEPLATZ', 0), at(`Blatt ${3 + (t.second % 6)}`, 1, 'end')),
            bold: true,
            fill: 'rgb(255,236,200)',
          },
          line(grey('Rollweg B, Sanierung der Schulter · Flugleitung informiert', 0)),
          rule,
          { ...line(at('NOTAM', 0)), bold: true },
          notam(`A) EDXY  B) ${notamTime(t, '0500')}  C) ${notamTime(t, '1600')}`),
          notam('E) TWY B CLSD DUE TO WIP. RWY 08/26 AVBL.'),
          notam(`PSN ${aviation(area.lat, 'N')} ${aviation(area.lng, 'E')} RADIUS 150M`),
          pair('Arbeitszeit', '06:00 – 19:00 Ortszeit'),
          rule,
          { ...line('Prüfung der Rollwegschulter'), bold: true },
          pair(
            'Datum / Zeit',
            `${WEEKDAYS_SHORT_DE[weekday(t)]} ${freshDateText(t, 'germanMonthShort')}, ${clock(t)} Uhr Ortszeit`,
          ),
          pair('Ergebnis', result(t)),
          pair('Anforderung', `Evd ≥ ${REQUIRED} MN/m²`),
          pair('Prüfpunkt', `${aviation(t.lat, 'N')} ${aviation(t.lng, 'E')}`),
          rule,
          line(grey('Bauleitung ____________   Flugleiter ____________', 0)),
        ],
      };
    },
    expected: printedAs(seconds1),
  },
  {
    // A hot work permit: the welding's start and end before the test, the fire watch's rounds and its
    // end, and the foreman's entry on the compaction of the trench next to it: the date without
    // leading zeros, the clock with "h", Evd, s, s/v, the requirement and the position in degrees and
    // minutes to four decimals without spaces.
    name: 'Erlaubnisschein für Heißarbeiten mit Brandwache und Prüfeintrag',
    half: 'heldout',
    draw: (t) => {
      const pair = labelValue(0.34);
      const lat = minutes4(t.lat);
      const lng = minutes4(t.lng);
      return {
        font: LIBERATION_SANS,
        fontSize: 16,
        width: 1000,
        background: 'rgb(255,252,246)',
        ink: 'rgb(30,24,20)',
        lines: [
          {
            ...line(at('ERLAUBNISSCHEIN FÜR FEUERGEFÄHRLICHE ARBEITEN', 0), at(`Nr. ${200 + t.second}`, 1, 'end')),
            bold: true,
            fill: 'rgb(250,220,210)',
          },
          line(grey('Schweißen und Trennschleifen an der Spundwand, Achse 4–6', 0)),
          rule,
          pair('Datum', plainDate(t)),
          pair('Arbeiten', `${clock(t, -185)} – ${clock(t, -95)} Uhr`),
          pair('Brandwache', `bis ${clock(t, 25)} Uhr (mind. 2 h nach Ende)`),
          pair('Kontrollgänge', `${clock(t, -65)}, ${clock(t, -35)}, ${clock(t, 10)} – ohne Befund`),
          pair('Feuerlöscher', '2 × PG 6, 1 Löschdecke'),
          rule,
          { ...line('Eintrag Polier: Verdichtung Arbeitsraum'), bold: true },
          pair('Zeitpunkt', `${plainDate(t)}, ${clock(t)} h, MP ${point(t)}`),
          pair('Ergebnis', result(t)),
          pair('Anforderung', `Evd ≥ ${REQUIRED} MN/m²`),
          pair('Lage', `${lat.g}°${lat.minutes}'N, ${lng.g}°${lng.minutes}'E`),
          rule,
          line(grey('Auftraggeber ____________   Ausführender ____________', 0)),
        ],
      };
    },
    expected: printedAs(minutes4),
  },
  {
    // An earthing measurement record: the weekday and date, the instrument, three resistances in ohm
    // with their clocks after the test and the limit, and the check of the trench floor before the
    // ring earth electrode was laid, with its clock, Evd, s, s/v, the requirement and the position in
    // degrees, minutes and seconds with ASCII marks and N / E after.
    name: 'Erdungsmessprotokoll mit Prüfung im Graben des Ringerders',
    half: 'heldout',
    draw: (t) => {
      const pair = labelValue(0.34);
      const lat = seconds1(t.lat);
      const lng = seconds1(t.lng);
      const measured = (what: string, ohm: number, minutes: number) =>
        line(at(what, 0), at(`${fixed(ohm, 2, true)} Ω`, 0.45), at(`${clock(t, minutes)} Uhr`, 1, 'end'));
      return {
        font: LIBERATION_SANS,
        fontSize: 16,
        width: 1000,
        background: 'rgb(255,255,255)',
        ink: 'rgb(20,24,36)',
        lines: [
          { ...line(at('ERDUNGSMESSPROTOKOLL', 0), grey('DIN VDE 0100-600', 1, 'end')), bold: true, scale: 1.1 },
          line(grey('Neubau Halle 2 · Ringerder V4A 30 × 3,5 mm · Messung im 3-Pol-Verfahren', 0)),
          rule,
          pair('Datum', `${WEEKDAYS_DE[weekday(t)]}, ${german(t)}`),
          pair('Messgerät', `Erdungsmesser Nr. ${4100 + t.minute}, kalibriert`),
          measured('Ringerder Nord', 0.84 + (t.second % 9) / 100, 95),
          measured('Ringerder Süd', 1.12 + (t.minute % 7) / 100, 110),
          measured('Gesamt', 0.47 + (t.second % 5) / 100, 125),
          line(at('Grenzwert ≤ 2,00 Ω – eingehalten', 0)),
          rule,
          { ...line('Prüfung der Grabensohle vor dem Einlegen des Ringerders'), bold: true },
          pair('Uhrzeit / Punkt', `${clock(t)} Uhr, MP ${point(t)}`),
          pair('Ergebnis', result(t)),
          pair('Anforderung', `Evd ≥ ${REQUIRED} MN/m²`),
          pair('Lage', `${lat.g}° ${lat.min}' ${lat.sec}" N   ${lng.g}° ${lng.min}' ${lng.sec}" E`),
          rule,
          line(grey('Elektrofachkraft ____________   Bauleitung ____________', 0)),
        ],
      };
    },
    expected: printedAs(seconds1),
  },
  {
    // The ecological site supervisor's check of an amphibian fence: the date with the month written
    // out, the buckets emptied in the morning with their clocks and counts, and the check of the site
    // road next to the fence: its clock, Evd, s, s/v, the requirement and the position as
    // decimal-comma degrees with a slash and no degree sign.
    name: 'Kontrollgang am Amphibienschutzzaun mit Prüfung der Baustraße',
    half: 'heldout',
    draw: (t) => {
      const bucket = (number: number, minutes: number, animals: string) =>
        line(at(`Eimer ${number}`, 0), at(`${clock(t, minutes)} Uhr`, 0.16), at(animals, 0.34));
      return {
        font: SERIF,
        fontSize: 16,
        width: 1000,
        background: 'rgb(250,253,246)',
        ink: 'rgb(24,34,22)',
        lines: [
          { ...line(at('Ökologische Baubegleitung – Kontrollgang', 0)), bold: true, scale: 1.1 },
          line(grey(`${freshDateText(t, 'germanMonthLong')} · Schutzzaun an der Baustraße, 420 m, 12 Eimer`, 0)),
          rule,
          bucket(3, -190, `Erdkröte ${t.second % 4}, Grasfrosch ${t.minute % 3}`),
          bucket(7, -178, 'leer'),
          bucket(11, -166, `Bergmolch ${1 + (t.second % 2)}, übergesetzt 35 m östlich`),
          line(at(`Zaun bei Station 0+${fixed(180 + (t.minute % 40), 0, true)} ausgebessert, 2,5 m`, 0)),
          rule,
          line(at(`Baustraße am Zaun geprüft um ${clock(t)} Uhr (MP ${point(t)}):`, 0)),
          line(at(result(t), 0.04)),
          line(
            at(
              `Anforderung Evd ≥ ${REQUIRED} MN/m², Lage ${degrees5Comma(t.lat).text} / ${degrees5Comma(t.lng).text}`,
              0.04,
            ),
          ),
          rule,
          line(grey('Umweltbaubegleitung ____________', 0)),
        ],
      };
    },
    expected: printedAs(degrees5Comma),
  },
  {
    // A tree protection record: the tree, its trunk girth and crown, the arborist's site visit three
    // days before with its clock, the root protection built, and the check of the load-spreading
    // layer over the roots with the test's ISO date and clock, Evd, s, s/v, the requirement and the
    // position as degrees and decimal-comma minutes, hemisphere first, the longitude in three digits.
    name: 'Baumschutzprotokoll mit Prüfung der lastverteilenden Schicht im Wurzelbereich',
    half: 'heldout',
    draw: (t) => {
      const pair = labelValue(0.34);
      const lat = minutes3(t.lat);
      const lng = minutes3(t.lng);
      return {
        font: LIBERATION_MONO,
        fontSize: 15,
        width: 1000,
        background: 'rgb(252,252,248)',
        ink: 'rgb(26,30,24)',
        lines: [
          { ...line(at('BAUMSCHUTZPROTOKOLL DIN 18920', 0), at(`Baum Nr. ${100 + t.second}`, 1, 'end')), bold: true },
          rule,
          pair('Baumart', 'Stieleiche (Quercus robur)'),
          pair('Stammumfang / Krone', `${220 + t.minute} cm / ${fixed(12 + (t.second % 6) / 2, 1, true)} m`),
          pair('Ortstermin', `${iso(daysAfter(t, -3))} 10:15, Baumsachverständiger`),
          pair('Wurzelschutz', 'Vlies + 0,30 m Schotter 0/45, Abstand 2,5 m'),
          rule,
          { ...line('Prüfung der lastverteilenden Schicht'), bold: true },
          pair('Datum / Uhrzeit', `${iso(t)} / ${clock(t)}`),
          pair('Punkt', `MP ${point(t)} im Kronentraufbereich`),
          pair('Ergebnis', `Evd ${evdComma(t)} MN/m²`),
          pair('s / s/v', `${mean(t)} mm / ${sv(t)} ms`),
          pair('Anforderung', `Evd ≥ ${REQUIRED} MN/m²`),
          pair(
            'Lage',
            `N ${lat.g}° ${comma(lat.minutes)}'  E ${String(lng.g).padStart(3, '0')}° ${comma(lng.minutes)}'`,
          ),
          rule,
          line(grey('Baumsachverständiger ____________', 0)),
        ],
      };
    },
    expected: printedAs(minutes3),
  },
];
