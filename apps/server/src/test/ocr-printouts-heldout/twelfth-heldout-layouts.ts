// Ten further held-out layouts for the second OCR test set (issue 38), the twelfth batch. Written
// without looking at the reader, its tests, its benchmark or the decisions on what it gets wrong,
// and modelled on what light drop-weight devices (TP BF-StB B 8.3), site paperwork and the places
// results end up on print and show: an Estonian protocol ("14. märts 2025", "kell 14:32", "p.l." /
// "i.p." after degrees, minutes and seconds), a Bulgarian one in Cyrillic ("г.", "ч.", "с.ш." /
// "и.д."), an Albanian one ("14 mars 2025", "Gjerësia veriore"), an acceptance report comparing
// target and actual values (Soll, Ist, Differenz, Ausnutzung), a protocol with the phone's shadow
// across it, a foreman's note on squared paper with a Roman month ("14.III.2025"), a printout with a
// sticky note on it (a phone number and an appointment), a device made for export with English
// menus, the date year first with slashes and the longitude before the latitude, a site container's
// whiteboard with the week's plan, and a strip printed in a tunnel under orange sodium light without
// a GPS fix. Each prints numbers of other quantities near Evd and dates or clocks that are not the
// test's; where a page prints no position, none is expected (decision 0769; development since decision 0774).
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
import { daysAfter } from './fifth-heldout-layouts.js';
import { expectedFor, figure, printedAs } from './third-heldout-layouts.js';
import { xml } from './heldout-photo.js';
import {
  DEJAVU_SANS as SANS,
  DEJAVU_SANS_CONDENSED as CONDENSED,
  DEJAVU_SANS_MONO as MONO,
  DEJAVU_SERIF as SERIF,
  LIBERATION_SANS,
  LIBERATION_SERIF,
} from './heldout-fonts.js';

// ---- dates and clocks as these documents write them ---------------------------------------------------

const german = (t: HeldoutTruth) => freshDateText(t, 'german');
const iso = (t: HeldoutTruth) => freshDateText(t, 'iso');
/** Estonian months (nominative, lower case): "14. märts 2025". */
export const MONTHS_ET = [
  'jaanuar',
  'veebruar',
  'märts',
  'aprill',
  'mai',
  'juuni',
  'juuli',
  'august',
  'september',
  'oktoober',
  'november',
  'detsember',
];
export const estonianDate = (t: HeldoutTruth) => `${t.day}. ${MONTHS_ET[t.month - 1]} ${t.year}`;
/** Albanian months (lower case): "14 mars 2025". */
export const MONTHS_SQ = [
  'janar',
  'shkurt',
  'mars',
  'prill',
  'maj',
  'qershor',
  'korrik',
  'gusht',
  'shtator',
  'tetor',
  'nëntor',
  'dhjetor',
];
export const albanianDate = (t: HeldoutTruth) => `${t.day} ${MONTHS_SQ[t.month - 1]} ${t.year}`;
export const ROMAN_MONTHS = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'];
/** A date with the month in Roman numerals, as many Polish and Czech hands write it: "14.III.2025". */
export const romanDate = (t: HeldoutTruth) => `${t.day}.${ROMAN_MONTHS[t.month - 1]}.${t.year}`;
/** Year first with slashes, as devices made for East Asian markets print it: "2025/03/14". */
export const slashYearFirst = (t: HeldoutTruth) => `${t.year}/${two(t.month)}/${two(t.day)}`;
/** A weekday and a date with a two-digit year, as written on a whiteboard: "Fr 14.03.25". */
export const boardDate = (t: HeldoutTruth) =>
  `${WEEKDAYS_DE[weekday(t)]!.slice(0, 2)} ${two(t.day)}.${two(t.month)}.${String(t.year).slice(2)}`;

const evdComma = (t: HeldoutTruth) => fixed(t.evd, 1, true);
const comma = (text: string) => text.replace('.', ',');

// ---- positions ------------------------------------------------------------------------------------------

const minutes4 = (value: number) => degreesMinutes(value, 4);
const seconds1 = (value: number) => degreesMinutesSeconds(value, 1);
/** Degrees, minutes and seconds with primes and a decimal comma: "53° 34′ 08,4″". */
const primeSeconds = (value: number) => {
  const { g, min, sec } = seconds1(value);
  return `${g}° ${min}′ ${comma(sec)}″`;
};

// ---- other numbers ----------------------------------------------------------------------------------------

/** The first working day (Monday to Friday) at least `days` days after the given one. */
export const workingDayAfter = (t: HeldoutTruth, days: number): HeldoutTruth => {
  const day = daysAfter(t, days);
  const wd = weekday(day);
  return wd === 0 ? daysAfter(day, 1) : wd === 6 ? daysAfter(day, 2) : day;
};

const signed = (value: number, decimals: number) =>
  `${value >= 0 ? '+' : '−'}${fixed(Math.abs(value), decimals, true)}`;
/** The acceptance report's rows: Kennwert, Soll, Ist, Differenz, Bewertung. */
export const SV_LIMIT = 3.5;
export const targetActualRows = (t: HeldoutTruth) => {
  const evdDifference = Math.round((t.evd - REQUIRED) * 10) / 10;
  const svDifference = Math.round((t.sv - SV_LIMIT) * 100) / 100;
  return [
    [
      'Evd [MN/m²]',
      `≥ ${fixed(REQUIRED, 1, true)}`,
      evdComma(t),
      signed(evdDifference, 1),
      passes(t) ? 'erfüllt' : 'nicht erfüllt',
    ],
    [
      's/v [ms]',
      `≤ ${fixed(SV_LIMIT, 2, true)}`,
      fixed(t.sv, 2, true),
      signed(svDifference, 2),
      t.sv <= SV_LIMIT ? 'erfüllt' : 'nachverdichten',
    ],
    ['Setzung s [mm]', '—', mm(t.settlement, true), '—', '—'],
    ['Ausnutzung Evd [%]', '≥ 100', fixed((t.evd / REQUIRED) * 100, 1, true), '—', '—'],
  ];
};

/** The sticky note's handwritten lines: a call to return and an appointment, not the test's. */
export const stickyNote = (t: HeldoutTruth) => [
  'Hr. Lenz zurückrufen!',
  `Tel. 0171 44${two(t.second)} ${300 + t.minute}`,
  `${WEEKDAYS_DE[weekday(workingDayAfter(t, 2))]!.slice(0, 2)} 08:30 Baubespr.`,
];

/** The whiteboard's lines, each with its marker colour: the week's plan with the test's result. */
export const whiteboardLines = (t: HeldoutTruth): [string, string][] => {
  const point = 1 + (Number(testNumber(t)) % 40);
  const pour = workingDayAfter(t, 2);
  const crane = workingDayAfter(pour, 1);
  return [
    ['red', `Logistikhalle Achim – Wochenplan KW ${isoWeek(t.year, t.month, t.day)}`],
    ['black', `Betonage Fundamente Achse C–D: ${boardDate(pour)} ab 06:30`],
    ['black', `Kranabnahme TÜV: ${boardDate(crane)} 10:15`],
    ['blue', 'LWD Planum Halle 2:'],
    ['blue', `MP ${point}   ${boardDate(t)}   ${clock(t)} Uhr`],
    ['blue', `s = ${mm(t.settlement, true)} mm   s/v = ${fixed(t.sv, 2, true)} ms`],
    ['blue', `Evd = ${evdComma(t)} MN/m²  (≥ ${REQUIRED})  ${passes(t) ? 'OK' : 'nachverdichten!'}`],
    ['green', `nächste LWD: MP ${point + 1}–${point + 5} am ${boardDate(pour)}`],
    ['black', 'Schotter 0/32: 14 LKW bestellt (Fa. Meyer)'],
  ];
};

/** The foreman's note on squared paper, line by line. */
export const notebookLines = (t: HeldoutTruth) => {
  const lat = decimalDegrees(t.lat, 5, true);
  const lng = decimalDegrees(t.lng, 5, true);
  const roller = daysAfter(t, 1);
  return [
    'Planum Halle B – LWD',
    `${romanDate(t)}   ${clock(t)}`,
    `MP ${1 + (Number(testNumber(t)) % 30)} (Achse C/4)`,
    `s1 ${mm(t.drops[0], true)}  s2 ${mm(t.drops[1], true)}  s3 ${mm(t.drops[2], true)}`,
    `s = ${mm(t.settlement, true)} mm   s/v = ${fixed(t.sv, 2, true)} ms`,
    `Evd = ${evdComma(t)} MN/m²  ${passes(t) ? '✓' : '✗'} (≥ ${REQUIRED})`,
    `GPS N ${lat.text}  E ${lng.text}`,
    '',
    `Walze bestellt: ${roller.day}.${ROMAN_MONTHS[roller.month - 1]}. 06:45`,
  ];
};

// ---- shapes -----------------------------------------------------------------------------------------------

/** The page's full height (as drawingSvg stacks lines) for figures that cover the whole page. */
const pageHeight = (drawing: Drawing) => {
  const size = drawing.fontSize;
  const heights = drawing.lines.map((l) =>
    l.figure ? size * 1.5 * l.figure.lines : l.rule ? size * 0.8 : size * 1.5 * (l.scale ?? 1),
  );
  return Math.ceil(2 * Math.round(size * 1.2) + heights.reduce((a, b) => a + b, 0));
};

/** Squared paper (5 mm boxes, pale blue) under everything: the first line's zero-height figure. */
const squaredPaper = (_box: Box, drawing: Drawing) => {
  const step = drawing.fontSize * 0.75;
  const height = pageHeight(drawing);
  const parts: string[] = [];
  for (let x = step / 2; x < drawing.width; x += step)
    parts.push(
      `<line x1="${x.toFixed(1)}" y1="0" x2="${x.toFixed(1)}" y2="${height}" stroke="rgb(204,218,238)" stroke-width="1"/>`,
    );
  for (let y = step / 2; y < height; y += step)
    parts.push(
      `<line x1="0" y1="${y.toFixed(1)}" x2="${drawing.width}" y2="${y.toFixed(1)}" stroke="rgb(204,218,238)" stroke-width="1"/>`,
    );
  return parts.join('');
};

/**
 * The shadow of the phone and the hand holding it, falling from the bottom edge over the middle of
 * the page (soft-edged, the last line's zero-height figure over the text); it stays off the left
 * and right edges.
 */
const phoneShadow = (box: Box, drawing: Drawing) => {
  const height = pageHeight(drawing);
  const cx = box.x + box.width * 0.6;
  const cy = height * 0.56;
  const w = box.width * 0.3;
  const h = height * 0.36;
  return [
    `<defs><filter id="soft" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="${(drawing.fontSize * 0.7).toFixed(1)}"/></filter></defs>`,
    `<g filter="url(#soft)" opacity="0.42" transform="rotate(-14 ${cx.toFixed(1)} ${cy.toFixed(1)})">`,
    `<rect x="${(cx - w / 2).toFixed(1)}" y="${(cy - h / 2).toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" rx="${(w * 0.12).toFixed(1)}" fill="rgb(20,22,30)"/>`,
    `<rect x="${(cx - w * 0.28).toFixed(1)}" y="${(cy + h * 0.3).toFixed(1)}" width="${(w * 0.56).toFixed(1)}" height="${(height - cy).toFixed(1)}" rx="${(w * 0.2).toFixed(1)}" fill="rgb(20,22,30)"/>`,
    '</g>',
  ].join('');
};

/** A yellow sticky note, slightly turned, over the top right of the page, with handwriting. */
const stickyNoteShape = (lines: string[]) => (box: Box, drawing: Drawing) => {
  const size = drawing.fontSize;
  const margin = Math.round(size * 1.2);
  const x = box.x + box.width * 0.63;
  const y = margin * 0.5;
  const w = box.width * 0.35;
  const h = size * 6.2;
  const parts = [
    `<g transform="rotate(3 ${(x + w / 2).toFixed(1)} ${(y + h / 2).toFixed(1)})">`,
    `<rect x="${(x + 3).toFixed(1)}" y="${(y + 4).toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" fill="rgb(205,205,190)"/>`,
    `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" fill="rgb(255,236,118)"/>`,
    `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="${(size * 0.9).toFixed(1)}" fill="rgb(246,224,100)"/>`,
  ];
  lines.forEach((text, index) =>
    parts.push(
      `<text x="${(x + size * 0.7).toFixed(1)}" y="${(y + size * (2.3 + index * 1.45)).toFixed(1)}" font-family="${SERIF}" font-size="${(size * 1.05).toFixed(1)}" font-style="italic" fill="rgb(30,40,130)" xml:space="preserve">${xml(text)}</text>`,
    ),
  );
  parts.push('</g>');
  return parts.join('');
};

/** The whiteboard's aluminium frame and a faint wiped streak (the first line's zero-height figure). */
const whiteboardFrame = (_box: Box, drawing: Drawing) => {
  const height = pageHeight(drawing);
  const edge = drawing.fontSize * 0.28;
  return [
    `<rect x="${(edge / 2).toFixed(1)}" y="${(edge / 2).toFixed(1)}" width="${(drawing.width - edge).toFixed(1)}" height="${(height - edge).toFixed(1)}" fill="none" stroke="rgb(176,180,186)" stroke-width="${edge.toFixed(1)}"/>`,
    `<defs><filter id="wiped"><feGaussianBlur stdDeviation="${(drawing.fontSize * 0.6).toFixed(1)}"/></filter></defs>`,
    `<ellipse cx="${(drawing.width * 0.72).toFixed(1)}" cy="${(height * 0.3).toFixed(1)}" rx="${(drawing.width * 0.16).toFixed(1)}" ry="${(height * 0.07).toFixed(1)}" fill="rgb(206,212,218)" opacity="0.45" filter="url(#wiped)" transform="rotate(-6 ${(drawing.width * 0.72).toFixed(1)} ${(height * 0.3).toFixed(1)})"/>`,
  ].join('');
};

/** Orange sodium light falling off towards the corners (the last line's zero-height figure). */
const sodiumVignette = (_box: Box, drawing: Drawing) => {
  const height = pageHeight(drawing);
  return [
    `<defs><radialGradient id="falloff" cx="0.45" cy="0.4" r="0.75"><stop offset="0.45" stop-color="rgb(40,20,0)" stop-opacity="0"/><stop offset="1" stop-color="rgb(40,20,0)" stop-opacity="0.2"/></radialGradient></defs>`,
    `<rect x="0" y="0" width="${drawing.width}" height="${height}" fill="url(#falloff)"/>`,
  ].join('');
};

// ---- the layouts ------------------------------------------------------------------------------------------

/** A line of cells at the given places (empty texts left out). */
const cellsAt = (positions: number[], texts: (string | undefined)[], extra: Partial<Cell> = {}): Line =>
  line(...texts.flatMap((text, index) => (text ? [{ ...at(text, positions[index]!), ...extra }] : [])));

const MARKERS: Record<string, string> = {
  red: 'rgb(196,36,36)',
  black: 'rgb(34,34,40)',
  blue: 'rgb(22,64,170)',
  green: 'rgb(24,128,60)',
};

export const twelfthHeldoutLayouts: HeldoutLayout[] = [
  {
    // An Estonian subcontractor's protocol ("Katseprotokoll – dünaamiline koormuskatse"): the date
    // with the month's name ("14. märts 2025"), "kell 14:32", the position in degrees, minutes and
    // decimal-comma seconds with primes and "p.l." (põhjalaius, north) / "i.p." (idapikkus, east),
    // vajumid s1–s3, their mean, s/v, Evd, the requirement, calibration and the print line.
    name: 'Katseprotokoll eesti keeles',
    half: 'development',
    draw: (t) => {
      const pair = labelValue(0.44);
      return {
        font: LIBERATION_SANS,
        fontSize: 19,
        width: 980,
        background: 'rgb(255,255,255)',
        ink: 'rgb(22,26,36)',
        lines: [
          { ...line('KATSEPROTOKOLL – DÜNAAMILINE KOORMUSKATSE'), bold: true, scale: 1.15 },
          {
            ...line('Kerge langeva koormusega seade (LWD) · OÜ Teedeehitus Tartu · Objekt: Ringtee Lübeck, lõik 3'),
            scale: 0.82,
          },
          rule,
          pair('Katsepunkt', `KP ${Number(testNumber(t))}`),
          pair('Kuupäev', estonianDate(t)),
          pair('Kellaaeg', `kell ${clock(t)}`),
          pair('Asukoht (WGS 84)', `${primeSeconds(t.lat)} p.l.   ${primeSeconds(t.lng)} i.p.`),
          pair('Õhutemperatuur', `${temperature(t)} °C`),
          rule,
          ...results(t, pair, [
            'Vajumid s1 / s2 / s3',
            'Keskmine vajum s',
            's/v',
            'Dünaamiline deformatsioonimoodul Evd',
          ]),
          pair('Nõue', `Evd ≥ ${REQUIRED} MN/m² – ${passes(t) ? 'vastab' : 'ei vasta'}`),
          pair('Kalibreeritud', calibrated(t)),
          rule,
          { ...line(`Prinditud ${german(daysAfter(t, 1))} kell 18:02 · Lk 1/1 · Katse tegi: M. Tamm`), scale: 0.85 },
        ],
      };
    },
    expected: printedAs(seconds1),
  },
  {
    // A Bulgarian subcontractor's protocol in Cyrillic: the date with "г." (година), the clock
    // with "ч." (часа), the position in degrees and decimal-comma minutes with "с.ш." (северна
    // ширина, north) and "и.д." (източна дължина, east), слягания s1–s3, mean, s/v, Evd, the
    // requirement, the device with its calibration and the print line two days later.
    name: 'Протокол от изпитване български',
    half: 'development',
    draw: (t) => {
      const lat = minutes4(t.lat);
      const lng = minutes4(t.lng);
      const pair = labelValue(0.47);
      return {
        font: SANS,
        fontSize: 17,
        width: 1000,
        background: 'rgb(250,250,250)',
        ink: 'rgb(18,18,28)',
        lines: [
          { ...line(`ПРОТОКОЛ ОТ ИЗПИТВАНЕ № ${Number(testNumber(t))}`), bold: true, scale: 1.2 },
          line('Динамично натоварване с лека падаща тежест (LWD), TP BF-StB B 8.3'),
          { ...line('Изпълнител: „Пътстрой Бургас“ ЕООД · Обект: Логистичен център Шверин'), scale: 0.85 },
          rule,
          pair('Дата на изпитването', `${german(t)} г.`),
          pair('Час', `${clock(t)} ч.`),
          pair('Географска ширина', `${lat.g}° ${comma(lat.minutes)}′ с.ш.`),
          pair('Географска дължина', `${lng.g}° ${comma(lng.minutes)}′ и.д.`),
          pair('Температура на въздуха', `${temperature(t)} °C`),
          rule,
          ...results(t, pair, [
            'Слягания s1 / s2 / s3',
            'Средно слягане s',
            's/v',
            'Динамичен модул на деформация Evd',
          ]),
          pair('Изискване', `Evd ≥ ${REQUIRED} MN/m² – ${passes(t) ? 'изпълнено' : 'неизпълнено'}`),
          pair('Уред / калибриране', `LFG № 4417 / ${calibrated(t)} г.`),
          rule,
          { ...line(`Отпечатано: ${german(daysAfter(t, 2))} г., 17:20 ч. · Стр. 1 от 1`), scale: 0.85 },
        ],
      };
    },
    expected: printedAs(minutes4),
  },
  {
    // An Albanian (Kosovar) subcontractor's protocol: the date with the month's name ("14 mars
    // 2025"), "Ora 14:32", latitude and longitude on their own lines as "Gjerësia veriore" (north)
    // and "Gjatësia lindore" (east) in decimal-comma degrees, uljet s1–s3, mean, s/v, Evd, the
    // requirement, the calibration and the print line the next day.
    name: 'Raport i provës shqip',
    half: 'development',
    draw: (t) => {
      const lat = decimalDegrees(t.lat, 5, true);
      const lng = decimalDegrees(t.lng, 5, true);
      const pair = labelValue(0.46);
      return {
        font: LIBERATION_SERIF,
        fontSize: 20,
        width: 960,
        background: 'rgb(253,252,248)',
        ink: 'rgb(26,22,20)',
        lines: [
          { ...line('RAPORT I PROVËS ME PLLAKË DINAMIKE'), bold: true, scale: 1.2 },
          line('Pajisja me peshë rënëse të lehtë (LWD) sipas TP BF-StB B 8.3'),
          {
            ...line('Kontraktori: Ndërtimi Dardania Sh.p.k. · Objekti: Qendra logjistike Kassel, fusha C'),
            scale: 0.85,
          },
          rule,
          pair('Pika e provës', `P ${Number(testNumber(t))}`),
          pair('Data e provës', albanianDate(t)),
          pair('Ora', clock(t)),
          pair('Gjerësia veriore (WGS 84)', `${lat.text}°`),
          pair('Gjatësia lindore (WGS 84)', `${lng.text}°`),
          rule,
          ...results(t, pair, ['Uljet s1 / s2 / s3', 'Ulja mesatare s', 's/v', 'Moduli dinamik i deformimit Evd']),
          pair('Kërkesa', `Evd ≥ ${REQUIRED} MN/m² – ${passes(t) ? 'plotësohet' : 'nuk plotësohet'}`),
          pair('Kalibrimi i fundit', calibrated(t)),
          rule,
          { ...line(`Shtypur më ${german(daysAfter(t, 1))}, ora 18:15 · Faqe 1 nga 1`), scale: 0.85 },
        ],
      };
    },
    expected: printedAs((value) => decimalDegrees(value, 5, true)),
  },
  {
    // An acceptance report comparing target and actual values: a table with Kennwert, Soll, Ist,
    // Differenz and Bewertung for Evd, s/v, the settlement and the Evd's ratio to its target in
    // per cent; the test's date and clock beside the acceptance's (a working day two to four days later), the form's
    // revision date, the position in decimal degrees with N and E after them.
    name: 'Abnahmeprotokoll Soll-Ist-Vergleich',
    half: 'development',
    draw: (t) => {
      const columns = [0, 0.3, 0.45, 0.6, 0.77];
      const lat = decimalDegrees(t.lat, 6);
      const lng = decimalDegrees(t.lng, 6);
      return {
        font: LIBERATION_SANS,
        fontSize: 19,
        width: 1000,
        background: 'rgb(255,255,255)',
        ink: 'rgb(20,20,20)',
        lines: [
          { ...line('Abnahmeprotokoll Erdplanum – Soll-Ist-Vergleich'), bold: true, scale: 1.2 },
          {
            ...line(
              at('Neubau Logistikhalle Achim · Planum Halle 1, Achse 4–7', 0),
              at('Formblatt QS-07, Rev. 4 vom 12.01.2023', 1, 'end'),
            ),
            scale: 0.82,
          },
          rule,
          line(
            at('Prüfung:', 0),
            at(`${german(t)}, ${clock(t)} Uhr`, 0.16),
            at('Abnahme:', 0.55),
            at(`${german(workingDayAfter(t, 2))}, 10:00 Uhr`, 0.7),
          ),
          line(at('Messpunkt:', 0), at(`MP ${Number(testNumber(t))} (dyn. Plattendruckversuch)`, 0.16)),
          line(at('Lage:', 0), at(`${lat.text} N / ${lng.text} E`, 0.16)),
          rule,
          {
            ...cellsAt(columns, ['Kennwert', 'Soll', 'Ist', 'Differenz', 'Bewertung']),
            bold: true,
            fill: 'rgb(228,232,238)',
          },
          ...targetActualRows(t).map((row) => cellsAt(columns, row)),
          rule,
          line(
            `Gesamtbewertung: ${passes(t) ? 'Planum abgenommen' : 'Planum nicht abgenommen, Nachverdichtung erforderlich'}`,
          ),
          blank,
          line(at('Auftragnehmer: ____________', 0), at('Bauleitung: ____________', 0.55)),
        ],
      };
    },
    expected: printedAs((value) => decimalDegrees(value, 6)),
  },
  {
    // A lab's protocol photographed with the phone held over it: the shadow of the phone and the
    // hand lies softly across the middle of the page, over part of the results and the Evd line,
    // which stay legible. Date and clock, degrees and decimal-comma minutes, s1–s3, mean, s/v, Evd,
    // the requirement, a remark and the print line the next morning.
    name: 'Handyschatten quer über dem Protokoll',
    half: 'development',
    draw: (t) => {
      const lat = minutes4(t.lat);
      const lng = minutes4(t.lng);
      const pair = labelValue(0.36);
      return {
        font: CONDENSED,
        fontSize: 20,
        width: 900,
        background: 'rgb(252,252,250)',
        ink: 'rgb(24,24,30)',
        lines: [
          { ...line('Prüfprotokoll dynamischer Plattendruckversuch'), bold: true, scale: 1.15 },
          { ...line('Erdbaulabor Hansen GmbH · Auftrag 118/25 · nach TP BF-StB B 8.3'), scale: 0.85 },
          rule,
          pair('Prüfpunkt', `P ${Number(testNumber(t))} – Planum Zufahrt`),
          pair('Datum / Uhrzeit', `${german(t)} / ${clock(t)} Uhr`),
          pair('Koordinaten', `N ${lat.g}° ${comma(lat.minutes)}'   E ${lng.g}° ${comma(lng.minutes)}'`),
          rule,
          ...results(t, pair, ['Setzungen s1 / s2 / s3', 'Setzungsmittel s', 's/v', 'Evd']),
          pair('Anforderung', `Evd ≥ ${REQUIRED} MN/m² – ${passes(t) ? 'erfüllt' : 'nicht erfüllt'}`),
          pair('Bemerkung', 'Planum trocken, Sand schwach schluffig'),
          rule,
          { ...line(`gedruckt ${german(daysAfter(t, 1))} 07:48 · Prüfer: Hansen`), scale: 0.85 },
          figure(0, phoneShadow),
        ],
      };
    },
    expected: printedAs(minutes4),
  },
  {
    // A foreman's note in a squared notebook, written by hand (blue italic): the date with the month
    // in Roman numerals ("14.III.2025") and the clock, the point, single settlements, mean, s/v,
    // Evd with a tick and the requirement, the position in decimal-comma degrees, and an order for
    // the roller the next morning.
    name: 'Notizbuch kariert, Monat in römischen Ziffern',
    half: 'development',
    draw: (t) => {
      const ink = 'rgb(24,36,128)';
      const hand = (text: string): Cell => ({ ...at(text, 0.02), ink, italic: true });
      const [title, ...rest] = notebookLines(t);
      return {
        font: LIBERATION_SERIF,
        fontSize: 24,
        width: 820,
        background: 'rgb(250,250,245)',
        ink,
        lines: [
          figure(0, squaredPaper),
          { ...line(hand(title!)), bold: true },
          ...rest.map((text) => (text ? line(hand(text)) : blank)),
        ],
      };
    },
    expected: printedAs((value) => decimalDegrees(value, 5, true)),
  },
  {
    // The device software's A4 printout with a yellow sticky note stuck over its top right corner
    // (over the company's address): on the note, by hand, a call to return with a phone number and
    // the next site meeting's weekday and clock. The test's date is ISO with the clock's seconds,
    // the position in degrees, minutes and decimal seconds with N and E after them.
    name: 'Ausdruck mit Haftnotiz',
    half: 'development',
    draw: (t) => {
      const lat = seconds1(t.lat);
      const lng = seconds1(t.lng);
      const pair = labelValue(0.3);
      const note = stickyNote(t);
      return {
        font: LIBERATION_SANS,
        fontSize: 19,
        width: 960,
        background: 'rgb(255,255,255)',
        ink: 'rgb(28,28,28)',
        lines: [
          line(at('Brenner Tiefbau GmbH & Co. KG', 0), at('Industriestraße 14', 0.66)),
          line(at('Messbericht leichtes Fallgewicht', 0), at('27283 Verden (Aller)', 0.66)),
          line(at('LWD-Auswertung 4.2', 0), at('Tel. 04231 9970-0', 0.66)),
          rule,
          pair('Messung Nr.', String(Number(testNumber(t)))),
          pair('Zeitpunkt', `${iso(t)} ${clockSeconds(t)}`),
          pair('Position', `${lat.g}°${lat.min}'${lat.sec}"N   ${lng.g}°${lng.min}'${lng.sec}"E`),
          rule,
          ...results(t, pair, ['Setzung s1 / s2 / s3', 'Mittlere Setzung s', 's/v', 'Evd']),
          pair('Grenzwert', `Evd ≥ ${REQUIRED} MN/m² (${passes(t) ? 'eingehalten' : 'nicht eingehalten'})`),
          rule,
          { ...line(`Druck: ${iso(daysAfter(t, 2))} 09:12 · Seite 1/1`), scale: 0.85 },
          figure(0, stickyNoteShape(note), note.join('\n')),
        ],
      };
    },
    expected: printedAs(seconds1),
  },
  {
    // A device built for export with English menus (white screen, blue title bar): the test time
    // year first with slashes ("2025/03/14 14:32:05"), longitude listed before latitude with the
    // hemisphere letter in front, plate, peak force, S1–S3, average deflection, S/V, Evd in MPa and
    // the limit; the title bar's clock is the device's current time, later.
    name: 'Exportgerät englisch, Jahr/Monat/Tag, Länge zuerst',
    half: 'development',
    draw: (t) => {
      const lat = decimalDegrees(t.lat, 6);
      const lng = decimalDegrees(t.lng, 6);
      const pair = labelValue(0.45);
      const white = 'rgb(250,250,250)';
      return {
        font: SANS,
        fontSize: 18,
        width: 700,
        background: 'rgb(246,248,250)',
        ink: 'rgb(18,22,30)',
        display: { housing: 'rgb(46,50,58)' },
        lines: [
          {
            ...line(
              { ...at('LWD-200A  Test Result', 0), ink: white },
              { ...at(`${slashYearFirst(t)} ${clock(t, 18 + (t.second % 30))}`, 1, 'end'), ink: white },
            ),
            fill: 'rgb(20,90,170)',
            bold: true,
          },
          pair('Test No.', testNumber(t)),
          pair('Test Time', `${slashYearFirst(t)} ${clockSeconds(t)}`),
          pair('Longitude', `E ${lng.text}`),
          pair('Latitude', `N ${lat.text}`),
          pair('Plate Dia.(mm)', '300'),
          pair('Peak Force(kN)', fixed(7.04 + (t.second % 7) / 100, 2, false)),
          pair('S1/S2/S3(mm)', drops(t, false, ' / ')),
          pair('Avg Defl.(mm)', mm(t.settlement, false)),
          pair('S/V(ms)', fixed(t.sv, 2, false)),
          { ...pair('Evd(MPa)', fixed(t.evd, 1, false)), bold: true, scale: 1.3 },
          pair('Evd Limit(MPa)', `${fixed(REQUIRED, 1, false)}  ${passes(t) ? 'PASS' : 'FAIL'}`),
          blank,
          {
            ...line(at('F1 Save', 0), at('F2 Print', 0.27), at('F3 Upload', 0.54), at('ESC Back', 1, 'end')),
            fill: 'rgb(214,218,226)',
          },
        ],
      };
    },
    expected: printedAs((value) => decimalDegrees(value, 6)),
  },
  {
    // The whiteboard in the site container, photographed for the crew's chat: the week's plan in
    // four marker colours — a concrete pour and the crane's inspection on later working days, the LWD test
    // with its weekday, date with a two-digit year, clock, s, s/v and Evd, the next tests' day —; no
    // position anywhere.
    name: 'Whiteboard im Baucontainer',
    half: 'development',
    draw: (t) => ({
      font: SANS,
      fontSize: 24,
      width: 1000,
      background: 'rgb(244,246,247)',
      ink: MARKERS.black!,
      lines: [
        figure(0, whiteboardFrame),
        ...whiteboardLines(t).map(([colour, text], index) => ({
          ...line({ ...at(text, 0.01), ink: MARKERS[colour]!, italic: true }),
          ...(index === 0 || text.startsWith('Evd') ? { bold: true } : {}),
          ...(index === 3 ? { scale: 1.05 } : {}),
        })),
      ],
    }),
    expected: (t) => expectedFor(t, t.evd, 'absent'),
  },
  {
    // A device's paper strip photographed in a road tunnel under orange sodium light: the whole page
    // orange, darker towards the corners; the device had no GPS fix underground and says so. Date,
    // clock with seconds, s1–s3, mean, s/v, Evd, the limit, the print clock a few minutes later and
    // the calibration date. No position is expected.
    name: 'Tunnel unter Natriumlicht, kein GPS',
    half: 'development',
    draw: (t) => ({
      font: MONO,
      fontSize: 21,
      width: 560,
      background: 'rgb(228,158,70)',
      ink: 'rgb(44,26,10)',
      lines: [
        { ...line('ZFG 3.0 LEICHTES FALLGEWICHT'), bold: true },
        line('Tunnel Kirchheim Oststr.'),
        rule,
        line(`Mess-Nr.: ${testNumber(t)}`),
        line(`Datum:    ${german(t)}`),
        line(`Zeit:     ${clockSeconds(t)}`),
        rule,
        ...t.drops.map((drop, index) => line(`s${index + 1}:  ${mm(drop, true)} mm`)),
        line(`s:   ${mm(t.settlement, true)} mm`),
        line(`s/v: ${fixed(t.sv, 2, true)} ms`),
        { ...line(`Evd: ${evdComma(t)} MN/m2`), bold: true, scale: 1.2 },
        line(`Soll: >= ${REQUIRED} MN/m2 ${passes(t) ? 'OK' : 'N.OK'}`),
        line('GPS:  kein Empfang'),
        rule,
        line(`Druck: ${german(t)} ${clock(t, 3 + (t.second % 4))}`),
        line(`Kal.:  ${calibrated(t)}`),
        figure(0, sodiumVignette),
      ],
    }),
    expected: (t) => expectedFor(t, t.evd, 'absent'),
  },
];
