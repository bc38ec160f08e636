// Ten further held-out layouts for the second OCR test set (issue 38), the seventh batch. Written
// without looking at the reader, its tests, its benchmark or the decisions on what it gets wrong,
// and modelled on what light drop-weight devices (TP BF-StB B 8.3), site paperwork and the
// channels results travel in print and show: a Spanish protocol ("11 de junio de 2025", "14:02 h"),
// an Italian one whose clock is written with a point ("ore 14.02"), a Hungarian one (year first,
// "É 50° 07,407' K 14° 34,073'"), a typed site diary whose entries run on as prose (Evd's label at
// the end of one line, its value at the start of the next), an invoice that lists the test as one
// of its items among prices, a protocol held in the hand with a thumb over its lower part, a
// protocol folded twice whose creases run through its values, a British device's record with a
// 12-hour clock and a two-digit year, a report whose software gives Evd in kN/m² only (geodetic
// "B = … L = …"), and a printed spreadsheet with one row marked by a highlighter far below its
// header row. Each prints numbers of other quantities near Evd (single settlements, their mean,
// s/v, the requirement, prices, other tests' values, loads) and dates or clocks that are not the
// test's (print, calibration, invoice, due, diary, other entries); two show no position, and their
// expected answer leaves it empty. Held out when written (first measured in decision 0749),
// development since decision 0750.
import {
  at,
  blank,
  fixed,
  line,
  rule,
  two,
  type Box,
  type Drawing,
  type HeldoutLayout,
  type HeldoutTruth,
  type Line,
  labelValue,
} from './heldout-layouts.js';
import {
  clock,
  clockSeconds,
  decimalDegrees,
  degreesMinutes,
  degreesMinutesSeconds,
  freshDateText,
  mm,
  testNumber,
} from './fresh-heldout-layouts.js';
import { calibrated, drops, passes, REQUIRED, weekday, WEEKDAYS_DE } from './fourth-heldout-layouts.js';
import { daysAfter } from './fifth-heldout-layouts.js';
import { expectedFor, figure, printedAs } from './third-heldout-layouts.js';

import {
  DEJAVU_SANS as SANS,
  DEJAVU_SANS_MONO as MONO,
  DEJAVU_SERIF as SERIF,
  DEJAVU_SERIF_CONDENSED as SERIF_CONDENSED,
  LIBERATION_SANS,
  LIBERATION_SANS_NARROW as NARROW,
  LIBERATION_SERIF,
} from './heldout-fonts.js';

// ---- dates and clocks as these documents write them -----------------------------------------------------

export const MONTHS_ES = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];
const WEEKDAYS_ES = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];
export const MONTHS_HU = [
  'január',
  'február',
  'március',
  'április',
  'május',
  'június',
  'július',
  'augusztus',
  'szeptember',
  'október',
  'november',
  'december',
];
const MONTHS_EN_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS_EN_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
/** The Italian clock with a point: "14.02". */
export const pointClock = (t: HeldoutTruth, minutes = 0) => clock(t, minutes).replace(':', '.');
/** A 12-hour clock without seconds, lower case: "2:02 pm". */
export const twelveHour = (t: HeldoutTruth) => `${t.hour % 12 || 12}:${two(t.minute)} ${t.hour < 12 ? 'am' : 'pm'}`;
/** Day, month and two-digit year, British order: "11/06/25". */
export const britishShortDate = (t: HeldoutTruth) => `${two(t.day)}/${two(t.month)}/${String(t.year).slice(2)}`;
/** Hungarian date, year first: "2025. június 11." */
export const hungarianDate = (t: HeldoutTruth) => `${t.year}. ${MONTHS_HU[t.month - 1]} ${t.day}.`;
const hungarianShortDate = (t: HeldoutTruth) => `${t.year}. ${two(t.month)}. ${two(t.day)}.`;
const german = (t: HeldoutTruth) => freshDateText(t, 'german');

/** Evd in kN/m² with a space between thousands, as the report prints it: "48 200". */
export const kiloNewton = (evd: number) => String(Math.round(evd * 1000)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

// ---- the invoice's items (prices in cents, so the sums are exact) -----------------------------------------

const euro = (cents: number) =>
  `${String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${two(cents % 100)} €`;
export const INVOICE_ITEMS: { text: string; quantity: string; price: number; total: number }[] = [
  { text: 'Anfahrt Prüftechniker, Pauschale', quantity: '1', price: 6500, total: 6500 },
  { text: '', quantity: '1', price: 4850, total: 4850 },
  { text: 'Prüfbericht mit Lageskizze', quantity: '1', price: 3500, total: 3500 },
  { text: 'Wartezeit auf Freigabe (Std.)', quantity: '0,75', price: 7200, total: 5400 },
];

// ---- the spreadsheet's other rows: tests of the same day at other points -------------------------------

/** Row offsets from the marked test: minutes, Evd factor (never 1), position shift in 1e-5 degrees. */
export const SHEET_ROWS: [number, number, number][] = [
  [-212, 1.17, -61],
  [-190, 0.93, -52],
  [-171, 1.08, -44],
  [-149, 0.88, -37],
  [-131, 1.26, -30],
  [-108, 0.97, -24],
  [-86, 1.11, -17],
  [-63, 0.85, -11],
  [-41, 1.04, -6],
  [-19, 1.21, -3],
  [0, 1, 0],
  [22, 0.91, 5],
  [47, 1.14, 9],
];
export const sheetRow = (t: HeldoutTruth, [minutes, factor, shift]: [number, number, number], index: number) => {
  // Tests early in the morning: the day's earlier ones closer together.
  const spread = t.hour < 9 && minutes < 0 ? 0.45 : 1;
  const evd = factor === 1 ? t.evd : Math.round(t.evd * factor * 10) / 10;
  return {
    number: Number(testNumber(t)) - 10 + index,
    clock: clock(t, Math.round(minutes * spread)),
    lat: t.lat + shift / 1e5,
    lng: t.lng + (shift * 0.7) / 1e5,
    evd,
    settlement: factor === 1 ? t.settlement : Math.round((22.5 / evd) * 1000) / 1000,
    sv: factor === 1 ? t.sv : Math.round((t.sv + 0.07 * (index - 10)) * 100) / 100,
  };
};

// ---- shapes: a thumb, fold creases, a highlighter stroke ----------------------------------------------

/**
 * A thumb holding the sheet, coming up from below the page at x fraction `atX`: skin with a
 * darker edge and a nail, covering the lowest lines' left part and `up` line heights above.
 */
const thumb = (atX: number, up: number) => (box: Box, drawing: Drawing) => {
  const size = drawing.fontSize;
  const cx = box.x + box.width * atX;
  const tip = box.y - up * size * 1.5;
  const bottom = box.y + box.height + size * 3;
  const rx = size * 3.6;
  const ry = (bottom - tip) / 2;
  const cy = tip + ry;
  return [
    `<g transform="rotate(-14 ${cx.toFixed(1)} ${cy.toFixed(1)})">`,
    `<ellipse cx="${(cx + 4).toFixed(1)}" cy="${(cy + 5).toFixed(1)}" rx="${rx.toFixed(1)}" ry="${ry.toFixed(1)}" fill="rgb(90,80,70)" opacity="0.35"/>`,
    `<ellipse cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" rx="${rx.toFixed(1)}" ry="${ry.toFixed(1)}" fill="rgb(206,152,122)"/>`,
    `<ellipse cx="${(cx - rx * 0.25).toFixed(1)}" cy="${(cy + ry * 0.1).toFixed(1)}" rx="${(rx * 0.55).toFixed(1)}" ry="${(ry * 0.8).toFixed(1)}" fill="rgb(222,172,142)"/>`,
    `<ellipse cx="${cx.toFixed(1)}" cy="${(tip + size * 2.2).toFixed(1)}" rx="${(rx * 0.62).toFixed(1)}" ry="${(size * 1.9).toFixed(1)}" fill="rgb(236,204,188)" stroke="rgb(184,130,110)" stroke-width="1.5"/>`,
    '</g>',
  ].join('');
};

/**
 * A crease across the whole sheet where it was folded, through the middle of the line above this
 * zero-height figure: a soft shadow on one side, a light edge on the other, a thin line in between,
 * all faint enough that the text under it stays legible.
 */
const horizontalCrease = (box: Box, drawing: Drawing) => {
  const size = drawing.fontSize;
  const y = box.y - size * 0.62;
  const width = drawing.width;
  return [
    `<rect x="0" y="${(y - size * 0.55).toFixed(1)}" width="${width}" height="${(size * 0.55).toFixed(1)}" fill="rgb(120,120,110)" opacity="0.12"/>`,
    `<rect x="0" y="${y.toFixed(1)}" width="${width}" height="${(size * 0.35).toFixed(1)}" fill="rgb(255,255,255)" opacity="0.35"/>`,
    `<rect x="0" y="${(y - 0.7).toFixed(1)}" width="${width}" height="1.4" fill="rgb(150,150,140)" opacity="0.45"/>`,
  ].join('');
};
/** The fold down the middle of the sheet, from top to bottom (the last line's figure). */
const verticalCrease = (box: Box, drawing: Drawing) => {
  const size = drawing.fontSize;
  const x = drawing.width * 0.5;
  const bottom = box.y + box.height + Math.round(size * 1.2);
  return [
    `<rect x="${(x - size * 0.5).toFixed(1)}" y="0" width="${(size * 0.5).toFixed(1)}" height="${bottom.toFixed(1)}" fill="rgb(120,120,110)" opacity="0.1"/>`,
    `<rect x="${(x - 0.7).toFixed(1)}" y="0" width="1.4" height="${bottom.toFixed(1)}" fill="rgb(150,150,140)" opacity="0.5"/>`,
  ].join('');
};

/**
 * A yellow highlighter stroke over the line below this zero-height figure, drawn by hand: a little
 * askew, its ends rounded (drawn before the line's text, so the ink stays dark on it).
 */
const highlighter = (box: Box, drawing: Drawing) => {
  const size = drawing.fontSize;
  const y = box.y + size * 0.08;
  const x = box.x + box.width * 0.035;
  const w = box.width * 0.95;
  return `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="${(size * 1.35).toFixed(1)}" rx="${(size * 0.5).toFixed(1)}" fill="rgb(250,236,40)" opacity="0.75" transform="rotate(-0.6 ${(x + w / 2).toFixed(1)} ${(y + size * 0.7).toFixed(1)})"/>`;
};

// ---- the layouts -------------------------------------------------------------------------------------

export const seventhHeldoutLayouts: HeldoutLayout[] = [
  {
    // A Spanish contractor's protocol for a site in Germany ("Placa de carga dinámica"): the date
    // with the weekday and month written out ("miércoles, 11 de junio de 2025"), the time as
    // "14:02 h", the position as "Lat. 50,12345° N  Long. 14,56789° E" (decimal comma), asientos
    // s1–s3, their mean, s/v, "Módulo dinámico Evd", the requirement, the stress under the plate,
    // the calibration date, the print date and time and "Página 1 de 2".
    name: 'Protocolo español placa dinámica',
    half: 'development',
    draw: (t) => {
      const lat = decimalDegrees(t.lat, 5, true);
      const lng = decimalDegrees(t.lng, 5, true);
      const pair = labelValue(0.34);
      const printed = daysAfter(t, 1);
      return {
        font: LIBERATION_SERIF,
        fontSize: 20,
        width: 1000,
        background: 'rgb(254,253,250)',
        ink: 'rgb(20,20,26)',
        lines: [
          { ...line('Informe de ensayo – Placa de carga dinámica'), bold: true, scale: 1.3 },
          { ...line('Geotecnia Ibérica S.L. · Delegación Alemania · Equipo LFG 10 kg nº 2207'), scale: 0.85 },
          rule,
          pair('Obra', 'Ampliación B 101, tramo 2, explanada'),
          pair('Punto de ensayo', `PE-${Number(testNumber(t))}`),
          pair('Fecha', `${WEEKDAYS_ES[weekday(t)]}, ${t.day} de ${MONTHS_ES[t.month - 1]} de ${t.year}`),
          pair('Hora', `${clock(t)} h`),
          pair('Coordenadas', `Lat. ${lat.text}° N   Long. ${lng.text}° E`),
          rule,
          pair('Asientos s1 / s2 / s3', `${drops(t, true)} mm`),
          pair('Asiento medio s', `${mm(t.settlement, true)} mm`),
          pair('Relación s/v', `${fixed(t.sv, 2, true)} ms`),
          { ...pair('Módulo dinámico Evd', `${fixed(t.evd, 1, true)} MN/m²`), bold: true },
          pair('Valor exigido', `Evd ≥ ${REQUIRED} MN/m² – ${passes(t) ? 'CUMPLE' : 'NO CUMPLE'}`),
          pair('Tensión bajo la placa', '0,1 MN/m² (placa Ø 300 mm)'),
          rule,
          {
            ...line(
              at(`Calibración: ${calibrated(t)} · Impreso el ${german(printed)} a las 08:15 h`, 0),
              at('Página 1 de 2', 1, 'end'),
            ),
            scale: 0.8,
          },
        ],
      };
    },
    expected: printedAs((value) => decimalDegrees(value, 5)),
  },
  {
    // An Italian lab's paper protocol ("Prova di carico con piastra dinamica"): the date
    // "11/06/2025" and the clock with a point, "ore 14.02", which reads like a decimal number; the
    // position in degrees, minutes and seconds with a decimal comma; cedimenti s1–s3, the mean, s/v,
    // "modulo dinamico Evd" in MPa, the requirement, the temperature, the calibration certificate's
    // number and date, and the print line "Stampato il 12/06/2025 alle ore 08.15".
    name: 'Protocollo italiano ore con punto',
    half: 'development',
    draw: (t) => {
      const lat = degreesMinutesSeconds(t.lat, 1);
      const lng = degreesMinutesSeconds(t.lng, 1);
      const comma = (text: string) => text.replace('.', ',');
      const row = labelValue(0.42, 0.02);
      const printed = daysAfter(t, 1);
      const slash = (d: HeldoutTruth) => `${two(d.day)}/${two(d.month)}/${d.year}`;
      return {
        font: SANS,
        fontSize: 18,
        width: 1000,
        background: 'rgb(255,255,255)',
        ink: 'rgb(16,28,52)',
        lines: [
          { ...line('LABORATORIO PROVE MATERIALI ALPI S.r.l.'), bold: true, scale: 1.2 },
          { ...line('Prova di carico con piastra dinamica (deflettometro leggero)'), scale: 1.05 },
          rule,
          row('Cantiere', 'Variante SS 38 – Lotto 4 (tratto DE)'),
          row('Punto di prova n.', String(Number(testNumber(t)))),
          row('Data della prova', slash(t)),
          row('Ora', `ore ${pointClock(t)}`),
          row('Coordinate GPS', `${lat.g}°${lat.min}'${comma(lat.sec)}" N – ${lng.g}°${lng.min}'${comma(lng.sec)}" E`),
          row('Temperatura aria', `${12 + (t.minute % 11)} °C`),
          rule,
          row('Cedimenti s1 / s2 / s3', `${drops(t, true)} mm`),
          row('Cedimento medio s', `${mm(t.settlement, true)} mm`),
          row('Rapporto s/v', `${fixed(t.sv, 2, true)} ms`),
          { ...row('Modulo dinamico Evd', `${fixed(t.evd, 1, true)} MPa`), bold: true },
          row('Valore richiesto', `Evd ≥ ${REQUIRED} MPa (${passes(t) ? 'conforme' : 'non conforme'})`),
          rule,
          {
            ...line(`Certificato di taratura n. 118/${String(t.year - 1).slice(2)} del ${calibrated(t)}`),
            scale: 0.85,
          },
          {
            ...line(`Stampato il ${slash(printed)} alle ore 08.15`),
            scale: 0.85,
          },
          { ...line(at('Il tecnico: ____________', 0.02), at('Pag. 1/1', 1, 'end')), scale: 0.85 },
        ],
      };
    },
    expected: printedAs((value) => degreesMinutesSeconds(value, 1)),
  },
  {
    // A Hungarian subcontractor's protocol ("Könnyű ejtősúlyos mérés"): the date year first with the
    // month written out ("2025. június 11."), the clock on the same line, the position as
    // "É 50° 07,407'  K 14° 34,073'" (É = north, K = east, decimal comma), the settlements, their mean,
    // s/v, "Evd" in MPa, the requirement, the calibration date and the print date in the short
    // year-first form ("2025. 06. 12.").
    name: 'Magyar jegyzőkönyv',
    half: 'development',
    draw: (t) => {
      const lat = degreesMinutes(t.lat, 3);
      const lng = degreesMinutes(t.lng, 3);
      const pair = labelValue(0.4);
      const calibration = daysAfter(t, -143);
      return {
        font: NARROW,
        fontSize: 21,
        width: 900,
        background: 'rgb(250,250,246)',
        ink: 'rgb(24,24,24)',
        lines: [
          { ...line('MÉRÉSI JEGYZŐKÖNYV – Könnyű ejtősúlyos mérés'), bold: true, scale: 1.25 },
          { ...line('Dinamikus tárcsás teherbírásmérés · Duna-Geo Kft. · Győr'), scale: 0.85 },
          rule,
          pair('Munkaterület', 'B 85 Passau, 3. szakasz, földmű'),
          pair('Mérési pont', `${Number(testNumber(t))}. sz.`),
          pair('Mérés időpontja', `${hungarianDate(t)} ${clock(t)}`),
          pair(
            'Koordináták (WGS 84)',
            `É ${lat.g}° ${lat.minutes.replace('.', ',')}'   K ${lng.g}° ${lng.minutes.replace('.', ',')}'`,
          ),
          pair('Süllyedések s1 / s2 / s3', `${drops(t, true)} mm`),
          pair('Átlagos süllyedés s', `${mm(t.settlement, true)} mm`),
          pair('s/v', `${fixed(t.sv, 2, true)} ms`),
          { ...pair('Dinamikus modulus Evd', `${fixed(t.evd, 1, true)} MPa`), bold: true },
          pair('Előírt érték', `Evd ≥ ${REQUIRED} MPa – ${passes(t) ? 'megfelel' : 'nem felel meg'}`),
          pair('Ejtősúly / tárcsa', '10 kg / Ø 300 mm'),
          rule,
          {
            ...line(
              `Kalibrálva: ${hungarianShortDate(calibration)}   Nyomtatva: ${hungarianShortDate(daysAfter(t, 1))} 07:52`,
            ),
            scale: 0.85,
          },
        ],
      };
    },
    expected: printedAs((value) => degreesMinutes(value, 3)),
  },
  {
    // A typed site diary page ("Bautagebuch"), its entries in running prose, each starting with its
    // clock: the entries before and after the test (compaction finished, a gravel delivery with its
    // weights, a meeting, rain); the test's entry runs over three lines, "Evd =" at the end of the
    // first and the value at the start of the second, with the mean settlement, s/v, the requirement
    // and the single settlements in the sentence. The header gives the weekday and date, the
    // weather and the sheet number; the foot the date the site manager saw it. No position.
    name: 'Bautagebuch Fließtext',
    half: 'development',
    draw: (t) => {
      const n = Number(testNumber(t));
      const entry = (text: string): Line => line(at(text, 0.02));
      const more = (text: string): Line => line(at(text, 0.1));
      return {
        font: SERIF,
        fontSize: 18,
        width: 1000,
        background: 'rgb(252,250,240)',
        ink: 'rgb(30,30,40)',
        lines: [
          {
            ...line(at('Bautagebuch Nr. 17', 0), at(`Blatt ${90 + (t.minute % 40)}`, 1, 'end')),
            bold: true,
            scale: 1.2,
          },
          line(`Neubau Kindertagesstätte Sonnenhof, Außenanlagen · ${WEEKDAYS_DE[weekday(t)]}, ${german(t)}`),
          line(`Wetter: bewölkt, ${8 + (t.minute % 12)} °C, Wind schwach · Personal: Polier, 3 Facharbeiter`),
          rule,
          entry(`${clock(t, -170)} Walzenzug 12 t und Rüttelplatte vor Ort, Planum Feld B abgezogen.`),
          entry(`${clock(t, -115)} Anlieferung Schotter 0/32, drei Fuhren zu je 24,5 t (LS 88412 bis 88414),`),
          more('eingebaut in Feld B, Schichtdicke ca. 0,30 m.'),
          entry(`${clock(t, -55)} Verdichtung Feld B abgeschlossen, sechs Übergänge mit Walzenzug.`),
          entry(`${clock(t)} Dynamischer Plattendruckversuch durch Erdlabor Süd an MP ${n}, Ergebnis Evd =`),
          more(
            `${fixed(t.evd, 1, true)} MN/m² bei mittlerer Setzung ${mm(t.settlement, true)} mm und s/v ${fixed(t.sv, 2, true)} ms;`,
          ),
          more(
            `gefordert ≥ ${REQUIRED} MN/m², ${passes(t) ? 'somit erfüllt' : 'nicht erfüllt, Feld B wird nachverdichtet'}.`,
          ),
          more(`Einzelwerte der drei Stöße ${drops(t, true, '; ')} mm.`),
          entry(`${clock(t, 40)} Besprechung mit Bauherr wegen Pflasterflächen, Termin ${german(daysAfter(t, 7))}.`),
          entry(`${clock(t, 105)} Regenbeginn, Arbeiten an Feld C unterbrochen, Material abgedeckt.`),
          blank,
          {
            ...line(
              at('Aufgestellt: R. Krause, Polier', 0),
              at(`gesehen Bauleitung ${german(daysAfter(t, 1))}`, 1, 'end'),
            ),
            scale: 0.85,
          },
        ],
      };
    },
    expected: (t) => expectedFor(t, t.evd, 'absent'),
  },
  {
    // The test lab's invoice: letterhead, invoice number and date (nine days after the test), the
    // customer, four items with quantities and prices — the test itself as item 2 with its point,
    // date and time, its result in the line below it (Evd, mean settlement, s/v, the requirement) —,
    // the net sum, VAT 19 % and the total, the due date and the bank. No position.
    name: 'Rechnung mit Prüfposition',
    half: 'development',
    draw: (t) => {
      const n = Number(testNumber(t));
      const items = INVOICE_ITEMS.map((item, index) =>
        index === 1 ? { ...item, text: `Dyn. Plattendruckversuch MP ${n}, ${german(t)} ${clock(t)} Uhr` } : item,
      );
      const net = items.reduce((sum, item) => sum + item.total, 0);
      const vat = Math.round(net * 0.19);
      const itemLine = (position: string, text: string, quantity: string, price: string, total: string): Line =>
        line(at(position, 0), at(text, 0.06), at(quantity, 0.7, 'end'), at(price, 0.85, 'end'), at(total, 1, 'end'));
      const sum = (label: string, value: string): Line => line(at(label, 0.6), at(value, 1, 'end'));
      return {
        font: LIBERATION_SANS,
        fontSize: 18,
        width: 1000,
        background: 'rgb(255,255,255)',
        ink: 'rgb(28,28,34)',
        lines: [
          { ...line('Erdlabor Süd GmbH · Gewerbering 4 · 86899 Landsberg am Lech'), scale: 0.8 },
          blank,
          line('Tiefbau Huber GmbH & Co. KG'),
          line('Industriestraße 21, 86916 Kaufering'),
          blank,
          { ...line('RECHNUNG'), bold: true, scale: 1.5 },
          line(
            at(`Rechnungs-Nr. R-${t.year}-${String(400 + n)}`, 0),
            at(`Rechnungsdatum ${german(daysAfter(t, 9))}`, 1, 'end'),
          ),
          line(at('Kunden-Nr. 10442 · Ihr Auftrag vom Polier', 0), at(`Leistungsdatum ${german(t)}`, 1, 'end')),
          rule,
          { ...itemLine('Pos.', 'Leistung', 'Menge', 'Einzelpreis', 'Gesamt'), bold: true },
          ...items.flatMap((item, index) => [
            itemLine(String(index + 1), item.text, item.quantity, euro(item.price), euro(item.total)),
            ...(index === 1
              ? [
                  {
                    ...line(
                      at(
                        `Ergebnis: Evd = ${fixed(t.evd, 1, true)} MN/m² (s = ${mm(t.settlement, true)} mm, s/v ${fixed(t.sv, 2, true)} ms), Soll ≥ ${REQUIRED} MN/m²`,
                        0.06,
                      ),
                    ),
                    scale: 0.85,
                  },
                ]
              : []),
          ]),
          rule,
          sum('Nettobetrag', euro(net)),
          sum('zzgl. USt. 19 %', euro(vat)),
          { ...sum('Rechnungsbetrag', euro(net + vat)), bold: true },
          blank,
          line(`Zahlbar bis ${german(daysAfter(t, 23))} ohne Abzug.`),
          { ...line('Sparkasse Landsberg · IBAN DE12 7005 2060 0012 3456 78 · USt-IdNr. DE 812345678'), scale: 0.8 },
        ],
      };
    },
    expected: (t) => expectedFor(t, t.evd, 'absent'),
  },
  {
    // A protocol held in the hand for the photo: a thumb comes up from below the sheet and covers
    // the left part of the lowest lines (the device and print lines) and the start of the
    // requirement; above it the date as "2025-06-11", the clock with seconds, the position as
    // "N 50.12345°  E 14.56789°", settlements, their mean, s/v and Evd stay free.
    name: 'Daumen über dem Ausdruck',
    half: 'development',
    draw: (t) => {
      const lat = decimalDegrees(t.lat, 5);
      const lng = decimalDegrees(t.lng, 5);
      const pair = labelValue(0.44, 0.04);
      return {
        font: SANS,
        fontSize: 19,
        width: 900,
        background: 'rgb(248,248,244)',
        ink: 'rgb(22,22,26)',
        lines: [
          { ...line('Prüfprotokoll Leichtes Fallgewichtsgerät'), bold: true, scale: 1.2 },
          line('Baustelle Radweg Lindenallee, Abschnitt 2'),
          rule,
          pair('Messpunkt', String(Number(testNumber(t)))),
          pair('Datum', freshDateText(t, 'iso')),
          pair('Uhrzeit', clockSeconds(t)),
          pair('Position', `N ${lat.text}°  E ${lng.text}°`),
          pair('s1 / s2 / s3', `${drops(t, true)} mm`),
          pair('Setzung s', `${mm(t.settlement, true)} mm`),
          pair('s/v', `${fixed(t.sv, 2, true)} ms`),
          { ...pair('Evd', `${fixed(t.evd, 1, true)} MN/m²`), bold: true, scale: 1.15 },
          blank,
          pair('Anforderung', `Evd ≥ ${REQUIRED},0 MN/m²`),
          pair('Gerät', `HFG 10, Kalibrierung ${calibrated(t)}`),
          pair('Gedruckt', `${german(daysAfter(t, 1))} 06:48`),
          figure(1.2, thumb(0.47, 3.1)),
        ],
      };
    },
    expected: printedAs((value) => decimalDegrees(value, 5)),
  },
  {
    // A protocol folded twice to fit a jacket pocket, then unfolded and photographed: one crease
    // runs across through the Evd line, another through the position line, a third down the middle
    // of the page through all values; the position as "52°30.7406'N 13°24.3400'E" (decimal minutes),
    // the date and time on separate lines, the usual values and the print and calibration lines.
    name: 'Gefalzt, Falz durch die Werte',
    half: 'development',
    draw: (t) => {
      const lat = degreesMinutes(t.lat, 4);
      const lng = degreesMinutes(t.lng, 4);
      const pair = labelValue(0.5, 0.02);
      return {
        font: SERIF_CONDENSED,
        fontSize: 20,
        width: 860,
        background: 'rgb(250,250,246)',
        ink: 'rgb(20,20,24)',
        lines: [
          { ...line('Messprotokoll dynamische Lastplatte'), bold: true, scale: 1.2 },
          line(`Gewerbegebiet Nord, Baufeld ${1 + (t.second % 6)}, Planum`),
          rule,
          pair('Versuch Nr.', testNumber(t)),
          pair('Datum', german(t)),
          pair('Zeit', `${clock(t)} Uhr`),
          pair('Koordinaten', `${lat.g}°${lat.minutes}'N ${lng.g}°${lng.minutes}'E`),
          figure(0, horizontalCrease),
          pair('Setzungen', `${drops(t, true)} mm`),
          pair('Mittel s', `${mm(t.settlement, true)} mm`),
          pair('s/v', `${fixed(t.sv, 2, true)} ms`),
          { ...pair('Evd', `${fixed(t.evd, 1, true)} MN/m²`), bold: true },
          figure(0, horizontalCrease),
          pair('Soll', `≥ ${REQUIRED} MN/m² ${passes(t) ? 'erfüllt' : 'nicht erfüllt'}`),
          pair('Temperatur Boden', `${6 + (t.minute % 14)} °C`),
          rule,
          { ...line(`Kalibriert ${calibrated(t)} · Ausdruck ${german(daysAfter(t, 2))} 10:05`), scale: 0.85 },
          figure(0.6, verticalCrease),
        ],
      };
    },
    expected: printedAs((value) => degreesMinutes(value, 4)),
  },
  {
    // A British hire device's test record in English: the date as "11/06/25" (day first, two-digit
    // year), the time "2:02 pm" on a 12-hour clock, the position with a three-digit longitude
    // ("50°07.407'N 014°34.073'E"), deflections d1–d3, their mean, s/v, Evd in MN/m2, the target,
    // peak load and pulse, the calibration-due date, the firmware's build date (ISO) and the print
    // line with the weekday ("Printed Thu 12 Jun 2025 8:15 am").
    name: 'UK-Gerät 12-Stunden-Uhr, Jahr zweistellig',
    half: 'development',
    draw: (t) => {
      const lat = degreesMinutes(t.lat, 3);
      const lng = degreesMinutes(t.lng, 3);
      const pair = labelValue(0.42);
      const printed = daysAfter(t, 1);
      const due = daysAfter(t, 200);
      return {
        font: MONO,
        fontSize: 18,
        width: 760,
        background: 'rgb(253,253,253)',
        ink: 'rgb(26,26,26)',
        lines: [
          { ...line('LWD TEST RECORD'), bold: true, scale: 1.3 },
          line(`Hire unit LWD-300 #H-1187, firmware 2.4.1 (${t.year - 1}-11-30)`),
          rule,
          pair('Site', 'A 44 Widening, Lot 3'),
          pair('Test no.', String(Number(testNumber(t)))),
          pair('Date', britishShortDate(t)),
          pair('Time', twelveHour(t)),
          pair('GPS', `${lat.g}°${lat.minutes}'N ${String(lng.g).padStart(3, '0')}°${lng.minutes}'E`),
          pair('d1/d2/d3 (mm)', drops(t, false, ' ')),
          pair('Mean defl. (mm)', mm(t.settlement, false)),
          pair('s/v (ms)', fixed(t.sv, 2, false)),
          { ...pair('Evd (MN/m2)', fixed(t.evd, 1, false)), bold: true },
          pair('Target Evd', `>= ${REQUIRED} MN/m2 ${passes(t) ? 'PASS' : 'FAIL'}`),
          pair('Peak load', `${(7.02 + (t.second % 9) / 100).toFixed(2)} kN`),
          pair('Pulse', `${(16.9 + (t.minute % 7) / 10).toFixed(1)} ms`),
          pair('Calib. due', britishShortDate(due)),
          rule,
          {
            ...line(
              `Printed ${WEEKDAYS_EN_SHORT[weekday(printed)]} ${printed.day} ${MONTHS_EN_SHORT[printed.month - 1]} ${printed.year} 8:15 am`,
            ),
            scale: 0.85,
          },
        ],
      };
    },
    expected: printedAs((value) => degreesMinutes(value, 3)),
  },
  {
    // A PDF report from software set to kN/m²: Evd printed only as "48 200 kN/m²" (the thousands
    // apart by a space), the requirement "≥ 45 000 kN/m²", the plate's stress "100 kN/m²"; the
    // position in the geodetic "B = 50,123456°  L = 14,567890°" (Breite, Länge), the date and the
    // clock, settlements in mm, s/v, and the program's settings line and the print time. A correct
    // reader answers Evd in MN/m² (48,2).
    name: 'Modul in kN/m², Lage B/L',
    half: 'development',
    draw: (t) => {
      const lat = decimalDegrees(t.lat, 6, true);
      const lng = decimalDegrees(t.lng, 6, true);
      const row = (label: string, value: string, unit = ''): Line =>
        line(at(label, 0.02), at(value, 0.66, 'end'), at(unit, 0.68));
      return {
        font: LIBERATION_SANS,
        fontSize: 19,
        width: 1000,
        background: 'rgb(255,255,255)',
        ink: 'rgb(20,24,30)',
        lines: [
          { ...line('GeoDyn Report 2.0 – Dynamischer Plattendruckversuch'), bold: true, scale: 1.2 },
          { ...line('Einstellungen: Modul in kN/m², Setzung in mm, Zeit Ortszeit'), scale: 0.85 },
          rule,
          row('Messstelle', `MS ${Number(testNumber(t))}`),
          row('Datum / Uhrzeit', `${german(t)}  ${clock(t)}`),
          row('Lage (ETRS89)', `B = ${lat.text}°   L = ${lng.text}°`),
          row('Setzung 1 / 2 / 3', drops(t, true), 'mm'),
          row('mittlere Setzung s', mm(t.settlement, true), 'mm'),
          row('s/v', fixed(t.sv, 2, true), 'ms'),
          row('Normalspannung', '100', 'kN/m²'),
          { ...row('Dyn. Verformungsmodul Evd', kiloNewton(t.evd), 'kN/m²'), bold: true },
          row('Anforderung Evd ≥', kiloNewton(REQUIRED), 'kN/m²'),
          row('Ergebnis', passes(t) ? 'erfüllt' : 'nicht erfüllt'),
          rule,
          {
            ...line(`Gerät-Nr. 40517 · kalibriert ${calibrated(t)} · Druck ${german(daysAfter(t, 1))} 09:31`),
            scale: 0.85,
          },
        ],
      };
    },
    expected: printedAs((value) => decimalDegrees(value, 6)),
  },
  {
    // A spreadsheet of the day's tests printed on paper, a yellow highlighter stroke over one row
    // far below the header row (the column names and units only there, with the column letters and
    // row numbers of the program): thirteen tests with their point, date, time, latitude and
    // longitude in decimal degrees, s, s/v, Evd and rating; the highlighted one is the test. The
    // others have other clocks, positions a few metres away and other Evd values.
    name: 'Tabellenausdruck mit Textmarker',
    half: 'development',
    draw: (t) => {
      const columns = [0, 0.04, 0.11, 0.23, 0.31, 0.43, 0.55, 0.65, 0.74, 0.84];
      const cells = (texts: string[]): Line => line(...texts.map((text, i) => at(text, columns[i]!)));
      const rows = SHEET_ROWS.map((offsets, index) => sheetRow(t, offsets, index));
      return {
        font: LIBERATION_SANS,
        fontSize: 16,
        width: 1100,
        background: 'rgb(255,255,255)',
        ink: 'rgb(20,20,20)',
        lines: [
          { ...line(at('Messungen_LFG_Baufeld3.xlsx', 0), at('Seite 1 von 1', 1, 'end')), scale: 0.85 },
          {
            ...cells(['', 'A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I']),
            fill: 'rgb(230,230,230)',
          },
          {
            ...cells([
              '1',
              'MP',
              'Datum',
              'Uhrzeit',
              'Breite [°]',
              'Länge [°]',
              's [mm]',
              's/v [ms]',
              'Evd [MN/m²]',
              'Bewertung',
            ]),
            bold: true,
          },
          ...rows.flatMap((row, index) => [
            ...(SHEET_ROWS[index]![1] === 1 ? [figure(0, highlighter)] : []),
            cells([
              String(index + 2),
              String(row.number),
              german(t),
              row.clock,
              row.lat.toFixed(5),
              row.lng.toFixed(5),
              mm(row.settlement, true),
              fixed(row.sv, 2, true),
              fixed(row.evd, 1, true),
              row.evd >= REQUIRED ? 'i.O.' : 'n.i.O.',
            ]),
          ]),
          blank,
          { ...line(`Anforderung Planum: Evd ≥ ${REQUIRED} MN/m²`), scale: 0.9 },
          { ...line(`gedruckt ${german(daysAfter(t, 1))} 07:12 von Bauleitung`), scale: 0.85 },
        ],
      };
    },
    expected: printedAs((value) => decimalDegrees(value, 5)),
  },
];
