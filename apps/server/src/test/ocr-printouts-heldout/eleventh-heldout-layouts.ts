// Ten further held-out layouts for the second OCR test set (issue 38), the eleventh batch. Written
// without looking at the reader, its tests, its benchmark or the decisions on what it gets wrong,
// and modelled on what light drop-weight devices (TP BF-StB B 8.3), site paperwork and the screens
// results are read on print and show: a Swedish protocol (ISO date with the week "v. 6", "kl. 9.05",
// "Ö" for east, Evd in MPa), a Latvian one ("2025. gada 3. februārī", "plkst."), a German protocol
// that locates its test in Gauss-Krüger coordinates only, a device display photographed in the sun
// with a glare spot across it, a surveyor's GNSS controller storing the test as a point attribute
// (seconds to five decimals), a KML file in an editor (longitude before latitude, the time in UTC),
// a field sheet with a struck-out Evd and its handwritten correction, a test plan's checklist with
// weekday dates ("Mo 3.2.25"), a forwarded e-mail whose quoted header lines carry the mails' dates,
// and a 4 × 20 character dot-matrix LCD. Each prints numbers of other quantities near Evd and dates
// or clocks that are not the test's; where a page prints no position in degrees, none is expected
// (decision 0765).
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
import { REQUIRED, WEEKDAYS_DE, calibrated, drops, isoWeek, passes, weekday } from './fourth-heldout-layouts.js';
import { daysAfter, utcOffsetHours } from './fifth-heldout-layouts.js';
import { expectedFor, figure, printedAs, utm } from './third-heldout-layouts.js';
import { xml } from './heldout-photo.js';
import {
  DEJAVU_SANS as SANS,
  DEJAVU_SANS_CONDENSED as CONDENSED,
  DEJAVU_SANS_MONO as MONO,
  DEJAVU_SERIF as SERIF,
  LIBERATION_MONO,
  LIBERATION_SANS,
  LIBERATION_SERIF,
} from './heldout-fonts.js';

// ---- dates and clocks as these documents write them ------------------------------------------------------

const german = (t: HeldoutTruth) => freshDateText(t, 'german');
const iso = (t: HeldoutTruth) => freshDateText(t, 'iso');
/** Swedish clock: "kl. 9.05" (no leading zero, a point). */
export const swedishClock = (t: HeldoutTruth) => `kl. ${t.hour}.${two(t.minute)}`;
/** Latvian months in the locative a date takes: "2025. gada 3. februārī". */
export const MONTHS_LV = [
  'janvārī',
  'februārī',
  'martā',
  'aprīlī',
  'maijā',
  'jūnijā',
  'jūlijā',
  'augustā',
  'septembrī',
  'oktobrī',
  'novembrī',
  'decembrī',
];
export const latvianDate = (t: HeldoutTruth) => `${t.year}. gada ${t.day}. ${MONTHS_LV[t.month - 1]}`;
/** A weekday and a short date without leading zeros: "Mo 3.2.25". */
export const shortWeekdayDate = (t: HeldoutTruth) =>
  `${WEEKDAYS_DE[weekday(t)]!.slice(0, 2)} ${t.day}.${t.month}.${String(t.year).slice(2)}`;
/** The test's moment in UTC as KML writes it ("2025-02-03T13:32:15Z"); hours start at 6, so the day stays. */
export const utcWhen = (t: HeldoutTruth) =>
  `${iso(t)}T${two(t.hour - utcOffsetHours(t))}:${two(t.minute)}:${two(t.second)}Z`;
/** A mail header's date: "Mittwoch, 5. Februar 2025 08:14". */
const mailDate = (t: HeldoutTruth, time: string) =>
  `${WEEKDAYS_DE[weekday(t)]}, ${t.day}. ${MONTHS_DE[t.month - 1]} ${t.year} ${time}`;

const evdComma = (t: HeldoutTruth) => fixed(t.evd, 1, true);
const comma = (text: string) => text.replace('.', ',');

// ---- positions ----------------------------------------------------------------------------------------------

const minutes3 = (value: number) => degreesMinutes(value, 3);
const minutes4 = (value: number) => degreesMinutes(value, 4);
const seconds5 = (value: number) => degreesMinutesSeconds(value, 5);

/**
 * Gauss-Krüger coordinates (Bessel ellipsoid, 3° strips, scale 1; no datum shift — they only have
 * to look like a real Rechtswert and Hochwert): the strip's number leads the Rechtswert.
 */
export const gaussKrueger = (lat: number, lng: number) => {
  const a = 6_377_397.155;
  const f = 1 / 299.1528128;
  const e2 = f * (2 - f);
  const ep2 = e2 / (1 - e2);
  const strip = Math.round(lng / 3);
  const phi = (lat * Math.PI) / 180;
  const big = a / Math.sqrt(1 - e2 * Math.sin(phi) ** 2);
  const tan2 = Math.tan(phi) ** 2;
  const c = ep2 * Math.cos(phi) ** 2;
  const da = Math.cos(phi) * (((lng - 3 * strip) * Math.PI) / 180);
  const e4 = e2 * e2;
  const arc =
    a *
    ((1 - e2 / 4 - (3 * e4) / 64) * phi -
      ((3 * e2) / 8 + (3 * e4) / 32) * Math.sin(2 * phi) +
      ((15 * e4) / 256) * Math.sin(4 * phi));
  const east = big * (da + ((1 - tan2 + c) * da ** 3) / 6);
  const north = arc + big * Math.tan(phi) * (da ** 2 / 2 + ((5 - tan2 + 9 * c + 4 * c * c) * da ** 4) / 24);
  return { strip, right: fixed(strip * 1_000_000 + 500_000 + east, 2, true), high: fixed(north, 2, true) };
};

// ---- other numbers -------------------------------------------------------------------------------------------

/** The value first written down by mistake: two digits swapped, or ten off where that gives no leading zero. */
export const miswritten = (t: HeldoutTruth) => {
  const text = evdComma(t);
  const [whole, tenth] = text.split(',') as [string, string];
  const swapped =
    whole.length === 2 && whole[0] !== whole[1] && whole[1] !== '0'
      ? `${whole[1]}${whole[0]}`
      : String(Number(whole) + 10);
  return `${swapped},${tenth}`;
};

/** The four rows of the character LCD, twenty characters each. */
export const lcdRows = (t: HeldoutTruth) => {
  const lat = decimalDegrees(t.lat, 5);
  const lng = decimalDegrees(t.lng, 5);
  const date = `${two(t.day)}.${two(t.month)}.${String(t.year).slice(2)}`;
  return [
    `${date} ${clock(t)} #${testNumber(t)}`,
    `s=${mm(t.settlement, false)}mm s/v=${fixed(t.sv, 2, false)}`,
    `Evd=${fixed(t.evd, 1, false).padStart(5, ' ')}MN/m2 min${REQUIRED}`,
    `N${lat.text} E${lng.text.padStart(8, '0')}`,
  ].map((row) => row.padEnd(20, ' ').slice(0, 20));
};

// ---- shapes --------------------------------------------------------------------------------------------------

/** A glare spot of the sun across a display (the last line's zero-height figure, over the text). */
const glare = (box: Box, drawing: Drawing) => {
  const size = drawing.fontSize;
  const top = Math.round(size * 2.5) + Math.round(size * 1.2);
  const cx = box.x + box.width * 0.62;
  const cy = top + (box.y - top) * 0.5;
  const rx = box.width * 0.4;
  const ry = (box.y - top) * 0.16;
  return [
    `<defs><radialGradient id="glare"><stop offset="0" stop-color="rgb(255,255,246)" stop-opacity="0.72"/><stop offset="0.55" stop-color="rgb(255,255,240)" stop-opacity="0.45"/><stop offset="1" stop-color="rgb(255,255,240)" stop-opacity="0"/></radialGradient></defs>`,
    `<ellipse cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" rx="${rx.toFixed(1)}" ry="${ry.toFixed(1)}" fill="url(#glare)" transform="rotate(-9 ${cx.toFixed(1)} ${cy.toFixed(1)})"/>`,
  ].join('');
};

/** A stroke through a cell of the line (a value struck out by hand), `length` characters long. */
const strikeThrough = (from: number, length: number) => (box: Box, drawing: Drawing) => {
  const size = drawing.fontSize;
  const x = box.x + box.width * from;
  const y = box.y + box.height * 0.72 - size * 0.33;
  const width = length * size * 0.5;
  return `<path d="M${(x - size * 0.2).toFixed(1)} ${(y + 2).toFixed(1)} L${(x + width + size * 0.2).toFixed(1)} ${(y - 2).toFixed(1)}" stroke="rgb(20,40,150)" stroke-width="2.2" fill="none"/>`;
};

/** The 4 × 20 character LCD: one cell per character, the characters in a monospaced face. */
const characterLcd = (rows: string[]) => (box: Box) => {
  const cellW = box.width / 20;
  const cellH = box.height / rows.length;
  const parts = [
    `<rect x="${box.x - 8}" y="${box.y - 6}" width="${box.width + 16}" height="${box.height + 12}" rx="6" fill="rgb(118,150,40)"/>`,
  ];
  rows.forEach((row, r) =>
    [...row].forEach((char, c) => {
      const x = box.x + c * cellW;
      const y = box.y + r * cellH;
      parts.push(
        `<rect x="${(x + 1.5).toFixed(1)}" y="${(y + 2).toFixed(1)}" width="${(cellW - 3).toFixed(1)}" height="${(cellH - 4).toFixed(1)}" fill="rgb(132,166,52)"/>`,
      );
      if (char !== ' ')
        parts.push(
          `<text x="${(x + cellW / 2).toFixed(1)}" y="${(y + cellH * 0.74).toFixed(1)}" font-family="${LIBERATION_MONO}" font-size="${(cellH * 0.72).toFixed(1)}" font-weight="bold" text-anchor="middle" fill="rgb(28,40,22)">${xml(char)}</text>`,
        );
    }),
  );
  return parts.join('');
};

// ---- the layouts -------------------------------------------------------------------------------------------

/** A line of cells at the given places (empty texts left out). */
const cellsAt = (positions: number[], texts: (string | undefined)[]): Line =>
  line(...texts.flatMap((text, index) => (text ? [at(text, positions[index]!)] : [])));

/** The checklist's rows: one cancelled before, the test's done, three open after. */
export const checklistRows = (t: HeldoutTruth) => {
  const number = 1 + (Number(testNumber(t)) % 40);
  return [
    {
      point: `MP ${number - 1}`,
      planned: shortWeekdayDate(daysAfter(t, -1)),
      done: 'entfällt',
      evd: '—',
      note: 'überbaut',
    },
    {
      point: `MP ${number}`,
      planned: shortWeekdayDate(t),
      done: `${shortWeekdayDate(t)} ${clock(t)}`,
      evd: evdComma(t),
      note: `✓ ${mm(t.settlement, true)} / ${fixed(t.sv, 2, true)}`,
    },
    { point: `MP ${number + 1}`, planned: shortWeekdayDate(daysAfter(t, 1)), done: 'offen', evd: '—', note: '' },
    { point: `MP ${number + 2}`, planned: shortWeekdayDate(daysAfter(t, 1)), done: 'offen', evd: '—', note: '' },
    { point: `MP ${number + 3}`, planned: shortWeekdayDate(daysAfter(t, 2)), done: 'offen', evd: '—', note: '' },
  ];
};

/** The forwarded mail's lines: the forward's header, the quoted report, the quoted request below it. */
export const mailLines = (t: HeldoutTruth) => {
  const lat = decimalDegrees(t.lat, 6);
  const lng = decimalDegrees(t.lng, 6);
  const point = `MP ${1 + (Number(testNumber(t)) % 30)}`;
  return [
    'Von: Krüger, Thomas <t.krueger@bau-krueger.de>',
    `Gesendet: ${mailDate(daysAfter(t, 2), '08:14')}`,
    'An: Projektsteuerung Nordwert <ps@nordwert.de>',
    `Betreff: WG: Ergebnis LWD ${point}`,
    '',
    'zur Kenntnis, Ergebnis der Nachprüfung siehe unten. Gruß T. Krüger',
    '',
    `> Am ${german(daysAfter(t, 1))} um 17:46 schrieb Labor Seidel <info@labor-seidel.de>:`,
    `> Messung ${point} vom ${german(t)}, ${clock(t)} Uhr:`,
    `> s1 / s2 / s3 = ${drops(t, true)} mm, s = ${mm(t.settlement, true)} mm, s/v = ${fixed(t.sv, 2, true)} ms`,
    `> Evd = ${evdComma(t)} MN/m² (Anforderung ≥ ${REQUIRED} MN/m²)`,
    `> Lage: ${lat.text}, ${lng.text}`,
    '>',
    `>> Am ${german(daysAfter(t, -1))} um 16:40 schrieb Krüger, Thomas:`,
    `>> bitte ${point} morgen nach dem Nachverdichten prüfen.`,
  ];
};

/** The KML file's lines, as the editor shows them. */
export const kmlLines = (t: HeldoutTruth) => {
  const lat = decimalDegrees(t.lat, 6);
  const lng = decimalDegrees(t.lng, 6);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<kml xmlns="http://www.opengis.net/kml/2.2">',
    '<Document>',
    `  <name>LWD-Export ${iso(daysAfter(t, 2))}</name>`,
    '  <Placemark>',
    `    <name>MP ${Number(testNumber(t))}</name>`,
    `    <TimeStamp><when>${utcWhen(t)}</when></TimeStamp>`,
    '    <description>',
    `      Evd = ${evdComma(t)} MN/m²; s = ${mm(t.settlement, true)} mm;`,
    `      s/v = ${fixed(t.sv, 2, true)} ms; Soll ≥ ${REQUIRED} MN/m²`,
    '    </description>',
    `    <Point><coordinates>${lng.text},${lat.text},${fixed(40 + (t.minute % 30) * 1.7, 1, false)}</coordinates></Point>`,
    '  </Placemark>',
    '</Document>',
    '</kml>',
  ];
};

export const eleventhHeldoutLayouts: HeldoutLayout[] = [
  {
    // A Swedish subcontractor's protocol ("Provningsprotokoll – lätt fallviktsapparat"): the ISO date
    // with the week ("v. 6"), "kl. 9.05", the position with "N" and "Ö" (öst, east) in decimal-comma
    // minutes with primes, the results with Evd in MPa, the requirement and the print line.
    name: 'Provningsprotokoll svenska, Evd i MPa',
    half: 'development',
    draw: (t) => {
      const lat = minutes3(t.lat);
      const lng = minutes3(t.lng);
      const pair = labelValue(0.42);
      return {
        font: LIBERATION_SANS,
        fontSize: 20,
        width: 960,
        background: 'rgb(255,255,255)',
        ink: 'rgb(20,28,40)',
        lines: [
          { ...line('PROVNINGSPROTOKOLL – LÄTT FALLVIKTSAPPARAT'), bold: true, scale: 1.15 },
          { ...line('Lindqvist Mark & Anläggning AB · Arbetsplats: Logistikcenter Rostock, yta B'), scale: 0.85 },
          rule,
          pair('Provpunkt', `PP ${Number(testNumber(t))}`),
          pair('Datum', `${iso(t)} (v. ${isoWeek(t.year, t.month, t.day)})`),
          pair('Tid', swedishClock(t)),
          pair('Position (WGS 84)', `N ${lat.g}° ${comma(lat.minutes)}′   Ö ${lng.g}° ${comma(lng.minutes)}′`),
          pair('Lufttemperatur', `${temperature(t)} °C`),
          rule,
          ...results(t, pair, ['Sättningar s1 / s2 / s3', 'Medelsättning s', 's/v', 'Deformationsmodul Evd'], 'MPa'),
          pair('Krav', `Evd ≥ ${REQUIRED} MPa – ${passes(t) ? 'godkänd' : 'underkänd'}`),
          pair('Kalibrerad', calibrated(t)),
          rule,
          { ...line(`Utskriven ${iso(daysAfter(t, 1))} 17:55 · Sida 1 av 1`), scale: 0.85 },
        ],
      };
    },
    expected: printedAs(minutes3),
  },
  {
    // A Latvian subcontractor's protocol: the date year first with "gada" and the month in the
    // locative, "plkst. 14:32", the position as "Z. pl." (ziemeļu platums, north) and "A. g."
    // (austrumu garums, east) in decimal-comma degrees with six decimals, results and print line.
    name: 'Testēšanas protokols latviski',
    half: 'development',
    draw: (t) => {
      const lat = decimalDegrees(t.lat, 6, true);
      const lng = decimalDegrees(t.lng, 6, true);
      const pair = labelValue(0.5);
      return {
        font: SERIF,
        fontSize: 18,
        width: 1000,
        background: 'rgb(252,252,248)',
        ink: 'rgb(24,24,24)',
        lines: [
          { ...line(`TESTĒŠANAS PROTOKOLS Nr. ${Number(testNumber(t))}`), bold: true, scale: 1.2 },
          line('Dinamiskā plātnes slodzes pārbaude ar vieglo krītošo svaru'),
          { ...line('SIA „Ceļu būve Rīga“ · Objekts: Apvedceļš Neubrandenburg'), scale: 0.85 },
          rule,
          pair('Pārbaudes datums', latvianDate(t)),
          pair('Laiks', `plkst. ${clock(t)}`),
          pair('Koordinātas (WGS 84)', `Z. pl. ${lat.text}°   A. g. ${lng.text}°`),
          pair('Gaisa temperatūra', `${temperature(t)} °C`),
          rule,
          ...results(t, pair, [
            'Iespiedumi s1 / s2 / s3',
            'Vidējais iespiedums s',
            's/v',
            'Dinamiskais deformācijas modulis Evd',
          ]),
          pair('Prasība', `Evd ≥ ${REQUIRED} MN/m² – ${passes(t) ? 'atbilst' : 'neatbilst'}`),
          rule,
          { ...line(`Izdrukāts ${german(daysAfter(t, 2))} 18:10 · Pārbaudi veica: A. Bērziņš`), scale: 0.85 },
        ],
      };
    },
    expected: printedAs((value) => decimalDegrees(value, 6, true)),
  },
  {
    // A German lab's protocol that places its test in Gauss-Krüger coordinates only (Rechtswert
    // with the strip's number, Hochwert, DHDN): no latitude and longitude are printed, and turning
    // these into WGS 84 degrees needs a datum transformation no reader of the sheet does — no
    // position is expected. Evd, date and clock are the test's.
    name: 'Lage nur Gauß-Krüger Rechts- und Hochwert',
    half: 'development',
    draw: (t) => {
      const gk = gaussKrueger(t.lat, t.lng);
      const pair = labelValue(0.36);
      return {
        font: LIBERATION_SERIF,
        fontSize: 20,
        width: 940,
        background: 'rgb(255,255,255)',
        ink: 'rgb(16,16,16)',
        lines: [
          { ...line('Dynamischer Plattendruckversuch – Prüfprotokoll'), bold: true, scale: 1.2 },
          { ...line('Ingenieurgesellschaft Vogt & Partner · Erschließung Gewerbepark Süd'), scale: 0.85 },
          rule,
          pair('Prüfpunkt', `DP ${Number(testNumber(t))}`),
          pair('Prüfdatum', german(t)),
          pair('Uhrzeit', `${clock(t)} Uhr`),
          pair('Lagesystem', `DHDN / Gauß-Krüger, ${gk.strip}. Streifen`),
          pair('Rechtswert', `${gk.right} m`),
          pair('Hochwert', `${gk.high} m`),
          pair('Höhe', `${fixed(31.4 + (t.minute % 40) * 1.3, 2, true)} m NHN`),
          rule,
          ...results(t, pair, ['Setzungen s1 / s2 / s3', 'Mittlere Setzung s', 's/v', 'Evd']),
          pair('Anforderung', `Evd ≥ ${REQUIRED} MN/m² – ${passes(t) ? 'erfüllt' : 'nicht erfüllt'}`),
          pair('Gerät / Kalibrierung', `LFG 10 kg Nr. 2231 / ${calibrated(t)}`),
          rule,
          { ...line(`Ausgestellt ${german(daysAfter(t, 3))} · Vogt`), scale: 0.85 },
        ],
      };
    },
    expected: (t) => expectedFor(t, t.evd, 'absent'),
  },
  {
    // A device's display photographed in the sun: a glare spot across the middle of the screen
    // washes out part of the settlements and of the Evd line; everything stays legible to a careful
    // eye. Date and clock with seconds, degrees and dot minutes, s1–s3, s, s/v, Evd, memory, battery.
    name: 'Display in der Sonne mit Blendfleck',
    half: 'development',
    draw: (t) => {
      const lat = minutes4(t.lat);
      const lng = minutes4(t.lng);
      const pair = (label: string, value: string) => line(at(label, 0), at(value, 1, 'end'));
      return {
        font: CONDENSED,
        fontSize: 20,
        width: 640,
        background: 'rgb(24,36,44)',
        ink: 'rgb(226,236,240)',
        display: { housing: 'rgb(230,120,20)' },
        lines: [
          {
            ...line(
              at(`Messung ${testNumber(t)}`, 0),
              at(`${clock(t, 2 + (t.second % 5))}   ${battery(t)} %`, 1, 'end'),
            ),
            scale: 0.85,
          },
          line(at(german(t), 0), at(clockSeconds(t), 1, 'end')),
          line(at(`N ${lat.g}°${lat.minutes}'`, 0), at(`E ${lng.g}°${lng.minutes}'`, 1, 'end')),
          rule,
          pair('s1 / s2 / s3', `${drops(t, false)} mm`),
          pair('s', `${mm(t.settlement, false)} mm`),
          pair('s/v', `${fixed(t.sv, 2, false)} ms`),
          { ...pair('Evd', `${fixed(t.evd, 1, false)} MN/m²`), scale: 1.5, bold: true },
          pair('Soll', `≥ ${REQUIRED} MN/m²  ${passes(t) ? 'OK' : 'NICHT OK'}`),
          rule,
          { ...line(at('Speicher 214/500', 0), at(`Kal. ${calibrated(t)}`, 1, 'end')), scale: 0.85 },
          figure(0, glare),
        ],
      };
    },
    expected: printedAs(minutes4),
  },
  {
    // A surveyor's GNSS controller showing a stored point: the point's code "LWD" and the Evd as an
    // attribute, date, clock with seconds, latitude and longitude to five decimals of a second, the
    // ellipsoidal height, UTM 32 easting and northing, PDOP, satellites and the coordinate quality;
    // the status bar's clock is later.
    name: 'GNSS-Controller Punkt mit Attribut LWD',
    half: 'development',
    draw: (t) => {
      const lat = seconds5(t.lat);
      const lng = seconds5(t.lng);
      const grid = utm(t.lat, t.lng);
      const pair = labelValue(0.38);
      return {
        font: SANS,
        fontSize: 17,
        width: 760,
        background: 'rgb(246,246,240)',
        ink: 'rgb(20,20,24)',
        display: { housing: 'rgb(238,190,24)' },
        lines: [
          {
            ...line(
              { ...at(clock(t, 21 + (t.second % 25)), 0), ink: 'rgb(240,240,240)' },
              { ...at(`SAT 18  RTK fix  ${battery(t)} %`, 1, 'end'), ink: 'rgb(240,240,240)' },
            ),
            fill: 'rgb(40,48,60)',
          },
          { ...line(`Punkt ansehen: MP${Number(testNumber(t))}`), bold: true },
          pair('Code', 'LWD (Lastplatte dynamisch)'),
          pair('Attribut EVD', `${fixed(t.evd, 1, false)} MN/m2`),
          pair('Attribut EVD_SOLL', `${fixed(REQUIRED, 1, false)} MN/m2`),
          pair('Attribut S / SV', `${mm(t.settlement, false)} mm / ${fixed(t.sv, 2, false)} ms`),
          pair('Datum', german(t)),
          pair('Zeit', clockSeconds(t)),
          pair('Breite', `${lat.g}°${lat.min}'${lat.sec}" N`),
          pair('Länge', `${lng.g}°${lng.min}'${lng.sec}" E`),
          pair('Ell. Höhe', `${fixed(48.217 + (t.minute % 30) * 1.31, 3, false)} m`),
          pair('UTM 32 Ost / Nord', `${grid.easting} / ${grid.northing}`),
          pair('3D-Qualität / PDOP', `0.0${12 + (t.second % 9)} m / ${fixed(1.2 + (t.minute % 8) / 10, 1, false)}`),
          blank,
          { ...line(at('Zurück', 0), at('Bearbeiten', 0.4), at('Abstecken', 1, 'end')), fill: 'rgb(210,214,222)' },
        ],
      };
    },
    expected: printedAs(seconds5),
  },
  {
    // A KML file (the device software's export for Google Earth) opened in a text editor: the point's
    // coordinates as "longitude,latitude,height" — longitude first —, the time stamp in UTC
    // ("…Z"; the answer is the local time), the Evd in the description, the export date in the name.
    name: 'KML-Datei im Editor, Länge vor Breite',
    half: 'development',
    draw: (t) => ({
      font: MONO,
      fontSize: 15,
      width: 1000,
      background: 'rgb(255,255,255)',
      ink: 'rgb(30,30,30)',
      lines: [
        {
          ...line(at(`LWD_${testNumber(t)}.kml – Editor`, 0), at('Datei  Bearbeiten  Format  Ansicht', 0.55)),
          fill: 'rgb(232,232,236)',
          scale: 0.9,
        },
        blank,
        ...kmlLines(t).map((text, index) =>
          line({ ...at(String(index + 1).padStart(2, ' '), 0), ink: 'rgb(150,150,150)' }, at(text, 0.05)),
        ),
        blank,
        { ...line(at('Zeile 7, Spalte 31', 0), at('UTF-8   Windows (CRLF)', 1, 'end')), scale: 0.85 },
      ],
    }),
    expected: printedAs((value) => decimalDegrees(value, 6)),
  },
  {
    // A printed field sheet filled in by hand (italic, blue): the Evd first written wrong, struck
    // through and the correct value written beside it with the tester's initials; date, clock and
    // position written in the boxes. The answer is the corrected value.
    name: 'Feldblatt mit gestrichenem Evd und Korrektur',
    half: 'development',
    draw: (t) => {
      const lat = decimalDegrees(t.lat, 5, true);
      const lng = decimalDegrees(t.lng, 5, true);
      const blue = 'rgb(20,40,150)';
      const hand = (text: string, x: number) => ({ ...at(text, x), ink: blue, italic: true, font: SERIF });
      const row = (label: string, value: string) => line(at(label, 0), hand(value, 0.4));
      const wrong = miswritten(t);
      return {
        font: LIBERATION_SANS,
        fontSize: 20,
        width: 900,
        background: 'rgb(250,250,244)',
        ink: 'rgb(40,40,40)',
        lines: [
          { ...line('Feldblatt Lastplattendruckversuch (dynamisch)'), bold: true, scale: 1.1 },
          { ...line('Bauunternehmung Kraus · Prüfer: ______________'), scale: 0.85 },
          rule,
          row('Messpunkt', `MP ${Number(testNumber(t))}`),
          row('Datum', german(t)),
          row('Uhrzeit', clock(t)),
          row('Lage N / E', `${lat.text}   ${lng.text}`),
          rule,
          row('s1 / s2 / s3 [mm]', drops(t, true)),
          row('s Mittel [mm]', mm(t.settlement, true)),
          row('s/v [ms]', fixed(t.sv, 2, true)),
          {
            ...line(at('Evd [MN/m²]', 0), hand(wrong, 0.4), hand(`${evdComma(t)}  Kr.`, 0.56)),
            figure: { lines: 1, svg: strikeThrough(0.4, wrong.length), says: `gestrichen: ${wrong}` },
          },
          row('Anforderung', `≥ ${REQUIRED}   ${passes(t) ? 'erfüllt' : 'nicht erfüllt'}`),
          rule,
          { ...line(at('Eingang Büro:', 0), hand(german(daysAfter(t, 1)), 0.4)), scale: 0.85 },
        ],
      };
    },
    expected: printedAs((value) => decimalDegrees(value, 5, true)),
  },
  {
    // A test plan's checklist: five planned points with the planned day as a weekday and a short
    // date ("Mo 3.2.25"), one cancelled, the test's done with the day and clock it was made and its
    // Evd, three still open; no position on the page.
    name: 'Prüfplan-Abhakliste mit Wochentagen',
    half: 'development',
    draw: (t) => {
      const columns = [0, 0.1, 0.27, 0.47, 0.65, 0.8];
      return {
        font: LIBERATION_SANS,
        fontSize: 18,
        width: 1000,
        background: 'rgb(255,255,255)',
        ink: 'rgb(24,24,24)',
        lines: [
          { ...line('Prüfplan Tragfähigkeit Planum – Halle 2'), bold: true, scale: 1.15 },
          line(at(`Stand: ${shortWeekdayDate(daysAfter(t, 4))}`, 0), at('Raster 10,0 × 10,0 m · Schicht 0,40 m', 0.45)),
          line(`Anforderung: Evd ≥ ${REQUIRED} MN/m² je Messpunkt (dynamischer Plattendruckversuch)`),
          rule,
          {
            ...cellsAt(columns, ['Nr.', 'Punkt', 'geplant', 'erledigt', 'Evd [MN/m²]', 's [mm] / s/v [ms]']),
            bold: true,
            fill: 'rgb(226,232,240)',
          },
          ...checklistRows(t).map((r, index) =>
            cellsAt(columns, [String(index + 1), r.point, r.planned, r.done, r.evd, r.note]),
          ),
          rule,
          { ...line('erledigt = Datum und Uhrzeit der Messung · Kürzel Prüfer: Kr.'), scale: 0.85 },
        ],
      };
    },
    expected: (t) => expectedFor(t, t.evd, 'absent'),
  },
  {
    // A forwarded e-mail printed out: the forward's own header (sent two days after the test), the
    // lab's quoted mail with "> Am … schrieb …" (the day after), its quoted values, and below it the
    // quoted request of the day before — three dates and clocks of mails, one of the test.
    name: 'Weitergeleitete E-Mail mit Zitatebenen',
    half: 'development',
    draw: (t) => ({
      font: SANS,
      fontSize: 16,
      width: 1040,
      background: 'rgb(255,255,255)',
      ink: 'rgb(28,28,28)',
      lines: mailLines(t).map((text) =>
        text.startsWith('>>')
          ? { ...line({ text, ink: 'rgb(30,120,60)' }) }
          : text.startsWith('>')
            ? { ...line({ text, ink: 'rgb(30,60,160)' }) }
            : text.startsWith('Betreff')
              ? { ...line(text), bold: true }
              : line(text),
      ),
    }),
    expected: printedAs((value) => decimalDegrees(value, 6)),
  },
  {
    // A 4 × 20 character dot-matrix LCD (green, yellow-green backlight) of an older device: the short
    // date with a two-digit year and the clock, the test's number, s, s/v, Evd and the limit, the
    // position in decimal degrees with five decimals; the last inspection's date on the housing's label.
    name: 'Zeichen-LCD 4×20 Punktmatrix',
    half: 'development',
    draw: (t) => {
      const rows = lcdRows(t);
      return {
        font: SANS,
        fontSize: 18,
        width: 820,
        background: 'rgb(70,72,76)',
        ink: 'rgb(236,236,236)',
        lines: [
          { ...line(at('LFG-K Nr. 0815', 0), at(`geprüft ${german(daysAfter(t, -40))}`, 1, 'end')), scale: 0.9 },
          blank,
          figure(7, characterLcd(rows), rows.join('\n')),
          blank,
          line(at('[ESC]', 0.05), at('[ ◀ ]', 0.35), at('[ ▶ ]', 0.55), at('[ OK ]', 0.8)),
        ],
      };
    },
    expected: printedAs((value) => decimalDegrees(value, 5)),
  },
];
