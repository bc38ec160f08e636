// Ten further held-out layouts for the second OCR test set (issue 38), the twenty-first batch.
// Written without looking at the reader, its tests, its benchmark or the decisions on what it gets
// wrong, and modelled on what light drop-weight devices (TP BF-StB B 8.3), site paperwork and the
// screens results are read on print and show: a Faroese protocol ("hósdagur, 5. desember 2025",
// "kl. 14.03", seconds with "norður" / "eystur"), a West Frisian one ("freed 5 desimber 2025",
// "om 14.03 oere", decimal-comma degrees with "noard" / "east"), a Jupyter notebook (code cells, a
// pandas row with the test, a recomputed quotient with twelve decimals, a later timestamp), a telex
// in capitals without umlauts (its own header moment "NR 0417 VOM 05.12.25 1518", the test's clock
// with a point), a Kanban board (cards in three columns, due dates, the test on a done card), a
// unified diff of two revisions of a protocol in a terminal (the clock corrected: "-Uhrzeit" and
// "+Uhrzeit", commit moments with offsets), an obstruction notice under VOB/B § 6 (section and item
// numbers like "Pos. 02.03.0040", deadlines, a cost in euros), a hex dump of the device's memory
// (xxd: offsets, hex bytes, the ASCII column with NUL-padded fields), a REST client with an API
// response (HTTP headers with "Date: Fri, 05 Dec 2025 …" in GMT, a JSON body with an offset), and
// a DOS-era evaluation program in text mode (box-drawing frames, a geohash beside the degrees,
// function keys). Each prints numbers of other quantities near Evd and dates or clocks that are not
// the test's (decision 0807).
import {
  at,
  blank,
  fixed,
  labelValue,
  line,
  results,
  rule,
  two,
  type Cell,
  type HeldoutLayout,
  type HeldoutTruth,
  type Line,
} from './heldout-layouts.js';
import { clock, clockSeconds, freshDateText, temperature, testNumber } from './fresh-heldout-layouts.js';
import { pointClock } from './seventh-heldout-layouts.js';
import { REQUIRED, calibrated, passes, weekday } from './fourth-heldout-layouts.js';
import { utcOffsetHours } from './fifth-heldout-layouts.js';
import { workingDayAfter } from './twelfth-heldout-layouts.js';
import { printedAs } from './third-heldout-layouts.js';
import { wrapped } from './seventeenth-heldout-layouts.js';
import {
  DEJAVU_SANS_CONDENSED as CONDENSED,
  DEJAVU_SANS_MONO as MONO,
  LIBERATION_MONO,
  LIBERATION_SANS,
  LIBERATION_SERIF,
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

// ---- shared bits ------------------------------------------------------------------------------------------

/** "05.12.25": the date with a two-digit year. */
const shortDate = (t: HeldoutTruth) => freshDateText(t, 'germanShortYear');

// ---- Faroese and West Frisian ---------------------------------------------------------------------------------

export const MONTHS_FO = [
  'januar',
  'februar',
  'mars',
  'apríl',
  'mai',
  'juni',
  'juli',
  'august',
  'september',
  'oktober',
  'november',
  'desember',
];
export const WEEKDAYS_FO = [
  'sunnudagur',
  'mánadagur',
  'týsdagur',
  'mikudagur',
  'hósdagur',
  'fríggjadagur',
  'leygardagur',
];
/** "hósdagur, 5. desember 2025". */
export const faroeseDate = (t: HeldoutTruth) =>
  `${WEEKDAYS_FO[weekday(t)]}, ${t.day}. ${MONTHS_FO[t.month - 1]} ${t.year}`;

export const MONTHS_FY = [
  'jannewaris',
  'febrewaris',
  'maart',
  'april',
  'maaie',
  'juny',
  'july',
  'augustus',
  'septimber',
  'oktober',
  'novimber',
  'desimber',
];
export const WEEKDAYS_FY = ['snein', 'moandei', 'tiisdei', 'woansdei', 'tongersdei', 'freed', 'sneon'];
/** "freed 5 desimber 2025". */
export const frisianDate = (t: HeldoutTruth) =>
  `${WEEKDAYS_FY[weekday(t)]} ${t.day} ${MONTHS_FY[t.month - 1]} ${t.year}`;

// ---- the notebook ------------------------------------------------------------------------------------------

/** 22.5 / s as Python prints a float: the device's Evd recomputed from the rounded mean settlement. */
export const pythonQuotient = (t: HeldoutTruth) => String(22.5 / t.settlement);
/** The row's index in the day's file, the transposed row's column header. */
const rowIndex = (t: HeldoutTruth) => String(point(t) * 3 + 2);

// ---- the unified diff --------------------------------------------------------------------------------------

/** The clock the first revision had: the test's minutes off by half an hour in the same hour. */
export const firstRevisionClock = (t: HeldoutTruth) => `${two(t.hour)}:${two((t.minute + 30) % 60)}`;

// ---- the hex dump ------------------------------------------------------------------------------------------

/** The device's record: one field per 16 bytes, padded with NUL. */
export const memoryFields = (t: HeldoutTruth) => [
  'LFG-DYN3 V2.14',
  `SN 40817`,
  `MP=${point(t)}`,
  `D=${iso(t)}`,
  `T=${clockSeconds(t)}`,
  `S1=${fixed(t.drops[0], 3, false)}`,
  `S2=${fixed(t.drops[1], 3, false)}`,
  `S3=${fixed(t.drops[2], 3, false)}`,
  `S=${fixed(t.settlement, 3, false)}`,
  `SV=${fixed(t.sv, 2, false)}`,
  `EVD=${evdPoint(t)}`,
  `REQ=${REQUIRED}.0`,
  `LAT=${degrees6(t.lat).text}`,
  `LON=${degrees6(t.lng).text}`,
  `CAL=${calibrated(t)}`,
  `RD=${iso(workingDayAfter(t, 1))}`,
];
/** xxd's lines for the fields from `offset`: address, eight groups of two bytes, the printable text. */
export const xxdLines = (fields: string[], offset: number) =>
  fields.map((field, index) => {
    const bytes = [...Buffer.from(field.padEnd(16, '\0'), 'latin1')].slice(0, 16);
    const hex = Array.from({ length: 8 }, (_, pair) =>
      bytes
        .slice(pair * 2, pair * 2 + 2)
        .map((byte) => byte.toString(16).padStart(2, '0'))
        .join(''),
    ).join(' ');
    const text = bytes.map((byte) => (byte >= 0x20 && byte < 0x7f ? String.fromCharCode(byte) : '.')).join('');
    return `${(offset + index * 16).toString(16).padStart(8, '0')}: ${hex}  ${text}`;
  });

// ---- the REST client -------------------------------------------------------------------------------------

/** A local moment `minutes` after the test, `days` working days later, as an HTTP date in GMT. */
export const httpDate = (t: HeldoutTruth, days: number, hour: number, minute: number, second: number) => {
  const day = days ? workingDayAfter(t, days) : t;
  return new Date(Date.UTC(day.year, day.month - 1, day.day, hour - utcOffsetHours(day), minute, second)).toUTCString();
};

// ---- the text-mode program ------------------------------------------------------------------------------

const GEOHASH = '0123456789bcdefghjkmnpqrstuvwxyz';
/** The geohash of a point, `length` characters. */
export const geohash = (lat: number, lng: number, length: number) => {
  const range = { lat: [-90, 90], lng: [-180, 180] };
  let hash = '';
  let bits = 0;
  let value = 0;
  let even = true;
  while (hash.length < length) {
    const [key, of] = even ? (['lng', lng] as const) : (['lat', lat] as const);
    const middle = (range[key][0]! + range[key][1]!) / 2;
    value = value * 2 + (of >= middle ? 1 : 0);
    range[key][of >= middle ? 0 : 1] = middle;
    even = !even;
    if (++bits === 5) {
      hash += GEOHASH[value];
      bits = 0;
      value = 0;
    }
  }
  return hash;
};
/** A text-mode window row: "│ text … │", `width` characters inside the frame. */
const framed = (text: string, width: number) => `│ ${text.padEnd(width - 2)} │`;

// ---- the layouts ------------------------------------------------------------------------------------------

export const twentyFirstHeldoutLayouts: HeldoutLayout[] = [
  {
    // A Faroese subcontractor's protocol: the weekday and the month ("hósdagur, 5. desember 2025"),
    // the clock with "kl." and a point, degrees, minutes and seconds with a decimal comma and
    // "norður" / "eystur" after them, ð, ø, á, í, ó, ú, ý in the labels, the settlements, the mean,
    // s/v, Evd, the requirement, the calibration and a print line a working day later.
    name: 'Royndarfrágreiðing á føroyskum',
    half: 'development',
    draw: (t) => {
      const pair = labelValue(0.42);
      const lat = seconds1(t.lat);
      const lng = seconds1(t.lng);
      return {
        font: LIBERATION_SANS,
        fontSize: 19,
        width: 980,
        background: 'rgb(255,255,255)',
        ink: 'rgb(20,30,50)',
        lines: [
          { ...line('ROYNDARFRÁGREIÐING – DYNAMISK PLÁTUROYND (LWD)'), bold: true, scale: 1.1 },
          { ...line('Jarðverk Føroyar P/F, Tórshavn · Arbeiðsstaður: Goymsla Norður, partur 2'), scale: 0.85 },
          rule,
          pair('Royndarstaður', `RS ${point(t)}`),
          pair('Dagfesting', faroeseDate(t)),
          pair('Klokkan', `kl. ${pointClock(t)}`),
          pair('Breidd', `${lat.g}° ${lat.min}′ ${comma(lat.sec)}″ norður`),
          pair('Longd', `${lng.g}° ${lng.min}′ ${comma(lng.sec)}″ eystur`),
          pair('Lofthiti', `${temperature(t)} °C`),
          rule,
          ...results(t, pair, ['Søkk s1 / s2 / s3', 'Miðalsøkk s', 's/v', 'Dynamiskur formbroytingarmodul Evd']),
          pair('Krav', `Evd ≥ ${REQUIRED} MN/m² – ${passes(t) ? 'lokið' : 'ikki lokið'}`),
          pair('Kalibrering', calibrated(t)),
          rule,
          { ...line(`Prentað ${german(workingDayAfter(t, 1))} kl. 07.40 · Síða 1 / 1`), scale: 0.85 },
        ],
      };
    },
    expected: printedAs(seconds1),
  },
  {
    // A West Frisian lab's protocol: the weekday, day and month without a point ("freed 5 desimber
    // 2025"), "om 14.03 oere", decimal-comma degrees with "noard" / "east", â, ê, ô, û, ú in the
    // labels, the settlements, the mean, s/v, Evd, the requirement, the calibration and a print line
    // a working day later.
    name: 'Testrapport yn it Frysk',
    half: 'development',
    draw: (t) => {
      const pair = labelValue(0.44);
      const lat = degrees5Comma(t.lat);
      const lng = degrees5Comma(t.lng);
      return {
        font: LIBERATION_SERIF,
        fontSize: 19,
        width: 980,
        background: 'rgb(252,252,248)',
        ink: 'rgb(26,26,30)',
        lines: [
          { ...line('TESTRAPPORT – DYNAMYSKE PLAATBELESTINGSTEST'), bold: true, scale: 1.1 },
          { ...line('Grûnwurk Fryslân B.V., Ljouwert · Bouplak: Opslach Noard, fak 2'), scale: 0.85 },
          rule,
          pair('Mjitpunt', `MP ${point(t)}`),
          pair('Datum', frisianDate(t)),
          pair('Tiid', `om ${pointClock(t)} oere`),
          pair('Breedte', `${lat.text}° noard`),
          pair('Lingte', `${lng.text}° east`),
          pair('Temperatuer', `${temperature(t)} °C`),
          rule,
          ...results(t, pair, [
            'Ynsakking s1 / s2 / s3',
            'Gemiddelde ynsakking s',
            's/v',
            'Dynamyske ferfoarmingsmodulus Evd',
          ]),
          pair('Eask', `Evd ≥ ${REQUIRED} MN/m² – ${passes(t) ? 'foldien' : 'net foldien'}`),
          pair('Kalibraasje', calibrated(t)),
          rule,
          { ...line(`Ofdrukt ${german(workingDayAfter(t, 1))} om 08.05 oere · Side 1 / 1`), scale: 0.85 },
        ],
      };
    },
    expected: printedAs(degrees5Comma),
  },
  {
    // A Jupyter notebook on the site laptop: code cells with their prompts, a pandas row turned into
    // a column (point, timestamp, settlements, s/v, Evd with a point, latitude and longitude), the
    // quotient 22.5 / s as Python prints it (twelve or more decimals, a tenth or so off the Evd), the
    // share of passed points and the latest timestamp of the day's file.
    name: 'Jupyter-Notebook mit Code- und Ausgabezellen',
    half: 'development',
    draw: (t) => {
      const prompt = (label: string, text: string, ink = 'rgb(48,63,159)'): Line =>
        line({ ...at(label, 0), ink }, at(text, 0.1));
      const output = (text: string) => line(at(text, 0.1));
      const share = (10 + (t.second % 7)) / 12;
      return {
        font: MONO,
        fontSize: 15,
        width: 1100,
        background: 'rgb(255,255,255)',
        ink: 'rgb(30,32,38)',
        lines: [
          {
            ...line(at('auswertung_lwd.ipynb', 0), grey('Python 3 (ipykernel) · Vertrauenswürdig', 1, 'end')),
            bold: true,
            fill: 'rgb(238,240,244)',
          },
          rule,
          prompt('In [3]:', 'import pandas as pd'),
          prompt('In [4]:', `df = pd.read_csv("lwd_${iso(t)}.csv", parse_dates=["zeit"])`),
          prompt('In [5]:', `df.loc[df.mp == ${point(t)}].T`),
          line({ ...at('Out[5]:', 0), ink: 'rgb(216,67,21)' }, at(`              ${rowIndex(t)}`, 0.1)),
          output(`mp            ${point(t)}`),
          output(`zeit          ${iso(t)} ${clockSeconds(t)}`),
          output(`s1_mm         ${fixed(t.drops[0], 3, false)}`),
          output(`s2_mm         ${fixed(t.drops[1], 3, false)}`),
          output(`s3_mm         ${fixed(t.drops[2], 3, false)}`),
          output(`s_mm          ${fixed(t.settlement, 3, false)}`),
          output(`sv_ms         ${fixed(t.sv, 2, false)}`),
          output(`Evd_MN_m2     ${evdPoint(t)}`),
          output(`lat           ${degrees6(t.lat).text}`),
          output(`lon           ${degrees6(t.lng).text}`),
          blank,
          prompt('In [6]:', '22.5 / df.loc[df.mp == ' + `${point(t)}, "s_mm"].item()`),
          line({ ...at('Out[6]:', 0), ink: 'rgb(216,67,21)' }, at(pythonQuotient(t), 0.1)),
          prompt('In [7]:', `(df.Evd_MN_m2 >= ${REQUIRED}).mean()`),
          line({ ...at('Out[7]:', 0), ink: 'rgb(216,67,21)' }, at(String(share), 0.1)),
          prompt('In [8]:', 'df.zeit.max()'),
          line(
            { ...at('Out[8]:', 0), ink: 'rgb(216,67,21)' },
            at(`Timestamp('${iso(t)} ${clock(t, 47)}:${two((t.second + 31) % 60)}')`, 0.1),
          ),
          rule,
          {
            ...line(grey(`Zuletzt gespeichert ${german(workingDayAfter(t, 1))} 08:31 · Zelle 8 von 8`, 0)),
            scale: 0.85,
          },
        ],
      };
    },
    expected: printedAs(degrees6),
  },
  {
    // A telex from the lab to the site, as the teleprinter printed it: capitals only, no umlauts
    // ("PRUEFUNG"), its own header with number, date with a two-digit year and clock without a colon
    // ("NR 0417 VOM 05.12.25 1518"), answerbacks, the test's date and clock with a point, the
    // settlements, the mean, s/v, Evd, the requirement in words, the position in decimal-comma
    // degrees with NORD and OST, a re-test two working days later, and the end marks "+++" and
    // "NNNN".
    name: 'Fernschreiben in Großbuchstaben ohne Umlaute',
    half: 'development',
    draw: (t) => {
      const lat = degrees5Comma(t.lat).text;
      const lng = degrees5Comma(t.lng).text;
      const text = [
        'ZCZC',
        `NR 0417 VOM ${shortDate(t)} ${pointClock(t, 75).replace('.', '')}`,
        '17 2431 GEOLB D',
        '21 8806 ERDHA D',
        '',
        'AN BAULEITUNG LOGISTIKZENTRUM NORD, HERRN LENZ',
        `BETR.: LWD-PRUEFUNG MP ${point(t)} PLANUM HALLE 2`,
        '',
        `PRUEFUNG AM ${shortDate(t)} UM ${pointClock(t)} UHR`,
        `SETZUNGEN ${settlements(t, true)} MM`,
        `MITTLERE SETZUNG S ${fixed(t.settlement, 3, true)} MM, S/V ${fixed(t.sv, 2, true)} MS`,
        `EVD = ${evdComma(t)} MN/M2`,
        `ANFORDERUNG EVD MINDESTENS ${REQUIRED} MN/M2 ${passes(t) ? 'ERFUELLT' : 'NICHT ERFUELLT'}`,
        `LAGE BREITE ${lat} NORD, LAENGE ${lng} OST`,
        `NACHPRUEFUNG NACH VERDICHTUNG AM ${shortDate(workingDayAfter(t, 2))} AB 07.00 UHR`,
        '',
        'MFG GEOLABOR ELBE, DR. SEIDEL +++',
        '',
        '21 8806 ERDHA D',
        '17 2431 GEOLB D',
        'NNNN',
      ];
      return {
        font: LIBERATION_MONO,
        fontSize: 18,
        width: 960,
        background: 'rgb(250,246,230)',
        ink: 'rgb(40,40,44)',
        lines: text.map((row) => (row ? line(at(row, 0.02)) : blank)),
      };
    },
    expected: printedAs(degrees5Comma),
  },
  {
    // The site's Kanban board on a tablet: three columns (open, in progress, done) of cards with
    // their due dates; the test is a done card (point, date and clock, Evd, s, s/v, the requirement,
    // the position in degrees and decimal minutes with points, when it was moved to done); other
    // cards carry a roller's passes, a water content, a Proctor density and other days.
    name: 'Kanban-Tafel mit Karten in drei Spalten',
    half: 'development',
    draw: (t) => {
      const lat = minutes4(t.lat);
      const lng = minutes4(t.lng);
      const title = 'rgb(20,60,130)';
      const columns: (string | Cell)[][] = [
        [
          { text: 'Nachverdichtung Achse C', ink: title },
          `fällig ${german(workingDayAfter(t, 2))}`,
          'Walze 12 t, 6 Übergänge',
          '',
          { text: 'Bodenprobe ins Labor', ink: title },
          `fällig ${german(workingDayAfter(t, 4))}`,
          'Wassergehalt 8,4 %',
        ],
        [
          { text: 'Planum Halle 3 profilieren', ink: title },
          `seit ${german(workingDayAfter(t, -1))} 07:00`,
          'Gefälle 2,5 %',
        ],
        [
          { text: `LWD MP ${point(t)}`, ink: title },
          `${german(t)}, ${clock(t)} Uhr`,
          `Evd ${evdComma(t)} MN/m²`,
          `s ${fixed(t.settlement, 3, true)} mm · s/v ${fixed(t.sv, 2, true)} ms`,
          `Soll Evd ≥ ${REQUIRED} ${passes(t) ? 'erfüllt' : 'nicht erfüllt'}`,
          `N ${lat.g}° ${lat.minutes}'  E ${lng.g}° ${lng.minutes}'`,
          `erledigt ${german(t)} ${clock(t, 40)}`,
          '',
          { text: 'Proctorversuch Probe 3', ink: title },
          'DPr 98,2 %, w 7,9 %',
          `erledigt ${german(workingDayAfter(t, -2))} 16:10`,
        ],
      ];
      const x = [0.01, 0.35, 0.69];
      const height = Math.max(...columns.map((column) => column.length));
      return {
        font: CONDENSED,
        fontSize: 16,
        width: 1180,
        background: 'rgb(244,245,248)',
        ink: 'rgb(30,32,40)',
        lines: [
          { ...line(at('Baustelle LZ Nord · Tafel Erdbau', 0), grey('Filter: alle · 5 Karten', 1, 'end')), bold: true },
          rule,
          {
            ...line(at(`Offen (2)`, x[0]!), at(`In Arbeit (1)`, x[1]!), at(`Erledigt (2)`, x[2]!)),
            bold: true,
            fill: 'rgb(222,226,236)',
          },
          ...Array.from({ length: height }, (_, row) =>
            line(
              ...columns.flatMap((column, index) => {
                const cell = column[row];
                if (!cell) return [];
                return [typeof cell === 'string' ? at(cell, x[index]!) : { ...cell, at: x[index]! }];
              }),
            ),
          ),
        ],
      };
    },
    expected: printedAs(minutes4),
  },
  {
    // A unified diff of two revisions of a protocol in a terminal: the log's two commits with their
    // moments and offsets, the diff's header, the hunk "@@ -3,10 +3,10 @@", context lines with the
    // point, date, settlements, mean, s/v, Evd, the requirement and the position in DMS with points,
    // and two changed lines: the clock corrected ("-Uhrzeit: 14:33", "+Uhrzeit: 14:03") and the note.
    name: 'Versionsvergleich zweier Protokollstände (diff) im Terminal',
    half: 'development',
    draw: (t) => {
      const corrected = workingDayAfter(t, 1);
      const lat = seconds1(t.lat);
      const lng = seconds1(t.lng);
      const file = `protokolle/mp${testNumber(t)}.txt`;
      const offset = (day: HeldoutTruth) => `+0${utcOffsetHours(day)}00`;
      const red = 'rgb(232,96,96)';
      const green = 'rgb(110,204,110)';
      const cyan = 'rgb(96,190,214)';
      const coloured = (text: string, ink: string): Line => line({ ...at(text, 0), ink });
      return {
        font: MONO,
        fontSize: 16,
        width: 1100,
        background: 'rgb(28,30,34)',
        ink: 'rgb(226,228,232)',
        lines: [
          line(`$ git log -2 --format='%h %ad %s' --date=iso -- ${file}`),
          line(`3f9c2a1 ${iso(corrected)} 08:12:40 ${offset(corrected)} Uhrzeit korrigiert`),
          line(`a71e0d4 ${iso(t)} ${clock(t, 31)}:05 ${offset(t)} LWD MP ${point(t)} erfasst`),
          line('$ git diff a71e0d4 3f9c2a1'),
          { ...line(`diff --git a/${file} b/${file}`), bold: true },
          line('index 9e1b2c4..c4d07aa 100644'),
          line(`--- a/${file}`),
          line(`+++ b/${file}`),
          coloured('@@ -3,10 +3,10 @@ Baustelle Logistikzentrum Nord', cyan),
          line(` Messpunkt:    MP ${point(t)}`),
          line(` Datum:        ${german(t)}`),
          coloured(`-Uhrzeit:      ${firstRevisionClock(t)}`, red),
          coloured(`+Uhrzeit:      ${clock(t)}`, green),
          line(` Setzungen:    ${settlements(t, true)} mm`),
          line(` Mittel s:     ${fixed(t.settlement, 3, true)} mm`),
          line(` s/v:          ${fixed(t.sv, 2, true)} ms`),
          line(` Evd:          ${evdComma(t)} MN/m²`),
          line(` Anforderung:  Evd ≥ ${REQUIRED} MN/m²`),
          line(` Lage:         N ${lat.g}° ${lat.min}' ${lat.sec}", E ${lng.g}° ${lng.min}' ${lng.sec}"`),
          coloured('-Bemerkung:    Uhrzeit aus dem Notizbuch', red),
          coloured('+Bemerkung:    Uhrzeit laut Gerätespeicher korrigiert', green),
          line('$ _'),
        ],
      };
    },
    expected: printedAs(seconds1),
  },
  {
    // An obstruction notice under VOB/B § 6 from the earthworks contractor to the client: the
    // contract's and the item's numbers ("Pos. 02.03.0040", an area with a thousands point), the
    // test's date and clock, the mean settlement, s/v and Evd in the running text, the requirement
    // after ZTV E-StB 17, the position in degrees and decimal-comma minutes, a deadline days later
    // with its clock, the expected extra cost in euros and the letter's own date.
    name: 'Behinderungsanzeige nach VOB/B § 6 mit Fristen',
    half: 'development',
    draw: (t) => {
      const sent = workingDayAfter(t, 1);
      const deadline = workingDayAfter(t, 4);
      const lat = minutes4(t.lat);
      const lng = minutes4(t.lng);
      const text =
        'Sehr geehrte Damen und Herren, hiermit zeigen wir gemäß §' +
        `${NBSP}6 Abs.${NBSP}1 VOB/B an, dass wir in der Ausführung der Leistung Pos.${NBSP}02.03.0040 ` +
        `(Planum herstellen, 4.820${NBSP}m²) behindert sind. Die Prüfung mit dem leichten Fallgewicht ` +
        `am${NBSP}${german(t)} um${NBSP}${clock(t)}${NBSP}Uhr an MP${NBSP}${point(t)} ergab ` +
        `Evd${NBSP}=${NBSP}${evdComma(t)}${NBSP}MN/m² (mittlere Setzung s${NBSP}=${NBSP}` +
        `${fixed(t.settlement, 3, true)}${NBSP}mm, s/v${NBSP}=${NBSP}${fixed(t.sv, 2, true)}${NBSP}ms); ` +
        `gefordert sind nach ZTV E-StB 17 Evd${NBSP}≥${NBSP}${REQUIRED}${NBSP}MN/m². ` +
        (passes(t)
          ? 'Der Messpunkt erfüllt die Anforderung, die angrenzende Fläche bis Achse C jedoch nicht. '
          : 'Die Anforderung ist nicht erfüllt. ') +
        `Lage des Messpunkts: ${lat.g}°${NBSP}${comma(lat.minutes)}'${NBSP}N, ` +
        `${lng.g}°${NBSP}${comma(lng.minutes)}'${NBSP}O. Wir bitten um Ihre Anordnung bis zum ` +
        `${german(deadline)}, 12:00${NBSP}Uhr. Die Behinderung dauert voraussichtlich 5 Arbeitstage; ` +
        `Mehrkosten von etwa 12.480,00${NBSP}€ netto melden wir nach §${NBSP}6 Abs.${NBSP}6 VOB/B an.`;
      return {
        font: LIBERATION_SERIF,
        fontSize: 19,
        width: 1000,
        background: 'rgb(255,255,255)',
        ink: 'rgb(20,20,24)',
        lines: [
          { ...line('Erdbau Hanse GmbH · Große Elbstraße 14 · 22767 Hamburg'), scale: 0.85 },
          rule,
          line('Stadtwerke Nord AöR, Bauherrenvertretung'),
          line(`Hamburg, ${german(sent)}`),
          blank,
          { ...line('Behinderungsanzeige gemäß § 6 Abs. 1 VOB/B'), bold: true, scale: 1.15 },
          line('Bauvorhaben Logistikzentrum Nord, Los 2 · Vertrag Nr. 2024/117'),
          blank,
          ...wrapped(text, 82).map((row) => line(row)),
          blank,
          line('Mit freundlichen Grüßen'),
          { ...line(grey('i. A. K. Brandt, Bauleitung', 0)), scale: 0.9 },
        ],
      };
    },
    expected: printedAs(minutes4),
  },
  {
    // A hex dump of the device's memory in a terminal (xxd): the command with its offset and length,
    // sixteen lines of an address, eight groups of two bytes in hex and the printable characters,
    // one NUL-padded field per line (firmware, serial, point, date, clock with seconds, settlements,
    // mean, s/v, Evd, the requirement, latitude, longitude, calibration, read-out date).
    name: 'Hexdump des Gerätespeichers (xxd)',
    half: 'development',
    draw: (t) => {
      const offset = 0x1a40 + (t.second % 8) * 0x100;
      return {
        font: MONO,
        fontSize: 17,
        width: 1000,
        background: 'rgb(12,14,16)',
        ink: 'rgb(204,230,204)',
        lines: [
          line(`lfg@feldlaptop:~/auslesen$ xxd -s 0x${offset.toString(16)} -l 256 lfg_speicher.bin`),
          ...xxdLines(memoryFields(t), offset).map((row) => line(row)),
          line('lfg@feldlaptop:~/auslesen$ _'),
        ],
      };
    },
    expected: printedAs(degrees6),
  },
  {
    // A REST client on the office laptop with the cloud's answer for one test: the request line, the
    // status with duration and size, the response headers (a "Date" and a "Last-Modified" in GMT as
    // HTTP writes them, "Content-Length", an ETag) and the JSON body with the test's moment and its
    // offset, the settlements, s/v, Evd with a point, the requirement, the position and the upload
    // moment in UTC.
    name: 'REST-Client mit API-Antwort, HTTP-Kopfzeilen in GMT',
    half: 'development',
    draw: (t) => {
      const id = 70_000 + ((t.second * 97 + t.minute * 13) % 9000);
      const offset = utcOffsetHours(t);
      const upload = clock({ ...t, hour: t.hour - offset }, 6);
      const key = 'rgb(150,40,120)';
      const json = (name: string, value: string, last = false): Line =>
        line({ ...at(`  "${name}":`, 0), ink: key }, at(`${value}${last ? '' : ','}`, 0.26));
      return {
        font: MONO,
        fontSize: 15,
        width: 1120,
        background: 'rgb(252,252,253)',
        ink: 'rgb(30,32,40)',
        lines: [
          {
            ...line(at(`GET  https://api.lwd-cloud.example/v2/messungen/${id}`, 0), grey('Senden', 1, 'end')),
            bold: true,
            fill: 'rgb(232,236,242)',
          },
          { ...line(grey('Status: 200 OK    Zeit: 184 ms    Größe: 1,12 KB', 0)), scale: 0.9 },
          rule,
          line('HTTP/1.1 200 OK'),
          line(`Date: ${httpDate(t, 1, 7, 44, 12)}`),
          line('Content-Type: application/json; charset=utf-8'),
          line(`Content-Length: ${1100 + (t.second % 90)}`),
          line(`Last-Modified: ${httpDate(t, 0, t.hour, t.minute + 6, 2)}`),
          line(`ETag: W/"4c1-${(id * 7).toString(16)}"`),
          rule,
          line('{'),
          json('id', String(id)),
          json('messpunkt', `"MP ${point(t)}"`),
          json('gemessen', `"${iso(t)}T${clockSeconds(t)}+0${offset}:00"`),
          json('setzungen_mm', `[${settlements(t, false, ', ')}]`),
          json('setzung_mm', fixed(t.settlement, 3, false)),
          json('sv_ms', fixed(t.sv, 2, false)),
          json('evd_mn_m2', evdPoint(t)),
          json('anforderung', `"Evd >= ${REQUIRED} MN/m2"`),
          json('lat', degrees6(t.lat).text),
          json('lon', degrees6(t.lng).text),
          json('hochgeladen', `"${iso(t)}T${upload}:40Z"`, true),
          line('}'),
        ],
      };
    },
    expected: printedAs(degrees6),
  },
  {
    // A DOS-era evaluation program in text mode, photographed off the office's old monitor: a blue
    // screen, a window framed with box-drawing characters, the test's record (point, date, clock,
    // settlements, mean, s/v, Evd, requirement, latitude and longitude in decimal degrees with N / E,
    // the point's geohash), the frame's right bar a few characters after the values, and the
    // function-key bar with the program's own date and clock a working day later.
    name: 'DOS-Auswerteprogramm im Textmodus mit Geohash',
    half: 'development',
    draw: (t) => {
      const inner = 58;
      const today = workingDayAfter(t, 1);
      const row = (label: string, value: string) => framed(`${label.padEnd(20)}${value}`, inner);
      const rows = [
        `┌${'─'.repeat(inner)}┐`,
        framed('LWD-AUSWERTUNG 4.1    Datensatz 37 von 52', inner),
        `├${'─'.repeat(inner)}┤`,
        row('Messpunkt', `MP ${point(t)}`),
        row('Datum', german(t)),
        row('Uhrzeit', clockSeconds(t)),
        row('Setzungen [mm]', settlements(t, true)),
        row('Mittl. Setzung [mm]', fixed(t.settlement, 3, true)),
        row('s/v [ms]', fixed(t.sv, 2, true)),
        row('Evd [MN/m²]', evdComma(t)),
        row('Soll Evd [MN/m²]', `>= ${REQUIRED},0  ${passes(t) ? 'erfüllt' : 'NICHT erfüllt'}`),
        row('Breite', `${degrees5(t.lat).text} N`),
        row('Länge', `${degrees5(t.lng).text} E`),
        row('Geohash', geohash(t.lat, t.lng, 9)),
        `└${'─'.repeat(inner)}┘`,
      ];
      return {
        font: MONO,
        fontSize: 17,
        width: 1000,
        background: 'rgb(0,0,160)',
        ink: 'rgb(240,240,240)',
        lines: [
          {
            ...line(at(' Datei  Bearbeiten  Auswertung  Drucken  Extras', 0), at('?', 1, 'end')),
            fill: 'rgb(170,170,170)',
          },
          blank,
          ...rows.map((text) => line(at(text, 0.1))),
          blank,
          {
            ...line(at(`F1 Hilfe  F2 Speichern  F5 Drucken  F10 Ende   ${german(today)}  07:52`, 0)),
            fill: 'rgb(0,160,160)',
          },
        ],
      };
    },
    expected: printedAs(degrees5),
  },
];
