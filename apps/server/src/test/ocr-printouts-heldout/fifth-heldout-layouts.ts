// Ten further held-out layouts for the second OCR test set (issue 38), the fifth batch. Written
// without looking at the reader, its tests, its benchmark or the decisions on what it gets wrong,
// and modelled on what light drop-weight devices (TP BF-StB B 8.3), the files, chats and mails
// their results travel in, and site and lab paperwork really print and show: a Czech protocol
// ("11. června 2025"), a US-made device printing month-first dates with an "MM/DD/YYYY" hint, the
// device's JSON export opened in an editor (UTC timestamp beside the local one), a field sheet
// filled in by hand (with a value crossed out), a messenger chat where the foreman typed the
// result, a printed e-mail whose "Gesendet" date is the day after, the device memory's list of five
// tests with the newest row highlighted, page 2 of 3 of a lab report that quotes the field test
// among lab values, a thermal printout whose lower right corner is torn off, and a Danish protocol
// with a delivery note lying across it. Each prints numbers of other quantities near Evd (single
// settlements, their mean, s/v, the required value, psi and mils, densities and water contents,
// loads, serials, test numbers) and dates or clocks that are not the test's (calibration, print,
// export, mail, status bar, revision, sample receipt, delivery); two show no position, and their
// expected answer leaves it empty.
// Measured once as the held-out half (decision 0742), then moved into the development half
// (decision 0743).
import {
  at,
  blank,
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
import { calibrated, drops, passes, REQUIRED, weekday, WEEKDAYS_DE } from './fourth-heldout-layouts.js';
import { seededRandom, xml } from './heldout-photo.js';
import { expectedFor, figure } from './third-heldout-layouts.js';
import {
  DEJAVU_SANS as SANS,
  DEJAVU_SANS_CONDENSED as SANS_CONDENSED,
  DEJAVU_SANS_MONO as MONO,
  LIBERATION_SANS,
  LIBERATION_SERIF,
  LIBERATION_MONO,
} from './heldout-fonts.js';

// ---- dates as these documents write them --------------------------------------------------------------

/** Czech month names in the genitive, as in "11. června 2025". */
export const MONTHS_CS = [
  'ledna',
  'února',
  'března',
  'dubna',
  'května',
  'června',
  'července',
  'srpna',
  'září',
  'října',
  'listopadu',
  'prosince',
];
/** Danish month names, lower case, as in "11. juni 2025". */
export const MONTHS_DA = [
  'januar',
  'februar',
  'marts',
  'april',
  'maj',
  'juni',
  'juli',
  'august',
  'september',
  'oktober',
  'november',
  'december',
];

/** The date `days` after the test's (print, export, mail and receipt dates), across month ends. */
export const daysAfter = (t: HeldoutTruth, days: number) => {
  const date = new Date(Date.UTC(t.year, t.month - 1, t.day + days));
  return { ...t, year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
};
const nextDay = (t: HeldoutTruth) => freshDateText(daysAfter(t, 1), 'german');
/** Hours between German local time and UTC: summer time roughly from April to October. */
export const utcOffsetHours = (t: HeldoutTruth) => (t.month >= 4 && t.month <= 10 ? 2 : 1);
/** Month-first US date, "06/11/2025". */
export const usDate = (month: number, day: number, year: number) => `${two(month)}/${two(day)}/${year}`;

// ---- other numbers these documents carry ----------------------------------------------------------------

/** US thousands with a comma: 6,991. */
const usThousands = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * The device memory's earlier tests of the day, `back` tests before the newest: another Evd (never
 * the newest one's), its settlements, an earlier clock and a position a few metres away.
 */
const FACTORS = [1, 0.86, 1.17, 0.93, 1.31];
const MINUTES_BEFORE = [0, 7, 15, 24, 33];
export const earlierTest = (t: HeldoutTruth, back: number) => {
  const evd = back === 0 ? t.evd : Math.round(t.evd * FACTORS[back]! * 10) / 10;
  const settlement = back === 0 ? t.settlement : Math.round((22.5 / evd) * 1000) / 1000;
  const spread = [0.97, 1.01, 1.02];
  return {
    evd,
    settlement,
    drops: back === 0 ? t.drops : spread.map((f) => Math.round(settlement * f * 1000) / 1000),
    sv: back === 0 ? t.sv : Math.round((t.sv + 0.13 * back) * 100) / 100,
    clock: clock(t, -MINUTES_BEFORE[back]!),
    lat: t.lat - back * 0.00023,
    lng: t.lng + back * 0.00031,
  };
};

// ---- shapes: a form's writing lines, a strike-through, a torn corner, a paper lying on the page --------

/** The writing lines of a form under the given x spans (fractions of the line's width). */
const writingLines =
  (spans: [number, number][], stroke: string) =>
  (box: Box): string =>
    spans
      .map(([from, to]) => {
        const y = (box.y + box.height * 0.86).toFixed(1);
        return `<line x1="${(box.x + box.width * from).toFixed(1)}" y1="${y}" x2="${(box.x + box.width * to).toFixed(1)}" y2="${y}" stroke="${stroke}" stroke-width="1.2" stroke-dasharray="2 3"/>`;
      })
      .join('');

/** A hand-drawn stroke through a value written from x fraction `from` to `to`. */
const strikeThrough = (from: number, to: number, ink: string) => (box: Box) => {
  const y = box.y + box.height * 0.5;
  return `<path d="M${(box.x + box.width * from).toFixed(1)} ${(y + 4).toFixed(1)} L${(box.x + box.width * to).toFixed(1)} ${(y - 3).toFixed(1)}" stroke="${ink}" stroke-width="2.4" stroke-linecap="round"/>`;
};

/**
 * The lower right corner of a thermal strip torn off: from the right edge `lines` line heights above
 * this line's bottom down to `bottomAt` of the width at the paper's foot, the desk shows through; a
 * white fibrous edge along the tear.
 */
const tornCorner = (t: HeldoutTruth, rows: number, bottomAt: number) => (box: Box, drawing: Drawing) => {
  const random = seededRandom(t.minute * 131 + t.second * 17 + t.day);
  const margin = Math.round(drawing.fontSize * 1.2);
  const pageRight = box.x + box.width + margin;
  const pageBottom = box.y + box.height + margin;
  const top = box.y + box.height - rows * drawing.fontSize * 1.5;
  const endX = box.x + box.width * bottomAt;
  const points: [number, number][] = [];
  const steps = 26;
  for (let i = 0; i <= steps; i++) {
    const f = i / steps;
    const jitter = i === 0 || i === steps ? 0 : (random() - 0.5) * drawing.fontSize * 0.7;
    points.push([pageRight + (endX - pageRight) * Math.sqrt(f) + jitter, top + (pageBottom - top) * f + jitter * 0.4]);
  }
  const path = points.map(([x, y]) => `${x.toFixed(1)} ${y.toFixed(1)}`).join(' L');
  return [
    `<path d="M${path} L${pageRight + 2} ${pageBottom + 2} Z" fill="rgb(204,199,192)"/>`,
    `<path d="M${path}" fill="none" stroke="rgb(255,255,255)" stroke-width="3"/>`,
  ].join('');
};

/**
 * A delivery note lying across the lower right part of the page, turned by `turn` degrees, its top
 * left corner at x fraction `from` and `up` line heights above this line; it runs off the page.
 */
const paperOnTop =
  (texts: string[], from: number, up: number, turn: number) =>
  (box: Box, drawing: Drawing): string => {
    const size = drawing.fontSize;
    const x = box.x + box.width * from;
    const y = box.y - up * size * 1.5;
    const parts = [
      `<g transform="rotate(${turn} ${x.toFixed(1)} ${y.toFixed(1)})">`,
      `<rect x="${(x + 5).toFixed(1)}" y="${(y + 6).toFixed(1)}" width="${(box.width * 0.9).toFixed(1)}" height="${(size * 30).toFixed(1)}" fill="rgb(212,210,204)"/>`,
      `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${(box.width * 0.9).toFixed(1)}" height="${(size * 30).toFixed(1)}" fill="rgb(255,255,255)"/>`,
    ];
    texts.forEach((text, index) =>
      parts.push(
        `<text x="${(x + size * 0.8).toFixed(1)}" y="${(y + size * (1.6 + index * 1.35)).toFixed(1)}" font-family="${LIBERATION_SANS}" font-size="${(size * (index === 0 ? 1.05 : 0.9)).toFixed(1)}"${index === 0 ? ' font-weight="bold"' : ''} fill="rgb(40,40,60)" xml:space="preserve">${xml(text)}</text>`,
      ),
    );
    parts.push('</g>');
    return parts.join('');
  };

// ---- the layouts -------------------------------------------------------------------------------------

export const fifthHeldoutLayouts: HeldoutLayout[] = [
  {
    // A Czech protocol of a light drop-weight test ("Protokol o zkoušce lehkou dynamickou deskou",
    // ČSN 73 6192) for a site across the border: label and value columns, "Datum zkoušky: 11. června
    // 2025" (genitive month names), "Čas: 14:02", the position in decimal degrees with a decimal comma
    // and "s. š." / "v. d." after them, the station "km 3,420", sednutí s1–s3, their mean, s/v, the
    // Evd in MPa, the required "Evd ≥ 45 MPa", the calibration's expiry date and the print date.
    name: 'Protokol český',
    half: 'development',
    draw: (t) => {
      const lat = decimalDegrees(t.lat, 5, true);
      const lng = decimalDegrees(t.lng, 5, true);
      const pair = labelValue(0.45);
      return {
        font: LIBERATION_SANS,
        fontSize: 20,
        width: 1000,
        background: 'rgb(255,255,255)',
        ink: 'rgb(20,20,26)',
        lines: [
          { ...line('Protokol o zkoušce lehkou dynamickou deskou'), bold: true, scale: 1.25 },
          { ...line('dle ČSN 73 6192 · přístroj LDD-100, výrobní číslo 5127'), scale: 0.85 },
          {
            ...line(`Kalibrace platná do ${two(1 + (t.second % 28))}.${two(1 + (t.minute % 12))}.${t.year + 1}`),
            scale: 0.85,
          },
          rule,
          pair('Stavba', 'D35 Opatovice – Časy, SO 101'),
          pair('Zkušební místo', `ZM ${Number(testNumber(t))}, km 3,${400 + (t.second % 90)}`),
          pair('Datum zkoušky', `${t.day}. ${MONTHS_CS[t.month - 1]} ${t.year}`),
          pair('Čas', clock(t)),
          pair('Souřadnice GPS', `${lat.text}° s. š., ${lng.text}° v. d.`),
          pair('Deska / závaží', 'Ø 300 mm / 10 kg'),
          rule,
          pair('Sednutí s1 / s2 / s3', `${drops(t, true)} mm`),
          pair('Průměrné sednutí s', `${mm(t.settlement, true)} mm`),
          pair('Poměr s/v', `${fixed(t.sv, 2, true)} ms`),
          { ...pair('Dynamický modul deformace Evd', `${fixed(t.evd, 1, true)} MPa`), bold: true },
          pair('Požadovaná hodnota', `Evd ≥ ${REQUIRED} MPa – ${passes(t) ? 'vyhovuje' : 'nevyhovuje'}`),
          rule,
          { ...line(`Teplota ${temperature(t)} °C   ·   Vytištěno ${nextDay(t)} 07:40`), scale: 0.85 },
        ],
      };
    },
    expected: (t) => expectedFor(t, t.evd, { lat: decimalDegrees(t.lat, 5), lng: decimalDegrees(t.lng, 5) }),
  },
  {
    // A US-made deflectometer's printout: upper case, "DATE FORMAT: MM/DD/YYYY" above "TEST DATE
    // 06/11/2025" (month first), a 24-hour time with seconds, the calibration due date month-first as
    // well, the position as a Garmin-style "N50 07.407  E014 34.074" (degrees, space, decimal minutes,
    // three-digit longitude), plate and mass in both unit systems, deflections in mm and the mean in
    // mils, s/v, "EVD 48.2 MPA" with the same modulus in psi (comma thousands) under it, the target
    // and the print date (the day after, month-first).
    name: 'US-Gerät Monat zuerst',
    half: 'development',
    draw: (t) => {
      const lat = degreesMinutes(t.lat, 3);
      const lng = degreesMinutes(t.lng, 3);
      const psi = Math.round(t.evd * 145.038);
      return {
        font: LIBERATION_MONO,
        fontSize: 19,
        width: 760,
        background: 'rgb(250,250,248)',
        ink: 'rgb(24,24,28)',
        lines: [
          { ...line('LWD FIELD UNIT  MODEL 3100-US'), bold: true },
          line('S/N 31-04418   FW 5.02'),
          line(`CAL DUE ${usDate(1 + (t.second % 12), 1 + (t.minute % 28), t.year + 1)}`),
          rule,
          line('DATE FORMAT: MM/DD/YYYY'),
          line(`TEST DATE   ${usDate(t.month, t.day, t.year)}`),
          line(`TEST TIME   ${clockSeconds(t)} (24H)`),
          line(`STATION     ${Number(testNumber(t))}`),
          line(`GPS   N${lat.g} ${lat.minutes}  E${String(lng.g).padStart(3, '0')} ${lng.minutes}`),
          line('PLATE DIA   300 MM (11.8 IN)'),
          line('DROP MASS   10 KG (22.0 LB)'),
          rule,
          line(`DEFL 1      ${mm(t.drops[0], false)} MM`),
          line(`DEFL 2      ${mm(t.drops[1], false)} MM`),
          line(`DEFL 3      ${mm(t.drops[2], false)} MM`),
          line(`MEAN DEFL   ${mm(t.settlement, false)} MM (${fixed((t.settlement / 25.4) * 1000, 1, false)} MILS)`),
          line(`S/V         ${fixed(t.sv, 2, false)} MS`),
          { ...line(`EVD         ${fixed(t.evd, 1, false)} MPA`), bold: true },
          line(`            (${usThousands(psi)} PSI)`),
          line(`TARGET      >= ${fixed(REQUIRED, 1, false)} MPA  ${passes(t) ? 'PASS' : 'FAIL'}`),
          rule,
          line(`PRINTED ${usDate(daysAfter(t, 1).month, daysAfter(t, 1).day, daysAfter(t, 1).year)} 07:55`),
        ],
      };
    },
    expected: (t) => expectedFor(t, t.evd, { lat: degreesMinutes(t.lat, 3), lng: degreesMinutes(t.lng, 3) }),
  },
  {
    // A photo of a laptop screen with the device's JSON export opened in a code editor (dark theme,
    // line numbers, syntax colours): the test's time in UTC ("2025-06-11T12:02:11Z") above the local
    // one ("2025-06-11 14:02:11"), the time zone, serial and firmware numbers, the settlements as an
    // array, their mean, s/v, "Evd", the required value, the position as plain decimal degrees, HDOP,
    // battery voltage, the export's own UTC timestamp the next morning, and the editor's status bar.
    name: 'JSON-Export im Editor UTC',
    half: 'development',
    draw: (t) => {
      const lat = decimalDegrees(t.lat, 6);
      const lng = decimalDegrees(t.lng, 6);
      const date = freshDateText(t, 'iso');
      const utcHour = t.hour - utcOffsetHours(t);
      const colours = { key: 'rgb(156,220,254)', text: 'rgb(206,145,120)', number: 'rgb(181,206,168)' };
      const char = 0.61 * 18;
      const inner = 1000 - 2 * Math.round(18 * 1.2);
      let row = 0;
      const json = (key: string, value: string, kind: 'text' | 'number', last = false): Line => {
        row++;
        const keyText = `"${key}":`;
        const start = 0.07 + (2 * char) / inner;
        return line(
          { ...at(String(row), 0.045, 'end'), ink: 'rgb(110,118,129)' },
          { ...at(keyText, start), ink: colours.key },
          {
            ...at(
              `${kind === 'text' ? `"${value}"` : value}${last ? '' : ','}`,
              start + ((keyText.length + 1) * char) / inner,
            ),
            ink: colours[kind],
          },
        );
      };
      const brace = (text: string): Line => {
        row++;
        return line({ ...at(String(row), 0.045, 'end'), ink: 'rgb(110,118,129)' }, at(text, 0.07));
      };
      const lines: Line[] = [
        {
          ...line(at(`lfg_${date.replaceAll('-', '')}_${testNumber(t)}.json — Editor`, 0), at('—  ☐  ✕', 1, 'end')),
          fill: 'rgb(60,60,60)',
        },
        brace('{'),
        json('device', 'LFG-Pro 3', 'text'),
        json('serial', 'LP3-20917', 'text'),
        json('firmware', '3.1.4', 'text'),
        json('test_no', String(Number(testNumber(t))), 'number'),
        json('timestamp_utc', `${date}T${two(utcHour)}:${two(t.minute)}:${two(t.second)}Z`, 'text'),
        json('timestamp_local', `${date} ${clockSeconds(t)}`, 'text'),
        json('timezone', 'Europe/Berlin', 'text'),
        json('plate_mm', '300', 'number'),
        json('drop_mass_kg', '10', 'number'),
        json('s_mm', `[${drops(t, false, ', ')}]`, 'number'),
        json('s_mean_mm', mm(t.settlement, false), 'number'),
        json('sv_ms', fixed(t.sv, 2, false), 'number'),
        json('Evd', fixed(t.evd, 1, false), 'number'),
        json('Evd_required', fixed(REQUIRED, 1, false), 'number'),
        json('passed', passes(t) ? 'true' : 'false', 'number'),
        json('lat', lat.text, 'number'),
        json('lon', lng.text, 'number'),
        json('hdop', fixed(0.6 + (t.second % 9) / 10, 1, false), 'number'),
        json('battery_v', fixed(7 + (t.minute % 9) / 10, 2, false), 'number'),
        json('exported_utc', `${freshDateText(daysAfter(t, 1), 'iso')}T05:41:09Z`, 'text', true),
        brace('}'),
        blank,
        {
          ...line(at('Zeile 15, Spalte 12    Leerzeichen: 2    UTF-8    JSON', 0), at('08:12', 1, 'end')),
          fill: 'rgb(0,122,204)',
          scale: 0.85,
        },
      ];
      return {
        font: MONO,
        fontSize: 18,
        width: 1000,
        background: 'rgb(30,30,30)',
        ink: 'rgb(212,212,212)',
        display: { housing: 'rgb(52,52,56)' },
        lines,
      };
    },
    expected: (t) => expectedFor(t, t.evd, { lat: decimalDegrees(t.lat, 6), lng: decimalDegrees(t.lng, 6) }),
  },
  {
    // A pre-printed field sheet filled in by hand: grey printed labels and dotted writing lines, the
    // values in blue ballpoint (an italic serif, a little off the lines), the date written short
    // ("11.6.25"), the time, the settlements, their mean and s/v, an Evd first written wrong and
    // crossed out, the right one beside it, the required value printed, the time on site (arrival and
    // departure), weather and temperature, the device number and its calibration sticker ("03/2025"),
    // the sheet's running number. No position: the point is named by axis and station.
    name: 'Handschrift Feldblatt',
    half: 'development',
    draw: (t) => {
      const grey = 'rgb(96,96,104)';
      const blue = 'rgb(26,46,150)';
      const random = seededRandom(t.second * 29 + t.minute * 3 + t.month);
      const written = (text: string, x: number): Cell => ({
        ...at(text, x),
        font: LIBERATION_SERIF,
        ink: blue,
        italic: true,
        shift: Math.round((random() * 0.22 - 0.08) * 100) / 100,
      });
      const label = (text: string, x: number): Cell => ({ ...at(text, x), ink: grey });
      /** Printed labels with their writing lines and what was written on them. */
      const row = (...fields: [string, number, number, number, string][]): Line =>
        figure(
          1.5,
          writingLines(
            fields.map(([, , from, to]) => [from, to]),
            grey,
          ),
          '',
          fields.flatMap(([text, labelAt, from, , value]) => [
            label(text, labelAt),
            ...(value ? [written(value, from + 0.01)] : []),
          ]),
        );
      const wrong = Math.round((t.evd + (t.second % 2 ? 4.6 : -3.8)) * 10) / 10;
      const wrongText = fixed(wrong, 1, true);
      const wrongEnd = 0.2 + (wrongText.length * 0.55 * 22) / (900 - 2 * 26);
      return {
        font: LIBERATION_SANS,
        fontSize: 22,
        width: 900,
        background: 'rgb(253,253,250)',
        ink: 'rgb(30,30,36)',
        lines: [
          {
            ...line(at('Feldblatt Verdichtungsprüfung', 0), {
              ...at(`Nr. ${300 + ((t.day * 7 + t.month) % 200)}`, 1, 'end'),
              ink: grey,
            }),
            bold: true,
            scale: 1.2,
          },
          {
            ...line({
              text: 'Leichtes Fallgewichtsgerät nach TP BF-StB Teil B 8.3 · Vordruck FB-07 (Ausgabe 04/2021)',
              ink: grey,
            }),
            scale: 0.75,
          },
          rule,
          row(
            ['Datum', 0, 0.12, 0.42, `${t.day}.${t.month}.${String(t.year).slice(2)}`],
            ['Uhrzeit', 0.5, 0.64, 1, `${two(t.hour)}:${two(t.minute)}`],
          ),
          row(['vor Ort von', 0, 0.17, 0.42, clock(t, -25)], ['bis', 0.5, 0.58, 1, clock(t, 40)]),
          row(['Lage', 0, 0.12, 1, `Achse 2, Stat. 0+${420 + (t.minute % 60)} li.`]),
          row(['Wetter', 0, 0.12, 0.42, `sonnig ${temperature(t)}°`], ['Gerät-Nr.', 0.5, 0.66, 1, '2231']),
          rule,
          row(
            ['s1', 0, 0.06, 0.3, mm(t.drops[0], true)],
            ['s2', 0.34, 0.4, 0.64, mm(t.drops[1], true)],
            ['s3', 0.68, 0.74, 1, mm(t.drops[2], true)],
          ),
          row(['s (Mittel)', 0, 0.16, 0.42, mm(t.settlement, true)], ['s/v', 0.5, 0.58, 1, fixed(t.sv, 2, true)]),
          // The Evd first written wrong, crossed out, the right one beside it.
          figure(
            1.5,
            (box: Box) => writingLines([[0.1, 0.7]], grey)(box) + strikeThrough(0.19, wrongEnd + 0.01, blue)(box),
            '',
            [label('Evd', 0), written(wrongText, 0.2), written(fixed(t.evd, 1, true), 0.42), label('MN/m²', 0.74)],
          ),
          row(['gefordert: Evd ≥ 45 MN/m²   erfüllt', 0, 0.6, 1, passes(t) ? 'ja' : 'nein']),
          rule,
          { ...line(label('Kalibrierplakette: 03/2025', 0), label('Prüfer', 0.5)), scale: 0.85 },
          row(['Unterschrift', 0, 0.2, 0.6, 'K. Brenner']),
        ],
      };
    },
    expected: (t) => expectedFor(t, t.evd, 'absent'),
  },
  {
    // A phone screenshot of a messenger chat with the foreman: the phone's status bar (its clock
    // later than the test), the chat's header, the date chip ("11. Juni 2025"), bubbles in and out,
    // each with its own sending time (minutes after the test): "Evd 48,2 um 14:02", the settlements,
    // their mean and s/v, "Soll war ≥ 45", and a shared location as a maps link with decimal degrees.
    name: 'Messenger-Chat Polier',
    half: 'development',
    draw: (t) => {
      const lat = decimalDegrees(t.lat, 6);
      const lng = decimalDegrees(t.lng, 6);
      const grey = 'rgb(102,119,129)';
      const incoming = 'rgb(255,255,255)';
      const outgoing = 'rgb(217,253,211)';
      const bubble = (fill: string, text: string | Cell, sent?: string): Line => ({
        ...line(
          typeof text === 'string' ? at(text, 0.02) : text,
          ...(sent ? [{ ...at(sent, 0.98, 'end'), ink: grey }] : []),
        ),
        fill,
      });
      const white = 'rgb(255,255,255)';
      return {
        font: SANS,
        fontSize: 21,
        width: 640,
        background: 'rgb(239,231,222)',
        ink: 'rgb(17,27,33)',
        display: { housing: 'rgb(24,24,26)' },
        lines: [
          { ...line(at(clock(t, 52), 0.02), at(`5G  ${battery(t)} %`, 0.98, 'end')), scale: 0.85 },
          {
            ...line({ ...at('←  Polier K. Wagner', 0.02), ink: white }, { ...at('online', 0.98, 'end'), ink: white }),
            fill: 'rgb(0,128,105)',
            bold: true,
          },
          blank,
          { ...line({ ...at(`${t.day}. ${MONTHS_DE[t.month - 1]} ${t.year}`, 0.3), ink: grey }), scale: 0.85 },
          blank,
          bubble(incoming, `Punkt ${1 + (t.second % 12)} an der Zufahrt ist durch`, clock(t, 6)),
          blank,
          bubble(outgoing, 'Und? Werte?', clock(t, 8)),
          blank,
          bubble(incoming, `Evd ${fixed(t.evd, 1, true)} um ${clock(t)}`),
          bubble(incoming, `Setzungen ${drops(t, true)}`),
          bubble(incoming, `Mittel ${mm(t.settlement, true)}, s/v ${fixed(t.sv, 2, true)}`),
          bubble(
            incoming,
            `Soll war ≥ ${REQUIRED}, ${passes(t) ? 'passt' : 'muss nachverdichtet werden'}`,
            clock(t, 11),
          ),
          blank,
          bubble(incoming, 'Standort:'),
          bubble(incoming, { ...at(`maps.google.com/?q=${lat.text},${lng.text}`, 0.02), ink: 'rgb(3,125,200)' }),
          bubble(incoming, '', clock(t, 12)),
          blank,
          bubble(outgoing, 'Danke, trag ich ein ✓', clock(t, 14)),
          blank,
          blank,
          { ...line({ ...at('Nachricht', 0.04), ink: grey }), fill: white },
        ],
      };
    },
    expected: (t) => expectedFor(t, t.evd, { lat: decimalDegrees(t.lat, 6), lng: decimalDegrees(t.lng, 6) }),
  },
  {
    // A printed e-mail: the mail program's print header (print date and time), the mailbox owner's
    // name, the headers "Von", "Gesendet: Donnerstag, 12. Juni 2025 07:41" (the morning after the
    // test), "An", "Cc", "Betreff" with the test point and "Anlagen" with a file name holding the
    // date, then the lab's text: "die Prüfung vom 11.06.2025, 14:02 Uhr", the settlements, their
    // mean, s/v, "Evd: 48,2 MN/m²", the requirement, coordinates copied from a map app in degrees,
    // minutes and seconds (50°07'24.4"N 14°34'04.4"E), the device and its calibration date, the
    // next test's appointment and the signature with a phone number.
    name: 'E-Mail-Ausdruck Gesendet',
    half: 'development',
    draw: (t) => {
      const lat = degreesMinutesSeconds(t.lat, 1);
      const lng = degreesMinutesSeconds(t.lng, 1);
      const sent = daysAfter(t, 1);
      const header = (label: string, value: string): Line =>
        line({ ...at(label, 0), ink: 'rgb(90,90,90)' }, at(value, 0.14));
      const value = (label: string, text: string): Line => line(at(label, 0.04), at(text, 0.3));
      const n = Number(testNumber(t));
      return {
        font: LIBERATION_SANS,
        fontSize: 19,
        width: 1000,
        background: 'rgb(255,255,255)',
        ink: 'rgb(22,22,22)',
        lines: [
          {
            ...line(
              at(`${freshDateText(sent, 'germanShortYear')}, 08:03`, 0),
              at('Druckansicht – Nachricht', 1, 'end'),
            ),
            scale: 0.75,
          },
          { ...line('Markus Lehmann'), bold: true, scale: 1.3 },
          rule,
          header('Von:', 'Schmidt, Jana <j.schmidt@erdbaulabor-sued.de>'),
          header(
            'Gesendet:',
            `${WEEKDAYS_DE[weekday(sent)]}, ${sent.day}. ${MONTHS_DE[sent.month - 1]} ${sent.year} 07:41`,
          ),
          header('An:', 'Lehmann, Markus'),
          header('Cc:', 'Bauleitung B 15n'),
          header('Betreff:', `LFG-Ergebnis Messpunkt ${n} – Planum Achse 2`),
          header('Anlagen:', `LFG_${t.year}${two(t.month)}${two(t.day)}_${n}.pdf (148 KB)`),
          rule,
          line('Hallo Herr Lehmann,'),
          blank,
          line(`anbei das Ergebnis der Prüfung vom ${freshDateText(t, 'german')}, ${clock(t)} Uhr:`),
          blank,
          value('Setzungen s1–s3:', `${drops(t, true)} mm`),
          value('mittlere Setzung:', `${mm(t.settlement, true)} mm`),
          value('s/v:', `${fixed(t.sv, 2, true)} ms`),
          { ...value('Evd:', `${fixed(t.evd, 1, true)} MN/m²`), bold: true },
          value('gefordert:', `Evd ≥ ${REQUIRED} MN/m² (ZTV E-StB)`),
          value('Koordinaten:', `${lat.g}°${lat.min}'${lat.sec}"N ${lng.g}°${lng.min}'${lng.sec}"E`),
          value('Gerät:', `LFG-K 4417, kalibriert ${calibrated(t)}`),
          blank,
          line('Die nächste Prüfung ist für Montag 7:30 Uhr eingeplant.'),
          blank,
          line('Viele Grüße'),
          line('Jana Schmidt'),
          { ...line('Erdbaulabor Süd GmbH · Tel. 0821 4471-23'), scale: 0.85 },
          { ...line(at('Seite 1 von 1', 1, 'end')), scale: 0.75 },
        ],
      };
    },
    expected: (t) =>
      expectedFor(t, t.evd, { lat: degreesMinutesSeconds(t.lat, 1), lng: degreesMinutesSeconds(t.lng, 1) }),
  },
  {
    // The device memory's list printed from its PC program: the day's last five tests in a table,
    // oldest first, the newest (the photographed test) highlighted in bold on a yellow band; every
    // row has its test number, clock, single and mean settlements, s/v, Evd and the position in
    // decimal degrees (a few metres apart); under it the mean Evd of all five, the requirement and
    // the print date. Only the newest row is the answer.
    name: 'Speicherliste fünf Versuche',
    half: 'development',
    draw: (t) => {
      const columns = [0, 0.055, 0.15, 0.24, 0.33, 0.42, 0.51, 0.6, 0.73, 0.86];
      const tableRow = (texts: string[]): Line => line(...texts.map((text, i) => at(text, columns[i]!)));
      const n = Number(testNumber(t)) + 20;
      const tests = [4, 3, 2, 1, 0].map((back) => ({ back, ...earlierTest(t, back) }));
      const mean = Math.round((tests.reduce((sum, test) => sum + test.evd, 0) / tests.length) * 10) / 10;
      return {
        font: LIBERATION_SANS,
        fontSize: 18,
        width: 1150,
        background: 'rgb(255,255,255)',
        ink: 'rgb(20,20,20)',
        lines: [
          { ...line('Messwertspeicher LFG-Datalogger – Export'), bold: true, scale: 1.25 },
          line(`Gerät SN 4417 · Projekt Gewerbegebiet Nord · Messtag ${freshDateText(t, 'german')}`),
          rule,
          {
            ...tableRow([
              'Nr.',
              'Uhrzeit',
              's1 [mm]',
              's2 [mm]',
              's3 [mm]',
              's [mm]',
              's/v [ms]',
              'Evd [MN/m²]',
              'Breite [°]',
              'Länge [°]',
            ]),
            bold: true,
            fill: 'rgb(228,228,228)',
          },
          ...tests.map((test) => ({
            ...tableRow([
              String(n - test.back),
              test.clock,
              ...test.drops.map((drop) => mm(drop, true)),
              mm(test.settlement, true),
              fixed(test.sv, 2, true),
              fixed(test.evd, 1, true),
              decimalDegrees(test.lat, 5, true).text,
              decimalDegrees(test.lng, 5, true).text,
            ]),
            ...(test.back === 0 && { bold: true, fill: 'rgb(255,232,120)' }),
          })),
          rule,
          line(`Mittelwert Evd (5 Versuche): ${fixed(mean, 1, true)} MN/m²   ·   Soll Evd ≥ ${REQUIRED} MN/m²`),
          { ...line(at(`Gedruckt ${nextDay(t)} 07:12`, 0), at('Seite 1', 1, 'end')), scale: 0.85 },
        ],
      };
    },
    expected: (t) => expectedFor(t, t.evd, { lat: decimalDegrees(t.lat, 5), lng: decimalDegrees(t.lng, 5) }),
  },
  {
    // Page 2 of 3 of a soil lab's test report (Prüfbericht): the running header with the report
    // number, its revision date and "Seite 2 von 3", the lab values of the sample taken at the test
    // point (water content, dry density, Proctor density, degree of compaction, uniformity), the
    // sample's receipt date and test period, then the field test quoted in a paragraph: "am
    // 11.06.2025 um 14:02 Uhr", settlements, their mean, s/v, "Evd = 48,2 MN/m²", the requirement;
    // the footer with the accreditation and the page again. No position: the point is named by
    // axis and station.
    name: 'Prüfbericht Labor Seite 2 von 3',
    half: 'development',
    draw: (t) => {
      const grey = 'rgb(100,100,110)';
      const report = `PB-${t.year}-${String(300 + ((t.day * 13 + t.minute) % 600)).padStart(4, '0')}`;
      const revision = freshDateText(daysAfter(t, 12), 'german');
      const w = fixed(6 + (t.second % 40) / 10, 1, true);
      const density = 2 + (t.minute % 12) / 100;
      const proctor = density + 0.05;
      const dpr = fixed(Math.round((density / proctor) * 1000) / 10, 1, true);
      const labRow = (label: string, value: string, unit: string): Line =>
        line(at(label, 0.02), at(value, 0.62, 'end'), at(unit, 0.64));
      return {
        font: LIBERATION_SERIF,
        fontSize: 20,
        width: 1050,
        background: 'rgb(255,255,255)',
        ink: 'rgb(20,20,28)',
        lines: [
          {
            ...line(
              { ...at(`Prüfbericht ${report} · Rev. 1 vom ${revision}`, 0), ink: grey },
              { ...at('Seite 2 von 3', 1, 'end'), ink: grey },
            ),
            scale: 0.8,
          },
          rule,
          { ...line('3  Laborversuche an der Probe P 2 (Entnahme am Messpunkt)'), bold: true },
          labRow('Wassergehalt w (DIN EN ISO 17892-1)', w, '%'),
          labRow('Trockendichte ρd', fixed(density, 2, true), 'g/cm³'),
          labRow('Proctordichte ρPr (DIN EN 13286-2)', fixed(proctor, 2, true), 'g/cm³'),
          labRow('Verdichtungsgrad DPr', dpr, '%'),
          labRow('Ungleichförmigkeitszahl Cu', fixed(14 + (t.second % 9) / 2, 1, true), '–'),
          line(
            `Probeneingang ${nextDay(t)}, Prüfzeitraum ${nextDay(t)} bis ${freshDateText(daysAfter(t, 7), 'german')}`,
          ),
          blank,
          { ...line('4  Feldversuch mit dem leichten Fallgewichtsgerät (TP BF-StB B 8.3)'), bold: true },
          line(
            `Der Versuch wurde am ${freshDateText(t, 'german')} um ${clock(t)} Uhr am Messpunkt MP ${Number(testNumber(t))}`,
          ),
          line(`(Achse 2, Station 0+${420 + (t.minute % 60)}, 2,5 m links) auf der Frostschutzschicht ausgeführt.`),
          labRow('Setzungen s1 / s2 / s3', drops(t, true), 'mm'),
          labRow('mittlere Setzung s', mm(t.settlement, true), 'mm'),
          labRow('s/v', fixed(t.sv, 2, true), 'ms'),
          { ...labRow('dynamischer Verformungsmodul Evd', fixed(t.evd, 1, true), 'MN/m²'), bold: true },
          labRow('Anforderung (ZTV E-StB 17)', `≥ ${REQUIRED}`, 'MN/m²'),
          line(`Die Anforderung ist ${passes(t) ? 'erfüllt' : 'nicht erfüllt'}.`),
          blank,
          rule,
          {
            ...line(
              { ...at('Erdbaulabor Süd GmbH · akkreditiert nach DIN EN ISO/IEC 17025', 0), ink: grey },
              { ...at('Seite 2 von 3', 1, 'end'), ink: grey },
            ),
            scale: 0.75,
          },
        ],
      };
    },
    expected: (t) => expectedFor(t, t.evd, 'absent'),
  },
  {
    // A thermal strip whose lower right corner was torn off when it was pulled from the printer: the
    // last lines (the requirement, battery and temperature, the print date) lose their ends where the
    // desk shows through. Above it, whole: device and serial, the calibration date, the date and the
    // time on lines of their own, the test number, the position as "N  50.12345" / "E 014.56789",
    // plate and weight, S1–S3, SM, S/V and "EVD".
    name: 'Thermo Ecke abgerissen',
    half: 'development',
    draw: (t) => {
      const lat = decimalDegrees(t.lat, 5);
      const lng = decimalDegrees(t.lng, 5);
      const torn = 5;
      return {
        font: MONO,
        fontSize: 22,
        width: 560,
        background: 'rgb(246,244,238)',
        ink: 'rgb(40,40,48)',
        lines: [
          line(' BODENPRUEFGERAET LFG-T'),
          line('SERIENNR. 2024-117-0386'),
          line(`KALIBRIERT ${calibrated(t)}`),
          rule,
          line(`DATUM ${freshDateText(t, 'germanShortYear')}`),
          line(`ZEIT  ${clockSeconds(t)}`),
          line(`MESSUNG NR. ${Number(testNumber(t))}`),
          line(`N  ${lat.text}`),
          line(`E ${lng.text.padStart(9, '0')}`),
          line('PLATTE 300MM 10KG'),
          rule,
          line(`S1  ${mm(t.drops[0], false)} MM`),
          line(`S2  ${mm(t.drops[1], false)} MM`),
          line(`S3  ${mm(t.drops[2], false)} MM`),
          line(`SM  ${mm(t.settlement, false)} MM`),
          line(`S/V ${fixed(t.sv, 2, false)} MS`),
          { ...line(`EVD ${fixed(t.evd, 1, false)} MN/M2`), bold: true },
          blank,
          line(`SOLL >=${fixed(REQUIRED, 1, false)} MN/M2 ${passes(t) ? 'OK' : 'NICHT OK'}`),
          line(`AKKU ${fixed(6 + (t.second % 12) / 10, 1, false)}V  TEMP ${temperature(t)}C`),
          line(`GEDRUCKT ${freshDateText(daysAfter(t, 1), 'germanShortYear')} 07:12`),
          figure(1, tornCorner(t, torn, 0.2)),
        ],
      };
    },
    expected: (t) => expectedFor(t, t.evd, { lat: decimalDegrees(t.lat, 5), lng: decimalDegrees(t.lng, 5) }),
  },
  {
    // A Danish protocol ("Prøvningsrapport – let faldlod") for a site near the border, photographed
    // with a gravel delivery note lying across its lower right part: "Dato: 11. juni 2025", "Kl.
    // 14.02", the position in degrees and decimal minutes with a comma and "Ø" for øst ("50°07,407' N
    // 14°34,074' Ø"), sætninger s1–s3, their mean, s/v, Evd, "Krav: Evd ≥ 45 MN/m²", calibration,
    // temperature, battery and print date; the delivery note carries its own number, date and time
    // and weights in tonnes.
    name: 'Dansk protokol, Lieferschein darauf',
    half: 'development',
    draw: (t) => {
      const lat = degreesMinutes(t.lat, 3);
      const lng = degreesMinutes(t.lng, 3);
      const pair = labelValue(0.4);
      const gross = 38 + (t.second % 40) / 10;
      const tare = 14.88;
      const note = [
        `Lieferschein Nr. ${88000 + t.minute * 41 + t.second}`,
        'Kieswerk Nordhafen GmbH',
        `${nextDay(t)}  06:48`,
        'Schotter 0/45, gebrochen',
        `Brutto ${fixed(gross, 2, true)} t`,
        `Tara ${fixed(tare, 2, true)} t`,
        `Netto ${fixed(gross - tare, 2, true)} t`,
        'Kfz HEI-KW 412',
      ];
      return {
        font: SANS_CONDENSED,
        fontSize: 20,
        width: 900,
        background: 'rgb(249,248,243)',
        ink: 'rgb(22,22,30)',
        lines: [
          { ...line('Prøvningsrapport – let faldlod (LWD)'), bold: true, scale: 1.25 },
          { ...line('Jordprøvning Syd ApS · Padborg · Apparat LFG 10 kg, nr. 6621'), scale: 0.85 },
          rule,
          pair('Dato', `${t.day}. ${MONTHS_DA[t.month - 1]} ${t.year}`),
          pair('Kl.', `${two(t.hour)}.${two(t.minute)}`),
          pair('Målepunkt', `${Number(testNumber(t))} (Flensburg, B 199)`),
          pair(
            'Position',
            `${lat.g}°${lat.minutes.replace('.', ',')}' N   ${lng.g}°${lng.minutes.replace('.', ',')}' Ø`,
          ),
          pair('Plade', 'Ø 300 mm'),
          rule,
          pair('Sætninger s1 / s2 / s3', `${drops(t, true)} mm`),
          pair('Middelsætning s', `${mm(t.settlement, true)} mm`),
          pair('s/v', `${fixed(t.sv, 2, true)} ms`),
          { ...pair('Evd (dynamisk modul)', `${fixed(t.evd, 1, true)} MN/m²`), bold: true },
          pair('Krav', `Evd ≥ ${REQUIRED} MN/m² – ${passes(t) ? 'opfyldt' : 'ikke opfyldt'}`),
          rule,
          pair('Kalibreret', calibrated(t)),
          pair('Temperatur / batteri', `${temperature(t)} °C / ${fixed(7 + (t.minute % 9) / 10, 1, true)} V`),
          pair('Udskrevet', `${nextDay(t)} 07:15`),
          pair('Prøvet af', 'H. Jensen'),
          blank,
          figure(1, paperOnTop(note, 0.56, 5.2, 8), note.join('\n')),
        ],
      };
    },
    expected: (t) => expectedFor(t, t.evd, { lat: degreesMinutes(t.lat, 3), lng: degreesMinutes(t.lng, 3) }),
  },
];
