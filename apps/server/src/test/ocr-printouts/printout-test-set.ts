// The OCR test set (issue 16): six layouts — thermal printouts of three device makers, a device's
// LCD, an app screenshot and a tabular test protocol — each photographed seven ways (flat scan,
// skewed, turned 90°/180°/270°, at an angle on a table, dim and unevenly lit, blurred, with an EXIF
// orientation), plus printouts whose values are implausible. Every case knows what a correct reader
// answers. Values come from a seeded generator, so the set is the same on every run and machine;
// the images are rendered at test time (printout-renderer.ts), nothing is committed but this file.
import type { ExifOrientation, PageItem, PageSpec, PhotoSpec, PrintoutFormat } from './printout-renderer.js';

/** What the printout shows, in the form's units. */
export type Truth = {
  evd: number;
  /** yyyy-MM-ddTHH:mm (seconds, when printed, are dropped by the reader). */
  dateTime: string;
  seconds: number;
  lat: number;
  lng: number;
};

/** Expected answer per field: the value, or 'review' when it must be flagged instead of filled. */
export type ExpectedFields = {
  evd: number | 'review';
  dateTime: string | 'review';
  latitude: { latG: number; latM: number } | 'review';
  longitude: { lngG: number; lngM: number } | 'review';
  deviceName?: string;
};

export type TestCase = {
  name: string;
  layout: LayoutName;
  page: PageSpec;
  photo: PhotoSpec;
  format: PrintoutFormat;
  exif?: ExifOrientation;
  seed: number;
  expected: ExpectedFields;
};

export const layoutNames = [
  'Zorn-Thermo',
  'Terratest-Thermo',
  'HMP-Thermo',
  'Geräte-Display',
  'App-Screenshot',
  'Prüfprotokoll',
] as const;
export type LayoutName = (typeof layoutNames)[number];

const MONO = "'DejaVu Sans Mono', monospace";
const MONO_2 = "'Liberation Mono', 'DejaVu Sans Mono', monospace";
const SANS = "'DejaVu Sans', sans-serif";
const SANS_2 = "'Liberation Sans', 'DejaVu Sans', sans-serif";
const SERIF = "'Liberation Serif', 'DejaVu Serif', serif";
const RULE = '------------------------';

// ---- formatting of values as devices print them -------------------------------------------------

const pad = (value: number, width = 2) => String(value).padStart(width, '0');
const comma = (text: string) => text.replace('.', ',');
const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/** Whole degrees and minutes as the form takes them, from the printed decimal degrees. */
const degreesMinutes = (decimal: number) => {
  const whole = Math.floor(Math.abs(decimal));
  return { g: Math.sign(decimal) * whole, m: round4((Math.abs(decimal) - whole) * 60) };
};

const ddm = (decimal: number, width: number, decimalComma = false) => {
  const { g, m } = degreesMinutes(decimal);
  const minutes = `${pad(Math.floor(m))}.${m.toFixed(4).split('.')[1]}`;
  return `${pad(Math.abs(g), width)}°${decimalComma ? comma(minutes) : minutes}'`;
};

const dms = (decimal: number) => {
  const whole = Math.floor(Math.abs(decimal));
  const totalSeconds = Math.round((Math.abs(decimal) - whole) * 36_000) / 10;
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = (totalSeconds - minutes * 60).toFixed(1);
  return `${whole}°${pad(minutes)}'${seconds.padStart(4, '0')}"`;
};

/** What the reader answers for a DMS printout: minutes plus seconds/60, as printed (0.1"). */
const dmsExpected = (decimal: number) => {
  const whole = Math.floor(Math.abs(decimal));
  const totalSeconds = Math.round((Math.abs(decimal) - whole) * 36_000) / 10;
  return { g: Math.sign(decimal) * whole, m: round4(totalSeconds / 60) };
};

const dateParts = (truth: Truth) => {
  const [date, time] = truth.dateTime.split('T') as [string, string];
  const [year, month, day] = date.split('-') as [string, string, string];
  return { year, month, day, time, seconds: `${time}:${pad(truth.seconds)}` };
};

// ---- the six layouts ----------------------------------------------------------------------------

type Layout = {
  page: (truth: Truth) => PageSpec;
  /** Expected position: how this layout prints it decides the minutes the reader can answer. */
  position: (truth: Truth) => { lat: { g: number; m: number }; lng: { g: number; m: number } };
  deviceName?: string;
};

const text = (value: string, extra: Partial<Extract<PageItem, { kind: 'text' }>> = {}): PageItem => ({
  kind: 'text',
  text: value,
  ...extra,
});

const layouts: Record<LayoutName, Layout> = {
  // Zorn: narrow grey thermal paper, monospace, DDM with hemisphere letters, time with seconds.
  'Zorn-Thermo': {
    page: (t) => {
      const d = dateParts(t);
      return {
        font: MONO,
        fontSize: 22,
        width: 500,
        paper: 'rgb(246,246,244)',
        ink: 'rgb(40,40,48)',
        items: [
          text('ZORN INSTRUMENTS', { bold: true }),
          text('ZFG 3000 GPS  Nr. 30417'),
          text('Leichtes Fallgewichtsgerät'),
          text(RULE),
          text(`Datum: ${d.day}.${d.month}.${d.year}`),
          text(`Zeit:  ${d.seconds}`),
          text(`GPS: N ${ddm(t.lat, 2)}`),
          text(`     E ${ddm(t.lng, 3)}`),
          text(RULE),
          text('s1 = 0,462 mm'),
          text('s2 = 0,459 mm'),
          text('s3 = 0,461 mm'),
          text('s/v = 2,51 ms'),
          text(`Evd = ${comma(t.evd.toFixed(1))} MN/m²`, { bold: true }),
        ],
      };
    },
    position: (t) => ({ lat: degreesMinutes(t.lat), lng: degreesMinutes(t.lng) }),
    deviceName: 'Zorn ZFG 3000 GPS',
  },
  // Terratest: sans, ISO date, English labels, decimal degrees with points.
  'Terratest-Thermo': {
    page: (t) => {
      const d = dateParts(t);
      return {
        font: SANS,
        fontSize: 22,
        width: 540,
        paper: 'rgb(250,250,250)',
        ink: 'rgb(25,25,25)',
        items: [
          text('TERRATEST 4000 USB', { bold: true }),
          text('Dynamic plate load test'),
          text('Test no. 17'),
          text(`Date: ${d.year}-${d.month}-${d.day}`),
          text(`Time: ${d.time}`),
          text(`Lat: ${t.lat.toFixed(6)}`),
          text(`Lon: ${t.lng.toFixed(6)}`),
          text('s1: 0.612 mm   s2: 0.598 mm'),
          text('s3: 0.601 mm   s/v: 2.74 ms'),
          text(`Evd: ${t.evd.toFixed(1)} MN/m2`, { bold: true }),
        ],
      };
    },
    position: (t) => ({ lat: degreesMinutes(t.lat), lng: degreesMinutes(t.lng) }),
    deviceName: 'Terratest 4000 USB',
  },
  // HMP: serif, short year, date and time on one line, degrees/minutes/seconds.
  'HMP-Thermo': {
    page: (t) => {
      const d = dateParts(t);
      return {
        font: SERIF,
        fontSize: 25,
        width: 560,
        paper: 'rgb(244,244,240)',
        ink: 'rgb(30,30,30)',
        items: [
          text('HMP LFG 4', { bold: true }),
          text('Leichtes Fallgewicht 10 kg'),
          text(`Datum ${d.day}.${d.month}.${d.year.slice(2)}  Uhrzeit ${d.time}`),
          text(`Breite  N ${dms(t.lat)}`),
          text(`Länge  E ${dms(t.lng)}`),
          text('S1 0,521  S2 0,518  S3 0,519'),
          text(`Ev_d = ${comma(t.evd.toFixed(1))} MN/m²`),
        ],
      };
    },
    position: (t) => ({ lat: dmsExpected(t.lat), lng: dmsExpected(t.lng) }),
    deviceName: 'HMP LFG 4',
  },
  // A device's monochrome LCD photographed: dark segments on green-grey, big mono digits.
  'Geräte-Display': {
    page: (t) => {
      const d = dateParts(t);
      return {
        font: MONO_2,
        fontSize: 30,
        width: 620,
        paper: 'rgb(176,190,160)',
        ink: 'rgb(28,36,30)',
        bold: true,
        items: [
          text(`${d.day}.${d.month}.${d.year}  ${d.time}`),
          text(`N ${ddm(t.lat, 2, true)}`),
          text(`E ${ddm(t.lng, 3, true)}`),
          { kind: 'gap' },
          text(`Evd ${comma(t.evd.toFixed(1))}`, { scale: 1.6 }),
          text('MN/m2   s/v 2,61'),
        ],
      };
    },
    position: (t) => ({ lat: degreesMinutes(t.lat), lng: degreesMinutes(t.lng) }),
  },
  // A phone app's result screen: title bar, each label above its value, decimal commas, "O" for east.
  'App-Screenshot': {
    page: (t) => {
      const d = dateParts(t);
      const label = (value: string) => text(value, { scale: 0.8 });
      return {
        font: SANS_2,
        fontSize: 26,
        width: 600,
        paper: '#ffffff',
        ink: '#1e293b',
        items: [
          { kind: 'bar', text: 'Plattendruckversuch', color: '#1d4ed8' },
          { kind: 'gap' },
          label('Datum und Uhrzeit'),
          text(`${d.day}.${d.month}.${d.year} ${d.time} Uhr`, { bold: true }),
          label('Breitengrad'),
          text(`${comma(t.lat.toFixed(5))}° N`, { bold: true }),
          label('Längengrad'),
          text(`${comma(t.lng.toFixed(5))}° O`, { bold: true }),
          label('Ergebnis Evd'),
          text(`${comma(t.evd.toFixed(1))} MN/m²`, { bold: true, scale: 1.3 }),
        ],
      };
    },
    position: (t) => ({
      lat: degreesMinutes(Number(t.lat.toFixed(5))),
      lng: degreesMinutes(Number(t.lng.toFixed(5))),
    }),
  },
  // A tabular protocol: label column, value column, unit column, the result in a framed box.
  Prüfprotokoll: {
    page: (t) => {
      const d = dateParts(t);
      const columns = [0, 0.42, 0.8];
      const row = (...cells: string[]): PageItem => ({ kind: 'row', cells, columns, grid: true });
      return {
        font: SANS,
        fontSize: 20,
        width: 720,
        paper: '#ffffff',
        ink: '#111111',
        items: [
          text('Prüfprotokoll dynamischer Plattendruckversuch', { bold: true }),
          text('nach TP BF-StB Teil B 8.3', { scale: 0.8 }),
          { kind: 'gap' },
          row('Gerät', 'ZFG 3000 GPS', ''),
          row('Prüfdatum', `${d.day}.${d.month}.${d.year}`, ''),
          row('Uhrzeit', d.seconds, ''),
          row('Breite', ddm(t.lat, 2, true), 'N'),
          row('Länge', ddm(t.lng, 2, true), 'E'),
          row('Setzung s/v', '2,48', 'ms'),
          { kind: 'gap' },
          { kind: 'box', text: `Evd = ${comma(t.evd.toFixed(1))} MN/m²`, scale: 1.2 },
        ],
      };
    },
    position: (t) => ({ lat: degreesMinutes(t.lat), lng: degreesMinutes(t.lng) }),
    deviceName: 'Zorn ZFG 3000 GPS',
  },
};

// ---- how each printout is photographed ----------------------------------------------------------

type Shot = { name: string; photo: PhotoSpec; format: PrintoutFormat; exif?: ExifOrientation };

const shots: Shot[] = [
  { name: 'flach gescannt', photo: {}, format: 'png' },
  { name: 'schief (8°), leicht unscharf', photo: { rotate: 8, blur: 0.6, noise: 10 }, format: 'jpeg' },
  { name: 'um 90° gedreht', photo: { rotate: 90, noise: 8 }, format: 'jpeg' },
  { name: 'auf dem Kopf, schief (-4°)', photo: { rotate: 176, noise: 8 }, format: 'png' },
  {
    name: 'schräg fotografiert auf dem Tisch, großes Foto',
    photo: { rotate: -12, perspective: 0.12, table: 'rgb(92,74,60)', scale: 1.8, blur: 0.6, shade: 0.35, noise: 14 },
    format: 'jpeg',
  },
  { name: 'dunkel, ungleichmäßig beleuchtet', photo: { rotate: 3, dim: 0.45, shade: 0.5, noise: 6 }, format: 'jpeg' },
  { name: 'unscharf, EXIF-Drehung 90°', photo: { blur: 1.1, noise: 12 }, format: 'jpeg', exif: 6 },
];

// ---- seeded values -------------------------------------------------------------------------------

const generator = (seed: number) => () => {
  // mulberry32, as in the renderer
  seed = (seed + 0x6d2b79f5) >>> 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const truthFor = (seed: number): Truth => {
  const random = generator(seed * 7919);
  const between = (low: number, high: number) => low + random() * (high - low);
  const date = new Date(Date.UTC(2024, 0, 1) + Math.floor(between(0, 640)) * 86_400_000);
  const hours = Math.floor(between(6, 19));
  const minutes = Math.floor(between(0, 60));
  return {
    evd: Math.round(between(18, 140) * 10) / 10,
    dateTime: `${date.toISOString().slice(0, 10)}T${pad(hours)}:${pad(minutes)}`,
    seconds: Math.floor(between(0, 60)),
    lat: Math.round(between(47.6, 54.7) * 1e6) / 1e6,
    lng: Math.round(between(6.1, 14.8) * 1e6) / 1e6,
  };
};

const expectedFor = (layout: Layout, truth: Truth): ExpectedFields => {
  const { lat, lng } = layout.position(truth);
  return {
    evd: truth.evd,
    dateTime: truth.dateTime,
    latitude: { latG: lat.g, latM: lat.m },
    longitude: { lngG: lng.g, lngM: lng.m },
    ...(layout.deviceName && { deviceName: layout.deviceName }),
  };
};

const regularCases = (): TestCase[] =>
  layoutNames.flatMap((layoutName, layoutIndex) =>
    shots.map((shot, shotIndex) => {
      const seed = layoutIndex * 100 + shotIndex + 1;
      const layout = layouts[layoutName];
      const truth = truthFor(seed);
      return {
        name: `${layoutName}, ${shot.name}`,
        layout: layoutName,
        page: layout.page(truth),
        photo: shot.photo,
        format: shot.format,
        exif: shot.exif,
        seed,
        expected: expectedFor(layout, truth),
      };
    }),
  );

/** Printouts whose values are legible but implausible: they must be flagged, never filled. */
const implausibleCases = (): TestCase[] => {
  const cases: { layout: LayoutName; name: string; change: (t: Truth) => Truth; flags: FieldName[] }[] = [
    { layout: 'Zorn-Thermo', name: 'Evd über 500', change: (t) => ({ ...t, evd: 712.4 }), flags: ['evd'] },
    {
      layout: 'Terratest-Thermo',
      name: 'Datum in der Zukunft',
      change: (t) => ({ ...t, dateTime: '2031-03-14T09:30' }),
      flags: ['dateTime'],
    },
    {
      layout: 'Prüfprotokoll',
      name: 'Position in Wien',
      change: (t) => ({ ...t, lat: 48.208176, lng: 16.373819 }),
      flags: ['latitude', 'longitude'],
    },
  ];
  return cases.map(({ layout: layoutName, name, change, flags }, index) => {
    const layout = layouts[layoutName];
    const truth = change(truthFor(900 + index));
    return {
      name: `${layoutName}, unplausibel: ${name}`,
      layout: layoutName,
      page: layout.page(truth),
      photo: { rotate: 1.5, noise: 8 },
      // GIF: the third format the upload accepts (spec part 3 §5).
      format: 'gif' as const,
      seed: 900 + index,
      expected: { ...expectedFor(layout, truth), ...Object.fromEntries(flags.map((flag) => [flag, 'review'])) },
    };
  });
};

export const printoutTestSet = (): TestCase[] => [...regularCases(), ...implausibleCases()];

/** The expected answer of one field, for reports: a value, 'review' or undefined (not counted). */
export type FieldName = keyof ExpectedFields;
export const fieldNames: FieldName[] = ['evd', 'dateTime', 'latitude', 'longitude', 'deviceName'];
