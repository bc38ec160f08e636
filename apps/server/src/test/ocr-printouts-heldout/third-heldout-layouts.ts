// Ten further held-out layouts for the second OCR test set (issue 38), the third batch. Written
// without looking at the reader, its tests or its decisions, and modelled on what light drop-weight
// devices (TP BF-StB B 8.3), static plate load tests (DIN 18134) and their apps really print and
// show: a Bluetooth app's dark-mode screenshot with cards, an exported PDF report page with a logo,
// a table of label, value and unit and a footer, a dot-matrix page on green-bar paper, an e-ink
// screen, a segment LCD, a dynamic and a static test side by side, an English-only report with
// AM/PM times, a French and a Dutch protocol, and a thermal printout whose Evd stands only in the
// legend of its settlement curves. Each prints numbers of other quantities near Evd (single
// settlements, s/v, drop height, load, plate diameter, battery, temperature, serial and test
// numbers, the required "Evd,erf ≥ 45") and clocks that are not the test's (the phone's status bar,
// the PDF's creation date); two show no position, and their expected answer leaves it empty.
// Measured once as held-out (decision 0734), then seen while adding rules: development since
// decision 0736.
import {
  decimalComma,
  fixed,
  line,
  at,
  blank,
  rule,
  two,
  type Box,
  type Cell,
  type Drawing,
  type HeldoutExpected,
  type HeldoutLayout,
  type HeldoutTruth,
  type Line,
  labelValue,
} from './heldout-layouts.js';
import {
  battery,
  clock,
  clockSeconds,
  dateTimeOf,
  decimalDegrees,
  degreesMinutes,
  degreesMinutesSeconds,
  freshDateText,
  mm,
  temperature,
  testNumber,
} from './fresh-heldout-layouts.js';
import { xml } from './heldout-photo.js';
import {
  DEJAVU_SANS as SANS,
  DEJAVU_SANS_CONDENSED as SANS_CONDENSED,
  DEJAVU_SERIF_CONDENSED as SERIF_CONDENSED,
  DEJAVU_SANS_MONO as MONO,
  LIBERATION_SANS,
  LIBERATION_SERIF,
  LIBERATION_MONO,
} from './heldout-fonts.js';

// ---- what a correct reader answers ----------------------------------------------------------------

export type Degrees = { g: number; m: number };
export const expectedFor = (
  t: HeldoutTruth,
  evd: HeldoutExpected['evd'],
  position: { lat: Degrees; lng: Degrees } | 'absent',
): HeldoutExpected => ({
  evd,
  dateTime: dateTimeOf(t),
  latitude: position === 'absent' ? 'absent' : { latG: position.lat.g, latM: position.lat.m },
  longitude: position === 'absent' ? 'absent' : { lngG: position.lng.g, lngM: position.lng.m },
});
/** The answer: the test's Evd, date and time, and the printed position as `of` reads it. */
export const printedAs = (of: (value: number) => Degrees) => (t: HeldoutTruth) =>
  expectedFor(t, t.evd, { lat: of(t.lat), lng: of(t.lng) });

// ---- other numbers these printouts carry -----------------------------------------------------------

/** The requirement printed next to Evd (ZTV E-StB: 45 MN/m² on the subgrade). */
const REQUIRED = 45;
const passes = (t: HeldoutTruth) => t.evd >= REQUIRED;
/** Peak load of the 10 kg drop weight, in kN (7.07 kN nominal). */
const load = (t: HeldoutTruth, drop: number) => 7.04 + ((t.second + drop * 3) % 7) / 100;
/** Duration of the load pulse in ms. */
const pulse = (t: HeldoutTruth, drop: number) => 16.8 + ((t.minute + drop * 5) % 9) / 10;
/** Clock time in 12-hour form with seconds, "2:32:07 PM". */
const amPm = (t: HeldoutTruth) => `${t.hour % 12 || 12}:${two(t.minute)}:${two(t.second)} ${t.hour < 12 ? 'AM' : 'PM'}`;
const MONTHS_EN_LONG = [
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

/**
 * UTM easting and northing (WGS 84, Krüger series to A⁶): printed beside the degrees by apps; its
 * numbers are not degrees and must not be read as such.
 */
export const utm = (lat: number, lng: number) => {
  const a = 6_378_137;
  const f = 1 / 298.257223563;
  const k0 = 0.9996;
  const e2 = f * (2 - f);
  const ep2 = e2 / (1 - e2);
  const zone = Math.floor((lng + 180) / 6) + 1;
  const phi = (lat * Math.PI) / 180;
  const lambda0 = (((zone - 1) * 6 - 180 + 3) * Math.PI) / 180;
  const n = a / Math.sqrt(1 - e2 * Math.sin(phi) ** 2);
  const tt = Math.tan(phi) ** 2;
  const c = ep2 * Math.cos(phi) ** 2;
  const aa = Math.cos(phi) * ((lng * Math.PI) / 180 - lambda0);
  const m =
    a *
    ((1 - e2 / 4 - (3 * e2 ** 2) / 64 - (5 * e2 ** 3) / 256) * phi -
      ((3 * e2) / 8 + (3 * e2 ** 2) / 32 + (45 * e2 ** 3) / 1024) * Math.sin(2 * phi) +
      ((15 * e2 ** 2) / 256 + (45 * e2 ** 3) / 1024) * Math.sin(4 * phi) -
      ((35 * e2 ** 3) / 3072) * Math.sin(6 * phi));
  const easting =
    k0 * n * (aa + ((1 - tt + c) * aa ** 3) / 6 + ((5 - 18 * tt + tt ** 2 + 72 * c - 58 * ep2) * aa ** 5) / 120) +
    500_000;
  const northing =
    k0 *
    (m +
      n *
        Math.tan(phi) *
        (aa ** 2 / 2 +
          ((5 - tt + 9 * c + 4 * c ** 2) * aa ** 4) / 24 +
          ((61 - 58 * tt + tt ** 2 + 600 * c - 330 * ep2) * aa ** 6) / 720));
  const band = 'CDEFGHJKLMNPQRSTUVWX'[Math.floor((lat + 80) / 8)]!;
  return { zone: `${zone}${band}`, easting: Math.round(easting), northing: Math.round(northing) };
};

// ---- shapes: segment digits, a logo, settlement curves ---------------------------------------------

const SEGMENTS: Record<string, string> = {
  '0': 'abcdef',
  '1': 'bc',
  '2': 'abdeg',
  '3': 'abcdg',
  '4': 'bcfg',
  '5': 'acdfg',
  '6': 'acdefg',
  '7': 'abc',
  '8': 'abcdefg',
  '9': 'abcdfg',
  '-': 'g',
  ' ': '',
};

/**
 * Seven-segment digits as an LCD shows them: every digit's unlit segments faintly visible (`ghost`),
 * the lit ones in `ink`, a slight slant; '.' and ',' light the point after the digit before, ':'
 * two dots. Right-aligned at `right`, `height` tall, top at `top`.
 */
export const segmentDigits = (text: string, right: number, top: number, height: number, ink: string, ghost: string) => {
  const w = height * 0.52;
  const th = height * 0.12;
  const gap = height * 0.2;
  const cells: { char: string; point: boolean }[] = [];
  for (const char of text) {
    if ((char === '.' || char === ',') && cells.length > 0) cells[cells.length - 1]!.point = true;
    else cells.push({ char, point: false });
  }
  const widthOf = (char: string) => (char === ':' ? w * 0.5 : w + gap);
  let x = right - cells.reduce((sum, cell) => sum + widthOf(cell.char), 0);
  const parts: string[] = [];
  const half = height / 2;
  for (const cell of cells) {
    if (cell.char === ':') {
      for (const dy of [height * 0.3, height * 0.7])
        parts.push(
          `<rect x="${(x + w * 0.1).toFixed(1)}" y="${(top + dy - th / 2).toFixed(1)}" width="${th}" height="${th}" fill="${ink}"/>`,
        );
      x += widthOf(':');
      continue;
    }
    const lit = SEGMENTS[cell.char] ?? '';
    const rects: Record<string, [number, number, number, number]> = {
      a: [th, 0, w - 2 * th, th],
      b: [w - th, th, th, half - 1.5 * th],
      c: [w - th, half + th / 2, th, half - 1.5 * th],
      d: [th, height - th, w - 2 * th, th],
      e: [0, half + th / 2, th, half - 1.5 * th],
      f: [0, th, th, half - 1.5 * th],
      g: [th, half - th / 2, w - 2 * th, th],
    };
    for (const [segment, [sx, sy, sw, sh]] of Object.entries(rects))
      parts.push(
        `<rect x="${(x + sx).toFixed(1)}" y="${(top + sy).toFixed(1)}" width="${sw.toFixed(1)}" height="${sh.toFixed(1)}" rx="${(th / 3).toFixed(1)}" fill="${lit.includes(segment) ? ink : ghost}"/>`,
      );
    parts.push(
      `<rect x="${(x + w + gap * 0.25).toFixed(1)}" y="${(top + height - th).toFixed(1)}" width="${th}" height="${th}" fill="${cell.point ? ink : ghost}"/>`,
    );
    x += widthOf(cell.char);
  }
  // The slant of the glass, about the digits' bottom right corner.
  return `<g transform="translate(${right} ${top + height}) skewX(-6) translate(${-right} ${-(top + height)})">${parts.join('')}</g>`;
};

export const svgText = (text: string, x: number, y: number, size: number, fill: string, extra = '') =>
  `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" font-family="${SANS}" font-size="${size.toFixed(1)}" fill="${fill}"${extra} xml:space="preserve">${xml(text)}</text>`;

/** A line that is only a figure, with the text it shows for the generator's tests. */
export const figure = (
  lines: number,
  svg: (box: Box, drawing: Drawing) => string,
  says = '',
  cells: Cell[] = [],
): Line => ({
  cells,
  figure: { lines, svg, says },
});

/** A settlement–time plot of the three drops with a legend that holds the result values. */
const curvePlot = (t: HeldoutTruth, legend: string[]) => (box: Box, drawing: Drawing) => {
  const size = drawing.fontSize;
  const left = box.x + size * 2.6;
  const bottom = box.y + box.height - size * 1.6;
  const right = box.x + box.width - size * 0.3;
  const top = box.y + size * 0.4;
  const maxS = Math.ceil((Math.max(...t.drops) * 1.25) / 0.2) * 0.2;
  const px = (ms: number) => left + ((right - left) * ms) / 30;
  const py = (s: number) => bottom - ((bottom - top) * s) / maxS;
  const parts = [
    `<path d="M${left} ${top} V${bottom} H${right}" stroke="${drawing.ink}" stroke-width="2" fill="none"/>`,
  ];
  for (let ms = 0; ms <= 30; ms += 10) {
    parts.push(
      `<line x1="${px(ms)}" y1="${bottom}" x2="${px(ms)}" y2="${bottom + 6}" stroke="${drawing.ink}" stroke-width="2"/>`,
    );
    parts.push(svgText(String(ms), px(ms) - size * 0.3, bottom + size * 1.1, size * 0.75, drawing.ink));
  }
  parts.push(svgText('t [ms]', right - size * 3.2, bottom + size * 1.1, size * 0.75, drawing.ink));
  for (let s = 0; s <= maxS + 1e-9; s += 0.2) {
    parts.push(
      `<line x1="${left - 6}" y1="${py(s)}" x2="${left}" y2="${py(s)}" stroke="${drawing.ink}" stroke-width="2"/>`,
    );
    parts.push(svgText(fixed(s, 1, true), box.x, py(s) + size * 0.3, size * 0.75, drawing.ink));
  }
  parts.push(svgText('s [mm]', left + size * 0.3, top + size * 0.6, size * 0.75, drawing.ink));
  const dashes = ['', ' stroke-dasharray="8 5"', ' stroke-dasharray="2 4"'];
  t.drops.forEach((drop, index) => {
    // Down to the peak under the load pulse, then back up to a small permanent settlement.
    const peak = 8 + index * 0.4;
    const rebound = 22 + index * 0.6;
    const points: string[] = [];
    for (let ms = 0; ms <= 30; ms += 0.5) {
      const s =
        ms < peak
          ? drop * Math.sin((Math.PI * ms) / (2 * peak))
          : drop *
            (0.15 +
              0.85 * Math.max(0, Math.cos((Math.PI * Math.min(ms - peak, rebound - peak)) / (2 * (rebound - peak)))));
      points.push(`${px(ms).toFixed(1)},${py(s).toFixed(1)}`);
    }
    parts.push(
      `<polyline points="${points.join(' ')}" fill="none" stroke="${drawing.ink}" stroke-width="2"${dashes[index]}/>`,
    );
  });
  // The legend in the upper right corner, on white.
  const lw = size * 10.5;
  const lx = right - lw - size * 0.3;
  const ly = top + size * 0.2;
  parts.push(
    `<rect x="${lx}" y="${ly}" width="${lw}" height="${size * 1.25 * legend.length + size * 0.5}" fill="${drawing.background}" stroke="${drawing.ink}" stroke-width="1.5"/>`,
  );
  legend.forEach((text, index) => {
    const y = ly + size * 1.25 * (index + 1);
    if (index < 3)
      parts.push(
        `<line x1="${lx + size * 0.3}" y1="${y - size * 0.3}" x2="${lx + size * 1.6}" y2="${y - size * 0.3}" stroke="${drawing.ink}" stroke-width="2"${dashes[index]}/>`,
      );
    parts.push(
      svgText(
        text,
        lx + size * (index < 3 ? 1.9 : 0.4),
        y,
        size * 0.85,
        drawing.ink,
        index === 3 ? ' font-weight="bold"' : '',
      ),
    );
  });
  return parts.join('');
};

/** The PDF report's letterhead beside its logo: text, baseline and size in em, colour, weight. */
const LETTERHEAD: [string, number, number, string, string][] = [
  ['GeoTest Ingenieure GmbH', 1.3, 1.2, 'rgb(0,92,160)', ' font-weight="bold"'],
  ['Erdbaulabor · Industriestraße 7 · 04109 Leipzig · Tel. 0341 556210', 2.6, 0.8, 'rgb(90,90,100)', ''],
];

// ---- the layouts -----------------------------------------------------------------------------------

export const thirdHeldoutLayouts: HeldoutLayout[] = [
  {
    // Screenshot of the device's Bluetooth app in dark mode: the phone's own status bar (its clock
    // runs some minutes after the test, its battery is the phone's), an app bar with the test
    // number, then cards: the Evd value large with its unit beside it and the requirement
    // "Evd,erf ≥ 45" under it, the three settlements and their mean in columns, s/v, the time of
    // the test with seconds, and the position in degrees–minutes–seconds with N/E after, with the
    // UTM coordinates under it. A bottom navigation bar closes the screen.
    name: 'App Bluetooth Karten dunkel',
    half: 'development',
    draw: (t) => {
      const lat = degreesMinutesSeconds(t.lat, 1);
      const lng = degreesMinutesSeconds(t.lng, 1);
      const grid = utm(t.lat, t.lng);
      const card = 'rgb(40,40,46)';
      const grey = 'rgb(160,160,170)';
      const columns = [0, 0.25, 0.5, 0.75];
      const inCard = (l: Line): Line => ({ ...l, fill: card });
      return {
        font: SANS,
        fontSize: 22,
        width: 620,
        background: 'rgb(16,16,18)',
        ink: 'rgb(236,236,242)',
        display: { housing: 'rgb(8,8,8)' },
        lines: [
          { ...line(at(clock(t, 3 + (t.second % 9)), 0), at(`5G  ${40 + (t.minute % 55)} %`, 1, 'end')), scale: 0.8 },
          { ...line(`‹  Messung ${testNumber(t)}`), bold: true, scale: 1.15 },
          blank,
          inCard(line({ text: 'Dyn. Verformungsmodul Evd', ink: grey })),
          inCard({ ...line(at(fixed(t.evd, 1, true), 0), at('MN/m²', 0.5)), scale: 2, bold: true }),
          inCard(
            line(
              { text: `Evd,erf ≥ ${REQUIRED} MN/m²   `, ink: grey },
              at(passes(t) ? '✓ erfüllt' : '✗ nicht erfüllt', 1, 'end'),
            ),
          ),
          blank,
          inCard(line({ text: 'Setzungen [mm]', ink: grey })),
          inCard(line(...['s1', 's2', 's3', 'Mittel'].map((label, i) => ({ ...at(label, columns[i]!), ink: grey })))),
          inCard(line(...[...t.drops, t.settlement].map((value, i) => at(mm(value, true), columns[i]!)))),
          inCard(line({ text: 's/v', ink: grey }, at(`${fixed(t.sv, 2, true)} ms`, 0.25))),
          blank,
          inCard(line({ text: 'Messzeitpunkt', ink: grey })),
          inCard(line(`${freshDateText(t, 'german')}, ${clockSeconds(t)}`)),
          blank,
          inCard(line({ text: 'Position (GPS, ± 3 m)', ink: grey })),
          inCard(line(`${lat.g}°${lat.min}'${lat.sec}"N  ${lng.g}°${lng.min}'${lng.sec}"E`)),
          inCard(line({ text: `UTM ${grid.zone} ${grid.easting} ${grid.northing}`, ink: grey })),
          blank,
          { ...line(at('Messen', 0), at('Verlauf', 0.36), at('Export', 0.72)), scale: 0.85 },
        ],
      };
    },
    expected: (t) =>
      expectedFor(t, t.evd, { lat: degreesMinutesSeconds(t.lat, 1), lng: degreesMinutesSeconds(t.lng, 1) }),
  },
  {
    // A page of the PDF report the device software exports: a logo and the company's address
    // (street number, postcode, phone) in the header, the report number, the test date "29.11.26"
    // and time, the location as road station (no coordinates: the position stays empty), a table
    // with label, value and unit in three columns under a shaded header row (load, plate, drop
    // height, single settlements, mean, s/v, Evd, the required Evd,erf), and a footer with the
    // page number and the date the PDF was created — the day after the test.
    name: 'PDF-Bericht mit Logo',
    half: 'development',
    draw: (t) => {
      const columns = [0.02, 0.6, 0.78];
      const row = (label: string, value: string, unit: string, bold = false): Line => ({
        ...line(at(label, columns[0]!), at(value, columns[1]! + 0.1, 'end'), at(unit, columns[2]!)),
        bold,
      });
      const report = `${t.year}-${String(100 + ((t.minute * 13 + t.second) % 800)).padStart(4, '0')}`;
      const logo = (box: Box, drawing: Drawing) =>
        [
          `<rect x="${box.x}" y="${box.y + 4}" width="${box.height - 8}" height="${box.height - 8}" rx="8" fill="rgb(0,92,160)"/>`,
          `<path d="M${box.x + 10} ${box.y + box.height - 16} L${box.x + box.height / 2 - 4} ${box.y + 16} L${box.x + box.height - 18} ${box.y + box.height - 16} Z" fill="rgb(250,190,40)"/>`,
          ...LETTERHEAD.map(([text, y, scale, fill, extra]) =>
            svgText(text, box.x + box.height + 10, box.y + drawing.fontSize * y, drawing.fontSize * scale, fill, extra),
          ),
        ].join('');
      return {
        font: LIBERATION_SANS,
        fontSize: 20,
        width: 1240,
        background: 'rgb(255,255,255)',
        ink: 'rgb(25,25,30)',
        lines: [
          figure(2, logo, LETTERHEAD.map(([text]) => text).join('\n')),
          rule,
          { ...line(`Prüfbericht ${report} – Dynamischer Plattendruckversuch`), bold: true, scale: 1.3 },
          { ...line('Leichtes Fallgewichtsgerät nach TP BF-StB Teil B 8.3'), scale: 0.85 },
          blank,
          line(
            at('Auftrag', 0),
            at(`A-${t.year}-118`, 0.18),
            at('Prüfdatum', 0.56),
            at(freshDateText(t, 'germanShortYear'), 0.72),
          ),
          line(at('Baustelle', 0), at('OU B 87, Los 2', 0.18), at('Uhrzeit', 0.56), at(clock(t), 0.72)),
          line(
            at('Lage', 0),
            at('Achse 3, Station 0+125, 2,5 m links', 0.18),
            at('Prüfpunkt', 0.56),
            at(testNumber(t), 0.72),
          ),
          line(at('Schicht', 0), at('Frostschutz 0/32', 0.18), at('Prüfer', 0.56), at('K. Lehmann', 0.72)),
          blank,
          {
            ...line(at('Kenngröße', columns[0]!), at('Wert', columns[1]! + 0.1, 'end'), at('Einheit', columns[2]!)),
            bold: true,
            fill: 'rgb(222,230,240)',
          },
          row('Lastplattendurchmesser', '300', 'mm'),
          row('Fallgewicht', '10,0', 'kg'),
          row('Maximale Stoßkraft', fixed(load(t, 0), 2, true), 'kN'),
          row('Setzung 1. Stoß s1', mm(t.drops[0], true), 'mm'),
          row('Setzung 2. Stoß s2', mm(t.drops[1], true), 'mm'),
          row('Setzung 3. Stoß s3', mm(t.drops[2], true), 'mm'),
          row('Mittlere Setzung s', mm(t.settlement, true), 'mm'),
          row('Verhältnis s/v', fixed(t.sv, 2, true), 'ms'),
          row('Dyn. Verformungsmodul Evd', fixed(t.evd, 1, true), 'MN/m²', true),
          row('Anforderung Evd,erf', `≥ ${fixed(REQUIRED, 1, true)}`, 'MN/m²'),
          row('Bewertung', passes(t) ? 'erfüllt' : 'nicht erfüllt', ''),
          blank,
          rule,
          {
            ...line(
              at(`Bericht ${report}`, 0),
              at(`Erstellt am ${two(t.day + 1)}.${two(t.month)}.${t.year} 07:58`, 0.35),
              at('Seite 1 von 1', 1, 'end'),
            ),
            scale: 0.75,
          },
        ],
      };
    },
    expected: (t) => expectedFor(t, t.evd, 'absent'),
  },
  {
    // An 80-column dot-matrix page on green-bar continuous paper: upper case ASCII (UE for Ü), ISO
    // date, time with seconds, degrees and decimal minutes without symbols ("N 52 30.7406  E 013
    // 24.3400"), a drop table with settlement, load and pulse duration, and the line
    // "EVD = 44.6 MN/M2   EVD,ERF = 45.0 MN/M2" with the requirement beside the result.
    name: 'Nadeldrucker 80 Spalten',
    half: 'development',
    draw: (t) => {
      const lat = degreesMinutes(t.lat, 4);
      const lng = degreesMinutes(t.lng, 4);
      const pad = (text: string) => text.padEnd(80).slice(0, 80);
      const rows = [
        pad(`GEOTEST LFG-D 2.1  SN 210-0387${'PROTOKOLL DYN. PLATTENDRUCKVERSUCH'.padStart(50)}`),
        '='.repeat(80),
        pad(`DATUM ${freshDateText(t, 'iso')}   ZEIT ${clockSeconds(t)}   PRUEFER M.KRAUSE   PKT ${testNumber(t)}`),
        pad(
          `KOORD N ${lat.g} ${lat.minutes}  E ${String(lng.g).padStart(3, '0')} ${lng.minutes}  (WGS84)   HOEHE 38 M`,
        ),
        '-'.repeat(80),
        pad('STOSS   SETZUNG [MM]   KRAFT [KN]   DAUER [MS]     (3 VORBELASTUNGSSTOESSE)'),
        ...t.drops.map((drop, i) =>
          pad(
            `  ${i + 1}        ${mm(drop, false)}          ${fixed(load(t, i), 2, false)}         ${fixed(pulse(t, i), 1, false)}`,
          ),
        ),
        '-'.repeat(80),
        pad(
          `MITTL. SETZUNG S = ${mm(t.settlement, false)} MM    S/V = ${fixed(t.sv, 2, false)} MS     FALLHOEHE = 72 CM`,
        ),
        pad(
          `EVD = ${fixed(t.evd, 1, false)} MN/M2      EVD,ERF = ${fixed(REQUIRED, 1, false)} MN/M2      BEWERTUNG: ${passes(t) ? 'OK' : 'NICHT OK'}`,
        ),
        '='.repeat(80),
        pad(`BATT 7.2V   TEMP ${temperature(t)}C   SEITE 1`),
      ];
      return {
        font: LIBERATION_MONO,
        fontSize: 15,
        width: 800,
        background: 'rgb(250,250,244)',
        ink: 'rgb(62,62,84)',
        // Green bars of three lines each, alternating with white.
        lines: rows.map((text, index) => ({ ...line(text), ...(index % 6 < 3 && { fill: 'rgb(214,234,214)' }) })),
      };
    },
    expected: (t) => expectedFor(t, t.evd, { lat: degreesMinutes(t.lat, 4), lng: degreesMinutes(t.lng, 4) }),
  },
  {
    // An e-ink screen in a dark housing: black on light grey paper, a battery symbol with its
    // percentage and the test number on top, date and time, "Evd" with the value large and the unit
    // under it, then settlements, s/v, drop height, load, and the position as decimal degrees with
    // the hemisphere letter right after the number ("52.51234N").
    name: 'E-Ink Anzeige',
    half: 'development',
    draw: (t) => {
      const lat = decimalDegrees(t.lat, 5);
      const lng = decimalDegrees(t.lng, 5);
      const level = battery(t);
      const bars = '▮'.repeat(Math.ceil(level / 25)).padEnd(4, '▯');
      return {
        font: SANS_CONDENSED,
        fontSize: 24,
        width: 560,
        background: 'rgb(226,226,219)',
        ink: 'rgb(28,28,28)',
        display: { housing: 'rgb(52,54,58)' },
        lines: [
          line(at(`Nr. ${Number(testNumber(t))}`, 0), at(`${bars} ${level} %`, 1, 'end')),
          line(at(freshDateText(t, 'german'), 0), at(clock(t), 1, 'end')),
          rule,
          { ...line(at('Evd', 0), at(fixed(t.evd, 1, true), 1, 'end')), scale: 2.2, bold: true },
          line(at('MN/m²', 1, 'end')),
          rule,
          line(at(`s ${mm(t.settlement, true)} mm`, 0), at(`s/v ${fixed(t.sv, 2, true)} ms`, 1, 'end')),
          line(t.drops.map((drop) => mm(drop, true)).join('  ')),
          line(at('h 72 cm', 0), at(`F ${fixed(load(t, 1), 2, true)} kN`, 1, 'end')),
          line(`${lat.text}N  ${lng.text}E`),
        ],
      };
    },
    expected: (t) => expectedFor(t, t.evd, { lat: decimalDegrees(t.lat, 5), lng: decimalDegrees(t.lng, 5) }),
  },
  {
    // A segment LCD: the values are seven-segment digits (unlit segments faintly visible) with
    // printed labels and units beside them — test number, date "29.11.26" and time as segments,
    // then s, s/v and Evd the largest; "GPS --" because the device has no fix: no position.
    name: 'Segment-LCD',
    half: 'development',
    draw: (t) => {
      // The glass has a fixed number of digit positions: unused ones show as unlit eights.
      const segmentRow = (
        label: string,
        value: string,
        positions: number,
        unit: string,
        lines: number,
        big = false,
      ): Line => ({
        ...figure(
          lines,
          (box, drawing) => {
            const height = box.height * (big ? 0.8 : 0.72);
            const digits = value.replace(/[.,:]/g, '').length;
            return segmentDigits(
              `${' '.repeat(Math.max(0, positions - digits))}${value}`,
              box.x + box.width * 0.74,
              box.y + (box.height - height) / 2,
              height,
              drawing.ink,
              'rgb(186,192,176)',
            );
          },
          value,
          [at(label, 0), at(unit, 0.78)],
        ),
        bold: big,
      });
      return {
        font: LIBERATION_SANS,
        fontSize: 22,
        width: 600,
        background: 'rgb(198,204,188)',
        ink: 'rgb(24,26,24)',
        display: { housing: 'rgb(226,120,30)' },
        lines: [
          segmentRow('Nr.', String(Number(testNumber(t))), 4, '', 1.3),
          segmentRow('Datum', freshDateText(t, 'germanShortYear'), 6, '', 1.3),
          segmentRow('Zeit', clock(t), 4, 'h', 1.3),
          rule,
          segmentRow('s', mm(t.settlement, false), 4, 'mm', 1.5),
          segmentRow('s/v', fixed(t.sv, 2, false), 4, 'ms', 1.5),
          segmentRow('Evd', fixed(t.evd, 1, false), 4, 'MN/m²', 2.4, true),
          rule,
          line(at('GPS --', 0), at(`BAT ${battery(t)}%`, 1, 'end')),
        ],
      };
    },
    expected: (t) => expectedFor(t, t.evd, 'absent'),
  },
  {
    // A correlation test: the light drop-weight test and a static plate load test (DIN 18134) at the
    // same point, side by side in two columns under one header with date and position. The left
    // column holds Evd and the test's time; the right column, on the same lines, Ev1, Ev2 and a
    // later time; the foot shows the ratio "Ev2/Evd". Only the left column's Evd is the answer.
    name: 'Zwei Versuche nebeneinander',
    half: 'development',
    draw: (t) => {
      const lat = degreesMinutes(t.lat, 4);
      const lng = degreesMinutes(t.lng, 4);
      const ev1 = Math.round((t.evd * 0.88 + 4) * 10) / 10;
      const ev2 = Math.round(ev1 * (2 + (t.sv - 1.6) * 0.15) * 10) / 10;
      const right = 0.52;
      const pair = (left: string, other: string): Line => line(at(left, 0), at(other, right));
      return {
        font: SERIF_CONDENSED,
        fontSize: 21,
        width: 1180,
        background: 'rgb(254,253,250)',
        ink: 'rgb(20,24,40)',
        lines: [
          { ...line('Vergleichsprüfung dynamisch / statisch'), bold: true, scale: 1.3 },
          line(`Prüfstelle ${testNumber(t)}  ·  BV Gewerbepark Nord, Baufeld 2  ·  ${freshDateText(t, 'slash')}`),
          line(`Lage: ${lat.g}° ${decimalComma(lat.minutes)}' N   ${lng.g}° ${decimalComma(lng.minutes)}' E`),
          blank,
          {
            ...line(at('Leichtes Fallgewicht (TP BF-StB B 8.3)', 0), at('Statischer Plattendruck (DIN 18134)', right)),
            bold: true,
            fill: 'rgb(232,234,240)',
          },
          pair(`Uhrzeit ${clockSeconds(t)}`, `Uhrzeit ${clock(t, 31 + (t.second % 12))}:${two((t.second * 7) % 60)}`),
          pair('Gerät ZFG 3000, SN 1187', 'Gerät PDG-60, SN 0512'),
          pair('Platte Ø 300 mm, 10 kg', 'Platte Ø 300 mm, σmax 0,500 MN/m²'),
          pair(
            `s1/s2/s3 ${t.drops.map((drop) => mm(drop, true)).join(' / ')} mm`,
            `s max ${fixed(((225 * 0.5) / ev1) * 1.3, 2, true)} mm`,
          ),
          pair(
            `s = ${mm(t.settlement, true)} mm   s/v = ${fixed(t.sv, 2, true)} ms`,
            `Ev1 = ${fixed(ev1, 1, true)} MN/m²`,
          ),
          { ...pair(`Evd = ${fixed(t.evd, 1, true)} MN/m²`, `Ev2 = ${fixed(ev2, 1, true)} MN/m²`), bold: true },
          pair(`Evd,erf ≥ ${REQUIRED} MN/m²`, `Ev2/Ev1 = ${fixed(ev2 / ev1, 2, true)}`),
          rule,
          line(`Verhältnis Ev2/Evd = ${fixed(ev2 / t.evd, 2, true)}`),
        ],
      };
    },
    expected: (t) => expectedFor(t, t.evd, { lat: degreesMinutes(t.lat, 4), lng: degreesMinutes(t.lng, 4) }),
  },
  {
    // English-only field report of a light weight deflectometer: sections with headings, "Date: 29
    // November 2026", "Time: 2:32:07 PM", "GPS: Lat 52.512345 / Long 13.405667", drops with
    // deflections, "Average settlement", "Settlement/velocity ratio s/v", "Dynamic deformation
    // modulus (Evd): 44.6 MPa", "Target modulus: ≥ 45 MPa", peak load, temperature and battery.
    name: 'Field report English',
    half: 'development',
    draw: (t) => {
      const lat = decimalDegrees(t.lat, 6);
      const lng = decimalDegrees(t.lng, 6);
      const heading = (text: string): Line => ({ ...line(text), bold: true, fill: 'rgb(236,236,236)' });
      const pair = labelValue(0.5, 0.02);
      return {
        font: LIBERATION_SERIF,
        fontSize: 22,
        width: 980,
        background: 'rgb(255,255,255)',
        ink: 'rgb(15,15,15)',
        lines: [
          { ...line('LIGHT WEIGHT DEFLECTOMETER – FIELD TEST REPORT'), bold: true, scale: 1.25 },
          { ...line('Standard: ASTM E2583 / TP BF-StB B 8.3    Unit: LWD-100, S/N 40217'), scale: 0.85 },
          blank,
          heading('Site information'),
          pair('Project', 'Riverside Logistics Park, Plot 4'),
          pair('Operator', 'D. Walsh'),
          pair('Test no.', testNumber(t)),
          pair('Date', `${t.day} ${MONTHS_EN_LONG[t.month - 1]} ${t.year}`),
          pair('Time', amPm(t)),
          pair('GPS', `Lat ${lat.text} / Long ${lng.text}`),
          heading('Test setup'),
          pair('Plate diameter', '300 mm'),
          pair('Falling mass / drop height', '10 kg / 720 mm'),
          pair('Peak load', `${fixed(load(t, 2), 2, false)} kN`),
          heading('Results'),
          ...t.drops.map((drop, i) => pair(`Drop ${i + 1} deflection`, `${mm(drop, false)} mm`)),
          pair('Average settlement', `${mm(t.settlement, false)} mm`),
          pair('Settlement/velocity ratio s/v', `${fixed(t.sv, 2, false)} ms`),
          { ...pair('Dynamic deformation modulus (Evd)', `${fixed(t.evd, 1, false)} MPa`), bold: true },
          pair('Target modulus', `≥ ${REQUIRED} MPa  →  ${passes(t) ? 'PASS' : 'FAIL'}`),
          blank,
          { ...line(`Air temperature ${temperature(t)} °C  ·  Battery ${battery(t)} %`), scale: 0.85 },
        ],
      };
    },
    expected: (t) => expectedFor(t, t.evd, { lat: decimalDegrees(t.lat, 6), lng: decimalDegrees(t.lng, 6) }),
  },
  {
    // French protocol ("Essai à la plaque dynamique légère"): "Date : 29/11/2026 à 14h32", point
    // number, "Coordonnées : 52,512345° N ; 13,405667° E", drop mass, drop height and plate,
    // "Tassements", "Tassement moyen", "Module dynamique Evd : 44,6 MPa", "Valeur exigée : Evd ≥ 45
    // MPa", temperature and battery.
    name: 'Procès-verbal français',
    half: 'development',
    draw: (t) => {
      const lat = decimalDegrees(t.lat, 6, true);
      const lng = decimalDegrees(t.lng, 6, true);
      return {
        font: LIBERATION_SANS,
        fontSize: 22,
        width: 900,
        background: 'rgb(252,252,255)',
        ink: 'rgb(20,30,70)',
        lines: [
          { ...line('Procès-verbal d’essai à la plaque dynamique légère'), bold: true, scale: 1.2 },
          line('Appareil : PDL-10   N° de série : 22-0719'),
          line('Chantier : ZAC des Tilleuls, lot 3'),
          rule,
          line(`Date : ${freshDateText(t, 'slash')} à ${t.hour}h${two(t.minute)}`),
          line(`Point n° ${Number(testNumber(t))}`),
          line(`Coordonnées : ${lat.text}° N ; ${lng.text}° E`),
          line('Masse tombante 10 kg – hauteur de chute 72 cm – plaque Ø 300 mm'),
          rule,
          line(`Tassements : ${t.drops.map((drop) => mm(drop, true)).join(' / ')} mm`),
          line(`Tassement moyen : ${mm(t.settlement, true)} mm`),
          line(`s/v : ${fixed(t.sv, 2, true)} ms`),
          { ...line(`Module dynamique Evd : ${fixed(t.evd, 1, true)} MPa`), bold: true },
          line(`Valeur exigée : Evd ≥ ${REQUIRED} MPa – ${passes(t) ? 'conforme' : 'non conforme'}`),
          rule,
          line(`Température : ${temperature(t)} °C     Batterie : ${battery(t)} %`),
        ],
      };
    },
    expected: (t) => expectedFor(t, t.evd, { lat: decimalDegrees(t.lat, 6), lng: decimalDegrees(t.lng, 6) }),
  },
  {
    // Dutch protocol: "Datum 29-11-2026  Tijd 14.32 uur" (a point between hours and minutes),
    // "Coördinaten 52°30'44,4" NB  13°24'20,4" OL" (noorderbreedte, oosterlengte), label and value
    // with a colon column, "Zakkingen", "Gemiddelde zakking", "Dynamische vervormingsmodulus Evd",
    // "Eis Evd ≥ 45 MN/m²", drop height and battery.
    name: 'Meetrapport Nederlands',
    half: 'development',
    draw: (t) => {
      const lat = degreesMinutesSeconds(t.lat, 1);
      const lng = degreesMinutesSeconds(t.lng, 1);
      const pair = (label: string, value: string): Line => line(at(label, 0), at(':', 0.52), at(value, 0.55));
      return {
        font: SANS,
        fontSize: 21,
        width: 1080,
        background: 'rgb(255,255,250)',
        ink: 'rgb(30,30,30)',
        lines: [
          { ...line('Meetrapport dynamische plaatbelastingsproef'), bold: true, scale: 1.2 },
          { ...line('Lichte valgewichtdeflectometer LVD-3, serienr. 3107-88'), scale: 0.85 },
          rule,
          pair('Project', 'Bedrijventerrein De Hoek, fase 2'),
          pair('Meetpunt', `MP ${Number(testNumber(t))}`),
          pair('Datum', `${two(t.day)}-${two(t.month)}-${t.year}`),
          pair('Tijd', `${two(t.hour)}.${two(t.minute)} uur`),
          pair(
            'Coördinaten',
            `${lat.g}°${lat.min}'${decimalComma(lat.sec)}" NB  ${lng.g}°${lng.min}'${decimalComma(lng.sec)}" OL`,
          ),
          rule,
          pair('Valgewicht / valhoogte', '10 kg / 72 cm'),
          pair('Zakkingen s1 / s2 / s3', `${t.drops.map((drop) => mm(drop, true)).join(' / ')} mm`),
          pair('Gemiddelde zakking', `${mm(t.settlement, true)} mm`),
          pair('s/v', `${fixed(t.sv, 2, true)} ms`),
          { ...pair('Dynamische vervormingsmodulus Evd', `${fixed(t.evd, 1, true)} MN/m²`), bold: true },
          pair('Eis', `Evd ≥ ${REQUIRED} MN/m²  (${passes(t) ? 'voldoet' : 'voldoet niet'})`),
          rule,
          line(`Accu ${battery(t)} %   Temperatuur ${temperature(t)} °C`),
        ],
      };
    },
    expected: (t) =>
      expectedFor(t, t.evd, { lat: degreesMinutesSeconds(t.lat, 1), lng: degreesMinutesSeconds(t.lng, 1) }),
  },
  {
    // A thermal printout with the settlement curves of the three drops: axis ticks in mm and ms,
    // and the results only in the plot's legend ("1: 0,512 mm" … and "Evd = 44,6 MN/m²"); above it
    // device, serial and test number, "29.11.26  14:32:07", below s/v and the position in degrees
    // and decimal minutes with the hemisphere before ("N 52°30.7406'").
    name: 'Kurvenplot Legende',
    half: 'development',
    draw: (t) => {
      const lat = degreesMinutes(t.lat, 4);
      const lng = degreesMinutes(t.lng, 4);
      const legend = [
        ...t.drops.map((drop, i) => `${i + 1}: ${mm(drop, true)} mm`),
        `Evd = ${fixed(t.evd, 1, true)} MN/m²`,
      ];
      return {
        font: MONO,
        fontSize: 20,
        width: 600,
        background: 'rgb(246,245,240)',
        ink: 'rgb(40,40,52)',
        lines: [
          { ...line('HFG-Pro    SN 0815-203'), bold: true },
          line(`Messung ${testNumber(t)}`),
          line(`${freshDateText(t, 'germanShortYear')}  ${clockSeconds(t)}`),
          rule,
          figure(9, curvePlot(t, legend), ['0 10 20 30 t [ms] s [mm]', ...legend].join('\n')),
          rule,
          line(`s/v ${fixed(t.sv, 2, true)} ms   h 72 cm`),
          line(`N ${lat.g}°${lat.minutes}'`),
          line(`E ${lng.g}°${lng.minutes}'`),
        ],
      };
    },
    expected: (t) => expectedFor(t, t.evd, { lat: degreesMinutes(t.lat, 4), lng: degreesMinutes(t.lng, 4) }),
  },
];
