// Ten further held-out layouts for the second OCR test set (issue 38), the fourteenth batch. Written
// without looking at the reader, its tests, its benchmark or the decisions on what it gets wrong,
// and modelled on what light drop-weight devices (TP BF-StB B 8.3), site paperwork and the screens
// results are read on print and show: a Serbian protocol in Cyrillic ("14. март 2025. године",
// "14.32 ч", "С" / "И" after the minutes for north and east), a Catalan one ("divendres, 14 de
// març de 2025", "14:32 h", seconds marked with two apostrophes), a printout lying on a car's
// bonnet with the sky and trees mirrored in the paint (Gauss-Krüger beside the degrees), a
// messenger chat with a forwarded photo of the device's strip (the strip's date year first with
// points), a phone app's input form in dark mode with the number pad open, a strip on which the
// first measurement was aborted ("Evd ---,-") and repeated, a geotechnical report typeset with
// subscripts (E_vd, E_vd,erf, E_v2/E_v1 written as E with a lowered index), a test folder opened
// with the device's calibration certificate (reference Evd values) on the left and the protocol on
// the right, a pocket diary's day page (the date as the printed head, the test written in by hand),
// and a phone gallery's details of a photo of the display (the photo's own time, file name and
// location beside the device's). Each prints numbers of other quantities near Evd and dates or
// clocks that are not the test's (decision 0781; development since decision 0787).
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
  type Cell,
  type Drawing,
  type HeldoutLayout,
  type HeldoutTruth,
  type Line,
} from './heldout-layouts.js';
import {
  MONTHS_DE,
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
import { REQUIRED, WEEKDAYS_DE, calibrated, isoWeek, passes, weekday } from './fourth-heldout-layouts.js';
import { daysAfter } from './fifth-heldout-layouts.js';
import { gaussKrueger } from './eleventh-heldout-layouts.js';
import { workingDayAfter } from './twelfth-heldout-layouts.js';
import { figure, printedAs, svgText } from './third-heldout-layouts.js';
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
/** Serbian months (Cyrillic, lower case). */
export const MONTHS_SR = [
  'јануар',
  'фебруар',
  'март',
  'април',
  'мај',
  'јун',
  'јул',
  'август',
  'септембар',
  'октобар',
  'новембар',
  'децембар',
];
/** "14. март 2025. године". */
export const serbianDate = (t: HeldoutTruth) => `${t.day}. ${MONTHS_SR[t.month - 1]} ${t.year}. године`;
/** "14.32 ч". */
export const serbianClock = (t: HeldoutTruth, minutes = 0) => `${clock(t, minutes).replace(':', '.')} ч`;
/** Catalan months with their preposition: "de març", "d'abril". */
export const MONTHS_CA = [
  'de gener',
  'de febrer',
  'de març',
  "d'abril",
  'de maig',
  'de juny',
  'de juliol',
  "d'agost",
  'de setembre',
  "d'octubre",
  'de novembre',
  'de desembre',
];
export const WEEKDAYS_CA = ['diumenge', 'dilluns', 'dimarts', 'dimecres', 'dijous', 'divendres', 'dissabte'];
/** "divendres, 14 de març de 2025". */
export const catalanDate = (t: HeldoutTruth) =>
  `${WEEKDAYS_CA[weekday(t)]}, ${t.day} ${MONTHS_CA[t.month - 1]} de ${t.year}`;
/** Year first with points, as some imported devices print it: "2025.03.14". */
export const dottedYearFirst = (t: HeldoutTruth) => `${t.year}.${two(t.month)}.${two(t.day)}`;
/** A phone photo's file name: "IMG_20250314_143915.jpg". */
export const photoFileName = (t: HeldoutTruth, minutes: number) =>
  `IMG_${t.year}${two(t.month)}${two(t.day)}_${clock(t, minutes).replace(':', '')}${two((t.second + 17) % 60)}.jpg`;
/** The day of the year, as a pocket diary prints it under the date. */
export const dayOfYear = (t: HeldoutTruth) =>
  Math.round((Date.UTC(t.year, t.month - 1, t.day) - Date.UTC(t.year, 0, 1)) / 86_400_000) + 1;

const evdComma = (t: HeldoutTruth) => fixed(t.evd, 1, true);
const comma = (text: string) => text.replace('.', ',');

// ---- positions ------------------------------------------------------------------------------------------

const minutes4 = (value: number) => degreesMinutes(value, 4);
const minutes3 = (value: number) => degreesMinutes(value, 3);
const seconds1 = (value: number) => degreesMinutesSeconds(value, 1);
/** Serbian: "51° 12,3456′ С" (север, north) and "7° 12,3456′ И" (исток, east). */
export const serbianPosition = (t: HeldoutTruth) => {
  const lat = minutes4(t.lat);
  const lng = minutes4(t.lng);
  return `${lat.g}° ${comma(lat.minutes)}′ С   ${lng.g}° ${comma(lng.minutes)}′ И`;
};
/** Catalan: seconds marked with two apostrophes and a decimal comma, "N 51° 12' 34,5''". */
export const catalanPosition = (t: HeldoutTruth) => {
  const lat = seconds1(t.lat);
  const lng = seconds1(t.lng);
  return `N ${lat.g}° ${lat.min}' ${comma(lat.sec)}''   E ${lng.g}° ${lng.min}' ${comma(lng.sec)}''`;
};
/** Where the phone stood when it took the photo: some tens of metres from the test point. */
export const photoLocation = (t: HeldoutTruth) => ({
  lat: decimalDegrees(t.lat + 0.00031 + (t.second % 5) * 0.00004, 5, true).text,
  lng: decimalDegrees(t.lng - 0.00047 - (t.minute % 5) * 0.00005, 5, true).text,
});

// ---- other numbers ----------------------------------------------------------------------------------------

/** The aborted first measurement: a few minutes earlier, one drop before the device stopped. */
export const abortedMeasurement = (t: HeldoutTruth) => ({
  number: Number(testNumber(t)),
  clock: `${clock(t, -(3 + (t.second % 5)))}:${two((t.second * 7 + 11) % 60)}`,
  drop: Math.round(t.drops[0] * (1.31 + (t.minute % 7) / 20) * 1000) / 1000,
});

/** The calibration certificate's reference moduli, the device's reading of each, and the deviation. */
export const CALIBRATION_ROWS: [number, number][] = [
  [25, 25.4],
  [50, 49.3],
  [80, 81.1],
];
export const deviation = ([reference, reading]: [number, number]) =>
  `${reading >= reference ? '+' : '−'}${fixed(Math.abs(((reading - reference) / reference) * 100), 1, true)} %`;

/** The diary's other entries of the day (hour, text), away from the rows the test is written in. */
export const diaryEntries = (t: HeldoutTruth): [number, string][] =>
  (
    [
      [7, '7.15 Baubesprechung Container'],
      [9, 'Schotter 0/32 abrufen – 4 LKW'],
      [12, 'Hr. Brandt (Statik) anrufen'],
      [16, 'Walze zurück an Fa. Kramer 16.30'],
    ] as [number, string][]
  ).filter(([hour]) => hour < t.hour || hour > t.hour + 2);
/** The note at the page's foot: a deadline some working days later. */
export const diaryNote = (t: HeldoutTruth) => `Prüfbericht an Bauherrn bis ${german(workingDayAfter(t, 5))}`;
export const DIARY_HOURS = Array.from({ length: 15 }, (_, index) => 6 + index);

// ---- shapes -------------------------------------------------------------------------------------------------

/**
 * The drawing with something under its text: a zero-height figure as the first line that knows the
 * whole picture's size (the zero-height line changes neither size nor place of the others).
 */
const underlaid = (base: Drawing, under: (width: number, height: number, drawing: Drawing) => string): Drawing => {
  const { width, height } = drawingSvg(base);
  return { ...base, lines: [figure(0, (_box, drawing) => under(width, height, drawing)), ...base.lines] };
};

/** Another drawing as a photo inside this one: moved to (x, y), turned by `angle` degrees, scaled. */
export const photoOf = (inner: Drawing, x: number, y: number, scale: number, angle: number) =>
  `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${angle}) scale(${scale})">${drawingSvg(inner).svg}</g>`;

/** A car's bonnet around a sheet of paper: the paper under the text, the paint's gloss at the edges. */
const bonnetWithPaper =
  (paper: { left: number; right: number; top: number; bottom: number }) =>
  (width: number, height: number, drawing: Drawing) => {
    const size = drawing.fontSize;
    const margin = Math.round(size * 1.2);
    const inner = drawing.width - 2 * margin;
    const x0 = margin + inner * paper.left;
    const x1 = margin + inner * paper.right;
    const y0 = paper.top;
    const y1 = height - paper.bottom;
    return [
      `<defs><filter id="paperShadow"><feGaussianBlur stdDeviation="${(size * 0.3).toFixed(1)}"/></filter></defs>`,
      // The bonnet's middle crease, a little lighter along its ridge.
      `<path d="M${(width * 0.5).toFixed(1)} 0 L${(width * 0.47).toFixed(1)} ${height}" stroke="rgb(52,72,110)" stroke-width="${(size * 0.5).toFixed(1)}" opacity="0.6"/>`,
      `<rect x="${(x0 + size * 0.25).toFixed(1)}" y="${(y0 + size * 0.35).toFixed(1)}" width="${(x1 - x0).toFixed(1)}" height="${(y1 - y0).toFixed(1)}" fill="rgb(0,0,0)" opacity="0.45" filter="url(#paperShadow)"/>`,
      `<rect x="${x0.toFixed(1)}" y="${y0.toFixed(1)}" width="${(x1 - x0).toFixed(1)}" height="${(y1 - y0).toFixed(1)}" fill="rgb(246,246,242)"/>`,
    ].join('');
  };

/**
 * What the paint mirrors: the sky as broad light streaks, the branches of a tree, the sun's glint;
 * only on the paint (clipped away from the paper, fading out towards the picture's sides), and a faint
 * glare over the paper's upper corner.
 */
const bonnetReflections =
  (paper: { left: number; right: number; top: number; bottom: number }, seed: number) =>
  (box: Box, drawing: Drawing) => {
    const random = seededRandom(seed);
    const size = drawing.fontSize;
    const margin = Math.round(size * 1.2);
    const inner = drawing.width - 2 * margin;
    const width = drawing.width;
    const height = box.y + margin;
    const x0 = margin + inner * paper.left;
    const x1 = margin + inner * paper.right;
    const y0 = paper.top;
    const y1 = height - paper.bottom;
    const paint = `M0 0 H${width} V${height} H0 Z M${x0} ${y0} V${y1} H${x1} V${y0} Z`;
    const branches: string[] = [];
    for (let index = 0; index < 18; index++) {
      const sx = random() * width;
      const sy = random() * height;
      const ex = sx + (random() - 0.3) * size * 9;
      const ey = sy + (random() - 0.5) * size * 7;
      branches.push(
        `<path d="M${sx.toFixed(1)} ${sy.toFixed(1)} Q${((sx + ex) / 2 + size).toFixed(1)} ${((sy + ey) / 2 - size).toFixed(1)} ${ex.toFixed(1)} ${ey.toFixed(1)}" stroke="rgb(12,20,30)" stroke-width="${(size * (0.12 + random() * 0.25)).toFixed(1)}" fill="none" opacity="0.5"/>`,
      );
    }
    return [
      `<defs><clipPath id="paint"><path d="${paint}" clip-rule="evenodd"/></clipPath>`,
      `<linearGradient id="edges" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="rgb(0,0,0)"/><stop offset="0.05" stop-color="rgb(255,255,255)"/><stop offset="0.95" stop-color="rgb(255,255,255)"/><stop offset="1" stop-color="rgb(0,0,0)"/></linearGradient>`,
      `<mask id="fade"><rect width="${width}" height="${height}" fill="url(#edges)"/></mask>`,
      `<linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="rgb(200,220,245)" stop-opacity="0.05"/><stop offset="0.45" stop-color="rgb(210,228,250)" stop-opacity="0.5"/><stop offset="0.6" stop-color="rgb(210,228,250)" stop-opacity="0.08"/><stop offset="1" stop-color="rgb(200,220,245)" stop-opacity="0"/></linearGradient>`,
      `<radialGradient id="glint"><stop offset="0" stop-color="rgb(255,255,250)" stop-opacity="0.85"/><stop offset="1" stop-color="rgb(255,255,250)" stop-opacity="0"/></radialGradient>`,
      `<linearGradient id="glare" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="rgb(255,255,255)" stop-opacity="0"/><stop offset="0.5" stop-color="rgb(235,240,250)" stop-opacity="0.38"/><stop offset="1" stop-color="rgb(255,255,255)" stop-opacity="0"/></linearGradient></defs>`,
      `<g clip-path="url(#paint)" mask="url(#fade)">`,
      `<rect width="${width}" height="${height}" fill="url(#sky)"/>`,
      ...branches,
      `<ellipse cx="${(width * 0.86).toFixed(1)}" cy="${(height * 0.12).toFixed(1)}" rx="${(size * 3).toFixed(1)}" ry="${(size * 1.4).toFixed(1)}" fill="url(#glint)"/>`,
      '</g>',
      `<path d="M${(x1 - inner * 0.3).toFixed(1)} ${y0.toFixed(1)} H${x1.toFixed(1)} V${(y0 + size * 9).toFixed(1)} Z" fill="url(#glare)"/>`,
    ].join('');
  };

/** A line of text with lowered indices: parts are [text, lowered]. Typeset as E with "vd" below. */
export type RichPart = [string, boolean?];
export const richSays = (parts: RichPart[]) => parts.map(([text]) => text).join('');
const richText = (parts: RichPart[], x: number, y: number, size: number, font: string, fill: string, bold = false) => {
  const drop = size * 0.28;
  let lowered = false;
  const spans = parts.map(([text, sub]) => {
    const dy = sub && !lowered ? drop : !sub && lowered ? -drop : 0;
    lowered = Boolean(sub);
    return `<tspan${dy ? ` dy="${dy.toFixed(1)}"` : ''}${sub ? ` font-size="${(size * 0.68).toFixed(1)}"` : ''}>${xml(text)}</tspan>`;
  });
  return `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" font-family="${font}" font-size="${size}"${bold ? ' font-weight="bold"' : ''} fill="${fill}" xml:space="preserve">${spans.join('')}</text>`;
};
/** A text line (or several columns of one) typeset with lowered indices, as a figure. */
const richLine = (columns: [number, RichPart[]][], bold = false): Line =>
  figure(
    1,
    (box, drawing) =>
      columns
        .map(([x, parts]) =>
          richText(
            parts,
            box.x + box.width * x,
            box.y + box.height * 0.72,
            drawing.fontSize,
            drawing.font,
            drawing.ink,
            bold,
          ),
        )
        .join(''),
    columns.map(([, parts]) => richSays(parts)).join('  '),
  );
const E = (index: string, rest = ''): RichPart[] => [['E'], [index, true], ...(rest ? [[rest] as RichPart] : [])];

/** A phone's number pad: four rows of keys, digits large with their letters small below. */
export const KEYPAD: [string, string][][] = [
  [
    ['1', ''],
    ['2', 'ABC'],
    ['3', 'DEF'],
  ],
  [
    ['4', 'GHI'],
    ['5', 'JKL'],
    ['6', 'MNO'],
  ],
  [
    ['7', 'PQRS'],
    ['8', 'TUV'],
    ['9', 'WXYZ'],
  ],
  [
    [',', ''],
    ['0', '+'],
    ['⌫', ''],
  ],
];
const keypad = (box: Box, drawing: Drawing) => {
  const size = drawing.fontSize;
  const gap = size * 0.35;
  const rows = KEYPAD.length;
  const keyHeight = (box.height - gap * (rows + 1)) / rows;
  const keyWidth = (box.width - gap * 4) / 3;
  const parts = [
    `<rect x="${(box.x - size * 0.6).toFixed(1)}" y="${box.y.toFixed(1)}" width="${(box.width + size * 1.2).toFixed(1)}" height="${box.height.toFixed(1)}" fill="rgb(38,40,46)"/>`,
  ];
  KEYPAD.forEach((keys, r) =>
    keys.forEach(([digit, letters], c) => {
      const x = box.x + gap + c * (keyWidth + gap);
      const y = box.y + gap + r * (keyHeight + gap);
      parts.push(
        `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${keyWidth.toFixed(1)}" height="${keyHeight.toFixed(1)}" rx="${(size * 0.4).toFixed(1)}" fill="rgb(72,75,84)"/>`,
        svgText(digit, x + keyWidth / 2 - size * 0.4, y + keyHeight * 0.55, size * 1.3, 'rgb(240,240,245)'),
      );
      if (letters)
        parts.push(
          svgText(
            letters,
            x + keyWidth / 2 - letters.length * size * 0.22,
            y + keyHeight * 0.88,
            size * 0.6,
            'rgb(170,172,180)',
          ),
        );
    }),
  );
  return parts.join('');
};

/** An opened test folder: the two pages' shading towards the fold, the fold itself, the pockets' edges. */
const folderSpread = (width: number, height: number, drawing: Drawing) => {
  const size = drawing.fontSize;
  const margin = Math.round(size * 1.2);
  const fold = margin + (drawing.width - 2 * margin) * 0.5;
  const band = size * 2.6;
  return [
    `<defs><linearGradient id="fold" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="rgb(0,0,0)" stop-opacity="0"/><stop offset="0.5" stop-color="rgb(0,0,0)" stop-opacity="0.42"/><stop offset="1" stop-color="rgb(0,0,0)" stop-opacity="0"/></linearGradient></defs>`,
    `<rect x="${(fold - band).toFixed(1)}" y="0" width="${(2 * band).toFixed(1)}" height="${height}" fill="url(#fold)"/>`,
    `<line x1="${fold.toFixed(1)}" y1="0" x2="${fold.toFixed(1)}" y2="${height}" stroke="rgb(90,90,96)" stroke-width="2"/>`,
    // The pockets' edges, below the text on both pages.
    `<path d="M${(margin * 0.8).toFixed(1)} ${(height - margin * 0.9).toFixed(1)} L${(fold - band).toFixed(1)} ${(height - margin * 0.3).toFixed(1)}" stroke="rgb(150,160,175)" stroke-width="2" fill="none"/>`,
    `<path d="M${(fold + band).toFixed(1)} ${(height - margin * 0.3).toFixed(1)} L${(width - margin * 0.8).toFixed(1)} ${(height - margin * 0.9).toFixed(1)}" stroke="rgb(150,160,175)" stroke-width="2" fill="none"/>`,
  ].join('');
};

// ---- the layouts ------------------------------------------------------------------------------------------

/** A line of cells at the given places. */
const row = (positions: number[], texts: string[]): Line =>
  line(...texts.map((text, index) => at(text, positions[index]!)));
/** Two pages side by side: the left page's cells and the right page's in one line. */
const spread = (left: Cell[], right: Cell[], bold = false): Line => ({
  cells: [...left, ...right],
  ...(bold && { bold }),
});

/** The device strip forwarded in the chat (its own drawing, photographed inside the chat). */
export const forwardedStrip = (t: HeldoutTruth): Drawing => {
  const lat = decimalDegrees(t.lat, 5);
  const lng = decimalDegrees(t.lng, 5);
  return {
    font: MONO,
    fontSize: 20,
    width: 440,
    background: 'rgb(244,242,236)',
    ink: 'rgb(38,38,46)',
    lines: [
      { ...line('TERRA LWD-5'), bold: true },
      line('SN 20-0871  FW 3.1'),
      rule,
      line(`DATE   ${dottedYearFirst(t)}`),
      line(`TIME   ${clockSeconds(t)}`),
      line(`POINT  ${testNumber(t)}`),
      rule,
      ...t.drops.map((drop, index) => line(`S${index + 1}     ${mm(drop, false)} mm`)),
      line(`S AVG  ${mm(t.settlement, false)} mm`),
      line(`S/V    ${fixed(t.sv, 2, false)} ms`),
      { ...line(`EVD    ${fixed(t.evd, 1, false)} MN/m2`), bold: true },
      line(`LIMIT  >= ${fixed(REQUIRED, 1, false)} ${passes(t) ? 'OK' : 'FAIL'}`),
      rule,
      line(`LAT    ${lat.text} N`),
      line(`LON    ${lng.text} E`),
      line(`BATT   ${battery(t)} %`),
    ],
  };
};

/** The device display on the photo the gallery shows. */
export const photographedDisplay = (t: HeldoutTruth): Drawing => {
  const lat = decimalDegrees(t.lat, 6);
  const lng = decimalDegrees(t.lng, 6);
  const dim = 'rgb(140,190,150)';
  return {
    font: SANS,
    fontSize: 22,
    width: 520,
    background: 'rgb(12,22,16)',
    ink: 'rgb(170,240,180)',
    display: { housing: 'rgb(226,196,40)' },
    lines: [
      line(`${german(t)}   ${clock(t)}`),
      line({ ...at(`Messung ${Number(testNumber(t))}`, 0), ink: dim }),
      line('Evd'),
      { ...line(`${evdComma(t)} MN/m²`), scale: 1.8, bold: true },
      line(`s ${mm(t.settlement, true)} mm   s/v ${fixed(t.sv, 2, true)} ms`),
      line({ ...at(`Soll ≥ ${REQUIRED}   ${passes(t) ? 'i.O.' : 'n.i.O.'}`, 0), ink: dim }),
      line(`${lat.text}° N   ${lng.text}° E`),
    ],
  };
};

const BONNET_PAPER = { left: 0.08, right: 0.92, top: 60, bottom: 58 };

export const fourteenthHeldoutLayouts: HeldoutLayout[] = [
  {
    // A Serbian subcontractor's protocol in Cyrillic: the date with the month's name and "године",
    // the clock with a point and "ч", the position in degrees and decimal-comma minutes with primes
    // and "С" (север, north) and "И" (исток, east) after them, слегања s1–s3, mean, s/v, Evd, the
    // requirement, the calibration and the print line the next morning.
    name: 'Извештај о испитивању српски',
    half: 'development',
    draw: (t) => {
      const pair = labelValue(0.42);
      return {
        font: CONDENSED,
        fontSize: 19,
        width: 1000,
        background: 'rgb(255,255,253)',
        ink: 'rgb(22,22,30)',
        lines: [
          { ...line('ИЗВЕШТАЈ О ИСПИТИВАЊУ НОСИВОСТИ – ЛАКИ ДИНАМИЧКИ УРЕЂАЈ'), bold: true, scale: 1.1 },
          { ...line('Извођач: Градња Ниш д.о.о. · Градилиште: Логистички центар Касел, плато 2'), scale: 0.85 },
          rule,
          pair('Место испитивања', `МТ ${Number(testNumber(t))}`),
          pair('Датум испитивања', serbianDate(t)),
          pair('Време испитивања', serbianClock(t)),
          pair('Положај (WGS 84)', serbianPosition(t)),
          pair('Температура ваздуха', `${temperature(t)} °C`),
          rule,
          ...results(t, pair, ['Слегања s1 / s2 / s3', 'Средње слегање s', 's/v', 'Динамички модул деформације Evd']),
          pair('Захтев', `Evd ≥ ${REQUIRED} MN/m² – ${passes(t) ? 'задовољава' : 'не задовољава'}`),
          pair('Еталонирање уређаја', `${calibrated(t)}.`),
          rule,
          {
            ...line(`Одштампано: ${german(daysAfter(t, 1))}. у 08.10 ч · Страна 1 од 1 · Испитивао: М. Јовановић`),
            scale: 0.85,
          },
        ],
      };
    },
    expected: printedAs(minutes4),
  },
  {
    // A Catalan subcontractor's protocol: the weekday and the month with its preposition
    // ("divendres, 14 de març de 2025"), "14:32 h", the position in degrees, minutes and seconds
    // with two apostrophes for the seconds and a decimal comma, assentaments s1–s3, mean, s/v, Evd,
    // the requirement, the calibration and the print line days later with slashes.
    name: "Informe d'assaig en català",
    half: 'development',
    draw: (t) => {
      const pair = labelValue(0.4);
      const printed = workingDayAfter(t, 2);
      return {
        font: LIBERATION_SANS,
        fontSize: 19,
        width: 980,
        background: 'rgb(255,255,255)',
        ink: 'rgb(30,30,36)',
        lines: [
          { ...line("INFORME D'ASSAIG DE CÀRREGA AMB PLACA DINÀMICA"), bold: true, scale: 1.15 },
          { ...line('Contractista: Obres i Vials Girona S.L. · Obra: Polígon logístic Bad Hersfeld'), scale: 0.85 },
          rule,
          pair("Punt d'assaig", `PA ${Number(testNumber(t))}`),
          pair('Data', catalanDate(t)),
          pair('Hora', `${clock(t)} h`),
          pair('Coordenades (ETRS89)', catalanPosition(t)),
          pair("Temperatura de l'aire", `${temperature(t)} °C`),
          rule,
          ...results(t, pair, [
            'Assentaments s1 / s2 / s3',
            'Assentament mitjà s',
            's/v',
            'Mòdul de deformació dinàmic Evd',
          ]),
          pair('Requisit', `Evd ≥ ${REQUIRED} MN/m² – ${passes(t) ? 'compleix' : 'no compleix'}`),
          pair("Calibratge de l'equip", calibrated(t).replace(/\./g, '/')),
          rule,
          {
            ...line(
              `Imprès el ${two(printed.day)}/${two(printed.month)}/${printed.year} a les 09:10 · Pàgina 1 de 1 · Tècnic: J. Puig`,
            ),
            scale: 0.85,
          },
        ],
      };
    },
    expected: printedAs(seconds1),
  },
  {
    // The device software's protocol lying on a dark blue car bonnet, photographed from the driver's
    // side: sky, branches and the sun's glint mirrored in the paint around the sheet, a faint glare on
    // its upper corner. Date, clock with seconds, the position in degrees, minutes and seconds with
    // Gauss-Krüger Rechtswert and Hochwert beside it, s1–s3, mean, s/v, Evd, the limit, the print
    // clock later.
    name: 'Ausdruck auf der Motorhaube, Spiegelungen, Gauß-Krüger daneben',
    half: 'development',
    draw: (t) => {
      const lat = seconds1(t.lat);
      const lng = seconds1(t.lng);
      const gk = gaussKrueger(t.lat, t.lng);
      const pair = labelValue(0.42, 0.12);
      const base: Drawing = {
        font: LIBERATION_SANS,
        fontSize: 19,
        width: 1040,
        background: 'rgb(30,46,78)',
        ink: 'rgb(24,24,30)',
        lines: [
          blank,
          blank,
          { ...line(at('Prüfprotokoll dynamischer Plattendruckversuch', 0.12)), bold: true, scale: 1.1 },
          { ...line(at('Erdbau Lindner GmbH · BV Radweg L 3381, Abschnitt 2', 0.12)), scale: 0.85 },
          pair('Prüfstelle', `P ${Number(testNumber(t))} – Station 0+${340 + (t.minute % 9) * 25}`),
          pair('Datum / Uhrzeit', `${german(t)} / ${clockSeconds(t)}`),
          pair('Lage (WGS 84)', `${lat.g}° ${lat.min}' ${lat.sec}" N   ${lng.g}° ${lng.min}' ${lng.sec}" E`),
          pair(`Gauß-Krüger (${gk.strip}. Streifen)`, `R ${gk.right}   H ${gk.high}`),
          ...results(t, pair, ['Setzungen s1 / s2 / s3', 'Setzung Mittel s', 's/v', 'Evd']),
          pair('Grenzwert', `Evd ≥ ${REQUIRED} MN/m² – ${passes(t) ? 'eingehalten' : 'nicht eingehalten'}`),
          {
            ...line(at(`Druck ${german(t)} ${clock(t, 11 + (t.second % 15))} · Prüfer: T. Lindner`, 0.12)),
            scale: 0.85,
          },
          blank,
          blank,
          figure(0, bonnetReflections(BONNET_PAPER, t.second * 41 + t.minute * 3)),
        ],
      };
      return underlaid(base, bonnetWithPaper(BONNET_PAPER));
    },
    expected: printedAs(seconds1),
  },
  {
    // A messenger chat: the tester forwarded a photo of the device's strip, the foreman answered.
    // The strip (another maker's: date year first with points, clock with seconds, decimal degrees
    // with N and E after them) sits slightly turned in the photo bubble; the messages carry their
    // own clocks minutes later and other numbers.
    name: 'Chat mit weitergeleitetem Foto des Streifens',
    half: 'development',
    draw: (t) => {
      const strip = forwardedStrip(t);
      const { width: stripWidth, height: stripHeight } = drawingSvg(strip);
      const scale = 0.78;
      const fontSize = 20;
      const photoLines = Math.ceil((stripHeight * scale + fontSize * 1.6) / (fontSize * 1.5));
      const sent = clock(t, 8 + (t.second % 7));
      const answered = clock(t, 12 + (t.second % 7));
      const grey = 'rgb(102,112,120)';
      const bubble = (box: Box) => {
        const w = stripWidth * scale + fontSize * 2.4;
        return [
          `<rect x="${box.x.toFixed(1)}" y="${(box.y + fontSize * 0.1).toFixed(1)}" width="${w.toFixed(1)}" height="${(box.height - fontSize * 0.2).toFixed(1)}" rx="${fontSize * 0.6}" fill="rgb(255,255,255)"/>`,
          `<rect x="${(box.x + fontSize * 0.3).toFixed(1)}" y="${(box.y + fontSize * 0.4).toFixed(1)}" width="${(w - fontSize * 0.6).toFixed(1)}" height="${(box.height - fontSize * 0.8).toFixed(1)}" fill="rgb(96,84,70)"/>`,
          photoOf(strip, box.x + fontSize * 1.1, box.y + fontSize * 1.0, scale, -1.5),
        ].join('');
      };
      return {
        font: SANS,
        fontSize,
        width: 720,
        background: 'rgb(236,229,221)',
        ink: 'rgb(20,24,28)',
        lines: [
          {
            ...line({ ...at('← Polier-Gruppe BV Kassel-Nord', 0), ink: 'rgb(255,255,255)' }),
            bold: true,
            fill: 'rgb(0,96,84)',
          },
          blank,
          line({ ...at(`${WEEKDAYS_DE[weekday(t)]}, ${t.day}. ${MONTHS_DE[t.month - 1]}`, 0.36), ink: grey }),
          line({ ...at('Jens (Prüfer)', 0), ink: 'rgb(200,90,40)' }),
          line(at(`Streifen von MP ${Number(testNumber(t))}, Planum Halle 2`, 0)),
          figure(photoLines, bubble, strip.lines.flatMap((l) => l.cells.map((c) => c.text)).join('\n')),
          line({ ...at(sent, 0.54), ink: grey }),
          line(at('Danke! Walze kommt um 15:30,', 0.36)),
          line(at('dann noch MP 8 und 9 (2 × 0,5 h).', 0.36)),
          line({ ...at(`${answered} ✓✓`, 0.82), ink: grey }),
        ],
      };
    },
    expected: printedAs((value) => decimalDegrees(value, 5)),
  },
  {
    // A phone app's input form in dark mode while the tester types: the status bar's clock later,
    // the point, date and clock, the GPS position taken over into two fields, settlement and s/v, the
    // Evd field in focus with its value, the requirement as a hint, and the number pad open below
    // (digits and letters on the keys).
    name: 'App-Eingabemaske dunkel mit Zifferntastatur',
    half: 'development',
    draw: (t) => {
      const lat = decimalDegrees(t.lat, 6, true);
      const lng = decimalDegrees(t.lng, 6, true);
      const grey = 'rgb(150,156,166)';
      const accent = 'rgb(120,180,255)';
      const pair = labelValue(0.46);
      return {
        font: SANS,
        fontSize: 21,
        width: 640,
        background: 'rgb(22,24,28)',
        ink: 'rgb(236,238,242)',
        display: { housing: 'rgb(8,8,8)' },
        lines: [
          line(
            { ...at(clock(t, 3 + (t.second % 6)), 0), ink: grey },
            { ...at(`5G  ${battery(t)} %`, 1, 'end'), ink: grey },
          ),
          line(at('←  Messung erfassen', 0), { ...at('Speichern', 1, 'end'), ink: accent }),
          rule,
          pair('Messpunkt', `MP ${Number(testNumber(t))} – Planum`),
          pair('Datum', `${WEEKDAYS_DE[weekday(t)]!.slice(0, 2)} ${german(t)}`),
          pair('Uhrzeit', clock(t)),
          pair('Breite (GPS ± 4 m)', `${lat.text}° N`),
          pair('Länge', `${lng.text}° E`),
          pair('Setzung s [mm]', mm(t.settlement, true)),
          pair('s/v [ms]', fixed(t.sv, 2, true)),
          { ...line({ ...at('Evd [MN/m²]', 0), ink: accent }, at(evdComma(t), 0.46)), fill: 'rgb(44,50,62)' },
          line({ ...at(`Hinweis: Anforderung Evd ≥ ${REQUIRED} MN/m²`, 0), ink: grey }),
          figure(
            7,
            keypad,
            KEYPAD.flat()
              .map(([digit]) => digit)
              .join(' '),
          ),
        ],
      };
    },
    expected: printedAs((value) => decimalDegrees(value, 6, true)),
  },
  {
    // A thermal strip on which the first measurement was aborted after one drop (an error message,
    // "Evd ---,-") and the next one, minutes later, completed: its own number and clock, s1–s3, mean,
    // s/v, Evd, the limit, the position in degrees and minutes with a three-digit longitude, and the
    // print clock.
    name: 'Streifen mit abgebrochener Messung und Wiederholung',
    half: 'development',
    draw: (t) => {
      const aborted = abortedMeasurement(t);
      const lat = minutes4(t.lat);
      const lng = minutes4(t.lng);
      return {
        font: MONO,
        fontSize: 20,
        width: 520,
        background: 'rgb(247,246,241)',
        ink: 'rgb(44,44,52)',
        lines: [
          { ...line('HFG-Pro 10/300'), bold: true },
          line('SN 7718   Kal. ' + calibrated(t)),
          line(`Datum ${german(t)}`),
          rule,
          line(`Messung ${String(aborted.number).padStart(4, '0')}`),
          line(`Zeit  ${aborted.clock}`),
          line(`Stoss 1  ${mm(aborted.drop, true)} mm`),
          line('FEHLER E07: Platte'),
          line('kippelt, Untergrund'),
          line('nicht eben'),
          { ...line('MESSUNG ABGEBROCHEN'), bold: true },
          line('Evd   ---,- MN/m2'),
          rule,
          line(`Messung ${String(aborted.number + 1).padStart(4, '0')}`),
          line(`Zeit  ${clockSeconds(t)}`),
          ...t.drops.map((drop, index) => line(`Stoss ${index + 1}  ${mm(drop, true)} mm`)),
          line(`s     ${mm(t.settlement, true)} mm`),
          line(`s/v   ${fixed(t.sv, 2, true)} ms`),
          { ...line(`Evd   ${evdComma(t)} MN/m2`), bold: true },
          line(`Soll >= ${fixed(REQUIRED, 1, true)} ${passes(t) ? 'i.O.' : 'n.i.O.'}`),
          line(`N  ${lat.g}°${comma(lat.minutes)}'`),
          line(`E ${String(lng.g).padStart(3, '0')}°${comma(lng.minutes)}'`),
          rule,
          line(`Druck ${german(t)} ${clock(t, 2 + (t.second % 4))}`),
        ],
      };
    },
    expected: printedAs(minutes4),
  },
  {
    // A page of a geotechnical report typeset with lowered indices: the requirements in prose
    // (E_v2 ≥ 100, E_v2/E_v1 ≤ 2,3, or E_vd ≥ 45), a one-row table with E_vd and E_vd,erf side by
    // side, the result in prose, the position in decimal-comma degrees, and the report's date a
    // week later in its footer. Evd appears only as E with "vd" lowered.
    name: 'Gutachten mit tiefgestellten Indizes',
    half: 'development',
    draw: (t) => {
      const lat = decimalDegrees(t.lat, 5, true);
      const lng = decimalDegrees(t.lng, 5, true);
      const point = Number(testNumber(t));
      const columns = [0, 0.12, 0.38, 0.52, 0.66, 0.83];
      const small = (text: string): Line => ({ ...line(text), scale: 0.8 });
      return {
        font: LIBERATION_SERIF,
        fontSize: 20,
        width: 1000,
        background: 'rgb(255,255,255)',
        ink: 'rgb(18,18,22)',
        lines: [
          {
            ...line(
              at('Dr. Hartmann + Partner · Baugrundgutachten BV Wohnanlage Kassel-Nord · Az. 24-117', 0),
              at('Seite 7 von 12', 1, 'end'),
            ),
            scale: 0.8,
          },
          rule,
          { ...line('4.2  Ergebnisse der Tragfähigkeitsprüfung auf dem Planum'), bold: true, scale: 1.1 },
          blank,
          line('Die Tragfähigkeit wurde mit dem leichten Fallgewichtsgerät nach TP BF-StB, Teil B 8.3,'),
          line('geprüft. Für die Gründung der Bodenplatte wird auf dem Planum gefordert:'),
          richLine([
            [
              0.04,
              [
                ...E('v2', ' ≥ 100 MN/m² bei '),
                ...E('v2'),
                ['/'],
                ...E('v1', ' ≤ 2,3  bzw. ersatzweise  '),
                ...E('vd', ` ≥ ${REQUIRED} MN/m².`),
              ],
            ],
          ]),
          blank,
          richLine(
            [
              [columns[0]!, [['Punkt']]],
              [columns[1]!, [['Datum, Uhrzeit']]],
              [columns[2]!, [['s [mm]']]],
              [columns[3]!, [['s/v [ms]']]],
              [columns[4]!, [...E('vd', ' [MN/m²]')]],
              [columns[5]!, [...E('vd,erf', ' [MN/m²]')]],
            ],
            true,
          ),
          row(columns, [
            `P ${point}`,
            `${german(t)}, ${clock(t)}`,
            mm(t.settlement, true),
            fixed(t.sv, 2, true),
            evdComma(t),
            String(REQUIRED),
          ]),
          blank,
          richLine([
            [
              0,
              [
                ['Mit '],
                ...E('vd', ` = ${evdComma(t)} MN/m² ist die Anforderung `),
                ...E('vd,erf', ` = ${REQUIRED} MN/m² am Punkt P ${point} ${passes(t) ? 'erfüllt' : 'nicht erfüllt'}.`),
              ],
            ],
          ]),
          line(
            `Lage des Prüfpunkts (ETRS89): ${lat.text}° N, ${lng.text}° E; Höhe ${fixed(180 + (t.second % 40) * 1.3, 1, true)} m ü. NHN.`,
          ),
          richLine([
            [0, [['Ein statischer Plattendruckversuch wurde nicht durchgeführt; '], ...E('v2', ' liegt nicht vor.')]],
          ]),
          rule,
          small(
            `Kassel, ${german(workingDayAfter(t, 7))} · Dipl.-Ing. M. Hartmann · Baugrundgutachten 24-117, Fassung 1`,
          ),
        ],
      };
    },
    expected: printedAs((value) => decimalDegrees(value, 5, true)),
  },
  {
    // A test folder lying open: on the left page the device's calibration
    // certificate (reference moduli, the device's readings and deviations, the calibration date and
    // its validity), on the right the protocol of the test; the fold's shadow between them.
    name: 'Prüfmappe: Kalibrierschein neben Protokoll',
    half: 'development',
    draw: (t) => {
      const lat = minutes3(t.lat);
      const lng = minutes3(t.lng);
      const cal = calibrated(t);
      const validUntil = `${cal.slice(0, 6)}${Number(cal.slice(6)) + 1}`;
      const L = (text: string, x = 0) => at(text, x);
      const R = (text: string, x = 0.55) => at(text, x);
      const base: Drawing = {
        font: CONDENSED,
        fontSize: 18,
        width: 1500,
        background: 'rgb(252,251,247)',
        ink: 'rgb(24,26,34)',
        lines: [
          spread([L('KALIBRIERSCHEIN')], [R('PRÜFPROTOKOLL LEICHTES FALLGEWICHT')], true),
          spread([L('Nr. K-2291 · Kalibrierlabor Messtechnik Nord')], [R('BV Gewerbehof Fulda, Baufeld C')]),
          blank,
          spread([L('Gerät'), L('HFG 10/300, SN 4471', 0.16)], [R('Prüfpunkt'), R(`P ${Number(testNumber(t))}`, 0.7)]),
          spread([L('Kalibriert am'), L(cal, 0.16)], [R('Datum'), R(german(t), 0.7)]),
          spread([L('Gültig bis'), L(validUntil, 0.16)], [R('Uhrzeit'), R(`${clock(t)} Uhr`, 0.7)]),
          spread(
            [L('Fallgewicht 10,00 kg · Fallhöhe 72,0 cm')],
            [R('Lage'), R(`N ${lat.g}° ${comma(lat.minutes)}'   E ${lng.g}° ${comma(lng.minutes)}'`, 0.7)],
          ),
          spread(
            [L('Referenz-Evd'), L('Anzeige', 0.14), L('Abweichung', 0.26)],
            [R('Setzungen s1 / s2 / s3'), R(`${t.drops.map((d) => mm(d, true)).join(' / ')} mm`, 0.7)],
          ),
          ...CALIBRATION_ROWS.map(([reference, reading], index) =>
            spread(
              [
                L(`${fixed(reference, 1, true)} MN/m²`),
                L(fixed(reading, 1, true), 0.14),
                L(deviation([reference, reading]), 0.26),
              ],
              [
                [R('mittlere Setzung s'), R(`${mm(t.settlement, true)} mm`, 0.7)],
                [R('s/v'), R(`${fixed(t.sv, 2, true)} ms`, 0.7)],
                [R('Evd', 0.55), R(`${evdComma(t)} MN/m²`, 0.7)],
              ][index]!,
            ),
          ),
          spread([L('Zulässige Abweichung ± 5,0 %')], [R('Anforderung'), R(`Evd ≥ ${REQUIRED} MN/m²`, 0.7)]),
          spread(
            [L('Ergebnis: Gerät innerhalb der Toleranz')],
            [R('Bewertung'), R(passes(t) ? 'erfüllt' : 'nicht erfüllt', 0.7)],
          ),
          blank,
          spread([L('Stempel / Unterschrift: ____________')], [R(`Prüfer: K. Albrecht · Gerät SN 4471`)]),
        ],
      };
      return underlaid(base, folderSpread);
    },
    expected: printedAs(minutes3),
  },
  {
    // A pocket diary's day page: the month and year, the big day number, weekday, calendar week and
    // day of the year printed at its head, hour rows from 6 to 20; the foreman wrote the test in by
    // hand in its hour (clock with a point, s, s/v, Evd with the requirement, the position from his
    // phone) among the day's other entries, and a deadline in the notes at its foot.
    name: 'Taschenkalender-Tagesseite mit Eintrag',
    half: 'development',
    draw: (t) => {
      const lat = decimalDegrees(t.lat, 5, true);
      const lng = decimalDegrees(t.lng, 5, true);
      const pen = 'rgb(30,50,150)';
      const grey = 'rgb(130,120,110)';
      const handwritten = (text: string, x = 0.1): Cell => ({ ...at(text, x), ink: pen, italic: true, font: SANS });
      const entries = new Map<number, string>(diaryEntries(t));
      entries.set(
        t.hour,
        `${clock(t).replace(':', '.')} MP ${Number(testNumber(t))} Planum: s = ${mm(t.settlement, true)}, s/v ${fixed(t.sv, 2, true)}`,
      );
      entries.set(t.hour + 1, `→ Evd = ${evdComma(t)} MN/m² ${passes(t) ? '✓' : '✗'} (≥ ${REQUIRED})`);
      entries.set(t.hour + 2, `GPS N ${lat.text}  E ${lng.text}`);
      const days = dayOfYear(t);
      const yearDays = t.year % 4 === 0 ? 366 : 365;
      return {
        font: LIBERATION_SERIF,
        fontSize: 20,
        width: 760,
        background: 'rgb(250,247,238)',
        ink: 'rgb(60,52,44)',
        lines: [
          {
            ...line(
              at(`${MONTHS_DE[t.month - 1]} ${t.year}`, 0),
              at(`KW ${isoWeek(t.year, t.month, t.day)}`, 1, 'end'),
            ),
            bold: true,
          },
          { ...line(String(t.day)), scale: 2.4, bold: true },
          line({ ...at(`${WEEKDAYS_DE[weekday(t)]} · ${days}. Tag · noch ${yearDays - days} Tage`, 0), ink: grey }),
          rule,
          ...DIARY_HOURS.map((hour, index) => ({
            ...line(
              { ...at(String(hour), 0), ink: grey },
              ...(entries.has(hour) ? [handwritten(entries.get(hour)!)] : []),
            ),
            ...(index % 2 === 0 ? { fill: 'rgb(240,235,222)' } : {}),
          })),
          rule,
          line({ ...at('Notizen', 0), ink: grey }, handwritten(diaryNote(t), 0.16)),
        ],
      };
    },
    expected: printedAs((value) => decimalDegrees(value, 5, true)),
  },
  {
    // A phone gallery's details of the photo the foreman took of the device's display: the photo
    // (the display with date, clock, Evd, s, s/v, the requirement and the position in decimal
    // degrees) above, and below it the photo's own details — its file name with the date and clock
    // run together, the time it was taken minutes later, resolution, size, aperture, exposure,
    // focal length, ISO and where the phone stood (some tens of metres away).
    name: 'Galerie-Details: Displayfoto mit EXIF-Daten',
    half: 'development',
    draw: (t) => {
      const display = photographedDisplay(t);
      const { width: photoWidth, height: photoHeight } = drawingSvg(display);
      const fontSize = 20;
      const scale = 0.86;
      const photoLines = Math.ceil((photoHeight * scale + fontSize * 2.4) / (fontSize * 1.5));
      const taken = 5 + (t.second % 8);
      const where = photoLocation(t);
      const grey = 'rgb(96,100,108)';
      const pair = labelValue(0.3);
      const photo = (box: Box) =>
        [
          `<rect x="${(box.x - fontSize * 0.5).toFixed(1)}" y="${box.y.toFixed(1)}" width="${(box.width + fontSize).toFixed(1)}" height="${box.height.toFixed(1)}" fill="rgb(88,80,70)"/>`,
          photoOf(display, box.x + (box.width - photoWidth * scale) / 2, box.y + fontSize * 0.6, scale, 2),
        ].join('');
      return {
        font: SANS,
        fontSize,
        width: 720,
        background: 'rgb(250,250,252)',
        ink: 'rgb(28,30,36)',
        display: { housing: 'rgb(20,20,22)' },
        lines: [
          line({ ...at(clock(t, taken + 9), 0), ink: grey }, { ...at(`${battery(t)} %`, 1, 'end'), ink: grey }),
          figure(photoLines, photo, display.lines.flatMap((l) => l.cells.map((c) => c.text)).join('\n')),
          { ...line('Details'), bold: true, scale: 1.15 },
          pair('Datei', photoFileName(t, taken)),
          pair(
            'Aufgenommen',
            `${WEEKDAYS_DE[weekday(t)]!.slice(0, 2)}., ${t.day}. ${MONTHS_DE[t.month - 1]} ${t.year} · ${clock(t, taken)}`,
          ),
          pair('Bild', `12,2 MP · 4032 × 3024 · ${fixed(2.6 + (t.second % 9) / 10, 1, true)} MB`),
          pair('Kamera', 'f/1,8 · 1/120 s · 4,71 mm · ISO 125'),
          pair('Aufnahmeort', `${where.lat}, ${where.lng}`),
          line({ ...at('Pixel 7a · Hauptkamera', 0.3), ink: grey }),
        ],
      };
    },
    expected: printedAs((value) => decimalDegrees(value, 6)),
  },
];
