// Ten further held-out layouts for the second OCR test set (issue 38), the sixth batch. Written
// without looking at the reader, its tests, its benchmark or the decisions on what it gets wrong,
// and modelled on what light drop-weight devices (TP BF-StB B 8.3), the channels their results
// travel in, and site paperwork really print and show: a fax of the lab's result notice (fax header
// the morning after, speckles, Evd in N/mm²), a web portal's list of test points with one row
// selected and its details below (the list's clocks in UTC), a chalk slate held beside the plate, a
// phone's lock screen with the app's notification among others, a PDF protocol whose values carry
// footnote marks, a comparison printout of the same point before and after re-compaction, a Belgian
// protocol ("module EVd", "14 h 02"), an acceptance protocol with a rubber stamp across it, a label
// printed for the sample box ("11JUN25"), and a photo of the device's display taken with a
// timestamp camera app. Each prints numbers of other quantities near Evd (single settlements, their
// mean, s/v, the required value, the plate's stress, other tests' values, weights, heights) and
// dates or clocks that are not the test's (fax, sync, screenshot, lock-screen, UTC, print, stamp,
// calibration and photo times); two show no position, and their expected answer leaves it empty.
// Measured once as the held-out half (decision 0746), then moved into the development half
// (decision 0747).
import {
  at,
  blank,
  fixed,
  line,
  rule,
  two,
  type Box,
  type Cell,
  type Drawing,
  type HeldoutLayout,
  type HeldoutTruth,
  type Line,
  labelValue,
} from './heldout-layouts.js';
import {
  battery,
  clock,
  clockSeconds,
  decimalDegrees,
  degreesMinutes,
  degreesMinutesSeconds,
  freshDateText,
  MONTHS_DE,
  mm,
  temperature,
  testNumber,
} from './fresh-heldout-layouts.js';
import { calibrated, drops, passes, REQUIRED, weekday, WEEKDAYS_DE } from './fourth-heldout-layouts.js';
import { daysAfter, utcOffsetHours } from './fifth-heldout-layouts.js';
import { seededRandom, xml } from './heldout-photo.js';
import { expectedFor, figure, printedAs } from './third-heldout-layouts.js';
import {
  DEJAVU_SANS as SANS,
  DEJAVU_SANS_CONDENSED as SANS_CONDENSED,
  DEJAVU_SANS_MONO as MONO,
  LIBERATION_SANS,
  LIBERATION_SERIF,
  LIBERATION_MONO,
} from './heldout-fonts.js';

// ---- dates and clocks as these documents write them -----------------------------------------------------

export const MONTHS_FR = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];
export const WEEKDAYS_FR = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'];
const MONTHS_EN_UPPER = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
/** A label printer's compact date: "11JUN25". */
export const labelDate = (t: HeldoutTruth) => `${two(t.day)}${MONTHS_EN_UPPER[t.month - 1]}${String(t.year).slice(2)}`;
const nextDay = (t: HeldoutTruth) => freshDateText(daysAfter(t, 1), 'german');
/** The test's clock `minutes` later in UTC (German local time minus one or two hours). */
export const utcClock = (t: HeldoutTruth, minutes = 0) => clock(t, minutes - 60 * utcOffsetHours(t));
const zone = (t: HeldoutTruth) => (utcOffsetHours(t) === 2 ? 'MESZ' : 'MEZ');

// ---- other tests printed beside the one photographed ---------------------------------------------------

/**
 * Another test of the same site: `dayOffset` days and `minutes` minutes from the test, its Evd the
 * test's times `factor` (never 1), settlement from it, s/v shifted.
 */
export const otherTest = (t: HeldoutTruth, dayOffset: number, minutes: number, factor: number, index: number) => {
  const evd = Math.round(t.evd * factor * 10) / 10;
  const settlement = Math.round((22.5 / evd) * 1000) / 1000;
  const day = daysAfter(t, dayOffset);
  return {
    evd,
    settlement,
    sv: Math.round((t.sv + 0.11 * index) * 100) / 100,
    date: freshDateText(day, 'german'),
    clock: clock(t, minutes),
    utc: utcClock(t, minutes),
  };
};
/** The Evd of the slate's previous test, half wiped off: never the test's. */
export const wipedEvd = (t: HeldoutTruth) => Math.round(t.evd * 1.19 * 10) / 10;
/** The portal's rows, newest first: two later tests, the selected one, one earlier, two of the day before. */
export const PORTAL_ROWS: [number, number, number][] = [
  [0, 38, 1.12],
  [0, 19, 0.91],
  [0, 0, 1],
  [0, -23, 1.21],
  [-1, 95, 0.84],
  [-1, 41, 1.05],
];
/** The same point before re-compaction: 95 minutes earlier, a lower Evd that failed the requirement. */
export const beforeRecompaction = (t: HeldoutTruth) => {
  const evd = Math.round(Math.min(t.evd * 0.72, 41 + (t.second % 30) / 10) * 10) / 10;
  const settlement = Math.round((22.5 / evd) * 1000) / 1000;
  return {
    evd,
    settlement,
    drops: [0.98, 1.03, 0.99].map((f) => Math.round(settlement * f * 1000) / 1000),
    sv: Math.round((t.sv + 0.42) * 100) / 100,
    clock: clock(t, -95),
    lat: t.lat - 0.00004,
    lng: t.lng + 0.00003,
  };
};

// ---- shapes: fax speckles, a rubber stamp, a label's barcode, the device seen in a photo ---------------

/**
 * A fax's noise over the whole page above this line: dark speckles, and two thin lines down the page
 * where dirt on the sending machine's scanner glass sat while the sheet was fed through, all inside
 * the page's inner width.
 */
const faxNoise = (t: HeldoutTruth) => (box: Box, drawing: Drawing) => {
  const random = seededRandom(t.second * 7 + t.minute * 13 + t.day);
  const top = Math.round(drawing.fontSize * 1.2);
  const bottom = box.y + box.height;
  const parts: string[] = [];
  for (let i = 0; i < 420; i++) {
    const x = box.x + random() * (box.width - 3);
    const y = top + random() * (bottom - top);
    const size = 1.4 + random() * 1.6;
    parts.push(
      `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${size.toFixed(1)}" height="${size.toFixed(1)}" fill="rgb(40,40,40)"/>`,
    );
  }
  for (const f of [0.31, 0.83])
    parts.push(
      `<rect x="${(box.x + box.width * f).toFixed(1)}" y="${top}" width="1.6" height="${(bottom - top).toFixed(1)}" fill="rgb(80,80,80)"/>`,
    );
  return parts.join('');
};

/**
 * A rubber stamp pressed across the page, its centre at x fraction `at` and `up` line heights above
 * this line, turned by `turn` degrees: a double frame and its lines of text in a thin, uneven ink.
 */
const rubberStamp =
  (texts: string[], atX: number, up: number, turn: number, ink: string) =>
  (box: Box, drawing: Drawing): string => {
    const size = drawing.fontSize;
    const w = box.width * 0.34;
    const h = size * (1.5 + texts.length * 1.25);
    const cx = box.x + box.width * atX;
    const cy = box.y - up * size * 1.5;
    const x = cx - w / 2;
    const y = cy - h / 2;
    const parts = [
      `<g transform="rotate(${turn} ${cx.toFixed(1)} ${cy.toFixed(1)})" opacity="0.78">`,
      `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" rx="6" fill="none" stroke="${ink}" stroke-width="4"/>`,
      `<rect x="${(x + 6).toFixed(1)}" y="${(y + 6).toFixed(1)}" width="${(w - 12).toFixed(1)}" height="${(h - 12).toFixed(1)}" rx="4" fill="none" stroke="${ink}" stroke-width="1.5"/>`,
    ];
    texts.forEach((text, index) =>
      parts.push(
        `<text x="${cx.toFixed(1)}" y="${(y + size * (1.75 + index * 1.25)).toFixed(1)}" text-anchor="middle" font-family="${LIBERATION_SANS}" font-size="${(size * (index === 0 ? 1.25 : 0.95)).toFixed(1)}"${index === 0 ? ' font-weight="bold"' : ''} fill="${ink}" xml:space="preserve">${xml(text)}</text>`,
      ),
    );
    parts.push('</g>');
    return parts.join('');
  };

/**
 * Chalk wiped off but not quite: the slate's previous writing, faint, in its right half, from `up`
 * line heights above this line down.
 */
const wipedChalk = (texts: string[], up: number) => (box: Box, drawing: Drawing) => {
  const size = drawing.fontSize;
  return texts
    .map(
      (text, index) =>
        `<text x="${(box.x + box.width * 0.56).toFixed(1)}" y="${(box.y - (up - index * 1.3) * size * 1.5).toFixed(1)}" font-family="${LIBERATION_SERIF}" font-size="${(size * 1.1).toFixed(1)}" font-style="italic" fill="rgb(78,92,86)" transform="rotate(-3 ${(box.x + box.width * 0.56).toFixed(1)} ${(box.y - up * size * 1.5).toFixed(1)})" xml:space="preserve">${xml(text)}</text>`,
    )
    .join('');
};

/** A label printer's barcode: seeded bars of one to three units across most of the label. */
const labelBarcode = (seed: number) => (box: Box, drawing: Drawing) => {
  const random = seededRandom(seed);
  const unit = 2.4;
  const parts: string[] = [];
  let x = box.x + box.width * 0.05;
  const end = box.x + box.width * 0.95;
  let dark = true;
  while (x < end) {
    const w = unit * (1 + Math.floor(random() * 3));
    if (dark && x + w <= end)
      parts.push(
        `<rect x="${x.toFixed(1)}" y="${(box.y + 4).toFixed(1)}" width="${w.toFixed(1)}" height="${(box.height - 8).toFixed(1)}" fill="${drawing.ink}"/>`,
      );
    x += w;
    dark = !dark;
  }
  return parts.join('');
};

/**
 * The device's yellow housing around its screen, as a site photo shows it: as wide as the screen's
 * band, the top with the maker's name and a red lamp, the foot with two keys.
 */
const housing = (part: 'top' | 'foot') => (box: Box, drawing: Drawing) => {
  const size = drawing.fontSize;
  const margin = Math.round(size * 1.2);
  const x = box.x - margin * 0.4;
  const width = box.width + margin * 0.8;
  const yellow = 'rgb(226,180,40)';
  if (part === 'foot')
    return [
      `<rect x="${x.toFixed(1)}" y="${box.y.toFixed(1)}" width="${width.toFixed(1)}" height="${(box.height - size * 0.2).toFixed(1)}" rx="${size}" fill="${yellow}"/>`,
      ...[0.3, 0.7].map(
        (f) =>
          `<rect x="${(box.x + box.width * f - size).toFixed(1)}" y="${(box.y + size * 0.45).toFixed(1)}" width="${2 * size}" height="${(size * 0.9).toFixed(1)}" rx="${size * 0.3}" fill="rgb(60,60,64)"/>`,
      ),
    ].join('');
  return [
    `<rect x="${x.toFixed(1)}" y="${(box.y + size * 0.3).toFixed(1)}" width="${width.toFixed(1)}" height="${(box.height - size * 0.3).toFixed(1)}" rx="${size}" fill="${yellow}"/>`,
    `<text x="${(box.x + box.width * 0.08).toFixed(1)}" y="${(box.y + box.height * 0.62).toFixed(1)}" font-family="${SANS}" font-size="${size}" font-weight="bold" fill="rgb(40,40,40)">LFG-D 2000</text>`,
    `<circle cx="${(box.x + box.width * 0.86).toFixed(1)}" cy="${(box.y + box.height * 0.5).toFixed(1)}" r="${(size * 0.5).toFixed(1)}" fill="rgb(200,40,40)"/>`,
  ].join('');
};

// ---- the layouts -------------------------------------------------------------------------------------

export const sixthHeldoutLayouts: HeldoutLayout[] = [
  {
    // A fax of the test lab's result notice as the site office's fax machine printed it: the
    // sender's header line at the top (sending date the morning after, time, fax number, page
    // "S. 01/02"), the receiver's line at the foot, dark speckles and two thin lines down the page;
    // the sheet went through the sending machine askew and arrives coarse and in two tones; the
    // notice gives the date and time of the test, the position as "50.12345N / 14.56789E",
    // settlements, their mean, s/v, "Evd 48,2 N/mm²" (the same number as in MN/m²), the requirement
    // in both units, the plate's stress "0,1 N/mm²" and the calibration certificate's date.
    name: 'Fax-Kopie Ergebnismitteilung',
    half: 'development',
    draw: (t) => {
      const lat = decimalDegrees(t.lat, 5);
      const lng = decimalDegrees(t.lng, 5);
      const sent = freshDateText(daysAfter(t, 1), 'germanShortYear');
      const pair = labelValue(0.36);
      const grey = 'rgb(70,70,70)';
      return {
        font: SANS,
        fontSize: 19,
        width: 1000,
        background: 'rgb(246,246,243)',
        ink: 'rgb(12,12,12)',
        fax: { skew: 0.7, coarse: [1.25, 1.9] },
        lines: [
          {
            ...line(
              { ...at(`${sent} 08:14   FAX +49 341 5562-19   PRUEFSTELLE ERDBAU NORD`, 0), font: LIBERATION_MONO },
              { ...at('S. 01/02', 1, 'end'), font: LIBERATION_MONO },
            ),
            scale: 0.8,
          },
          rule,
          { ...line('Prüfstelle Erdbau Nord – Ergebnismitteilung'), bold: true, scale: 1.25 },
          line('An: Bauleitung Gewerbepark Ost, z. Hd. Herrn Lehmann, Fax 0341 99812-40'),
          line(`Betreff: Leichtes Fallgewicht, Messpunkt ${Number(testNumber(t))}, Planum Los 3`),
          blank,
          pair('Prüfdatum / Uhrzeit', `${freshDateText(t, 'german')} / ${clock(t)} Uhr`),
          pair('GPS (WGS 84)', `${lat.text}N / ${lng.text}E`),
          pair('Setzungen s1 / s2 / s3', `${drops(t, true)} mm`),
          pair('mittlere Setzung s', `${mm(t.settlement, true)} mm`),
          pair('s/v', `${fixed(t.sv, 2, true)} ms`),
          { ...pair('Evd', `${fixed(t.evd, 1, true)} N/mm²`), bold: true },
          pair(
            'Anforderung',
            `Evd ≥ ${REQUIRED} N/mm² (= ${REQUIRED} MN/m²), ${passes(t) ? 'erfüllt' : 'nicht erfüllt'}`,
          ),
          pair('Normalspannung', '0,1 N/mm² unter Platte Ø 300 mm'),
          blank,
          line(`Gerät LFG 10 kg, Kalibrierschein vom ${calibrated(t)}`),
          line('Bei Rückfragen: Tel. 0341 5562-0'),
          blank,
          {
            ...line({
              ...at(`EMPFANGEN ${sent} 08:15  VON +49 341 5562-19  DAUER 00:41  SEITEN 2  OK`, 0),
              font: LIBERATION_MONO,
              ink: grey,
            }),
            scale: 0.75,
          },
          figure(0.3, faxNoise(t)),
        ],
      };
    },
    expected: printedAs((value) => decimalDegrees(value, 5)),
  },
  {
    // A photo of a monitor showing the device maker's web portal: the browser's address bar (the
    // day in the URL), the portal's header, "Zeiten in der Tabelle: UTC", the site's test points of
    // two days newest first — two later tests of the day above the selected row, one earlier and two
    // of the day before below it —, the selected row highlighted, its details below with the local
    // time ("Ortszeit, MESZ"), the position as "50.123456, 14.567890", the settlements, s/v, Evd and
    // the requirement; the sync time and the taskbar's clock and date (the morning after).
    name: 'Web-Portal Zeile ausgewählt',
    half: 'development',
    draw: (t) => {
      const lat = decimalDegrees(t.lat, 6);
      const lng = decimalDegrees(t.lng, 6);
      const n = Number(testNumber(t));
      const columns = [0.01, 0.08, 0.2, 0.32, 0.43, 0.54, 0.68];
      const tableRow = (texts: string[]): Line => line(...texts.map((text, i) => at(text, columns[i]!)));
      const white = 'rgb(255,255,255)';
      const detail = (label: string, value: string): Line => ({
        ...line({ ...at(label, 0.02), ink: 'rgb(90,96,110)' }, at(value, 0.3)),
        fill: 'rgb(241,244,249)',
      });
      const rows = PORTAL_ROWS.map(([dayOffset, minutes, factor], index) => ({
        selected: factor === 1,
        number: n + 2 - index,
        ...(factor === 1
          ? { evd: t.evd, settlement: t.settlement, sv: t.sv, date: freshDateText(t, 'german'), utc: utcClock(t) }
          : otherTest(t, dayOffset, minutes, factor, index + 1)),
      }));
      return {
        font: LIBERATION_SANS,
        fontSize: 17,
        width: 1200,
        background: 'rgb(255,255,255)',
        ink: 'rgb(30,34,40)',
        display: { housing: 'rgb(28,28,30)' },
        lines: [
          {
            ...line(
              at(`https://portal.lfg-cloud.de/projekte/2291/messpunkte?tag=${freshDateText(t, 'iso')}`, 0.02),
              at('Angemeldet: M. Lehmann', 0.98, 'end'),
            ),
            fill: 'rgb(222,225,230)',
          },
          blank,
          {
            ...line({ ...at('LFG-Cloud  ·  Projekt B 96 Ortsumgehung  ·  Messpunkte', 0.02), ink: white }),
            fill: 'rgb(0,84,150)',
            bold: true,
            scale: 1.2,
          },
          line(`Zuletzt synchronisiert ${nextDay(t)} 06:58  ·  Zeiten in der Tabelle: UTC`),
          {
            ...tableRow(['Nr.', 'Datum', 'Zeit (UTC)', 's [mm]', 's/v [ms]', 'Evd [MN/m²]', 'Bewertung']),
            bold: true,
            fill: 'rgb(232,232,232)',
          },
          ...rows.map((row) => ({
            ...tableRow([
              String(row.number),
              row.date,
              row.utc,
              mm(row.settlement, true),
              fixed(row.sv, 2, true),
              fixed(row.evd, 1, true),
              row.evd >= REQUIRED ? 'erfüllt' : 'nicht erfüllt',
            ]),
            ...(row.selected && { bold: true, fill: 'rgb(204,228,255)' }),
          })),
          blank,
          { ...detail('Details', `Messpunkt ${n}`), bold: true },
          detail(`Datum / Uhrzeit (Ortszeit, ${zone(t)})`, `${freshDateText(t, 'german')}  ${clockSeconds(t)}`),
          detail('Position (WGS 84)', `${lat.text}, ${lng.text}`),
          detail('Setzungen s1 / s2 / s3', `${drops(t, true)} mm`),
          detail('mittlere Setzung', `${mm(t.settlement, true)} mm   s/v ${fixed(t.sv, 2, true)} ms`),
          { ...detail('Evd', `${fixed(t.evd, 1, true)} MN/m²`), bold: true },
          detail('Anforderung', `Evd ≥ ${REQUIRED} MN/m²`),
          blank,
          {
            ...line(
              { ...at('Start   Suche', 0.01), ink: white },
              { ...at(`07:31   ${nextDay(t)}`, 0.99, 'end'), ink: white },
            ),
            fill: 'rgb(32,32,36)',
            scale: 0.9,
          },
        ],
      };
    },
    expected: printedAs((value) => decimalDegrees(value, 6)),
  },
  {
    // A chalk slate in a wooden frame, written on site and held beside the plate for the photo: the
    // site, the test point and layer, the date written short ("11.6.25") and the time, "Evd = 48,2"
    // large, the mean settlement and s/v, the single settlements, the requirement with "i.O.", the day
    // the layer was placed and the clock compaction ended, the tester's initials; in the right half,
    // faint, the previous test's point, Evd and time, wiped off but not quite. No position.
    name: 'Kreidetafel am Messpunkt',
    half: 'development',
    draw: (t) => {
      const random = seededRandom(t.minute * 17 + t.second * 5 + t.month);
      const chalk = (text: string, x = 0.02): Cell => ({
        ...at(text, x),
        italic: true,
        shift: Math.round((random() * 0.16 - 0.08) * 100) / 100,
      });
      const placed = daysAfter(t, -1);
      const wiped = [`MP ${Number(testNumber(t)) - 1}`, `Evd = ${fixed(wipedEvd(t), 1, true)}`, clock(t, -31)];
      return {
        font: LIBERATION_SERIF,
        fontSize: 30,
        width: 760,
        background: 'rgb(40,54,48)',
        ink: 'rgb(232,232,222)',
        display: { housing: 'rgb(150,104,60)' },
        lines: [
          line(chalk('BV Gewerbepark Nord · BA 2')),
          line(chalk(`MP ${Number(testNumber(t))}   Frostschutz 0/32`)),
          line(chalk(`${t.day}.${t.month}.${String(t.year).slice(2)}    ${clock(t)}`)),
          blank,
          { ...line(chalk(`Evd = ${fixed(t.evd, 1, true)}`, 0.06)), scale: 1.6 },
          line(chalk(`s = ${mm(t.settlement, true)}    s/v = ${fixed(t.sv, 2, true)}`)),
          line(chalk(`s1 ${mm(t.drops[0], true)}  s2 ${mm(t.drops[1], true)}  s3 ${mm(t.drops[2], true)}`)),
          line(chalk(`Soll ≥ ${REQUIRED}  →  ${passes(t) ? 'i.O.' : 'n.i.O.'}`)),
          line(chalk(`eingebaut ${placed.day}.${placed.month}., verdichtet bis ${clock(t, -50)}`)),
          line(chalk('Prüfer: K.B.', 0.6)),
          figure(0.2, wipedChalk(wiped, 8.6), wiped.join('\n')),
        ],
      };
    },
    expected: (t) => expectedFor(t, t.evd, 'absent'),
  },
  {
    // A phone's lock screen: the status bar, the weekday and date without a year, the big clock
    // (47 minutes after the test), and three notifications: the device app's "Messung gespeichert"
    // with the test's date and time, Evd, mean settlement, s/v, the position in degrees and decimal
    // minutes with a comma, and the requirement; a calendar reminder of the next test at a later
    // time; a weather warning with its own clock and temperature.
    name: 'Sperrbildschirm Mitteilungen',
    half: 'development',
    draw: (t) => {
      const lat = degreesMinutes(t.lat, 3);
      const lng = degreesMinutes(t.lng, 3);
      const card = 'rgb(230,234,241)';
      const dark = 'rgb(20,24,32)';
      const grey = 'rgb(92,98,112)';
      const white = 'rgb(255,255,255)';
      const n = Number(testNumber(t));
      const notification = (text: string, ink = dark, right?: string): Line => ({
        ...line({ ...at(text, 0.03), ink }, ...(right ? [{ ...at(right, 0.97, 'end'), ink: grey }] : [])),
        fill: card,
      });
      return {
        font: SANS,
        fontSize: 19,
        width: 640,
        background: 'rgb(30,44,74)',
        ink: white,
        display: { housing: 'rgb(8,8,10)' },
        lines: [
          { ...line(at('Telekom.de  5G', 0.02), at(`${battery(t)} %`, 0.98, 'end')), scale: 0.85 },
          blank,
          line(at(`${WEEKDAYS_DE[weekday(t)]}, ${t.day}. ${MONTHS_DE[t.month - 1]}`, 0.27)),
          { ...line(at(clock(t, 47), 0.22)), scale: 3.2 },
          blank,
          { ...notification('LFG Connect', grey, 'vor 45 Min.'), scale: 0.85 },
          { ...notification(`Messung ${n} gespeichert`), bold: true },
          notification(`${freshDateText(t, 'german')} ${clock(t)}: Evd ${fixed(t.evd, 1, true)} MN/m²`),
          notification(`s ${mm(t.settlement, true)} mm · s/v ${fixed(t.sv, 2, true)} ms`),
          notification(
            `Standort N ${lat.g}°${lat.minutes.replace('.', ',')}' E ${lng.g}°${lng.minutes.replace('.', ',')}'`,
          ),
          notification(`Soll ≥ ${REQUIRED} MN/m²: ${passes(t) ? 'erfüllt' : 'nicht erfüllt'}`),
          blank,
          { ...notification('Kalender', grey, clock(t, 30)), scale: 0.85 },
          notification(`Prüfung MP ${n + 1} um ${clock(t, 88)}`),
          blank,
          { ...notification('Wetter', grey, clock(t, 41)), scale: 0.85 },
          notification(`Starkregen ab ${clock(t, 130)}, ${temperature(t)} °C`),
          blank,
          { ...line({ ...at('Zum Entsperren nach oben wischen', 0.19), ink: 'rgb(190,198,214)' }), scale: 0.85 },
        ],
      };
    },
    expected: printedAs((value) => degreesMinutes(value, 3)),
  },
  {
    // A PDF protocol whose values carry footnote marks glued to them ("48,2¹", "14:02 Uhr³"), the
    // footnotes under a short rule: the mean of three drops and the formula, the requirement's source,
    // the local time and the device file's UTC time with seconds, the GPS datum and accuracy; the
    // order number, the creation date and the page.
    name: 'PDF mit Fußnoten',
    half: 'development',
    draw: (t) => {
      const lat = degreesMinutesSeconds(t.lat, 1);
      const lng = degreesMinutesSeconds(t.lng, 1);
      const row = (label: string, value: string, unit = ''): Line =>
        line(at(label, 0.02), at(value, 0.62, 'end'), at(unit, 0.64));
      const note = (text: string): Line => ({ ...line(at(text, 0.02)), scale: 0.8 });
      return {
        font: LIBERATION_SERIF,
        fontSize: 20,
        width: 1000,
        background: 'rgb(255,255,255)',
        ink: 'rgb(18,18,24)',
        lines: [
          { ...line('Ingenieurbüro Feld & Partner'), bold: true, scale: 1.3 },
          line('Prüfprotokoll dynamischer Plattendruckversuch (TP BF-StB Teil B 8.3)'),
          { ...line(at('Auftrag 24-0817', 0), at('Seite 1 von 1', 1, 'end')), scale: 0.85 },
          rule,
          row('Messpunkt', `MP ${Number(testNumber(t))}, Achse 4`),
          row('Datum', freshDateText(t, 'german')),
          row('Uhrzeit', `${clock(t)} Uhr³`),
          row('Koordinaten⁴', `${lat.g}°${lat.min}'${lat.sec}"N, ${lng.g}°${lng.min}'${lng.sec}"E`),
          row('Setzungen s1 / s2 / s3', drops(t, true), 'mm'),
          row('mittlere Setzung s', `${mm(t.settlement, true)}¹`, 'mm'),
          row('Verhältnis s/v', fixed(t.sv, 2, true), 'ms'),
          { ...row('Evd', `${fixed(t.evd, 1, true)}¹`, 'MN/m²'), bold: true },
          row('Anforderung²', `≥ ${REQUIRED},0`, 'MN/m²'),
          row('Bewertung', passes(t) ? 'erfüllt' : 'nicht erfüllt'),
          blank,
          figure(0.4, (box: Box, drawing: Drawing) => {
            const y = (box.y + box.height / 2).toFixed(1);
            return `<line x1="${box.x}" y1="${y}" x2="${(box.x + box.width * 0.3).toFixed(1)}" y2="${y}" stroke="${drawing.ink}" stroke-width="1"/>`;
          }),
          note('¹ Mittel aus drei Messstößen nach drei Vorbelastungsstößen; Evd = 22,5 / s'),
          note(`² ZTV E-StB 17, Planum: Evd ≥ ${REQUIRED} MN/m²`),
          note(`³ Ortszeit (${zone(t)}); die Gerätedatei speichert UTC: ${utcClock(t)}:${two(t.second)}`),
          note('⁴ WGS 84, Genauigkeit des GPS-Empfängers ± 2,5 m'),
          blank,
          {
            ...line(at(`erstellt ${nextDay(t)} 09:12 mit LFG-Report 4.2`, 0), at('Seite 1 von 1', 1, 'end')),
            scale: 0.75,
          },
        ],
      };
    },
    expected: printedAs((value) => degreesMinutesSeconds(value, 1)),
  },
  {
    // The PC program's comparison printout of one test point before and after re-compaction: two
    // columns, "Versuch 1" (95 minutes earlier, a lower Evd, failing) and "Versuch 2" (the test), each
    // with its clock, date, position (a few decimetres apart), settlements, s/v, Evd and rating; the
    // caption below says that Versuch 2, on the right, counts.
    name: 'Vorher/Nachher Nachverdichtung',
    half: 'development',
    draw: (t) => {
      const before = beforeRecompaction(t);
      const both = (left: string, right: string): Line => line(at(left, 0), at(right, 0.52));
      const latOf = (value: number) => `N ${degreesMinutes(value, 4).g}° ${degreesMinutes(value, 4).minutes}'`;
      const lngOf = (value: number) => `E ${degreesMinutes(value, 4).g}° ${degreesMinutes(value, 4).minutes}'`;
      const date = freshDateText(t, 'germanShortYear');
      const rating = (evd: number) => `SOLL >= ${fixed(REQUIRED, 1, false)}  ${evd >= REQUIRED ? 'OK' : 'NICHT OK'}`;
      const n = Number(testNumber(t));
      return {
        font: MONO,
        fontSize: 18,
        width: 1100,
        background: 'rgb(252,252,250)',
        ink: 'rgb(24,24,30)',
        lines: [
          { ...line('LFG-Auswertung 3.1 – Vergleichsausdruck'), bold: true, scale: 1.2 },
          line(`Projekt Logistikzentrum Süd · Messpunkt MP ${n} · Frostschutzschicht`),
          rule,
          { ...both('VERSUCH 1 (vor Nachverdichtung)', 'VERSUCH 2 (nach Nachverdichtung)'), bold: true },
          both(`DATUM ${date}`, `DATUM ${date}`),
          both(`ZEIT  ${before.clock}`, `ZEIT  ${clock(t)}`),
          both(latOf(before.lat), latOf(t.lat)),
          both(lngOf(before.lng), lngOf(t.lng)),
          both(`S1  ${mm(before.drops[0]!, false)} MM`, `S1  ${mm(t.drops[0], false)} MM`),
          both(`S2  ${mm(before.drops[1]!, false)} MM`, `S2  ${mm(t.drops[1], false)} MM`),
          both(`S3  ${mm(before.drops[2]!, false)} MM`, `S3  ${mm(t.drops[2], false)} MM`),
          both(`SM  ${mm(before.settlement, false)} MM`, `SM  ${mm(t.settlement, false)} MM`),
          both(`S/V ${fixed(before.sv, 2, false)} MS`, `S/V ${fixed(t.sv, 2, false)} MS`),
          {
            ...both(`EVD ${fixed(before.evd, 1, false)} MN/M2`, `EVD ${fixed(t.evd, 1, false)} MN/M2`),
            bold: true,
          },
          both(rating(before.evd), rating(t.evd)),
          rule,
          line(`Abb. 4: MP ${n} vor (links) und nach (rechts) der Nachverdichtung.`),
          line('Maßgebend für die Abnahme ist Versuch 2 (rechte Spalte).'),
          { ...line(`Gedruckt ${nextDay(t)} 07:20`), scale: 0.85 },
        ],
      };
    },
    expected: printedAs((value) => degreesMinutes(value, 4)),
  },
  {
    // A Belgian lab's protocol in French for a site near the border ("essai à la plaque dynamique",
    // "module dynamique EVd"): the date with the weekday and month written out and the time as
    // "14 h 02", the position in degrees, minutes and seconds (decimal comma) with "Nord" and "Est",
    // the plate and the stress under it ("0,1 MPa"), tassements s1–s3, their mean, s/v, EVd in MPa,
    // the requirement, the calibration date and the print time ("8 h 05") the day after.
    name: 'Essai plaque dynamique belge',
    half: 'development',
    draw: (t) => {
      const lat = degreesMinutesSeconds(t.lat, 1);
      const lng = degreesMinutesSeconds(t.lng, 1);
      const pair = labelValue(0.36);
      const comma = (text: string) => text.replace('.', ',');
      const printed = daysAfter(t, 1);
      return {
        font: LIBERATION_SANS,
        fontSize: 20,
        width: 1000,
        background: 'rgb(255,255,253)',
        ink: 'rgb(20,22,30)',
        lines: [
          { ...line('Rapport d’essai – essai à la plaque dynamique'), bold: true, scale: 1.25 },
          { ...line('Laboratoire Géotechnique Ardenne SA · Eupen · appareil LFG 10 kg n° 3318'), scale: 0.85 },
          rule,
          pair('Chantier', 'N68 Eupen – Raeren, lot 2, fond de coffre'),
          pair('Point d’essai', `P${Number(testNumber(t))}`),
          pair(
            'Date et heure',
            `${WEEKDAYS_FR[weekday(t)]} ${t.day} ${MONTHS_FR[t.month - 1]} ${t.year}, ${t.hour} h ${two(t.minute)}`,
          ),
          pair(
            'Coordonnées',
            `${lat.g}° ${lat.min}' ${comma(lat.sec)}" Nord – ${lng.g}° ${lng.min}' ${comma(lng.sec)}" Est`,
          ),
          pair('Plaque / masse', 'Ø 300 mm / 10 kg · contrainte 0,1 MPa'),
          rule,
          pair('Tassements s1 / s2 / s3', `${drops(t, true)} mm`),
          pair('Tassement moyen s', `${mm(t.settlement, true)} mm`),
          pair('Rapport s/v', `${fixed(t.sv, 2, true)} ms`),
          { ...pair('Module dynamique EVd', `${fixed(t.evd, 1, true)} MPa`), bold: true },
          pair('Exigence', `EVd ≥ ${REQUIRED} MPa – ${passes(t) ? 'conforme' : 'non conforme'}`),
          rule,
          {
            ...line(
              `Étalonnage du ${calibrated(t)}   ·   Imprimé le ${printed.day} ${MONTHS_FR[printed.month - 1]} ${printed.year} à 8 h 05`,
            ),
            scale: 0.85,
          },
        ],
      };
    },
    expected: printedAs((value) => degreesMinutesSeconds(value, 1)),
  },
  {
    // The site supervisor's acceptance protocol with a rubber stamp pressed across its lower right
    // part ("GEPRÜFT", the stamp's date two days after the test, the authority, "Freigabe"): point and
    // station, the date and time on lines of their own, the position as two decimal numbers with a
    // comma and no hemisphere letters ("50,12345 / 14,56789"), settlements, their mean, s/v, Evd, the
    // requirement, remarks and the signature lines under the stamp.
    name: 'Stempel Bauüberwachung',
    half: 'development',
    draw: (t) => {
      const lat = decimalDegrees(t.lat, 5, true);
      const lng = decimalDegrees(t.lng, 5, true);
      const pair = labelValue(0.3);
      const stamp = [
        'GEPRÜFT',
        `am ${freshDateText(daysAfter(t, 2), 'german')}`,
        'Bauüberwachung',
        'LBV Südwest',
        'Freigabe: ja',
      ];
      return {
        font: SANS,
        fontSize: 19,
        width: 950,
        background: 'rgb(253,253,251)',
        ink: 'rgb(22,22,28)',
        lines: [
          { ...line('Protokoll Lastplattenprüfung (dynamisch) – Abnahme Planum'), bold: true, scale: 1.15 },
          line('Bauvorhaben: Erschließung Wohngebiet Am Mühlbach, BA 3'),
          rule,
          pair('Prüfpunkt', `P ${Number(testNumber(t))} · Straße A, Station 0+${120 + (t.minute % 80)}`),
          pair('Prüfdatum', freshDateText(t, 'german')),
          pair('Uhrzeit', `${clock(t)} Uhr`),
          pair('Lage (WGS 84)', `${lat.text} / ${lng.text}`),
          pair('s1 / s2 / s3', `${drops(t, true)} mm`),
          pair('s (Mittel)', `${mm(t.settlement, true)} mm`),
          pair('s/v', `${fixed(t.sv, 2, true)} ms`),
          { ...pair('Evd', `${fixed(t.evd, 1, true)} MN/m²`), bold: true },
          pair('Soll', `Evd ≥ ${REQUIRED} MN/m²`),
          blank,
          line('Bemerkungen: Planum eben und trocken.'),
          blank,
          line(at('Prüfer: ________', 0), at('Bauüberwachung: ________', 0.45)),
          figure(1, rubberStamp(stamp, 0.72, 2.7, -8, 'rgb(196,36,52)'), stamp.join('\n')),
        ],
      };
    },
    expected: printedAs((value) => decimalDegrees(value, 5)),
  },
  {
    // A label printed for the sample box and stuck on its cardboard: the sample number, the test
    // point with the label printer's compact date "11JUN25" and the time, the position as
    // "50.12345N 14.56789E", EVD and S/V, the mean settlement and the requirement, the single
    // settlements, a barcode, and the label's print line (the morning after, and the sample's weight).
    name: 'Etikett auf Probenkarton',
    half: 'development',
    draw: (t) => {
      const lat = decimalDegrees(t.lat, 5);
      const lng = decimalDegrees(t.lng, 5);
      const n = Number(testNumber(t));
      return {
        font: SANS_CONDENSED,
        fontSize: 22,
        width: 620,
        background: 'rgb(252,252,250)',
        ink: 'rgb(16,16,16)',
        display: { housing: 'rgb(176,138,92)' },
        lines: [
          { ...line(`PROBE P-${n}-2`), bold: true, scale: 1.3 },
          line(`MP ${n}  ${labelDate(t)} ${clock(t)}`),
          line(`${lat.text}N ${lng.text}E`),
          { ...line(`EVD ${fixed(t.evd, 1, false)} MN/M2   S/V ${fixed(t.sv, 2, false)}`), bold: true },
          line(`SM ${mm(t.settlement, false)} MM   REQ >=${REQUIRED}`),
          line(`S ${drops(t, false, ' ')}`),
          figure(2.2, labelBarcode(t.minute * 60 + t.second)),
          { ...line(`PRT ${labelDate(daysAfter(t, 1))} 07:40   2,4 KG`), scale: 0.85 },
        ],
      };
    },
    expected: printedAs((value) => decimalDegrees(value, 5)),
  },
  {
    // A site photo of the device's display taken with a timestamp camera app: the yellow housing's
    // top, the LCD with the test's short date and time, test number, settlements, s/v, Evd and the
    // requirement; at the foot the app's overlay with the photo's own date and time (minutes later,
    // with seconds), the street address, the height and the compass heading. No coordinates.
    name: 'Zeitstempel-Kamera Display',
    half: 'development',
    draw: (t) => {
      const lcd = 'rgb(196,214,186)';
      const overlay = 'rgb(38,36,32)';
      const screen = (text: string): Line => ({ ...line(at(text, 0.12)), fill: lcd });
      const stamp = (text: string, ink = 'rgb(255,255,255)'): Line => ({
        ...line({ ...at(text, 0.04), ink }),
        fill: overlay,
      });
      return {
        font: MONO,
        fontSize: 21,
        width: 720,
        background: 'rgb(122,114,102)',
        ink: 'rgb(28,36,28)',
        lines: [
          figure(2, housing('top'), 'LFG-D 2000'),
          screen(`${freshDateText(t, 'germanShortYear')}  ${clock(t)}`),
          screen(`Nr. ${testNumber(t)}`),
          screen(`s1 ${mm(t.drops[0], true)}  s2 ${mm(t.drops[1], true)}`),
          screen(`s3 ${mm(t.drops[2], true)}  s  ${mm(t.settlement, true)}`),
          screen(`s/v ${fixed(t.sv, 2, true)} ms`),
          { ...screen(`Evd ${fixed(t.evd, 1, true)} MN/m²`), bold: true, scale: 1.4 },
          screen(`Soll >= ${REQUIRED}  ${passes(t) ? 'OK' : 'NICHT OK'}`),
          figure(1.2, housing('foot')),
          blank,
          {
            ...stamp(`${freshDateText(t, 'german')} ${clock(t, 3)}:${two((t.second + 31) % 60)}`, 'rgb(255,214,64)'),
            bold: true,
          },
          stamp('Ringstraße 14, 39126 Magdeburg'),
          stamp('Höhe 54 m · Kompass 214° SW'),
          stamp(`Projekt Erdbau BA 2 · Foto ${12 + (t.second % 40)}`),
        ],
      };
    },
    expected: (t) => expectedFor(t, t.evd, 'absent'),
  },
];
