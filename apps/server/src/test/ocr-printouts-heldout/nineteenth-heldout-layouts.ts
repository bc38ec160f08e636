// Ten further held-out layouts for the second OCR test set (issue 38), the nineteenth batch. Written
// without looking at the reader, its tests, its benchmark or the decisions on what it gets wrong,
// and modelled on what light drop-weight devices (TP BF-StB B 8.3), site paperwork and the screens
// results are read on print and show: an Azerbaijani protocol ("1 dekabr 2025-ci il", "saat 14:03",
// seconds with a decimal comma and "şm. e." / "şq. u." for north and east), an Irish one ("Dé Luain,
// 1 Nollaig 2025", "T" and "O" for north and east), a page of a photo documentation with four
// pictures and their captions (each picture's own clock, the test in one caption), the company's
// post in a social network (relative times "vor 3 Std.", likes and comments with another test's
// value), a wiki page's Markdown source (bold markers around Evd, a table with a separator row, a
// front matter's moment with its UTC offset, the position as a bare pair repeated in a map link
// with its zoom), a database query in a terminal (psql's expanded display, timestamps with their
// UTC offset "+01", the query's duration in milliseconds, the server's clock now), the minutes of a
// site meeting (items with who and a deadline, the test as one item), a car's infotainment screen
// showing a message beside the navigation (arrival time, distances, the radio's frequency), an
// e-mail inbox with preview lines and the reading pane, and a thermal strip at the end of its roll
// with the red warning stripe along its edge. Each prints numbers of other quantities near Evd and
// dates or clocks that are not the test's (decision 0801).
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
} from './heldout-layouts.js';
import { clock, clockSeconds, temperature } from './fresh-heldout-layouts.js';
import { REQUIRED, calibrated, passes, weekday } from './fourth-heldout-layouts.js';
import { daysAfter, utcOffsetHours } from './fifth-heldout-layouts.js';
import { workingDayAfter } from './twelfth-heldout-layouts.js';
import { figure, printedAs } from './third-heldout-layouts.js';
import { wrapped } from './seventeenth-heldout-layouts.js';
import {
  DEJAVU_SANS as SANS,
  DEJAVU_SANS_CONDENSED as CONDENSED,
  DEJAVU_SANS_MONO as MONO,
  DEJAVU_SERIF as SERIF,
  LIBERATION_SANS,
} from './heldout-fonts.js';
import {
  comma,
  degrees5,
  degrees5Comma,
  degrees6,
  evdComma,
  german,
  iso,
  minutes4,
  seconds1,
  NBSP,
  evdPoint,
  point,
  grey,
  settlements,
} from './heldout-formats.js';

// ---- dates and clocks as these documents write them ---------------------------------------------------

export const MONTHS_AZ = [
  'yanvar',
  'fevral',
  'mart',
  'aprel',
  'may',
  'iyun',
  'iyul',
  'avqust',
  'sentyabr',
  'oktyabr',
  'noyabr',
  'dekabr',
];
export const WEEKDAYS_AZ = ['bazar', 'bazar ertəsi', 'çərşənbə axşamı', 'çərşənbə', 'cümə axşamı', 'cümə', 'şənbə'];
/**
 * The ordinal suffix of a year in Azerbaijani, by the vowel of its last number word (vowel
 * harmony): 2024 (dörd) "-cü", 2025 (beş) "-ci", 2026 (altı) "-cı", 2029 (doqquz) "-cu".
 */
const YEAR_SUFFIX_AZ = ['-cu', '-ci', '-ci', '-cü', '-cü', '-ci', '-cı', '-ci', '-ci', '-cu'];
/** "1 dekabr 2025-ci il, bazar ertəsi". */
export const azerbaijaniDate = (t: HeldoutTruth) =>
  `${t.day} ${MONTHS_AZ[t.month - 1]} ${t.year}${YEAR_SUFFIX_AZ[t.year % 10]} il, ${WEEKDAYS_AZ[weekday(t)]}`;

export const MONTHS_GA = [
  'Eanáir',
  'Feabhra',
  'Márta',
  'Aibreán',
  'Bealtaine',
  'Meitheamh',
  'Iúil',
  'Lúnasa',
  'Meán Fómhair',
  'Deireadh Fómhair',
  'Samhain',
  'Nollaig',
];
export const WEEKDAYS_GA = [
  'Dé Domhnaigh',
  'Dé Luain',
  'Dé Máirt',
  'Dé Céadaoin',
  'Déardaoin',
  'Dé hAoine',
  'Dé Sathairn',
];
/** "Dé Luain, 1 Nollaig 2025". */
export const irishDate = (t: HeldoutTruth) =>
  `${WEEKDAYS_GA[weekday(t)]}, ${t.day} ${MONTHS_GA[t.month - 1]} ${t.year}`;

/** "+01" or "+02": the UTC offset PostgreSQL prints after a local timestamp in Europe/Berlin. */
export const offsetOf = (t: HeldoutTruth) => `+${two(utcOffsetHours(t))}`;

// ---- the photo documentation ---------------------------------------------------------------------------

/** The four captions of the photo documentation's page; the third holds the test. */
export const photoCaptions = (t: HeldoutTruth) => {
  const lat = degrees5Comma(t.lat);
  const lng = degrees5Comma(t.lng);
  return [
    `Bild 1 · ${german(t)}, ${clock(t, -38)} Uhr: Planum Halle 2 vor der Prüfung, Blick nach Norden, Achse 3 bis 7`,
    `Bild 2 · ${german(t)}, ${clock(t, -21)} Uhr: Walze 12 t, 4 Übergänge; Wassergehalt der Probe 8,4 %`,
    `Bild 3 · aufgenommen ${clock(t, 2)} Uhr: Lastplatte auf MP ${point(t)}. Prüfung am${NBSP}${german(t)} ` +
      `um${NBSP}${clock(t)}${NBSP}Uhr: s = ${fixed(t.settlement, 3, true)} mm, s/v = ${fixed(t.sv, 2, true)} ms, ` +
      `Evd${NBSP}=${NBSP}${evdComma(t)}${NBSP}MN/m² (Soll Evd ≥ ${REQUIRED} MN/m²). Lage ${lat.text}°${NBSP}N, ${lng.text}°${NBSP}O`,
    `Bild 4 · ${german(daysAfter(t, 1))}, 07:35 Uhr: Bodenprobe für das Labor, Beutel 12,6 kg`,
  ];
};

/** Two photos side by side (grey-brown ground, sky, a plate or a roller as simple shapes). */
const photoPair = (seed: number) => (box: Box) => {
  const gap = box.width * 0.04;
  const w = (box.width - gap) / 2;
  const h = box.height - 6;
  const parts: string[] = [];
  [0, 1].forEach((index) => {
    const x = box.x + index * (w + gap);
    const y = box.y + 3;
    const tone = 120 + ((seed * 17 + index * 41) % 40);
    parts.push(
      `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" fill="rgb(${tone + 40},${tone + 60},${tone + 90})"/>`,
      `<rect x="${x.toFixed(1)}" y="${(y + h * 0.38).toFixed(1)}" width="${w.toFixed(1)}" height="${(h * 0.62).toFixed(1)}" fill="rgb(${tone},${tone - 12},${tone - 30})"/>`,
      `<ellipse cx="${(x + w * (0.35 + 0.3 * ((seed + index) % 2))).toFixed(1)}" cy="${(y + h * 0.7).toFixed(1)}" rx="${(w * 0.12).toFixed(1)}" ry="${(h * 0.06).toFixed(1)}" fill="rgb(70,72,78)"/>`,
    );
  });
  return parts.join('');
};

// ---- the thermal strip at the end of its roll ----------------------------------------------------------

/**
 * The red warning stripe printed on the last metres of a thermal roll, along its right edge: a
 * translucent band over the right-aligned values (a last line's zero-height figure, over the text).
 */
const endOfRollStripe = (box: Box, drawing: Drawing) => {
  const top = drawing.fontSize;
  const bottom = box.y + drawing.fontSize * 0.5;
  const x = box.x + box.width * 0.84;
  return `<rect x="${x.toFixed(1)}" y="${top}" width="${(box.x + box.width - x).toFixed(1)}" height="${(bottom - top).toFixed(1)}" fill="rgb(226,64,96)" fill-opacity="0.32"/>`;
};

// ---- the database console --------------------------------------------------------------------------------

/** psql's expanded display of the test's row: column names, a bar and the values. */
export const psqlRecord = (t: HeldoutTruth) => {
  const imported = workingDayAfter(t, 1);
  const rows: [string, string][] = [
    ['id', String(48000 + point(t) * 7)],
    ['punkt', `MP ${point(t)}`],
    ['gemessen_am', `${iso(t)} ${clockSeconds(t)}${offsetOf(t)}`],
    ['s1_mm', fixed(t.drops[0], 3, false)],
    ['s2_mm', fixed(t.drops[1], 3, false)],
    ['s3_mm', fixed(t.drops[2], 3, false)],
    ['s_mittel_mm', fixed(t.settlement, 3, false)],
    ['sv_ms', fixed(t.sv, 2, false)],
    ['evd_mn_m2', evdPoint(t)],
    ['anforderung', `Evd >= ${REQUIRED} MN/m2`],
    ['breite', degrees6(t.lat).text],
    ['laenge', degrees6(t.lng).text],
    ['geraet', `LFG 31 (kal. ${calibrated(t)})`],
    ['importiert_am', `${iso(imported)} 06:15:${two((t.second + 9) % 60)}.482${offsetOf(imported)}`],
  ];
  const width = Math.max(...rows.map(([name]) => name.length));
  return [
    `-[ RECORD 1 ]${'-'.repeat(width - 12)}+${'-'.repeat(30)}`,
    ...rows.map(([name, value]) => `${name.padEnd(width)} | ${value}`),
  ];
};

// ---- the layouts ------------------------------------------------------------------------------------------

export const nineteenthHeldoutLayouts: HeldoutLayout[] = [
  {
    // An Azerbaijani subcontractor's protocol: the date with the year's ordinal suffix and the
    // weekday ("1 dekabr 2025-ci il, bazar ertəsi"), the clock "saat 14:03", degrees–minutes–seconds
    // with a decimal comma and "şm. e." / "şq. u." (şimal enliyi, şərq uzunluğu) after them, ə, ş,
    // ç, ğ in the labels, çökmələr s1–s3, the mean, s/v, Evd, the requirement, the calibration and a
    // print line a working day later.
    name: 'Sınaq protokolu azərbaycanca',
    half: 'development',
    draw: (t) => {
      const pair = labelValue(0.44);
      const lat = seconds1(t.lat);
      const lng = seconds1(t.lng);
      return {
        font: LIBERATION_SANS,
        fontSize: 19,
        width: 980,
        background: 'rgb(255,255,255)',
        ink: 'rgb(24,26,40)',
        lines: [
          { ...line('SINAQ PROTOKOLU – DİNAMİK ŞTAMP SINAĞI (LWD)'), bold: true, scale: 1.1 },
          { ...line('Geotexnika MMC · Tikinti sahəsi: Anbar kompleksi, 2-ci sahə'), scale: 0.85 },
          rule,
          pair('Sınaq nöqtəsi', `MN-${point(t)}`),
          pair('Tarix', azerbaijaniDate(t)),
          pair('Vaxt', `saat ${clock(t)}`),
          pair('Enlik', `${lat.g}° ${lat.min}' ${comma(lat.sec)}" şm. e.`),
          pair('Uzunluq', `${lng.g}° ${lng.min}' ${comma(lng.sec)}" şq. u.`),
          pair('Hava temperaturu', `${temperature(t)} °C`),
          rule,
          ...results(t, pair, ['Çökmələr s1 / s2 / s3', 'Orta çökmə s', 's/v', 'Dinamik deformasiya modulu Evd']),
          pair('Tələb', `Evd ≥ ${REQUIRED} MN/m² – ${passes(t) ? 'ödənilir' : 'ödənilmir'}`),
          pair('Kalibrləmə', calibrated(t)),
          rule,
          { ...line(`Çap edildi ${german(workingDayAfter(t, 1))}, saat 07:40 · Səhifə 1 / 1`), scale: 0.85 },
        ],
      };
    },
    expected: printedAs(seconds1),
  },
  {
    // An Irish-language protocol: the weekday and month in Irish ("Dé Luain, 1 Nollaig 2025"), the
    // clock after "Am", degrees and decimal minutes with points and "T" / "O" (tuaisceart,
    // oirthear: north, east) after them, síntí fada in the labels, socraíocht s1–s3, the mean, s/v,
    // Evd, the requirement, the calibration and the print line a working day later.
    name: 'Tuarascáil tástála as Gaeilge',
    half: 'development',
    draw: (t) => {
      const pair = labelValue(0.4);
      const lat = minutes4(t.lat);
      const lng = minutes4(t.lng);
      return {
        font: SERIF,
        fontSize: 18,
        width: 980,
        background: 'rgb(253,252,248)',
        ink: 'rgb(20,30,28)',
        lines: [
          { ...line('TUARASCÁIL TÁSTÁLA – TÁSTÁIL PLÁTA DINIMICIÚIL'), bold: true, scale: 1.1 },
          { ...line('Innealtóireacht Talún Teo. · Láithreán: Stóras Thuaidh, Cuid 2'), scale: 0.85 },
          rule,
          pair('Pointe tástála', `PT ${point(t)}`),
          pair('Dáta', irishDate(t)),
          pair('Am', clock(t)),
          pair('Domhanleithead', `${lat.g}° ${lat.minutes}′ T`),
          pair('Domhanfhad', `${lng.g}° ${lng.minutes}′ O`),
          pair('Teocht', `${temperature(t)} °C`),
          rule,
          ...results(t, pair, ['Socraíocht s1 / s2 / s3', 'Meánsocraíocht s', 's/v', 'Modúl dinimiciúil Evd']),
          pair('Riachtanas', `Evd ≥ ${REQUIRED} MN/m² – ${passes(t) ? 'comhlíonta' : 'níor comhlíonadh'}`),
          pair('Calabrú', calibrated(t)),
          rule,
          { ...line(`Priontáilte ${german(workingDayAfter(t, 1))} ag 08:20 · Leathanach 1 de 1`), scale: 0.85 },
        ],
      };
    },
    expected: printedAs(minutes4),
  },
  {
    // A page of the site's photo documentation: four pictures in two rows, each with its caption
    // below (number, date and clock of the picture, what it shows); the third picture shows the
    // load plate and its caption the test's date and clock, s, s/v, Evd, the requirement and the
    // position in decimal-comma degrees; the picture itself was taken two minutes after the test.
    name: 'Fotodokumentation: vier Bilder mit Bildunterschriften',
    half: 'development',
    draw: (t) => {
      const captions = photoCaptions(t).map((caption) => wrapped(caption, 44));
      const rows = (left: string[], right: string[]) =>
        Array.from({ length: Math.max(left.length, right.length) }, (_, index) =>
          line(at(left[index] ?? '', 0), at(right[index] ?? '', 0.52)),
        );
      return {
        font: SANS,
        fontSize: 16,
        width: 1000,
        background: 'rgb(255,255,255)',
        ink: 'rgb(26,28,34)',
        lines: [
          { ...line('Fotodokumentation · BV Logistikzentrum Nord · Blatt 3 von 5'), bold: true, scale: 1.1 },
          {
            ...line(grey(`Erstellt ${german(workingDayAfter(t, 2))} · Fotos: Prüftechnik T. Albers`, 0)),
            scale: 0.85,
          },
          rule,
          figure(6, photoPair(t.second + t.minute)),
          ...rows(captions[0]!, captions[1]!),
          blank,
          figure(6, photoPair(t.second + t.minute + 1)),
          ...rows(captions[2]!, captions[3]!),
          rule,
          { ...line(grey('Erdbau Hanse GmbH · Bauleitung · Seite 3', 0)), scale: 0.8 },
        ],
      };
    },
    expected: printedAs(degrees5Comma),
  },
  {
    // The company's post in a social network, screenshotted on a phone: relative times ("vor 3 Std.",
    // "vor 47 Min."), the post's text with the test's date and clock, s, s/v, Evd and the requirement,
    // a tagged place in decimal degrees, likes, comments and shares, and a comment with another
    // site's value from the day before; the phone's status bar later that day.
    name: 'Firmenbeitrag im sozialen Netzwerk, Zeiten relativ',
    half: 'development',
    draw: (t) => {
      const lat = degrees5(t.lat);
      const lng = degrees5(t.lng);
      const other = fixed(30 + ((t.second * 7 + t.minute * 3) % 600) / 10, 1, true);
      const text = wrapped(
        `Tragfähigkeit geprüft: Am${NBSP}${german(t)} um${NBSP}${clock(t)}${NBSP}Uhr hat unser Prüftechniker am Planum des ` +
          `Logistikzentrums Nord den dynamischen Plattendruckversuch gemacht. Setzung s = ` +
          `${fixed(t.settlement, 3, true)} mm, s/v = ${fixed(t.sv, 2, true)} ms, Evd${NBSP}=${NBSP}${evdComma(t)}${NBSP}MN/m² – ` +
          `gefordert sind Evd ≥ ${REQUIRED} MN/m². ${passes(t) ? 'Passt!' : 'Da verdichten wir nach.'} ` +
          '#Erdbau #Qualität #Baustelle',
        58,
      );
      const card = 'rgb(246,247,250)';
      return {
        font: SANS,
        fontSize: 18,
        width: 860,
        background: 'rgb(255,255,255)',
        ink: 'rgb(28,30,36)',
        lines: [
          { ...line(grey(clock(t, 190), 0), grey('LTE  72 %', 1, 'end')), scale: 0.8 },
          { ...line(at('Erdbau Hanse GmbH', 0)), bold: true, fill: card },
          { ...line(grey('vor 3 Std. · bearbeitet · öffentlich', 0)), scale: 0.8, fill: card },
          ...text.map((row) => ({ ...line(row), fill: card })),
          { ...line(grey(`Ort: ${lat.text}° N, ${lng.text}° E · Logistikzentrum Nord`, 0)), scale: 0.85, fill: card },
          { ...line(grey('Gefällt 128 Mal · 23 Kommentare · 5 Mal geteilt', 0)), scale: 0.85, fill: card },
          blank,
          { ...line(at('M. Özdemir', 0), grey('vor 2 Std.', 1, 'end')), scale: 0.9, bold: true },
          { ...line(`Sauber! Bei uns am BA 2 waren es gestern ${other}.`), scale: 0.9 },
          { ...line(at('Erdbau Hanse GmbH', 0), grey('vor 47 Min.', 1, 'end')), scale: 0.9, bold: true },
          { ...line('Danke! Walze 12 t und 6 Übergänge, dann hält das.'), scale: 0.9 },
        ],
      };
    },
    expected: printedAs(degrees5),
  },
  {
    // A wiki page's Markdown source in the browser's editor: a front matter with the page's creation
    // moment and its UTC offset, the heading, bold labels ("**Datum:** 2025-12-01"), the position as a
    // bare pair "[52.12345, 13.12345][karte]" with a reference link to a map (the pair again, zoom
    // 19), a table with its separator row and Evd in bold markers ("**58.1**"), a quoted requirement,
    // a task list with a deadline and the editor's status line.
    name: 'Wiki-Seite im Markdown-Quelltext',
    half: 'development',
    draw: (t) => {
      const lat = degrees5(t.lat).text;
      const lng = degrees5(t.lng).text;
      const created = workingDayAfter(t, 1);
      const saved = workingDayAfter(t, 2);
      const cell = (text: string, width: number, right = false) => (right ? text.padStart(width) : text.padEnd(width));
      const row = (name: string, value: string, unit: string) =>
        `| ${cell(name, 18)} | ${cell(value, 21, true)} | ${cell(unit, 7)} |`;
      const source = [
        '---',
        `titel: LWD-Prüfung MP ${point(t)}`,
        `erstellt: ${iso(created)}T07:12:44${offsetOf(created)}:00`,
        '---',
        `# LWD-Prüfung MP ${point(t)}, Planum Halle 2`,
        '',
        `**Datum:** ${iso(t)} · **Uhrzeit:** ${clock(t)} Uhr`,
        `**Lage:** [${lat}, ${lng}][karte] (WGS 84, Breite, Länge)`,
        '',
        row('Kennwert', 'Wert', 'Einheit'),
        `|${'-'.repeat(20)}|${'-'.repeat(22)}:|${'-'.repeat(9)}|`,
        row('Setzungen s1/s2/s3', settlements(t, false), 'mm'),
        row('mittlere Setzung s', fixed(t.settlement, 3, false), 'mm'),
        row('s/v', fixed(t.sv, 2, false), 'ms'),
        row('**Evd**', `**${evdPoint(t)}**`, 'MN/m²'),
        '',
        `> Anforderung ZTV E-StB: Evd ≥ ${REQUIRED} MN/m² – *${passes(t) ? 'erfüllt' : 'nicht erfüllt'}*`,
        '',
        '- [x] Prüfung dokumentiert',
        `- [ ] Freigabe Bauleitung (Termin ${iso(daysAfter(saved, 3))})`,
        '',
        `[karte]: https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=19`,
      ];
      return {
        font: MONO,
        fontSize: 16,
        width: 1000,
        background: 'rgb(255,255,255)',
        ink: 'rgb(32,34,40)',
        lines: [
          { ...line(at(`Wiki › Erdbau › MP ${point(t)} – bearbeiten`, 0)), bold: true, fill: 'rgb(232,236,244)' },
          { ...line(grey('Quelltext   Vorschau   Versionen (4)', 0)), scale: 0.85 },
          rule,
          ...source.map((text) => (text === '' ? blank : line(text))),
          rule,
          {
            ...line(grey(`Zuletzt gespeichert ${iso(saved)} 10:22 von a.wolf · Markdown · 1.214 Zeichen`, 0)),
            scale: 0.85,
            fill: 'rgb(244,244,246)',
          },
        ],
      };
    },
    expected: printedAs(degrees5),
  },
  {
    // A database query in a terminal: psql with expanded display, the test's row with its timestamp
    // in local time and the UTC offset ("2025-12-01 14:03:27+01"), settlements, s/v, Evd with a
    // decimal point, the requirement as text, decimal degrees, the import's timestamp a working day
    // later with milliseconds, the query's duration ("Zeit: 2,318 ms") and the server's clock now.
    name: 'Datenbankabfrage im Terminal, Zeitstempel mit UTC-Versatz',
    half: 'development',
    draw: (t) => {
      const now = workingDayAfter(t, 2);
      return {
        font: MONO,
        fontSize: 17,
        width: 960,
        background: 'rgb(22,24,28)',
        ink: 'rgb(215,220,210)',
        lines: [
          { ...line(at('bauleitung@srv-db: ~', 0)), fill: 'rgb(52,56,64)', scale: 0.85 },
          line('lwd=> \\x on'),
          line('Erweiterte Anzeige ist an.'),
          line('lwd=> \\timing on'),
          line('Zeitmessung ist an.'),
          line(`lwd=> SELECT * FROM lwd_messung WHERE punkt = 'MP ${point(t)}';`),
          ...psqlRecord(t).map((text) => line(text)),
          blank,
          line(`Zeit: ${fixed(1.2 + ((t.second * 31) % 300) / 100, 3, true)} ms`),
          line('lwd=> SELECT now();'),
          line('              now'),
          line('-------------------------------'),
          line(` ${iso(now)} 09:41:17.204918${offsetOf(now)}`),
          line('(1 Zeile)'),
          line('lwd=> _'),
        ],
      };
    },
    expected: printedAs(degrees6),
  },
  {
    // The minutes of a site meeting: number, date and hours of the meeting, a table of items with
    // who is in charge and a deadline ("KW 51", a date, "erl."); one item reports the test (date,
    // clock, s, s/v, Evd, requirement, degrees and decimal-comma minutes), the others a delivery
    // with tonnes and a clock, the last meeting's date and a water content; the next meeting below.
    name: 'Baubesprechungsprotokoll mit Terminspalte',
    half: 'development',
    draw: (t) => {
      const meeting = workingDayAfter(t, 3);
      const lat = minutes4(t.lat);
      const lng = minutes4(t.lng);
      const items: [string, string, string, string][] = [
        ['23.1', `Protokoll Nr. 22 vom ${german(daysAfter(meeting, -7))} ohne Einwände genehmigt.`, 'alle', '–'],
        [
          '23.2',
          `Lieferung Schotter 0/45: 240 t am ${german(workingDayAfter(meeting, 1))} ab 07:00 Uhr, Zufahrt über Tor 2.`,
          'AN',
          german(workingDayAfter(meeting, 1)),
        ],
        [
          '23.3',
          `Tragfähigkeit Planum Halle 2: LWD-Prüfung MP ${point(t)} am${NBSP}${german(t)}${NBSP}um${NBSP}${clock(t)}${NBSP}Uhr, ` +
            `Setzungen ${settlements(t, true)} mm, s = ${fixed(t.settlement, 3, true)} mm, ` +
            `s/v = ${fixed(t.sv, 2, true)} ms, Evd${NBSP}=${NBSP}${evdComma(t)}${NBSP}MN/m² (Anforderung Evd ≥ ${REQUIRED} MN/m² ` +
            `${passes(t) ? 'erfüllt' : 'nicht erfüllt, Nachverdichtung'}). Lage ${lat.g}°${NBSP}${comma(lat.minutes)}'${NBSP}N, ` +
            `${lng.g}°${NBSP}${comma(lng.minutes)}'${NBSP}O.`,
          'Prüfer',
          passes(t) ? 'erl.' : 'KW 51',
        ],
        [
          '23.4',
          `Bodenprobe MP 3: Wassergehalt 8,4${NBSP}%, Proctorversuch DPr ≥${NBSP}97${NBSP}% nachweisen.`,
          'Labor',
          'KW 51',
        ],
      ];
      const columns = [0, 0.07, 0.72, 0.86];
      const rows = items.flatMap(([number, text, who, when]) => {
        const texts = wrapped(text, 60);
        return [
          ...texts.map((row, index) =>
            index === 0
              ? line(at(number, columns[0]!), at(row, columns[1]!), at(who, columns[2]!), at(when, columns[3]!))
              : line(at(row, columns[1]!)),
          ),
          rule,
        ];
      });
      return {
        font: CONDENSED,
        fontSize: 17,
        width: 1000,
        background: 'rgb(255,255,255)',
        ink: 'rgb(22,24,30)',
        lines: [
          { ...line('Protokoll Nr. 23 der Baubesprechung · BV Logistikzentrum Nord'), bold: true, scale: 1.1 },
          line(`am ${german(meeting)} von 10:00 bis 11:30 Uhr im Baucontainer · Verteiler: BH, BL, AN, Labor`),
          rule,
          {
            ...line(
              at('Nr.', columns[0]!),
              at('Gegenstand', columns[1]!),
              at('Zuständig', columns[2]!),
              at('Termin', columns[3]!),
            ),
            bold: true,
            fill: 'rgb(234,238,244)',
          },
          ...rows,
          line(`Nächste Besprechung: ${german(daysAfter(meeting, 7))}, 10:00 Uhr, Baucontainer`),
          { ...line(grey(`aufgestellt: S. Ritter, ${german(workingDayAfter(meeting, 1))}`, 0)), scale: 0.85 },
        ],
      };
    },
    expected: printedAs(minutes4),
  },
  {
    // A car's infotainment screen on the way from the site: the navigation on the left (road,
    // next exit in 1,8 km, arrival time, distance), on the right the foreman's message as the car
    // shows it (received 45 minutes after the test): point, date and clock, Evd, s, s/v, the
    // requirement and decimal-comma degrees; the car's clock, the outside temperature and the radio's
    // frequency in the bars.
    name: 'Fahrzeug-Infotainment mit Nachricht neben der Navigation',
    half: 'development',
    draw: (t) => {
      const lat = degrees5Comma(t.lat);
      const lng = degrees5Comma(t.lng);
      const right = 0.44;
      const message = 'rgb(38,44,58)';
      return {
        font: SANS,
        fontSize: 19,
        width: 1100,
        background: 'rgb(14,16,22)',
        ink: 'rgb(228,232,240)',
        display: { housing: 'rgb(30,30,32)' },
        lines: [
          line(at(clock(t, 48), 0), at(`${temperature(t)} °C`, 0.2), grey('Telefon verbunden · 78 %', 1, 'end')),
          rule,
          { ...line(at('Navigation', 0), at('Nachricht · Polier K. Brandt', right)), bold: true },
          line(at('A 9 Richtung München', 0), grey(`empfangen ${clock(t, 45)}`, right)),
          line(at('in 1,8 km Ausfahrt 63', 0), at(`MP ${point(t)} gemessen ${german(t)}`, right)),
          line(at(`Ankunft ${clock(t, 79)} · 42 km`, 0), at(`um ${clock(t)} Uhr: Evd ${evdComma(t)} MN/m²,`, right)),
          line(
            at('Fahrzeit 31 Min.', 0),
            at(`s ${fixed(t.settlement, 3, true)} mm, s/v ${fixed(t.sv, 2, true)} ms,`, right),
          ),
          line(at(`Soll ≥ ${REQUIRED}. Lage ${lat.text}° N,`, right)),
          line(at(`${lng.text}° O. Melde mich morgen.`, right)),
          blank,
          { ...line(grey('Radio 101,3 MHz', 0), at('Vorlesen    Antworten    Später', right)), fill: message },
        ],
      };
    },
    expected: printedAs(degrees5Comma),
  },
  {
    // A mail program's inbox on the laptop the morning after: a list of mails with sender, subject,
    // a preview line cut off with "…" and the received date or clock (deliveries in tonnes, an
    // invoice in euros); the lab's mail about the test selected and open in the reading pane below
    // (sent 16 minutes after the test): date and clock of the test, s1–s3, the mean, s/v, Evd, the
    // requirement and the position in degrees–minutes–seconds with a decimal comma.
    name: 'E-Mail-Posteingang mit Vorschauzeilen und Lesebereich',
    half: 'development',
    draw: (t) => {
      const today = workingDayAfter(t, 1);
      const lat = seconds1(t.lat);
      const lng = seconds1(t.lng);
      const selected = 'rgb(222,234,252)';
      const short = (d: HeldoutTruth) => `${two(d.day)}.${two(d.month)}.`;
      const pair = labelValue(0.3, 0.02);
      return {
        font: SANS,
        fontSize: 17,
        width: 1040,
        background: 'rgb(255,255,255)',
        ink: 'rgb(26,28,34)',
        lines: [
          { ...line(at('Posteingang (3 ungelesen)', 0), grey(`${german(today)}  08:02`, 1, 'end')), bold: true },
          rule,
          { ...line(at('Kieswerk Nord', 0), grey('07:14', 1, 'end')), bold: true },
          {
            ...line(grey('Lieferschein 2025-4471: 240 t Schotter 0/45, Verwiegung 23,84 t je Fahrt …', 0.02)),
            scale: 0.9,
          },
          {
            ...line(at(`Labor Geotest – Prüfergebnis LWD MP ${point(t)}`, 0), grey(short(t), 1, 'end')),
            fill: selected,
          },
          {
            ...line(grey(`Guten Tag, anbei das Ergebnis vom ${german(t)}: Evd ${evdComma(t)} MN/m², s/v …`, 0.02)),
            scale: 0.9,
            fill: selected,
          },
          { ...line(at('Buchhaltung', 0), grey(short(daysAfter(t, -3)), 1, 'end')) },
          { ...line(grey('Rechnung 2025-118 über 4.812,50 € – Zahlungsziel 14 Tage …', 0.02)), scale: 0.9 },
          rule,
          { ...line(`Prüfergebnis LWD MP ${point(t)}`), bold: true, scale: 1.1 },
          { ...line(grey(`Von: Labor Geotest · Gesendet: ${german(t)} ${clock(t, 16)}`, 0)), scale: 0.85 },
          line(`Guten Tag, anbei das Ergebnis der Prüfung vom ${german(t)}, ${clock(t)} Uhr:`),
          ...results(t, pair, ['Setzungen s1 / s2 / s3', 'mittlere Setzung s', 's/v', 'Evd']),
          pair('Anforderung', `Evd ≥ ${REQUIRED} MN/m² – ${passes(t) ? 'erfüllt' : 'nicht erfüllt'}`),
          pair('Lage', `${lat.g}° ${lat.min}' ${comma(lat.sec)}" N, ${lng.g}° ${lng.min}' ${comma(lng.sec)}" O`),
          line('Mit freundlichen Grüßen, Labor Geotest'),
        ],
      };
    },
    expected: printedAs(seconds1),
  },
  {
    // A thermal strip printed on the last metres of its roll: a translucent red warning stripe runs
    // along its right edge, over the right-aligned values and units; the device prints the date,
    // the clock with seconds, the point, S1–S3, S, S/V, EVD, the limit, degrees and decimal minutes,
    // the calibration, the print clock a minute later and a note that the roll is running out.
    name: 'Thermostreifen am Rollenende mit rotem Warnstreifen',
    half: 'development',
    draw: (t) => {
      const pair = (label: string, value: string) => line(at(label, 0), at(value, 1, 'end'));
      const lat = minutes4(t.lat);
      const lng = minutes4(t.lng);
      return {
        font: MONO,
        fontSize: 22,
        width: 560,
        background: 'rgb(245,244,238)',
        ink: 'rgb(40,40,52)',
        lines: [
          { ...line('LEICHTES FALLGEWICHT'), bold: true },
          pair('GERAET', 'LFG-31 / 40817'),
          pair('DATUM', german(t)),
          pair('ZEIT', clockSeconds(t)),
          pair('MP', String(point(t))),
          rule,
          pair('S1', `${fixed(t.drops[0], 3, true)} mm`),
          pair('S2', `${fixed(t.drops[1], 3, true)} mm`),
          pair('S3', `${fixed(t.drops[2], 3, true)} mm`),
          pair('S', `${fixed(t.settlement, 3, true)} mm`),
          pair('S/V', `${fixed(t.sv, 2, true)} ms`),
          { ...pair('EVD', `${evdComma(t)} MN/m2`), bold: true },
          pair('SOLL >=', `${REQUIRED},0 ${passes(t) ? 'OK' : 'NEIN'}`),
          rule,
          pair('N', `${lat.g}°${lat.minutes}'`),
          pair('E', `${lng.g}°${lng.minutes}'`),
          pair('KAL', calibrated(t)),
          pair('DRUCK', clock(t, 1)),
          blank,
          line('*PAPIERROLLE FAST LEER*'),
          figure(0, endOfRollStripe),
        ],
      };
    },
    expected: printedAs(minutes4),
  },
];
