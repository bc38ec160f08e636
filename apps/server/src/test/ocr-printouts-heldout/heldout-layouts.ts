// The second OCR test set (issue 38): twelve printout and display layouts the reader was not
// built against, drawn as SVG (heldout-photo.ts rasterises and "photographs" them with sharp;
// nothing here shares code with the first set's Chromium renderer). Each layout varies what real
// devices vary — the word for Evd and its unit, where the value stands relative to its label,
// numbers of other quantities next to it (settlement, s/v, single drops, the formula line
// "Evd = 22,5 / s"), the coordinate notation (decimal degrees, degrees–minutes, degrees–minutes–
// seconds) and the date format — and knows what a correct reader answers.
// Layouts are split in two halves: the reader may be tuned against `development` only; `heldout`
// measures how it does on layouts nobody looked at while tuning. All twelve layouts here are
// `development` now (decision 0731): the six that were held out had been looked at, so they no
// longer measured anything unseen; fresh held-out layouts are added by heldout-set.ts.
import {
  DEJAVU_SANS_MONO as MONO,
  LIBERATION_MONO as MONO_2,
  DEJAVU_SANS as SANS,
  LIBERATION_SANS as SANS_2,
  LIBERATION_SERIF as SERIF,
} from './heldout-fonts.js';

/** What the device measured and printed. */
export type HeldoutTruth = {
  evd: number;
  /** Mean settlement in mm and s/v in ms: printed next to Evd, never to be taken for it. */
  settlement: number;
  sv: number;
  drops: [number, number, number];
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  lat: number;
  lng: number;
};

/**
 * The answer a correct reader gives per field: the value, or 'absent' where the printout has no
 * such field (a static plate load test has no Evd: Ev2 must never fill it).
 */
export type HeldoutExpected = {
  evd: number | 'absent';
  /** "yyyy-MM-ddTHH:mm", "yyyy-MM-dd" where only a date is printed, or 'absent'. */
  dateTime: string;
  /** 'absent' where the printout shows no position (no GPS): nothing may be filled. */
  latitude: { latG: number; latM: number } | 'absent';
  longitude: { lngG: number; lngM: number } | 'absent';
};

export type Cell = {
  text: string;
  /** x as a fraction of the inner width */ at?: number;
  anchor?: 'end';
  /** The cell's own colour (a grey caption, a coloured status); the drawing's ink otherwise. */
  ink?: string;
  /** The cell's own typeface (a form filled in by another printer); the drawing's font otherwise. */
  font?: string;
  /** The baseline moved down by this many em (a form fed into the printer off its lines). */
  shift?: number;
  /** Italic (handwriting on a form, imitated by the italic of the cell's typeface). */
  italic?: boolean;
};
/** The inner box of a line in SVG pixels, for a figure to draw into. */
export type Box = { x: number; y: number; width: number; height: number };
export type Line = {
  cells: Cell[];
  scale?: number;
  bold?: boolean;
  rule?: boolean;
  /**
   * A colour band behind the line (a card, a header bar, a table stripe); consecutive lines with
   * the same fill share one rounded band.
   */
  fill?: string;
  /**
   * Shapes instead of a text line (a plot, a logo, segment digits), `lines` line heights tall;
   * `says` is the text they show, for the generator's tests (the reader only sees pixels).
   */
  figure?: { lines: number; svg: (box: Box, drawing: Drawing) => string; says?: string };
};

export type Drawing = {
  lines: Line[];
  font: string;
  fontSize: number;
  width: number;
  background: string;
  ink: string;
  /** A display: light text on a dark screen inside a device housing. */
  display?: { housing: string };
  /**
   * Received by fax: the page's content turned by `skew` degrees (the sheet fed in askew), then
   * scanned at a coarser resolution (`coarse` = [across, down], the fax's pixels in drawing pixels)
   * and printed in two tones.
   */
  fax?: { skew: number; coarse: [number, number] };
};

export type HeldoutLayout = {
  name: string;
  half: 'development' | 'heldout';
  draw: (truth: HeldoutTruth) => Drawing;
  expected: (truth: HeldoutTruth) => HeldoutExpected;
};

// ---- how devices print values ------------------------------------------------------------------

export const two = (value: number) => String(value).padStart(2, '0');
export const decimalComma = (text: string) => text.replace('.', ',');
export const round4 = (value: number) => Math.round(value * 10_000) / 10_000;
const MONTHS_DE = ['Jan.', 'Feb.', 'März', 'Apr.', 'Mai', 'Juni', 'Juli', 'Aug.', 'Sep.', 'Okt.', 'Nov.', 'Dez.'];
const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

type DateStyle = 'german' | 'iso' | 'slash' | 'monthName';
const dateText = (t: HeldoutTruth, style: DateStyle, english = false) => {
  switch (style) {
    case 'german':
      return `${two(t.day)}.${two(t.month)}.${t.year}`;
    case 'iso':
      return `${t.year}-${two(t.month)}-${two(t.day)}`;
    case 'slash':
      return `${two(t.day)}/${two(t.month)}/${t.year}`;
    case 'monthName':
      return english ? `${t.day} ${MONTHS_EN[t.month - 1]} ${t.year}` : `${t.day}. ${MONTHS_DE[t.month - 1]} ${t.year}`;
  }
};
const timeText = (t: HeldoutTruth, seconds: boolean) =>
  `${two(t.hour)}:${two(t.minute)}${seconds ? `:${two(t.second)}` : ''}`;
const expectedDateTime = (t: HeldoutTruth) => `${t.year}-${two(t.month)}-${two(t.day)}T${two(t.hour)}:${two(t.minute)}`;

/** Decimal degrees with six decimals, as printed; the reader answers degrees and minutes. */
const dd = (value: number, comma = false) => (comma ? decimalComma(value.toFixed(6)) : value.toFixed(6));
const ddExpected = (value: number) => {
  const printed = Number(value.toFixed(6));
  const whole = Math.floor(printed);
  return { g: whole, m: round4((printed - whole) * 60) };
};
/** Degrees and decimal minutes (4 decimals). */
const dm = (value: number, comma = false) => {
  const { g, m } = dmParts(value);
  const minutes = `${two(Math.floor(m))}.${m.toFixed(4).split('.')[1]}`;
  return `${g}° ${comma ? decimalComma(minutes) : minutes}'`;
};
const dmParts = (value: number) => {
  const whole = Math.floor(value);
  return { g: whole, m: round4((value - whole) * 60) };
};
/** Degrees, minutes and seconds with one decimal. */
const dmsParts = (value: number) => {
  const whole = Math.floor(value);
  const tenths = Math.round((value - whole) * 36_000);
  return { g: whole, min: Math.floor(tenths / 600), sec: (tenths % 600) / 10 };
};
const dms = (value: number) => {
  const { g, min, sec } = dmsParts(value);
  return `${g}°${two(min)}'${sec.toFixed(1).padStart(4, '0')}"`;
};
const dmsExpected = (value: number) => {
  const { g, min, sec } = dmsParts(value);
  return { g, m: round4(min + sec / 60) };
};

type Notation = 'dd' | 'dm' | 'dms';
const position = (t: HeldoutTruth, notation: Notation) => {
  const of = notation === 'dd' ? ddExpected : notation === 'dm' ? dmParts : dmsExpected;
  const lat = of(t.lat);
  const lng = of(t.lng);
  return { latitude: { latG: lat.g, latM: lat.m }, longitude: { lngG: lng.g, lngM: lng.m } };
};

const expectedFor =
  (notation: Notation, evd: 'value' | 'absent' = 'value') =>
  (t: HeldoutTruth) => ({
    evd: evd === 'absent' ? ('absent' as const) : t.evd,
    dateTime: expectedDateTime(t),
    ...position(t, notation),
  });

export const fixed = (value: number, decimals: number, comma: boolean) =>
  comma ? decimalComma(value.toFixed(decimals)) : value.toFixed(decimals);
export const line = (...cells: (string | Cell)[]): Line => ({
  cells: cells.map((cell) => (typeof cell === 'string' ? { text: cell } : cell)),
});
export const at = (text: string, x: number, anchor?: 'end'): Cell => ({ text, at: x, ...(anchor && { anchor }) });
/** A maker of label-and-value lines: each label at `labelAt`, its value at `valueAt` (fractions of the width). */
export const labelValue =
  (valueAt: number, labelAt = 0) =>
  (label: string, value: string): Line =>
    line(at(label, labelAt), at(value, valueAt));
/**
 * A protocol's block of results, label and value by `pair`: the single settlements, their mean, s/v
 * and Evd (bold), all with a decimal comma, Evd in `modulus`, settlements and s/v in `units`.
 */
export const results = (
  t: HeldoutTruth,
  pair: (label: string, value: string) => Line,
  [single, mean, sv, evd]: [string, string, string, string],
  modulus = 'MN/m²',
  [mm, ms]: [string, string] = ['mm', 'ms'],
): Line[] => [
  pair(single, `${t.drops.map((drop) => fixed(drop, 3, true)).join(' / ')} ${mm}`),
  pair(mean, `${fixed(t.settlement, 3, true)} ${mm}`),
  pair(sv, `${fixed(t.sv, 2, true)} ${ms}`),
  { ...pair(evd, `${fixed(t.evd, 1, true)} ${modulus}`), bold: true },
];
export const blank: Line = { cells: [] };
export const rule: Line = { cells: [], rule: true };

// Static plate load test values (MN/m²): they look like an Evd and must never become one.
const ev1 = (t: HeldoutTruth) => Math.round(t.evd * 13) / 10;
const ev2 = (t: HeldoutTruth) => Math.round(t.evd * 31) / 10;

// ---- the twelve layouts -------------------------------------------------------------------------

export const heldoutLayouts: HeldoutLayout[] = [
  // --- development half (from the start) ---
  {
    // Compact thermal printout: "E_vd" on its own line, the value on the line below; single drops
    // and s/v right above.
    name: 'Kompakt-Thermo E_vd',
    half: 'development',
    draw: (t) => ({
      font: MONO,
      fontSize: 24,
      width: 560,
      background: 'rgb(244,243,238)',
      ink: 'rgb(45,45,55)',
      lines: [
        line('LFG-K  Fallgewicht 10 kg'),
        line(`Datum ${dateText(t, 'german')}`),
        line(`Zeit  ${timeText(t, true)}`),
        rule,
        line(`s1 = ${fixed(t.drops[0], 3, true)} mm`),
        line(`s2 = ${fixed(t.drops[1], 3, true)} mm`),
        line(`s3 = ${fixed(t.drops[2], 3, true)} mm`),
        line(`s/v = ${fixed(t.sv, 2, true)} ms`),
        line('E_vd:'),
        line(`${fixed(t.evd, 1, true)} MN/m²`),
        rule,
        line(`N ${dm(t.lat)}`),
        line(`E ${dm(t.lng)}`),
      ],
    }),
    expected: expectedFor('dm'),
  },
  {
    // Green-on-black device display, "Evd" above the big value, decimal degrees with labels.
    name: 'Display grün',
    half: 'development',
    draw: (t) => ({
      font: SANS,
      fontSize: 26,
      width: 620,
      background: 'rgb(14,24,18)',
      ink: 'rgb(150,235,160)',
      display: { housing: 'rgb(60,62,70)' },
      lines: [
        line(`${dateText(t, 'iso')}   ${timeText(t, false)}`),
        blank,
        line('Evd'),
        { ...line(`${fixed(t.evd, 1, false)}`), scale: 1.8, bold: true },
        line('MN/m²'),
        blank,
        line(`s  ${fixed(t.settlement, 3, false)} mm   s/v ${fixed(t.sv, 2, false)}`),
        line(`Lat ${dd(t.lat)}`),
        line(`Lon ${dd(t.lng)}`),
      ],
    }),
    expected: expectedFor('dd'),
  },
  {
    // English protocol: "Dynamic deformation modulus Evd … MPa", the formula line with other numbers.
    name: 'Protokoll englisch',
    half: 'development',
    draw: (t) => ({
      font: SANS_2,
      fontSize: 22,
      width: 900,
      background: 'rgb(255,255,255)',
      ink: 'rgb(20,20,20)',
      lines: [
        { ...line('Light Weight Deflectometer - Test Report'), bold: true, scale: 1.2 },
        line(at('Date:', 0), at(dateText(t, 'slash'), 0.3), at('Time:', 0.55), at(timeText(t, true), 0.7)),
        line(at('Latitude:', 0), at(`${dms(t.lat)} N`, 0.3)),
        line(at('Longitude:', 0), at(`${dms(t.lng)} E`, 0.3)),
        rule,
        line('Formula: Evd = 22.5 / s'),
        line(at('Mean settlement s:', 0), at(`${fixed(t.settlement, 3, false)} mm`, 0.55)),
        line(at('s/v:', 0), at(`${fixed(t.sv, 2, false)} ms`, 0.55)),
        line(at('Dynamic deformation modulus Evd:', 0), at(`${fixed(t.evd, 1, false)} MPa`, 0.55)),
      ],
    }),
    expected: expectedFor('dms'),
  },
  {
    // Static plate load test (Plattendruckversuch): Ev1, Ev2 and their ratio, no Evd at all.
    name: 'Plattendruck statisch',
    half: 'development',
    draw: (t) => ({
      font: SERIF,
      fontSize: 24,
      width: 820,
      background: 'rgb(250,250,247)',
      ink: 'rgb(25,25,30)',
      lines: [
        { ...line('Statischer Plattendruckversuch DIN 18134'), bold: true },
        line(`Prüfdatum: ${dateText(t, 'monthName')}, ${timeText(t, false)} Uhr`),
        line(at('Breite', 0), at(dm(t.lat, true), 0.3)),
        line(at('Länge', 0), at(dm(t.lng, true), 0.3)),
        rule,
        line(at('Ev1', 0), at(`${fixed(ev1(t), 1, true)} MN/m²`, 0.3)),
        line(at('Ev2', 0), at(`${fixed(ev2(t), 1, true)} MN/m²`, 0.3)),
        line(at('Ev2/Ev1', 0), at(fixed(ev2(t) / ev1(t), 2, true), 0.3)),
      ],
    }),
    expected: expectedFor('dm', 'absent'),
  },
  {
    // A results table: header row with units, the values in the row below, column by column.
    name: 'Tabelle Spalten',
    half: 'development',
    draw: (t) => ({
      font: SANS,
      fontSize: 22,
      width: 880,
      background: 'rgb(252,252,252)',
      ink: 'rgb(30,30,30)',
      lines: [
        { ...line('Messprotokoll Tragfähigkeit'), bold: true },
        line(`Datum/Uhrzeit: ${dateText(t, 'iso')} ${timeText(t, false)}`),
        line(`GPS: ${dd(t.lat)}° N, ${dd(t.lng)}° E`),
        blank,
        line(at('Nr.', 0), at('s [mm]', 0.15), at('Evd [MN/m²]', 0.4), at('s/v [ms]', 0.72)),
        line(
          at('1', 0),
          at(fixed(t.settlement, 3, true), 0.15),
          at(fixed(t.evd, 1, true), 0.4),
          at(fixed(t.sv, 2, true), 0.72),
        ),
      ],
    }),
    expected: expectedFor('dd'),
  },
  {
    // "Ev,d" with the whole formula worked out on one line; DMS coordinates; two-digit year.
    name: 'Formelzeile Ev,d',
    half: 'development',
    draw: (t) => ({
      font: MONO_2,
      fontSize: 22,
      width: 900,
      background: 'rgb(240,240,236)',
      ink: 'rgb(40,40,40)',
      lines: [
        line(`${two(t.day)}.${two(t.month)}.${String(t.year).slice(2)}  ${timeText(t, false)}`),
        line(`${dms(t.lat)} N  ${dms(t.lng)} E`),
        rule,
        line(`Ev,d = 22,5 / s = 22,5 / ${fixed(t.settlement, 3, true)} = ${fixed(t.evd, 1, true)} MN/m²`),
        line(`s/v = ${fixed(t.sv, 2, true)} ms`),
      ],
    }),
    expected: expectedFor('dms'),
  },
  // --- held out until decision 0731, development since ---
  {
    // Amber-on-black display: the value before its label ("45.3 MPa Evd").
    name: 'Display bernstein',
    half: 'development',
    draw: (t) => ({
      font: MONO,
      fontSize: 26,
      width: 600,
      background: 'rgb(20,12,6)',
      ink: 'rgb(255,176,60)',
      display: { housing: 'rgb(210,200,40)' },
      lines: [
        line(`${dateText(t, 'german')} ${timeText(t, false)}`),
        line(`${fixed(t.drops[0], 2, false)} ${fixed(t.drops[1], 2, false)} ${fixed(t.drops[2], 2, false)} mm`),
        { ...line(`Evd ${fixed(t.evd, 1, false)} MPa`), scale: 1.5 },
        line(`s/v ${fixed(t.sv, 2, false)}`),
        line(`${dd(t.lat)} N`),
        line(`${dd(t.lng)} E`),
      ],
    }),
    expected: expectedFor('dd'),
  },
  {
    // "dyn. Verformungsmodul" as the label, its value right-aligned in a second column.
    name: 'Verformungsmodul Spalte',
    half: 'development',
    draw: (t) => ({
      font: SANS_2,
      fontSize: 23,
      width: 860,
      background: 'rgb(255,255,252)',
      ink: 'rgb(15,15,40)',
      lines: [
        { ...line('Prüfbericht leichtes Fallgewichtsgerät'), bold: true },
        line(at('Prüfdatum', 0), at(`${dateText(t, 'german')}  ${timeText(t, false)}`, 0.5)),
        line(at('Breite', 0), at(dm(t.lat, true), 0.5)),
        line(at('Länge', 0), at(dm(t.lng, true), 0.5)),
        line(at('mittlere Setzung s', 0), at(`${fixed(t.settlement, 3, true)} mm`, 0.95, 'end')),
        line(at('dyn. Verformungsmodul', 0), at(`${fixed(t.evd, 1, true)} MN/m²`, 0.95, 'end')),
        line(at('s/v', 0), at(`${fixed(t.sv, 2, true)} ms`, 0.95, 'end')),
      ],
    }),
    expected: expectedFor('dm'),
  },
  {
    // English static plate load test: Ev1/Ev2 only, Evd must stay empty.
    name: 'Static plate EN',
    half: 'development',
    draw: (t) => ({
      font: SANS,
      fontSize: 22,
      width: 820,
      background: 'rgb(248,248,248)',
      ink: 'rgb(20,20,20)',
      lines: [
        { ...line('Static plate load test'), bold: true },
        line(`Date ${dateText(t, 'iso')}  Time ${timeText(t, true)}`),
        line(`Position ${dd(t.lat)} N ${dd(t.lng)} E`),
        line(`Ev1 = ${fixed(ev1(t), 1, false)} MN/m2`),
        line(`Ev2 = ${fixed(ev2(t), 1, false)} MN/m2`),
        line(`Ev2/Ev1 = ${fixed(ev2(t) / ev1(t), 2, false)}`),
      ],
    }),
    expected: expectedFor('dd', 'absent'),
  },
  {
    // Evd with its unit in brackets in a label column, the value far right; English month name.
    name: 'Evd [MN/m²] Liste',
    half: 'development',
    draw: (t) => ({
      font: MONO_2,
      fontSize: 22,
      width: 760,
      background: 'rgb(242,242,240)',
      ink: 'rgb(35,35,35)',
      lines: [
        line(`Date: ${dateText(t, 'monthName', true)} ${timeText(t, false)}`),
        line(`Lat: ${dms(t.lat)} N`),
        line(`Lon: ${dms(t.lng)} E`),
        rule,
        line(at('s [mm]', 0), at(fixed(t.settlement, 3, false), 0.7)),
        line(at('Evd [MN/m²]', 0), at(fixed(t.evd, 1, false), 0.7)),
        line(at('s/v [ms]', 0), at(fixed(t.sv, 2, false), 0.7)),
      ],
    }),
    expected: expectedFor('dms'),
  },
  {
    // Single drops listed one per line, the mean, then Evd with "=" and the formula next to it.
    name: 'Einzelstöße',
    half: 'development',
    draw: (t) => ({
      font: MONO,
      fontSize: 22,
      width: 700,
      background: 'rgb(246,244,240)',
      ink: 'rgb(50,50,60)',
      lines: [
        line(`${dateText(t, 'slash')}  ${timeText(t, true)}`),
        line(`${dm(t.lat)} N`),
        line(`${dm(t.lng)} E`),
        rule,
        line(`Stoß 1  s = ${fixed(t.drops[0], 3, true)} mm`),
        line(`Stoß 2  s = ${fixed(t.drops[1], 3, true)} mm`),
        line(`Stoß 3  s = ${fixed(t.drops[2], 3, true)} mm`),
        line(`Mittel s = ${fixed(t.settlement, 3, true)} mm`),
        line(`Evd = ${fixed(t.evd, 1, true)} MN/m² (22,5/s)`),
      ],
    }),
    expected: expectedFor('dm'),
  },
  {
    // Dark-mode phone app: "E_vd" label left, value in its own column, decimal comma degrees.
    name: 'App dunkel',
    half: 'development',
    draw: (t) => ({
      font: SANS,
      fontSize: 24,
      width: 640,
      background: 'rgb(28,28,32)',
      ink: 'rgb(235,235,240)',
      display: { housing: 'rgb(5,5,5)' },
      lines: [
        { ...line('Messung'), bold: true, scale: 1.2 },
        line(`${dateText(t, 'german')}, ${timeText(t, false)}`),
        line(at('E_vd', 0), at(`${fixed(t.evd, 1, true)}`, 0.5), at('MN/m²', 0.75)),
        line(at('s', 0), at(`${fixed(t.settlement, 3, true)}`, 0.5), at('mm', 0.75)),
        line(at('Breite', 0), at(`${dd(t.lat, true)}°`, 0.5)),
        line(at('Länge', 0), at(`${dd(t.lng, true)}°`, 0.5)),
      ],
    }),
    expected: expectedFor('dd'),
  },
];
