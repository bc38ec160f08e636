// Ten further held-out layouts for the second OCR test set (issue 38), the sixteenth batch. Written
// without looking at the reader, its tests, its benchmark or the decisions on what it gets wrong,
// and modelled on what light drop-weight devices (TP BF-StB B 8.3), site paperwork and the screens
// results are read on print and show: a Macedonian protocol in Cyrillic ("1 декември 2025 година",
// "14:03 часот", "СГШ" / "ИГД", ETRS89/UTM with the zone before the easting beside the degrees), a
// Luxembourgish one ("Méindeg, den 1. Dezember 2025", "14.03 Auer", "O" for east), a projected
// slide at the site meeting photographed from the audience (the meeting's date and the slide
// number), a spreadsheet filtered down to one row with the Evd cell selected (its formula
// "=RUNDEN(22,5/E14;1)" in the formula bar, a timestamp "2025-12-01T14:03", statistics of all points
// below), a strip photographed in a dark trench in a headlamp's light cone (the clock written with
// points and seconds, "14.03.27", a print clock), a receipt printer's slip with an inverted header
// and double-width Evd, a two-digit-year date "01/12/25" with its format, no GPS and the plate's
// stress in MN/m², a crumpled protocol smoothed out again ("1. Dez. 2025", an Ev2 estimate from the
// Evd), a print preview on a laptop (copies, margins and paper size in the dialog), a lab's summary
// with the test points as columns and one column highlighted, and a web map with the test point's
// popup among other points' values and the mouse position. Each prints numbers of other quantities
// near Evd and dates or clocks that are not the test's (decision 0792).
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
import {
  battery,
  clock,
  clockSeconds,
  decimalDegrees,
  degreesMinutes,
  degreesMinutesSeconds,
  freshDateText,
  mm,
  temperature,
  testNumber,
} from './fresh-heldout-layouts.js';
import { REQUIRED, calibrated, passes, weekday } from './fourth-heldout-layouts.js';
import { daysAfter } from './fifth-heldout-layouts.js';
import { workingDayAfter } from './twelfth-heldout-layouts.js';
import { expectedFor, figure, printedAs, svgText, utm } from './third-heldout-layouts.js';
import { photoOf } from './fourteenth-heldout-layouts.js';
import { cellsOf, linesFor } from './fifteenth-heldout-layouts.js';
import { drawingSvg, seededRandom, xml } from './heldout-photo.js';
import {
  DEJAVU_SANS as SANS,
  DEJAVU_SANS_CONDENSED as CONDENSED,
  DEJAVU_SANS_MONO as MONO,
  LIBERATION_SANS,
  LIBERATION_SERIF,
} from './heldout-fonts.js';

// ---- dates and clocks as these documents write them ---------------------------------------------------

const german = (t: HeldoutTruth) => freshDateText(t, 'german');
/** Macedonian months ("1 декември 2025 година"). */
export const MONTHS_MK = [
  'јануари',
  'февруари',
  'март',
  'април',
  'мај',
  'јуни',
  'јули',
  'август',
  'септември',
  'октомври',
  'ноември',
  'декември',
];
/** "1 декември 2025 година". */
export const macedonianDate = (t: HeldoutTruth) => `${t.day} ${MONTHS_MK[t.month - 1]} ${t.year} година`;
/** "14:03 часот". */
export const macedonianClock = (t: HeldoutTruth) => `${clock(t)} часот`;
export const MONTHS_LB = [
  'Januar',
  'Februar',
  'Mäerz',
  'Abrëll',
  'Mee',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
];
export const WEEKDAYS_LB = ['Sonndeg', 'Méindeg', 'Dënschdeg', 'Mëttwoch', 'Donneschdeg', 'Freideg', 'Samschdeg'];
/** "Méindeg, den 1. Dezember 2025". */
export const luxembourgishDate = (t: HeldoutTruth) =>
  `${WEEKDAYS_LB[weekday(t)]}, den ${t.day}. ${MONTHS_LB[t.month - 1]} ${t.year}`;
/** "14.03 Auer" (hours without a leading zero). */
export const luxembourgishClock = (t: HeldoutTruth) => `${t.hour}.${two(t.minute)} Auer`;
/** The strip's clock with points and seconds, "14.03.27" (not a date: it stands after "ZEIT"). */
export const pointedClock = (t: HeldoutTruth) => `${two(t.hour)}.${two(t.minute)}.${two(t.second)}`;
/** "01/12/25": day, month and two-digit year with slashes. */
export const slashShortYear = (t: HeldoutTruth) => `${two(t.day)}/${two(t.month)}/${String(t.year).slice(2)}`;
/** "2025-12-01T14:03", as a spreadsheet shows an exported timestamp. */
export const isoTimestamp = (t: HeldoutTruth) => `${freshDateText(t, 'iso')}T${clock(t)}`;
export const WEEKDAYS_SHORT_DE = ['So', 'Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa'];

const evdComma = (t: HeldoutTruth) => fixed(t.evd, 1, true);
const comma = (text: string) => text.replace('.', ',');

// ---- positions ------------------------------------------------------------------------------------------

const minutes3 = (value: number) => degreesMinutes(value, 3);
const minutes4 = (value: number) => degreesMinutes(value, 4);
const seconds1 = (value: number) => degreesMinutesSeconds(value, 1);
const degrees5 = (value: number) => decimalDegrees(value, 5);
const degrees5Comma = (value: number) => decimalDegrees(value, 5, true);
const degrees6Comma = (value: number) => decimalDegrees(value, 6, true);

/** ETRS89/UTM as German surveying offices write it: the zone's number before the easting, "32 512 345". */
export const etrsUtm = (t: HeldoutTruth) => {
  const grid = utm(t.lat, t.lng);
  const zone = Number.parseInt(grid.zone, 10);
  const spaced = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return { zone, east: `${zone} ${spaced(grid.easting)}`, north: spaced(grid.northing) };
};

/** The web map's mouse position: where the pointer rests, 50–110 m from the test point. */
export const mousePosition = (t: HeldoutTruth) => ({
  lat: t.lat + (0.00038 + (t.second % 5) * 0.00009),
  lng: t.lng - (0.00052 + (t.minute % 5) * 0.00011),
});

// ---- other numbers ----------------------------------------------------------------------------------------

/** The plate's normal stress under the drop (0.1 MN/m² by the standard): same unit as Evd. */
export const PLATE_STRESS = '0,100';
/** The static Ev2 a correlation table gives for the measured Evd (an estimate, printed beside it). */
export const ev2Estimate = (t: HeldoutTruth) => Math.round(t.evd * 2.2);
/** The statistics block below the spreadsheet: all points of the area, not the filtered one. */
export const areaFigures = (t: HeldoutTruth) => ({
  count: 18 + (t.second % 9),
  mean: Math.round((t.evd + 4.2 + (t.second % 5)) * 10) / 10,
  minimum: Math.round(t.evd * 0.64 * 10) / 10,
  maximum: Math.round((t.evd * 1.41 + 3) * 10) / 10,
  share: 71 + (t.minute % 23),
});
/** The spreadsheet row the filter left visible (the point's row among the area's). */
export const sheetRowOf = (t: HeldoutTruth) => 3 + (t.second % 17);

/** The summary's five points as columns: the marked one is the test, the others minutes apart. */
export const SUMMARY_FACTORS = [1.18, 0.87, 1.09, 0.92, 1.23];
export const markedColumn = (t: HeldoutTruth) => t.second % 5;
export const summaryColumns = (t: HeldoutTruth) => {
  const marked = markedColumn(t);
  return SUMMARY_FACTORS.map((factor, index) => {
    const offset = index - marked;
    if (offset === 0) return { number: Number(testNumber(t)), clock: clock(t), lat: t.lat, lng: t.lng, ...resultOf(t) };
    const evd = Math.round(t.evd * factor * 10) / 10;
    return {
      number: Number(testNumber(t)) + offset,
      clock: clock(t, offset * 14 + (offset > 0 ? 3 : 0)),
      lat: t.lat + offset * 0.00041,
      lng: t.lng - offset * 0.00057,
      evd,
      settlement: Math.round((22.5 / evd) * 1000) / 1000,
      sv: Math.round((t.sv + offset * 0.17) * 100) / 100,
    };
  });
};
const resultOf = (t: HeldoutTruth) => ({ evd: t.evd, settlement: t.settlement, sv: t.sv });

/** The web map's other points around the test point: number offset, Evd factor, pixel offset. */
export const MAP_NEIGHBOURS: [number, number, number, number][] = [
  [-3, 0.82, -0.3, 0.22],
  [-2, 1.12, -0.16, 0.28],
  [-1, 1.27, 0.12, 0.24],
  [1, 0.9, 0.27, 0.18],
  [2, 1.05, 0.34, -0.08],
];
export const mapNeighbours = (t: HeldoutTruth) =>
  MAP_NEIGHBOURS.map(([offset, factor, dx, dy]) => ({
    number: Number(testNumber(t)) + offset,
    evd: Math.round(t.evd * factor * 10) / 10,
    dx,
    dy,
  }));

// ---- drawings inside the layouts -------------------------------------------------------------------------

/** The slide projected at the site meeting (its own drawing, shown on the screen in the room). */
export const meetingSlide = (t: HeldoutTruth): Drawing => {
  const lat = degrees5Comma(t.lat);
  const lng = degrees5Comma(t.lng);
  const pair = labelValue(0.36);
  const meeting = workingDayAfter(t, 3);
  const grey = 'rgb(96,100,112)';
  return {
    font: SANS,
    fontSize: 22,
    width: 900,
    background: 'rgb(234,235,228)',
    ink: 'rgb(44,48,62)',
    lines: [
      { ...line('TOP 3 · Erdbau: Verdichtungsnachweis Planum'), bold: true, scale: 1.2, fill: 'rgb(206,214,226)' },
      { ...line({ ...at('Dynamischer Plattendruckversuch (TP BF-StB B 8.3)', 0), ink: grey }), scale: 0.8 },
      rule,
      pair('Prüfpunkt', `MP ${Number(testNumber(t))} · Achse D/7`),
      pair('Datum / Uhrzeit', `${german(t)} · ${clock(t)} Uhr`),
      pair('Lage', `${lat.text}° N   ${lng.text}° O`),
      ...results(t, pair, ['Setzungen s1–s3', 'mittlere Setzung s', 's/v', 'Evd']),
      pair('Anforderung', `Evd ≥ ${REQUIRED} MN/m²  →  ${passes(t) ? 'erfüllt' : 'nicht erfüllt'}`),
      blank,
      {
        ...line(
          { ...at(`Baubesprechung Nr. ${17 + (t.minute % 20)} · ${german(meeting)}`, 0), ink: grey },
          { ...at('Folie 7/15', 1, 'end'), ink: grey },
        ),
        scale: 0.7,
      },
    ],
  };
};

/** The strip of another maker's device, found in the trench (points in its clock, EVD in capitals). */
export const trenchStrip = (t: HeldoutTruth): Drawing => {
  const lat = minutes4(t.lat);
  const lng = minutes4(t.lng);
  return {
    font: MONO,
    fontSize: 19,
    width: 400,
    background: 'rgb(246,245,240)',
    ink: 'rgb(36,36,44)',
    lines: [
      { ...line('DYN-PLATTE 300  V4.2'), bold: true },
      line(`GERAET 22-0417  AKKU ${battery(t)}%`),
      line(`KALIBR. ${calibrated(t)}`),
      rule,
      line(`DAT  ${freshDateText(t, 'germanShortYear')}`),
      line(`ZEIT ${pointedClock(t)}`),
      line(`MP   ${Number(testNumber(t))}`),
      rule,
      line('SETZUNG [MM]'),
      ...t.drops.map((drop, index) => line(`S${index + 1}   ${mm(drop, false)}`)),
      line(`SM   ${mm(t.settlement, false)}`),
      line(`S/V  ${fixed(t.sv, 2, false)} MS`),
      { ...line(`EVD  ${fixed(t.evd, 1, false)} MN/M2`), bold: true },
      line(`SOLL >= ${fixed(REQUIRED, 1, false)} ${passes(t) ? 'OK' : 'NICHT OK'}`),
      rule,
      line(`N${lat.g}°${lat.minutes}'`),
      line(`E${String(lng.g).padStart(3, '0')}°${lng.minutes}'`),
      line(`DRUCK ${clock(t, 2 + (t.second % 3)).replace(':', '.')}`),
    ],
  };
};

/** The protocol on the laptop's print preview (the page the dialog would print). */
export const previewPage = (t: HeldoutTruth): Drawing => {
  const lat = minutes3(t.lat);
  const lng = minutes3(t.lng);
  const pair = labelValue(0.34);
  return {
    font: LIBERATION_SANS,
    fontSize: 18,
    width: 700,
    background: 'rgb(255,255,255)',
    ink: 'rgb(22,22,28)',
    lines: [
      { ...line('Prüfprotokoll dynamischer Plattendruckversuch'), bold: true, scale: 1.15 },
      { ...line('Tiefbau Brenner GmbH · BV Wohnquartier Am Mühlbach, BA 2'), scale: 0.85 },
      rule,
      pair('Prüfpunkt', `P${Number(testNumber(t))}`),
      pair('Datum', `${WEEKDAYS_SHORT_DE[weekday(t)]}, ${german(t)}`),
      pair('Uhrzeit', clockSeconds(t)),
      pair('Breite', `N ${lat.g}° ${comma(lat.minutes)}'`),
      pair('Länge', `E ${lng.g}° ${comma(lng.minutes)}'`),
      ...results(t, pair, ['Setzungen s1 / s2 / s3', 'mittlere Setzung s', 's/v', 'Evd']),
      pair('Anforderung', `Evd ≥ ${REQUIRED} MN/m²`),
      pair('Prüfer', 'T. Wagner'),
      blank,
      {
        ...line(at(`Export ${german(t)} ${clock(t, 12 + (t.second % 30))}`, 0), at('Seite 1/1', 1, 'end')),
        scale: 0.8,
      },
    ],
  };
};

/** The print dialog's settings beside the preview: label and value. */
export const printSettings = (t: HeldoutTruth): [string, string][] => [
  ['Drucker', 'Baucontainer HP LaserJet M402'],
  ['Kopien', String(2 + (t.second % 3))],
  ['Seiten', 'Alle (1 Seite)'],
  ['Ausrichtung', 'Hochformat'],
  ['Papierformat', 'A4 (210 × 297 mm)'],
  ['Skalierung', '100 %'],
  ['Ränder', 'oben 20 mm, unten 15 mm'],
  ['Seiten pro Blatt', '1'],
];

/** The text in the map's popup for the test point. */
export const popupLines = (t: HeldoutTruth) => {
  const lat = degrees5(t.lat);
  const lng = degrees5(t.lng);
  return [
    `Messpunkt ${Number(testNumber(t))}`,
    `${german(t)}, ${clockSeconds(t)}`,
    `Evd ${evdComma(t)} MN/m²`,
    `s ${mm(t.settlement, true)} mm · s/v ${fixed(t.sv, 2, true)} ms`,
    `Soll ≥ ${REQUIRED} MN/m² · ${passes(t) ? 'erfüllt' : 'nicht erfüllt'}`,
    `${lat.text}° N · ${lng.text}° E`,
  ];
};
/** What the map shows besides the popup: labels, other points, scale, attribution, mouse position. */
export const mapSays = (t: HeldoutTruth) => {
  const mouse = mousePosition(t);
  return [
    '+',
    '−',
    'Industriestraße',
    'Am Kanal',
    'Gewerbering',
    'B 214',
    ...mapNeighbours(t).map((point) => `${point.number} · ${fixed(point.evd, 1, true)}`),
    '20 m',
    `Maus: ${comma(mouse.lat.toFixed(5))} / ${comma(mouse.lng.toFixed(5))}`,
    '© OpenStreetMap-Mitwirkende',
  ];
};

// ---- shapes -------------------------------------------------------------------------------------------------

/** The meeting room: the screen with the projected slide, the audience's heads below it. */
const meetingRoom = (slide: Drawing, scale: number) => (box: Box, drawing: Drawing) => {
  const size = drawing.fontSize;
  const { width, height } = drawingSvg(slide);
  const slideX = box.x + (box.width - width * scale) / 2;
  const slideY = box.y + size * 1.5;
  const pad = size * 1.2;
  const screenBottom = slideY + height * scale + pad;
  const heads = [0.08, 0.21, 0.36, 0.52, 0.66, 0.81, 0.93].map((at, index) => {
    const cx = box.x + box.width * at;
    const cy = screenBottom + size * (2.6 + (index % 2) * 0.9);
    const r = size * (2 + (index % 3) * 0.3);
    return [
      `<ellipse cx="${cx.toFixed(1)}" cy="${(cy + r * 2.4).toFixed(1)}" rx="${(r * 2.6).toFixed(1)}" ry="${(r * 1.4).toFixed(1)}" fill="rgb(10,10,12)"/>`,
      `<ellipse cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" rx="${(r * 0.85).toFixed(1)}" ry="${r.toFixed(1)}" fill="rgb(14,13,15)"/>`,
    ].join('');
  });
  return [
    // The screen: a slightly darker grey around the projected picture, its black case above.
    `<rect x="${(slideX - pad * 2).toFixed(1)}" y="${(slideY - pad - size * 0.6).toFixed(1)}" width="${(width * scale + pad * 4).toFixed(1)}" height="${(size * 0.6).toFixed(1)}" fill="rgb(8,8,10)"/>`,
    `<rect x="${(slideX - pad * 2).toFixed(1)}" y="${(slideY - pad).toFixed(1)}" width="${(width * scale + pad * 4).toFixed(1)}" height="${(height * scale + pad * 2).toFixed(1)}" fill="rgb(150,150,148)"/>`,
    photoOf(slide, slideX, slideY, scale, 0),
    // The projector's light falling off towards the slide's corners.
    `<defs><radialGradient id="beam"><stop offset="0.55" stop-color="rgb(0,0,0)" stop-opacity="0"/><stop offset="1" stop-color="rgb(0,0,0)" stop-opacity="0.22"/></radialGradient></defs>`,
    `<rect x="${slideX.toFixed(1)}" y="${slideY.toFixed(1)}" width="${(width * scale).toFixed(1)}" height="${(height * scale).toFixed(1)}" fill="url(#beam)"/>`,
    // The audience in front, cut off by the picture's edges as a photo would cut them.
    `<defs><clipPath id="room"><rect x="${box.x.toFixed(1)}" y="${box.y.toFixed(1)}" width="${box.width.toFixed(1)}" height="${box.height.toFixed(1)}"/></clipPath></defs>`,
    `<g clip-path="url(#room)">${heads.join('')}</g>`,
  ].join('');
};

/** Pebbles of the trench's floor inside `box` (seeded). */
const trenchFloor = (box: Box, seed: number) => {
  const random = seededRandom(seed);
  const pebbles: string[] = [];
  for (let index = 0; index < 500; index++) {
    const x = box.x + 12 + random() * (box.width - 24);
    const y = box.y + random() * box.height;
    const rx = 2 + random() * 8;
    const tone = Math.round(random() * 40);
    pebbles.push(
      `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="${rx.toFixed(1)}" ry="${(rx * 0.7).toFixed(1)}" fill="rgb(${70 + tone},${60 + tone},${48 + tone})"/>`,
    );
  }
  return pebbles.join('');
};

/**
 * The strip on the trench's floor between the sheeting's steel plates, lit only by a headlamp: a
 * warm spot over the strip, the light falling off to near black towards the box's edges.
 */
const headlampScene = (t: HeldoutTruth, strip: Drawing) => (box: Box, drawing: Drawing) => {
  const size = drawing.fontSize;
  const { width, height } = drawingSvg(strip);
  const stripX = box.x + (box.width - width) / 2;
  const stripY = box.y + size * 2;
  const cx = stripX + width / 2;
  const cy = stripY + height / 2;
  const plates = [0.04, 0.84].map(
    (at) =>
      `<rect x="${(box.x + box.width * at).toFixed(1)}" y="${box.y.toFixed(1)}" width="${(box.width * 0.12).toFixed(1)}" height="${box.height.toFixed(1)}" fill="rgb(58,60,62)"/>` +
      [0.3, 0.6, 0.9]
        .map(
          (rib) =>
            `<rect x="${(box.x + box.width * (at + rib * 0.12) - 2).toFixed(1)}" y="${box.y.toFixed(1)}" width="4" height="${box.height.toFixed(1)}" fill="rgb(40,42,44)"/>`,
        )
        .join(''),
  );
  return [
    `<rect x="${box.x.toFixed(1)}" y="${box.y.toFixed(1)}" width="${box.width.toFixed(1)}" height="${box.height.toFixed(1)}" fill="rgb(62,52,40)"/>`,
    trenchFloor(box, t.second * 53 + t.minute * 17 + 11),
    ...plates,
    `<rect x="${(stripX + size * 0.5).toFixed(1)}" y="${(stripY + size * 0.6).toFixed(1)}" width="${width}" height="${height}" fill="rgb(10,8,6)" opacity="0.5" transform="rotate(-3 ${stripX.toFixed(1)} ${stripY.toFixed(1)})"/>`,
    photoOf(strip, stripX, stripY, 1, -3),
    `<defs><radialGradient id="headlamp" cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${(height * 0.78).toFixed(1)}" gradientUnits="userSpaceOnUse">`,
    '<stop offset="0" stop-color="rgb(255,236,196)" stop-opacity="0.08"/>',
    '<stop offset="0.62" stop-color="rgb(0,0,0)" stop-opacity="0.12"/>',
    '<stop offset="0.85" stop-color="rgb(0,0,0)" stop-opacity="0.55"/>',
    '<stop offset="1" stop-color="rgb(0,0,0)" stop-opacity="0.88"/>',
    '</radialGradient></defs>',
    `<rect x="${box.x.toFixed(1)}" y="${box.y.toFixed(1)}" width="${box.width.toFixed(1)}" height="${box.height.toFixed(1)}" fill="url(#headlamp)"/>`,
  ].join('');
};

/** A receipt printer's inverted line: white letters on a black bar across the paper. */
const invertedLine = (text: string): Line =>
  figure(
    1,
    (box, drawing) =>
      `<rect x="${box.x.toFixed(1)}" y="${(box.y + drawing.fontSize * 0.1).toFixed(1)}" width="${box.width.toFixed(1)}" height="${(box.height - drawing.fontSize * 0.2).toFixed(1)}" fill="${drawing.ink}"/>` +
      `<text x="${(box.x + drawing.fontSize * 0.4).toFixed(1)}" y="${(box.y + box.height * 0.72).toFixed(1)}" font-family="${drawing.font}" font-size="${drawing.fontSize}" font-weight="bold" fill="${drawing.background}" xml:space="preserve">${xml(text)}</text>`,
    text,
  );
/** A receipt printer's double-width line: the glyphs twice as wide, as high as the others. */
const doubleWidthLine = (text: string): Line =>
  figure(
    1,
    (box, drawing) =>
      `<text transform="translate(${box.x.toFixed(1)} ${(box.y + box.height * 0.72).toFixed(1)}) scale(2 1)" font-family="${drawing.font}" font-size="${drawing.fontSize}" font-weight="bold" fill="${drawing.ink}" xml:space="preserve">${xml(text)}</text>`,
    text,
  );

/**
 * A crumpled sheet smoothed out again: facets of a jittered grid, each a little lighter or darker,
 * and the sharper creases between some of them; a last line's zero-height figure, over the text.
 */
const crumpled = (seed: number) => (box: Box, drawing: Drawing) => {
  const random = seededRandom(seed);
  const margin = Math.round(drawing.fontSize * 1.2);
  const width = drawing.width;
  const height = box.y + margin;
  const columns = 7;
  const rows = Math.max(4, Math.round((height / width) * columns));
  const points: [number, number][][] = [];
  for (let row = 0; row <= rows; row++) {
    points.push([]);
    for (let column = 0; column <= columns; column++) {
      const edgeX = column === 0 || column === columns;
      const edgeY = row === 0 || row === rows;
      const x = (column / columns) * width + (edgeX ? 0 : (random() - 0.5) * (width / columns) * 0.7);
      const y = (row / rows) * height + (edgeY ? 0 : (random() - 0.5) * (height / rows) * 0.7);
      points[row]!.push([x, y]);
    }
  }
  const facets: string[] = [];
  const creases: string[] = [];
  const path = (corners: [number, number][]) =>
    `M${corners.map(([x, y]) => `${x.toFixed(1)} ${y.toFixed(1)}`).join(' L')} Z`;
  for (let row = 0; row < rows; row++)
    for (let column = 0; column < columns; column++) {
      const a = points[row]![column]!;
      const b = points[row]![column + 1]!;
      const c = points[row + 1]![column + 1]!;
      const d = points[row + 1]![column]!;
      for (const triangle of random() < 0.5
        ? [
            [a, b, c],
            [a, c, d],
          ]
        : [
            [a, b, d],
            [b, c, d],
          ]) {
        const light = random() < 0.45;
        facets.push(
          `<path d="${path(triangle as [number, number][])}" fill="${light ? 'rgb(255,255,255)' : 'rgb(0,0,0)'}" fill-opacity="${(light ? 0.05 + random() * 0.1 : 0.03 + random() * 0.08).toFixed(3)}"/>`,
        );
      }
      if (random() < 0.35)
        creases.push(
          `<path d="M${a[0].toFixed(1)} ${a[1].toFixed(1)} L${c[0].toFixed(1)} ${c[1].toFixed(1)}" stroke="rgb(120,118,112)" stroke-opacity="0.3" stroke-width="1.2" fill="none"/>`,
        );
    }
  return [...facets, ...creases].join('');
};

/** The laptop's print window: the page's preview on grey on the left, the dialog on the right. */
const printWindow = (t: HeldoutTruth, page: Drawing, scale: number) => (box: Box, drawing: Drawing) => {
  const size = drawing.fontSize;
  const { width, height } = drawingSvg(page);
  const previewWidth = width * scale + size * 4;
  const dialogX = box.x + previewWidth + size;
  const grey = 'rgb(96,100,108)';
  const rows = printSettings(t).flatMap(([label, value], index) => {
    const y = box.y + size * (4.4 + index * 2.2);
    return [
      svgText(label, dialogX + size, y, size, grey),
      svgText(value, dialogX + size * 11.5, y, size, drawing.ink),
      `<line x1="${(dialogX + size * 11.5).toFixed(1)}" y1="${(y + size * 0.55).toFixed(1)}" x2="${(box.x + box.width - size).toFixed(1)}" y2="${(y + size * 0.55).toFixed(1)}" stroke="rgb(200,202,208)" stroke-width="1"/>`,
    ];
  });
  const buttonsY = box.y + box.height - size * 3.2;
  return [
    `<rect x="${box.x.toFixed(1)}" y="${box.y.toFixed(1)}" width="${previewWidth.toFixed(1)}" height="${box.height.toFixed(1)}" fill="rgb(126,128,134)"/>`,
    `<rect x="${(box.x + size * 2 + 5).toFixed(1)}" y="${(box.y + size * 1.5 + 6).toFixed(1)}" width="${(width * scale).toFixed(1)}" height="${(height * scale).toFixed(1)}" fill="rgb(60,60,64)"/>`,
    photoOf(page, box.x + size * 2, box.y + size * 1.5, scale, 0),
    svgText('Drucken', dialogX + size, box.y + size * 1.8, size * 1.3, drawing.ink, ' font-weight="bold"'),
    ...rows,
    `<rect x="${(box.x + box.width - size * 15).toFixed(1)}" y="${buttonsY.toFixed(1)}" width="${(size * 6.4).toFixed(1)}" height="${(size * 2).toFixed(1)}" rx="4" fill="rgb(0,95,184)"/>`,
    svgText('Drucken', box.x + box.width - size * 14, buttonsY + size * 1.4, size, 'rgb(255,255,255)'),
    `<rect x="${(box.x + box.width - size * 8).toFixed(1)}" y="${buttonsY.toFixed(1)}" width="${(size * 7.4).toFixed(1)}" height="${(size * 2).toFixed(1)}" rx="4" fill="rgb(255,255,255)" stroke="rgb(170,172,178)"/>`,
    svgText('Abbrechen', box.x + box.width - size * 7.2, buttonsY + size * 1.4, size, drawing.ink),
  ].join('');
};
export const printWindowSays = (t: HeldoutTruth) =>
  ['Drucken', ...printSettings(t).flatMap(([label, value]) => [label, value]), 'Drucken', 'Abbrechen'].join('\n');

/** A yellow highlighter band under one column of a table row (x from `from` to `to`, fractions). */
const highlighted =
  (from: number, to: number) =>
  (box: Box): string =>
    `<rect x="${(box.x + box.width * from).toFixed(1)}" y="${box.y.toFixed(1)}" width="${(box.width * (to - from)).toFixed(1)}" height="${box.height.toFixed(1)}" fill="rgb(255,236,60)" fill-opacity="0.55"/>`;

/** The selected spreadsheet cell's frame (the cell cursor), from x `from` to `to`. */
const cellCursor =
  (from: number, to: number) =>
  (box: Box): string =>
    `<rect x="${(box.x + box.width * from).toFixed(1)}" y="${(box.y + 1).toFixed(1)}" width="${(box.width * (to - from)).toFixed(1)}" height="${(box.height - 2).toFixed(1)}" fill="rgb(220,232,250)" stroke="rgb(30,90,200)" stroke-width="2.5"/>`;

/** The web map: blocks, a canal, streets with names, the area's points and the popup of the test's. */
const webMap = (t: HeldoutTruth) => (box: Box, drawing: Drawing) => {
  const size = drawing.fontSize;
  const x = (fraction: number) => box.x + box.width * fraction;
  const y = (fraction: number) => box.y + box.height * fraction;
  const street = (d: string, main = false) =>
    `<path d="${d}" stroke="rgb(196,192,186)" stroke-width="${main ? 22 : 17}" fill="none"/><path d="${d}" stroke="${main ? 'rgb(250,222,140)' : 'rgb(255,255,255)'}" stroke-width="${main ? 18 : 13}" fill="none"/>`;
  const blocks = [
    [0.03, 0.06, 0.2, 0.28],
    [0.27, 0.06, 0.18, 0.2],
    [0.56, 0.04, 0.16, 0.3],
    [0.79, 0.1, 0.17, 0.24],
    [0.05, 0.6, 0.22, 0.3],
    [0.62, 0.6, 0.3, 0.28],
  ].map(
    ([bx, by, bw, bh]) =>
      `<rect x="${x(bx!).toFixed(1)}" y="${y(by!).toFixed(1)}" width="${(box.width * bw!).toFixed(1)}" height="${(box.height * bh!).toFixed(1)}" fill="rgb(222,216,206)" stroke="rgb(200,192,182)"/>`,
  );
  const centre = { x: x(0.48), y: y(0.62) };
  const points = mapNeighbours(t).map((point) => {
    const px = centre.x + box.width * point.dx;
    const py = centre.y + box.height * point.dy;
    const label = `${point.number} · ${fixed(point.evd, 1, true)}`;
    const colour = point.evd >= REQUIRED ? 'rgb(40,150,70)' : 'rgb(205,55,45)';
    return [
      `<circle cx="${px.toFixed(1)}" cy="${py.toFixed(1)}" r="${(size * 0.5).toFixed(1)}" fill="${colour}" stroke="rgb(255,255,255)" stroke-width="2"/>`,
      `<rect x="${(px + size * 0.7).toFixed(1)}" y="${(py - size * 0.7).toFixed(1)}" width="${(label.length * size * 0.56).toFixed(1)}" height="${(size * 1.3).toFixed(1)}" rx="3" fill="rgb(255,255,255)" fill-opacity="0.85"/>`,
      svgText(label, px + size * 0.9, py + size * 0.3, size * 0.85, 'rgb(40,40,44)'),
    ].join('');
  });
  const lines = popupLines(t);
  const popupWidth = size * 21;
  const popupHeight = size * (1.2 + lines.length * 1.45);
  const popupX = centre.x - popupWidth / 2;
  const popupY = centre.y - size * 1.6 - popupHeight;
  const popup = [
    `<rect x="${(popupX + 3).toFixed(1)}" y="${(popupY + 4).toFixed(1)}" width="${popupWidth.toFixed(1)}" height="${popupHeight.toFixed(1)}" rx="8" fill="rgb(0,0,0)" fill-opacity="0.25"/>`,
    `<rect x="${popupX.toFixed(1)}" y="${popupY.toFixed(1)}" width="${popupWidth.toFixed(1)}" height="${popupHeight.toFixed(1)}" rx="8" fill="rgb(255,255,255)"/>`,
    `<path d="M${(centre.x - size * 0.7).toFixed(1)} ${(popupY + popupHeight).toFixed(1)} L${centre.x.toFixed(1)} ${(centre.y - size * 0.7).toFixed(1)} L${(centre.x + size * 0.7).toFixed(1)} ${(popupY + popupHeight).toFixed(1)} Z" fill="rgb(255,255,255)"/>`,
    ...lines.map((text, index) =>
      svgText(
        text,
        popupX + size * 0.8,
        popupY + size * (1.5 + index * 1.45),
        size,
        'rgb(30,30,34)',
        index === 0 || index === 2 ? ' font-weight="bold"' : '',
      ),
    ),
    `<circle cx="${centre.x.toFixed(1)}" cy="${centre.y.toFixed(1)}" r="${(size * 0.75).toFixed(1)}" fill="rgb(30,100,210)" stroke="rgb(255,255,255)" stroke-width="3"/>`,
  ];
  const mouse = mousePosition(t);
  const mouseText = `Maus: ${comma(mouse.lat.toFixed(5))} / ${comma(mouse.lng.toFixed(5))}`;
  const grey = 'rgb(80,80,86)';
  return [
    `<rect x="${box.x.toFixed(1)}" y="${box.y.toFixed(1)}" width="${box.width.toFixed(1)}" height="${box.height.toFixed(1)}" fill="rgb(241,238,232)"/>`,
    ...blocks,
    `<path d="M${x(0)} ${y(0.44)} C${x(0.3)} ${y(0.38)} ${x(0.6)} ${y(0.5)} ${x(1)} ${y(0.42)}" stroke="rgb(170,205,235)" stroke-width="26" fill="none"/>`,
    street(`M${x(0)} ${y(0.36)} H${x(1)}`, true),
    street(`M${x(0.5)} ${y(0)} V${y(1)}`),
    street(`M${x(0)} ${y(0.92)} H${x(0.6)} L${x(1)} ${y(0.56)}`),
    svgText('Gewerbering', x(0.08), y(0.36) + size * 0.35, size * 0.85, grey),
    svgText('B 214', x(0.88), y(0.36) + size * 0.35, size * 0.85, grey),
    svgText('Am Kanal', x(0.12), y(0.41) + size * 0.35, size * 0.85, 'rgb(60,100,150)'),
    svgText('Industriestraße', x(0.5) + size * 0.7, y(0.12), size * 0.85, grey),
    ...points,
    ...popup,
    // Zoom buttons, scale bar, mouse position and attribution.
    `<rect x="${(box.x + size * 0.6).toFixed(1)}" y="${(box.y + size * 0.6).toFixed(1)}" width="${(size * 1.9).toFixed(1)}" height="${(size * 3.8).toFixed(1)}" rx="4" fill="rgb(255,255,255)" stroke="rgb(180,180,184)"/>`,
    svgText('+', box.x + size * 1.15, box.y + size * 2.1, size * 1.3, grey),
    svgText('−', box.x + size * 1.15, box.y + size * 4, size * 1.3, grey),
    `<path d="M${(box.x + size * 0.8).toFixed(1)} ${(box.y + size * 6.4).toFixed(1)} v${(size * 0.4).toFixed(1)} h${(size * 5).toFixed(1)} v${(-size * 0.4).toFixed(1)}" stroke="rgb(60,60,64)" stroke-width="2" fill="none"/>`,
    svgText('20 m', box.x + size, box.y + size * 6.1, size * 0.8, grey),
    `<rect x="${box.x.toFixed(1)}" y="${(box.y + box.height - size * 1.5).toFixed(1)}" width="${box.width.toFixed(1)}" height="${(size * 1.5).toFixed(1)}" fill="rgb(255,255,255)" fill-opacity="0.8"/>`,
    svgText(mouseText, box.x + size * 0.6, box.y + box.height - size * 0.4, size * 0.8, grey),
    svgText(
      '© OpenStreetMap-Mitwirkende',
      box.x + box.width - size * 13.5,
      box.y + box.height - size * 0.4,
      size * 0.8,
      grey,
    ),
  ].join('');
};

/**
 * A photo of `inner` in its surroundings (`scene`, drawn into one figure 18 px text lines tall enough
 * for `inner` at `scale` and `below` more lines of text size): the page is the scene, its text is
 * what `inner` prints.
 */
const photographedIn = (
  inner: Drawing,
  around: { width: number; background: string; ink: string; below: number },
  scene: (box: Box, drawing: Drawing) => string,
  scale = 1,
): Drawing => {
  const fontSize = 18;
  const { height } = drawingSvg(inner);
  return {
    font: SANS,
    fontSize,
    width: around.width,
    background: around.background,
    ink: around.ink,
    lines: [figure(linesFor(height * scale, fontSize * around.below, fontSize), scene, cellsOf(inner))],
  };
};

// ---- the layouts ------------------------------------------------------------------------------------------

export const sixteenthHeldoutLayouts: HeldoutLayout[] = [
  {
    // A Macedonian subcontractor's protocol in Cyrillic (with the letters Ѓ, Ќ, Ј, Љ, Њ, Џ): the date
    // with the month written out and "година", the clock as "14:03 часот", the position in degrees,
    // minutes and decimal-comma seconds with "СГШ" / "ИГД" (north, east), ETRS89/UTM with the zone
    // before the easting beside it, слегнувања s1–s3, the mean, s/v, Evd, the requirement, the
    // calibration and the print line the next morning.
    name: 'Записник од испитување македонски',
    half: 'development',
    draw: (t) => {
      const pair = labelValue(0.45);
      const lat = seconds1(t.lat);
      const lng = seconds1(t.lng);
      const grid = etrsUtm(t);
      return {
        font: CONDENSED,
        fontSize: 19,
        width: 1000,
        background: 'rgb(253,253,250)',
        ink: 'rgb(22,24,32)',
        lines: [
          { ...line('ЗАПИСНИК ЗА ИСПИТУВАЊЕ СО ЛЕСЕН ДИНАМИЧКИ УРЕД (ПАДОВНА ТЕЖИНА)'), bold: true, scale: 1.05 },
          { ...line('Изведувач: ДООЕЛ „Градежен Тим“ Скопје · Објект: логистички центар Касел, Ѓ-крило'), scale: 0.85 },
          rule,
          pair('Точка на испитување', `ТИ-${Number(testNumber(t))}`),
          pair('Датум на испитување', macedonianDate(t)),
          pair('Време на испитување', macedonianClock(t)),
          pair('Географска ширина', `${lat.g}° ${lat.min}' ${comma(lat.sec)}" СГШ`),
          pair('Географска должина', `${lng.g}° ${lng.min}' ${comma(lng.sec)}" ИГД`),
          pair(`ETRS89 / UTM ${grid.zone}N`, `E ${grid.east}   N ${grid.north}`),
          pair('Температура на воздухот', `${temperature(t)} °C`),
          rule,
          ...results(t, pair, [
            'Слегнувања s1 / s2 / s3',
            'Средно слегнување s',
            's/v',
            'Динамички модул на деформација Evd',
          ]),
          pair('Барање', `Evd ≥ ${REQUIRED} MN/m² – ${passes(t) ? 'задоволува' : 'не задоволува'}`),
          pair('Калибрирано', `${calibrated(t)} (важи 12 месеци)`),
          rule,
          {
            ...line(`Отпечатено: ${german(daysAfter(t, 1))} во 07:35 ч. · Страна 1 од 1 · Испитал: Ќ. Стојановски`),
            scale: 0.85,
          },
        ],
      };
    },
    expected: printedAs(seconds1),
  },
  {
    // A Luxembourg lab's protocol in Luxembourgish, close to German but not German: the weekday and
    // month written out ("Méindeg, den 1. Dezember 2025"), the clock as "14.03 Auer", the position in
    // degrees and decimal-comma minutes with "N" and "O" (Osten), Sackungen s1–s3, the mean, s/v,
    // Evd, the requirement, the calibration and the print line on a later working day.
    name: 'Préifprotokoll op Lëtzebuergesch',
    half: 'development',
    draw: (t) => {
      const pair = labelValue(0.4);
      const lat = minutes4(t.lat);
      const lng = minutes4(t.lng);
      return {
        font: LIBERATION_SANS,
        fontSize: 19,
        width: 960,
        background: 'rgb(255,255,255)',
        ink: 'rgb(24,26,34)',
        lines: [
          { ...line('PRÉIFPROTOKOLL – DYNAMESCHE PLAATEDRECKVERSUCH'), bold: true, scale: 1.1 },
          { ...line('Geotechnik Labo Lëtzebuerg S.à r.l. · Chantier: Logistikhal Trier-Nord, Baufeld 2'), scale: 0.85 },
          rule,
          pair('Préifpunkt', `PP ${Number(testNumber(t))}`),
          pair('Datum', luxembourgishDate(t)),
          pair('Auerzäit', luxembourgishClock(t)),
          pair('Breedegrad', `${lat.g}° ${comma(lat.minutes)}' N`),
          pair('Längegrad', `${lng.g}° ${comma(lng.minutes)}' O`),
          pair('Wieder', `bewölkt, ${temperature(t)} °C`),
          rule,
          ...results(t, pair, ['Sackungen s1 / s2 / s3', 'Mëttel Sackung s', 's/v', 'Dynamesche Verformungsmodul Evd']),
          pair('Ufuerderung', `Evd ≥ ${REQUIRED} MN/m² – ${passes(t) ? 'erfëllt' : 'net erfëllt'}`),
          pair('Kalibréiert', calibrated(t)),
          rule,
          {
            ...line(`Gedréckt den ${german(workingDayAfter(t, 1))} um 8.10 Auer · Säit 1 vun 1 · Kontroll: J. Weber`),
            scale: 0.85,
          },
        ],
      };
    },
    expected: printedAs(minutes4),
  },
  {
    // A slide projected at the weekly site meeting, photographed from the audience: the screen in a
    // dim room, the slide with the test's point, date and clock, decimal-comma degrees with "N" and
    // "O", s1–s3, the mean, s/v, Evd, the requirement, and its footer with the meeting's number and
    // date (working days after the test) and "Folie 7/15"; heads and shoulders of the audience in
    // front, below the screen.
    name: 'Beamer-Folie in der Baubesprechung, aus dem Publikum',
    half: 'development',
    draw: (t) => {
      const slide = meetingSlide(t);
      const room = { width: 1100, background: 'rgb(34,32,38)', ink: 'rgb(200,200,204)', below: 12 };
      return photographedIn(slide, room, meetingRoom(slide, 0.98), 0.98);
    },
    expected: printedAs(degrees5Comma),
  },
  {
    // A screenshot of the area's spreadsheet on the site manager's laptop, filtered down to one test
    // point (the row numbers jump, the filter's "1 von 24 Datensätzen gefunden"), its Evd cell
    // selected: the formula bar shows "=RUNDEN(22,5/E14;1)", the status bar the selection's
    // "Mittelwert" and "Summe"; the row holds the exported timestamp "2025-12-01T14:03", decimal-comma
    // degrees, s, s/v, Evd and the rating; below the data, statistics of all the area's points (mean,
    // minimum, maximum Evd and the share that passes); the taskbar's clock and date a day later.
    name: 'Tabellenkalkulation gefiltert, Formelzeile mit RUNDEN',
    half: 'development',
    draw: (t) => {
      const row = sheetRowOf(t);
      const area = areaFigures(t);
      const columns = [0, 0.04, 0.1, 0.25, 0.37, 0.49, 0.59, 0.69, 0.83];
      const cells = (texts: string[], blue = false): Line =>
        line(
          ...texts.map((text, index) => ({
            ...at(text, columns[index]!),
            ...(blue && index === 0 && { ink: 'rgb(30,90,200)' }),
          })),
        );
      const lat = degrees6Comma(t.lat);
      const lng = degrees6Comma(t.lng);
      const value = evdComma(t);
      const grey = 'rgb(226,228,232)';
      const statistics = (index: number, label: string, text: string) =>
        line(
          { ...at(String(area.count + 4 + index), 0), ink: 'rgb(90,90,96)' },
          at(label, columns[1]!),
          at(text, 0.37),
        );
      return {
        font: LIBERATION_SANS,
        fontSize: 16,
        width: 1120,
        background: 'rgb(255,255,255)',
        ink: 'rgb(20,20,24)',
        lines: [
          { ...line(at('Verdichtung_BA2_Planum.xlsx – LibreOffice Calc', 0)), fill: 'rgb(214,218,224)' },
          {
            ...line('Datei   Bearbeiten   Ansicht   Einfügen   Format   Tabelle   Daten   Extras   Fenster   Hilfe'),
            scale: 0.85,
          },
          line(at(`G${row}`, 0), at('fx   Σ   =', 0.07), at(`=RUNDEN(22,5/E${row};1)`, 0.16)),
          { ...cells(['', 'A', 'B', 'C', 'D', 'E', 'F', 'G', 'H']), fill: grey },
          {
            ...cells([
              '1',
              'MP ▾',
              'Zeitstempel ▾',
              'Breite [°] ▾',
              'Länge [°] ▾',
              's [mm] ▾',
              's/v [ms] ▾',
              'Evd [MN/m²] ▾',
              'Bewertung ▾',
            ]),
            bold: true,
          },
          {
            ...cells(
              [
                String(row),
                String(Number(testNumber(t))),
                isoTimestamp(t),
                lat.text,
                lng.text,
                mm(t.settlement, true),
                fixed(t.sv, 2, true),
                value,
                passes(t) ? 'i.O.' : 'n.i.O.',
              ],
              true,
            ),
            figure: { lines: 1, svg: cellCursor(columns[7]! - 0.005, columns[8]! - 0.01) },
          },
          line({ ...at(String(area.count + 2), 0), ink: 'rgb(90,90,96)' }),
          line({ ...at(String(area.count + 3), 0), ink: 'rgb(90,90,96)' }),
          { ...statistics(0, `Statistik alle Punkte (n = ${area.count})`, ''), bold: true },
          statistics(1, 'Mittelwert Evd', fixed(area.mean, 1, true)),
          statistics(2, 'Minimum Evd', fixed(area.minimum, 1, true)),
          statistics(3, 'Maximum Evd', fixed(area.maximum, 1, true)),
          statistics(4, `Anteil Evd ≥ ${REQUIRED} MN/m²`, `${area.share} %`),
          blank,
          { ...line(at('Messwerte', 0.01), at('Diagramm', 0.1), at('Lageplan', 0.19)), fill: grey },
          {
            ...line(
              at('Tabelle 1 von 3', 0),
              at(`1 von ${area.count} Datensätzen gefunden`, 0.18),
              at(`Mittelwert: ${value}; Summe: ${value}`, 0.5),
              at('100 %', 1, 'end'),
            ),
            scale: 0.85,
          },
          {
            ...line({
              ...at(
                `${clock(workingDayAfter(t, 1), 7 + (t.second % 50))}   ${german(workingDayAfter(t, 1))}`,
                1,
                'end',
              ),
              ink: 'rgb(230,230,236)',
            }),
            fill: 'rgb(30,32,40)',
          },
        ],
      };
    },
    expected: printedAs(degrees6Comma),
  },
  {
    // Another maker's thermal strip lying on the floor of a dark trench between the sheeting's steel
    // plates, photographed in the light cone of a headlamp: the strip's date with a two-digit year,
    // its calibration date, its clock written with points and seconds ("ZEIT 14.03.27"), the point,
    // s1–s3, the mean "SM", s/v, "EVD … MN/M2" in capitals, the limit, degrees and decimal minutes
    // without spaces and a three-digit longitude, the print clock; the light falls off to near black
    // at the edges.
    name: 'Streifen im Lichtkegel der Stirnlampe im Graben',
    half: 'development',
    draw: (t) => {
      const strip = trenchStrip(t);
      const trench = { width: 1000, background: 'rgb(16,14,12)', ink: 'rgb(200,200,200)', below: 4 };
      return photographedIn(strip, trench, headlampScene(t, strip));
    },
    expected: printedAs(minutes4),
  },
  {
    // A receipt printer's slip (ESC/POS) of a device without GPS: the header printed inverted (white
    // on a black bar), the date as "01/12/25" with its format "TT/MM/JJ" beside it, the clock, the
    // point, the drop height and weight, the plate's stress "0,100 MN/M2" (the same unit as Evd),
    // s1–s3, the mean, s/v, Evd printed double wide, the limit, "GPS: AUS" and the print line the
    // same afternoon. No position: none is expected.
    name: 'Bon mit doppelt breiter Schrift, Datum TT/MM/JJ, ohne GPS',
    half: 'development',
    draw: (t) => ({
      font: MONO,
      fontSize: 20,
      width: 480,
      background: 'rgb(250,250,247)',
      ink: 'rgb(28,28,32)',
      lines: [
        invertedLine(' LFG-PRO 10   PROTOKOLL '),
        line('SN 4471-22   FW 3.08'),
        rule,
        line(`DATUM (TT/MM/JJ) ${slashShortYear(t)}`),
        line(`UHRZEIT ${clock(t)}`),
        line(`PRUEFPUNKT ${Number(testNumber(t))}`),
        rule,
        line('FALLGEWICHT 10,0 KG'),
        line('PLATTE 300 MM'),
        line(`SPANNUNG ${PLATE_STRESS} MN/M2`),
        ...t.drops.map((drop, index) => line(`S${index + 1}       ${mm(drop, true)} MM`)),
        line(`S MITTEL ${mm(t.settlement, true)} MM`),
        line(`S/V      ${fixed(t.sv, 2, true)} MS`),
        doubleWidthLine(`EVD ${evdComma(t)}`),
        line('    MN/M2'),
        line(`SOLL >= ${fixed(REQUIRED, 1, true)} ${passes(t) ? 'ERFUELLT' : 'NICHT ERF.'}`),
        rule,
        line('GPS: AUS'),
        line(`GEDRUCKT ${slashShortYear(t)} ${clock(t, 95 + (t.second % 40))}`),
        line('UNTERSCHRIFT ____________'),
      ],
    }),
    expected: (t) => expectedFor(t, t.evd, 'absent'),
  },
  {
    // A protocol that was crumpled in a jacket pocket and smoothed out again: light and dark facets
    // over the whole sheet and creases through the values. The date with the month abbreviated
    // ("1. Dez. 2025"), the clock with "Uhr", degrees, minutes and seconds with a decimal point
    // and "N"/"E" in front, the drop height and weight, the plate's stress in MN/m², s1–s3, the mean,
    // s/v, Evd, an Ev2 estimate from the Evd (a correlation, also in MN/m²), the requirement and
    // result, and the print line two days later.
    name: 'Zerknüllt und glattgestrichen, Ev2-Richtwert daneben',
    half: 'development',
    draw: (t) => {
      const pair = labelValue(0.42);
      const lat = seconds1(t.lat);
      const lng = seconds1(t.lng);
      return {
        font: LIBERATION_SERIF,
        fontSize: 20,
        width: 940,
        background: 'rgb(252,252,249)',
        ink: 'rgb(22,22,28)',
        lines: [
          { ...line('Prüfprotokoll – Leichtes Fallgewichtsgerät'), bold: true, scale: 1.15 },
          { ...line('Geotechnik Haller GmbH · Auftrag 25-3108 · Zufahrt Nord'), scale: 0.85 },
          rule,
          pair('Prüfstelle', `MP ${Number(testNumber(t))}, Planum Zufahrt`),
          pair('Datum', freshDateText(t, 'germanMonthShort')),
          pair('Uhrzeit', `${clock(t)} Uhr`),
          pair('Koordinaten (WGS 84)', `N ${lat.g}°${lat.min}'${lat.sec}"   E ${lng.g}°${lng.min}'${lng.sec}"`),
          pair('Fallhöhe / Fallgewicht', '72 cm / 10 kg'),
          pair('Normalspannung σ', `${PLATE_STRESS} MN/m²`),
          rule,
          ...results(t, pair, ['Setzungen s1 / s2 / s3', 'mittlere Setzung s', 's/v', 'Evd']),
          pair('Ev2-Richtwert aus Evd (Korrelation)', `≈ ${ev2Estimate(t)} MN/m² (nur zur Orientierung)`),
          pair('Anforderung', `Evd ≥ ${REQUIRED} MN/m²`),
          pair('Ergebnis', passes(t) ? 'Anforderung erfüllt' : 'Anforderung nicht erfüllt'),
          rule,
          { ...line(`Ausgedruckt am ${german(daysAfter(t, 2))} um 07:41 Uhr`), scale: 0.85 },
          figure(0, crumpled(t.second * 41 + t.minute * 3 + 7)),
        ],
      };
    },
    expected: printedAs(seconds1),
  },
  {
    // The site manager's laptop with the print window open: the protocol's preview on the left
    // (weekday and date, clock with seconds, degrees and decimal-comma minutes with "N"/"E" in front,
    // s1–s3, the mean, s/v, Evd, the requirement, the export line minutes later) and the dialog on the
    // right with its numbers (copies, pages, paper "A4 (210 × 297 mm)", scaling "100 %", margins in
    // mm); the title bar with the file name and the taskbar's clock and date a working day later.
    name: 'Druckvorschau mit Druckdialog am Laptop',
    half: 'development',
    draw: (t) => {
      const page = previewPage(t);
      const fontSize = 16;
      const scale = 0.78;
      const { height } = drawingSvg(page);
      const later = workingDayAfter(t, 1);
      return {
        font: SANS,
        fontSize,
        width: 1200,
        background: 'rgb(244,245,248)',
        ink: 'rgb(28,30,36)',
        lines: [
          {
            ...line(at(`Drucken – P${Number(testNumber(t))}_Protokoll.pdf`, 0), at('—   ☐   ✕', 1, 'end')),
            fill: 'rgb(222,224,230)',
          },
          figure(
            linesFor(height * scale, fontSize * 3, fontSize),
            printWindow(t, page, scale),
            [cellsOf(page), printWindowSays(t)].join('\n'),
          ),
          {
            ...line({
              ...at(`${clock(later, -(t.minute % 40))}   ${german(later)}`, 1, 'end'),
              ink: 'rgb(230,232,238)',
            }),
            fill: 'rgb(28,30,38)',
          },
        ],
      };
    },
    expected: printedAs(minutes3),
  },
  {
    // A lab's summary with the day's test points as columns and the quantities as rows (point, date,
    // clock, decimal degrees, s, s/v, Evd, rating), one column marked with a yellow highlighter by
    // the foreman: that column is the test; the others are points minutes apart with other values
    // and positions a few metres away. The requirement under the table, the report's date days later.
    name: 'Übersicht quer: Prüfpunkte als Spalten, eine markiert',
    half: 'development',
    draw: (t) => {
      const columns = summaryColumns(t);
      const marked = markedColumn(t);
      const places = [0.22, 0.38, 0.54, 0.7, 0.86];
      const row = (label: string, values: string[]): Line => ({
        ...line(at(label, 0), ...values.map((value, index) => at(value, places[index]!))),
        figure: { lines: 1, svg: highlighted(places[marked]! - 0.012, places[marked]! + 0.135) },
      });
      const report = `B-${String(t.year).slice(2)}-${String(100 + ((t.minute * 13 + t.second) % 800)).padStart(4, '0')}`;
      return {
        font: LIBERATION_SANS,
        fontSize: 17,
        width: 1100,
        background: 'rgb(255,255,255)',
        ink: 'rgb(22,22,26)',
        lines: [
          { ...line('Ergebnisübersicht dynamische Plattendruckversuche – Planum Halle B'), bold: true, scale: 1.1 },
          { ...line(`Prüflabor Weser-Ems · Bericht ${report} · Anlage 2`), scale: 0.85 },
          rule,
          {
            ...row(
              'Prüfpunkt',
              columns.map((column) => `MP ${column.number}`),
            ),
            bold: true,
          },
          row(
            'Datum',
            columns.map(() => german(t)),
          ),
          row(
            'Uhrzeit',
            columns.map((column) => column.clock),
          ),
          row(
            'Breite [°]',
            columns.map((column) => column.lat.toFixed(5)),
          ),
          row(
            'Länge [°]',
            columns.map((column) => column.lng.toFixed(5)),
          ),
          row(
            's [mm]',
            columns.map((column) => mm(column.settlement, true)),
          ),
          row(
            's/v [ms]',
            columns.map((column) => fixed(column.sv, 2, true)),
          ),
          {
            ...row(
              'Evd [MN/m²]',
              columns.map((column) => fixed(column.evd, 1, true)),
            ),
            bold: true,
          },
          row(
            'Bewertung',
            columns.map((column) => (column.evd >= REQUIRED ? 'i.O.' : 'n.i.O.')),
          ),
          rule,
          { ...line(`Anforderung: Evd ≥ ${REQUIRED} MN/m² (ZTV E-StB)`), scale: 0.9 },
          { ...line(`Bericht erstellt am ${german(workingDayAfter(t, 2))} · Seite 2 von 4`), scale: 0.85 },
        ],
      };
    },
    expected: printedAs(degrees5),
  },
  {
    // A browser showing the project's web map: blocks, a canal and streets with their names, the
    // area's other test points with their numbers and Evd values beside the markers, and the popup
    // of the test point (its number, date and clock with seconds, Evd, s, s/v, the requirement and
    // decimal degrees); the map's scale bar, the mouse position (where the pointer rests, metres
    // away) and the attribution; the last sync time below the map.
    name: 'Webkarte mit Popup des Messpunkts',
    half: 'development',
    draw: (t) => ({
      font: SANS,
      fontSize: 16,
      width: 1120,
      background: 'rgb(255,255,255)',
      ink: 'rgb(28,30,36)',
      lines: [
        {
          ...line(at('Prüfpunkte BV Gewerbepark Ost – Karte', 0), at('✕', 1, 'end')),
          fill: 'rgb(222,224,230)',
        },
        {
          ...line({
            ...at(`https://lfg-cloud.de/projekte/812/karte?punkt=${Number(testNumber(t))}`, 0),
            ink: 'rgb(70,72,80)',
          }),
          scale: 0.9,
        },
        figure(24, webMap(t), [...popupLines(t), ...mapSays(t)].join('\n')),
        {
          ...line({
            ...at(`Letzte Synchronisation: ${german(t)} ${clock(t, 47 + (t.second % 30))}`, 0),
            ink: 'rgb(90,92,100)',
          }),
          scale: 0.85,
        },
      ],
    }),
    expected: printedAs(degrees5),
  },
];
