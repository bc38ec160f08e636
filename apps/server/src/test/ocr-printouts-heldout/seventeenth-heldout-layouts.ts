// Ten further held-out layouts for the second OCR test set (issue 38), the seventeenth batch. Written
// without looking at the reader, its tests, its benchmark or the decisions on what it gets wrong,
// and modelled on what light drop-weight devices (TP BF-StB B 8.3), site paperwork and the screens
// results are read on print and show: a Vietnamese subcontractor's protocol ("ngày 1 tháng 12 năm
// 2025", "14 giờ 03 phút", "Bắc" / "Đông"), a Basque one (the date year first with its suffixes,
// "2025eko abenduaren 1a", "I" / "E" for north and east), a smartwatch's round screen with the app's
// notification (the watch's clock and a day without month beside it), a dark monitoring dashboard
// (value tiles with the number above its label, a time series with the test's tooltip, the URL's
// epoch milliseconds), a still of a site video with a burned-in subtitle, the camera's own clock and
// the player's position, an inkjet print whose clogged nozzles leave white lines through every row
// (an Open Location Code beside the degrees), a device display under a scratched protective film
// (GPS week and seconds of the week, the ordinal date), a document-scanner app before saving (the
// page inside its crop frame, the scan's later date), a site newsletter set in two columns with the
// test in the running text of the right one, and a record's page with its change history (an old
// requirement, the import's and later edits' clocks). Each prints numbers of other quantities near
// Evd and dates or clocks that are not the test's (decision 0794).
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
  type Drawing,
  type HeldoutLayout,
  type HeldoutTruth,
  type Line,
} from './heldout-layouts.js';
import { battery, clock, clockSeconds, freshDateText, mm, temperature, testNumber } from './fresh-heldout-layouts.js';
import { REQUIRED, calibrated, isoWeek, passes, weekday } from './fourth-heldout-layouts.js';
import { daysAfter, utcOffsetHours } from './fifth-heldout-layouts.js';
import { workingDayAfter } from './twelfth-heldout-layouts.js';
import { figure, printedAs, svgText } from './third-heldout-layouts.js';
import { dayOfYear, photoOf } from './fourteenth-heldout-layouts.js';
import { cellsOf, linesFor } from './fifteenth-heldout-layouts.js';
import { drawingSvg, seededRandom } from './heldout-photo.js';
import {
  DEJAVU_SANS as SANS,
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
  degrees6Comma,
  evdComma,
  german,
  iso,
  minutes3,
  minutes4,
  seconds1,
} from './heldout-formats.js';

// ---- dates and clocks as these documents write them ---------------------------------------------------

/** "ngày 1 tháng 12 năm 2025" (day, month number, year). */
export const vietnameseDate = (t: HeldoutTruth) => `ngày ${t.day} tháng ${t.month} năm ${t.year}`;
/** "14 giờ 03 phút" (hours, minutes). */
export const vietnameseClock = (t: HeldoutTruth, minutes = 0) => {
  const [hours, mins] = clock(t, minutes).split(':');
  return `${Number(hours)} giờ ${mins} phút`;
};
/** Basque months in the genitive a date writes them in ("abenduaren", of December). */
export const MONTHS_EU = [
  'urtarrilaren',
  'otsailaren',
  'martxoaren',
  'apirilaren',
  'maiatzaren',
  'ekainaren',
  'uztailaren',
  'abuztuaren',
  'irailaren',
  'urriaren',
  'azaroaren',
  'abenduaren',
];
export const WEEKDAYS_EU = ['igandea', 'astelehena', 'asteartea', 'asteazkena', 'osteguna', 'ostirala', 'larunbata'];
/** The year's suffix: "2024ko" (lau), "2025eko" (bost). */
const basqueYear = (year: number) => `${year}${[1, 5, 6, 9, 0].includes(year % 10) ? 'eko' : 'ko'}`;
/** "2025eko abenduaren 1a, astelehena": year, month and day, the day's suffix joined to it. */
export const basqueDate = (t: HeldoutTruth) =>
  `${basqueYear(t.year)} ${MONTHS_EU[t.month - 1]} ${t.day}a, ${WEEKDAYS_EU[weekday(t)]}`;
/** "2025/12/02": the year first with slashes, as Basque forms print a short date. */
export const slashYearFirst = (t: HeldoutTruth) => `${t.year}/${two(t.month)}/${two(t.day)}`;
export const WEEKDAYS_SHORT_DE = ['So.', 'Mo.', 'Di.', 'Mi.', 'Do.', 'Fr.', 'Sa.'];

/** Milliseconds since 1970 of the test's local day's midnight (the dashboard's URL range). */
export const dayStartMillis = (t: HeldoutTruth) => Date.UTC(t.year, t.month - 1, t.day) - utcOffsetHours(t) * 3_600_000;

/** GPS week and seconds of the week (GPS time runs 18 s ahead of UTC) at the test's moment. */
export const gpsWeekTime = (t: HeldoutTruth) => {
  const utc = Date.UTC(t.year, t.month - 1, t.day, t.hour - utcOffsetHours(t), t.minute, t.second);
  const seconds = (utc - Date.UTC(1980, 0, 6)) / 1000 + 18;
  const week = Math.floor(seconds / 604_800);
  return { week, seconds: seconds - week * 604_800 };
};
/** The ordinal date "2025-335" (year and day of the year). */
export const ordinalDate = (t: HeldoutTruth) => `${t.year}-${String(dayOfYear(t)).padStart(3, '0')}`;

// ---- positions ------------------------------------------------------------------------------------------

const OLC_DIGITS = '23456789CFGHJMPQRVWX';
/** The Open Location Code ("Plus Code") of a position, ten digits: a cell about 14 m across. */
export const plusCode = (lat: number, lng: number) => {
  const digits = (value: number) => [4, 3, 2, 1, 0].map((power) => OLC_DIGITS[Math.floor(value / 20 ** power) % 20]!);
  const latDigits = digits(Math.floor((lat + 90) * 8000));
  const lngDigits = digits(Math.floor((lng + 180) * 8000));
  const code = latDigits.flatMap((digit, index) => [digit, lngDigits[index]!]).join('');
  return `${code.slice(0, 8)}+${code.slice(8)}`;
};

// ---- other numbers ----------------------------------------------------------------------------------------

/**
 * Other tests of the day on the dashboard's time series: minutes from the test, Evd factor (the last
 * before the dashboard's refresh, 44–58 minutes after the test).
 */
export const DAY_SERIES: [number, number][] = [
  [-212, 1.16],
  [-171, 0.83],
  [-128, 1.24],
  [-97, 0.91],
  [-64, 1.31],
  [-35, 0.78],
  [-12, 1.12],
  [29, 0.95],
];
export const daySeries = (t: HeldoutTruth) =>
  DAY_SERIES.map(([minutes, factor]) => ({ minutes, evd: Math.round(t.evd * factor * 10) / 10 })).filter(
    ({ minutes }) => t.hour * 60 + t.minute + minutes >= 6 * 60 && t.hour * 60 + t.minute + minutes <= 19 * 60,
  );

/** The video's length and the player's position (minutes and seconds, written like clocks). */
export const playerTimes = (t: HeldoutTruth) => ({
  position: `${two(2 + (t.second % 2))}:${two(5 + (t.minute % 50))}`,
  length: `${two(5 + (t.second % 3))}:${two(t.minute % 60)}`,
});
/** The camera's own clock burned into the frame: minutes after the test, with seconds. */
export const cameraStamp = (t: HeldoutTruth) =>
  `${slashYearFirst(t)} ${clock(t, 2 + (t.second % 4))}:${two((t.second + 23) % 60)}`;

/** The record's change history: when, who, which field, old and new value. */
export const historyRows = (t: HeldoutTruth): [string, string, string, string, string][] => {
  const next = daysAfter(t, 1);
  const approved = workingDayAfter(t, 2);
  const point = Number(testNumber(t));
  return [
    [`${german(t)} ${clock(t, 6 + (t.second % 9))}`, 'Import LFG-3', 'Datensatz', '–', 'angelegt'],
    [`${german(next)} 08:14`, 'm.keller', 'Prüfpunkt', `MP ${point + 1}`, `MP ${point}`],
    [`${german(next)} 08:16`, 'm.keller', 'Anforderung Evd', '≥ 80 MN/m²', `≥ ${REQUIRED} MN/m²`],
    [`${german(next)} 08:17`, 'm.keller', 'Schicht', 'Frostschutz', 'Planum'],
    [`${german(approved)} 10:02`, 'a.schmidt', 'Status', 'geprüft', 'freigegeben'],
  ];
};

/** Words of a text in lines of at most `width` characters. */
export const wrapped = (text: string, width: number) => {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    if (current && current.length + 1 + word.length > width) {
      lines.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  if (current) lines.push(current);
  return lines;
};

/** The newsletter's two columns: other news on the left, the test in the right one's running text. */
export const newsletterColumns = (t: HeldoutTruth, width: number): [string[], string[]] => {
  const closed = daysAfter(t, 3);
  const reopened = daysAfter(t, 5);
  const topping = workingDayAfter(t, 8);
  const lat = degrees5Comma(t.lat);
  const lng = degrees5Comma(t.lng);
  const left = [
    'SPERRUNG GEWERBERING',
    ...wrapped(
      `Vom ${german(closed)} bis zum ${german(reopened)} ist der Gewerbering zwischen Tor 2 und der B 214 voll gesperrt, jeweils von 07:00 bis 16:30 Uhr. Die Umleitung ist ausgeschildert; Lieferungen bitte über Tor 4 (Anmeldung 30 Minuten vorher).`,
      width,
    ),
    '',
    'RICHTFEST HALLE 2',
    ...wrapped(
      `Am ${german(topping)} um 11:00 Uhr feiern wir das Richtfest der Halle 2. Alle Beteiligten sind herzlich eingeladen; für 120 Gäste ist gesorgt.`,
      width,
    ),
  ];
  const right = [
    'VERDICHTUNG GEPRÜFT',
    ...wrapped(
      `Das Prüflabor hat am ${german(t)} um ${clock(t)} Uhr am Messpunkt ${Number(testNumber(t))} auf dem Planum der Zufahrt einen dynamischen Plattendruckversuch durchgeführt. Gemessen wurden Setzungen von ${t.drops.map((drop) => mm(drop, true)).join(', ')} mm (Mittel ${mm(t.settlement, true)} mm, s/v ${fixed(t.sv, 2, true)} ms). Der Verformungsmodul Evd beträgt ${evdComma(t)} MN/m² und ${passes(t) ? 'erfüllt damit' : 'verfehlt damit'} die Anforderung Evd ≥ ${REQUIRED} MN/m². Lage des Messpunkts: ${lat.text}° N, ${lng.text}° O.`,
      width,
    ),
  ];
  return [left, right];
};

// ---- drawings inside the layouts -------------------------------------------------------------------------

/** The protocol the scanner app has just photographed (its own drawing, inside the crop frame). */
export const scannedPage = (t: HeldoutTruth): Drawing => {
  const lat = seconds1(t.lat);
  const lng = seconds1(t.lng);
  const pair = labelValue(0.4);
  return {
    font: LIBERATION_SERIF,
    fontSize: 17,
    width: 620,
    background: 'rgb(250,249,244)',
    ink: 'rgb(24,24,30)',
    lines: [
      { ...line('Prüfprotokoll Plattendruckversuch (dyn.)'), bold: true, scale: 1.15 },
      { ...line('Baugrundlabor Rehm · Auftrag 7731 · Planum Süd'), scale: 0.85 },
      rule,
      pair('Prüfpunkt', `MP ${Number(testNumber(t))}`),
      pair('Prüfdatum', freshDateText(t, 'germanMonthLong')),
      pair('Uhrzeit', `${clock(t)} Uhr`),
      pair('Nördl. Breite', `${lat.g}° ${lat.min}' ${comma(lat.sec)}"`),
      pair('Östl. Länge', `${lng.g}° ${lng.min}' ${comma(lng.sec)}"`),
      ...results(t, pair, ['Setzungen s1–s3', 'Setzung im Mittel s', 's/v', 'Evd']),
      pair('Anforderung', `Evd ≥ ${REQUIRED} MN/m²`),
      pair('Prüfer', 'K. Rehm'),
    ],
  };
};

/** The watch's notification: the lines on its round screen, top to bottom. */
export const watchLines = (t: HeldoutTruth) => {
  const lat = degrees5(t.lat);
  const lng = degrees5(t.lng);
  return {
    face: [clock(t, 3 + (t.second % 7)), `${WEEKDAYS_SHORT_DE[weekday(t)]} ${t.day} · ♥ ${64 + (t.minute % 40)}`],
    card: [
      'LFG Connect · jetzt',
      `MP ${Number(testNumber(t))} gespeichert`,
      `${german(t)} ${clockSeconds(t)}`,
      `Evd ${evdComma(t)} MN/m²`,
      `s ${mm(t.settlement, true)} mm · s/v ${fixed(t.sv, 2, true)} ms`,
      `Soll ≥ ${REQUIRED} · ${passes(t) ? 'erfüllt' : 'nicht erfüllt'}`,
      `N ${lat.text}°  E ${lng.text}°`,
    ],
    buttons: ['Öffnen', 'Schließen'],
  };
};

/** The dashboard's tiles: the big number above its label. */
export const dashboardTiles = (t: HeldoutTruth): [string, string][] => {
  const series = daySeries(t);
  const passed = series.filter((point) => point.evd >= REQUIRED).length + (passes(t) ? 1 : 0);
  return [
    [evdComma(t), `Evd [MN/m²] · MP ${Number(testNumber(t))}`],
    [mm(t.settlement, true), 's [mm] · Mittel'],
    [fixed(t.sv, 2, true), 's/v [ms]'],
    [`${passed} / ${series.length + 1}`, `Versuche ≥ ${REQUIRED} MN/m² heute`],
  ];
};
/** The dashboard's tooltip at the test's point of the time series. */
export const dashboardTooltip = (t: HeldoutTruth) => [
  `${iso(t)} ${clockSeconds(t)}`,
  `MP ${Number(testNumber(t))}`,
  `Evd: ${evdComma(t)}`,
];

// ---- shapes -------------------------------------------------------------------------------------------------

const middle = ' text-anchor="middle"';

/** A watch on a wrist: strap, steel case and the round black screen with the notification. */
const watchOnWrist = (t: HeldoutTruth) => (box: Box) => {
  const { face, card, buttons } = watchLines(t);
  const cx = box.x + box.width / 2;
  const radius = 300;
  const cy = box.y + 70 + radius;
  const grey = 'rgb(150,154,162)';
  const white = 'rgb(240,240,244)';
  const text = (value: string, dy: number, size: number, fill: string, extra = '') =>
    svgText(value, cx, cy + dy, size, fill, `${middle}${extra}`);
  return [
    `<rect x="${(cx - 170).toFixed(1)}" y="${box.y.toFixed(1)}" width="340" height="${box.height.toFixed(1)}" rx="30" fill="rgb(46,50,58)"/>`,
    `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${radius + 28}" fill="rgb(128,132,140)"/>`,
    `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${radius + 10}" fill="rgb(20,20,22)"/>`,
    `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${radius}" fill="rgb(0,0,0)"/>`,
    `<defs><clipPath id="watchScreen"><circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${radius}"/></clipPath></defs>`,
    `<rect x="${(cx - 232).toFixed(1)}" y="${(cy - 172).toFixed(1)}" width="464" height="300" rx="26" fill="rgb(40,42,50)" clip-path="url(#watchScreen)"/>`,
    text(face[0]!, -216, 44, white, ' font-weight="bold"'),
    text(face[1]!, -184, 18, grey),
    text(card[0]!, -140, 17, grey),
    text(card[1]!, -106, 21, white, ' font-weight="bold"'),
    text(card[2]!, -72, 21, white),
    text(card[3]!, -30, 30, passes(t) ? 'rgb(120,230,140)' : 'rgb(255,120,100)', ' font-weight="bold"'),
    text(card[4]!, 8, 19, white),
    text(card[5]!, 42, 19, white),
    text(card[6]!, 76, 19, white),
    text(buttons[0]!, 172, 21, 'rgb(110,170,255)'),
    text(buttons[1]!, 214, 19, grey),
    `<circle cx="${(cx - 10).toFixed(1)}" cy="${(cy + 252).toFixed(1)}" r="4" fill="${white}"/>`,
    `<circle cx="${(cx + 10).toFixed(1)}" cy="${(cy + 252).toFixed(1)}" r="4" fill="rgb(90,90,96)"/>`,
    // The crown on the case's right.
    `<rect x="${(cx + radius + 26).toFixed(1)}" y="${(cy - 30).toFixed(1)}" width="18" height="60" rx="6" fill="rgb(110,114,122)"/>`,
  ].join('');
};

/** The dashboard's four tiles, the value big above its label. */
const tiles = (t: HeldoutTruth) => (box: Box) => {
  const gap = 14;
  const width = (box.width - gap * 3) / 4;
  return dashboardTiles(t)
    .map(([value, label], index) => {
      const x = box.x + index * (width + gap);
      const colour = index === 0 ? (passes(t) ? 'rgb(115,191,105)' : 'rgb(242,73,92)') : 'rgb(110,159,255)';
      return [
        `<rect x="${x.toFixed(1)}" y="${(box.y + 4).toFixed(1)}" width="${width.toFixed(1)}" height="${(box.height - 8).toFixed(1)}" rx="4" fill="rgb(24,27,31)" stroke="rgb(44,48,54)"/>`,
        svgText(value, x + width / 2, box.y + box.height * 0.55, 40, colour, `${middle} font-weight="bold"`),
        svgText(label, x + width / 2, box.y + box.height * 0.82, 15, 'rgb(160,164,172)', middle),
      ].join('');
    })
    .join('');
};

/** The dashboard's time series of the day's tests, the limit line and the tooltip at the test. */
const timeSeries = (t: HeldoutTruth) => (box: Box, drawing: Drawing) => {
  const size = drawing.fontSize;
  const left = box.x + size * 3.4;
  const right = box.x + box.width - size;
  const top = box.y + size * 2.6;
  const bottom = box.y + box.height - size * 2.2;
  const x = (minuteOfDay: number) => left + ((right - left) * (minuteOfDay - 6 * 60)) / (13 * 60);
  const y = (evd: number) => bottom - ((bottom - top) * evd) / 150;
  const grey = 'rgb(140,144,152)';
  const grid = [0, 25, 50, 75, 100, 125, 150].map(
    (value) =>
      `<line x1="${left}" y1="${y(value).toFixed(1)}" x2="${right}" y2="${y(value).toFixed(1)}" stroke="rgb(40,44,50)"/>` +
      svgText(String(value), left - size * 0.5, y(value) + size * 0.35, size * 0.85, grey, ' text-anchor="end"'),
  );
  const hours = [6, 8, 10, 12, 14, 16, 18].map((hour) =>
    svgText(`${two(hour)}:00`, x(hour * 60), bottom + size * 1.4, size * 0.85, grey, middle),
  );
  const test = t.hour * 60 + t.minute;
  const points = [
    ...daySeries(t).map((point) => ({ at: test + point.minutes, evd: point.evd })),
    { at: test, evd: t.evd },
  ].sort((a, b) => a.at - b.at);
  const path = points.map((point, index) => `${index ? 'L' : 'M'}${x(point.at).toFixed(1)} ${y(point.evd).toFixed(1)}`);
  const tip = dashboardTooltip(t);
  const tipX = Math.min(x(test) + size, right - size * 14);
  const tipY = Math.max(y(t.evd) - size * 5.5, top);
  return [
    `<rect x="${box.x.toFixed(1)}" y="${box.y.toFixed(1)}" width="${box.width.toFixed(1)}" height="${box.height.toFixed(1)}" rx="4" fill="rgb(24,27,31)" stroke="rgb(44,48,54)"/>`,
    svgText(`Evd je Versuch [MN/m²] – Planum Zufahrt`, box.x + size, box.y + size * 1.5, size, 'rgb(216,217,222)'),
    ...grid,
    ...hours,
    `<line x1="${left}" y1="${y(REQUIRED).toFixed(1)}" x2="${right}" y2="${y(REQUIRED).toFixed(1)}" stroke="rgb(242,73,92)" stroke-dasharray="8 6" stroke-width="2"/>`,
    svgText(
      `Grenzwert ≥ ${REQUIRED}`,
      right - size * 0.4,
      y(REQUIRED) + size * 1.2,
      size * 0.85,
      'rgb(242,73,92)',
      ' text-anchor="end"',
    ),
    `<path d="${path.join(' ')}" stroke="rgb(115,191,105)" stroke-width="2.5" fill="none"/>`,
    ...points.map(
      (point) =>
        `<circle cx="${x(point.at).toFixed(1)}" cy="${y(point.evd).toFixed(1)}" r="${point.at === test ? 7 : 4}" fill="${point.at === test ? 'rgb(255,255,255)' : 'rgb(115,191,105)'}"/>`,
    ),
    `<line x1="${x(test).toFixed(1)}" y1="${top}" x2="${x(test).toFixed(1)}" y2="${bottom}" stroke="rgb(200,200,210)" stroke-dasharray="3 4"/>`,
    `<rect x="${tipX.toFixed(1)}" y="${tipY.toFixed(1)}" width="${(size * 13).toFixed(1)}" height="${(size * 4.6).toFixed(1)}" rx="4" fill="rgb(46,50,58)" stroke="rgb(80,84,92)"/>`,
    ...tip.map((text, index) =>
      svgText(
        text,
        tipX + size * 0.7,
        tipY + size * (1.4 + index * 1.35),
        size * 0.95,
        'rgb(230,230,236)',
        index === 2 ? ' font-weight="bold"' : '',
      ),
    ),
  ].join('');
};
export const timeSeriesSays = (t: HeldoutTruth) =>
  [
    'Evd je Versuch [MN/m²] – Planum Zufahrt',
    '0',
    '25',
    '50',
    '75',
    '100',
    '125',
    '150',
    ...[6, 8, 10, 12, 14, 16, 18].map((hour) => `${two(hour)}:00`),
    `Grenzwert ≥ ${REQUIRED}`,
    ...dashboardTooltip(t),
  ].join('\n');

/** A still of the site video: the scene, the camera's clock, the burned-in subtitle, the player bar. */
const videoStill = (t: HeldoutTruth, subtitle: string[]) => (box: Box, drawing: Drawing) => {
  const size = drawing.fontSize;
  const frameHeight = box.width * (9 / 16);
  const x = (fraction: number) => box.x + box.width * fraction;
  const y = (fraction: number) => box.y + frameHeight * fraction;
  const random = seededRandom(t.second * 31 + t.minute * 7 + 5);
  const stones = Array.from({ length: 160 }, () => {
    const sx = x(0.01 + random() * 0.98);
    const sy = y(0.52 + random() * 0.46);
    const tone = Math.round(random() * 50);
    return `<ellipse cx="${sx.toFixed(1)}" cy="${sy.toFixed(1)}" rx="${(3 + random() * 7).toFixed(1)}" ry="${(2 + random() * 4).toFixed(1)}" fill="rgb(${120 + tone},${108 + tone},${92 + tone})"/>`;
  });
  const stamp = cameraStamp(t);
  const times = playerTimes(t);
  const barY = box.y + frameHeight;
  const outlined = (text: string, tx: number, ty: number, fontSize: number, extra = '') =>
    `<text x="${tx.toFixed(1)}" y="${ty.toFixed(1)}" font-family="${MONO}" font-size="${fontSize}" fill="rgb(255,240,120)" stroke="rgb(0,0,0)" stroke-width="3" paint-order="stroke"${extra} xml:space="preserve">${text}</text>`;
  return [
    `<rect x="${box.x.toFixed(1)}" y="${box.y.toFixed(1)}" width="${box.width.toFixed(1)}" height="${frameHeight.toFixed(1)}" fill="rgb(168,196,222)"/>`,
    `<rect x="${x(0.62).toFixed(1)}" y="${y(0.22).toFixed(1)}" width="${(box.width * 0.3).toFixed(1)}" height="${(frameHeight * 0.32).toFixed(1)}" fill="rgb(196,200,204)" stroke="rgb(150,154,160)"/>`,
    `<rect x="${x(0.05).toFixed(1)}" y="${y(0.34).toFixed(1)}" width="${(box.width * 0.18).toFixed(1)}" height="${(frameHeight * 0.2).toFixed(1)}" fill="rgb(60,100,150)"/>`,
    `<rect x="${box.x.toFixed(1)}" y="${y(0.5).toFixed(1)}" width="${box.width.toFixed(1)}" height="${(frameHeight * 0.5).toFixed(1)}" fill="rgb(142,128,108)"/>`,
    ...stones,
    // The load plate with the guide rod and the operator's legs and boots beside it.
    `<ellipse cx="${x(0.42).toFixed(1)}" cy="${y(0.8).toFixed(1)}" rx="${(box.width * 0.08).toFixed(1)}" ry="${(frameHeight * 0.035).toFixed(1)}" fill="rgb(70,72,76)"/>`,
    `<rect x="${(x(0.42) - 5).toFixed(1)}" y="${y(0.3).toFixed(1)}" width="10" height="${(frameHeight * 0.5).toFixed(1)}" fill="rgb(200,60,40)"/>`,
    `<rect x="${(x(0.42) - 22).toFixed(1)}" y="${y(0.48).toFixed(1)}" width="44" height="${(frameHeight * 0.1).toFixed(1)}" fill="rgb(230,200,40)"/>`,
    `<rect x="${x(0.55).toFixed(1)}" y="${y(0.3).toFixed(1)}" width="${(box.width * 0.035).toFixed(1)}" height="${(frameHeight * 0.55).toFixed(1)}" fill="rgb(40,52,80)"/>`,
    `<rect x="${x(0.6).toFixed(1)}" y="${y(0.3).toFixed(1)}" width="${(box.width * 0.035).toFixed(1)}" height="${(frameHeight * 0.55).toFixed(1)}" fill="rgb(40,52,80)"/>`,
    // The operator's high-visibility vest, the head above the picture's edge.
    `<rect x="${x(0.53).toFixed(1)}" y="${y(0).toFixed(1)}" width="${(box.width * 0.12).toFixed(1)}" height="${(frameHeight * 0.32).toFixed(1)}" rx="8" fill="rgb(250,120,20)"/>`,
    `<rect x="${x(0.53).toFixed(1)}" y="${y(0.2).toFixed(1)}" width="${(box.width * 0.12).toFixed(1)}" height="${(frameHeight * 0.025).toFixed(1)}" fill="rgb(220,220,210)"/>`,
    outlined(stamp, box.x + box.width - size, box.y + size * 2, Math.round(size * 1.2), ' text-anchor="end"'),
    ...subtitle.map((text, index) => {
      const ty = box.y + frameHeight - size * (1.2 + (subtitle.length - 1 - index) * 2.1);
      const width = text.length * size * 1.3 * 0.6;
      return (
        `<rect x="${(box.x + box.width / 2 - width / 2 - 8).toFixed(1)}" y="${(ty - size * 1.35).toFixed(1)}" width="${(width + 16).toFixed(1)}" height="${(size * 1.85).toFixed(1)}" fill="rgb(0,0,0)" fill-opacity="0.72"/>` +
        svgText(text, box.x + box.width / 2, ty, size * 1.3, 'rgb(255,255,255)', middle)
      );
    }),
    `<rect x="${box.x.toFixed(1)}" y="${barY.toFixed(1)}" width="${box.width.toFixed(1)}" height="${(size * 2.6).toFixed(1)}" fill="rgb(18,18,20)"/>`,
    `<rect x="${(box.x + size * 0.6).toFixed(1)}" y="${(barY + size * 0.2).toFixed(1)}" width="${(box.width - size * 1.2).toFixed(1)}" height="4" fill="rgb(90,90,94)"/>`,
    `<rect x="${(box.x + size * 0.6).toFixed(1)}" y="${(barY + size * 0.2).toFixed(1)}" width="${((box.width - size * 1.2) * 0.4).toFixed(1)}" height="4" fill="rgb(230,30,40)"/>`,
    svgText('▶', box.x + size, barY + size * 1.9, size * 1.1, 'rgb(240,240,240)'),
    svgText(`${times.position} / ${times.length}`, box.x + size * 3, barY + size * 1.85, size, 'rgb(240,240,240)'),
    svgText('CC   1080p', box.x + box.width - size, barY + size * 1.85, size, 'rgb(240,240,240)', ' text-anchor="end"'),
  ].join('');
};

/**
 * Clogged nozzles of an inkjet head: thin white lines across the printed area at the same places in
 * every pass of the head (a last line's zero-height figure, over the text).
 */
const nozzleLines = (seed: number) => (box: Box, drawing: Drawing) => {
  const random = seededRandom(seed);
  const pass = 64;
  const offsets = Array.from({ length: 4 }, () => 4 + Math.floor(random() * (pass - 8)));
  const top = drawing.fontSize;
  const bottom = box.y + drawing.fontSize;
  const lines: string[] = [];
  for (let start = top; start < bottom; start += pass)
    for (const offset of offsets)
      lines.push(
        `<rect x="${box.x.toFixed(1)}" y="${(start + offset).toFixed(1)}" width="${box.width.toFixed(1)}" height="1.6" fill="${drawing.background}" fill-opacity="0.92"/>`,
      );
  return lines.join('');
};

/** Scratches and two air bubbles in a protective film over a display (inside the screen's text area). */
const scratchedFilm = (seed: number) => (box: Box, drawing: Drawing) => {
  const random = seededRandom(seed);
  // The screen's text starts as far below its top edge as right of its left edge (housing + margin).
  const top = box.x;
  const bottom = box.y;
  const height = bottom - top;
  const scratches = Array.from({ length: 14 }, () => {
    const x1 = box.x + random() * box.width;
    const y1 = top + random() * height;
    const angle = random() * Math.PI;
    const length = 40 + random() * 260;
    const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
    const x2 = clamp(x1 + Math.cos(angle) * length, box.x, box.x + box.width);
    const y2 = clamp(y1 + Math.sin(angle) * length, top, bottom);
    const bend = (random() - 0.5) * 30;
    return `<path d="M${x1.toFixed(1)} ${y1.toFixed(1)} Q${((x1 + x2) / 2 + bend).toFixed(1)} ${((y1 + y2) / 2 - bend).toFixed(1)} ${x2.toFixed(1)} ${y2.toFixed(1)}" stroke="rgb(255,255,255)" stroke-opacity="${(0.25 + random() * 0.25).toFixed(2)}" stroke-width="${(0.8 + random() * 1.2).toFixed(1)}" fill="none"/>`;
  });
  const bubbles = [0.22, 0.71].map((at, index) => {
    const cx = box.x + box.width * at;
    const cy = top + height * (index ? 0.32 : 0.74);
    const r = drawing.fontSize * (1.6 + random());
    return `<ellipse cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" rx="${r.toFixed(1)}" ry="${(r * 0.7).toFixed(1)}" fill="rgb(255,255,255)" fill-opacity="0.12" stroke="rgb(255,255,255)" stroke-opacity="0.35" stroke-width="1.2"/>`;
  });
  return [...scratches, ...bubbles].join('');
};

/** The scanner app's view: the table around the page, the page a little askew, its crop frame. */
const scannerView = (page: Drawing, scale: number, angle: number) => (box: Box) => {
  const { width, height } = drawingSvg(page);
  const px = box.x + (box.width - width * scale) / 2 + 6;
  const py = box.y + 24;
  const turn = (dx: number, dy: number): [number, number] => {
    const radians = (angle * Math.PI) / 180;
    return [
      px + (dx * Math.cos(radians) - dy * Math.sin(radians)) * scale,
      py + (dx * Math.sin(radians) + dy * Math.cos(radians)) * scale,
    ];
  };
  const corners = [turn(0, 0), turn(width, 0), turn(width, height), turn(0, height)];
  return [
    `<rect x="${box.x.toFixed(1)}" y="${box.y.toFixed(1)}" width="${box.width.toFixed(1)}" height="${box.height.toFixed(1)}" fill="rgb(92,78,64)"/>`,
    photoOf(page, px, py, scale, angle),
    `<path d="M${corners.map(([cx, cy]) => `${cx.toFixed(1)} ${cy.toFixed(1)}`).join(' L')} Z" stroke="rgb(40,130,255)" stroke-width="3" fill="rgb(40,130,255)" fill-opacity="0.06"/>`,
    ...corners.map(
      ([cx, cy]) =>
        `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="11" fill="rgb(255,255,255)" stroke="rgb(40,130,255)" stroke-width="3"/>`,
    ),
  ].join('');
};

// ---- the layouts ------------------------------------------------------------------------------------------

export const seventeenthHeldoutLayouts: HeldoutLayout[] = [
  {
    // A Vietnamese subcontractor's protocol: the date as "ngày 1 tháng 12 năm 2025" (the month as a
    // number after "tháng"), the clock as "14 giờ 03 phút", degrees, minutes and seconds with "Bắc" /
    // "Đông" (north, east), độ lún s1–s3, the mean, s/v, Evd, the requirement, the calibration and the
    // print line the next morning written the same way.
    name: 'Biên bản thí nghiệm tiếng Việt',
    half: 'development',
    draw: (t) => {
      const pair = labelValue(0.44);
      const lat = seconds1(t.lat);
      const lng = seconds1(t.lng);
      const printed = daysAfter(t, 1);
      return {
        font: SANS,
        fontSize: 19,
        width: 1000,
        background: 'rgb(254,254,251)',
        ink: 'rgb(20,22,30)',
        lines: [
          { ...line('BIÊN BẢN THÍ NGHIỆM TẤM ÉP ĐỘNG (THIẾT BỊ RƠI NHẸ)'), bold: true, scale: 1.1 },
          {
            ...line('Nhà thầu: Công ty TNHH Xây dựng Minh Phát · Công trình: Kho vận Leipzig-Nord, khu B'),
            scale: 0.85,
          },
          rule,
          pair('Điểm thí nghiệm', `ĐTN-${Number(testNumber(t))}`),
          pair('Ngày thí nghiệm', vietnameseDate(t)),
          pair('Thời gian', vietnameseClock(t)),
          pair('Vĩ độ', `${lat.g}° ${lat.min}' ${lat.sec}" Bắc`),
          pair('Kinh độ', `${lng.g}° ${lng.min}' ${lng.sec}" Đông`),
          pair('Nhiệt độ không khí', `${temperature(t)} °C`),
          rule,
          ...results(t, pair, ['Độ lún s1 / s2 / s3', 'Độ lún trung bình s', 's/v', 'Mô đun biến dạng động Evd']),
          pair('Yêu cầu', `Evd ≥ ${REQUIRED} MN/m² – ${passes(t) ? 'đạt' : 'không đạt'}`),
          pair('Ngày hiệu chuẩn', calibrated(t)),
          rule,
          {
            ...line(`In lúc 7 giờ 20 phút, ${vietnameseDate(printed)} · Trang 1/1 · Người thí nghiệm: Nguyễn Văn Đức`),
            scale: 0.85,
          },
        ],
      };
    },
    expected: printedAs(seconds1),
  },
  {
    // A Basque subcontractor's protocol: the date year first with its suffixes ("2025eko abenduaren
    // 1a, astelehena": of the year 2025, of December, the first, Monday), the clock plain, decimal
    // degrees with a comma and "I" / "E" (iparra, ekialdea: north, east), hondoratzeak s1–s3, the
    // mean, s/v, Evd, the requirement, the calibration, and the print line as a short date year first
    // with slashes.
    name: 'Saiakuntza-txostena euskaraz',
    half: 'development',
    draw: (t) => {
      const pair = labelValue(0.46);
      const lat = degrees5Comma(t.lat);
      const lng = degrees5Comma(t.lng);
      return {
        font: LIBERATION_SANS,
        fontSize: 19,
        width: 980,
        background: 'rgb(255,255,255)',
        ink: 'rgb(26,28,36)',
        lines: [
          { ...line('SAIAKUNTZA-TXOSTENA – PLAKA DINAMIKOAREN SAIAKUNTZA'), bold: true, scale: 1.1 },
          { ...line('Lurra Geoteknia S.L. (Donostia) · Obra: logistika-gunea Freiburg-Hochdorf'), scale: 0.85 },
          rule,
          pair('Saiakuntza-puntua', `SP-${Number(testNumber(t))}`),
          pair('Data', basqueDate(t)),
          pair('Ordua', clock(t)),
          pair('Latitudea', `${lat.text}° I`),
          pair('Longitudea', `${lng.text}° E`),
          pair('Tenperatura', `${temperature(t)} °C`),
          rule,
          ...results(t, pair, [
            'Hondoratzeak s1 / s2 / s3',
            'Batez besteko hondoratzea s',
            's/v',
            'Deformazio-modulu dinamikoa Evd',
          ]),
          pair('Eskakizuna', `Evd ≥ ${REQUIRED} MN/m² – ${passes(t) ? 'betetzen du' : 'ez du betetzen'}`),
          pair('Kalibrazioa', calibrated(t)),
          rule,
          {
            ...line(
              `Inprimatua: ${slashYearFirst(daysAfter(t, 2))}, 09:05 · 1/1 orrialdea · Saiakuntzaren arduraduna: I. Etxeberria`,
            ),
            scale: 0.85,
          },
        ],
      };
    },
    expected: printedAs(degrees5Comma),
  },
  {
    // A smartwatch on the foreman's wrist, its round screen showing the app's notification: the
    // watch's clock minutes after the test and the weekday with the day of the month (no month, no
    // year) and a pulse; the notification's point, date and clock with seconds, Evd, s, s/v, the
    // requirement and decimal degrees; the buttons below. The round screen clips the card's corners.
    name: 'Smartwatch-Benachrichtigung auf rundem Display',
    half: 'development',
    draw: (t) => {
      const { face, card, buttons } = watchLines(t);
      return {
        font: SANS,
        fontSize: 18,
        width: 760,
        background: 'rgb(196,150,120)',
        ink: 'rgb(30,30,30)',
        lines: [figure(linesFor(740, 0, 18), watchOnWrist(t), [...face, ...card, ...buttons].join('\n'))],
      };
    },
    expected: printedAs(degrees5),
  },
  {
    // A dark monitoring dashboard in the browser: the time range of the test's day (midnight to
    // 23:59), the URL with the range in epoch milliseconds, tiles whose big number stands above its
    // label (Evd, s, s/v, the day's count of passing tests), the day's time series with the limit
    // line and the test's tooltip (ISO date, clock with seconds, Evd), the point's position panel
    // (decimal-comma degrees, the height) and the last refresh later the same day.
    name: 'Dashboard dunkel: Kacheln, Zeitreihe mit Tooltip',
    half: 'development',
    draw: (t) => {
      const start = dayStartMillis(t);
      const lat = degrees6Comma(t.lat);
      const lng = degrees6Comma(t.lng);
      const grey = 'rgb(140,144,152)';
      const panel = 'rgb(24,27,31)';
      return {
        font: SANS,
        fontSize: 16,
        width: 1200,
        background: 'rgb(17,18,23)',
        ink: 'rgb(216,217,222)',
        lines: [
          {
            ...line(
              at('LFG-Monitoring  ›  BV Hafenkante  ›  Prüfpunkte Planum', 0),
              at(`${german(t)} 00:00 bis ${german(t)} 23:59   ↻ 30 s`, 1, 'end'),
            ),
            fill: 'rgb(32,35,41)',
          },
          {
            ...line({
              ...at(
                `https://monitor.lfg-cloud.de/d/planum?orgId=3&from=${start}&to=${start + 86_399_000}&var-mp=${Number(testNumber(t))}`,
                0,
              ),
              ink: grey,
            }),
            scale: 0.85,
          },
          figure(5, tiles(t), dashboardTiles(t).flat().join('\n')),
          figure(14, timeSeries(t), timeSeriesSays(t)),
          { ...line({ ...at(`Standort MP ${Number(testNumber(t))}`, 0), ink: grey }), fill: panel },
          {
            ...line(at('Breite', 0), at(`${lat.text}°`, 0.16), at('Höhe', 0.5), at('38,4 m ü. NHN', 0.62)),
            fill: panel,
          },
          {
            ...line(
              at('Länge', 0),
              at(`${lng.text}°`, 0.16),
              at('Gerät', 0.5),
              at(`LFG-3 · kalibriert ${calibrated(t)}`, 0.62),
            ),
            fill: panel,
          },
          blank,
          {
            ...line({
              ...at(`Zuletzt aktualisiert: ${german(t)} ${clock(t, 44 + (t.second % 15))}`, 1, 'end'),
              ink: grey,
            }),
            scale: 0.85,
          },
        ],
      };
    },
    expected: printedAs(degrees6Comma),
  },
  {
    // A still of a site-tour video in the company's video portal: the scene (the load plate, the
    // operator), the camera's own clock burned into the corner (year first, minutes after the test,
    // with seconds), the subtitle with the point, Evd and s/v and "gemessen am … um … Uhr", the
    // player's position and length (written like clocks), the upload date days later, chapter marks,
    // and the description with the settlements, the requirement and the position as a plain
    // "latitude, longitude" pair.
    name: 'Standbild aus Baustellenvideo mit Untertitel',
    half: 'development',
    draw: (t) => {
      const subtitle = [
        `MP ${Number(testNumber(t))}: Evd ${evdComma(t)} MN/m², s/v ${fixed(t.sv, 2, true)} ms`,
        `gemessen am ${german(t)} um ${clock(t)} Uhr`,
      ];
      const times = playerTimes(t);
      const lat = degrees6(t.lat);
      const lng = degrees6(t.lng);
      const fontSize = 16;
      const width = 1100;
      const frame = (width - 2 * Math.round(fontSize * 1.2)) * (9 / 16) + fontSize * 2.6;
      return {
        font: SANS,
        fontSize,
        width,
        background: 'rgb(255,255,255)',
        ink: 'rgb(24,24,28)',
        lines: [
          {
            ...line(at('Baustellen-Videos · BV Hafenkante', 0), at('Suchen …', 1, 'end')),
            fill: 'rgb(232,234,238)',
          },
          blank,
          figure(
            linesFor(frame, 0, fontSize),
            videoStill(t, subtitle),
            [cameraStamp(t), ...subtitle, '▶', `${times.position} / ${times.length}`, 'CC   1080p'].join('\n'),
          ),
          {
            ...line(`Baustellenrundgang KW ${isoWeek(t.year, t.month, t.day)} – Planum Zufahrt, Plattendruckversuch`),
            bold: true,
            scale: 1.2,
          },
          {
            ...line({
              ...at(`hochgeladen am ${german(workingDayAfter(t, 2))} · ${37 + (t.second % 60)} Aufrufe`, 0),
              ink: 'rgb(96,98,106)',
            }),
            scale: 0.9,
          },
          line(
            `Kapitel: 00:00 Einleitung · 01:20 Walze · ${times.position} Plattendruckversuch MP ${Number(testNumber(t))} · 04:10 Ausblick`,
          ),
          line(
            `Setzungen s1 / s2 / s3: ${t.drops.map((drop) => mm(drop, true)).join(' / ')} mm, Mittel s = ${mm(t.settlement, true)} mm`,
          ),
          line(`Anforderung Evd ≥ ${REQUIRED} MN/m² (ZTV E-StB)`),
          line(`Standort Messpunkt: ${lat.text}, ${lng.text}`),
        ],
      };
    },
    expected: printedAs(degrees6),
  },
  {
    // An inkjet print whose head has clogged nozzles: thin white lines run through every row at the
    // same places in each pass of the head. The protocol prints the date, the clock with "Uhr",
    // degrees and decimal minutes with "N"/"E" in front, the Open Location Code ("Plus Code") of the
    // point and its height beside them, s1–s3, the mean, s/v, Evd, the requirement, the calibration
    // and the print line the next morning.
    name: 'Tintenstrahldruck mit Düsenstreifen, Plus Code neben der Lage',
    half: 'development',
    draw: (t) => {
      const pair = labelValue(0.38);
      const lat = minutes3(t.lat);
      const lng = minutes3(t.lng);
      return {
        font: SERIF,
        fontSize: 20,
        width: 960,
        background: 'rgb(252,252,252)',
        ink: 'rgb(28,30,52)',
        lines: [
          { ...line('Prüfprotokoll Dynamischer Plattendruckversuch'), bold: true, scale: 1.15 },
          { ...line('Ingenieurbüro Falk & Partner · Projekt 24-117 · Planum Parkdeck'), scale: 0.85 },
          rule,
          pair('Prüfpunkt', `P ${Number(testNumber(t))}`),
          pair('Datum', german(t)),
          pair('Uhrzeit', `${clock(t)} Uhr`),
          pair('Lage (WGS 84)', `N ${lat.g}° ${lat.minutes}'   E ${lng.g}° ${lng.minutes}'`),
          pair('Plus Code', plusCode(t.lat, t.lng)),
          pair('Höhe', `${fixed(40 + (t.minute % 30) + t.second / 100, 2, true)} m ü. NHN`),
          rule,
          ...results(t, pair, ['Setzungen s1 / s2 / s3', 'mittlere Setzung s', 's/v', 'Evd']),
          pair('Anforderung', `Evd ≥ ${REQUIRED} MN/m²`),
          pair('Kalibrierung', calibrated(t)),
          rule,
          { ...line(`Gedruckt: ${german(daysAfter(t, 1))} 06:58 · Seite 1/1`), scale: 0.85 },
          figure(0, nozzleLines(t.second * 13 + t.minute * 5 + 3)),
        ],
      };
    },
    expected: printedAs(minutes3),
  },
  {
    // A handheld's light monochrome display under a scratched protective film with two air bubbles:
    // the test's date and clock with seconds, the GPS week and seconds of the week and the ordinal
    // date (year and day of the year) beside them, battery, s1–s3, the mean, s/v, Evd large, the
    // limit, decimal degrees with "N"/"E" in front, HDOP and satellites.
    name: 'Display unter zerkratzter Schutzfolie, GPS-Woche daneben',
    half: 'development',
    draw: (t) => {
      const gps = gpsWeekTime(t);
      const lat = degrees6(t.lat);
      const lng = degrees6(t.lng);
      return {
        font: MONO,
        fontSize: 22,
        width: 640,
        background: 'rgb(188,200,186)',
        ink: 'rgb(28,36,30)',
        display: { housing: 'rgb(232,120,24)' },
        lines: [
          line(at(`MESSUNG ${Number(testNumber(t))}`, 0), at(`${battery(t)}%`, 1, 'end')),
          line(`${german(t)}  ${clockSeconds(t)}`),
          { ...line(`GPS-WO ${gps.week}  TOW ${gps.seconds}`), scale: 0.85 },
          { ...line(`TAG ${ordinalDate(t)}`), scale: 0.85 },
          { ...line(`KAL ${calibrated(t)}`), scale: 0.85 },
          rule,
          line(`S1-S3 ${t.drops.map((drop) => mm(drop, false)).join(' ')}`),
          line(`S     ${mm(t.settlement, false)} MM`),
          line(`S/V   ${fixed(t.sv, 2, false)} MS`),
          { ...line(`EVD ${fixed(t.evd, 1, false)} MN/M2`), scale: 1.5, bold: true },
          line(`SOLL >= ${fixed(REQUIRED, 1, false)}  ${passes(t) ? 'OK' : 'NICHT OK'}`),
          rule,
          line(`N ${lat.text}°`),
          line(`E ${lng.text}°`),
          { ...line(`HDOP ${fixed(0.7 + (t.second % 8) / 10, 1, false)}  SAT ${7 + (t.minute % 8)}`), scale: 0.85 },
          figure(0, scratchedFilm(t.second * 29 + t.minute * 11 + 1)),
        ],
      };
    },
    expected: printedAs(degrees6),
  },
  {
    // A phone's document-scanner app before saving: the protocol lying on a table, a little askew
    // inside the app's blue crop frame with its corner handles; the status bar's clock and the scan's
    // name with the next day's date and clock; the buttons below. The page prints the date with the
    // month written out, the clock, degrees, minutes and decimal-comma seconds under "Nördl. Breite" /
    // "Östl. Länge", s1–s3, the mean, s/v, Evd and the requirement.
    name: 'Scan-App vor dem Speichern, Seite im Zuschneiderahmen',
    half: 'development',
    draw: (t) => {
      const page = scannedPage(t);
      const scale = 0.92;
      const { height } = drawingSvg(page);
      const next = daysAfter(t, 1);
      const scanned = `${two(7 + (t.minute % 3))}:${two(10 + (t.second % 40))}`;
      return {
        font: SANS,
        fontSize: 18,
        width: 720,
        background: 'rgb(22,22,26)',
        ink: 'rgb(236,236,240)',
        lines: [
          { ...line(at(scanned, 0), at('5G  64 %', 1, 'end')), scale: 0.85 },
          line(at('‹', 0), at(`Scan ${german(next)} ${scanned}`, 0.06), at('1/1', 1, 'end')),
          figure(linesFor(height * scale, 64, 18), scannerView(page, scale, 1.5), cellsOf(page)),
          line(at('Wiederholen', 0), at('Zuschneiden', 0.31), at('Filter: S/W', 0.6), at('Speichern', 1, 'end')),
        ],
      };
    },
    expected: printedAs(seconds1),
  },
  {
    // The site's newsletter, set in two columns: on the left a road closure and the topping-out
    // ceremony with their dates and clocks, on the right the test in running text (date, clock,
    // point, settlements, mean, s/v, Evd with its label at the end of a line or not, the requirement,
    // decimal-comma degrees with "N" and "O"). Read line by line across the page, the two columns'
    // sentences interleave.
    name: 'Baustellen-Newsletter zweispaltig, Messwert im Fließtext',
    half: 'development',
    draw: (t) => {
      const [left, right] = newsletterColumns(t, 44);
      const rows = Math.max(left.length, right.length);
      const issue = workingDayAfter(t, 4);
      const heading = (text: string) => /^[A-ZÄÖÜ ]+$/.test(text) && text.length > 4;
      return {
        font: LIBERATION_SERIF,
        fontSize: 18,
        width: 1000,
        background: 'rgb(255,255,253)',
        ink: 'rgb(24,24,30)',
        lines: [
          { ...line(`Baustelleninfo Nr. ${7 + (t.minute % 9)}`), bold: true, scale: 1.5 },
          {
            ...line(
              `Logistikzentrum Hafenkante · ${freshDateText(issue, 'germanMonthLong')} · für Anlieger und Beteiligte`,
            ),
            scale: 0.9,
          },
          rule,
          ...Array.from({ length: rows }, (_, index): Line => {
            const cells = [left[index], right[index]];
            return {
              ...line(
                ...cells.flatMap((text, column) =>
                  text ? [{ ...at(text, column ? 0.52 : 0), ...(heading(text) && { ink: 'rgb(150,30,30)' }) }] : [],
                ),
              ),
            };
          }),
          rule,
          { ...line('Bauleitung: M. Keller · Tel. 0421 339 58 12 · bauinfo@hafenkante.de'), scale: 0.85 },
        ],
      };
    },
    expected: printedAs(degrees5Comma),
  },
  {
    // A test record's page printed from the project platform: the record (point, date, the device's
    // clock with seconds, degrees and decimal-comma minutes, s1–s3, the mean, s/v, Evd, the current
    // requirement, status) and below it the change history: the import minutes after the test, edits
    // the next morning (the point's number corrected, the requirement changed from 80 to 45 MN/m²
    // with the layer), the approval days later; the print line.
    name: 'Datensatz mit Änderungshistorie',
    half: 'development',
    draw: (t) => {
      const pair = labelValue(0.3);
      const lat = minutes4(t.lat);
      const lng = minutes4(t.lng);
      const columns = [0, 0.22, 0.38, 0.6, 0.8];
      const row = (cells: string[]) => line(...cells.map((text, index) => at(text, columns[index]!)));
      return {
        font: LIBERATION_SANS,
        fontSize: 17,
        width: 1040,
        background: 'rgb(255,255,255)',
        ink: 'rgb(22,24,30)',
        lines: [
          {
            ...line(at(`Messpunkt MP ${Number(testNumber(t))} – Datensatz #${48_000 + t.minute * 60 + t.second}`, 0)),
            bold: true,
            scale: 1.2,
          },
          { ...line('BauDaten Plattform · Projekt Hafenkante · Los 2 Erdbau'), scale: 0.85 },
          rule,
          pair('Prüfdatum', german(t)),
          pair('Uhrzeit (Gerät)', clockSeconds(t)),
          pair('Breite', `${lat.g}° ${comma(lat.minutes)}' N`),
          pair('Länge', `${lng.g}° ${comma(lng.minutes)}' O`),
          ...results(t, pair, ['Setzungen s1 / s2 / s3', 'mittlere Setzung s', 's/v', 'Evd']),
          pair('Anforderung', `Evd ≥ ${REQUIRED} MN/m² (Planum)`),
          pair('Status', 'freigegeben'),
          blank,
          { ...line('Änderungshistorie'), bold: true },
          { ...row(['Zeitpunkt', 'Benutzer', 'Feld', 'alt', 'neu']), bold: true, fill: 'rgb(232,236,242)' },
          ...historyRows(t).map(row),
          rule,
          {
            ...line(`Gedruckt von a.schmidt am ${german(workingDayAfter(t, 3))} um 13:27 · Seite 1 von 1`),
            scale: 0.85,
          },
        ],
      };
    },
    expected: printedAs(minutes4),
  },
];
