// Ten further held-out layouts for the second OCR test set (issue 38), the eighth batch. Written
// without looking at the reader, its tests, its benchmark or the decisions on what it gets wrong,
// and modelled on what light drop-weight devices (TP BF-StB B 8.3), site paperwork and the
// channels results travel in print and show: another maker's colour TFT with a plot of the three
// drops and the Evd in a box in the plot's corner, a Turkish subcontractor's protocol (weekday
// after the date, "K"/"D" for north and east), a 32-column mobile printer that breaks its lines
// hard, inside numbers, on a strip whose end curls up, a lab's multi-page summary whose positions
// are UTM easting and northing, one row circled in ballpoint, an accredited lab's report giving Evd
// with its expanded uncertainty ("48,2 ± 2,9 MN/m²"), a protocol that got wet (water stains with
// tide marks), a pre-printed form filled in by hand one character per box, a protocol photographed
// in a glossy plastic sleeve (glare), a Portuguese protocol ("11-06-2025", "14h02", signed
// decimal degrees) and a screenshot of a phone app with its share sheet open. Each prints numbers
// of other quantities near Evd and dates or clocks that are not the test's; every layout prints a
// position, and where it is printed only in UTM the answer is its conversion (decision 0751). Held out
// when written (first measured in decision 0753), development since decision 0754.
import {
  at,
  blank,
  fixed,
  line,
  round4,
  rule,
  two,
  type Box,
  type Cell,
  type Drawing,
  type HeldoutLayout,
  type HeldoutTruth,
  type Line,
  labelValue,
  results,
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
import { daysAfter } from './fifth-heldout-layouts.js';
import { expectedFor, figure, printedAs, svgText, utm, type Degrees } from './third-heldout-layouts.js';
import { seededRandom } from './heldout-photo.js';
import {
  DEJAVU_SANS as SANS,
  DEJAVU_SANS_CONDENSED as SANS_CONDENSED,
  DEJAVU_SANS_MONO as MONO,
  DEJAVU_SERIF as SERIF,
  LIBERATION_SANS,
  LIBERATION_SANS_NARROW as NARROW,
  LIBERATION_SERIF,
} from './heldout-fonts.js';

// ---- dates and clocks as these documents write them -----------------------------------------------------

const german = (t: HeldoutTruth) => freshDateText(t, 'german');
/** German short weekday, day, month and two-digit year: "Mi 11.06.25". */
export const shortWeekdayDate = (t: HeldoutTruth) =>
  `${WEEKDAYS_DE[weekday(t)]!.slice(0, 2)} ${freshDateText(t, 'germanShortYear')}`;
export const MONTHS_TR = [
  'Ocak',
  'Şubat',
  'Mart',
  'Nisan',
  'Mayıs',
  'Haziran',
  'Temmuz',
  'Ağustos',
  'Eylül',
  'Ekim',
  'Kasım',
  'Aralık',
];
const WEEKDAYS_TR = ['Pazar', 'Pazartesi', 'Salı', 'Çarşamba', 'Perşembe', 'Cuma', 'Cumartesi'];
/** Turkish date, the weekday after it: "11 Haziran 2025 Çarşamba". */
export const turkishDate = (t: HeldoutTruth) =>
  `${t.day} ${MONTHS_TR[t.month - 1]} ${t.year} ${WEEKDAYS_TR[weekday(t)]}`;
/** Portuguese date with dashes, day first: "11-06-2025"; the clock as "14h02". */
export const dashDate = (t: HeldoutTruth) => `${two(t.day)}-${two(t.month)}-${t.year}`;
export const hClock = (t: HeldoutTruth, minutes = 0) => clock(t, minutes).replace(':', 'h');

// ---- UTM: the grid the summary prints, and the degrees a careful engineer converts it to --------------

/**
 * Latitude and longitude (ETRS89 ≈ WGS 84) of a UTM easting and northing in a northern zone, by
 * Krüger's series in n (to n³, well under a millimetre inside a zone): the inverse of `utm`.
 */
export const fromUtm = (zone: number, easting: number, northing: number) => {
  const a = 6_378_137;
  const f = 1 / 298.257223563;
  const k0 = 0.9996;
  const n = f / (2 - f);
  const big = (a / (1 + n)) * (1 + n ** 2 / 4 + n ** 4 / 64);
  const beta = [n / 2 - (2 * n ** 2) / 3 + (37 * n ** 3) / 96, n ** 2 / 48 + n ** 3 / 15, (17 * n ** 3) / 480];
  const delta = [2 * n - (2 * n ** 2) / 3 - 2 * n ** 3, (7 * n ** 2) / 3 - (8 * n ** 3) / 5, (56 * n ** 3) / 15];
  const xi = northing / (k0 * big);
  const eta = (easting - 500_000) / (k0 * big);
  let xi1 = xi;
  let eta1 = eta;
  beta.forEach((b, index) => {
    const j = 2 * (index + 1);
    xi1 -= b * Math.sin(j * xi) * Math.cosh(j * eta);
    eta1 -= b * Math.cos(j * xi) * Math.sinh(j * eta);
  });
  const chi = Math.asin(Math.sin(xi1) / Math.cosh(eta1));
  const phi = delta.reduce((sum, d, index) => sum + d * Math.sin(2 * (index + 1) * chi), chi);
  const lambda0 = (zone - 1) * 6 - 180 + 3;
  return { lat: (phi * 180) / Math.PI, lng: lambda0 + (Math.atan(Math.sinh(eta1) / Math.cos(xi1)) * 180) / Math.PI };
};
/** Degrees and minutes (4 decimals) of a value converted from the grid. */
const minutesOf = (value: number): Degrees => {
  const g = Math.floor(value);
  return { g, m: round4((value - g) * 60) };
};

/**
 * The summary's rows on this page: days before the test, minutes from its clock, Evd factor (1 is the
 * test), metres east and north of its point.
 */
export const SUMMARY_ROWS: [number, number, number, number, number][] = [
  [-1, -242, 1.12, -96, -41],
  [-1, -205, 0.9, -84, -33],
  [-1, -163, 1.21, -71, -27],
  [-1, -121, 0.95, -58, -19],
  [0, -96, 1.07, -37, -14],
  [0, -61, 0.83, -24, -9],
  [0, -27, 1.16, -11, -4],
  [0, 0, 1, 0, 0],
  [0, 31, 0.92, 12, 6],
  [0, 58, 1.24, 25, 10],
  [0, 94, 0.88, 38, 15],
];
/** The circled row's index. */
export const SUMMARY_TEST_ROW = SUMMARY_ROWS.findIndex((row) => row[2] === 1);
export const summaryRow = (
  t: HeldoutTruth,
  [days, minutes, factor, east, north]: [number, number, number, number, number],
  index: number,
) => {
  const grid = utm(t.lat, t.lng);
  const evd = factor === 1 ? t.evd : Math.round(t.evd * factor * 10) / 10;
  // The day before: an afternoon's tests. The test's day: the earlier ones closer together when the
  // test was early, so none falls before half past five.
  const afterSix = t.hour * 60 + t.minute - 330;
  const spread = minutes < 0 ? Math.min(1, Math.max(0.1, afterSix / 96)) : 1;
  const time = days < 0 ? clock({ ...t, hour: 13, minute: 10 }, minutes + 242) : clock(t, Math.round(minutes * spread));
  return {
    number: Number(testNumber(t)) + 300 - SUMMARY_TEST_ROW + index,
    date: german(daysAfter(t, days)),
    clock: time,
    zone: Number.parseInt(grid.zone, 10),
    easting: grid.easting + east,
    northing: grid.northing + north,
    evd,
    settlement: factor === 1 ? t.settlement : Math.round((22.5 / evd) * 1000) / 1000,
    sv: factor === 1 ? t.sv : Math.round((t.sv + 0.09 * (index - SUMMARY_TEST_ROW)) * 100) / 100,
  };
};
/** The answer from the circled row's printed easting and northing. */
const fromSummary = (t: HeldoutTruth) => {
  const row = summaryRow(t, SUMMARY_ROWS[SUMMARY_TEST_ROW]!, SUMMARY_TEST_ROW);
  const { lat, lng } = fromUtm(row.zone, row.easting, row.northing);
  return expectedFor(t, t.evd, { lat: minutesOf(lat), lng: minutesOf(lng) });
};

// ---- the mobile printer that breaks its lines at 32 characters, wherever that falls ---------------------

export const PRINTER_COLUMNS = 32;
/** A line as the printer puts it on the strip: cut every 32 characters, in words and numbers alike. */
export const hardWrap = (text: string) =>
  Array.from({ length: Math.ceil(text.length / PRINTER_COLUMNS) }, (_, index) =>
    text.slice(index * PRINTER_COLUMNS, (index + 1) * PRINTER_COLUMNS),
  );
/** The Evd line: its label fills 30 columns, so the break falls after the value's first two characters. */
export const PRINTER_EVD_LABEL = 'Evd (dyn. Verformungsmodul) = ';

// ---- the accredited report's expanded uncertainties (k = 2) -----------------------------------------------

export const uncertainty = (t: HeldoutTruth) => ({
  evd: Math.max(0.5, Math.round(t.evd * 0.06 * 10) / 10),
  settlement: Math.round(t.settlement * 0.04 * 1000) / 1000,
  sv: Math.round(t.sv * 0.05 * 100) / 100,
});

// ---- shapes ------------------------------------------------------------------------------------------------

const TFT_COLOURS = ['rgb(214,40,40)', 'rgb(30,150,60)', 'rgb(30,90,210)'];
/** The settlement plot's tick labels (s in mm, downwards; t in ms). */
const plotTicks = (t: HeldoutTruth) => {
  const top = Math.ceil((Math.max(...t.drops) * 1.2) / 0.25) * 0.25;
  const s = Array.from({ length: Math.round(top / 0.25) + 1 }, (_, index) => index * 0.25);
  return { top, s, ms: [0, 10, 20, 30, 40] };
};
/** What the TFT's plot shows as text: tick labels, axis names and the Evd box. */
export const tftPlotSays = (t: HeldoutTruth) => {
  const { s, ms } = plotTicks(t);
  return [
    ...s.map((value) => value.toFixed(2)),
    's [mm]',
    ...ms.map(String),
    't [ms]',
    'Evd',
    fixed(t.evd, 1, false),
    'MN/m²',
  ].join('\n');
};
/**
 * The colour TFT's plot: settlement (downwards) over time for the three drops in red, green and blue,
 * each a pulse with a small rebound; in its lower right corner a yellow box with Evd, large.
 */
const tftPlot = (t: HeldoutTruth) => (box: Box, drawing: Drawing) => {
  const size = drawing.fontSize;
  const { top, s, ms } = plotTicks(t);
  const left = box.x + size * 2.6;
  const right = box.x + box.width - size * 0.4;
  const upper = box.y + size * 1.2;
  const lower = box.y + box.height - size * 1.4;
  const x = (value: number) => left + ((right - left) * value) / 40;
  const y = (value: number) => upper + ((lower - upper) * value) / top;
  const grid = 'rgb(205,210,220)';
  const parts = [
    `<rect x="${left}" y="${upper}" width="${right - left}" height="${lower - upper}" fill="rgb(255,255,255)" stroke="${grid}"/>`,
  ];
  for (const value of s) {
    parts.push(`<line x1="${left}" y1="${y(value)}" x2="${right}" y2="${y(value)}" stroke="${grid}"/>`);
    parts.push(svgText(value.toFixed(2), box.x, y(value) + size * 0.3, size * 0.7, drawing.ink));
  }
  for (const value of ms)
    parts.push(svgText(String(value), x(value) - size * 0.3, lower + size * 1.0, size * 0.7, drawing.ink));
  parts.push(svgText('s [mm]', box.x, upper - size * 0.5, size * 0.7, drawing.ink));
  parts.push(svgText('t [ms]', right - size * 3, lower + size * 1.0, size * 0.7, drawing.ink));
  t.drops.forEach((drop, index) => {
    const peak = 9 + index * 0.5;
    const points = Array.from({ length: 81 }, (_, step) => {
      const ms = step / 2;
      const pulse = Math.exp(-(((ms - peak) / 4.2) ** 2));
      const settled = ms > peak ? 0.12 * (1 - Math.exp(-(ms - peak) / 3)) : 0;
      return `${x(ms).toFixed(1)},${y(drop * Math.max(pulse, settled)).toFixed(1)}`;
    });
    parts.push(
      `<polyline points="${points.join(' ')}" fill="none" stroke="${TFT_COLOURS[index]}" stroke-width="2.5"/>`,
    );
  });
  // The Evd box in the lower right corner, where the curves have long come back up.
  const w = size * 6.2;
  const h = size * 3.6;
  const bx = right - w - size * 0.3;
  const by = lower - h - size * 0.3;
  parts.push(
    `<rect x="${bx}" y="${by}" width="${w}" height="${h}" rx="${size * 0.3}" fill="rgb(255,214,0)" stroke="rgb(60,60,60)"/>`,
  );
  parts.push(svgText('Evd', bx + size * 0.3, by + size * 1.0, size * 0.8, drawing.ink, ' font-weight="bold"'));
  parts.push(
    svgText(fixed(t.evd, 1, false), bx + size * 0.3, by + size * 2.7, size * 1.7, drawing.ink, ' font-weight="bold"'),
  );
  parts.push(svgText('MN/m²', bx + w - size * 3.1, by + size * 1.0, size * 0.8, drawing.ink));
  return parts.join('');
};

/**
 * The strip's end curling up towards the camera: a shadow growing over the last `up` line heights
 * and a bright edge where the paper bends (the last line's figure, over the text).
 */
const curl = (up: number) => (box: Box, drawing: Drawing) => {
  const size = drawing.fontSize;
  const from = box.y - up * size * 1.5;
  const to = box.y + box.height + size * 1.2;
  return [
    '<defs><linearGradient id="curl" x1="0" y1="0" x2="0" y2="1">',
    '<stop offset="0" stop-color="rgb(90,80,60)" stop-opacity="0"/>',
    '<stop offset="0.55" stop-color="rgb(90,80,60)" stop-opacity="0.12"/>',
    '<stop offset="1" stop-color="rgb(90,80,60)" stop-opacity="0.3"/>',
    '</linearGradient></defs>',
    `<rect x="0" y="${from.toFixed(1)}" width="${drawing.width}" height="${(to - from).toFixed(1)}" fill="url(#curl)"/>`,
    `<rect x="0" y="${(from + (to - from) * 0.45).toFixed(1)}" width="${drawing.width}" height="${(size * 0.3).toFixed(1)}" fill="rgb(255,255,255)" opacity="0.25"/>`,
  ].join('');
};

/**
 * A ballpoint loop around the line below this zero-height figure, drawn by hand: straight above and
 * below the text, round at the ends just outside it, its end running a little past its start.
 */
const ballpointRing = (box: Box, drawing: Drawing) => {
  const size = drawing.fontSize;
  const r = size * 0.95;
  const cy = box.y + size * 0.75;
  const left = box.x - size * 0.15;
  const right = box.x + box.width + size * 0.15;
  const top = cy - r;
  const bottom = cy + r;
  const path = [
    `M ${(left + r * 1.6).toFixed(1)} ${(top - 2).toFixed(1)}`,
    `L ${(right - r).toFixed(1)} ${top.toFixed(1)}`,
    `A ${r.toFixed(1)} ${r.toFixed(1)} 0 0 1 ${(right - r).toFixed(1)} ${bottom.toFixed(1)}`,
    `L ${(left + r).toFixed(1)} ${(bottom + 1.5).toFixed(1)}`,
    `A ${r.toFixed(1)} ${r.toFixed(1)} 0 0 1 ${(left + r).toFixed(1)} ${(top + 1).toFixed(1)}`,
    `L ${(left + r * 3.2).toFixed(1)} ${(top + 3).toFixed(1)}`,
  ].join(' ');
  return `<path d="${path}" fill="none" stroke="rgb(28,46,160)" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/>`;
};

/**
 * Water stains: irregular brownish blots, darker at their tide mark, an older fainter ring around
 * each, at `spots` (x, y as fractions of the page's inner box from its top, radius in font sizes);
 * the last line's figure, over the text.
 */
const waterStains = (spots: [number, number, number][]) => (box: Box, drawing: Drawing) => {
  const size = drawing.fontSize;
  const top = Math.round(size * 1.2);
  const height = box.y + box.height - top;
  const random = seededRandom(spots.length * 97 + Math.round(box.y));
  return spots
    .map(([fx, fy, radius]) => {
      const cx = box.x + box.width * fx;
      const cy = top + height * fy;
      const waves = Array.from({ length: 3 }, (_, index) => [
        index + 2,
        random() * 2 * Math.PI,
        0.06 + random() * 0.08,
      ]);
      const outline = (scale: number) => {
        const points = Array.from({ length: 48 }, (_, step) => {
          const angle = (step / 48) * 2 * Math.PI;
          const r =
            radius *
            size *
            scale *
            (1 + waves.reduce((sum, [k, phase, amount]) => sum + amount! * Math.sin(k! * angle + phase!), 0));
          return `${(cx + r * Math.cos(angle)).toFixed(1)},${(cy + r * 0.8 * Math.sin(angle)).toFixed(1)}`;
        });
        return `M ${points.join(' L ')} Z`;
      };
      return [
        `<path d="${outline(1)}" fill="rgb(196,160,100)" opacity="0.28"/>`,
        `<path d="${outline(1)}" fill="none" stroke="rgb(150,104,48)" stroke-width="3" stroke-linejoin="round" opacity="0.5"/>`,
        `<path d="${outline(1.14)}" fill="none" stroke="rgb(170,130,70)" stroke-width="2" stroke-linejoin="round" opacity="0.25"/>`,
      ].join('');
    })
    .join('');
};

/** Glare on a glossy sleeve: a broad soft band and a narrow streak across the page (over the text). */
const sleeveGlare = (box: Box, drawing: Drawing) => {
  const size = drawing.fontSize;
  const height = box.y + box.height + size * 1.2;
  const w = drawing.width;
  return [
    '<defs><linearGradient id="glare" x1="0" y1="0" x2="1" y2="0">',
    '<stop offset="0" stop-color="rgb(255,255,255)" stop-opacity="0"/>',
    '<stop offset="0.5" stop-color="rgb(255,255,255)" stop-opacity="0.62"/>',
    '<stop offset="1" stop-color="rgb(255,255,255)" stop-opacity="0"/>',
    '</linearGradient></defs>',
    `<g transform="rotate(28 ${(w * 0.62).toFixed(1)} ${(height * 0.2).toFixed(1)})">`,
    `<rect x="${(w * 0.52).toFixed(1)}" y="${(-height * 0.4).toFixed(1)}" width="${(w * 0.2).toFixed(1)}" height="${(height * 1.8).toFixed(1)}" fill="url(#glare)"/>`,
    '</g>',
    `<g transform="rotate(28 ${(w * 0.2).toFixed(1)} ${(height * 0.75).toFixed(1)})">`,
    `<rect x="${(w * 0.17).toFixed(1)}" y="${(height * 0.45).toFixed(1)}" width="${(w * 0.03).toFixed(1)}" height="${(height * 0.6).toFixed(1)}" fill="url(#glare)"/>`,
    '</g>',
  ].join('');
};

/** A map tile in the app: blocks, two roads and a red pin in the middle. */
const mapTile = (box: Box) => {
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  return [
    `<rect x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" rx="12" fill="rgb(226,232,220)"/>`,
    `<path d="M ${box.x} ${(cy + 20).toFixed(1)} L ${box.x + box.width} ${(cy - 30).toFixed(1)}" stroke="rgb(255,255,255)" stroke-width="14"/>`,
    `<path d="M ${(cx - 60).toFixed(1)} ${box.y} L ${(cx + 10).toFixed(1)} ${box.y + box.height}" stroke="rgb(250,226,150)" stroke-width="10"/>`,
    `<path d="M ${cx} ${cy} c -14 -20 -14 -40 0 -40 c 14 0 14 20 0 40 z" fill="rgb(220,50,50)"/>`,
    `<circle cx="${cx}" cy="${cy - 27}" r="5" fill="rgb(255,255,255)"/>`,
  ].join('');
};
/** The share sheet's dimming of the app behind it: everything above this zero-height figure. */
const scrim = (box: Box, drawing: Drawing) => {
  const housing = Math.round(drawing.fontSize * 2.5);
  return `<rect x="${housing}" y="${housing}" width="${drawing.width}" height="${(box.y - housing).toFixed(1)}" fill="rgb(0,0,0)" opacity="0.2"/>`;
};
/** The share targets' round icons above their names. */
const SHARE_TARGETS: [string, string][] = [
  ['WhatsApp', 'rgb(37,211,102)'],
  ['Gmail', 'rgb(234,67,53)'],
  ['Drive', 'rgb(30,142,62)'],
  ['Bluetooth', 'rgb(0,130,252)'],
];
const shareIcons = (box: Box) =>
  SHARE_TARGETS.map(
    ([, colour], index) =>
      `<circle cx="${(box.x + box.width * (0.125 + index * 0.25)).toFixed(1)}" cy="${(box.y + box.height / 2).toFixed(1)}" r="${(box.height * 0.36).toFixed(1)}" fill="${colour}"/>`,
  ).join('');

// ---- the form filled in one character per box ---------------------------------------------------------------

const FORM_FONT_SIZE = 21;
const FORM_WIDTH = 940;
const FORM_INNER = FORM_WIDTH - 2 * Math.round(FORM_FONT_SIZE * 1.2);
const BOX = FORM_FONT_SIZE * 1.35;
const BLUE = 'rgb(26,46,150)';
const GREY = 'rgb(90,90,98)';
/**
 * A form row: the printed label, then `pattern` from x fraction `from`: characters in [brackets]
 * stand one a box, written by hand (a space leaves the box empty); the others are printed between
 * the boxes. `says` is the row as read: label and pattern without brackets.
 */
export const formRow = (label: string, pattern: string, random: () => number, from = 0.34): Line => {
  const cells: Cell[] = [{ ...at(label, 0), ink: GREY }];
  const boxes: number[] = [];
  let x = FORM_INNER * from;
  // Boxed characters one a box; the printed text between them as runs, a space a small gap.
  for (const [, boxed, printed] of pattern.matchAll(/\[([^\]]*)\]|([^[]+)/g)) {
    if (boxed !== undefined)
      for (const char of boxed) {
        boxes.push(x);
        if (char !== ' ')
          cells.push({
            ...at(char, (x + BOX * 0.3) / FORM_INNER),
            font: LIBERATION_SERIF,
            ink: BLUE,
            italic: true,
            shift: Math.round((random() * 0.18 - 0.1) * 100) / 100,
          });
        x += BOX;
      }
    else {
      const text = printed!.trim();
      const before = printed!.length - printed!.trimStart().length;
      x += before * FORM_FONT_SIZE * 0.4;
      if (text) cells.push({ ...at(text, (x + 2) / FORM_INNER), ink: GREY });
      x += text.length * FORM_FONT_SIZE * 0.56 + (printed!.length - before - text.length) * FORM_FONT_SIZE * 0.4 + 4;
    }
  }
  const svg = (box: Box) =>
    boxes
      .map(
        (left) =>
          `<rect x="${(box.x + left).toFixed(1)}" y="${(box.y + box.height * 0.1).toFixed(1)}" width="${BOX.toFixed(1)}" height="${(box.height * 0.8).toFixed(1)}" fill="none" stroke="rgb(150,160,190)" stroke-width="1.4"/>`,
      )
      .join('');
  // Written a little larger than the form's print, as hands do.
  return {
    ...figure(1.25, svg, `${label} ${pattern.replace(/[[\]]/g, '').replace(/ {2,}/g, ' ').trim()}`, cells),
    scale: 1.15,
  };
};
/** A value in boxes: `integer` boxes before the printed comma (leading ones empty), then the decimals. */
export const boxedNumber = (value: number, integer: number, decimals: number) => {
  const [whole, fraction] = value.toFixed(decimals).split('.');
  return `[${whole!.padStart(integer, ' ')}],[${fraction}]`;
};

// ---- the layouts -------------------------------------------------------------------------------------

export const eighthHeldoutLayouts: HeldoutLayout[] = [
  {
    // Another maker's device with a colour TFT: a blue title bar with the device, the weekday and a
    // short date ("Mi 11.06.25 14:02"), a plot of the three drops' settlement over time in red, green
    // and blue with its tick labels, the Evd in a yellow box in the plot's lower right corner
    // (decimal point), the single settlements coloured like their curves under it, the mean and s/v,
    // the requirement, a GPS status line ("N50°07.407 E014°34.073", satellites, HDOP) and battery and
    // calibration.
    name: 'Farb-TFT Stoßkurven, Evd im Eckkasten',
    half: 'development',
    draw: (t) => {
      const lat = degreesMinutes(t.lat, 3);
      const lng = degreesMinutes(t.lng, 3);
      const white = 'rgb(255,255,255)';
      return {
        font: SANS,
        fontSize: 20,
        width: 720,
        background: 'rgb(244,246,250)',
        ink: 'rgb(20,24,32)',
        display: { housing: 'rgb(40,46,58)' },
        lines: [
          {
            ...line(
              { ...at(`DPM-3 · Test ${Number(testNumber(t))}`, 0), ink: white },
              { ...at(`${shortWeekdayDate(t)}  ${clock(t)}`, 1, 'end'), ink: white },
            ),
            bold: true,
            fill: 'rgb(0,74,140)',
          },
          figure(7, tftPlot(t), tftPlotSays(t)),
          line(
            ...t.drops.map((drop, index) => ({
              ...at(`s${index + 1} ${mm(drop, false)}`, index * 0.27),
              ink: TFT_COLOURS[index],
            })),
            at('mm', 0.82),
          ),
          line(at(`s = ${mm(t.settlement, false)} mm`, 0), at(`s/v = ${fixed(t.sv, 2, false)} ms`, 0.45)),
          line(at(`Soll ≥ ${REQUIRED} MN/m²`, 0), {
            ...at(passes(t) ? 'OK' : 'NICHT OK', 1, 'end'),
            ink: passes(t) ? 'rgb(20,130,50)' : 'rgb(200,30,30)',
          }),
          {
            ...line(
              at(`GPS N${lat.g}°${lat.minutes} E${String(lng.g).padStart(3, '0')}°${lng.minutes}`, 0),
              at(`Sat ${6 + (t.second % 7)}  HDOP ${(0.8 + (t.minute % 9) / 10).toFixed(1)}`, 1, 'end'),
            ),
            scale: 0.85,
            fill: 'rgb(222,226,234)',
          },
          { ...line(at(`Akku ${battery(t)} %`, 0), at(`Kal. ${calibrated(t)}`, 1, 'end')), scale: 0.8 },
        ],
      };
    },
    expected: printedAs((value) => degreesMinutes(value, 3)),
  },
  {
    // A Turkish subcontractor's protocol ("Hafif düşen ağırlık deneyi"): the date with the month
    // written out and the weekday after it ("11 Haziran 2025 Çarşamba"), "Saat 14:02", the position
    // in degrees, minutes and seconds with K (Kuzey, north) and D (Doğu, east), the settlements
    // ("çökme"), their mean, s/v, "Dinamik deformasyon modülü Evd", the requirement with "UYGUN",
    // plate and weight, the calibration date, the print date with its clock and the page.
    name: 'Türkçe deney raporu',
    half: 'development',
    draw: (t) => {
      const lat = degreesMinutesSeconds(t.lat, 1);
      const lng = degreesMinutesSeconds(t.lng, 1);
      const comma = (text: string) => text.replace('.', ',');
      const pair = labelValue(0.44);
      return {
        font: SANS_CONDENSED,
        fontSize: 19,
        width: 980,
        background: 'rgb(255,255,253)',
        ink: 'rgb(24,24,30)',
        lines: [
          { ...line('HAFİF DÜŞEN AĞIRLIK DENEYİ – DENEY RAPORU'), bold: true, scale: 1.2 },
          { ...line('Yıldız Altyapı İnşaat Ltd. Şti. · Almanya Şubesi · Cihaz No. 3318'), scale: 0.85 },
          rule,
          pair('Şantiye', 'B 27 genişletme, kesim 3, taban'),
          pair('Deney noktası', `DN-${Number(testNumber(t))}`),
          pair('Tarih', turkishDate(t)),
          pair('Saat', clock(t)),
          pair('Enlem', `${lat.g}° ${lat.min}' ${comma(lat.sec)}" K`),
          pair('Boylam', `${lng.g}° ${lng.min}' ${comma(lng.sec)}" D`),
          rule,
          ...results(t, pair, [
            'Çökmeler s1 / s2 / s3',
            'Ortalama çökme s',
            's/v oranı',
            'Dinamik deformasyon modülü Evd',
          ]),
          pair('Gerekli değer', `Evd ≥ ${REQUIRED} MN/m² – ${passes(t) ? 'UYGUN' : 'UYGUN DEĞİL'}`),
          pair('Plaka / ağırlık', 'Ø 300 mm / 10 kg'),
          rule,
          {
            ...line(
              at(`Kalibrasyon: ${calibrated(t)} · Yazdırıldı: ${german(daysAfter(t, 1))} 08:10`, 0),
              at('Sayfa 1/1', 1, 'end'),
            ),
            scale: 0.8,
          },
        ],
      };
    },
    expected: printedAs((value) => degreesMinutesSeconds(value, 1)),
  },
  {
    // A 32-column mobile printer that cuts its lines every 32 characters wherever that falls: the
    // Evd line's label fills 30 columns, so its value is split after two characters ("…= 48" /
    // ",2 MN/m2"), the header, the requirement and the validity date break too; ASCII only
    // ("Geraet", "MN/m2", ">="). The date and clock with seconds, the position in decimal degrees,
    // single settlements, mean, s/v, the print clock a minute after the test. The strip's end
    // curls up towards the camera.
    name: 'Thermostreifen hart umbrochen, eingerollt',
    half: 'development',
    draw: (t) => {
      const lat = decimalDegrees(t.lat, 5);
      const lng = decimalDegrees(t.lng, 5);
      const printed = [
        'LFG-Mini Leichtes Fallgewichtsgeraet 10 kg',
        'Seriennr. 21-0448  Firmware 1.07',
        '-'.repeat(PRINTER_COLUMNS),
        `Datum/Zeit: ${german(t)} ${clockSeconds(t)}`,
        `Messpunkt: ${Number(testNumber(t))}`,
        `Pos. N${lat.text} E${lng.text}`,
        `s1=${mm(t.drops[0], true)} s2=${mm(t.drops[1], true)} s3=${mm(t.drops[2], true)}`,
        `Setzung s: ${mm(t.settlement, true)} mm`,
        `s/v: ${fixed(t.sv, 2, true)} ms`,
        `${PRINTER_EVD_LABEL}${fixed(t.evd, 1, true)} MN/m2`,
        `Anforderung Evd >= ${REQUIRED},0 MN/m2 ${passes(t) ? 'erfuellt' : 'NICHT erfuellt'}`,
        `Kalibrierung gueltig bis ${german(daysAfter(t, 160))}`,
        '-'.repeat(PRINTER_COLUMNS),
        'Pruefer: ____________________',
        `Druck ${german(t)} ${clock(t, 1)}`,
      ];
      return {
        font: MONO,
        fontSize: 22,
        width: 500,
        background: 'rgb(246,244,236)',
        ink: 'rgb(52,52,64)',
        lines: [...printed.flatMap(hardWrap).map((text) => line(text)), figure(0.6, curl(4))],
      };
    },
    expected: printedAs((value) => decimalDegrees(value, 5)),
  },
  {
    // Page 2 of 4 of a lab's summary of the tests on a site: the position of every test as UTM
    // easting and northing in whole metres (ETRS89, the zone in the header, EPSG code), tests of
    // the day before and of the test's day, the test's row circled in blue ballpoint and a note
    // under the table. The answer's position is the circled row's easting and northing converted
    // to degrees and minutes (decision 0751).
    name: 'Ergebnisübersicht UTM, Zeile eingekreist',
    half: 'development',
    draw: (t) => {
      const rows = SUMMARY_ROWS.map((offsets, index) => summaryRow(t, offsets, index));
      const zone = rows[0]!.zone;
      const columns = [0, 0.06, 0.17, 0.26, 0.39, 0.53, 0.63, 0.73, 0.86];
      const cells = (texts: string[]): Line => line(...texts.map((text, i) => at(text, columns[i]!)));
      const test = rows[SUMMARY_TEST_ROW]!;
      return {
        font: NARROW,
        fontSize: 17,
        width: 1000,
        background: 'rgb(255,255,255)',
        ink: 'rgb(22,22,28)',
        lines: [
          {
            ...line(
              at('Anlage 3 – Ergebnisübersicht dynamische Plattendruckversuche', 0),
              at('Blatt 2 von 4', 1, 'end'),
            ),
            bold: true,
          },
          line(
            at('BV Erschließung Wohngebiet Am Mühlbach, Planum Straße A–C', 0),
            at(`Stand ${german(daysAfter(t, 3))}`, 1, 'end'),
          ),
          { ...line(`Lagebezug: ETRS89 / UTM Zone ${zone}N (EPSG:${25800 + zone}), Koordinaten in m`), scale: 0.9 },
          rule,
          {
            ...cells([
              'Nr.',
              'Datum',
              'Uhrzeit',
              'Ostwert E',
              'Nordwert N',
              's [mm]',
              's/v [ms]',
              'Evd [MN/m²]',
              'Bewertung',
            ]),
            bold: true,
            fill: 'rgb(228,232,238)',
          },
          ...rows.flatMap((row, index) => [
            ...(index === SUMMARY_TEST_ROW ? [figure(0, ballpointRing)] : []),
            cells([
              String(row.number),
              row.date,
              row.clock,
              String(row.easting),
              String(row.northing),
              mm(row.settlement, true),
              fixed(row.sv, 2, true),
              fixed(row.evd, 1, true),
              row.evd >= REQUIRED ? 'erfüllt' : 'nicht erfüllt',
            ]),
          ]),
          rule,
          { ...line(`Anforderung: Evd ≥ ${REQUIRED} MN/m² (ZTV E-StB), Fortsetzung auf Blatt 3`), scale: 0.9 },
          line({
            ...at(`↑ Nr. ${test.number} = unser Abschnitt, abgenommen  R. K.`, 0.3),
            font: LIBERATION_SERIF,
            ink: 'rgb(28,46,160)',
            italic: true,
          }),
        ],
      };
    },
    expected: fromSummary,
  },
  {
    // An accredited lab's test report (DIN EN ISO/IEC 17025): every result with its expanded
    // uncertainty (k = 2) — "Evd = 48,2 ± 2,9 MN/m²" in the results table and in the conclusion —,
    // the test's date and clock with "MESZ"/"MEZ", the position in decimal degrees with a decimal
    // comma, the accreditation number, the report number and the date of issue.
    name: 'Prüfbericht mit Messunsicherheit',
    half: 'development',
    draw: (t) => {
      const lat = decimalDegrees(t.lat, 6, true);
      const lng = decimalDegrees(t.lng, 6, true);
      const u = uncertainty(t);
      const row = (label: string, value: string, plusMinus: string): Line =>
        line(at(label, 0), at(value, 0.62, 'end'), at(plusMinus, 0.68));
      const summer = t.month >= 4 && t.month <= 10;
      const verdict =
        t.evd - u.evd >= REQUIRED
          ? 'erfüllt'
          : t.evd + u.evd < REQUIRED
            ? 'nicht erfüllt'
            : 'nicht eindeutig erfüllt (Messwert im Unsicherheitsbereich)';
      return {
        font: LIBERATION_SANS,
        fontSize: 18,
        width: 1000,
        background: 'rgb(255,255,255)',
        ink: 'rgb(18,22,30)',
        lines: [
          {
            ...line(
              at('Baustofflabor Mitteldeutschland GmbH', 0),
              at(`Prüfbericht PB-${t.year}-${testNumber(t)}`, 1, 'end'),
            ),
            bold: true,
            scale: 1.1,
          },
          {
            ...line('Durch die DAkkS nach DIN EN ISO/IEC 17025 akkreditiertes Prüflaboratorium · D-PL-20417-01-00'),
            scale: 0.8,
          },
          rule,
          line(at('Prüfung', 0), at('Dynamischer Plattendruckversuch nach TP BF-StB Teil B 8.3', 0.3)),
          line(at('Prüfdatum, Uhrzeit', 0), at(`${german(t)}, ${clock(t)} Uhr (${summer ? 'MESZ' : 'MEZ'})`, 0.3)),
          line(at('Prüfstelle', 0), at(`Achse 3, Station 0+${200 + (t.minute % 60) * 5}, Planum`, 0.3)),
          line(at('Koordinaten (WGS 84)', 0), at(`Breite ${lat.text}°   Länge ${lng.text}°`, 0.3)),
          rule,
          { ...row('Kenngröße', 'Messwert', 'Unsicherheit U (k = 2)'), bold: true },
          row('Setzungen s1 / s2 / s3', `${drops(t, true)} mm`, ''),
          row('mittlere Setzung s', `${mm(t.settlement, true)} mm`, `± ${mm(u.settlement, true)} mm`),
          row('s/v', `${fixed(t.sv, 2, true)} ms`, `± ${fixed(u.sv, 2, true)} ms`),
          {
            ...row('Dyn. Verformungsmodul Evd', `${fixed(t.evd, 1, true)} MN/m²`, `± ${fixed(u.evd, 1, true)} MN/m²`),
            bold: true,
          },
          rule,
          line(`Ergebnis: Evd = ${fixed(t.evd, 1, true)} ± ${fixed(u.evd, 1, true)} MN/m² (k = 2).`),
          line(`Anforderung Evd ≥ ${REQUIRED} MN/m²: unter Berücksichtigung der Messunsicherheit`),
          line(`${verdict}.`),
          blank,
          { ...line(at(`Leipzig, ${german(daysAfter(t, 4))}`, 0), at('Seite 1 von 1', 1, 'end')), scale: 0.85 },
        ],
      };
    },
    expected: printedAs((value) => decimalDegrees(value, 6)),
  },
  {
    // A protocol that lay in the rain in the van: brown water stains with darker tide marks over the
    // header, over the s/v and requirement lines and over the signature, their edges through
    // labels; the date without leading zeros ("11.6.2025"), the clock, the position in degrees,
    // minutes and seconds with N/E after, the usual values, the device's calibration and the print
    // date with its clock.
    name: 'Wasserfleck durchnässt',
    half: 'development',
    draw: (t) => {
      const lat = degreesMinutesSeconds(t.lat, 1);
      const lng = degreesMinutesSeconds(t.lng, 1);
      const pair = labelValue(0.4, 0.02);
      const comma = (text: string) => text.replace('.', ',');
      return {
        font: SERIF,
        fontSize: 19,
        width: 880,
        background: 'rgb(250,249,244)',
        ink: 'rgb(26,26,34)',
        lines: [
          { ...line('Protokoll Plattendruckversuch (dynamisch)'), bold: true, scale: 1.15 },
          line(`Baustelle: Kanal- und Straßenbau Lindenstraße, BA ${1 + (t.second % 4)}`),
          rule,
          pair('Messpunkt', `MP ${Number(testNumber(t))}`),
          pair('Datum', `${t.day}.${t.month}.${t.year}`),
          pair('Uhrzeit', `${clock(t)} Uhr`),
          pair('Lage', `${lat.g}° ${lat.min}' ${comma(lat.sec)}" N   ${lng.g}° ${lng.min}' ${comma(lng.sec)}" E`),
          ...results(t, pair, ['Setzungen', 'mittl. Setzung', 's/v', 'Evd']),
          pair('Anforderung', `Evd ≥ ${REQUIRED} MN/m², ${passes(t) ? 'eingehalten' : 'nicht eingehalten'}`),
          pair('Bodentemperatur', `${temperature(t)} °C`),
          rule,
          {
            ...line(`Gerät LFG 4012 · kalibriert ${calibrated(t)} · gedruckt ${german(daysAfter(t, 1))} 07:41`),
            scale: 0.85,
          },
          blank,
          line(at('Unterschrift Prüfer: ______________', 0.02)),
          figure(
            0.5,
            waterStains([
              [0.7, 0.1, 3.2],
              [0.45, 0.6, 2.8],
              [0.66, 0.84, 2.6],
            ]),
          ),
        ],
      };
    },
    expected: printedAs((value) => degreesMinutesSeconds(value, 1)),
  },
  {
    // A pre-printed form filled in by hand, one character per box ("Blockschrift, ein Zeichen je
    // Kästchen"): the date and clock in boxes with printed points and colon between them, the
    // position in degrees and decimal minutes, the settlements, their mean, s/v and Evd in boxes
    // with a printed comma (a leading box left empty), the requirement ticked with an X, the
    // device's number and calibration date in boxes, and the form's own number and issue.
    name: 'Kästchenformular Blockschrift',
    half: 'development',
    draw: (t) => {
      const random = seededRandom(t.second * 41 + t.minute * 7 + t.day);
      const lat = degreesMinutes(t.lat, 3);
      const lng = degreesMinutes(t.lng, 3);
      const minutesBoxes = (minutes: string) => `[${minutes.replace('.', '],[')}]`;
      const calibration = calibrated(t);
      return {
        font: LIBERATION_SANS,
        fontSize: FORM_FONT_SIZE,
        width: FORM_WIDTH,
        background: 'rgb(252,252,248)',
        ink: GREY,
        lines: [
          {
            ...line({ text: 'Formblatt P 8.3 – Dynamischer Plattendruckversuch', ink: 'rgb(20,20,30)' }),
            bold: true,
            scale: 1.15,
          },
          { ...line('Bitte in Blockschrift ausfüllen, je Kästchen ein Zeichen.'), scale: 0.8 },
          rule,
          formRow('Messpunkt Nr.', `[${testNumber(t)}]`, random),
          formRow('Datum', `[${two(t.day)}].[${two(t.month)}].[${t.year}]`, random),
          formRow('Uhrzeit', `[${two(t.hour)}]:[${two(t.minute)}]`, random),
          formRow('Breite N', `[${lat.g}]° ${minutesBoxes(lat.minutes)}'`, random),
          formRow('Länge E', `[${String(lng.g).padStart(2, '0')}]° ${minutesBoxes(lng.minutes)}'`, random),
          formRow('Setzung s1', `${boxedNumber(t.drops[0], 1, 3)} mm`, random),
          formRow('Setzung s2', `${boxedNumber(t.drops[1], 1, 3)} mm`, random),
          formRow('Setzung s3', `${boxedNumber(t.drops[2], 1, 3)} mm`, random),
          formRow('mittlere Setzung s', `${boxedNumber(t.settlement, 1, 3)} mm`, random),
          formRow('s/v', `${boxedNumber(t.sv, 1, 2)} ms`, random),
          formRow('Evd', `${boxedNumber(t.evd, 3, 1)} MN/m²`, random),
          formRow(
            `Evd ≥ ${REQUIRED} MN/m²`,
            passes(t) ? '[X] erfüllt   [ ] nicht erfüllt' : '[ ] erfüllt   [X] nicht erfüllt',
            random,
          ),
          formRow(
            'Gerät Nr. / kalibriert',
            `[4711]   [${calibration.slice(0, 2)}].[${calibration.slice(3, 5)}].[${calibration.slice(6)}]`,
            random,
          ),
          rule,
          {
            ...line(at('Formblatt P 8.3 · Ausgabe 03/2021', 0), at('Unterschrift: ____________', 1, 'end')),
            scale: 0.8,
          },
        ],
      };
    },
    expected: printedAs((value) => degreesMinutes(value, 3)),
  },
  {
    // A protocol in a glossy plastic sleeve, photographed under the site office's lamp: a broad band
    // of glare across its upper right part (over the heading and the date line's end) and a narrow
    // streak lower left; the test in the heading sentence with the weekday and month written out
    // ("vom Mittwoch, 11. Juni 2025, 14:02 Uhr"), the position in degrees and decimal minutes
    // (4 decimals), the usual values, the layer's thickness and the filing note's date.
    name: 'Klarsichthülle mit Lichtreflex',
    half: 'development',
    draw: (t) => {
      const lat = degreesMinutes(t.lat, 4);
      const lng = degreesMinutes(t.lng, 4);
      const pair = labelValue(0.45, 0.02);
      return {
        font: LIBERATION_SANS,
        fontSize: 20,
        width: 920,
        background: 'rgb(236,237,234)',
        ink: 'rgb(24,24,28)',
        lines: [
          { ...line('Tiefbau Brenner GmbH – Eigenüberwachung Erdbau'), bold: true, scale: 1.15 },
          line(
            `Prüfprotokoll Nr. ${Number(testNumber(t))} vom ${WEEKDAYS_DE[weekday(t)]}, ${t.day}. ${MONTHS_DE[t.month - 1]} ${t.year}, ${clock(t)} Uhr`,
          ),
          rule,
          pair('Bauteil', 'Frostschutzschicht, Einbaulage 2 (0,25 m)'),
          pair('Position', `N ${lat.g}° ${lat.minutes}'   E ${lng.g}° ${lng.minutes}'`),
          ...results(t, pair, ['Einzelsetzungen', 'Setzung s (Mittel)', 's/v', 'Evd']),
          pair('Anforderung', `Evd ≥ ${REQUIRED} MN/m²  ${passes(t) ? '✔' : '✘'}`),
          rule,
          { ...line(`Abgelegt: Ordner QS, Register 4 – ${german(daysAfter(t, 2))} 16:30`), scale: 0.85 },
          figure(0.4, sleeveGlare),
        ],
      };
    },
    expected: printedAs((value) => degreesMinutes(value, 4)),
  },
  {
    // A Portuguese contractor's protocol ("Ensaio de carga com placa dinâmica"): the date with dashes
    // ("11-06-2025"), the clock as "14h02", the position as signed decimal degrees
    // ("+50.123456 ; +14.567890"), assentamentos s1–s3, their mean, s/v, "módulo de deformabilidade
    // dinâmico Evd" in MPa, the required minimum, the calibration's validity and the issue line.
    name: 'Boletim de ensaio português',
    half: 'development',
    draw: (t) => {
      const lat = decimalDegrees(t.lat, 6);
      const lng = decimalDegrees(t.lng, 6);
      const pair = labelValue(0.46);
      return {
        font: LIBERATION_SERIF,
        fontSize: 20,
        width: 980,
        background: 'rgb(255,255,255)',
        ink: 'rgb(22,26,40)',
        lines: [
          { ...line('Boletim de ensaio – Carga com placa dinâmica'), bold: true, scale: 1.25 },
          { ...line('Construções Ribeiro & Filhos, Lda. · Obra na Alemanha · Equipamento n.º 5521'), scale: 0.85 },
          rule,
          pair('Obra', 'Parque logístico Nordhafen, plataforma 2'),
          pair('Ponto de ensaio', `P${Number(testNumber(t))}`),
          pair('Data', dashDate(t)),
          pair('Hora', hClock(t)),
          pair('GPS (WGS84)', `+${lat.text} ; +${lng.text}`),
          rule,
          ...results(
            t,
            pair,
            ['Assentamentos s1 / s2 / s3', 'Assentamento médio', 'Relação s/v', 'Módulo de deformabilidade Evd'],
            'MPa',
          ),
          pair('Valor mínimo exigido', `Evd ≥ ${REQUIRED} MPa – ${passes(t) ? 'Conforme' : 'Não conforme'}`),
          pair('Calibração válida até', dashDate(daysAfter(t, 210))),
          rule,
          { ...line(`Emitido em ${dashDate(daysAfter(t, 1))} às 07h35 · Página 1 de 1`), scale: 0.85 },
          {
            ...line(`Gerado por LabSoft 4.2 em ${freshDateText(daysAfter(t, 1), 'iso')} 07:35:12`),
            scale: 0.75,
          },
        ],
      };
    },
    expected: printedAs((value) => decimalDegrees(value, 6)),
  },
  {
    // A screenshot of the device maker's phone app with the share sheet open over its lower part: the
    // phone's status bar (its clock later than the test), the measurement's date with a short weekday,
    // Evd large, s and s/v, the requirement, a map with a pin and the position under it in degrees,
    // minutes and seconds without leading zeros ("N 50° 7' 24.62"  E 14° 34' 4.38""); dimmed behind
    // the white sheet that offers the PDF ("LFG_142_20250611_1402.pdf", its size) to four apps.
    name: 'App-Bildschirmfoto mit Teilen-Menü',
    half: 'development',
    draw: (t) => {
      const lat = degreesMinutesSeconds(t.lat, 2);
      const lng = degreesMinutesSeconds(t.lng, 2);
      const dms = (value: typeof lat) => `${value.g}° ${Number(value.min)}' ${Number(value.sec).toFixed(2)}"`;
      const card = 'rgb(255,255,255)';
      const grey = 'rgb(120,120,130)';
      const sheet = 'rgb(250,250,252)';
      const n = Number(testNumber(t));
      const file = `LFG_${n}_${t.year}${two(t.month)}${two(t.day)}_${two(t.hour)}${two(t.minute)}.pdf`;
      return {
        font: SANS,
        fontSize: 20,
        width: 600,
        background: 'rgb(240,240,245)',
        ink: 'rgb(20,20,26)',
        display: { housing: 'rgb(10,10,12)' },
        lines: [
          { ...line(at(clock(t, 41 + (t.second % 20)), 0), at(`LTE  ${battery(t)} %`, 1, 'end')), scale: 0.8 },
          { ...line(`‹  Messung ${n}`), bold: true, scale: 1.15 },
          {
            ...line({ text: `${WEEKDAYS_DE[weekday(t)]!.slice(0, 2)}., ${german(t)} · ${clock(t)} Uhr`, ink: grey }),
            fill: card,
          },
          { ...line(at('Evd', 0), at(`${fixed(t.evd, 1, true)} MN/m²`, 0.3)), scale: 1.7, bold: true, fill: card },
          { ...line(`s ${mm(t.settlement, true)} mm   ·   s/v ${fixed(t.sv, 2, true)} ms`), fill: card },
          {
            ...line({ text: `Soll ≥ ${REQUIRED} MN/m²  ·  ${passes(t) ? 'erfüllt' : 'nicht erfüllt'}`, ink: grey }),
            fill: card,
          },
          blank,
          figure(4, mapTile),
          { ...line({ text: `N ${dms(lat)}   E ${dms(lng)}`, ink: grey }), scale: 0.9 },
          blank,
          figure(0, scrim),
          { ...line(file), bold: true, fill: sheet },
          { ...line({ text: `PDF-Dokument · ${120 + (t.second % 90)} KB`, ink: grey }), scale: 0.85, fill: sheet },
          { ...figure(1.6, shareIcons), fill: sheet },
          {
            ...line(...SHARE_TARGETS.map(([name], index) => at(name, 0.125 + index * 0.25 - name.length * 0.008))),
            scale: 0.75,
            fill: sheet,
          },
          { ...line('Kopieren'), fill: sheet },
          { ...line('Drucken'), fill: sheet },
          { ...line('In Dateien speichern'), fill: sheet },
        ],
      };
    },
    expected: printedAs((value) => degreesMinutesSeconds(value, 2)),
  },
];
