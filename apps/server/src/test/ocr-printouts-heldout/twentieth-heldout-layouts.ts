// Ten further held-out layouts for the second OCR test set (issue 38), the twentieth batch. Written
// without looking at the reader, its tests, its benchmark or the decisions on what it gets wrong,
// and modelled on what light drop-weight devices (TP BF-StB B 8.3), site paperwork and the screens
// results are read on print and show: an Upper Sorbian protocol ("pjatk, 5. decembra 2025",
// "14:03 hodź.", decimal-comma minutes with "s. š." / "w. d." for north and east), a Kurmanji
// Kurdish one ("5 Kanûna Pêşîn 2025, În", "saet 14:03", decimal degrees with "Bakur" and
// "Rojhilat"), a report's LaTeX source in an online editor (siunitx numbers with a decimal point
// printed with a comma, "~Uhr", the position as "\ang{52;07;24.4}"), a video's subtitle file (SRT
// cues with time codes "00:01:12,480 --> …" whose milliseconds follow a comma), a wall calendar's
// month view with the test written into its day's field (the date only as the field's day under the
// month's name, calendar weeks beside), a PDF report in a viewer with its digital signature panel
// (signing moments as "2025.12.08 09:14:33 +01'00'"), a civil-protection message form whose moments
// are date-time groups ("051403Adez25") and whose position is given as UTMREF (MGRS) beside decimal
// degrees, a file manager whose file names carry the tests' dates and clocks ("LWD_MP12_
// 20251205_1403.pdf") with the selected file's properties, a drone's aerial picture with the flight's
// telemetry (the drone's own position and clock) and the app's label at the test point, and a
// certificate writing its numbers also in words ("achtundfünfzig Komma eins"). Each prints numbers
// of other quantities near Evd and dates or clocks that are not the test's (decision 0804).
import {
  at,
  blank,
  fixed,
  labelValue,
  line,
  results,
  rule,
  two,
  type Box,
  type HeldoutLayout,
  type HeldoutTruth,
  type Line,
} from './heldout-layouts.js';
import { MONTHS_DE, clock, temperature } from './fresh-heldout-layouts.js';
import { REQUIRED, WEEKDAYS_DE, calibrated, isoWeek, passes, weekday } from './fourth-heldout-layouts.js';
import { utcOffsetHours } from './fifth-heldout-layouts.js';
import { workingDayAfter } from './twelfth-heldout-layouts.js';
import { figure, printedAs, utm } from './third-heldout-layouts.js';
import { wrapped } from './seventeenth-heldout-layouts.js';
import {
  DEJAVU_SANS as SANS,
  DEJAVU_SANS_CONDENSED as CONDENSED,
  DEJAVU_SANS_MONO as MONO,
  DEJAVU_SERIF as SERIF,
  LIBERATION_SANS,
  LIBERATION_SERIF,
} from './heldout-fonts.js';
import {
  comma,
  degrees5,
  degrees5Comma,
  degrees6,
  evdComma,
  german,
  iso,
  minutes4,
  seconds1,
  NBSP,
  evdPoint,
  point,
  grey,
  settlements,
} from './heldout-formats.js';

// ---- shared bits ------------------------------------------------------------------------------------------

/** "1403": a clock `minutes` after the test's without its colon, as file names carry it. */
const compactClock = (t: HeldoutTruth, minutes = 0) => clock(t, minutes).replace(':', '');

// ---- Upper Sorbian and Kurmanji -----------------------------------------------------------------------------

/** Upper Sorbian month names in the genitive, as a date writes them ("5. decembra 2025"). */
export const MONTHS_HSB = [
  'januara',
  'februara',
  'měrca',
  'apryla',
  'meje',
  'junija',
  'julija',
  'awgusta',
  'septembra',
  'oktobra',
  'nowembra',
  'decembra',
];
export const WEEKDAYS_HSB = ['njedźela', 'póndźela', 'wutora', 'srjeda', 'štwórtk', 'pjatk', 'sobota'];
/** "pjatk, 5. decembra 2025". */
export const sorbianDate = (t: HeldoutTruth) =>
  `${WEEKDAYS_HSB[weekday(t)]}, ${t.day}. ${MONTHS_HSB[t.month - 1]} ${t.year}`;

export const MONTHS_KMR = [
  'Kanûna Paşîn',
  'Sibat',
  'Adar',
  'Nîsan',
  'Gulan',
  'Hezîran',
  'Tîrmeh',
  'Tebax',
  'Îlon',
  'Cotmeh',
  'Mijdar',
  'Kanûna Pêşîn',
];
export const WEEKDAYS_KMR = ['Yekşem', 'Duşem', 'Sêşem', 'Çarşem', 'Pêncşem', 'În', 'Şemî'];
/** "5 Kanûna Pêşîn 2025, În". */
export const kurmanjiDate = (t: HeldoutTruth) =>
  `${t.day} ${MONTHS_KMR[t.month - 1]} ${t.year}, ${WEEKDAYS_KMR[weekday(t)]}`;

// ---- the LaTeX source ---------------------------------------------------------------------------------------

/** The report's LaTeX source: siunitx with a point in the source and a comma in print. */
export const latexSource = (t: HeldoutTruth) => {
  const lat = seconds1(t.lat);
  const lng = seconds1(t.lng);
  const written = workingDayAfter(t, 1);
  return [
    '\\documentclass[11pt,a4paper]{scrartcl}',
    '\\usepackage[ngerman]{babel}',
    '\\usepackage[left=25mm,right=20mm,top=30mm]{geometry}',
    '\\usepackage[output-decimal-marker={,}]{siunitx}',
    '\\usepackage{booktabs}',
    '\\newcommand{\\Evd}{E_{\\mathrm{vd}}}',
    `\\title{LWD-Prüfung MP ${point(t)}}`,
    `\\date{${written.day}.~${MONTHS_DE[written.month - 1]} ${written.year}}`,
    '\\begin{document}',
    '\\maketitle',
    `Geprüft am ${german(t)} um ${clock(t)}~Uhr auf dem Planum Halle~2,`,
    `Lage \\ang{${lat.g};${lat.min};${lat.sec}}~N, \\ang{${lng.g};${lng.min};${lng.sec}}~O.`,
    '',
    '\\begin{tabular}{l S[table-format=2.3] l}',
    '  \\toprule',
    '  Kennwert & {Wert} & Einheit \\\\',
    '  \\midrule',
    `  Setzung $s_1$ & ${fixed(t.drops[0], 3, false)} & \\si{mm} \\\\`,
    `  Setzung $s_2$ & ${fixed(t.drops[1], 3, false)} & \\si{mm} \\\\`,
    `  Setzung $s_3$ & ${fixed(t.drops[2], 3, false)} & \\si{mm} \\\\`,
    `  mittlere Setzung $s$ & ${fixed(t.settlement, 3, false)} & \\si{mm} \\\\`,
    `  $s/v$ & ${fixed(t.sv, 2, false)} & \\si{ms} \\\\`,
    `  $\\Evd$ & ${evdPoint(t)} & \\si{MN/m^2} \\\\`,
    '  \\bottomrule',
    '\\end{tabular}',
    '',
    `Anforderung: $\\Evd \\geq \\SI{${REQUIRED}}{MN/m^2}$ -- ${passes(t) ? 'erfüllt' : 'nicht erfüllt'}.`,
    '\\end{document}',
  ];
};

// ---- the subtitle file --------------------------------------------------------------------------------------

/** "00:01:12,480": an SRT time code, `ms` milliseconds into the video. */
const timecode = (ms: number) =>
  `${two(Math.floor(ms / 3_600_000))}:${two(Math.floor(ms / 60_000) % 60)}:${two(Math.floor(ms / 1000) % 60)},${String(ms % 1000).padStart(3, '0')}`;

/** The subtitle file's cues: number, time codes and text; the test in cues 2 to 5. */
export const subtitleCues = (t: HeldoutTruth): [number, string, string][] => {
  const start = 60_000 + ((t.second * 997 + t.minute * 131) % 40_000);
  const lat = degrees6(t.lat).text;
  const lng = degrees6(t.lng).text;
  const texts = [
    'Baustelle Logistikzentrum Nord, Planum Halle 2',
    `Heute, ${german(t)}: Prüfung mit dem leichten Fallgewicht`,
    `MP ${point(t)} um ${clock(t)} Uhr, Setzungen ${settlements(t, true)} mm`,
    `Mittel s = ${fixed(t.settlement, 3, true)} mm, s/v = ${fixed(t.sv, 2, true)} ms, Evd = ${evdComma(t)} MN/m²`,
    `Anforderung Evd ≥ ${REQUIRED} MN/m² ${passes(t) ? 'erfüllt' : 'nicht erfüllt'}. Lage ${lat} N, ${lng} O`,
    `Nächster Abschnitt: Betonage am ${german(workingDayAfter(t, 3))} ab 07:00 Uhr`,
  ];
  return texts.map((text, index) => {
    const from = index === 0 ? 2_000 : index === 5 ? start + 92_340 : start + (index - 1) * 4_420;
    return [index + 1, `${timecode(from)} --> ${timecode(from + 4_180 - index * 40)}`, text];
  });
};

// ---- the wall calendar --------------------------------------------------------------------------------------

/** The month's weeks, Monday first: each a list of seven day numbers (0 outside the month). */
export const monthWeeks = (year: number, month: number) => {
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const offset = (new Date(Date.UTC(year, month - 1, 1)).getUTCDay() + 6) % 7;
  const weeks: number[][] = [];
  for (let first = 1 - offset; first <= days; first += 7)
    weeks.push(
      Array.from({ length: 7 }, (_, index) => (first + index >= 1 && first + index <= days ? first + index : 0)),
    );
  return weeks;
};

/** The calendar's entries by day: the test's four lines on its day, other appointments elsewhere. */
export const calendarEntries = (t: HeldoutTruth) => {
  const days = new Date(Date.UTC(t.year, t.month, 0)).getUTCDate();
  const away = (by: number) => (t.day + by <= days ? t.day + by : t.day - by);
  const entries = new Map<number, string[]>([
    [t.day, [`LWD MP ${point(t)}`, `${clock(t)} Uhr`, `Evd ${evdComma(t)} MN/m²`, `s/v ${fixed(t.sv, 2, true)} ms`]],
  ]);
  entries.set(away(3), ['Betonage Sohle', '07:00 Uhr']);
  entries.set(away(9), ['Schotter 0/45', '23,5 t je Lkw']);
  entries.set(away(13), ['Baubesprechung', '10:30 Uhr']);
  return entries;
};

// ---- the message form with date-time groups -----------------------------------------------------------------

const MONTHS_DTG = ['jan', 'feb', 'mär', 'apr', 'mai', 'jun', 'jul', 'aug', 'sep', 'okt', 'nov', 'dez'];
/**
 * A date-time group as German civil protection writes it: day, hours, minutes, the zone letter
 * (A for CET, B for CEST: the local time), the month's abbreviation and the year's last two digits.
 */
export const dateTimeGroup = (t: HeldoutTruth) =>
  `${two(t.day)}${two(t.hour)}${two(t.minute)}${utcOffsetHours(t) === 2 ? 'B' : 'A'}${MONTHS_DTG[t.month - 1]}${String(t.year).slice(2)}`;

/** UTMREF (MGRS): zone and band, the 100 km square's two letters, five digits each of easting and northing. */
export const utmRef = (lat: number, lng: number) => {
  const { zone, easting, northing } = utm(lat, lng);
  const number = Number.parseInt(zone, 10);
  const column = 'ABCDEFGHJKLMNPQRSTUVWXYZ'[((number - 1) % 3) * 8 + Math.floor(easting / 100_000) - 1]!;
  const row = 'ABCDEFGHJKLMNPQRSTUV'[(Math.floor(northing / 100_000) + (number % 2 === 0 ? 5 : 0)) % 20]!;
  const five = (value: number) => String(value % 100_000).padStart(5, '0');
  return `${zone} ${column}${row} ${five(easting)} ${five(northing)}`;
};

/** Hours and minutes `minutes` after the test's (the same day: tests end by 18:00). */
const clockParts = (t: HeldoutTruth, minutes: number) => {
  const total = t.hour * 60 + t.minute + minutes;
  return { hour: Math.floor(total / 60), minute: total % 60 };
};

// ---- the certificate with numbers in words ------------------------------------------------------------------

const ONES = ['null', 'eins', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun'];
const TEENS = [
  'zehn',
  'elf',
  'zwölf',
  'dreizehn',
  'vierzehn',
  'fünfzehn',
  'sechzehn',
  'siebzehn',
  'achtzehn',
  'neunzehn',
];
const TENS = ['', '', 'zwanzig', 'dreißig', 'vierzig', 'fünfzig', 'sechzig', 'siebzig', 'achtzig', 'neunzig'];
/** A whole number below a thousand in German words ("achtundfünfzig", "einhundertzehn"). */
export const germanNumber = (value: number): string => {
  if (value >= 100) {
    const rest = value % 100;
    return `${Math.floor(value / 100) === 1 ? 'ein' : germanNumber(Math.floor(value / 100))}hundert${rest ? germanNumber(rest) : ''}`;
  }
  if (value < 10) return ONES[value]!;
  if (value < 20) return TEENS[value - 10]!;
  const one = value % 10;
  return `${one ? `${one === 1 ? 'ein' : ONES[one]}und` : ''}${TENS[Math.floor(value / 10)]}`;
};
/** A decimal in words, its decimals digit by digit ("null Komma vier null fünf"). */
export const germanDecimal = (text: string) => {
  const [whole, decimals] = text.split(/[.,]/);
  return `${germanNumber(Number(whole))} Komma ${[...decimals!].map((digit) => ONES[Number(digit)]).join(' ')}`;
};
/** The day of the month as an ordinal in the dative ("fünften", "einundzwanzigsten"). */
export const germanOrdinal = (day: number) => {
  const special: Record<number, string> = { 1: 'ersten', 3: 'dritten', 7: 'siebten', 8: 'achten' };
  if (special[day]) return special[day];
  return `${germanNumber(day)}${day < 20 ? 'ten' : 'sten'}`;
};
/** "am fünften Dezember zweitausendfünfundzwanzig um vierzehn Uhr drei". */
export const dateInWords = (t: HeldoutTruth) =>
  `${germanOrdinal(t.day)} ${MONTHS_DE[t.month - 1]} zweitausend${germanNumber(t.year - 2000)}`;
export const clockInWords = (t: HeldoutTruth) =>
  `${t.hour === 1 ? 'ein' : germanNumber(t.hour)} Uhr${t.minute ? ` ${germanNumber(t.minute)}` : ''}`;

// ---- the drone's picture ----------------------------------------------------------------------------------

/** A field seen from above: a gravel subgrade with a track, a few stakes and the test point's ring. */
const aerialScene = (seed: number) => (box: Box) => {
  const parts = [
    `<rect x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" fill="rgb(128,118,98)"/>`,
    `<path d="M${box.x} ${(box.y + box.height * 0.75).toFixed(1)} L${box.x + box.width} ${(box.y + box.height * 0.45).toFixed(1)} L${box.x + box.width} ${(box.y + box.height * 0.62).toFixed(1)} L${box.x} ${(box.y + box.height * 0.92).toFixed(1)} Z" fill="rgb(96,90,80)"/>`,
  ];
  for (let index = 0; index < 6; index++) {
    const x = box.x + box.width * (0.08 + ((seed * 13 + index * 29) % 84) / 100);
    const y = box.y + box.height * (0.1 + ((seed * 7 + index * 17) % 30) / 100);
    parts.push(`<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="4" fill="rgb(230,120,40)"/>`);
  }
  const cx = box.x + box.width * (0.4 + (seed % 20) / 100);
  const cy = box.y + box.height * 0.42;
  parts.push(
    `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="16" fill="none" stroke="rgb(255,230,0)" stroke-width="4"/>`,
    `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="5" fill="rgb(180,182,186)"/>`,
  );
  return parts.join('');
};

/** The drone's own position when the picture was taken, some tens of metres from the test point. */
export const droneAt = (t: HeldoutTruth) => ({
  lat: t.lat + (18 + (t.second % 20)) / 111_000,
  lng: t.lng - (25 + (t.minute % 30)) / 70_000,
});

// ---- the layouts ------------------------------------------------------------------------------------------

export const twentiethHeldoutLayouts: HeldoutLayout[] = [
  {
    // An Upper Sorbian protocol from a Lusatian lab: the weekday and the month in the genitive
    // ("pjatk, 5. decembra 2025"), the clock with "hodź.", degrees and decimal-comma minutes with
    // "s. š." / "w. d." (sewjerna šěrokosć, wuchodna dołhosć) after them, ě, č, ć, ł, ř, š in the
    // labels, the settlements, the mean, s/v, Evd, the requirement, the calibration and a print line
    // a working day later.
    name: 'Pruwowy protokol hornjoserbsce',
    half: 'development',
    draw: (t) => {
      const pair = labelValue(0.42);
      const lat = minutes4(t.lat);
      const lng = minutes4(t.lng);
      return {
        font: LIBERATION_SANS,
        fontSize: 19,
        width: 980,
        background: 'rgb(255,255,255)',
        ink: 'rgb(22,26,44)',
        lines: [
          { ...line('PRUWOWY PROTOKOL – DYNAMISKA PRUWA Z PŁATU (LWD)'), bold: true, scale: 1.1 },
          { ...line('Geotechnika Łužica, Budyšin · Twarnišćo: Skład Wochozy, wotrězk 2'), scale: 0.85 },
          rule,
          pair('Pruwowy dypk', `PD ${point(t)}`),
          pair('Datum', sorbianDate(t)),
          pair('Čas', `${clock(t)} hodź.`),
          pair('Šěrokosć', `${lat.g}° ${comma(lat.minutes)}′ s. š.`),
          pair('Dołhosć', `${lng.g}° ${comma(lng.minutes)}′ w. d.`),
          pair('Temperatura powětra', `${temperature(t)} °C`),
          rule,
          ...results(t, pair, [
            'Sydnjenja s1 / s2 / s3',
            'Přerězne sydnjenje s',
            's/v',
            'Dynamiski deformaciski modul Evd',
          ]),
          pair('Žadanje', `Evd ≥ ${REQUIRED} MN/m² – ${passes(t) ? 'spjelnjene' : 'njespjelnjene'}`),
          pair('Kalibrowanje', calibrated(t)),
          rule,
          { ...line(`Wućišćane ${german(workingDayAfter(t, 1))} w 07:50 hodź. · Strona 1 / 1`), scale: 0.85 },
        ],
      };
    },
    expected: printedAs(minutes4),
  },
  {
    // A Kurmanji Kurdish subcontractor's protocol: the day, the month's name and the weekday
    // ("5 Kanûna Pêşîn 2025, În"), "saet 14:03", decimal degrees with a comma and "Bakur" /
    // "Rojhilat" (north, east) after them, ê, î, û, ç, ş in the labels, the settlements, the mean,
    // s/v, Evd, the requirement, the calibration and a print line a working day later.
    name: 'Rapora ceribandinê bi kurmancî',
    half: 'development',
    draw: (t) => {
      const pair = labelValue(0.44);
      const lat = degrees5Comma(t.lat);
      const lng = degrees5Comma(t.lng);
      return {
        font: SERIF,
        fontSize: 18,
        width: 980,
        background: 'rgb(252,251,246)',
        ink: 'rgb(30,28,24)',
        lines: [
          { ...line('RAPORA CERIBANDINÊ – CERIBANDINA PLAKA DÎNAMÎK'), bold: true, scale: 1.1 },
          { ...line('Avakirina Zozan GmbH · Cihê avakirinê: Embara Bakur, beş 2'), scale: 0.85 },
          rule,
          pair('Xala ceribandinê', `XC ${point(t)}`),
          pair('Dîrok', kurmanjiDate(t)),
          pair('Dem', `saet ${clock(t)}`),
          pair('Firehî', `${lat.text}° Bakur`),
          pair('Dirêjî', `${lng.text}° Rojhilat`),
          pair('Germahî', `${temperature(t)} °C`),
          rule,
          ...results(t, pair, ['Rûniştin s1 / s2 / s3', 'Rûniştina navîn s', 's/v', 'Modula deformasyonê Evd']),
          pair('Pêdivî', `Evd ≥ ${REQUIRED} MN/m² – ${passes(t) ? 'pêk hat' : 'pêk nehat'}`),
          pair('Kalîbrasyon', calibrated(t)),
          rule,
          { ...line(`Hate çapkirin ${german(workingDayAfter(t, 1))}, saet 07:45 · Rûpel 1 / 1`), scale: 0.85 },
        ],
      };
    },
    expected: printedAs(degrees5Comma),
  },
  {
    // A report's LaTeX source in an online editor: line numbers in the gutter, siunitx loaded with a
    // decimal comma for print while the source keeps points ("0.405", Evd "58.1" in an S column),
    // the test's date and clock with "~Uhr", the position as siunitx angles "\ang{52;07;24.4}", the
    // document's \date a working day later, page geometry in mm and the compiler's status line.
    name: 'LaTeX-Quelltext im Online-Editor, siunitx mit Punkt',
    half: 'development',
    draw: (t) => {
      const compiled = workingDayAfter(t, 1);
      const source = latexSource(t);
      return {
        font: MONO,
        fontSize: 16,
        width: 1040,
        background: 'rgb(250,250,252)',
        ink: 'rgb(30,34,44)',
        lines: [
          {
            ...line(at(`bericht-mp${point(t)}.tex`, 0), grey('Neu kompilieren · PDF · Verlauf', 1, 'end')),
            bold: true,
            fill: 'rgb(226,232,240)',
          },
          rule,
          ...source.map((text, index) => line({ ...grey(String(index + 1).padStart(2), 0) }, at(text, 0.04))),
          rule,
          {
            ...line(grey(`Zuletzt kompiliert ${german(compiled)} 09:12 · 1 Seite · 0 Fehler, 3 Warnungen`, 0)),
            scale: 0.85,
            fill: 'rgb(240,242,246)',
          },
        ],
      };
    },
    expected: printedAs(seconds1),
  },
  {
    // A site video's subtitle file (SRT) in a text editor: numbered cues, time codes with hours,
    // minutes, seconds and milliseconds after a comma ("00:01:12,480 --> 00:01:16,620"), the test's
    // date, point and clock, the settlements, the mean, s/v, Evd, the requirement and the position
    // in decimal degrees spread over four cues; a later cue about concreting on another day; the
    // file's name carries the day it was saved.
    name: 'Untertiteldatei (SRT) im Editor, Zeitcodes mit Komma',
    half: 'development',
    draw: (t) => {
      const saved = workingDayAfter(t, 2);
      return {
        font: MONO,
        fontSize: 17,
        width: 1060,
        background: 'rgb(255,255,255)',
        ink: 'rgb(24,24,28)',
        lines: [
          {
            ...line(at(`baustellenvideo_${iso(saved)}.srt – Editor`, 0)),
            bold: true,
            fill: 'rgb(232,234,238)',
          },
          { ...line(grey('Datei   Bearbeiten   Format   Ansicht   Hilfe', 0)), scale: 0.85 },
          rule,
          ...subtitleCues(t).flatMap(([number, times, text]) => [line(String(number)), line(times), line(text), blank]),
          rule,
          {
            ...line(grey('Zeile 14, Spalte 22', 0), grey('100 %   Windows (CRLF)   UTF-8', 1, 'end')),
            scale: 0.85,
            fill: 'rgb(240,240,242)',
          },
        ],
      };
    },
    expected: printedAs(degrees6),
  },
  {
    // A wall calendar's month view in the site container: the month's name and year on top, calendar
    // weeks down the left, the days in a grid; the foreman wrote the test into its day's field
    // (point, clock, Evd, s/v), other appointments into others (concreting at 07:00, a delivery in
    // tonnes, a meeting at 10:30); the notes below hold the mean, the requirement and the position.
    name: 'Wandkalender Monatsansicht, Eintrag im Tagesfeld',
    half: 'development',
    draw: (t) => {
      const columns = [0, ...Array.from({ length: 7 }, (_, index) => 0.07 + index * 0.133)];
      const entries = calendarEntries(t);
      const lat = minutes4(t.lat);
      const lng = minutes4(t.lng);
      const weeks = monthWeeks(t.year, t.month).flatMap((days) => {
        // Any day of the week gives its ISO week; the first one inside the month will do.
        const week = isoWeek(
          t.year,
          t.month,
          days.find((day) => day > 0)!,
        );
        const height = Math.max(1, ...days.map((day) => entries.get(day)?.length ?? 0));
        return [
          {
            ...line(
              grey(`KW ${week}`, columns[0]!),
              ...days.flatMap((day, index) => (day ? [at(String(day), columns[index + 1]!)] : [])),
            ),
            bold: true,
          },
          ...Array.from({ length: height }, (_, row) =>
            line(
              ...days.flatMap((day, index) => {
                const text = entries.get(day)?.[row];
                return text ? [{ ...at(text, columns[index + 1]!), ink: 'rgb(20,50,140)' }] : [];
              }),
            ),
          ),
          rule,
        ];
      });
      return {
        font: CONDENSED,
        fontSize: 16,
        width: 1120,
        background: 'rgb(255,255,255)',
        ink: 'rgb(26,28,34)',
        lines: [
          { ...line(`${MONTHS_DE[t.month - 1]} ${t.year}`), bold: true, scale: 1.5 },
          { ...line(grey('Erdbau Hanse GmbH · Bauleitung Logistikzentrum Nord', 0)), scale: 0.85 },
          rule,
          {
            ...line(
              at('', columns[0]!),
              ...['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'].map((name, index) => at(name, columns[index + 1]!)),
            ),
            bold: true,
            fill: 'rgb(232,236,244)',
          },
          ...weeks,
          { ...line('Notizen:'), bold: true },
          line(
            `zum ${t.day}.: mittlere Setzung ${fixed(t.settlement, 3, true)} mm, Soll Evd ≥ ${REQUIRED} MN/m² ` +
              `${passes(t) ? 'erfüllt' : 'nicht erfüllt'}`,
          ),
          line(`Lage MP ${point(t)}: N ${lat.g}° ${lat.minutes}'  E ${lng.g}° ${lng.minutes}'`),
        ],
      };
    },
    expected: printedAs(minutes4),
  },
  {
    // A PDF report in a viewer with its digital signature: the viewer's banner, the signature panel
    // on the left (signer, signing moment "2025.12.08 09:14:33 +01'00'", time-stamp authority,
    // revision), the page on the right with the test's date and clock, the settlements, the mean,
    // s/v, Evd, the requirement and the position in degrees–minutes–seconds, and the visible
    // signature field with the same signing moment.
    name: 'PDF mit digitaler Signatur, Zeitstempel mit Versatz in Apostrophen',
    half: 'development',
    draw: (t) => {
      const signed = workingDayAfter(t, 1);
      const moment = `${signed.year}.${two(signed.month)}.${two(signed.day)} 09:${two(10 + (t.minute % 40))}:${two(t.second)} +${two(utcOffsetHours(signed))}'00'`;
      const lat = seconds1(t.lat);
      const lng = seconds1(t.lng);
      const page = 0.36;
      const pair = labelValue(page + 0.3, page);
      const panel = (text: string) => grey(text, 0);
      const side = [
        'Signaturen',
        'Rev. 1: Signiert von',
        'Dipl.-Ing. K. Brandt',
        'Signatur ist gültig',
        `Zeit: ${moment}`,
        'Zeitstempel: D-TRUST TSA',
        'Dokument seit Signatur',
        'nicht geändert',
      ];
      const body: Line[] = [
        { ...line(at('Prüfbericht LWD', page)), bold: true },
        pair('Messpunkt', `MP ${point(t)}`),
        pair('Prüfdatum', german(t)),
        pair('Uhrzeit', clock(t)),
        pair('Lage', `${lat.g}° ${lat.min}' ${comma(lat.sec)}" N`),
        pair('', `${lng.g}° ${lng.min}' ${comma(lng.sec)}" O`),
        ...results(t, pair, ['Setzungen s1/s2/s3', 'mittl. Setzung s', 's/v', 'Evd']),
        pair('Anforderung', `Evd ≥ ${REQUIRED} MN/m²`),
        pair('Bewertung', passes(t) ? 'erfüllt' : 'nicht erfüllt'),
        blank,
        { ...line(at('Digital signiert von Dipl.-Ing. K. Brandt', page)), scale: 0.85 },
        { ...line(at(`Datum: ${moment}`, page)), scale: 0.85 },
      ];
      return {
        font: SANS,
        fontSize: 16,
        width: 1120,
        background: 'rgb(246,246,248)',
        ink: 'rgb(24,26,32)',
        lines: [
          {
            ...line(at(`Pruefbericht_MP${point(t)}_signiert.pdf`, 0), grey('Seite 1 von 1   125 %', 1, 'end')),
            bold: true,
            fill: 'rgb(220,224,232)',
          },
          {
            ...line(at('Unterschrieben und alle Signaturen sind gültig.', 0)),
            scale: 0.9,
            fill: 'rgb(214,240,218)',
          },
          rule,
          ...body.map((row, index) => ({
            ...row,
            cells: [...(side[index] ? [index === 0 ? at(side[index], 0) : panel(side[index])] : []), ...row.cells],
          })),
        ],
      };
    },
    expected: printedAs(seconds1),
  },
  {
    // A civil-protection message form (the four-part form of German emergency services) sent from a
    // temporary access road: the reception and dispatch fields with date-time groups and plain
    // clocks, the message text with the test's moment as a date-time group ("051403Adez25": day,
    // hours, minutes, A for CET or B for CEST, the month, the year), the settlements' mean, s/v,
    // Evd, the requirement, and the position as UTMREF beside decimal-comma degrees.
    name: 'Vierfachvordruck mit Datum-Zeit-Gruppe und UTMREF',
    half: 'development',
    draw: (t) => {
      const received = dateTimeGroup({ ...t, ...clockParts(t, 52) });
      const lat = degrees5Comma(t.lat);
      const lng = degrees5Comma(t.lng);
      const text = [
        `LWD-Prüfung Behelfszufahrt MP ${point(t)}, Messung DTG ${dateTimeGroup(t)}:`,
        `s = ${fixed(t.settlement, 3, true)} mm, s/v = ${fixed(t.sv, 2, true)} ms, Evd = ${evdComma(t)} MN/m²,`,
        `Soll Evd ≥ ${REQUIRED} MN/m² ${passes(t) ? 'erfüllt, befahrbar für SLT' : 'nicht erfüllt, nicht befahrbar'}.`,
        `Lage UTMREF ${utmRef(t.lat, t.lng)}`,
        `= ${lat.text}° N, ${lng.text}° O`,
      ];
      const box = (label: string, value: string, x: number) => [grey(label, x), at(value, x + 0.13)];
      return {
        font: LIBERATION_SANS,
        fontSize: 17,
        width: 1040,
        background: 'rgb(255,253,238)',
        ink: 'rgb(20,24,30)',
        lines: [
          { ...line(at('NACHRICHTENVORDRUCK', 0), grey('Blatt 2 – für Fernmeldezentrale', 1, 'end')), bold: true },
          rule,
          line(...box('Annahme', received, 0), ...box('Nr.', '0147', 0.5)),
          line(...box('Befördert', `${clock(t, 55)} Uhr`, 0), ...box('Funk', 'Kanal 412', 0.5)),
          rule,
          line(...box('Absender', 'THW OV Elbtal, FGr Räumen', 0)),
          line(...box('Empfänger', 'Einsatzleitung, S3', 0)),
          rule,
          { ...line(at('Inhalt:', 0)), bold: true },
          ...text.map((row) => line(at(row, 0.02))),
          rule,
          line(...box('Verfasser', 'GrFü Lenz', 0), ...box('Sichter', 'S3 – gesehen', 0.5)),
          { ...line(grey(`Vordruck 4-fach, Stand 03/2019 · Höhe ${44 + (t.second % 30)},6 m ü. NHN`, 0)), scale: 0.85 },
        ],
      };
    },
    expected: printedAs(degrees5Comma),
  },
  {
    // A file manager on the site laptop: the folder of the day's test reports, each file's name
    // carrying point, date and clock of its test ("LWD_MP12_20251205_1403.pdf"), with modification
    // dates minutes later, types and sizes; one file selected, and the details pane with its
    // properties: title, subject (Evd, s, s/v, the requirement), tags with the position in decimal
    // degrees, the creation moment and the page count.
    name: 'Dateiexplorer mit sprechenden Dateinamen und Detailbereich',
    half: 'development',
    draw: (t) => {
      const compact = `${t.year}${two(t.month)}${two(t.day)}`;
      const file = (number: number, minutes: number) => `LWD_MP${number}_${compact}_${compactClock(t, minutes)}.pdf`;
      const selected = file(point(t), 0);
      const lat = degrees5(t.lat).text;
      const lng = degrees5(t.lng).text;
      const columns = [0, 0.46, 0.68, 0.86];
      const row = (name: string, changed: string, type: string, size: string) =>
        line(at(name, columns[0]!), at(changed, columns[1]!), at(type, columns[2]!), at(size, columns[3]!));
      const pair = labelValue(0.2);
      const before = workingDayAfter(t, -9 - (t.second % 3));
      return {
        font: SANS,
        fontSize: 16,
        width: 1100,
        background: 'rgb(255,255,255)',
        ink: 'rgb(24,26,32)',
        lines: [
          {
            ...line(at(`Dieser PC › Projekte › LZ Nord › LWD › ${iso(t)}`, 0)),
            fill: 'rgb(236,238,242)',
          },
          {
            ...line(
              at('Name', columns[0]!),
              at('Änderungsdatum', columns[1]!),
              at('Typ', columns[2]!),
              at('Größe', columns[3]!),
            ),
            bold: true,
          },
          rule,
          row(file(point(t) - 1, -22), `${german(t)} ${clock(t, -9)}`, 'PDF-Dokument', '181 KB'),
          { ...row(selected, `${german(t)} ${clock(t, 14)}`, 'PDF-Dokument', '184 KB'), fill: 'rgb(204,228,247)' },
          row(file(point(t) + 1, 26), `${german(t)} ${clock(t, 38)}`, 'PDF-Dokument', '179 KB'),
          row(`Lageplan_Index_c_${iso(before)}.pdf`, `${german(before)} 08:40`, 'PDF-Dokument', '2.318 KB'),
          row('Fotos_Planum.zip', `${german(t)} ${clock(t, 61)}`, 'ZIP-Archiv', '48.912 KB'),
          rule,
          { ...line(selected), bold: true },
          pair('Titel', `LWD-Prüfung MP ${point(t)}, Planum Halle 2`),
          pair(
            'Betreff',
            `Evd ${evdComma(t)} MN/m² · s ${fixed(t.settlement, 3, true)} mm · s/v ${fixed(t.sv, 2, true)} ms`,
          ),
          pair('Kommentare', `Soll Evd ≥ ${REQUIRED} MN/m² ${passes(t) ? 'erfüllt' : 'nicht erfüllt'}`),
          pair('Markierungen', `Lage ${lat} N; ${lng} E`),
          pair('Erstellt', `${german(t)} ${clock(t, 14)}`),
          pair('Seiten', '1'),
          { ...line(grey('5 Elemente · 1 Element ausgewählt (184 KB)', 0)), scale: 0.85 },
        ],
      };
    },
    expected: printedAs(degrees5),
  },
  {
    // A drone's aerial picture of the subgrade as the flight app shows it: the telemetry on top
    // (height, distance, speeds, the camera's settings) and at the bottom (the drone's own position
    // in decimal degrees and the flight's clock, minutes after the test), the picture of the field
    // with the load plate's ring, and the documentation app's label at the test point: its number,
    // date and clock, Evd, s, s/v, the requirement and its position in decimal-comma degrees.
    name: 'Drohnenbild mit Telemetrie, Messpunkt beschriftet',
    half: 'development',
    draw: (t) => {
      const drone = droneAt(t);
      const lat = degrees5Comma(t.lat);
      const lng = degrees5Comma(t.lng);
      const label = 'rgb(20,22,28)';
      return {
        font: SANS,
        fontSize: 17,
        width: 1100,
        background: 'rgb(60,64,56)',
        ink: 'rgb(250,250,246)',
        lines: [
          {
            ...line(
              at(`H ${fixed(30 + (t.second % 20) + 0.2, 1, true)} m`, 0),
              at(`D ${60 + t.minute} m`, 0.16),
              at('H.S 0,0 m/s', 0.3),
              at('V.S 0,1 m/s', 0.46),
              at('ISO 100  1/800  F2,8', 1, 'end'),
            ),
          },
          figure(7, aerialScene(t.second + t.minute)),
          { ...line(at(`MP ${point(t)} · LWD ${german(t)} ${clock(t)} Uhr`, 0.02)), bold: true, fill: label },
          {
            ...line(
              at(
                `Evd ${evdComma(t)} MN/m² · s ${fixed(t.settlement, 3, true)} mm · s/v ${fixed(t.sv, 2, true)} ms`,
                0.02,
              ),
            ),
            fill: label,
          },
          {
            ...line(at(`Soll Evd ≥ ${REQUIRED} MN/m² · Lage ${lat.text}° N, ${lng.text}° O`, 0.02)),
            fill: label,
          },
          figure(2, aerialScene(t.second + t.minute + 3)),
          {
            ...line(
              at(`Drohne ${drone.lat.toFixed(6)} ${drone.lng.toFixed(6)}`, 0),
              at(`${iso(t)} ${clock(t, 17)}:${two((t.second + 23) % 60)}`, 1, 'end'),
            ),
          },
        ],
      };
    },
    expected: printedAs(degrees5Comma),
  },
  {
    // A certificate of a test as an expert's office writes it, numbers also in words: the date and
    // clock in digits and words ("am Freitag, dem 05.12.2025 (fünften Dezember
    // zweitausendfünfundzwanzig), um 14:03 Uhr (vierzehn Uhr drei)"), the mean settlement, s/v and
    // Evd with their words ("achtundfünfzig Komma eins"), the requirement, the position in degrees
    // and decimal minutes, and the certificate's own date and number a few days later.
    name: 'Bescheinigung mit Zahlen in Worten',
    half: 'development',
    draw: (t) => {
      const issued = workingDayAfter(t, 3);
      const lat = minutes4(t.lat);
      const lng = minutes4(t.lng);
      const text =
        `Am${NBSP}${WEEKDAYS_DE[weekday(t)]}, dem${NBSP}${german(t)} (${dateInWords(t)}), ` +
        `um${NBSP}${clock(t)}${NBSP}Uhr (${clockInWords(t)}) wurde am Messpunkt MP${NBSP}${point(t)} des Planums ` +
        `Halle${NBSP}2 eine Prüfung mit dem leichten Fallgewicht nach TP BF-StB Teil B 8.3 durchgeführt. ` +
        `Die mittlere Setzung beträgt s${NBSP}=${NBSP}${fixed(t.settlement, 3, true)}${NBSP}mm ` +
        `(${germanDecimal(fixed(t.settlement, 3, true))} Millimeter), das Verhältnis ` +
        `s/v${NBSP}=${NBSP}${fixed(t.sv, 2, true)}${NBSP}ms (${germanDecimal(fixed(t.sv, 2, true))} Millisekunden). ` +
        `Der dynamische Verformungsmodul beträgt Evd${NBSP}=${NBSP}${evdComma(t)}${NBSP}MN/m² ` +
        `(in Worten: ${germanDecimal(evdComma(t))} Meganewton je Quadratmeter). Gefordert sind ` +
        `Evd${NBSP}≥${NBSP}${REQUIRED}${NBSP}MN/m² (${germanNumber(REQUIRED)}); die Anforderung ist ` +
        `${passes(t) ? 'erfüllt' : 'nicht erfüllt'}. Der Messpunkt liegt bei ${lat.g}°${NBSP}${comma(lat.minutes)}'${NBSP}N ` +
        `und ${lng.g}°${NBSP}${comma(lng.minutes)}'${NBSP}O.`;
      return {
        font: LIBERATION_SERIF,
        fontSize: 19,
        width: 1000,
        background: 'rgb(255,255,255)',
        ink: 'rgb(20,20,24)',
        lines: [
          { ...line('Ingenieurbüro für Geotechnik Dr. Seidel · öffentlich bestellter Sachverständiger'), scale: 0.85 },
          rule,
          { ...line('BESCHEINIGUNG'), bold: true, scale: 1.3 },
          {
            ...line(`über eine Tragfähigkeitsprüfung · Nr. ${issued.year}-${two(issued.month)}-${point(t)}`),
            scale: 0.9,
          },
          blank,
          ...wrapped(text, 84).map((row) => line(row)),
          blank,
          line(`Dresden, den ${german(issued)}`),
          blank,
          { ...line(grey('(Siegel)          Dr.-Ing. M. Seidel', 0)), scale: 0.9 },
        ],
      };
    },
    expected: printedAs(minutes4),
  },
];
