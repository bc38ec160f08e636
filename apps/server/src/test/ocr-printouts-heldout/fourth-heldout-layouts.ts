// Ten further held-out layouts for the second OCR test set (issue 38), the fourth batch. Written
// without looking at the reader, its tests, its benchmark or its decisions, and modelled on what
// light drop-weight devices (TP BF-StB B 8.3), the apps and spreadsheets their data ends up in, and
// site paperwork really print and show: a Polish and an Austrian protocol with their month names
// ("29 listopada 2026 r.", "29. Jänner 2026"), an Italian device screen with tabs, a Swiss protocol
// (decimal point, apostrophe thousands, an "ME" value beside Evd), a pre-printed carbon-copy form
// filled in by another printer, a thermal printout aged yellow whose lower half has faded, a
// landscape tablet app with a map and a gauge, a receipt with a QR code and a barcode, a laptop
// screen showing a spreadsheet export, and a daily site report with the calendar week. Each prints
// numbers of other quantities near Evd (single settlements, s/v, the required value, loads, plate,
// battery, temperature, serial, test and drop-counter numbers) and dates or clocks that are not the
// test's (calibration, print, export and signature dates, status-bar and taskbar clocks, working
// hours); two show no position, and their expected answer leaves it empty.
// Measured once as the held-out half (decision 0737), then moved into the development half
// (decision 0739).
import {
  at,
  blank,
  decimalComma,
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
import { seededRandom } from './heldout-photo.js';
import { expectedFor, figure, svgText } from './third-heldout-layouts.js';
import {
  DEJAVU_SANS as SANS,
  DEJAVU_SERIF as SERIF,
  DEJAVU_SANS_MONO as MONO,
  LIBERATION_SANS,
  LIBERATION_SANS_NARROW as LIBERATION_NARROW,
  LIBERATION_SERIF,
  LIBERATION_MONO,
} from './heldout-fonts.js';

// ---- dates as these printouts write them ------------------------------------------------------------

/** Polish month names in the genitive, as in "29 listopada 2026 r.". */
export const MONTHS_PL = [
  'stycznia',
  'lutego',
  'marca',
  'kwietnia',
  'maja',
  'czerwca',
  'lipca',
  'sierpnia',
  'września',
  'października',
  'listopada',
  'grudnia',
];
export const MONTHS_IT = [
  'gennaio',
  'febbraio',
  'marzo',
  'aprile',
  'maggio',
  'giugno',
  'luglio',
  'agosto',
  'settembre',
  'ottobre',
  'novembre',
  'dicembre',
];
/** Austrian German: "Jänner" for January. */
export const MONTHS_AT = ['Jänner', ...MONTHS_DE.slice(1)];
export const WEEKDAYS_DE = ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'];

/** The day of the week of the test, 0 = Sunday. */
export const weekday = (t: HeldoutTruth) => new Date(Date.UTC(t.year, t.month - 1, t.day)).getUTCDay();
/** The ISO 8601 calendar week ("KW 48"): the week that holds the Thursday of the test's week. */
export const isoWeek = (year: number, month: number, day: number) => {
  const date = new Date(Date.UTC(year, month - 1, day));
  const thursday = new Date(date.getTime() + (3 - ((date.getUTCDay() + 6) % 7)) * 86_400_000);
  const firstOfYear = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  return 1 + Math.floor((thursday.getTime() - firstOfYear) / (7 * 86_400_000));
};
/** The day after the test (print, export and signature dates); days go up to 28, so no month ends. */
const nextDay = (t: HeldoutTruth) => `${two(t.day + 1)}.${two(t.month)}.${t.year}`;
/** A calibration date some months before the test. */
export const calibrated = (t: HeldoutTruth) => `${two(1 + (t.minute % 28))}.${two(1 + (t.second % 12))}.${t.year - 1}`;
/** UTC offset of German local time: summer time roughly from April to October. */
const utcOffset = (t: HeldoutTruth) => (t.month >= 4 && t.month <= 10 ? '+02:00' : '+01:00');

// ---- other numbers these printouts carry -------------------------------------------------------------

export const REQUIRED = 45;
export const passes = (t: HeldoutTruth, required = REQUIRED) => t.evd >= required;
export const drops = (t: HeldoutTruth, comma: boolean, separator = ' / ') =>
  t.drops.map((drop) => mm(drop, comma)).join(separator);
/** Swiss thousands with an apostrophe: 12'480. */
export const swissThousands = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, "'");

// ---- shapes: form boxes, a map, a gauge, a QR code, a barcode, a spreadsheet grid --------------------

/** Rectangles from x fraction `from` to `to` over the line's height (a form's boxes). */
const boxes =
  (spans: [number, number][], stroke: string) =>
  (box: Box): string =>
    spans
      .map(
        ([from, to]) =>
          `<rect x="${(box.x + box.width * from).toFixed(1)}" y="${(box.y + box.height * 0.12).toFixed(1)}" width="${(box.width * (to - from)).toFixed(1)}" height="${(box.height * 0.8).toFixed(1)}" fill="none" stroke="${stroke}" stroke-width="1.5"/>`,
      )
      .join('');

/** A street map tile in the left `share` of the box with a pin in its middle, a scale bar and credits. */
const streetMap = (t: HeldoutTruth, share: number) => (box: Box, drawing: Drawing) => {
  const random = seededRandom(t.minute * 61 + t.second * 7 + t.day);
  const w = box.width * share;
  const { x, y, height: h } = box;
  const parts = [
    `<rect x="${x}" y="${y}" width="${w.toFixed(1)}" height="${h}" fill="rgb(238,234,226)" stroke="rgb(200,200,205)"/>`,
    `<rect x="${(x + w * 0.62).toFixed(1)}" y="${(y + h * 0.08).toFixed(1)}" width="${(w * 0.3).toFixed(1)}" height="${(h * 0.3).toFixed(1)}" fill="rgb(200,226,190)"/>`,
    `<path d="M${x} ${(y + h * 0.78).toFixed(1)} C${(x + w * 0.3).toFixed(1)} ${(y + h * 0.7).toFixed(1)} ${(x + w * 0.55).toFixed(1)} ${(y + h * 0.95).toFixed(1)} ${(x + w).toFixed(1)} ${(y + h * 0.86).toFixed(1)}" stroke="rgb(160,196,232)" stroke-width="${(h * 0.06).toFixed(1)}" fill="none"/>`,
  ];
  for (let i = 0; i < 5; i++) {
    const horizontal = i % 2 === 0;
    const a = 0.15 + random() * 0.7;
    const b = 0.15 + random() * 0.7;
    const [x1, y1, x2, y2] = horizontal ? [x, y + h * a, x + w, y + h * b] : [x + w * a, y, x + w * b, y + h];
    for (const [stroke, width] of [
      ['rgb(190,190,196)', 11],
      ['rgb(255,255,255)', 8],
    ] as const)
      parts.push(
        `<line x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}" stroke="${stroke}" stroke-width="${width}"/>`,
      );
  }
  const px = x + w / 2;
  const py = y + h / 2;
  parts.push(
    `<path d="M${px} ${py} c-6 -12 -16 -18 -16 -30 a16 16 0 0 1 32 0 c0 12 -10 18 -16 30 Z" fill="rgb(218,48,40)" stroke="rgb(120,20,20)"/>`,
    `<circle cx="${px}" cy="${py - 30}" r="6" fill="white"/>`,
    `<line x1="${x + 12}" y1="${y + h - 14}" x2="${x + 72}" y2="${y + h - 14}" stroke="${drawing.ink}" stroke-width="3"/>`,
    svgText('50 m', x + 80, y + h - 9, drawing.fontSize * 0.7, drawing.ink),
    svgText('© OpenStreetMap', x + w - drawing.fontSize * 6.4, y + h - 9, drawing.fontSize * 0.6, 'rgb(90,90,96)'),
  );
  return parts.join('');
};

/** A semicircular gauge 0–120 in the right part of the box: red below the requirement, the value under it. */
const gauge = (t: HeldoutTruth, from: number) => (box: Box, drawing: Drawing) => {
  const size = drawing.fontSize;
  const cx = box.x + box.width * (from + (1 - from) / 2);
  const cy = box.y + box.height * 0.55;
  const r = box.height * 0.45;
  const point = (value: number, radius: number) => {
    const angle = Math.PI + (Math.PI * Math.min(120, value)) / 120;
    return [cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)] as const;
  };
  const arc = (low: number, high: number, colour: string) => {
    const [x1, y1] = point(low, r);
    const [x2, y2] = point(high, r);
    return `<path d="M${x1.toFixed(1)} ${y1.toFixed(1)} A${r.toFixed(1)} ${r.toFixed(1)} 0 0 1 ${x2.toFixed(1)} ${y2.toFixed(1)}" stroke="${colour}" stroke-width="${(size * 0.7).toFixed(1)}" fill="none"/>`;
  };
  const parts = [arc(0, REQUIRED, 'rgb(230,110,100)'), arc(REQUIRED, 120, 'rgb(120,196,120)')];
  for (let value = 0; value <= 120; value += 20) {
    const [tx, ty] = point(value, r - size * 1.4);
    parts.push(
      svgText(String(value), tx - size * 0.35 * String(value).length, ty + size * 0.3, size * 0.75, drawing.ink),
    );
  }
  const [nx, ny] = point(t.evd, r * 0.92);
  parts.push(
    `<line x1="${cx.toFixed(1)}" y1="${cy.toFixed(1)}" x2="${nx.toFixed(1)}" y2="${ny.toFixed(1)}" stroke="rgb(30,30,36)" stroke-width="4"/>`,
    `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="7" fill="rgb(30,30,36)"/>`,
    svgText(fixed(t.evd, 1, true), cx - size * 1.6, cy + size * 2.2, size * 1.8, drawing.ink, ' font-weight="bold"'),
    svgText('Evd [MN/m²]', cx - size * 3, cy + size * 3.5, size * 0.9, 'rgb(90,90,100)'),
  );
  return parts.join('');
};
const gaugeSays = (t: HeldoutTruth) =>
  ['0', '20', '40', '60', '80', '100', '120', fixed(t.evd, 1, true), 'Evd [MN/m²]'].join('\n');

/** A QR-code-like block: three finder patterns, timing rows and seeded modules (25 × 25), at the box's left. */
export const qrModules = (seed: number) => {
  const n = 25;
  const random = seededRandom(seed);
  const dark: boolean[][] = [];
  for (let row = 0; row < n; row++) {
    dark.push([]);
    for (let col = 0; col < n; col++) {
      const finder = [
        [0, 0],
        [0, n - 7],
        [n - 7, 0],
      ].find(([r, c]) => row >= r! - 1 && row <= r! + 7 && col >= c! - 1 && col <= c! + 7);
      if (finder) {
        const dr = row - finder[0]!;
        const dc = col - finder[1]!;
        const ring = Math.max(Math.abs(dr - 3), Math.abs(dc - 3));
        dark[row]!.push(ring !== 2 && ring !== 4);
      } else if (row === 6 || col === 6) dark[row]!.push((row + col) % 2 === 0);
      else dark[row]!.push(random() < 0.5);
    }
  }
  return dark;
};
const qrCode = (seed: number) => (box: Box, drawing: Drawing) => {
  const modules = qrModules(seed);
  const unit = box.height / (modules.length + 2);
  const parts: string[] = [];
  modules.forEach((row, r) => {
    // Runs of dark modules as one rectangle each.
    for (let c = 0; c < row.length;) {
      if (!row[c]) {
        c++;
        continue;
      }
      const start = c;
      while (row[c]) c++;
      parts.push(
        `<rect x="${(box.x + unit * (start + 1)).toFixed(2)}" y="${(box.y + unit * (r + 1)).toFixed(2)}" width="${(unit * (c - start)).toFixed(2)}" height="${unit.toFixed(2)}" fill="${drawing.ink}"/>`,
      );
    }
  });
  return parts.join('');
};

const EAN_L = [
  '0001101',
  '0011001',
  '0010011',
  '0111101',
  '0100011',
  '0110001',
  '0101111',
  '0111011',
  '0110111',
  '0001011',
];
const EAN_PARITY = ['LLLLLL', 'LLGLGG', 'LLGGLG', 'LLGGGL', 'LGLLGG', 'LGGLLG', 'LGGGLL', 'LGLGLG', 'LGLGGL', 'LGGLGL'];
/** The check digit of the first twelve digits of an EAN-13. */
export const eanCheckDigit = (twelve: string) => {
  const sum = [...twelve].reduce((total, digit, i) => total + Number(digit) * (i % 2 ? 3 : 1), 0);
  return String((10 - (sum % 10)) % 10);
};
/** The 95 modules of an EAN-13 ('1' dark) for thirteen digits. */
export const eanModules = (digits: string) => {
  const right = (d: number) => [...EAN_L[d]!].map((bit) => (bit === '1' ? '0' : '1')).join('');
  const parity = EAN_PARITY[Number(digits[0])]!;
  const left = [...digits.slice(1, 7)]
    .map((d, i) => (parity[i] === 'L' ? EAN_L[Number(d)]! : [...right(Number(d))].reverse().join('')))
    .join('');
  return `101${left}01010${[...digits.slice(7)].map((d) => right(Number(d))).join('')}101`;
};
const barcode = (digits: string) => (box: Box, drawing: Drawing) => {
  const modules = eanModules(digits);
  const unit = Math.min(3, (box.width * 0.9) / modules.length);
  const parts: string[] = [];
  const barHeight = box.height - drawing.fontSize * 1.3;
  for (let i = 0; i < modules.length;) {
    if (modules[i] !== '1') {
      i++;
      continue;
    }
    const start = i;
    while (modules[i] === '1') i++;
    parts.push(
      `<rect x="${(box.x + unit * (start + 4)).toFixed(2)}" y="${box.y.toFixed(1)}" width="${(unit * (i - start)).toFixed(2)}" height="${barHeight.toFixed(1)}" fill="${drawing.ink}"/>`,
    );
  }
  parts.push(
    svgText(
      digits,
      box.x + unit * 4 + (unit * modules.length) / 2 - digits.length * drawing.fontSize * 0.286,
      box.y + box.height - drawing.fontSize * 0.2,
      drawing.fontSize * 0.9,
      drawing.ink,
    ),
  );
  return parts.join('');
};

/** A spreadsheet row: the row-number column shaded, cell borders at the column edges. */
const SHEET_COLUMNS = [0, 0.035, 0.38, 0.63, 0.76, 1];
const sheetGrid = (shaded: boolean) => (box: Box) => {
  const grid = 'rgb(212,212,212)';
  const xs = SHEET_COLUMNS.map((c) => box.x + box.width * c);
  const parts = [
    `<rect x="${xs[0]!.toFixed(1)}" y="${box.y.toFixed(1)}" width="${(shaded ? box.width : xs[1]! - xs[0]!).toFixed(1)}" height="${box.height.toFixed(1)}" fill="rgb(238,238,238)"/>`,
    `<line x1="${xs[0]!.toFixed(1)}" y1="${(box.y + box.height).toFixed(1)}" x2="${xs[5]!.toFixed(1)}" y2="${(box.y + box.height).toFixed(1)}" stroke="${grid}"/>`,
  ];
  for (const x of xs)
    parts.push(
      `<line x1="${x.toFixed(1)}" y1="${box.y.toFixed(1)}" x2="${x.toFixed(1)}" y2="${(box.y + box.height).toFixed(1)}" stroke="${grid}"/>`,
    );
  return parts.join('');
};

/** Faded thermal print: a blend of ink and paper, `amount` 0 the ink, 1 the bare paper. */
const fadedInk = (ink: [number, number, number], paper: [number, number, number], amount: number) =>
  `rgb(${ink.map((value, c) => Math.round(value + (paper[c]! - value) * amount)).join(',')})`;

// ---- the layouts -------------------------------------------------------------------------------------

export const fourthHeldoutLayouts: HeldoutLayout[] = [
  {
    // Polish protocol of a light drop-weight test ("Protokół z badania lekką płytą dynamiczną") by a
    // contractor from across the border: label and value columns, the date with the month in the
    // genitive and "r." ("29 listopada 2026 r."), "godz. 14:32", the device's calibration certificate
    // date, "Współrzędne GPS: N 52,51234°  E 13,40567°" (decimal comma), osiadania s1–s3, their mean,
    // s/v, "Dynamiczny moduł odkształcenia Evd", the required "Evd ≥ 45 MN/m²", the print date.
    name: 'Protokół polski',
    half: 'development',
    draw: (t) => {
      const lat = decimalDegrees(t.lat, 5, true);
      const lng = decimalDegrees(t.lng, 5, true);
      const pair = labelValue(0.47);
      return {
        font: LIBERATION_SERIF,
        fontSize: 21,
        width: 1000,
        background: 'rgb(255,255,253)',
        ink: 'rgb(18,18,24)',
        lines: [
          { ...line('Protokół z badania lekką płytą dynamiczną'), bold: true, scale: 1.25 },
          { ...line('wg TP BF-StB część B 8.3 · urządzenie ZFG-02, nr fabryczny 3318'), scale: 0.85 },
          { ...line(`Świadectwo wzorcowania nr 118/W z dnia ${calibrated(t)}`), scale: 0.85 },
          rule,
          pair('Budowa', 'Centrum logistyczne Frankfurt (Oder), hala B'),
          pair('Punkt pomiarowy', `P-${Number(testNumber(t))}`),
          pair('Data badania', `${t.day} ${MONTHS_PL[t.month - 1]} ${t.year} r.`),
          pair('Godzina', `godz. ${clock(t)}`),
          pair('Współrzędne GPS', `N ${lat.text}°   E ${lng.text}°`),
          pair('Płyta / masa spadająca', 'Ø 300 mm / 10 kg'),
          rule,
          pair('Osiadania s1 / s2 / s3', `${drops(t, true)} mm`),
          pair('Osiadanie średnie s', `${mm(t.settlement, true)} mm`),
          pair('Stosunek s/v', `${fixed(t.sv, 2, true)} ms`),
          { ...pair('Dynamiczny moduł odkształcenia Evd', `${fixed(t.evd, 1, true)} MN/m²`), bold: true },
          pair('Wymagany moduł', `Evd ≥ ${REQUIRED} MN/m² – ${passes(t) ? 'spełnia' : 'nie spełnia'}`),
          rule,
          { ...line(`Temperatura powietrza ${temperature(t)} °C   ·   Data wydruku: ${nextDay(t)}`), scale: 0.85 },
        ],
      };
    },
    expected: (t) => expectedFor(t, t.evd, { lat: decimalDegrees(t.lat, 5), lng: decimalDegrees(t.lng, 5) }),
  },
  {
    // An Italian device's colour screen with tabs ("Misura", "Grafico", "GPS", "Memoria"): a blue
    // title bar with the device's clock (the time now, minutes after the test), the test number,
    // "29 novembre 2026 – ore 14:32:07", "Modulo dinamico" above a large "Evd 44,6 MPa", cedimenti,
    // the mean, s/v, the threshold "Soglia Evd ≥ 45 MPa", then the GPS block with the fix, degrees and
    // decimal minutes with a decimal point ("N 52°30.741'  E 13°24.340'"), HDOP and height, battery.
    name: 'Display italiano a schede',
    half: 'development',
    draw: (t) => {
      const lat = degreesMinutes(t.lat, 3);
      const lng = degreesMinutes(t.lng, 3);
      const grey = 'rgb(110,116,128)';
      return {
        font: SANS,
        fontSize: 22,
        width: 640,
        background: 'rgb(250,250,252)',
        ink: 'rgb(20,24,32)',
        display: { housing: 'rgb(40,44,52)' },
        lines: [
          {
            ...line(
              { ...at('PDL-Evd  v3.2', 0), ink: 'rgb(255,255,255)' },
              { ...at(clock(t, 4 + (t.second % 20)), 1, 'end'), ink: 'rgb(255,255,255)' },
            ),
            fill: 'rgb(0,84,166)',
          },
          {
            ...line(
              at('Misura', 0),
              { ...at('Grafico', 0.26), ink: grey },
              { ...at('GPS', 0.54), ink: grey },
              {
                ...at('Memoria', 0.72),
                ink: grey,
              },
            ),
            bold: true,
            scale: 0.9,
          },
          rule,
          line(`Prova n. ${testNumber(t)}`),
          line(`${t.day} ${MONTHS_IT[t.month - 1]} ${t.year} – ore ${clockSeconds(t)}`),
          blank,
          line({ text: 'Modulo dinamico', ink: grey }),
          { ...line(at('Evd', 0), at(fixed(t.evd, 1, true), 0.75, 'end'), at('MPa', 0.78)), scale: 1.9, bold: true },
          line(`Cedimenti  ${drops(t, true, '  ')} mm`),
          line(`Cedim. medio ${mm(t.settlement, true)} mm   s/v ${fixed(t.sv, 2, true)} ms`),
          line(`Soglia Evd ≥ ${REQUIRED} MPa: ${passes(t) ? 'conforme' : 'non conforme'}`),
          rule,
          line({ text: 'GPS (fix 3D, 9 sat.)', ink: grey }),
          line(`N ${lat.g}°${lat.minutes}'   E ${lng.g}°${lng.minutes}'`),
          line({ text: `HDOP 0.9   Quota ${31 + (t.minute % 40)} m`, ink: grey }),
          { ...line(`Batteria ${battery(t)} %   Temp. ${temperature(t)} °C`), scale: 0.85 },
        ],
      };
    },
    expected: (t) => expectedFor(t, t.evd, { lat: degreesMinutes(t.lat, 3), lng: degreesMinutes(t.lng, 3) }),
  },
  {
    // The yellow copy of a pre-printed carbon-copy form: labels, boxes and the form's own number in
    // red print, the boxes filled in by another printer in a monospaced blue-black carbon, a little
    // off the boxes' lines. Dynamic test boxes (s1–s3, s, s/v, Evd, the requirement) filled, the
    // static test's Ev1/Ev2 boxes struck through with dashes, the site office's receipt date (the day
    // after) in the "Eingang" box; the "GPS" box left empty (the location is a road station), so no
    // position may be filled.
    name: 'Durchschlag Formular',
    half: 'development',
    draw: (t) => {
      const red = 'rgb(178,58,48)';
      const typed = (text: string, x: number): Cell => ({
        ...at(text, x + 0.012),
        font: LIBERATION_MONO,
        ink: 'rgb(48,50,118)',
        shift: 0.22,
      });
      /** Label, then its box from `from` to `to` with the typed value in it. */
      type Field = { label: string; labelAt: number; from: number; to: number; value: string };
      const row = (...fields: Field[]): Line =>
        figure(
          1.6,
          boxes(
            fields.map((f) => [f.from, f.to]),
            red,
          ),
          '',
          fields.flatMap((f) => [at(f.label, f.labelAt), ...(f.value ? [typed(f.value, f.from)] : [])]),
        );
      const field = (label: string, labelAt: number, from: number, to: number, value: string): Field => ({
        label,
        labelAt,
        from,
        to,
        value,
      });
      return {
        font: LIBERATION_SANS,
        fontSize: 20,
        width: 1100,
        background: 'rgb(252,247,222)',
        ink: red,
        lines: [
          {
            ...line(
              at('Prüfprotokoll Verdichtungskontrolle', 0),
              at(`Nr. 0${47100 + Number(testNumber(t))}`, 1, 'end'),
            ),
            bold: true,
            scale: 1.3,
          },
          {
            ...line('Formular LFG-3 · Durchschreibesatz 2-fach · Blatt 2 (gelb): Bauleitung · Druck 03/2019'),
            scale: 0.8,
          },
          row(
            field('Baustelle', 0, 0.14, 0.62, 'B 96 OU Löbau, BA 2'),
            field('Datum', 0.65, 0.74, 1, freshDateText(t, 'german')),
          ),
          row(
            field('Prüfstelle', 0, 0.14, 0.62, 'Station 3+250, 2 m re.'),
            field('Uhrzeit', 0.65, 0.74, 1, `${clock(t)} Uhr`),
          ),
          row(field('GPS', 0, 0.14, 0.62, ''), field('Schicht', 0.65, 0.74, 1, 'FSS 0/45')),
          { ...line('Dynamischer Plattendruckversuch (leichtes Fallgewichtsgerät)'), bold: true },
          row(
            field('s1 [mm]', 0, 0.09, 0.25, mm(t.drops[0], true)),
            field('s2 [mm]', 0.3, 0.39, 0.55, mm(t.drops[1], true)),
            field('s3 [mm]', 0.6, 0.69, 0.85, mm(t.drops[2], true)),
          ),
          row(
            field('s [mm]', 0, 0.09, 0.25, mm(t.settlement, true)),
            field('s/v [ms]', 0.3, 0.39, 0.55, fixed(t.sv, 2, true)),
            field('Evd [MN/m²]', 0.6, 0.725, 0.85, fixed(t.evd, 1, true)),
          ),
          row(
            field('Evd erf. ≥', 0, 0.11, 0.25, String(REQUIRED)),
            field('erfüllt', 0.3, 0.39, 0.55, passes(t) ? 'ja' : 'nein'),
            field('Eingang', 0.6, 0.69, 0.85, nextDay(t)),
          ),
          { ...line('Statischer Plattendruckversuch DIN 18134'), bold: true },
          row(
            field('Ev1', 0, 0.09, 0.25, '-----'),
            field('Ev2', 0.3, 0.39, 0.55, '-----'),
            field('Ev2/Ev1', 0.6, 0.69, 0.85, '---'),
          ),
          row(
            field('Prüfer', 0, 0.09, 0.4, 'R. Hoffmann'),
            field('Gerät', 0.45, 0.53, 0.75, 'LFG SN 4417'),
            field('Unterschrift', 0.78, 0.9, 1, ''),
          ),
        ],
      };
    },
    expected: (t) => expectedFor(t, t.evd, 'absent'),
  },
  {
    // A thermal printout aged on the site office's windowsill: yellowed paper, the upper half still
    // dark, the lower half faded line by line (results and position). Upper case ASCII, "29.11.26
    // 14:32", the calibration date in the same short form, S1–S3, SM, S/V, "EVD 44.6 MN/m2", the
    // requirement "SOLL >= 45.0", and the position as the GPS module sends it (NMEA: degrees and
    // minutes run together, "5230.7406N" / "01324.3400E"), battery voltage.
    name: 'Thermo vergilbt, unten verblasst',
    half: 'development',
    draw: (t) => {
      const lat = degreesMinutes(t.lat, 4);
      const lng = degreesMinutes(t.lng, 4);
      const ink: [number, number, number] = [52, 48, 44];
      const paper: [number, number, number] = [240, 232, 206];
      const rows: (Line | string)[] = [
        '** LFG-MINI  V1.07 **',
        'SN 07-2291   PRUEF 037',
        `${freshDateText(t, 'germanShortYear')}  ${clock(t)}`,
        `KALIBR. ${calibrated(t).slice(0, 6)}${String(t.year - 1).slice(2)}`,
        rule,
        'PLATTE 300MM  10KG',
        `S1   ${mm(t.drops[0], false)} MM`,
        `S2   ${mm(t.drops[1], false)} MM`,
        `S3   ${mm(t.drops[2], false)} MM`,
        `SM   ${mm(t.settlement, false)} MM`,
        `S/V  ${fixed(t.sv, 2, false)} MS`,
        `EVD  ${fixed(t.evd, 1, false)} MN/M2`,
        `SOLL >=${fixed(REQUIRED, 1, false)}`,
        '-'.repeat(27),
        `GPS ${lat.g}${lat.minutes}N`,
        `    ${String(lng.g).padStart(3, '0')}${lng.minutes}E`,
        `BAT ${fixed(6 + (t.second % 12) / 10, 1, false)}V`,
      ];
      const fadeFrom = 6;
      return {
        font: MONO,
        fontSize: 22,
        width: 500,
        background: `rgb(${paper.join(',')})`,
        ink: `rgb(${ink.join(',')})`,
        lines: rows.map((row, index) => {
          if (typeof row !== 'string') return row;
          // Faded a little more with every line below the middle; the bold result fades as well.
          const amount =
            index < fadeFrom ? 0 : Math.min(0.48, 0.1 + ((index - fadeFrom) / (rows.length - fadeFrom)) * 0.42);
          const faded = line({ text: row, ...(amount > 0 && { ink: fadedInk(ink, paper, amount) }) });
          return row.startsWith('EVD') ? { ...faded, bold: true } : faded;
        }),
      };
    },
    expected: (t) => expectedFor(t, t.evd, { lat: degreesMinutes(t.lat, 4), lng: degreesMinutes(t.lng, 4) }),
  },
  {
    // A tablet app in landscape: the tablet's status bar (its clock minutes after the test, Wi-Fi,
    // battery), a blue app bar with the measuring point, a street map with a pin on the left and a
    // gauge 0–120 with a red zone below the requirement on the right, the value under the needle;
    // below them two columns: the position as a signed pair "+52.51234°, +13.40567°" with its
    // accuracy, the weekday and date with the time, the requirement, and the settlements, their mean
    // and s/v with the drop weight and plate.
    name: 'Tablet quer mit Karte und Tacho',
    half: 'development',
    draw: (t) => {
      const lat = decimalDegrees(t.lat, 5);
      const lng = decimalDegrees(t.lng, 5);
      const grey = 'rgb(110,112,120)';
      const inColumns = (left: string | Cell, ...right: Cell[]): Line =>
        line(typeof left === 'string' ? at(left, 0) : left, ...right);
      const caption = (text: string, x: number): Cell => ({ ...at(text, x), ink: grey });
      const day = ['So.', 'Mo.', 'Di.', 'Mi.', 'Do.', 'Fr.', 'Sa.'][weekday(t)]!;
      return {
        font: SANS,
        fontSize: 20,
        width: 1280,
        background: 'rgb(246,247,249)',
        ink: 'rgb(28,30,36)',
        display: { housing: 'rgb(30,30,32)' },
        lines: [
          { ...line(at(clock(t, 6 + (t.second % 14)), 0), at(`WLAN  ▮ ${battery(t)} %`, 1, 'end')), scale: 0.8 },
          {
            ...line(
              { ...at(`Verdichtungsprüfung · Messpunkt ${Number(testNumber(t))}`, 0), ink: 'rgb(255,255,255)' },
              { ...at('Bericht teilen', 1, 'end'), ink: 'rgb(255,255,255)' },
            ),
            bold: true,
            fill: 'rgb(25,103,210)',
          },
          blank,
          figure(
            9,
            (box, drawing) => streetMap(t, 0.46)(box, drawing) + gauge(t, 0.5)(box, drawing),
            `50 m\n© OpenStreetMap\n${gaugeSays(t)}`,
          ),
          blank,
          inColumns(caption('Position (WGS 84)', 0), caption('Setzungen s1 / s2 / s3', 0.52)),
          inColumns(`+${lat.text}°, +${lng.text}°`, at(`${drops(t, true)} mm`, 0.52)),
          inColumns(caption('Genauigkeit ± 4 m', 0), caption('Mittlere Setzung', 0.52), caption('s/v', 0.78)),
          inColumns(
            caption('Gemessen', 0),
            at(`${mm(t.settlement, true)} mm`, 0.52),
            at(`${fixed(t.sv, 2, true)} ms`, 0.78),
          ),
          inColumns(`${day}, ${freshDateText(t, 'german')}, ${clockSeconds(t)}`, caption('Fallgewicht / Platte', 0.52)),
          inColumns(caption('Grenzwert', 0), at('10 kg / Ø 300 mm', 0.52)),
          inColumns(`Evd ≥ ${REQUIRED} MN/m²  ${passes(t) ? '✓' : '✗'}`),
          blank,
          { ...line(at('Messen', 0.05), at('Karte', 0.3), at('Verlauf', 0.55), at('Einstellungen', 0.8)), scale: 0.85 },
        ],
      };
    },
    expected: (t) => expectedFor(t, t.evd, { lat: decimalDegrees(t.lat, 5), lng: decimalDegrees(t.lng, 5) }),
  },
  {
    // A receipt-like printout of a newer device: header, the test's time as an ISO 8601 timestamp
    // with the UTC offset ("2026-11-29T14:32:07+01:00"), single settlements on one line, s and s/v,
    // "Evd 44.6 MN/m2" large, the requirement; then a QR code with its content printed under it, a
    // geo URI ("geo:52.51234,13.40567"), an EAN-13 barcode of the record with its 13 digits, the
    // calibration deadline and the print time (minutes after the test) in ISO form.
    name: 'Bon mit QR-Code und Strichcode',
    half: 'development',
    draw: (t) => {
      const lat = decimalDegrees(t.lat, 5);
      const lng = decimalDegrees(t.lng, 5);
      const twelve = `40${String(t.year).slice(2)}${two(t.month)}${two(t.day)}${testNumber(t)}`;
      const digits = `${twelve}${eanCheckDigit(twelve)}`;
      return {
        font: LIBERATION_MONO,
        fontSize: 20,
        width: 500,
        background: 'rgb(251,251,250)',
        ink: 'rgb(28,28,28)',
        lines: [
          { ...line('LWD-Check 200'), bold: true, scale: 1.2 },
          line('Messprotokoll / Test record'),
          line('Geraet 200-01146  FW 2.4.1'),
          rule,
          line(`${t.year}-${two(t.month)}-${two(t.day)}T${clockSeconds(t)}${utcOffset(t)}`),
          line(`Punkt ${testNumber(t)}   Platte 300 mm`),
          line(`s1 ${mm(t.drops[0], false)}  s2 ${mm(t.drops[1], false)}  s3 ${mm(t.drops[2], false)}`),
          line(`s ${mm(t.settlement, false)} mm   s/v ${fixed(t.sv, 2, false)} ms`),
          { ...line(`Evd ${fixed(t.evd, 1, false)} MN/m2`), bold: true, scale: 1.4 },
          line(`Evd,soll ${fixed(REQUIRED, 1, false)} -> ${passes(t) ? 'OK' : 'NICHT OK'}`),
          rule,
          figure(6, qrCode(t.minute * 60 + t.second)),
          line(`geo:${lat.text},${lng.text}`),
          blank,
          figure(3.2, barcode(digits), digits),
          line(`Kalibriert bis ${t.year + 1}-03-31`),
          line(`Druck ${t.year}-${two(t.month)}-${two(t.day)} ${clock(t, 3)}`),
        ],
      };
    },
    expected: (t) => expectedFor(t, t.evd, { lat: decimalDegrees(t.lat, 5), lng: decimalDegrees(t.lng, 5) }),
  },
  {
    // A photo of a laptop screen showing the device's export opened in a spreadsheet: the window's
    // title bar, a menu line, the formula bar with the selected cell's formula (a rating against 45),
    // column letters and row numbers, label / value / unit in columns A–C (dates and numbers right-
    // aligned, decimal comma, the three settlements across B–D), the export's own timestamp the day
    // after, the sheet tabs and the taskbar with the laptop's clock and today's date.
    name: 'Laptop Tabellenkalkulation',
    half: 'development',
    draw: (t) => {
      const lat = decimalDegrees(t.lat, 6, true);
      const lng = decimalDegrees(t.lng, 6, true);
      const white = 'rgb(255,255,255)';
      const row = (n: string, label: string, b: string, c = '', d = '', numberC = false): Line =>
        figure(1, sheetGrid(false), '', [
          { ...at(n, 0.03, 'end'), ink: 'rgb(90,90,90)' },
          at(label, 0.042),
          at(b, 0.622, 'end'),
          numberC ? at(c, 0.752, 'end') : at(c, 0.638),
          at(d, 0.99, 'end'),
        ]);
      return {
        font: LIBERATION_SANS,
        fontSize: 19,
        width: 1200,
        background: 'rgb(255,255,255)',
        ink: 'rgb(20,20,20)',
        display: { housing: 'rgb(46,46,50)' },
        lines: [
          {
            ...line(
              { ...at('LFG-Export_Messpunkte.xlsx  –  Tabellenkalkulation', 0), ink: white },
              {
                ...at('—   ☐   ✕', 1, 'end'),
                ink: white,
              },
            ),
            fill: 'rgb(33,115,70)',
          },
          {
            ...line({
              text: 'Datei    Start    Einfügen    Seitenlayout    Formeln    Daten    Ansicht',
              ink: 'rgb(70,70,70)',
            }),
            scale: 0.9,
          },
          line(
            at('B12', 0),
            { ...at('fx', 0.06), ink: 'rgb(120,120,120)' },
            at('=WENN(B11>=45;"erfüllt";"nicht erfüllt")', 0.1),
          ),
          figure(1, sheetGrid(true), '', [at('A', 0.2), at('B', 0.5), at('C', 0.69), at('D', 0.87)]),
          row('1', 'Messpunkt', `MP-${Number(testNumber(t))}`),
          row('2', 'Datum', freshDateText(t, 'german')),
          row('3', 'Uhrzeit', clockSeconds(t)),
          row('4', 'Breite (WGS84)', lat.text, '°'),
          row('5', 'Länge (WGS84)', lng.text, '°'),
          row('6', 'Fallgewicht', '10', 'kg'),
          row('7', 's1 / s2 / s3 [mm]', mm(t.drops[0], true), mm(t.drops[1], true), mm(t.drops[2], true), true),
          row('8', 'Mittlere Setzung', mm(t.settlement, true), 'mm'),
          row('9', 's/v', fixed(t.sv, 2, true), 'ms'),
          row('10', 'Evd', fixed(t.evd, 1, true), 'MN/m²'),
          row('11', 'Evd,erf', String(REQUIRED), 'MN/m²'),
          row('12', 'Bewertung', passes(t) ? 'erfüllt' : 'nicht erfüllt'),
          row('13', 'Exportiert', `${nextDay(t)} 07:58`),
          row('14', '', ''),
          {
            ...line(at('Messpunkte', 0.01), { ...at('Diagramm', 0.14), ink: 'rgb(110,110,110)' }, at('+', 0.26)),
            scale: 0.9,
          },
          {
            ...line({ ...at('⊞   Suche', 0), ink: white }, { ...at(`08:14   ${nextDay(t)}`, 1, 'end'), ink: white }),
            fill: 'rgb(32,32,36)',
            scale: 0.9,
          },
        ],
      };
    },
    expected: (t) => expectedFor(t, t.evd, { lat: decimalDegrees(t.lat, 6), lng: decimalDegrees(t.lng, 6) }),
  },
  {
    // An Austrian test report ("Dynamischer Lastplattenversuch" after RVS 08.03.04) from a firm
    // working across the border: "Prüfdatum: 29. Jänner 2026" (Austrian month names), "Uhrzeit:
    // 14.32 Uhr", the position in degrees, minutes and seconds with "O" for Ost and two apostrophes
    // for seconds ("N 52° 30' 44,4''  O 13° 24' 20,4''"), the calibration date, Setzungen s1–s3, mean,
    // s/v, "Evd", the requirement from the bill of quantities ("Evd ≥ 38 MN/m²"), and the signature
    // line "Linz, am 30. Jänner 2026" — a long date in the same form as the test's.
    name: 'Österreich Lastplatte Jänner',
    half: 'development',
    draw: (t) => {
      const lat = degreesMinutesSeconds(t.lat, 1);
      const lng = degreesMinutesSeconds(t.lng, 1);
      const required = 38;
      const pair = (label: string, value: string): Line => line(at(label, 0), at(':', 0.36), at(value, 0.38));
      return {
        font: SERIF,
        fontSize: 20,
        width: 1020,
        background: 'rgb(255,255,255)',
        ink: 'rgb(22,22,30)',
        lines: [
          { ...line('Prüfbericht – Dynamischer Lastplattenversuch'), bold: true, scale: 1.2 },
          { ...line('gemäß RVS 08.03.04 · Prüfstelle Bautechnik Linz'), scale: 0.85 },
          rule,
          pair('Bauvorhaben', 'Umfahrung Freilassing, Baulos 2'),
          pair('Prüfdatum', `${t.day}. ${MONTHS_AT[t.month - 1]} ${t.year}`),
          pair('Uhrzeit', `${t.hour}.${two(t.minute)} Uhr`),
          pair('Prüfpunkt', `LP ${Number(testNumber(t))}`),
          pair(
            'Lage (GPS)',
            `N ${lat.g}° ${lat.min}' ${decimalComma(lat.sec)}''   O ${lng.g}° ${lng.min}' ${decimalComma(lng.sec)}''`,
          ),
          pair('Gerät', 'Fallgewicht 10 kg, Lastplatte Ø 300 mm'),
          pair('Kalibriert am', calibrated(t)),
          rule,
          pair('Setzungen s1 / s2 / s3', `${drops(t, true)} mm`),
          pair('mittlere Setzung', `${mm(t.settlement, true)} mm`),
          pair('s/v', `${fixed(t.sv, 2, true)} ms`),
          { ...pair('Evd', `${fixed(t.evd, 1, true)} MN/m²`), bold: true },
          pair('Anforderung laut LV', `Evd ≥ ${required} MN/m²`),
          pair('Beurteilung', passes(t, required) ? 'entspricht' : 'entspricht nicht'),
          rule,
          line(
            at(`Linz, am ${t.day + 1}. ${MONTHS_AT[t.month - 1]} ${t.year}`, 0),
            at('Der Prüfer: Ing. M. Huber', 1, 'end'),
          ),
        ],
      };
    },
    expected: (t) =>
      expectedFor(t, t.evd, { lat: degreesMinutesSeconds(t.lat, 1), lng: degreesMinutesSeconds(t.lng, 1) }),
  },
  {
    // A Swiss engineer's protocol for a site just across the border: Swiss German ("Stoss",
    // "Einsenkung", "Rapport"), decimal points, thousands with an apostrophe (the device's drop
    // counter "12'480 Stösse", the order number), the position in decimal degrees with N/E after
    // and a slash between, the Evd and beside it an "ME (umgerechnet)" value in the same unit, the
    // requirement given as ME, and the report's creation date.
    name: 'Schweizer Protokoll ME',
    half: 'development',
    draw: (t) => {
      const lat = decimalDegrees(t.lat, 5);
      const lng = decimalDegrees(t.lng, 5);
      const me = Math.round(t.evd * 13.5) / 10;
      const counter = 10_000 + ((t.minute * 97 + t.second * 13) % 9000);
      const pair = labelValue(0.4);
      return {
        font: LIBERATION_NARROW,
        fontSize: 22,
        width: 900,
        background: 'rgb(255,255,255)',
        ink: 'rgb(16,16,16)',
        lines: [
          { ...line('Messprotokoll dynamischer Plattendruckversuch'), bold: true, scale: 1.2 },
          line(`Geotechnik Rhein AG · Schaffhausen · Auftrag ${swissThousands(2000 + (t.minute % 60) * 7)}`),
          rule,
          pair('Baustelle', 'Jestetten (D), Erschliessung Gewerbe Süd'),
          pair('Datum / Zeit', `${freshDateText(t, 'german')}   ${clock(t)}`),
          pair('Messpunkt', `${Number(testNumber(t))}`),
          pair('Koordinaten WGS 84', `${lat.text} N / ${lng.text} E`),
          pair('Gerät', `LFG Typ B, Stosszähler ${swissThousands(counter)} Stösse`),
          pair('Fallgewicht / Platte', '10 kg / Ø 300 mm'),
          rule,
          pair('Einsenkung Stoss 1 / 2 / 3', `${drops(t, false)} mm`),
          pair('mittlere Einsenkung', `${mm(t.settlement, false)} mm`),
          pair('s/v', `${fixed(t.sv, 2, false)} ms`),
          { ...pair('Evd', `${fixed(t.evd, 1, false)} MN/m²`), bold: true },
          pair('ME (umgerechnet)', `${fixed(me, 1, false)} MN/m²`),
          pair('Anforderung', 'ME ≥ 80 MN/m²'),
          rule,
          { ...line(`Rapport erstellt ${nextDay(t)}, Seite 1/1`), scale: 0.85 },
        ],
      };
    },
    expected: (t) => expectedFor(t, t.evd, { lat: decimalDegrees(t.lat, 5), lng: decimalDegrees(t.lng, 5) }),
  },
  {
    // A page of the site's daily report (Bautagesbericht): report number and calendar week ("KW
    // 48"), the weekday and date, weather with temperature, working hours and break (clock times
    // that are not the test's), staff and machines, the work done, then the one compaction test of
    // the day as a table whose units stand on their own line under the header ("Evd" / "[MN/m²]" /
    // "44,6"), a remark and the line of who drew the report up the day after. No position: the test
    // point is named by road and station.
    name: 'Bautagesbericht KW',
    half: 'development',
    draw: (t) => {
      const columns = [0, 0.17, 0.31, 0.55, 0.66, 0.78, 0.9];
      const tableRow = (...texts: string[]): Line =>
        line(...texts.map((text, i) => at(text, columns[i]!)).filter((cell) => cell.text !== ''));
      const work = `${two(Math.min(6 + (t.day % 2), t.hour))}:00 – ${two(Math.max(t.hour + 1, 16))}:30`;
      return {
        font: LIBERATION_SANS,
        fontSize: 20,
        width: 1100,
        background: 'rgb(255,255,255)',
        ink: 'rgb(20,20,20)',
        lines: [
          {
            ...line(
              at(`Bautagesbericht Nr. ${40 + ((t.month * 19 + t.day) % 160)}`, 0),
              at(`KW ${isoWeek(t.year, t.month, t.day)}`, 1, 'end'),
            ),
            bold: true,
            scale: 1.3,
          },
          line(
            at(`${WEEKDAYS_DE[weekday(t)]}, ${freshDateText(t, 'german')}`, 0),
            at(`Wetter: bedeckt, ${temperature(t)} °C`, 1, 'end'),
          ),
          line('Bauvorhaben: Erschließung Wohngebiet Am Mühlbach, 2. BA'),
          line(`Arbeitszeit ${work} Uhr   Pause 12:00 – 12:30 Uhr`),
          rule,
          { ...line('Personal / Geräte'), bold: true },
          line('Polier 1, Facharbeiter 3, Maschinist 1 · Bagger 14 t, Walzenzug 12 t, Rüttelplatte 400 kg'),
          { ...line('Ausgeführte Arbeiten'), bold: true },
          line('Planum Straße A hergestellt, Frostschutzschicht 0/32 eingebaut, d = 30 cm'),
          { ...line('Verdichtungsprüfung (leichtes Fallgewichtsgerät)'), bold: true },
          { ...tableRow('Prüfpunkt', 'Uhrzeit', 's1 / s2 / s3', 's', 's/v', 'Evd', 'Soll'), fill: 'rgb(232,232,232)' },
          { ...tableRow('', '', '[mm]', '[mm]', '[ms]', '[MN/m²]', '[MN/m²]'), fill: 'rgb(232,232,232)' },
          tableRow(
            `P ${1 + (Number(testNumber(t)) % 20)} Str. A`,
            clock(t),
            drops(t, true, '/'),
            mm(t.settlement, true),
            fixed(t.sv, 2, true),
            fixed(t.evd, 1, true),
            `≥ ${REQUIRED}`,
          ),
          line(`Bemerkung: ${passes(t) ? 'Anforderung erfüllt' : 'nachverdichten, erneute Prüfung folgt'}`),
          rule,
          {
            ...line(at(`Aufgestellt: ${nextDay(t)} · Bauleiter J. Brandt`, 0), at('Seite 1/1', 1, 'end')),
            scale: 0.8,
          },
        ],
      };
    },
    expected: (t) => expectedFor(t, t.evd, 'absent'),
  },
];
