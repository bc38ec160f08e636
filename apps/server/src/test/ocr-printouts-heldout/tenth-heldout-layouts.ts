// Ten further held-out layouts for the second OCR test set (issue 38), the tenth batch. Written
// without looking at the reader, its tests, its benchmark or the decisions on what it gets wrong,
// and modelled on what light drop-weight devices (TP BF-StB B 8.3), static plate load tests
// (DIN 18134), site paperwork and the screens results are read on print and show: a Finnish
// subcontractor's protocol ("klo 14.32", "P"/"I" for north and east, three pre-load drops before the
// three measured ones), a Lithuanian one ("2025 m. kovo 14 d.", "14 val. 32 min.", "Š"/"R"), a Greek
// one in Greek script ("Β"/"Α" for north and east), a static DIN 18134 report whose only "Evd" is
// the equivalent requirement, a road-building protocol that locates its test by station and offset
// from the axis only, a serial terminal window reading the device's memory (KEY=VALUE lines, the
// device's clock asked first), a tablet in split screen with a map app's "Mein Standort" beside the
// test app, a site plan with one test point's callout and the plan's title block, the raw
// settlement–time samples of the three drops, and a report printed two pages to a sheet (the
// position on page 2). Each prints numbers of other quantities near Evd and dates or clocks that are
// not the test's; where a page prints no position, none is expected (decision 0761).
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
import { calibrated, drops, passes, REQUIRED } from './fourth-heldout-layouts.js';
import { daysAfter } from './fifth-heldout-layouts.js';
import { expectedFor, figure, printedAs, svgText } from './third-heldout-layouts.js';
import {
  DEJAVU_SANS as SANS,
  DEJAVU_SANS_MONO as MONO,
  DEJAVU_SERIF as SERIF,
  LIBERATION_SANS,
  LIBERATION_SANS_NARROW,
  LIBERATION_SERIF,
} from './heldout-fonts.js';

// ---- dates and clocks as these documents write them ------------------------------------------------------

const german = (t: HeldoutTruth) => freshDateText(t, 'german');
const iso = (t: HeldoutTruth) => freshDateText(t, 'iso');
/** Finnish date and clock: no leading zeros in the date, "klo" and a point in the clock ("klo 9.05"). */
export const finnishDate = (t: HeldoutTruth) => `${t.day}.${t.month}.${t.year}`;
export const finnishClock = (t: HeldoutTruth) => `klo ${t.hour}.${two(t.minute)}`;
/** Lithuanian month names in the genitive a date takes: "2025 m. kovo 14 d.". */
export const MONTHS_LT = [
  'sausio',
  'vasario',
  'kovo',
  'balandžio',
  'gegužės',
  'birželio',
  'liepos',
  'rugpjūčio',
  'rugsėjo',
  'spalio',
  'lapkričio',
  'gruodžio',
];
export const lithuanianDate = (t: HeldoutTruth) => `${t.year} m. ${MONTHS_LT[t.month - 1]} ${t.day} d.`;
export const lithuanianClock = (t: HeldoutTruth) => `${t.hour} val. ${two(t.minute)} min.`;
/** Greek month names in the genitive: "14 Μαρτίου 2025". */
export const MONTHS_EL = [
  'Ιανουαρίου',
  'Φεβρουαρίου',
  'Μαρτίου',
  'Απριλίου',
  'Μαΐου',
  'Ιουνίου',
  'Ιουλίου',
  'Αυγούστου',
  'Σεπτεμβρίου',
  'Οκτωβρίου',
  'Νοεμβρίου',
  'Δεκεμβρίου',
];
export const greekDate = (t: HeldoutTruth) => `${t.day} ${MONTHS_EL[t.month - 1]} ${t.year}`;
/** The calibration date (fourth batch) written year first. */
const calibratedIso = (t: HeldoutTruth) => calibrated(t).split('.').reverse().join('-');

const evdComma = (t: HeldoutTruth) => fixed(t.evd, 1, true);
const comma = (text: string) => text.replace('.', ',');

// ---- positions as these pages print them -----------------------------------------------------------------

const minutes3 = (value: number) => degreesMinutes(value, 3);
const minutes4 = (value: number) => degreesMinutes(value, 4);
const seconds1 = (value: number) => degreesMinutesSeconds(value, 1);

/** The tablet's own position in the map app: some tens of metres from the test's (a later place). */
export const myLocation = (t: HeldoutTruth) => ({
  lat: decimalDegrees(t.lat + 0.00031 + (t.second % 5) * 0.00004, 5),
  lng: decimalDegrees(t.lng - 0.00047 - (t.minute % 5) * 0.00005, 5),
});

// ---- other numbers these pages carry -----------------------------------------------------------------------

/** The three pre-load drops before the measured ones (TP BF-StB B 8.3), settling a little more. */
export const preloadDrops = (t: HeldoutTruth) =>
  t.drops.map((drop, index) => Math.round(drop * (1.14 - index * 0.04) * 1000) / 1000);

/** A static plate load test's results (DIN 18134): Ev1, Ev2 and their ratio, no Evd. */
export const staticResults = (t: HeldoutTruth) => {
  const ev2 = Math.round(t.evd * 24) / 10;
  const ev1 = Math.round((ev2 / (2.05 + (t.second % 40) / 100)) * 10) / 10;
  // Ev = 1.5 · r / (a1 + a2 · σ0max) with r = 150 mm and σ0max = 0.5 MN/m².
  const a2First = 1.6 + (t.minute % 10) / 10;
  const a2Second = -0.3 - (t.second % 5) / 10;
  return {
    ev1,
    ev2,
    ratio: Math.round((ev2 / ev1) * 100) / 100,
    first: [0.012 + (t.minute % 7) / 1000, 225 / ev1 - 0.5 * a2First, a2First],
    second: [0.98 + (t.second % 30) / 100, 225 / ev2 - 0.5 * a2Second, a2Second],
  };
};
const coefficients = ([a0, a1, a2]: number[]) => [a0!, a1!, a2!].map((a) => fixed(a, 4, true)).join(' / ');

/** Station along the road's axis ("2+345,21") and the offset from it. */
export const station = (t: HeldoutTruth) => {
  const metres = 120 + ((t.minute * 61 + t.second * 7) % 3800);
  return {
    text: `${Math.floor(metres / 1000)}+${String(metres % 1000).padStart(3, '0')},${two((t.second * 3) % 100)}`,
    offset: fixed(1.25 + (t.second % 12) * 0.25, 2, true),
    side: t.minute % 2 ? 'rechts' : 'links',
    height: fixed(180.37 + ((t.minute * 13 + t.second) % 140), 2, true),
  };
};

/** The settlement of a drop `ms` after the impact: a pulse peaking at 12 ms, then a partial rebound. */
export const pulse = (drop: number, ms: number) => drop * (ms / 12) ** 2 * Math.exp(2 * (1 - ms / 12));
export const SAMPLE_TIMES = Array.from({ length: 15 }, (_, index) => index * 2);

// ---- shapes --------------------------------------------------------------------------------------------------

/** The top of each line of a drawing, as heldout-photo.ts stacks them. */
const lineTops = (drawing: Drawing) => {
  const size = drawing.fontSize;
  let y = (drawing.display ? Math.round(size * 2.5) : 0) + Math.round(size * 1.2);
  return drawing.lines.map((l) => {
    const top = y;
    y += l.figure ? size * 1.5 * l.figure.lines : l.rule ? size * 0.8 : size * 1.5 * (l.scale ?? 1);
    return top;
  });
};

/** A road's cross-section with its axis and the test point `offset` metres to one side. */
const crossSection = (offset: string, side: string) => (box: Box, drawing: Drawing) => {
  const size = drawing.fontSize;
  const mid = box.x + box.width * 0.42;
  const half = box.width * 0.3;
  const surface = box.y + box.height * 0.45;
  const toe = box.y + box.height * 0.8;
  const point = mid + (side === 'rechts' ? 1 : -1) * half * 0.55;
  const grey = 'rgb(120,120,120)';
  return [
    `<path d="M${(mid - half - size * 3).toFixed(1)} ${toe.toFixed(1)} L${(mid - half).toFixed(1)} ${surface.toFixed(1)} H${(mid + half).toFixed(1)} L${(mid + half + size * 3).toFixed(1)} ${toe.toFixed(1)}" fill="rgb(236,228,210)" stroke="${drawing.ink}" stroke-width="1.5"/>`,
    `<line x1="${mid.toFixed(1)}" y1="${(box.y + size * 0.2).toFixed(1)}" x2="${mid.toFixed(1)}" y2="${toe.toFixed(1)}" stroke="${grey}" stroke-width="1" stroke-dasharray="8 3 2 3"/>`,
    svgText('Achse', mid + size * 0.3, box.y + size * 0.9, size * 0.8, grey),
    `<path d="M${point.toFixed(1)} ${surface.toFixed(1)} l${-size * 0.4} ${-size * 0.7} h${size * 0.8} z" fill="rgb(200,30,30)"/>`,
    svgText('MP', point - size * 0.6, surface - size * 0.9, size * 0.8, 'rgb(200,30,30)'),
    `<line x1="${mid.toFixed(1)}" y1="${(surface + size * 0.6).toFixed(1)}" x2="${point.toFixed(1)}" y2="${(surface + size * 0.6).toFixed(1)}" stroke="${drawing.ink}" stroke-width="1" marker-end="none"/>`,
    svgText(
      `${offset} m`,
      Math.min(mid, point) + Math.abs(point - mid) / 2 - size * 1.2,
      surface + size * 1.5,
      size * 0.8,
      drawing.ink,
    ),
    svgText('Planum', mid + half + size * 0.6, surface - size * 0.2, size * 0.8, grey),
  ].join('');
};

/** The map app's half of the split screen (from line `from` to line `to`), and the divider. */
const splitMap = (from: number, to: number) => (box: Box, drawing: Drawing) => {
  const tops = lineTops(drawing);
  const top = tops[from]!;
  const bottom = tops[to]!;
  const left = box.x;
  const right = box.x + box.width * 0.47;
  const w = right - left;
  const h = bottom - top;
  const road = (d: string, width: number) =>
    `<path d="${d}" stroke="rgb(255,255,255)" stroke-width="${width}" fill="none" stroke-linecap="round"/>`;
  const dotX = left + w * 0.56;
  const dotY = top + h * 0.52;
  return [
    `<defs><clipPath id="map"><rect x="${left}" y="${top}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" rx="8"/></clipPath></defs>`,
    `<g clip-path="url(#map)">`,
    `<rect x="${left}" y="${top}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" fill="rgb(238,235,226)"/>`,
    `<rect x="${(left + w * 0.05).toFixed(1)}" y="${(top + h * 0.08).toFixed(1)}" width="${(w * 0.3).toFixed(1)}" height="${(h * 0.28).toFixed(1)}" fill="rgb(200,228,190)"/>`,
    `<rect x="${(left + w * 0.62).toFixed(1)}" y="${(top + h * 0.62).toFixed(1)}" width="${(w * 0.28).toFixed(1)}" height="${(h * 0.22).toFixed(1)}" fill="rgb(214,210,204)"/>`,
    road(
      `M${left} ${(top + h * 0.45).toFixed(1)} C${left + w * 0.4} ${top + h * 0.4} ${left + w * 0.6} ${top + h * 0.62} ${right} ${top + h * 0.58}`,
      14,
    ),
    road(`M${(left + w * 0.45).toFixed(1)} ${top} L${(left + w * 0.52).toFixed(1)} ${bottom}`, 10),
    road(`M${(left + w * 0.52).toFixed(1)} ${(top + h * 0.8).toFixed(1)} H${right}`, 7),
    `<circle cx="${dotX.toFixed(1)}" cy="${dotY.toFixed(1)}" r="22" fill="rgb(66,133,244)" opacity="0.18"/>`,
    `<circle cx="${dotX.toFixed(1)}" cy="${dotY.toFixed(1)}" r="8" fill="rgb(66,133,244)" stroke="white" stroke-width="3"/>`,
    `</g>`,
    `<rect x="${(box.x + box.width * 0.485).toFixed(1)}" y="${top - 4}" width="6" height="${(box.y - top).toFixed(1)}" rx="3" fill="rgb(60,60,64)"/>`,
  ].join('');
};

/** The test's point number on the site plan (its neighbours numbered around it, none below 7). */
const planPoint = (t: HeldoutTruth) => 10 + (Number(testNumber(t)) % 60);

/** The callout of the site plan: the test point's values in a box beside it. */
export const planCallout = (t: HeldoutTruth) => {
  const lat = decimalDegrees(t.lat, 5, true);
  const lng = decimalDegrees(t.lng, 5, true);
  return [
    `MP ${planPoint(t)} – Nachprüfung`,
    `${german(t)}, ${clock(t)} Uhr`,
    `Evd = ${evdComma(t)} MN/m² (Soll ≥ ${REQUIRED})`,
    `s = ${mm(t.settlement, true)} mm · s/v = ${fixed(t.sv, 2, true)} ms`,
    `${lat.text}° N · ${lng.text}° E`,
  ];
};

/** A site plan: grid, a hall, a road, test points, the north arrow and scale bar, one callout. */
const sitePlan = (t: HeldoutTruth) => (box: Box, drawing: Drawing) => {
  const size = drawing.fontSize;
  const ink = drawing.ink;
  const grey = 'rgb(150,150,150)';
  const { x, y, width, height } = box;
  const parts = [
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="none" stroke="${ink}" stroke-width="2"/>`,
  ];
  const columns = 'ABCDEFG';
  for (let i = 1; i < 8; i++) {
    const gx = x + (width * i) / 8;
    parts.push(
      `<line x1="${gx.toFixed(1)}" y1="${y}" x2="${gx.toFixed(1)}" y2="${y + height}" stroke="${grey}" stroke-width="0.6" stroke-dasharray="10 4"/>`,
    );
    parts.push(svgText(columns[i - 1]!, gx - size * 0.3, y + size * 1.2, size * 0.9, grey));
  }
  for (let i = 1; i < 6; i++) {
    const gy = y + (height * i) / 6;
    parts.push(
      `<line x1="${x}" y1="${gy.toFixed(1)}" x2="${x + width}" y2="${gy.toFixed(1)}" stroke="${grey}" stroke-width="0.6" stroke-dasharray="10 4"/>`,
    );
    parts.push(svgText(String(i), x + size * 0.4, gy - size * 0.3, size * 0.9, grey));
  }
  // The hall (hatched), the access road along the bottom.
  const hx = x + width * 0.14;
  const hy = y + height * 0.2;
  const hw = width * 0.4;
  const hh = height * 0.42;
  parts.push(
    `<defs><pattern id="hatch" width="10" height="10" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><line x1="0" y1="0" x2="0" y2="10" stroke="rgb(170,170,170)" stroke-width="1.5"/></pattern></defs>`,
    `<rect x="${hx.toFixed(1)}" y="${hy.toFixed(1)}" width="${hw.toFixed(1)}" height="${hh.toFixed(1)}" fill="url(#hatch)" stroke="${ink}" stroke-width="2.5"/>`,
    svgText('Halle 4 (Bodenplatte)', hx + size, hy + hh / 2, size, ink),
    `<rect x="${x}" y="${(y + height * 0.8).toFixed(1)}" width="${width}" height="${(height * 0.09).toFixed(1)}" fill="rgb(225,225,225)" stroke="${ink}" stroke-width="1"/>`,
    svgText('Planstraße A', x + width * 0.42, y + height * 0.86, size * 0.9, ink),
  );
  // Test points: the test's number among its neighbours, the test's point in red with the callout.
  const number = planPoint(t);
  const points: [number, number][] = [
    [0.2, 0.72],
    [0.36, 0.72],
    [0.62, 0.3],
    [0.62, 0.6],
    [0.78, 0.6],
  ];
  const own = 3;
  points.forEach(([px, py], index) => {
    const cx = x + width * px;
    const cy = y + height * py;
    const mine = index === own;
    parts.push(
      `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${mine ? 9 : 6}" fill="${mine ? 'rgb(210,30,30)' : 'white'}" stroke="${mine ? 'rgb(210,30,30)' : ink}" stroke-width="2"/>`,
      svgText(
        `MP ${number - own + index}`,
        cx + size * 0.5,
        cy + size * 1.3,
        size * 0.85,
        mine ? 'rgb(210,30,30)' : ink,
      ),
    );
  });
  const callout = planCallout(t);
  const bx = x + width * 0.58;
  const by = y + height * 0.05;
  const bw = width * 0.39;
  const bh = size * 1.45 * callout.length + size * 0.8;
  const [ox, oy] = points[own]!;
  parts.push(
    `<line x1="${(x + width * ox).toFixed(1)}" y1="${(y + height * oy - 9).toFixed(1)}" x2="${(bx + bw * 0.3).toFixed(1)}" y2="${(by + bh).toFixed(1)}" stroke="rgb(210,30,30)" stroke-width="1.5"/>`,
    `<rect x="${bx.toFixed(1)}" y="${by.toFixed(1)}" width="${bw.toFixed(1)}" height="${bh.toFixed(1)}" fill="white" stroke="rgb(210,30,30)" stroke-width="1.5"/>`,
    ...callout.map((text, index) =>
      svgText(
        text,
        bx + size * 0.5,
        by + size * (1.5 + 1.45 * index),
        size * 0.95,
        ink,
        index === 2 ? ' font-weight="bold"' : '',
      ),
    ),
  );
  // North arrow and scale bar at the lower left.
  const nx = x + size * 2.5;
  const ny = y + height * 0.3;
  parts.push(
    `<path d="M${nx} ${ny - size * 1.6} l${size * 0.6} ${size * 1.8} l${-size * 0.6} ${-size * 0.5} l${-size * 0.6} ${size * 0.5} z" fill="${ink}"/>`,
    svgText('N', nx - size * 0.35, ny - size * 1.9, size, ink, ' font-weight="bold"'),
  );
  const sx = x + width * 0.05;
  const sy = y + height * 0.95;
  const unit = width * 0.04;
  for (let i = 0; i < 4; i++)
    parts.push(
      `<rect x="${(sx + unit * i).toFixed(1)}" y="${(sy - 5).toFixed(1)}" width="${unit.toFixed(1)}" height="5" fill="${i % 2 ? 'white' : ink}" stroke="${ink}" stroke-width="1"/>`,
    );
  parts.push(svgText('0     5    10    15    20 m', sx - 2, sy - size * 0.5, size * 0.75, ink));
  return parts.join('');
};

/** The two miniature pages' frames of a two-up print (the last line's figure, zero height). */
const twoUpFrames = (box: Box, drawing: Drawing) => {
  const size = drawing.fontSize;
  const top = size * 0.6;
  const bottom = box.y + size * 0.4;
  const pad = size * 0.35;
  const frame = (from: number, to: number) =>
    `<rect x="${from.toFixed(1)}" y="${top.toFixed(1)}" width="${(to - from).toFixed(1)}" height="${(bottom - top).toFixed(1)}" fill="none" stroke="rgb(150,150,150)" stroke-width="1"/>`;
  return frame(box.x - pad, box.x + box.width * 0.49) + frame(box.x + box.width * 0.51, box.x + box.width + pad);
};

// ---- the layouts -------------------------------------------------------------------------------------------

/** A line of the split screen or the two-up print: cells of the left and of the right half. */
const halves = (left: Cell[], right: Cell[]): Line => line(...left, ...right);
const cellsAt = (positions: number[], texts: (string | undefined)[]) =>
  texts.flatMap((text, index) => (text ? [at(text, positions[index]!)] : []));

/** The serial terminal's lines: the device's clock first, then its last record, key by key. */
export const terminalLines = (t: HeldoutTruth) => {
  const lat = decimalDegrees(t.lat, 6);
  const lng = decimalDegrees(t.lng, 6);
  const asked = daysAfter(t, 2);
  return [
    'LWD-3000 V2.14  SN 40612',
    '> TIME?',
    `RTC=${iso(asked)} 18:12:40`,
    'OK',
    '> READ LAST',
    `REC=${testNumber(t)}`,
    `DATE=${iso(t)}`,
    `TIME=${clockSeconds(t)}`,
    'PLATE=300MM MASS=10KG',
    `S1=${mm(t.drops[0], false)} S2=${mm(t.drops[1], false)} S3=${mm(t.drops[2], false)} MM`,
    `SMEAN=${mm(t.settlement, false)} MM`,
    `SV=${fixed(t.sv, 2, false)} MS`,
    `EVD=${fixed(t.evd, 1, false)} MN/M2`,
    `EVD_MIN=${fixed(REQUIRED, 1, false)} ${passes(t) ? 'PASS' : 'FAIL'}`,
    `GPS=3D SAT=${7 + (t.second % 6)} HDOP=${fixed(0.8 + (t.minute % 9) / 10, 1, false)}`,
    `LAT=+${lat.text}`,
    `LON=+${lng.text.padStart(10, '0')}`,
    `CAL=${calibratedIso(t)}`,
    'OK',
    '> _',
  ];
};

export const tenthHeldoutLayouts: HeldoutLayout[] = [
  {
    // A Finnish subcontractor's protocol ("Mittauspöytäkirja – kevyt pudotuspainolaite"): the date
    // without leading zeros, "klo 14.32", the position as "P" (pohjoista, north) and "I" (itäistä,
    // east) with decimal-comma minutes to three decimals, the three pre-load drops and the three
    // measured ones, their mean, s/v, Evd, the requirement, the calibration and the export line.
    name: 'Mittauspöytäkirja suomi',
    half: 'development',
    draw: (t) => {
      const lat = minutes3(t.lat);
      const lng = minutes3(t.lng);
      const pair = labelValue(0.46);
      return {
        font: LIBERATION_SANS,
        fontSize: 20,
        width: 960,
        background: 'rgb(255,255,255)',
        ink: 'rgb(22,30,48)',
        lines: [
          { ...line('MITTAUSPÖYTÄKIRJA – KEVYT PUDOTUSPAINOLAITE'), bold: true, scale: 1.15 },
          { ...line('Maanrakennus Virtanen Oy · Työmaa: Logistiikkakeskus Peine, kenttä C'), scale: 0.85 },
          rule,
          pair('Mittauspiste', `MP ${Number(testNumber(t))}`),
          pair('Päivämäärä', finnishDate(t)),
          pair('Kellonaika', finnishClock(t)),
          pair('Sijainti (WGS84)', `P ${lat.g}° ${comma(lat.minutes)}'   I ${lng.g}° ${comma(lng.minutes)}'`),
          rule,
          pair(
            'Esikuormitusiskut 1–3',
            `${preloadDrops(t)
              .map((drop) => mm(drop, true))
              .join(' / ')} mm`,
          ),
          ...results(t, pair, [
            'Mittausiskut s1 / s2 / s3',
            'Keskimääräinen painuma s',
            's/v',
            'Dynaaminen muodonmuutosmoduuli Evd',
          ]),
          pair('Vaatimus', `Evd ≥ ${REQUIRED} MN/m² – ${passes(t) ? 'täyttyy' : 'ei täyty'}`),
          pair('Laite / kalibroitu', `ZFG 3000 nro 4117 / ${calibrated(t)}`),
          rule,
          { ...line(`Tulostettu ${iso(daysAfter(t, 1))} 18:40 · sivu 1/1`), scale: 0.85 },
        ],
      };
    },
    expected: printedAs(minutes3),
  },
  {
    // A Lithuanian subcontractor's protocol ("Bandymo dinaminiu plokštės prietaisu protokolas"): the
    // date year first with "m." and "d." and the month in the genitive, the clock as "14 val. 32
    // min.", the position in decimal-comma degrees with "Š" (šiaurės, north) and "R" (rytų, east),
    // settlements, mean, s/v, Evd, the requirement and the print line in ISO form.
    name: 'Bandymo protokolas lietuviškai',
    half: 'development',
    draw: (t) => {
      const lat = decimalDegrees(t.lat, 5, true);
      const lng = decimalDegrees(t.lng, 5, true);
      const pair = labelValue(0.47);
      return {
        font: SERIF,
        fontSize: 18,
        width: 1000,
        background: 'rgb(253,253,250)',
        ink: 'rgb(26,26,26)',
        lines: [
          { ...line(`BANDYMO PROTOKOLAS Nr. ${Number(testNumber(t))}`), bold: true, scale: 1.2 },
          line('Dinaminis plokštės bandymas lengvuoju krintančiu svoriu (TP BF-StB B 8.3)'),
          { ...line('UAB „Kelių statyba“ · Objektas: Aplinkkelis Schwerin, II etapas'), scale: 0.85 },
          rule,
          pair('Bandymo data', lithuanianDate(t)),
          pair('Laikas', lithuanianClock(t)),
          pair('Koordinatės (WGS 84)', `Š ${lat.text}°,  R ${lng.text}°`),
          pair('Oro temperatūra', `${temperature(t)} °C`),
          rule,
          ...results(t, pair, [
            'Įspaudimai s1 / s2 / s3',
            'Vidutinis įspaudimas s',
            's/v',
            'Dinaminis deformacijos modulis Evd',
          ]),
          pair('Reikalavimas', `Evd ≥ ${REQUIRED} MN/m² – ${passes(t) ? 'atitinka' : 'neatitinka'}`),
          pair('Prietaiso patikra', calibratedIso(t)),
          rule,
          { ...line(`Spausdinta ${iso(daysAfter(t, 2))} 19:05 · Bandymą atliko: J. Kazlauskas`), scale: 0.85 },
        ],
      };
    },
    expected: printedAs((value) => decimalDegrees(value, 5, true)),
  },
  {
    // A Greek subcontractor's protocol in Greek script: the date with the month in the genitive,
    // "Ώρα 14:32", the position in degrees, minutes and decimal-comma seconds with "Β" (βόρειο,
    // north) and "Α" (ανατολικό, east) — Greek capitals that look like Latin B and A —, settlements,
    // mean, s/v, Evd (Latin), the requirement, soil temperature and the print date with slashes.
    name: 'Πρωτόκολλο δοκιμής ελληνικά',
    half: 'development',
    draw: (t) => {
      const lat = seconds1(t.lat);
      const lng = seconds1(t.lng);
      const pair = labelValue(0.48);
      const printed = daysAfter(t, 2);
      return {
        font: SANS,
        fontSize: 18,
        width: 1000,
        background: 'rgb(251,251,251)',
        ink: 'rgb(16,28,52)',
        lines: [
          { ...line('ΠΡΩΤΟΚΟΛΛΟ ΔΟΚΙΜΗΣ ΔΥΝΑΜΙΚΗΣ ΠΛΑΚΑΣ'), bold: true, scale: 1.2 },
          { ...line('Κατασκευαστική Παπαδόπουλος Α.Ε. · Εργοτάξιο: Γέφυρα Β 27, Dessau'), scale: 0.85 },
          rule,
          pair('Αριθμός δοκιμής', String(Number(testNumber(t)))),
          pair('Ημερομηνία', greekDate(t)),
          pair('Ώρα', clock(t)),
          pair('Γεωγρ. πλάτος', `${lat.g}° ${lat.min}' ${comma(lat.sec)}" Β`),
          pair('Γεωγρ. μήκος', `${lng.g}° ${lng.min}' ${comma(lng.sec)}" Α`),
          rule,
          ...results(t, pair, ['Καθιζήσεις s1 / s2 / s3', 'Μέση καθίζηση s', 's/v', 'Δυναμικό μέτρο παραμόρφωσης Evd']),
          pair('Απαίτηση', `Evd ≥ ${REQUIRED} MN/m² – ${passes(t) ? 'ΙΚΑΝΟΠΟΙΕΙΤΑΙ' : 'ΔΕΝ ΙΚΑΝΟΠΟΙΕΙΤΑΙ'}`),
          pair('Θερμοκρασία εδάφους', `${temperature(t)} °C`),
          rule,
          {
            ...line(`Εκτυπώθηκε: ${two(printed.day)}/${two(printed.month)}/${printed.year} 18:55 · Σελίδα 1 από 1`),
            scale: 0.85,
          },
        ],
      };
    },
    expected: printedAs(seconds1),
  },
  {
    // A static plate load test report (DIN 18134): Ev1, Ev2, Ev2/Ev1, the coefficients of both
    // loading curves, the requirement for Ev2 and the ratio, and beside it the equivalent dynamic
    // requirement "Evd ≥ 50 MN/m²" — the only Evd on the page, a requirement, not a result: the
    // answer has no Evd. Date, clock and the position in compact degrees and minutes are the test's.
    name: 'Statischer Bericht, Evd nur als Anforderung',
    half: 'development',
    draw: (t) => {
      const lat = minutes4(t.lat);
      const lng = minutes4(t.lng);
      const result = staticResults(t);
      const pair = labelValue(0.42);
      const met = result.ev2 >= 100 && result.ratio <= 2.3;
      return {
        font: LIBERATION_SERIF,
        fontSize: 20,
        width: 940,
        background: 'rgb(255,255,255)',
        ink: 'rgb(20,20,20)',
        lines: [
          { ...line('Prüfbericht Plattendruckversuch nach DIN 18134'), bold: true, scale: 1.2 },
          { ...line('Erdbaulabor Hartmann GmbH · Bauvorhaben Wohnpark Am Mühlbach, Baufeld 3'), scale: 0.85 },
          rule,
          pair('Prüfpunkt', `PV ${1 + (Number(testNumber(t)) % 50)}`),
          pair('Datum / Uhrzeit', `${german(t)}, ${clock(t)} Uhr`),
          pair('Lage (WGS 84)', `${lat.g}°${lat.minutes}'N  ${lng.g}°${lng.minutes}'E`),
          pair('Gerät', 'Plattendruckgerät PDG 60 · Platte Ø 300 mm'),
          pair('Schicht', 'Frostschutzschicht 0/32, d = 30 cm'),
          rule,
          pair('σ0,max Erst- / Zweitbelastung', '0,500 / 0,500 MN/m²'),
          pair('Erstbelastung a0 / a1 / a2', coefficients(result.first)),
          pair('Zweitbelastung a0 / a1 / a2', coefficients(result.second)),
          { ...pair('Verformungsmodul Ev1', `${fixed(result.ev1, 1, true)} MN/m²`), bold: true },
          { ...pair('Verformungsmodul Ev2', `${fixed(result.ev2, 1, true)} MN/m²`), bold: true },
          pair('Verhältniswert Ev2/Ev1', fixed(result.ratio, 2, true)),
          rule,
          pair('Anforderung (ZTV E-StB)', 'Ev2 ≥ 100 MN/m² und Ev2/Ev1 ≤ 2,3'),
          pair('gleichwertig dynamisch', 'Evd ≥ 50 MN/m² (TP BF-StB B 8.3)'),
          pair('Beurteilung', met ? 'Anforderung erfüllt' : 'Anforderung nicht erfüllt'),
          rule,
          { ...line(`Prüfer: M. Hartmann · Bericht erstellt ${german(daysAfter(t, 2))} 18:20`), scale: 0.85 },
        ],
      };
    },
    expected: (t) => {
      const lat = minutes4(t.lat);
      const lng = minutes4(t.lng);
      return expectedFor(t, 'absent', { lat, lng });
    },
  },
  {
    // A road-building contractor's own-inspection protocol that locates the test by the road's
    // station and the offset from its axis, the height above sea level and a cross-section sketch —
    // no coordinates at all, so no position is expected. Date, clock, weather, settlements, mean,
    // s/v, Evd, the requirement and the entry line the next evening.
    name: 'Straßenbau-Protokoll, Lage nur als Station',
    half: 'development',
    draw: (t) => {
      const place = station(t);
      const pair = labelValue(0.3);
      return {
        font: LIBERATION_SANS_NARROW,
        fontSize: 21,
        width: 900,
        background: 'rgb(254,254,250)',
        ink: 'rgb(18,18,30)',
        lines: [
          { ...line('Eigenüberwachung Erdbau – Tragfähigkeit (dynamischer Plattendruckversuch)'), bold: true },
          { ...line('Straßenbau Mitteldeutschland GmbH · Bauleitung Los 2'), scale: 0.85 },
          rule,
          pair('Baumaßnahme', 'B 96 Ortsumgehung Löbau, 2. Bauabschnitt'),
          pair('Prüfstelle', `Station ${place.text} · ${place.offset} m ${place.side} der Achse`),
          pair('Höhe', `${place.height} m ü. NHN`),
          pair('Schicht', 'Planum, Gründungssohle Damm'),
          pair('Datum', german(t)),
          pair('Uhrzeit', `${clock(t)} Uhr`),
          pair('Witterung', `bedeckt, ${temperature(t)} °C`),
          figure(4, crossSection(place.offset, place.side), `Achse MP ${place.offset} m Planum`),
          rule,
          ...results(t, pair, ['Setzungen s1 / s2 / s3', 'Mittlere Setzung s', 's/v', 'Evd']),
          pair('Anforderung', `Evd ≥ ${REQUIRED} MN/m² (ZTV E-StB) – ${passes(t) ? 'erfüllt' : 'nicht erfüllt'}`),
          rule,
          { ...line(`Prüfer: S. Wendt · eingetragen ${german(daysAfter(t, 1))} 18:05`), scale: 0.85 },
        ],
      };
    },
    expected: (t) => expectedFor(t, t.evd, 'absent'),
  },
  {
    // A screenshot of a serial terminal (PuTTY on COM4) reading the device's memory: the device's
    // real-time clock asked first (two days after the test), then the last record as KEY=VALUE
    // lines in capitals — DATE, TIME with seconds, S1–S3, SMEAN, SV, "EVD=… MN/M2", the limit,
    // satellites and HDOP, signed decimal degrees (the longitude with a leading zero), CAL.
    name: 'Terminalfenster serielle Schnittstelle',
    half: 'development',
    draw: (t) => ({
      font: MONO,
      fontSize: 17,
      width: 880,
      background: 'rgb(12,12,12)',
      ink: 'rgb(204,204,204)',
      lines: [
        {
          ...line(
            { text: 'COM4 - PuTTY', ink: 'rgb(20,20,20)', font: SANS },
            { ...at('—  ☐  ✕', 1, 'end'), ink: 'rgb(20,20,20)' },
          ),
          fill: 'rgb(222,222,222)',
        },
        ...terminalLines(t).map((text) => line(text)),
      ],
    }),
    expected: printedAs((value) => decimalDegrees(value, 6)),
  },
  {
    // A tablet in split screen: on the left a map app with the blue dot and "Mein Standort" (the
    // tablet's position now, tens of metres away, five decimals), on the right the test app with the
    // test's date, clock with seconds, its own "Position der Messung" in degrees and decimal-comma
    // minutes, s1–s3, s, s/v, Evd and the requirement; the status bar's clock is later.
    name: 'Tablet geteilt: Karten-App neben Mess-App',
    half: 'development',
    draw: (t) => {
      const lat = minutes4(t.lat);
      const lng = minutes4(t.lng);
      const here = myLocation(t);
      const grey = 'rgb(110,110,118)';
      const right = (label: string, value?: string) => cellsAt([0.52, 0.71], [label, value]);
      const rows: Line[] = [
        halves([], [{ ...at('LWD Connect', 0.52) }, { ...at('Messung', 0.98, 'end'), ink: grey }]),
        halves([], right('Messung Nr.', testNumber(t))),
        halves([], right('Datum', german(t))),
        halves([], right('Uhrzeit', clockSeconds(t))),
        halves([], right('Messpunkt', `MP ${1 + (Number(testNumber(t)) % 30)}`)),
        halves([], [{ ...at('Position der Messung', 0.52), ink: grey }]),
        halves([], right('Breite', `N ${lat.g}° ${comma(lat.minutes)}'`)),
        halves([], right('Länge', `E ${lng.g}° ${comma(lng.minutes)}'`)),
        halves([], right('s1 / s2 / s3', `${drops(t, true)} mm`)),
        halves(cellsAt([0], ['Mein Standort']), right('s', `${mm(t.settlement, true)} mm`)),
        halves(cellsAt([0], [`${here.lat.text}, ${here.lng.text}`]), right('s/v', `${fixed(t.sv, 2, true)} ms`)),
        {
          ...halves([{ ...at('Genauigkeit ± 5 m', 0), ink: grey }], right('Evd', `${evdComma(t)} MN/m²`)),
          scale: 1.25,
        },
        halves(
          cellsAt([0], ['Route    Teilen    Speichern']),
          right('Soll', `≥ ${REQUIRED} MN/m² · ${passes(t) ? 'erfüllt' : 'nicht erfüllt'}`),
        ),
      ];
      return {
        font: SANS,
        fontSize: 18,
        width: 1240,
        background: 'rgb(255,255,255)',
        ink: 'rgb(24,24,28)',
        display: { housing: 'rgb(28,28,30)' },
        lines: [
          { ...line(at(clock(t, 38 + (t.second % 20)), 0), at(`WLAN  ${battery(t)} %`, 1, 'end')), scale: 0.8 },
          blank,
          ...Array.from({ length: 8 }, (_, index) => rows[index]!),
          blank,
          ...rows.slice(8),
          figure(0, splitMap(2, 12)),
        ],
      };
    },
    expected: printedAs(minutes4),
  },
  {
    // A site plan (Lageplan) of the engineering office: grid with axis letters and numbers, the hall,
    // the access road, five test points numbered, the test's point in red with a callout holding its
    // date, clock, Evd, settlement, s/v and decimal-comma degrees; north arrow, scale bar and the
    // title block with the plan's number, scale 1:500 and its own date six days later.
    name: 'Lageplan mit Messpunkt-Beschriftung',
    half: 'development',
    draw: (t) => {
      const block = (label: string, value: string, label2: string, value2: string) =>
        line(at(label, 0), at(value, 0.13), at(label2, 0.64), at(value2, 0.76));
      return {
        font: LIBERATION_SANS,
        fontSize: 16,
        width: 1100,
        background: 'rgb(255,255,255)',
        ink: 'rgb(25,25,25)',
        lines: [
          figure(22, sitePlan(t), planCallout(t).join('\n')),
          rule,
          block('Projekt', 'Gewerbegebiet Nord, Halle 4 – Gründung', 'Plan-Nr.', 'LP-07, Index b'),
          block('Inhalt', 'Lageplan Messpunkte Planum (Nachprüfung)', 'Maßstab', '1:500'),
          block('Bauherr', 'Nordwert Immobilien GmbH', 'Datum', german(daysAfter(t, 6))),
          block('Verfasser', 'Ingenieurbüro Brandt · Erdbaulabor', 'gez. / gepr.', 'Kr. / Br.'),
        ],
      };
    },
    expected: printedAs((value) => decimalDegrees(value, 5, true)),
  },
  {
    // The raw-data appendix of the evaluation software: the test's number, date, clock with seconds
    // and DMS position, the sampling data, a table of the three drops' settlements every 2 ms (their
    // maxima at 12 ms), the maxima, the mean, s/v, Evd and the requirement; exported days later.
    name: 'Rohdaten Setzungs-Zeit-Verlauf',
    half: 'development',
    draw: (t) => {
      const lat = seconds1(t.lat);
      const lng = seconds1(t.lng);
      const columns = [0.04, 0.26, 0.5, 0.74];
      return {
        font: MONO,
        fontSize: 15,
        width: 900,
        background: 'rgb(255,255,255)',
        ink: 'rgb(30,30,30)',
        lines: [
          { ...line('Anlage 2 – Rohdaten der Messung'), bold: true, scale: 1.2 },
          line(`LWD-Manager 5.2 · Datei M${testNumber(t)}.lwd · exportiert ${german(daysAfter(t, 3))} 18:30`),
          rule,
          line(`Messung ${testNumber(t)}   ${german(t)}   ${clockSeconds(t)}`),
          line(`Position  ${lat.g}°${lat.min}'${lat.sec}"N   ${lng.g}°${lng.min}'${lng.sec}"E`),
          line('Abtastrate 2 kHz   Fallgewicht 10 kg   Platte 300 mm   Kraftstoß 7,07 kN'),
          rule,
          { ...line(...cellsAt(columns, ['t [ms]', 'Stoß 1 s [mm]', 'Stoß 2 s [mm]', 'Stoß 3 s [mm]'])), bold: true },
          ...SAMPLE_TIMES.map((ms) =>
            line(
              ...cellsAt(columns, [
                String(ms).padStart(3, ' '),
                ...t.drops.map((drop) => fixed(pulse(drop, ms), 3, true)),
              ]),
            ),
          ),
          rule,
          line(`Maxima s1 / s2 / s3      ${drops(t, true)} mm`),
          line(`Mittelwert s = ${mm(t.settlement, true)} mm      s/v = ${fixed(t.sv, 2, true)} ms`),
          { ...line(`Dyn. Verformungsmodul Evd = ${evdComma(t)} MN/m²`), bold: true },
          line(`Anforderung Evd ≥ ${REQUIRED} MN/m²: ${passes(t) ? 'erfüllt' : 'nicht erfüllt'}`),
        ],
      };
    },
    expected: printedAs(seconds1),
  },
  {
    // A two-page report printed two pages to a landscape sheet: page 1 with the client, the test's
    // date and clock, the device, calibration and the results with Evd; page 2 ("Fortsetzung") with
    // the position in DMS ("O" for east), the height, remarks and the signature date; both pages'
    // footers with the print date four days later.
    name: 'Zwei Seiten auf einem Blatt',
    half: 'development',
    draw: (t) => {
      const lat = seconds1(t.lat);
      const lng = seconds1(t.lng);
      const place = station(t);
      const row = (label?: string, value?: string, label2?: string, value2?: string) =>
        line(...cellsAt([0.01, 0.2, 0.53, 0.72], [label, value, label2, value2]));
      const footer = (page: number) => `Seite ${page} von 2 · gedruckt ${german(daysAfter(t, 4))} 18:50`;
      const title = `Erdbaulabor Seidel · Prüfbericht 25-${testNumber(t)}`;
      return {
        font: LIBERATION_SERIF,
        fontSize: 15,
        width: 1300,
        background: 'rgb(255,255,255)',
        ink: 'rgb(20,20,20)',
        lines: [
          { ...line(at(title, 0.01), at(title, 0.53)), bold: true },
          line(
            at('Dynamischer Plattendruckversuch (TP BF-StB B 8.3)', 0.01),
            at('Fortsetzung – Lage und Bemerkungen', 0.53),
          ),
          blank,
          row('Auftraggeber', 'Bau-Union Oberlausitz GmbH', 'Lage des Prüfpunkts'),
          row(
            'Bauvorhaben',
            'Kita Am Stadtpark, Zufahrt',
            'Breite (ETRS89)',
            `${lat.g}° ${lat.min}' ${comma(lat.sec)}" N`,
          ),
          row(
            'Prüfpunkt',
            `P ${1 + (Number(testNumber(t)) % 40)}`,
            'Länge (ETRS89)',
            `${lng.g}° ${lng.min}' ${comma(lng.sec)}" O`,
          ),
          row('Prüfdatum', german(t), 'Höhe (DHHN2016)', `${place.height} m`),
          row('Uhrzeit', `${clock(t)} Uhr`, 'Bemerkungen', 'Planum nach Nachverdichtung,'),
          row('Gerät', 'LFG Nr. 4117 · 10 kg · Ø 300 mm', '', 'Oberfläche eben und trocken'),
          row('Kalibrierung', calibrated(t)),
          blank,
          row('Setzungen s1 / s2 / s3', `${drops(t, true)} mm`, 'Prüfer', 'R. Seidel'),
          row(
            'Mittlere Setzung s',
            `${mm(t.settlement, true)} mm`,
            'Datum, Unterschrift',
            `${german(daysAfter(t, 1))}   gez. Seidel`,
          ),
          row('s/v', `${fixed(t.sv, 2, true)} ms`),
          { ...row('Evd', `${evdComma(t)} MN/m²`), bold: true },
          row('Anforderung', `Evd ≥ ${REQUIRED} MN/m²`),
          row('Ergebnis', passes(t) ? 'erfüllt' : 'nicht erfüllt'),
          blank,
          { ...line(at(footer(1), 0.01), at(footer(2), 0.53)), scale: 0.85 },
          figure(0, twoUpFrames),
        ],
      };
    },
    expected: printedAs(seconds1),
  },
];
