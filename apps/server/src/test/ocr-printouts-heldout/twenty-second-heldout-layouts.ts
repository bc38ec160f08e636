// Ten further held-out layouts for the second OCR test set (issue 38), the twenty-second batch.
// Written without looking at the reader, its tests, its benchmark or the decisions on what it gets
// wrong, and modelled on what light drop-weight devices (TP BF-StB B 8.3), site paperwork and the
// screens results are read on print and show: a Romansh protocol ("venderdi, ils 5 da december
// 2025", "a las 14.03", minutes with "nord" / "ost"), an Esperanto one ("vendredo, la 5-a de
// decembro 2025", "je la 14:03", decimal-comma degrees with "norda" / "orienta"), a YAML export in an
// editor (the moment with its offset, comments with other dates), a server's log file (timestamps in
// UTC, the device's local time in a field, log levels), a weighbridge ticket with a test noted on it
// (weights with a thousands point), a chat with an AI assistant summing the test up (rounded values,
// a recomputed quotient), a vehicle logbook (departure and arrival clocks, odometer readings with a
// thousands point), a Python traceback whose exception carries the record, a form letter printed with
// unfilled merge fields («Bewertung»), and a report in Leichte Sprache (easy German, one sentence a
// line, "Mess·punkt"). Each prints numbers of other quantities near Evd and dates or clocks that are
// not the test's (decision 0810).
import {
  at,
  blank,
  fixed,
  labelValue,
  line,
  results,
  rule,
  type HeldoutLayout,
  type HeldoutTruth,
  type Line,
} from './heldout-layouts.js';
import { MONTHS_DE, clock, clockSeconds, temperature } from './fresh-heldout-layouts.js';
import { pointClock } from './seventh-heldout-layouts.js';
import { REQUIRED, WEEKDAYS_DE, calibrated, passes, weekday } from './fourth-heldout-layouts.js';
import { daysAfter, utcOffsetHours } from './fifth-heldout-layouts.js';
import { workingDayAfter } from './twelfth-heldout-layouts.js';
import { printedAs } from './third-heldout-layouts.js';
import { wrapped } from './seventeenth-heldout-layouts.js';
import {
  DEJAVU_SANS as SANS,
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

// ---- Romansh and Esperanto ------------------------------------------------------------------------------

export const MONTHS_RM = [
  'schaner',
  'favrer',
  'mars',
  'avrigl',
  'matg',
  'zercladur',
  'fanadur',
  'avust',
  'settember',
  'october',
  'november',
  'december',
];
export const WEEKDAYS_RM = ['dumengia', 'glindesdi', 'mardi', 'mesemna', 'gievgia', 'venderdi', 'sonda'];
/** "venderdi, ils 5 da december 2025"; "da" elides before a vowel ("ils 3 d'avrigl"). */
export const romanshDate = (t: HeldoutTruth) => {
  const month = MONTHS_RM[t.month - 1]!;
  return `${WEEKDAYS_RM[weekday(t)]}, ils ${t.day} ${/^[aeiou]/.test(month) ? `d'${month}` : `da ${month}`} ${t.year}`;
};

export const MONTHS_EO = [
  'januaro',
  'februaro',
  'marto',
  'aprilo',
  'majo',
  'junio',
  'julio',
  'aŭgusto',
  'septembro',
  'oktobro',
  'novembro',
  'decembro',
];
export const WEEKDAYS_EO = ['dimanĉo', 'lundo', 'mardo', 'merkredo', 'ĵaŭdo', 'vendredo', 'sabato'];
/** "vendredo, la 5-a de decembro 2025": the day as an ordinal with "-a". */
export const esperantoDate = (t: HeldoutTruth) =>
  `${WEEKDAYS_EO[weekday(t)]}, la ${t.day}-a de ${MONTHS_EO[t.month - 1]} ${t.year}`;

// ---- other helpers ------------------------------------------------------------------------------------------

/** A moment `minutes` and `seconds` after the test's, in UTC, as ISO 8601 with milliseconds and "Z". */
export const utcMoment = (t: HeldoutTruth, minutes: number, seconds: number, millis: number) => {
  const moment = new Date(
    Date.UTC(t.year, t.month - 1, t.day, t.hour - utcOffsetHours(t), t.minute + minutes, t.second + seconds, millis),
  );
  return moment.toISOString();
};
/** The last working day (Monday to Friday) before the given one. */
export const workingDayBefore = (t: HeldoutTruth): HeldoutTruth => {
  const day = daysAfter(t, -1);
  const wd = weekday(day);
  return wd === 0 ? daysAfter(day, -2) : wd === 6 ? daysAfter(day, -1) : day;
};
/** A number with a thousands point ("38.420"), as German weighbridges and logbooks print them. */
export const thousands = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
/** A float as Python's repr writes it: shortest digits, but "58.0" for a whole number. */
export const pyFloat = (value: number) => (Number.isInteger(value) ? value.toFixed(1) : String(value));
/** The weighbridge's two weighings in kg: gross and tare, and the net between them. */
export const weighings = (t: HeldoutTruth) => {
  const gross = 36_000 + ((t.second * 71 + t.minute * 13) % 4000) * 2;
  const tare = 14_000 + ((t.second * 17 + t.minute * 7) % 900) * 2;
  return { gross, tare, net: gross - tare };
};
/** The logbook's odometer when the test trip set off, and the three trips' kilometres. */
export const odometer = (t: HeldoutTruth) => 40_000 + ((t.second * 211 + t.minute * 97 + t.day * 31) % 9000);
/** 22.5 divided by the printed mean settlement, to two decimals with a comma (the assistant's check). */
export const assistantQuotient = (t: HeldoutTruth) => fixed(22.5 / t.settlement, 2, true);
/** The date in easy German: "5. Dezember 2025". */
export const longGermanDate = (t: HeldoutTruth) => `${t.day}. ${MONTHS_DE[t.month - 1]} ${t.year}`;

const requirement = (t: HeldoutTruth, yes: string, no: string) => `Evd ≥ ${REQUIRED} MN/m² – ${passes(t) ? yes : no}`;

// ---- the layouts -------------------------------------------------------------------------------------------

export const twentySecondHeldoutLayouts: HeldoutLayout[] = [
  {
    // A Romansh (Rumantsch Grischun) engineer's protocol from the Grisons: the weekday and "ils 5 da
    // december 2025", "a las 14.03", degrees and decimal-comma minutes with the prime and "nord" /
    // "ost", the settlements, the mean, s/v, Evd, the requirement, the calibration and a print line a
    // working day later.
    name: 'Rapport da test en rumantsch',
    half: 'development',
    draw: (t) => {
      const pair = labelValue(0.42);
      const lat = minutes4(t.lat);
      const lng = minutes4(t.lng);
      return {
        font: LIBERATION_SANS,
        fontSize: 19,
        width: 980,
        background: 'rgb(253,253,250)',
        ink: 'rgb(24,26,30)',
        lines: [
          { ...line('RAPPORT DA TEST – PLATTA DA CHARGIA DINAMICA'), bold: true, scale: 1.1 },
          { ...line('Inschigneria Tschierv SA, Cuira · Plazza da construcziun: Lager Nord, secziun 2'), scale: 0.85 },
          rule,
          pair('Punct da mesiraziun', `MP ${point(t)}`),
          pair('Data', romanshDate(t)),
          pair('Ura', `a las ${pointClock(t)}`),
          pair('Latitudo', `${lat.g}° ${comma(lat.minutes)}′ nord`),
          pair('Longitudo', `${lng.g}° ${comma(lng.minutes)}′ ost`),
          pair('Temperatura', `${temperature(t)} °C`),
          rule,
          ...results(t, pair, ['Sfundada s1 / s2 / s3', 'Sfundada media s', 's/v', 'Modul da deformaziun Evd']),
          pair('Pretensiun', requirement(t, 'ademplida', 'betg ademplida')),
          pair('Calibraziun', calibrated(t)),
          rule,
          { ...line(`Stampà ils ${german(workingDayAfter(t, 1))} a las 07.35 · Pagina 1 / 1`), scale: 0.85 },
        ],
      };
    },
    expected: printedAs(minutes4),
  },
  {
    // An Esperanto protocol of an international test lab: the weekday and "la 5-a de decembro 2025"
    // (ĉ, ĝ, ĵ, ŭ), "je la 14:03", decimal-comma degrees with "norda" / "orienta", the settlements, the
    // mean, s/v, Evd, the requirement, the calibration and a print line a working day later.
    name: 'Testraporto en Esperanto',
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
          { ...line('TESTRAPORTO – DINAMIKA ŜARĜOTELERA PROVO'), bold: true, scale: 1.1 },
          { ...line('Internacia Grundlaboratorio · Konstruejo: Stokejo Nord, sektoro 2'), scale: 0.85 },
          rule,
          pair('Mezurpunkto', `MP ${point(t)}`),
          pair('Dato', esperantoDate(t)),
          pair('Horo', `je la ${clock(t)}`),
          pair('Latitudo', `${lat.text}° norda`),
          pair('Longitudo', `${lng.text}° orienta`),
          pair('Temperaturo', `${temperature(t)} °C`),
          rule,
          ...results(t, pair, [
            'Enprofundiĝo s1 / s2 / s3',
            'Meza enprofundiĝo s',
            's/v',
            'Dinamika deformiĝa modulo Evd',
          ]),
          pair('Postulo', requirement(t, 'plenumita', 'ne plenumita')),
          pair('Kalibrado', calibrated(t)),
          rule,
          { ...line(`Presita ${german(workingDayAfter(t, 1))} je la 08:10 · Paĝo 1 / 1`), scale: 0.85 },
        ],
      };
    },
    expected: printedAs(degrees5Comma),
  },
  {
    // The device software's YAML export in a text editor with line numbers: a comment with the
    // export's moment, the device with serial and calibration date, the test's moment with its UTC
    // offset, temperature, the settlements, the mean, s/v, Evd with a point, the requirement, the
    // position in decimal degrees and a height, a comment with the next test's date.
    name: 'YAML-Export im Editor mit Kommentarzeilen',
    half: 'development',
    draw: (t) => {
      const exported = workingDayAfter(t, 1);
      const calibration = calibrated(t).split('.').reverse().join('-');
      const offset = utcOffsetHours(t);
      const comment = 'rgb(110,120,110)';
      const rows: (string | { text: string; ink: string })[] = [
        { text: `# LWD-Export, erzeugt ${iso(exported)} 07:31 auf dem Feldlaptop`, ink: comment },
        'geraet:',
        '  typ: LFG-31',
        '  seriennummer: "40817"',
        `  kalibriert: ${calibration}`,
        'messung:',
        { text: '  # Evd in MN/m2, Setzungen in mm, s/v in ms', ink: comment },
        `  messpunkt: MP ${point(t)}`,
        `  zeitpunkt: ${iso(t)}T${clockSeconds(t)}+0${offset}:00`,
        `  temperatur_c: ${temperature(t)}`,
        `  setzungen_mm: [${settlements(t, false, ', ')}]`,
        `  setzung_mittel_mm: ${fixed(t.settlement, 3, false)}`,
        `  sv_ms: ${fixed(t.sv, 2, false)}`,
        `  evd_mn_m2: ${evdPoint(t)}`,
        `  anforderung: ">= ${REQUIRED} MN/m2"`,
        `  bestanden: ${passes(t)}`,
        'lage:',
        `  breite: ${degrees6(t.lat).text}`,
        `  laenge: ${degrees6(t.lng).text}`,
        `  hoehe_m: ${fixed(380 + (t.second % 40) + t.minute / 10, 1, false)}`,
        { text: `# naechste Pruefung: ${iso(workingDayAfter(t, 2))} ab 07:00`, ink: comment },
      ];
      return {
        font: MONO,
        fontSize: 16,
        width: 1000,
        background: 'rgb(250,250,252)',
        ink: 'rgb(30,34,44)',
        lines: [
          {
            ...line(at(`mp${point(t)}_export.yaml`, 0), grey('Editor', 1, 'end')),
            bold: true,
            fill: 'rgb(228,232,240)',
          },
          ...rows.map((row, index) =>
            line(
              grey(String(index + 1).padStart(2, ' '), 0),
              typeof row === 'string' ? at(row, 0.05) : { ...at(row.text, 0.05), ink: row.ink },
            ),
          ),
          rule,
          { ...line(grey(`YAML · UTF-8 · Zeile 9, Spalte 14`, 0)), scale: 0.85 },
        ],
      };
    },
    expected: printedAs(degrees6),
  },
  {
    // The cloud's ingest log in a pager on a dark terminal: timestamps in UTC with milliseconds and
    // "Z" (one or two hours behind the local clock, the upload minutes after the test), log levels,
    // the record's local time in a field, the settlements, the mean, s/v, Evd, the position in
    // decimal degrees, the rule's verdict against the requirement and the storing's duration.
    name: 'Server-Logdatei mit Protokollebenen, Zeitstempel in UTC',
    half: 'development',
    draw: (t) => {
      const colours: Record<string, string> = {
        INFO: 'rgb(220,222,226)',
        DEBUG: 'rgb(140,146,156)',
        WARN: 'rgb(236,196,90)',
      };
      const entry = (minutes: number, seconds: number, millis: number, level: string, text: string): Line =>
        line({ ...at(`${utcMoment(t, minutes, seconds, millis)} ${level.padEnd(5)} ${text}`, 0), ink: colours[level] });
      const verdict = passes(t)
        ? `INFO  regel   mp=${point(t)} evd=${evdPoint(t)} >= soll=${REQUIRED}.0 ok`
        : `WARN  regel   mp=${point(t)} evd=${evdPoint(t)} < soll=${REQUIRED}.0 nachverdichten`;
      const [level, ...rest] = verdict.split(' ');
      return {
        font: MONO,
        fontSize: 15,
        width: 1150,
        background: 'rgb(18,20,24)',
        ink: 'rgb(220,222,226)',
        lines: [
          line(`$ less /var/log/lwd-cloud/ingest-${iso(t)}.log`),
          entry(8, 3, 118, 'INFO', 'ingest  Verbindung von LFG-31/40817, 3 Datensätze'),
          entry(
            8,
            3,
            412,
            'DEBUG',
            `parser  Datensatz 2/3: mp=${point(t)} ortszeit="${iso(t)} ${clockSeconds(t)}" tz=Europe/Berlin`,
          ),
          entry(
            8,
            3,
            415,
            'INFO',
            `parser  mp=${point(t)} s=[${settlements(t, false, ',')}] s_mittel=${fixed(t.settlement, 3, false)} sv=${fixed(t.sv, 2, false)}`,
          ),
          entry(
            8,
            3,
            417,
            'INFO',
            `parser  mp=${point(t)} Evd=${evdPoint(t)} einheit=MN/m2 lat=${degrees6(t.lat).text} lon=${degrees6(t.lng).text}`,
          ),
          entry(8, 3, 420, level!, rest.join(' ').trimStart()),
          entry(8, 3, 602, 'INFO', 'ingest  gespeichert in 184 ms, Warteschlange 0'),
          entry(21, 40, 7, 'INFO', 'ingest  Verbindung von LFG-31/40817, 1 Datensatz'),
          line(grey(`ingest-${iso(t)}.log Zeilen 2881-2888/3120 92%`, 0)),
        ],
      };
    },
    expected: printedAs(degrees6),
  },
  {
    // A weighbridge ticket of the gravel delivery the day before, the site manager's stamp with the
    // test on it below: ticket number, number plate, the two weighings with their clocks and weights
    // in kg with a thousands point, the net weight, the material; in the stamp the point, the test's
    // date and clock, Evd, s, s/v, the requirement and the position in degrees and decimal minutes.
    name: 'Wiegeschein der Fahrzeugwaage mit Prüfvermerk',
    half: 'development',
    draw: (t) => {
      const pair = labelValue(0.4);
      const delivered = workingDayBefore(t);
      const { gross, tare, net } = weighings(t);
      const lat = minutes4(t.lat);
      const lng = minutes4(t.lng);
      const stamp = 'rgb(40,70,160)';
      const stamped = (text: string): Line => line({ ...at(text, 0.04), ink: stamp, font: LIBERATION_MONO });
      return {
        font: LIBERATION_MONO,
        fontSize: 17,
        width: 820,
        background: 'rgb(248,246,238)',
        ink: 'rgb(34,34,38)',
        lines: [
          { ...line('KIESWERK OBERSEE GMBH & CO. KG'), bold: true },
          line('Fahrzeugwaage 2 · geeicht bis 12/2027'),
          rule,
          pair('Wiegeschein Nr.', String(30_000 + ((t.second * 53 + t.minute) % 9000))),
          pair('Kennzeichen', 'RV-KO 318'),
          pair('Material', 'Schotter 0/45'),
          pair('Erstwägung', `${german(delivered)} 07:12   ${thousands(gross)} kg`),
          pair('Zweitwägung', `${german(delivered)} 07:41   ${thousands(tare)} kg`),
          { ...pair('Netto', `${thousands(net)} kg`), bold: true },
          rule,
          stamped('PRÜFVERMERK EIGENÜBERWACHUNG'),
          stamped(`LWD MP ${point(t)} am ${german(t)} um ${clock(t)} Uhr`),
          stamped(`Evd = ${evdComma(t)} MN/m²  (Soll ≥ ${REQUIRED})`),
          stamped(`s = ${fixed(t.settlement, 3, true)} mm  s/v = ${fixed(t.sv, 2, true)} ms`),
          stamped(`N ${lat.g}° ${lat.minutes}'  E ${lng.g}° ${lng.minutes}'`),
          stamped(`gez. Bauleitung, ${passes(t) ? 'freigegeben' : 'nicht freigegeben'}`),
        ],
      };
    },
    expected: printedAs(minutes4),
  },
  {
    // A chat with an AI assistant on the phone: the site manager pastes the device's lines (point,
    // date and clock with seconds, the settlements, the mean, s/v, Evd, the requirement, the position
    // in decimal degrees) and the assistant answers with a summary in rounded figures ("rund 58"),
    // the weekday, "kurz nach 14 Uhr" (or "gegen 14.30 Uhr", "kurz vor 15 Uhr") and its own check 22,5 / s to two decimals; both messages with
    // their clocks, minutes after the test, and the status bar's clock.
    name: 'Chat mit KI-Assistent, Zusammenfassung mit gerundeten Werten',
    half: 'development',
    draw: (t) => {
      const user = 'rgb(222,234,252)';
      const bot = 'rgb(240,240,243)';
      const lat = degrees5(t.lat);
      const lng = degrees5(t.lng);
      const roughly =
        t.minute < 20
          ? `kurz nach ${t.hour} Uhr`
          : t.minute < 40
            ? `gegen ${t.hour}.30 Uhr`
            : `kurz vor ${t.hour + 1} Uhr`;
      const pasted = [
        'Fass mir das bitte kurz zusammen:',
        `LFG-31  MP ${point(t)}  ${german(t)} ${clockSeconds(t)}`,
        `s1-s3 ${settlements(t, true, '/')} mm  s ${fixed(t.settlement, 3, true)} mm`,
        `s/v ${fixed(t.sv, 2, true)} ms  Evd ${evdComma(t)} MN/m²  Soll ${REQUIRED}`,
        `GPS ${lat.text} N  ${lng.text} E`,
      ];
      const answer = [
        'Zusammenfassung der Messung:',
        `• Messpunkt ${point(t)}, ${WEEKDAYS_DE[weekday(t)]}, ${roughly}.`,
        `• Evd rund ${Math.round(t.evd)} MN/m², ${passes(t) ? 'über' : 'unter'} den geforderten ${REQUIRED} MN/m².`,
        `• Kontrolle: 22,5 / ${fixed(t.settlement, 3, true)} mm ≈ ${assistantQuotient(t)}`,
        `• Setzung rund ${fixed(t.settlement, 2, true)} mm, s/v rund ${fixed(t.sv, 1, true)} ms.`,
        passes(t) ? '• Die Fläche kann freigegeben werden.' : '• Ich würde nachverdichten und neu prüfen.',
      ];
      return {
        font: SANS,
        fontSize: 17,
        width: 760,
        background: 'rgb(255,255,255)',
        ink: 'rgb(28,30,36)',
        lines: [
          { ...line(at(clock(t, 51), 0), at('5G  81 %', 1, 'end')), scale: 0.85 },
          { ...line(at('‹  Assistent', 0), grey('Neuer Chat', 1, 'end')), bold: true },
          rule,
          ...pasted.map((text) => ({ ...line(at(text, 0.1)), fill: user })),
          line(grey(`${clock(t, 48)} · gesendet`, 1, 'end')),
          blank,
          ...answer.map((text) => ({ ...line(at(text, 0)), fill: bot })),
          line(grey(`${clock(t, 49)} · Assistent`, 0)),
          rule,
          line(grey('Nachricht schreiben …', 0)),
        ],
      };
    },
    expected: printedAs(degrees5),
  },
  {
    // The test van's logbook, a page for the week: per trip the date, departure and arrival clocks,
    // the odometer at start and end with a thousands point and the kilometres driven, and on the
    // line below the purpose; the test trip's purpose names the point, the test's clock, Evd, s, s/v,
    // the requirement and the position in degrees and decimal-comma minutes.
    name: 'Fahrtenbuch des Prüffahrzeugs mit Fahrtzweck',
    half: 'development',
    draw: (t) => {
      const x = [0, 0.15, 0.27, 0.39, 0.55, 0.71, 0.84];
      const start = odometer(t);
      const before = workingDayBefore(t);
      const lat = minutes4(t.lat);
      const lng = minutes4(t.lng);
      const trip = (cells: string[]): Line => line(...cells.map((text, index) => at(text, x[index]!)));
      const purpose = (text: string): Line => ({ ...line(at(text, 0.04)), scale: 0.92 });
      return {
        font: LIBERATION_SANS,
        fontSize: 17,
        width: 1100,
        background: 'rgb(252,251,245)',
        ink: 'rgb(30,30,40)',
        lines: [
          {
            ...line(at('FAHRTENBUCH', 0), at(`Fahrzeug: RV-LP 204 · Blatt ${12 + (t.day % 30)}`, 1, 'end')),
            bold: true,
          },
          rule,
          {
            ...trip(['Datum', 'Abfahrt', 'Ankunft', 'km Beginn', 'km Ende', 'gefahren', 'Fahrer']),
            bold: true,
            fill: 'rgb(232,232,222)',
          },
          trip([german(before), '07:10', '08:02', thousands(start - 64), thousands(start - 23), '41', 'Seidel']),
          purpose('Zweck: Materialabholung Kieswerk, Wiegeschein 23,52 t Schotter'),
          trip([german(t), clock(t, -47), clock(t, 58), thousands(start), thousands(start + 38), '38', 'Seidel']),
          purpose(`Zweck: LWD-Prüfung MP ${point(t)}, geprüft um ${clock(t)} Uhr – Evd ${evdComma(t)} MN/m²,`),
          purpose(
            `s ${fixed(t.settlement, 3, true)} mm, s/v ${fixed(t.sv, 2, true)} ms (Soll Evd ≥ ${REQUIRED}), ` +
              `Ort ${lat.g}° ${comma(lat.minutes)}' N, ${lng.g}° ${comma(lng.minutes)}' O`,
          ),
          trip([german(t), clock(t, 75), clock(t, 112), thousands(start + 38), thousands(start + 67), '29', 'Seidel']),
          purpose('Zweck: Rückfahrt Lager, getankt 52,38 l'),
          rule,
          { ...line(grey('Summe Woche: 108 km · geprüft Fuhrpark', 0)), scale: 0.9 },
        ],
      };
    },
    expected: printedAs(minutes4),
  },
  {
    // A Python upload script that failed, in a dark terminal the next working day: the command with
    // the test's day, progress lines, the traceback's file and line numbers, and the exception whose
    // arguments hold the record as a Python dict (floats as repr writes them: the point, the local
    // time, the settlements, the mean, s/v, Evd, the requirement, latitude and longitude, and the
    // export's moment).
    name: 'Python-Fehlermeldung beim Hochladen, Datensatz im Stacktrace',
    half: 'development',
    draw: (t) => {
      const exported = workingDayAfter(t, 1);
      const lat = Number(degrees6(t.lat).text);
      const lng = Number(degrees6(t.lng).text);
      const red = 'rgb(238,110,110)';
      const dict = [
        `'mp': ${point(t)}, 'zeit': '${iso(t)} ${clockSeconds(t)}',`,
        `'s_mm': [${t.drops.map(pyFloat).join(', ')}], 's_mittel_mm': ${pyFloat(t.settlement)},`,
        `'sv_ms': ${pyFloat(t.sv)}, 'Evd': ${evdPoint(t)}, 'soll': ${REQUIRED},`,
        `'lat': ${pyFloat(lat)}, 'lon': ${pyFloat(lng)}, 'exportiert': '${iso(exported)} 07:31:12'})`,
      ];
      return {
        font: MONO,
        fontSize: 16,
        width: 1100,
        background: 'rgb(24,26,30)',
        ink: 'rgb(222,224,228)',
        lines: [
          line(`bau@buero:~/lwd$ python3 hochladen.py --tag ${iso(t)}`),
          line(`Lese lwd_export_${iso(t).replace(/-/g, '')}.csv ... 14 Datensätze`),
          line('Sende 1-5 von 14 ... OK (0,84 s)'),
          line(`Sende 6 von 14 (MP ${point(t)}) ...`),
          line('Traceback (most recent call last):'),
          line('  File "/home/bau/lwd/hochladen.py", line 88, in <module>'),
          line('    senden(datensatz)'),
          line('  File "/home/bau/lwd/hochladen.py", line 41, in senden'),
          line(`    raise UploadFehler(f"HTTP 413 für MP {d['mp']}", d)`),
          line({ ...at(`__main__.UploadFehler: ('HTTP 413 für MP ${point(t)}', {`, 0), ink: red }),
          ...dict.map((text) => line({ ...at(`  ${text}`, 0), ink: red })),
          line('bau@buero:~/lwd$ _'),
        ],
      };
    },
    expected: printedAs(degrees6),
  },
  {
    // A form letter printed from a mail merge where some merge fields stayed unfilled: «Firma»,
    // «Anrede», «Bauabschnitt», «Bewertung», «Termin_Nachprüfung» stand in guillemets; the filled
    // fields carry the test's date and clock, the position in degrees, minutes and decimal-comma
    // seconds, the settlements, the mean, s/v, Evd and the requirement; the letter is dated two
    // working days later and the footer counts the data records.
    name: 'Serienbrief mit ungefüllten Seriendruckfeldern',
    half: 'development',
    draw: (t) => {
      const pair = labelValue(0.36, 0.04);
      const lat = seconds1(t.lat);
      const lng = seconds1(t.lng);
      const text =
        `am${NBSP}${german(t)} um${NBSP}${clock(t)}${NBSP}Uhr haben wir am Messpunkt MP${NBSP}${point(t)} ` +
        `(Lage ${lat.g}°${NBSP}${lat.min}'${NBSP}${comma(lat.sec)}"${NBSP}N, ` +
        `${lng.g}°${NBSP}${lng.min}'${NBSP}${comma(lng.sec)}"${NBSP}O) im Bauabschnitt «Bauabschnitt» ` +
        'eine Prüfung mit dem leichten Fallgewicht durchgeführt. Das Ergebnis:';
      return {
        font: LIBERATION_SERIF,
        fontSize: 19,
        width: 1000,
        background: 'rgb(255,255,255)',
        ink: 'rgb(20,20,24)',
        lines: [
          { ...line('Ingenieurbüro Keller · Prüfstelle Erdbau · Neckarstraße 9 · 70190 Stuttgart'), scale: 0.85 },
          rule,
          line('«Firma»'),
          line('«Straße»'),
          line('«PLZ» «Ort»'),
          line(at(`Stuttgart, ${german(workingDayAfter(t, 2))}`, 1, 'end')),
          blank,
          { ...line(`Ergebnis der Prüfung MP ${point(t)}, «Bauabschnitt»`), bold: true },
          blank,
          line('Sehr geehrte«r» «Anrede» «Nachname»,'),
          ...wrapped(text, 84).map((row) => line(row)),
          blank,
          pair('Setzungen s1 / s2 / s3', `${settlements(t, true)} mm`),
          pair('mittlere Setzung s', `${fixed(t.settlement, 3, true)} mm`),
          pair('s/v', `${fixed(t.sv, 2, true)} ms`),
          { ...pair('Evd', `${evdComma(t)} MN/m²`), bold: true },
          pair('Anforderung', `Evd ≥ ${REQUIRED} MN/m²`),
          pair('Bewertung', '«Bewertung»'),
          blank,
          line('Eine Nachprüfung ist für den «Termin_Nachprüfung» vorgesehen.'),
          line('Mit freundlichen Grüßen'),
          line('«Sachbearbeiter»'),
          rule,
          { ...line(grey('Seriendruck-Vorschau · Datensatz 7 von 12', 0)), scale: 0.85 },
        ],
      };
    },
    expected: printedAs(seconds1),
  },
  {
    // A report in Leichte Sprache (easy German for the client's residents' meeting): one short
    // sentence a line, questions as headings, "Mess·punkt" with the middle dot, the date as "5.
    // Dezember 2025", "Die Uhr-Zeit ist: 14:03 Uhr.", the position in decimal-comma degrees with "Grad
    // Nord" / "Grad Ost", the settlements, the mean, s/v, Evd, "mindestens 45", a temperature, the
    // writing date and for a failed test a re-test's date.
    name: 'Prüfbericht in Leichter Sprache',
    half: 'development',
    draw: (t) => {
      const lat = degrees5Comma(t.lat);
      const lng = degrees5Comma(t.lng);
      const heading = (text: string): Line => ({ ...line(text), bold: true, scale: 1.1 });
      return {
        font: CONDENSED,
        fontSize: 20,
        width: 900,
        background: 'rgb(255,255,252)',
        ink: 'rgb(20,22,28)',
        lines: [
          { ...line('Prüf-Bericht in Leichter Sprache'), bold: true, scale: 1.25 },
          rule,
          heading('Was haben wir gemacht?'),
          line('Wir haben den Boden geprüft.'),
          line('Der Boden muss fest sein.'),
          line('Dann kann man darauf bauen.'),
          heading('Wann?'),
          line(`Am ${WEEKDAYS_DE[weekday(t)]}.`),
          line(`Das Datum ist: ${longGermanDate(t)}.`),
          line(`Die Uhr-Zeit ist: ${clock(t)} Uhr.`),
          line(`Es war ${temperature(t)} Grad warm.`),
          heading('Wo?'),
          line(`Am Mess·punkt ${point(t)}.`),
          line(`Die Lage: ${lat.text} Grad Nord und ${lng.text} Grad Ost.`),
          heading('Was ist heraus·gekommen?'),
          line('Das Gerät hat 3-mal gemessen:'),
          line(`${settlements(t, true, ' mm und ')} mm.`),
          line(`Im Mittel sind das ${fixed(t.settlement, 3, true)} mm.`),
          line(`Das Gerät sagt auch: s/v ist ${fixed(t.sv, 2, true)} ms.`),
          line('Der wichtigste Wert heißt Evd.'),
          { ...line(`Evd ist: ${evdComma(t)} MN/m².`), bold: true },
          line(`Evd muss mindestens ${REQUIRED} MN/m² sein.`),
          passes(t)
            ? line('Das heißt: Der Boden ist fest genug.')
            : line(
                `Der Boden ist noch nicht fest genug. Wir prüfen noch einmal am ${longGermanDate(workingDayAfter(t, 2))}.`,
              ),
          rule,
          { ...line(grey(`Geschrieben am ${longGermanDate(workingDayAfter(t, 1))}.`, 0)), scale: 0.85 },
        ],
      };
    },
    expected: printedAs(degrees5Comma),
  },
];
