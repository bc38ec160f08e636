// Ten further held-out layouts for the second OCR test set (issue 38), the ninth batch. Written
// without looking at the reader, its tests, its benchmark or the decisions on what it gets wrong,
// and modelled on what light drop-weight devices (TP BF-StB B 8.3), site paperwork and the
// channels results travel in print and show: a Romanian subcontractor's protocol (month names,
// decimal-comma minutes), a Ukrainian one in Cyrillic ("МН/м²", "пн. ш."/"сх. д."), a Croatian one
// (spaced dates with a closing dot, "s. g. š."/"i. g. d."), the device software's CSV export opened
// in a text editor (header, unit and value rows separated by semicolons), an SMS the device sends
// (ISO time with its UTC offset, the position only as a map link), a thermal strip lying on an
// older one that shows through it, a landscape table turned sideways on a portrait page, a photo of
// the evaluation software on a monitor (moiré), a photocopy with a toner streak whose table puts the
// unit (N/mm²) before the value, and a device display whose first result page is photographed while
// its position is on the second. Each prints numbers of other quantities near Evd and dates or
// clocks that are not the test's; where a page prints no position, none is expected (decision 0755).
// Held out when written (first measured in decision 0759), development since decision 0760.
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
import { calibrated, drops, passes, REQUIRED, weekday, WEEKDAYS_DE } from './fourth-heldout-layouts.js';
import { daysAfter, utcOffsetHours } from './fifth-heldout-layouts.js';
import { expectedFor, figure, printedAs, svgText } from './third-heldout-layouts.js';
import { seededRandom, xml } from './heldout-photo.js';
import {
  DEJAVU_SANS as SANS,
  DEJAVU_SANS_CONDENSED as SANS_CONDENSED,
  DEJAVU_SANS_MONO as MONO,
  DEJAVU_SERIF as SERIF,
  LIBERATION_SANS,
  LIBERATION_SERIF,
} from './heldout-fonts.js';

// ---- dates and clocks as these documents write them ------------------------------------------------------

const german = (t: HeldoutTruth) => freshDateText(t, 'german');
const iso = (t: HeldoutTruth) => freshDateText(t, 'iso');
export const MONTHS_RO = [
  'ianuarie',
  'februarie',
  'martie',
  'aprilie',
  'mai',
  'iunie',
  'iulie',
  'august',
  'septembrie',
  'octombrie',
  'noiembrie',
  'decembrie',
];
/** Ukrainian month names in the genitive a date takes: "14 березня 2025 р.". */
export const MONTHS_UK = [
  'січня',
  'лютого',
  'березня',
  'квітня',
  'травня',
  'червня',
  'липня',
  'серпня',
  'вересня',
  'жовтня',
  'листопада',
  'грудня',
];
export const romanianDate = (t: HeldoutTruth) => `${t.day} ${MONTHS_RO[t.month - 1]} ${t.year}`;
export const ukrainianDate = (t: HeldoutTruth) => `${t.day} ${MONTHS_UK[t.month - 1]} ${t.year} р.`;
/** Croatian date: day and month without leading zeros, spaced, a dot after the year ("14. 3. 2025."). */
export const croatianDate = (t: HeldoutTruth) => `${t.day}. ${t.month}. ${t.year}.`;
/** ISO 8601 local time with seconds and the UTC offset, as the device's SMS sends it. */
export const isoWithOffset = (t: HeldoutTruth) => `${iso(t)}T${clockSeconds(t)}+${two(utcOffsetHours(t))}:00`;

const evdComma = (t: HeldoutTruth) => fixed(t.evd, 1, true);
const comma = (text: string) => text.replace('.', ',');

// ---- positions as these pages print them -----------------------------------------------------------------

const minutesPrinted = (value: number) => degreesMinutes(value, 4);
const secondsPrinted = (value: number) => degreesMinutesSeconds(value, 1);
/** The Google Maps link the device's SMS carries as its only position. */
export const mapLink = (t: HeldoutTruth) =>
  `https://maps.google.com/?q=${decimalDegrees(t.lat, 6).text},${decimalDegrees(t.lng, 6).text}`;

// ---- the CSV export --------------------------------------------------------------------------------------

export const CSV_HEADER = 'Nr;Datum;Uhrzeit;s1;s2;s3;s_mittel;s/v;Evd;Soll;Breite;Laenge';
export const CSV_UNITS = ';;;mm;mm;mm;mm;ms;MN/m2;MN/m2;Grad;Grad';
export const csvRow = (t: HeldoutTruth) =>
  [
    Number(testNumber(t)),
    german(t),
    clockSeconds(t),
    ...t.drops.map((drop) => mm(drop, true)),
    mm(t.settlement, true),
    fixed(t.sv, 2, true),
    evdComma(t),
    fixed(REQUIRED, 1, true),
    decimalDegrees(t.lat, 6, true).text,
    decimalDegrees(t.lng, 6, true).text,
  ].join(';');

// ---- the older strip under the thermal printout: another test of the same day ---------------------------

/** The test printed on the strip underneath, nine minutes earlier (its values differ from the test's). */
export const stripBelow = (t: HeldoutTruth) => {
  const evd = Math.round(t.evd * 1.17 * 10) / 10;
  const settlement = Math.round((22.5 / evd) * 1000) / 1000;
  return {
    evd,
    settlement,
    drops: t.drops.map((drop) => Math.round(drop * 0.86 * 1000) / 1000),
    sv: Math.round((t.sv * 0.9 + 0.2) * 100) / 100,
    clock: `${clock(t, -9)}:${two((t.second + 23) % 60)}`,
  };
};
const stripBelowLines = (t: HeldoutTruth) => {
  const below = stripBelow(t);
  return [
    'LFG-PRO  SN 20817',
    `Datum ${iso(t)}`,
    `Zeit  ${below.clock}`,
    '',
    ...below.drops.map((drop, index) => `s${index + 1}   ${mm(drop, true)} mm`),
    `s    ${mm(below.settlement, true)} mm`,
    `s/v  ${fixed(below.sv, 2, true)} ms`,
    `Evd  ${fixed(below.evd, 1, true)} MN/m2`,
  ];
};

// ---- shapes ------------------------------------------------------------------------------------------------

/**
 * The older strip lying under the thin thermal paper shows through: its print faint, shifted a little
 * lower and turned a little (the last line's figure, over the page, zero height).
 */
const showThrough = (texts: string[]) => (box: Box, drawing: Drawing) => {
  const size = drawing.fontSize;
  const top = Math.round(size * 1.2);
  const x = box.x + size * 0.9;
  const lines = texts.map(
    (text, index) =>
      `<text x="${x.toFixed(1)}" y="${(top + size * 1.5 * (index + 1.25)).toFixed(1)}" font-family="${drawing.font}" font-size="${size}" fill="rgb(206,204,198)" xml:space="preserve">${xml(text)}</text>`,
  );
  return `<g transform="rotate(1.1 ${x.toFixed(1)} ${top})" opacity="0.9">${lines.join('')}</g>`;
};

/**
 * A landscape table on a portrait page, turned a quarter counter-clockwise (it reads from the
 * bottom up, its header column on the left): quantity, value, unit and requirement per row.
 */
const sidewaysTable = (rows: [string, string, string, string][]) => (box: Box, drawing: Drawing) => {
  const size = drawing.fontSize;
  const rowHeight = size * 1.7;
  const width = box.height * 0.94;
  const height = rows.length * rowHeight;
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const x0 = cx - width / 2;
  const y0 = cy - height / 2;
  const columns = [0, 0.34, 0.62, 0.78];
  const stroke = 'rgb(80,80,80)';
  const parts = [
    `<rect x="${x0.toFixed(1)}" y="${y0.toFixed(1)}" width="${width.toFixed(1)}" height="${rowHeight.toFixed(1)}" fill="rgb(222,226,232)"/>`,
    `<rect x="${x0.toFixed(1)}" y="${y0.toFixed(1)}" width="${width.toFixed(1)}" height="${height.toFixed(1)}" fill="none" stroke="${stroke}" stroke-width="1.5"/>`,
  ];
  rows.forEach((row, index) => {
    const y = y0 + index * rowHeight;
    if (index > 0)
      parts.push(
        `<line x1="${x0.toFixed(1)}" y1="${y.toFixed(1)}" x2="${(x0 + width).toFixed(1)}" y2="${y.toFixed(1)}" stroke="${stroke}" stroke-width="0.8"/>`,
      );
    const bold = index === 0 || row[0].startsWith('Evd') ? ' font-weight="bold"' : '';
    row.forEach((text, column) =>
      parts.push(
        svgText(text, x0 + width * columns[column]! + size * 0.4, y + rowHeight * 0.68, size * 0.92, drawing.ink, bold),
      ),
    );
  });
  for (const column of columns.slice(1))
    parts.push(
      `<line x1="${(x0 + width * column).toFixed(1)}" y1="${y0.toFixed(1)}" x2="${(x0 + width * column).toFixed(1)}" y2="${(y0 + height).toFixed(1)}" stroke="${stroke}" stroke-width="0.8"/>`,
    );
  return `<g transform="rotate(-90 ${cx.toFixed(1)} ${cy.toFixed(1)})">${parts.join('')}</g>`;
};

/**
 * A monitor photographed: its pixel grid and the moiré it makes with the camera's sensor —
 * curved bands of magenta and green over the whole screen, faint (the last line's figure).
 */
const moire = (box: Box, drawing: Drawing) => {
  const size = drawing.fontSize;
  const housing = Math.round(size * 2.5);
  const margin = Math.round(size * 1.2);
  const top = housing;
  const bottom = box.y + box.height + margin;
  const left = housing;
  const right = housing + drawing.width;
  const parts = [
    '<defs><pattern id="pixels" width="3" height="3" patternUnits="userSpaceOnUse">',
    '<rect width="1" height="3" fill="rgb(255,0,0)" opacity="0.05"/>',
    '<rect x="1" width="1" height="3" fill="rgb(0,255,0)" opacity="0.05"/>',
    '<rect x="2" width="1" height="3" fill="rgb(0,0,255)" opacity="0.05"/>',
    '</pattern></defs>',
    `<rect x="${left}" y="${top}" width="${drawing.width}" height="${(bottom - top).toFixed(1)}" fill="url(#pixels)"/>`,
  ];
  const span = right - left;
  for (let band = -6; band < 40; band++) {
    const points = Array.from({ length: 25 }, (_, step) => {
      const x = left + (span * step) / 24;
      const y = top + band * 26 + 0.00045 * (x - left - span * 0.3) ** 2 + 9 * Math.sin(step / 3.5 + band * 0.4);
      return `${x.toFixed(1)},${y.toFixed(1)}`;
    });
    parts.push(
      `<polyline points="${points.join(' ')}" fill="none" stroke="${band % 2 ? 'rgb(190,40,170)' : 'rgb(40,170,90)'}" stroke-width="9" opacity="0.1"/>`,
    );
  }
  const clip = `<defs><clipPath id="screen"><rect x="${left}" y="${top}" width="${drawing.width}" height="${(bottom - top).toFixed(1)}"/></clipPath></defs>`;
  return `${clip}<g clip-path="url(#screen)">${parts.join('')}</g>`;
};

/**
 * A photocopier's toner streak down the page at x fraction `at` (over the text, inside the inner
 * box) and the copy's grey speckles (the last line's figure, zero height).
 */
const tonerStreak = (streakAt: number, seed: number) => (box: Box, drawing: Drawing) => {
  const size = drawing.fontSize;
  const top = Math.round(size * 1.2);
  const x = box.x + box.width * streakAt;
  const random = seededRandom(seed);
  const speckles = Array.from({ length: 160 }, () => {
    const sx = box.x + random() * box.width;
    const sy = top + random() * (box.y - top);
    return `<circle cx="${sx.toFixed(1)}" cy="${sy.toFixed(1)}" r="${(0.6 + random() * 1.1).toFixed(1)}" fill="rgb(90,90,90)" opacity="0.55"/>`;
  });
  return [
    ...speckles,
    `<rect x="${x.toFixed(1)}" y="${top}" width="${(size * 0.3).toFixed(1)}" height="${(box.y - top).toFixed(1)}" fill="rgb(60,60,60)" opacity="0.8"/>`,
    `<rect x="${(x + size * 0.7).toFixed(1)}" y="${top}" width="${(size * 0.08).toFixed(1)}" height="${(box.y - top).toFixed(1)}" fill="rgb(60,60,60)" opacity="0.45"/>`,
  ].join('');
};

// ---- the layouts -------------------------------------------------------------------------------------------

/** The thermal strip's lines: ASCII, label and value by spaces. */
const stripLines = (t: HeldoutTruth): Line[] => {
  const lat = secondsPrinted(t.lat);
  const lng = secondsPrinted(t.lng);
  return [
    line('LFG-PRO  SN 20817'),
    line(`Datum ${iso(t)}`),
    line(`Zeit  ${clockSeconds(t)}`),
    rule,
    ...t.drops.map((drop, index) => line(`s${index + 1}   ${mm(drop, true)} mm`)),
    line(`s    ${mm(t.settlement, true)} mm`),
    line(`s/v  ${fixed(t.sv, 2, true)} ms`),
    { ...line(`Evd  ${evdComma(t)} MN/m2`), bold: true, scale: 1.3 },
    line(`Soll >= ${fixed(REQUIRED, 1, true)} MN/m2`),
    rule,
    line(`N${lat.g}°${lat.min}'${comma(lat.sec)}"`),
    line(`E${String(lng.g).padStart(3, '0')}°${lng.min}'${comma(lng.sec)}"`),
    line(`Kal. ${calibrated(t)}`),
  ];
};

/** The sideways table's rows: header, then quantity, value, unit and requirement. */
export const sidewaysRows = (t: HeldoutTruth): [string, string, string, string][] => {
  const lat = minutesPrinted(t.lat);
  const lng = minutesPrinted(t.lng);
  return [
    ['Kenngröße', 'Wert', 'Einheit', 'Anforderung'],
    ['Prüfpunkt', `MP ${Number(testNumber(t))}`, '–', '–'],
    ['Datum', german(t), '–', '–'],
    ['Uhrzeit', clock(t), '–', '–'],
    ['Breite (WGS 84)', `${lat.g}° ${comma(lat.minutes)}' N`, '–', '–'],
    ['Länge (WGS 84)', `${lng.g}° ${comma(lng.minutes)}' E`, '–', '–'],
    ...t.drops.map((drop, index): [string, string, string, string] => [
      `Setzung s${index + 1}`,
      mm(drop, true),
      'mm',
      '–',
    ]),
    ['Mittlere Setzung s', mm(t.settlement, true), 'mm', '–'],
    ['s/v', fixed(t.sv, 2, true), 'ms', '–'],
    ['Evd', evdComma(t), 'MN/m²', `≥ ${REQUIRED}`],
    ['Bewertung', passes(t) ? 'erfüllt' : 'nicht erfüllt', '–', '–'],
  ];
};

export const ninthHeldoutLayouts: HeldoutLayout[] = [
  {
    // A Romanian subcontractor's protocol ("Raport de încercare – placă dinamică"): the date with
    // the Romanian month name ("14 martie 2025"), "Ora 14:32", the position as N/E degrees and
    // decimal-comma minutes, tasări s1–s3, their mean, s/v, Evd, the requirement with CONFORM /
    // NECONFORM, the last calibration and the print line the next morning.
    name: 'Raport de încercare românesc',
    half: 'development',
    draw: (t) => {
      const lat = minutesPrinted(t.lat);
      const lng = minutesPrinted(t.lng);
      const pair = labelValue(0.47);
      return {
        font: SERIF,
        fontSize: 20,
        width: 980,
        background: 'rgb(255,255,253)',
        ink: 'rgb(24,24,36)',
        lines: [
          { ...line('Raport de încercare – placă dinamică (LFG)'), bold: true, scale: 1.2 },
          { ...line('Construcții Moldovan S.R.L. · Șantier Germania · Aparat nr. 7315'), scale: 0.85 },
          rule,
          pair('Șantier', 'Centru logistic Lehrte, platforma B'),
          pair('Punct de încercare', `P${Number(testNumber(t))}`),
          pair('Data', romanianDate(t)),
          pair('Ora', clock(t)),
          pair('Latitudine', `N ${lat.g}° ${comma(lat.minutes)}'`),
          pair('Longitudine', `E ${lng.g}° ${comma(lng.minutes)}'`),
          rule,
          ...results(t, pair, [
            'Tasări s1 / s2 / s3',
            'Tasare medie s',
            'Raport s/v',
            'Modul de deformație dinamic Evd',
          ]),
          pair('Cerință', `Evd ≥ ${REQUIRED} MN/m² – ${passes(t) ? 'CONFORM' : 'NECONFORM'}`),
          pair('Ultima etalonare', calibrated(t)),
          rule,
          { ...line(`Tipărit: ${german(daysAfter(t, 1))} 07:15 · pagina 1/1`), scale: 0.85 },
        ],
      };
    },
    expected: printedAs(minutesPrinted),
  },
  {
    // A Ukrainian subcontractor's protocol in Cyrillic: the date with the month in the genitive
    // ("14 березня 2025 р."), the units in Cyrillic (мм, мс, МН/м²) but the symbol Evd in Latin,
    // the position as decimal-comma degrees with "пн. ш." (north) and "сх. д." (east), the
    // requirement, the device's verification date and the print line.
    name: 'Протокол випробування українською',
    half: 'development',
    draw: (t) => {
      const lat = decimalDegrees(t.lat, 6, true);
      const lng = decimalDegrees(t.lng, 6, true);
      const pair = labelValue(0.5);
      return {
        font: SANS,
        fontSize: 19,
        width: 1000,
        background: 'rgb(252,252,250)',
        ink: 'rgb(20,24,40)',
        lines: [
          { ...line(`ПРОТОКОЛ ВИПРОБУВАННЯ № ${Number(testNumber(t))}`), bold: true, scale: 1.2 },
          line('Динамічний штамп з падаючим вантажем 10 кг (TP BF-StB B 8.3)'),
          { ...line('ТОВ «Будмонтаж-Захід» · Об’єкт: Logistikzentrum Erfurt-Ost'), scale: 0.85 },
          rule,
          pair('Дата випробування', ukrainianDate(t)),
          pair('Час', clock(t)),
          pair('Широта', `${lat.text}° пн. ш.`),
          pair('Довгота', `${lng.text}° сх. д.`),
          rule,
          ...results(
            t,
            pair,
            ['Осідання s1 / s2 / s3', 'Середнє осідання s', 's/v', 'Динамічний модуль деформації Evd'],
            'МН/м²',
            ['мм', 'мс'],
          ),
          pair('Вимога', `Evd ≥ ${REQUIRED} МН/м² — ${passes(t) ? 'відповідає' : 'не відповідає'}`),
          pair('Повірка приладу', calibrated(t)),
          rule,
          { ...line(`Надруковано ${german(daysAfter(t, 1))} о 08:05`), scale: 0.85 },
        ],
      };
    },
    expected: printedAs((value) => decimalDegrees(value, 6, true)),
  },
  {
    // A Croatian subcontractor's protocol ("Zapisnik o ispitivanju dinamičkom pločom"): the date
    // spaced, without leading zeros and with a closing dot ("14. 3. 2025."), "14:32 h", the position
    // in degrees, minutes and seconds with "s. g. š." (north) and "i. g. d." (east), slijeganja
    // s1–s3, their mean, s/v, Evd, the requirement, soil temperature and the print line.
    name: 'Zapisnik o ispitivanju hrvatski',
    half: 'development',
    draw: (t) => {
      const lat = secondsPrinted(t.lat);
      const lng = secondsPrinted(t.lng);
      const pair = labelValue(0.45);
      const printed = daysAfter(t, 1);
      return {
        font: LIBERATION_SANS,
        fontSize: 20,
        width: 940,
        background: 'rgb(250,250,250)',
        ink: 'rgb(18,18,18)',
        lines: [
          { ...line('ZAPISNIK O ISPITIVANJU DINAMIČKOM PLOČOM'), bold: true, scale: 1.15 },
          { ...line('Gradnja Horvat d.o.o. · Gradilište: Obilaznica Wittstock, dionica 2'), scale: 0.85 },
          rule,
          pair('Broj ispitivanja', String(Number(testNumber(t)))),
          pair('Datum', croatianDate(t)),
          pair('Vrijeme', `${clock(t)} h`),
          pair('Koordinate (WGS 84)', `${lat.g}° ${lat.min}' ${comma(lat.sec)}" s. g. š.`),
          pair('', `${lng.g}° ${lng.min}' ${comma(lng.sec)}" i. g. d.`),
          rule,
          ...results(t, pair, [
            'Slijeganja s1 / s2 / s3',
            'Srednje slijeganje s',
            's/v',
            'Dinamički modul deformacije Evd',
          ]),
          pair('Zahtjev', `Evd ≥ ${REQUIRED} MN/m² – ${passes(t) ? 'zadovoljava' : 'ne zadovoljava'}`),
          pair('Temperatura tla', `${temperature(t)} °C`),
          rule,
          { ...line(`Ispisano: ${croatianDate(printed)} u 07:40`), scale: 0.85 },
        ],
      };
    },
    expected: printedAs(secondsPrinted),
  },
  {
    // The device software's CSV export opened in a text editor: title bar with the export's file
    // name (its date two days after the test), a comment line with the export clock, the header
    // row, a row of units and the test's row, all separated by semicolons (decimal commas inside
    // the fields, the clock with seconds, decimal degrees), the editor's status bar.
    name: 'CSV-Export im Texteditor',
    half: 'development',
    draw: (t) => {
      const exported = daysAfter(t, 2);
      return {
        font: MONO,
        fontSize: 16,
        width: 1000,
        background: 'rgb(255,255,255)',
        ink: 'rgb(20,20,20)',
        lines: [
          {
            ...line(`LFG_Export_${iso(exported).replace(/-/g, '')}.csv – Editor`),
            fill: 'rgb(228,232,238)',
            scale: 0.95,
          },
          { ...line('Datei   Bearbeiten   Format   Ansicht   Hilfe'), scale: 0.9 },
          blank,
          line(`# LFG-Manager 4.1;Geraet 20817;exportiert ${iso(exported)} 09:12`),
          line(CSV_HEADER),
          line(CSV_UNITS),
          line(csvRow(t)),
          blank,
          blank,
          { ...line(at('Zeile 5, Spalte 1', 0), at('100 %   Windows (CRLF)   UTF-8', 1, 'end')), scale: 0.85 },
        ],
      };
    },
    expected: printedAs((value) => decimalDegrees(value, 6, true)),
  },
  {
    // An SMS the device sends after each test, on the site manager's phone: the status bar's clock
    // and the message's delivery time later than the test, an older SMS about the calibration due,
    // the test's time as ISO 8601 with its UTC offset (local time), s1–s3, s, s/v, Evd, the
    // requirement, and the position only as a map link (decimal degrees in the URL).
    name: 'Geräte-SMS mit Kartenlink',
    half: 'development',
    draw: (t) => {
      const grey = 'rgb(110,110,118)';
      const bubble = 'rgb(233,233,237)';
      const link = 'rgb(20,90,200)';
      const received = 3 + (t.second % 3);
      const [host, query] = mapLink(t).split('/?');
      return {
        font: SANS,
        fontSize: 21,
        width: 660,
        background: 'rgb(255,255,255)',
        ink: 'rgb(20,20,24)',
        display: { housing: 'rgb(12,12,14)' },
        lines: [
          { ...line(at(clock(t, received + 6), 0), at(`5G  ${battery(t)} %`, 1, 'end')), scale: 0.8 },
          { ...line('‹  LFG 20817'), bold: true, scale: 1.1 },
          { ...line({ text: '+49 171 5550123 · Gerät Baustelle Nord', ink: grey }), scale: 0.8 },
          rule,
          { ...line({ text: `${german(daysAfter(t, -3))} 06:58`, ink: grey }), scale: 0.8 },
          { ...line('LFG 20817: Kalibrierung fällig am'), fill: bubble },
          { ...line(`${german(daysAfter(t, 24))}. Bitte Termin vereinbaren.`), fill: bubble },
          blank,
          { ...line({ text: `Heute ${clock(t, received)}`, ink: grey }), scale: 0.8 },
          { ...line(`LFG 20817 Messung Nr. ${Number(testNumber(t))}`), fill: bubble },
          { ...line(`Zeit: ${isoWithOffset(t)}`), fill: bubble },
          { ...line(`s1/s2/s3: ${drops(t, true, '/')} mm`), fill: bubble },
          { ...line(`s: ${mm(t.settlement, true)} mm  s/v: ${fixed(t.sv, 2, true)} ms`), fill: bubble },
          { ...line(`Evd: ${evdComma(t)} MN/m2`), fill: bubble },
          { ...line(`Soll >= ${REQUIRED} MN/m2: ${passes(t) ? 'JA' : 'NEIN'}`), fill: bubble },
          { ...line('Pos:'), fill: bubble },
          { ...line({ text: `${host}/`, ink: link }), fill: bubble },
          { ...line({ text: `?${query}`, ink: link }), fill: bubble },
          { ...line({ ...at(`${clock(t, received)} · zugestellt`, 1, 'end'), ink: grey }), scale: 0.75 },
          blank,
          { ...line({ text: 'Textnachricht', ink: grey }), fill: 'rgb(244,244,246)' },
        ],
      };
    },
    expected: printedAs((value) => decimalDegrees(value, 6)),
  },
  {
    // A thermal strip photographed lying on an older strip of the same roll: the thin paper lets
    // the one underneath show through, faint, shifted down and right and turned a little — a test nine
    // minutes earlier with its own settlements, s/v and Evd. The strip itself: ISO date, clock with
    // seconds, s1–s3, s, s/v, Evd (ASCII "MN/m2"), the requirement, DMS with a three-digit
    // longitude and the calibration date.
    name: 'Thermopapier, älterer Streifen scheint durch',
    half: 'development',
    draw: (t) => ({
      font: MONO,
      fontSize: 20,
      width: 520,
      background: 'rgb(246,245,240)',
      ink: 'rgb(40,40,48)',
      lines: [...stripLines(t), blank, figure(0, showThrough(stripBelowLines(t)), stripBelowLines(t).join('\n'))],
    }),
    expected: printedAs(secondsPrinted),
  },
  {
    // An engineering office's report appendix: a portrait page whose results table was laid out in
    // landscape and turned a quarter counter-clockwise (it reads from the bottom up): quantity,
    // value, unit and requirement for date, clock, position (degrees and decimal-comma minutes with
    // N/E after them), s1–s3, s, s/v and Evd. Header and footer stay upright (print date after).
    name: 'Querformat-Tabelle hochkant eingebunden',
    half: 'development',
    draw: (t) => {
      const rows = sidewaysRows(t);
      return {
        font: LIBERATION_SANS,
        fontSize: 18,
        width: 760,
        background: 'rgb(255,255,255)',
        ink: 'rgb(20,20,30)',
        lines: [
          { ...line('Ingenieurbüro Kessler · Anlage 3 zum Prüfbericht 25-118'), bold: true },
          { ...line('Dynamischer Plattendruckversuch nach TP BF-StB B 8.3 – Messwerte'), scale: 0.9 },
          rule,
          figure(26, sidewaysTable(rows), rows.map((row) => row.join(' ')).join('\n')),
          rule,
          { ...line(`Seite 3 von 5 · gedruckt ${german(daysAfter(t, 3))} 11:20`), scale: 0.85 },
        ],
      };
    },
    expected: printedAs(minutesPrinted),
  },
  {
    // A phone photo of the device maker's evaluation software on a PC monitor: blue title bar with
    // the file name, menu, the test's date and clock with seconds, device data, decimal degrees with
    // N/E, s1–s3, s, s/v, Evd large, the requirement, the taskbar's clock and date days later; over
    // it all the monitor's pixel grid and the moiré bands it makes with the camera.
    name: 'Monitorfoto Auswertesoftware mit Moiré',
    half: 'development',
    draw: (t) => {
      const lat = decimalDegrees(t.lat, 6);
      const lng = decimalDegrees(t.lng, 6);
      const pair = labelValue(0.34, 0.01);
      const white = 'rgb(255,255,255)';
      const shown = daysAfter(t, 4);
      return {
        font: SANS,
        fontSize: 20,
        width: 1000,
        background: 'rgb(250,250,250)',
        ink: 'rgb(26,26,30)',
        display: { housing: 'rgb(34,34,36)' },
        lines: [
          {
            ...line({ text: `LFG-Auswertung 3.8 – Messung_${testNumber(t)}.lfg`, ink: white }),
            fill: 'rgb(0,90,170)',
          },
          { ...line('Datei   Bearbeiten   Ansicht   Protokoll   Hilfe'), scale: 0.85 },
          rule,
          pair('Messung vom', `${german(t)}  ${clockSeconds(t)}`),
          pair('Gerät', 'LFG 20817 · Fallgewicht 10 kg · Platte 300 mm'),
          pair('GPS', `${lat.text}° N    ${lng.text}° E`),
          pair('Setzungen s1 – s3', `${drops(t, true, '   ')} mm`),
          pair('Mittlere Setzung s', `${mm(t.settlement, true)} mm`),
          pair('s/v', `${fixed(t.sv, 2, true)} ms`),
          { ...pair('Evd', `${evdComma(t)} MN/m²`), bold: true, scale: 1.4 },
          pair('Sollwert', `≥ ${REQUIRED} MN/m²  →  ${passes(t) ? 'erfüllt' : 'nicht erfüllt'}`),
          blank,
          {
            ...line(
              { ...at('Suche', 0.03), ink: 'rgb(200,200,205)' },
              { ...at(`${clock(t, 97 + (t.second % 40))}   ${german(shown)}`, 0.97, 'end'), ink: white },
            ),
            fill: 'rgb(32,36,44)',
            scale: 0.85,
          },
          figure(0, moire),
        ],
      };
    },
    expected: printedAs((value) => decimalDegrees(value, 6)),
  },
  {
    // A photocopy of a test lab's protocol: grey paper, speckles and a toner streak down the page;
    // the results table puts the unit before the value ("Evd … N/mm² 38,7", N/mm² equal to MN/m²),
    // the date with a short weekday, the clock with "Uhr", decimal-comma degrees with five decimals,
    // s1–s3, s, s/v, the requirement, the calibration date and the lab's receipt date.
    name: 'Fotokopie mit Tonerstreifen, Einheit vor dem Wert',
    half: 'development',
    draw: (t) => {
      const lat = decimalDegrees(t.lat, 5, true);
      const lng = decimalDegrees(t.lng, 5, true);
      const row = (label: string, unit: string, value: string): Line =>
        line(at(label, 0), at(unit, 0.5), at(value, 0.66));
      return {
        font: LIBERATION_SERIF,
        fontSize: 20,
        width: 920,
        background: 'rgb(236,236,233)',
        ink: 'rgb(28,28,28)',
        lines: [
          { ...line('Baustoffprüfstelle Weser-Ems'), bold: true, scale: 1.15 },
          line('Prüfprotokoll dynamischer Plattendruckversuch (leichtes Fallgewichtsgerät)'),
          rule,
          line(
            at(`Prüfdatum: ${WEEKDAYS_DE[weekday(t)]!.slice(0, 2)}, ${german(t)}`, 0),
            at(`Uhrzeit: ${clock(t)} Uhr`, 0.5),
          ),
          line(at(`Messpunkt MP ${Number(testNumber(t)) % 40}`, 0), at(`Lage: ${lat.text}° N / ${lng.text}° E`, 0.5)),
          rule,
          { ...row('Prüfgröße', 'Einheit', 'Ergebnis'), bold: true },
          row('Einzelsetzungen s1 / s2 / s3', 'mm', drops(t, true)),
          row('Setzung (Mittel) s', 'mm', mm(t.settlement, true)),
          row('s/v', 'ms', fixed(t.sv, 2, true)),
          { ...row('Evd (dyn. Verformungsmodul)', 'N/mm²', evdComma(t)), bold: true },
          row('Anforderung Evd', 'N/mm²', `≥ ${REQUIRED}`),
          row('Kalibrierung Gerät', '', calibrated(t)),
          rule,
          line(at('KOPIE – Original beim Auftraggeber', 0), at(`Eingang: ${german(daysAfter(t, 5))}`, 0.62)),
          figure(0, tonerStreak(0.445, t.minute * 61 + t.second)),
        ],
      };
    },
    expected: printedAs((value) => decimalDegrees(value, 5, true)),
  },
  {
    // A phone photo of the device's monochrome display on its first result page: the status line's
    // clock (now, minutes after the test) and battery, the test's date and clock with seconds,
    // s1–s3, s, s/v, Evd large, the requirement; the position is on page 2 ("Seite 1/2 ▼"), which
    // the photo does not show — no position is expected.
    name: 'Display Ergebnisseite 1 von 2 ohne GPS-Seite',
    half: 'development',
    draw: (t) => ({
      font: SANS_CONDENSED,
      fontSize: 24,
      width: 600,
      background: 'rgb(226,232,218)',
      ink: 'rgb(30,34,40)',
      display: { housing: 'rgb(236,128,20)' },
      lines: [
        { ...line(at(clock(t, 6 + (t.second % 5)), 0), at(`Akku ${battery(t)} %`, 1, 'end')), scale: 0.8 },
        rule,
        { ...line(`Ergebnis  Nr. ${Number(testNumber(t))}`), bold: true },
        line(`${german(t)}   ${clockSeconds(t)}`),
        line(t.drops.map((drop, index) => `s${index + 1} ${mm(drop, true)}`).join('  ')),
        line(`s = ${mm(t.settlement, true)} mm   s/v = ${fixed(t.sv, 2, true)} ms`),
        { ...line(at('Evd', 0), at(evdComma(t), 0.3)), bold: true, scale: 1.8 },
        line(at('MN/m²', 0.3)),
        line(`Soll ≥ ${REQUIRED} MN/m²:  ${passes(t) ? 'OK' : 'NICHT OK'}`),
        rule,
        { ...line(at('◄ Zurück', 0), at('Seite 1/2 ▼', 0.36), at('Druck ►', 1, 'end')), scale: 0.8 },
      ],
    }),
    expected: (t) => expectedFor(t, t.evd, 'absent'),
  },
];
