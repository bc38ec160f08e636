// Ten further held-out layouts for the second OCR test set (issue 38), the eighteenth batch. Written
// without looking at the reader, its tests, its benchmark or the decisions on what it gets wrong,
// and modelled on what light drop-weight devices (TP BF-StB B 8.3), site paperwork and the screens
// results are read on print and show: an Icelandic protocol ("mánudagur 1. desember 2025",
// "kl. 14:03", "A" for east), a Maltese one ("It-Tnejn, 1 ta' Diċembru 2025", "fil-14:03"), a
// messenger's voice message with its speech-to-text transcript (the values spoken, the message's own
// clock), a calendar entry exported as an iCalendar file in a text editor (DTSTART in the basic ISO
// form, a DTSTAMP in UTC, "GEO:lat;lng", escaped commas, folded lines), a technician's weekly time
// sheet with the ISO week ("2025-W49") and the test as one day's entry among start and end times and
// hours, a camera translation app over an American printout (month first, "2:03 PM", its German
// translation keeping the numbers), a typewritten report (strike-overs, an uneven baseline, "Grad"
// and "Min." for the degrees), a Welsh-English bilingual report (the date in both languages, an ISO
// week date "2025-W49-1" beside it, a force with a thousands comma), a defect ticket in the site's
// issue tracker with its comments, and a printed protocol with a pencilled recalculation in the
// margin. Each prints numbers of other quantities near Evd and dates or clocks that are not the
// test's (decision 0797).
import {
  at,
  blank,
  fixed,
  labelValue,
  line,
  results,
  rule,
  two,
  type Cell,
  type HeldoutLayout,
  type HeldoutTruth,
  type Line,
} from './heldout-layouts.js';
import { battery, clock, clockSeconds, MONTHS_DE, temperature, testNumber } from './fresh-heldout-layouts.js';
import { REQUIRED, calibrated, passes, weekday } from './fourth-heldout-layouts.js';
import { daysAfter } from './fifth-heldout-layouts.js';
import { workingDayAfter } from './twelfth-heldout-layouts.js';
import { printedAs } from './third-heldout-layouts.js';
import {
  DEJAVU_SANS as SANS,
  DEJAVU_SANS_CONDENSED as CONDENSED,
  DEJAVU_SANS_MONO as MONO,
  DEJAVU_SERIF as SERIF,
  LIBERATION_MONO as TYPEWRITER,
  LIBERATION_SANS,
} from './heldout-fonts.js';
import {
  comma,
  degrees5,
  degrees5Comma,
  degrees6,
  degrees6Comma,
  evdComma,
  german,
  iso,
  minutes3,
  minutes4,
  seconds1,
} from './heldout-formats.js';

// ---- dates and clocks as these documents write them ---------------------------------------------------

const evdPoint = (t: HeldoutTruth) => fixed(t.evd, 1, false);
const point = (t: HeldoutTruth) => Number(testNumber(t));

export const MONTHS_IS = [
  'janúar',
  'febrúar',
  'mars',
  'apríl',
  'maí',
  'júní',
  'júlí',
  'ágúst',
  'september',
  'október',
  'nóvember',
  'desember',
];
export const WEEKDAYS_IS = [
  'sunnudagur',
  'mánudagur',
  'þriðjudagur',
  'miðvikudagur',
  'fimmtudagur',
  'föstudagur',
  'laugardagur',
];
/** "mánudagur 1. desember 2025". */
export const icelandicDate = (t: HeldoutTruth) =>
  `${WEEKDAYS_IS[weekday(t)]} ${t.day}. ${MONTHS_IS[t.month - 1]} ${t.year}`;

export const MONTHS_MT = [
  'Jannar',
  'Frar',
  'Marzu',
  'April',
  'Mejju',
  'Ġunju',
  'Lulju',
  'Awwissu',
  'Settembru',
  'Ottubru',
  'Novembru',
  'Diċembru',
];
export const WEEKDAYS_MT = ['Il-Ħadd', 'It-Tnejn', 'It-Tlieta', 'L-Erbgħa', 'Il-Ħamis', 'Il-Ġimgħa', 'Is-Sibt'];
/** "It-Tnejn, 1 ta' Diċembru 2025". */
export const malteseDate = (t: HeldoutTruth) =>
  `${WEEKDAYS_MT[weekday(t)]}, ${t.day} ta' ${MONTHS_MT[t.month - 1]} ${t.year}`;

export const MONTHS_CY = [
  'Ionawr',
  'Chwefror',
  'Mawrth',
  'Ebrill',
  'Mai',
  'Mehefin',
  'Gorffennaf',
  'Awst',
  'Medi',
  'Hydref',
  'Tachwedd',
  'Rhagfyr',
];
/** "1 Rhagfyr 2025 / 1 December 2025": the Welsh date, then the English one. */
export const welshDate = (t: HeldoutTruth) =>
  `${t.day} ${MONTHS_CY[t.month - 1]} ${t.year} / ${t.day} ${ENGLISH_MONTHS[t.month - 1]} ${t.year}`;
const ENGLISH_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "20251201T140300": the iCalendar form of a local moment (basic ISO 8601). */
export const icsMoment = (t: HeldoutTruth, seconds = 0) =>
  `${t.year}${two(t.month)}${two(t.day)}T${two(t.hour)}${two(t.minute)}${two(seconds)}`;

/** The ISO week-numbering year and week of a day ("2025-W49"); the year is the Thursday's. */
export const isoWeekOf = (t: HeldoutTruth) => {
  const date = new Date(Date.UTC(t.year, t.month - 1, t.day));
  const thursday = new Date(date.getTime() + (3 - ((date.getUTCDay() + 6) % 7)) * 86_400_000);
  const year = thursday.getUTCFullYear();
  const week = 1 + Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * 86_400_000));
  return { year, week, day: 1 + ((date.getUTCDay() + 6) % 7) };
};
/** "2025-W49-1": ISO 8601's week date. */
export const isoWeekDate = (t: HeldoutTruth) => {
  const { year, week, day } = isoWeekOf(t);
  return `${year}-W${two(week)}-${day}`;
};

/** "12/01/2025": month first, as an American device prints it. */
export const usDate = (t: HeldoutTruth) => `${two(t.month)}/${two(t.day)}/${t.year}`;
/** "2:03 PM": the 12-hour clock. */
export const twelveHour = (t: HeldoutTruth) =>
  `${t.hour % 12 === 0 ? 12 : t.hour % 12}:${two(t.minute)} ${t.hour < 12 ? 'AM' : 'PM'}`;

// ---- the layouts ------------------------------------------------------------------------------------------

const grey = (text: string, x: number, anchor?: 'end'): Cell => ({ ...at(text, x, anchor), ink: 'rgb(110,112,120)' });

/** Hours and minutes `minutes` after the test's clock. */
const minutesLater = (t: HeldoutTruth, minutes: number) => {
  const total = t.hour * 60 + t.minute + minutes;
  return { hour: Math.floor(total / 60) % 24, minute: total % 60 };
};

/** The iCalendar file's lines, folded at 75 characters with a leading space as RFC 5545 says. */
export const icsLines = (t: HeldoutTruth) => {
  const stamp = workingDayAfter(t, 1);
  const description =
    `DESCRIPTION:Leichtes Fallgewicht MP ${point(t)}\\, Setzungen ` +
    `${t.drops.map((drop) => fixed(drop, 3, false)).join(' / ')} mm\\, Mittel s ${fixed(t.settlement, 3, false)} mm\\, ` +
    `s/v ${fixed(t.sv, 2, false)} ms\\, Evd ${evdPoint(t)} MN/m2\\, Soll Evd >= ${REQUIRED} MN/m2`;
  const folded = [description.slice(0, 75)];
  for (let from = 75; from < description.length; from += 74) folded.push(` ${description.slice(from, from + 74)}`);
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Fallplatte App//Messung 4.2//DE',
    'BEGIN:VEVENT',
    `UID:mp${testNumber(t)}-${icsMoment(t, t.second)}@fallplatte-app`,
    `DTSTAMP:${icsMoment({ ...stamp, hour: 6, minute: 15 })}Z`,
    `DTSTART;TZID=Europe/Berlin:${icsMoment(t, t.second)}`,
    `DTEND;TZID=Europe/Berlin:${icsMoment({ ...t, ...minutesLater(t, 2) }, t.second)}`,
    `SUMMARY:LWD MP ${point(t)} - Evd ${evdPoint(t)} MN/m2 (${passes(t) ? 'erfuellt' : 'nicht erfuellt'})`,
    `GEO:${degrees6(t.lat).text};${degrees6(t.lng).text}`,
    'LOCATION:Gewerbegebiet Nord\\, Baufeld 3\\, Planum',
    ...folded,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
};

/**
 * The week's working days with their start, end, break and hours, Monday to Friday, or to the test's
 * day where the test was on a Saturday or Sunday; the test's day among them.
 */
export const timesheetDays = (t: HeldoutTruth) => {
  const fromMonday = (weekday(t) + 6) % 7;
  const monday = daysAfter(t, -fromMonday);
  return Array.from({ length: Math.max(5, fromMonday + 1) }, (_, offset) => offset).map((offset) => {
    const day = daysAfter(monday, offset);
    const isTest = day.day === t.day && day.month === t.month;
    const testAt = t.hour * 60 + t.minute;
    // The test's day starts at least a quarter of an hour before the test and ends 45 minutes after.
    const earliest = isTest ? Math.floor((testAt - 15) / 15) * 15 : 24 * 60;
    const latest = isTest ? Math.ceil((testAt + 45) / 15) * 15 : 0;
    const startAt = Math.min(offset % 2 ? 6 * 60 + 45 : 6 * 60 + 30, earliest);
    const endAt = Math.max([915, 960, 885, 930, 780, 720, 690][offset]!, latest);
    const hhmm = (minutes: number) => `${two(Math.floor(minutes / 60))}:${two(minutes % 60)}`;
    const start = hhmm(startAt);
    const end = hhmm(endAt);
    const hours = (endAt - startAt - 30) / 60;
    return {
      day,
      isTest,
      start,
      end,
      hours: fixed(hours, 2, true),
    };
  });
};

/** The pencil's recalculation 22,5 / s, rounded as the foreman did (may differ from Evd by 0,1). */
export const pencilled = (t: HeldoutTruth) => comma((22.5 / t.settlement).toFixed(1));

/** The translation app's two panes: the American printout and its German translation. */
export const translationPanes = (t: HeldoutTruth) => {
  const lat = degrees5(t.lat);
  const lng = degrees5(t.lng);
  const printed = workingDayAfter(t, 1);
  const english = [
    `LWD TEST REPORT · Point ${point(t)}`,
    `Test date (MM/DD/YYYY): ${usDate(t)}`,
    `Time: ${twelveHour(t)}`,
    `Latitude: ${lat.text}° N   Longitude: ${lng.text}° E`,
    `Settlements: ${t.drops.map((drop) => fixed(drop, 3, false)).join(' / ')} mm`,
    `Mean settlement: ${fixed(t.settlement, 3, false)} mm   s/v: ${fixed(t.sv, 2, false)} ms`,
    `Dynamic modulus Evd: ${evdPoint(t)} MN/m²`,
    `Requirement: Evd ≥ ${REQUIRED} MN/m² – ${passes(t) ? 'PASS' : 'FAIL'}`,
    `Printed ${usDate(printed)} 7:12 AM`,
  ];
  const translated = [
    `LWD-PRÜFBERICHT · Punkt ${point(t)}`,
    `Prüfdatum (MM/TT/JJJJ): ${usDate(t)}`,
    `Zeit: ${twelveHour(t)}`,
    `Breite: ${lat.text}° N   Länge: ${lng.text}° E`,
    `Setzungen: ${t.drops.map((drop) => fixed(drop, 3, false)).join(' / ')} mm`,
    `Mittlere Setzung: ${fixed(t.settlement, 3, false)} mm   s/v: ${fixed(t.sv, 2, false)} ms`,
    `Dynamischer Modul Evd: ${evdPoint(t)} MN/m²`,
    `Anforderung: Evd ≥ ${REQUIRED} MN/m² – ${passes(t) ? 'BESTANDEN' : 'NICHT BESTANDEN'}`,
    `Gedruckt ${usDate(printed)} 7:12 AM`,
  ];
  return { english, translated };
};

export const eighteenthHeldoutLayouts: HeldoutLayout[] = [
  {
    // An Icelandic subcontractor's protocol: the weekday and month written out in Icelandic
    // ("mánudagur 1. desember 2025"), the clock as "kl. 14:03", degrees and decimal-comma minutes
    // with "N" and "A" (austur, east), þ and ð in the labels, sig s1–s3, the mean, s/v, Evd, the
    // requirement, the calibration and the print line a working day later.
    name: 'Prófunarskýrsla á íslensku',
    half: 'development',
    draw: (t) => {
      const pair = labelValue(0.42);
      const lat = minutes4(t.lat);
      const lng = minutes4(t.lng);
      return {
        font: SANS,
        fontSize: 19,
        width: 980,
        background: 'rgb(255,255,255)',
        ink: 'rgb(20,24,40)',
        lines: [
          { ...line('PRÓFUNARSKÝRSLA – FALLÞYNGDARPRÓF'), bold: true, scale: 1.1 },
          { ...line('Jarðtækni ehf. · Verkstaður: Vöruhús Norður, reitur 3'), scale: 0.85 },
          rule,
          pair('Prófunarstaður', `MP ${point(t)}`),
          pair('Dagsetning', icelandicDate(t)),
          pair('Tími', `kl. ${clock(t)}`),
          pair('Breiddargráða', `${lat.g}° ${comma(lat.minutes)}' N`),
          pair('Lengdargráða', `${lng.g}° ${comma(lng.minutes)}' A`),
          pair('Hitastig', `${temperature(t)} °C, þurrt`),
          rule,
          ...results(t, pair, ['Sig s1 / s2 / s3', 'Meðalsig s', 's/v', 'Aflögunarstuðull Evd']),
          pair('Krafa', `Evd ≥ ${REQUIRED} MN/m² – ${passes(t) ? 'uppfyllt' : 'ekki uppfyllt'}`),
          pair('Kvörðun', calibrated(t)),
          rule,
          { ...line(`Prentað ${german(workingDayAfter(t, 1))} kl. 07:45 · Síða 1 af 1`), scale: 0.85 },
        ],
      };
    },
    expected: printedAs(minutes4),
  },
  {
    // A Maltese subcontractor's protocol: the weekday and month in Maltese with its own letters
    // ("It-Tnejn, 1 ta' Diċembru 2025", ħ, ġ, ċ, ż), the clock "fil-14:03", degrees–minutes–seconds
    // with points, ċedimenti s1–s3, the mean, s/v, Evd, the requirement and a print line a working
    // day later with its own clock.
    name: 'Rapport tat-test bil-Malti',
    half: 'development',
    draw: (t) => {
      const pair = labelValue(0.4);
      const lat = seconds1(t.lat);
      const lng = seconds1(t.lng);
      return {
        font: LIBERATION_SANS,
        fontSize: 19,
        width: 960,
        background: 'rgb(252,252,248)',
        ink: 'rgb(30,30,30)',
        lines: [
          { ...line('RAPPORT TAT-TEST – PJANĊA TAT-TAGĦBIJA DINAMIKA'), bold: true, scale: 1.1 },
          { ...line('Ġeoteknika Ltd. · Sit: Maħżen loġistiku, Żona 2'), scale: 0.85 },
          rule,
          pair('Punt tat-test', `PT-${point(t)}`),
          pair('Data', malteseDate(t)),
          pair('Ħin', `fil-${clock(t)}`),
          pair('Latitudni', `${lat.g}° ${lat.min}' ${lat.sec}" N`),
          pair('Lonġitudni', `${lng.g}° ${lng.min}' ${lng.sec}" E`),
          pair('Temperatura', `${temperature(t)} °C`),
          rule,
          ...results(t, pair, ['Ċedimenti s1 / s2 / s3', 'Ċediment medju s', 's/v', 'Modulu dinamiku Evd']),
          pair('Rekwiżit', `Evd ≥ ${REQUIRED} MN/m² – ${passes(t) ? 'konformi' : 'mhux konformi'}`),
          pair('Kalibrazzjoni', calibrated(t)),
          rule,
          { ...line(`Stampat fl-${german(workingDayAfter(t, 1))} fis-08:15 · Paġna 1 minn 1`), scale: 0.85 },
        ],
      };
    },
    expected: printedAs(seconds1),
  },
  {
    // A messenger on the site manager's phone: the foreman's voice message with the app's
    // speech-to-text transcript below it, the values as the transcription writes them ("am
    // 1.12.2025 um 14:03 Uhr", "Evd 41,8 Meganewton pro Quadratmeter", the position as two bare
    // decimal numbers "Nord" and "Ost"); the message's own clock and length, the manager's reply
    // with the requirement, and the phone's status bar the next morning.
    name: 'Sprachnachricht mit Transkript im Messenger',
    half: 'development',
    draw: (t) => {
      const sent = minutesLater(t, 38);
      const sentClock = `${two(sent.hour)}:${two(sent.minute)}`;
      const lat = degrees6Comma(t.lat);
      const lng = degrees6Comma(t.lng);
      const bubble = 'rgb(225,245,215)';
      const reply = 'rgb(238,238,242)';
      const next = daysAfter(t, 1);
      return {
        font: SANS,
        fontSize: 20,
        width: 720,
        background: 'rgb(250,250,252)',
        ink: 'rgb(25,25,30)',
        lines: [
          { ...line(grey('07:02', 0), grey(`${battery(t)} %`, 1, 'end')), scale: 0.8 },
          { ...line(at('‹  Polier K. Brandt', 0)), bold: true, fill: 'rgb(236,240,246)' },
          { ...line(grey(`zuletzt online ${german(next)} 06:55`, 0)), scale: 0.75, fill: 'rgb(236,240,246)' },
          blank,
          { ...line(at('▶  ▁▃▅▂▇▃▅▂▁▃▆▂▁  0:47', 0)), fill: bubble },
          { ...line(grey('Transkript:', 0)), scale: 0.8, fill: bubble },
          { ...line(`Hallo, kurz zu MP ${point(t)} am Planum, gemessen am`), scale: 0.9, fill: bubble },
          { ...line(`${t.day}.${t.month}.${t.year} um ${clock(t)} Uhr. Die drei Setzungen`), scale: 0.9, fill: bubble },
          {
            ...line(`${t.drops.map((drop) => fixed(drop, 3, true)).join(', ')} Millimeter, im Mittel`),
            scale: 0.9,
            fill: bubble,
          },
          {
            ...line(`${fixed(t.settlement, 3, true)}, s/v ${fixed(t.sv, 2, true)}, Evd ${evdComma(t)} Meganewton`),
            scale: 0.9,
            fill: bubble,
          },
          { ...line(`pro Quadratmeter. Koordinaten laut Gerät ${lat.text}`), scale: 0.9, fill: bubble },
          { ...line(`Nord und ${lng.text} Ost. Gerät ist geladen.`), scale: 0.9, fill: bubble },
          { ...line(grey(`${sentClock} ✓✓`, 1, 'end')), scale: 0.75, fill: bubble },
          blank,
          {
            ...line(`Danke. Soll ist Evd ≥ ${REQUIRED}, ${passes(t) ? 'passt also.' : 'also nachverdichten.'}`),
            fill: reply,
          },
          { ...line(grey(`${german(next)} 06:58`, 1, 'end')), scale: 0.75, fill: reply },
        ],
      };
    },
    expected: printedAs(degrees6Comma),
  },
  {
    // The app's calendar entry for the test, exported as an iCalendar file and opened in a text
    // editor with line numbers: DTSTART in the basic ISO form with its time zone ("20251201T140327"),
    // DTSTAMP in UTC with "Z" a working day later, DTEND two minutes later, "GEO:lat;lng" with a
    // semicolon, the summary with Evd, the description with escaped commas ("\,") folded over three
    // lines, and the editor's status bar with its own date and clock.
    name: 'Kalendereintrag als iCalendar-Datei im Editor',
    half: 'development',
    draw: (t) => {
      const saved = workingDayAfter(t, 1);
      return {
        font: MONO,
        fontSize: 17,
        width: 980,
        background: 'rgb(255,255,255)',
        ink: 'rgb(30,30,30)',
        lines: [
          { ...line(at(`messung-mp${testNumber(t)}.ics – Editor`, 0)), fill: 'rgb(230,232,238)', bold: true },
          { ...line(grey('Datei  Bearbeiten  Format  Ansicht  Hilfe', 0)), scale: 0.85 },
          rule,
          ...icsLines(t).map((text, index) => line(grey(String(index + 1), 0.035, 'end'), at(text, 0.05))),
          rule,
          {
            ...line(grey(`Zeile 1, Spalte 1   UTF-8   CRLF   Gespeichert ${german(saved)} 07:31`, 0)),
            scale: 0.85,
            fill: 'rgb(240,240,244)',
          },
        ],
      };
    },
    expected: printedAs(degrees6),
  },
  {
    // A site technician's weekly time sheet: the ISO week ("2025-W49") in the head, one row per
    // working day with its date, start, end, break and hours, the week's total, and under the test's
    // day the entry of the drop-weight test with its clock, s1–s3, the mean, s/v, Evd, the
    // requirement and the position; signed on the sheet's last day.
    name: 'Stundenzettel Prüftechniker, ISO-Woche, Prüfeintrag',
    half: 'development',
    draw: (t) => {
      const days = timesheetDays(t);
      const week = isoWeekOf(t);
      const columns = [0, 0.2, 0.34, 0.48, 0.62];
      const row = (texts: string[], bold = false): Line => ({
        ...line(...texts.map((text, index) => at(text, columns[index]!))),
        ...(bold && { bold: true }),
      });
      const total = days.reduce((sum, day) => sum + Number(day.hours.replace(',', '.')), 0);
      const pair = labelValue(0.34, 0.04);
      const lat = degrees5Comma(t.lat);
      const lng = degrees5Comma(t.lng);
      const test = days.find((day) => day.isTest)!;
      const shortWeekday = ['So', 'Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa'];
      const dayRow = (day: (typeof days)[number]) =>
        row([`${shortWeekday[weekday(day.day)]} ${german(day.day)}`, day.start, day.end, '0:30', day.hours]);
      return {
        font: CONDENSED,
        fontSize: 19,
        width: 960,
        background: 'rgb(255,255,255)',
        ink: 'rgb(20,20,30)',
        lines: [
          { ...line('STUNDENZETTEL · Prüftechnik Erdbau'), bold: true, scale: 1.1 },
          line(`Woche ${week.year}-W${two(week.week)} · Name: T. Albers · Pers.-Nr. 2217`),
          rule,
          { ...row(['Tag', 'Beginn', 'Ende', 'Pause', 'Stunden']), fill: 'rgb(232,236,242)' },
          ...days.flatMap((day) =>
            day === test
              ? [
                  { ...dayRow(day), fill: 'rgb(255,248,214)' },
                  { ...pair('Prüfung LWD', `MP ${point(t)}, ${clock(t)} Uhr`), scale: 0.9 },
                  ...results(t, pair, ['Setzungen s1/s2/s3', 'Mittel s', 's/v', 'Evd']).map((l) => ({
                    ...l,
                    scale: 0.9,
                  })),
                  { ...pair('Anforderung', `Evd ≥ ${REQUIRED} MN/m²`), scale: 0.9 },
                  { ...pair('Lage', `${lat.text}° N / ${lng.text}° O`), scale: 0.9 },
                ]
              : [dayRow(day)],
          ),
          rule,
          row(['Summe', '', '', '', fixed(total, 2, true)], true),
          blank,
          line(`Unterschrift: T. Albers, ${german(days.at(-1)!.day)}`),
        ],
      };
    },
    expected: printedAs(degrees5Comma),
  },
  {
    // A phone's camera translation app over an American device's printout: the recognised English
    // text above, the German translation below; the date month first with its format ("12/01/2025"),
    // the clock "2:03 PM", decimal degrees with points, the settlements, the mean, s/v, Evd, the
    // requirement and the print line "7:12 AM" a working day later — the translation keeps every
    // number as printed.
    name: 'Übersetzungs-App über US-Ausdruck, 12-Stunden-Uhr',
    half: 'development',
    draw: (t) => {
      const { english, translated } = translationPanes(t);
      const pane = 'rgb(244,246,250)';
      return {
        font: SANS,
        fontSize: 17,
        width: 860,
        background: 'rgb(255,255,255)',
        ink: 'rgb(28,28,34)',
        lines: [
          { ...line(grey('09:41', 0), grey('Kamera-Übersetzung', 0.5), grey('5G', 1, 'end')), scale: 0.85 },
          { ...line(at('Englisch (USA) ⇄ Deutsch', 0)), bold: true, fill: 'rgb(220,232,250)' },
          { ...line(grey('Erkannter Text', 0)), scale: 0.8 },
          ...english.map((text) => ({ ...line(text), fill: pane })),
          blank,
          { ...line(grey('Übersetzung', 0)), scale: 0.8 },
          ...translated.map((text) => ({ ...line(text), fill: 'rgb(236,248,240)' })),
          blank,
          { ...line(grey('Kopieren   Teilen   Anhören', 0)), scale: 0.85 },
        ],
      };
    },
    expected: printedAs(degrees5),
  },
  {
    // A report typed on a typewriter and scanned: Liberation Mono with a baseline that wanders from
    // line to line, strike-overs ("xxxx") where the typist corrected, the date "1. Dezember 2025"
    // and the clock "14.03 Uhr", the position with "Grad" and "Min." (no degree sign on the
    // typewriter), s1–s3, the mean, s/v, Evd, the requirement and the typing date below.
    name: 'Schreibmaschinenbericht mit Übertippungen, Grad ausgeschrieben',
    half: 'development',
    draw: (t) => {
      const lat = minutes3(t.lat);
      const lng = minutes3(t.lng);
      const typed = workingDayAfter(t, 3);
      const wobble = [0.04, -0.03, 0.06, 0, -0.05, 0.03, 0.07, -0.02, 0.05, -0.04, 0.02, 0.06, -0.03, 0.04];
      const typedLines = [
        'BERICHT UEBER EINEN LASTPLATTENDRUCKVERSUCH (DYNAMISCH)',
        '',
        `Baustelle: Umgehung Nord, Los 2 -- Mesxxxxx Messpunkt ${point(t)}`,
        `Pruefung am ${t.day}. ${MONTHS_DE[t.month - 1]} ${t.year}, ${t.hour}.${two(t.minute)} Uhr`,
        `Lage: ${lat.g} Grad ${comma(lat.minutes)} Min. N, ${lng.g} Grad ${comma(lng.minutes)} Min. O`,
        `Witterung: bexxxxx heiter, ${temperature(t)} Grad C`,
        '',
        `Setzungen s1/s2/s3 ....... ${t.drops.map((drop) => fixed(drop, 3, true)).join(' / ')} mm`,
        `mittlere Setzung s ....... ${fixed(t.settlement, 3, true)} mm`,
        `s/v ...................... ${fixed(t.sv, 2, true)} ms`,
        `Verformungsmodul Evd ..... ${evdComma(t)} MN/m2`,
        `Anforderung .............. Evd >= ${REQUIRED} MN/m2 (${passes(t) ? 'erfuellt' : 'nicht erfuellt'})`,
        '',
        `geschrieben ${german(typed)}, gez. H. Lorenz`,
      ];
      return {
        font: TYPEWRITER,
        fontSize: 18,
        width: 1000,
        background: 'rgb(250,248,240)',
        ink: 'rgb(40,40,48)',
        lines: typedLines.map((text, index) =>
          text === '' ? blank : { cells: [{ text, at: 0, shift: wobble[index]! }], ...(index === 0 && { bold: true }) },
        ),
      };
    },
    expected: printedAs(minutes3),
  },
  {
    // A Welsh public body's bilingual report, Welsh first and English after each label: the date in
    // both languages ("1 Rhagfyr 2025 / 1 December 2025") with its ISO week date beside it
    // ("2025-W49-1"), the clock with seconds, degrees–minutes–seconds without spaces, the peak force
    // with a thousands comma ("7,027 N"), ymsuddiant s1–s3, the mean, s/v, Evd, the requirement and
    // a generation line a working day later.
    name: 'Adroddiad prawf dwyieithog Cymraeg/English, wythnos ISO',
    half: 'development',
    draw: (t) => {
      const pair = labelValue(0.46);
      const lat = seconds1(t.lat);
      const lng = seconds1(t.lng);
      const generated = workingDayAfter(t, 1);
      const force = 7000 + ((t.second * 13 + t.minute) % 140);
      return {
        font: SERIF,
        fontSize: 17,
        width: 1000,
        background: 'rgb(255,255,255)',
        ink: 'rgb(20,20,28)',
        lines: [
          { ...line('ADRODDIAD PRAWF / TEST REPORT – LWD'), bold: true, scale: 1.1 },
          { ...line('Cyngor Sir · Ffordd Osgoi / Bypass, Adran 3'), scale: 0.85 },
          rule,
          pair('Pwynt prawf / Test point', `LWD-${point(t)}`),
          pair('Dyddiad / Date', welshDate(t)),
          pair('Wythnos ISO / ISO week date', isoWeekDate(t)),
          pair('Amser / Time', clockSeconds(t)),
          pair('Safle / Position', `${lat.g}°${lat.min}'${lat.sec}"N ${lng.g}°${lng.min}'${lng.sec}"E`),
          pair('Grym brig / Peak force', `${force.toLocaleString('en-US')} N`),
          rule,
          pair('Ymsuddiant / Settlement s1–s3', `${t.drops.map((drop) => fixed(drop, 3, false)).join(' / ')} mm`),
          pair('Ymsuddiant cymedrig / Mean s', `${fixed(t.settlement, 3, false)} mm`),
          pair('s/v', `${fixed(t.sv, 2, false)} ms`),
          { ...pair('Modwlws dynamig / Dynamic Evd', `${evdPoint(t)} MN/m²`), bold: true },
          pair('Gofyniad / Requirement', `Evd ≥ ${REQUIRED} MN/m² – ${passes(t) ? 'PASIO / PASS' : 'METHU / FAIL'}`),
          rule,
          { ...line(`Cynhyrchwyd / Generated ${iso(generated)} 08:12 · Tudalen 1 o 1`), scale: 0.85 },
        ],
      };
    },
    expected: printedAs(seconds1),
  },
  {
    // A defect ticket in the site's issue tracker, printed from the browser: the ticket's number,
    // status, creation and due dates, the description with the test's point, date and clock, s1–s3,
    // the mean, s/v, Evd, the requirement and the position in decimal-comma degrees; below, two
    // comments with their own dates and clocks (compaction planned, a roller's weight and passes).
    name: 'Mängelticket im Ticketsystem mit Kommentaren',
    half: 'development',
    draw: (t) => {
      const pair = labelValue(0.36);
      const created = workingDayAfter(t, 1);
      const due = daysAfter(created, 7);
      const comment = workingDayAfter(t, 2);
      const lat = degrees5Comma(t.lat);
      const lng = degrees5Comma(t.lng);
      return {
        font: SANS,
        fontSize: 18,
        width: 980,
        background: 'rgb(255,255,255)',
        ink: 'rgb(30,32,40)',
        lines: [
          { ...line(at(`#${4000 + point(t)}  Tragfähigkeit Planum Achse 3`, 0)), bold: true, scale: 1.1 },
          {
            ...line(grey(`Status: In Bearbeitung · Priorität: hoch · Fällig: ${german(due)}`, 0)),
            scale: 0.85,
          },
          { ...line(grey(`Erstellt ${german(created)} 07:58 von Bauleitung S. Ritter`, 0)), scale: 0.85 },
          rule,
          line('Beschreibung'),
          pair('Messpunkt', `MP ${point(t)}`),
          pair('Prüfung', `${german(t)}, ${clock(t)} Uhr`),
          pair('Lage', `${lat.text}° N, ${lng.text}° O`),
          ...results(t, pair, ['Setzungen s1 / s2 / s3', 'Setzung s', 's/v', 'Evd']),
          pair('Anforderung', `Evd ≥ ${REQUIRED} MN/m² – ${passes(t) ? 'erfüllt' : 'nicht erfüllt'}`),
          rule,
          { ...line(at('Kommentare (2)', 0)), bold: true },
          { ...line(grey(`K. Brandt · ${german(created)} 09:14`, 0)), scale: 0.85, fill: 'rgb(244,245,248)' },
          {
            ...line(
              passes(t)
                ? 'Planum war mit Walze 12 t, 4 Übergänge verdichtet.'
                : 'Nachverdichtung mit Walze 12 t, 4 Übergänge.',
            ),
            fill: 'rgb(244,245,248)',
          },
          { ...line(grey(`S. Ritter · ${german(comment)} 16:40`, 0)), scale: 0.85, fill: 'rgb(240,246,240)' },
          { ...line('Verdichtet, Bericht folgt. Wassergehalt 8,4 %.'), fill: 'rgb(240,246,240)' },
          blank,
          { ...line(grey(`Gedruckt ${german(comment)} 17:02 · Seite 1/1`, 0)), scale: 0.8 },
        ],
      };
    },
    expected: printedAs(degrees5Comma),
  },
  {
    // A printed protocol on which the foreman recalculated in pencil: grey italic notes in the
    // right column — "22,5 : 0,538 ≈ 41,8" beside the mean settlement (rounded by hand, so it may
    // differ from the Evd by a tenth), the ISO week beside the date, a question and a date beside
    // the requirement; the protocol itself prints the test's date, clock, degrees and decimal
    // minutes with points, s1–s3, the mean, s/v, Evd and the print line.
    name: 'Ausdruck mit Bleistift-Nachrechnung am Rand',
    half: 'development',
    draw: (t) => {
      const pencil = (text: string): Cell => ({
        text,
        at: 0.7,
        italic: true,
        ink: 'rgb(120,120,128)',
        font: SANS,
      });
      const pair = (label: string, value: string, note?: string): Line =>
        line(at(label, 0), at(value, 0.34), ...(note ? [pencil(note)] : []));
      const lat = minutes4(t.lat);
      const lng = minutes4(t.lng);
      const later = workingDayAfter(t, 2);
      const [results1, mean, sv, evd] = results(t, (label, value) => pair(label, value), [
        's1 / s2 / s3',
        'mittlere Setzung s',
        's/v',
        'Evd',
      ]);
      return {
        font: LIBERATION_SANS,
        fontSize: 19,
        width: 1000,
        background: 'rgb(255,255,255)',
        ink: 'rgb(22,22,30)',
        lines: [
          { ...line('Prüfprotokoll Plattendruckversuch dynamisch'), bold: true, scale: 1.1 },
          { ...line('Erdbau Hanse GmbH · BV Wohnpark Am Deich · Planum Straße B'), scale: 0.85 },
          rule,
          pair('Messpunkt', `MP ${point(t)}`),
          pair('Datum', german(t), `KW ${isoWeekOf(t).week}`),
          pair('Uhrzeit', `${clock(t)} Uhr`),
          pair('Breite', `N ${lat.g}° ${lat.minutes}'`),
          pair('Länge', `E ${lng.g}° ${lng.minutes}'`),
          rule,
          results1!,
          { ...mean!, cells: [...mean!.cells, pencil(`22,5 : ${fixed(t.settlement, 3, true)} ≈ ${pencilled(t)}`)] },
          sv!,
          evd!,
          pair(
            'Anforderung',
            `Evd ≥ ${REQUIRED} MN/m²`,
            passes(t) ? 'ok!' : `nachverdichten ${later.day}.${later.month}.?`,
          ),
          pair('Gerät', `LFG 31 · kal. ${calibrated(t)}`),
          rule,
          { ...line(`Ausgedruckt am ${german(daysAfter(t, 1))} um 06:50 Uhr`), scale: 0.85 },
        ],
      };
    },
    expected: printedAs(minutes4),
  },
];
