// Ten further held-out layouts for the second OCR test set (issue 38), the twenty-third batch.
// Written without looking at the reader, its tests, its benchmark or the decisions on what it gets
// wrong, and modelled on what light drop-weight devices (TP BF-StB B 8.3), site paperwork and the
// screens results are read on print and show: a Galician protocol ("venres, 5 de decembro de
// 2025", "ás 14:03 h", degrees, minutes and seconds with the ordinal sign "º" and "L" for east), a
// Low German one ("Freedag, de 5. Dezember 2025", "Klock 14.03", minutes with "Noord" / "Oost"),
// an Indonesian one ("Jumat, 5 Desember 2025", "pukul 14.03", decimal-comma degrees with "LU" /
// "BT"), a GPX file in a browser's tree view (the waypoint's time in UTC, the local time in its
// description, an approach track with other points), a GIS identify panel (attributes, derived X
// and Y, the geometry as WKT with the longitude first), a quantity survey sheet whose item numbers
// look like dates ("01.02.0030"), a device's service menu (the clock as a Unix timestamp, operating
// hours, firmware with a build date), an IoT console with a LoRaWAN uplink (UTC receipt, the
// receiving gateway's own position), a test order with a time window and a completion note, and a
// daywork report with workers' hours and machine-hour meter readings. Each prints numbers of other
// quantities near Evd and dates or clocks that are not the test's (decision 0814).
import {
  at,
  blank,
  fixed,
  labelValue,
  line,
  results,
  rule,
  two,
  type HeldoutLayout,
  type HeldoutTruth,
  type Line,
} from './heldout-layouts.js';
import { clock, clockSeconds, temperature } from './fresh-heldout-layouts.js';
import { pointClock } from './seventh-heldout-layouts.js';
import { REQUIRED, calibrated, passes, weekday } from './fourth-heldout-layouts.js';
import { utcOffsetHours } from './fifth-heldout-layouts.js';
import { workingDayAfter } from './twelfth-heldout-layouts.js';
import { printedAs } from './third-heldout-layouts.js';
import { thousands, utcMoment, workingDayBefore } from './twenty-second-heldout-layouts.js';
import {
  DEJAVU_SANS as SANS,
  DEJAVU_SANS_MONO as MONO,
  DEJAVU_SERIF as SERIF,
  LIBERATION_MONO,
  LIBERATION_SANS,
  LIBERATION_SANS_NARROW as NARROW,
} from './heldout-fonts.js';
import {
  comma,
  degrees5,
  degrees5Comma,
  degrees6,
  degrees6Comma,
  german,
  iso,
  minutes3,
  minutes4,
  seconds1,
  NBSP,
  evdComma,
  evdPoint,
  point,
  grey,
  settlements,
} from './heldout-formats.js';

// ---- Galician, Low German and Indonesian ----------------------------------------------------------

export const MONTHS_GL = [
  'xaneiro',
  'febreiro',
  'marzo',
  'abril',
  'maio',
  'xuño',
  'xullo',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'decembro',
];
export const WEEKDAYS_GL = ['domingo', 'luns', 'martes', 'mércores', 'xoves', 'venres', 'sábado'];
/** "venres, 5 de decembro de 2025". */
export const galicianDate = (t: HeldoutTruth) =>
  `${WEEKDAYS_GL[weekday(t)]}, ${t.day} de ${MONTHS_GL[t.month - 1]} de ${t.year}`;

export const MONTHS_NDS = [
  'Januaar',
  'Februaar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktover',
  'November',
  'Dezember',
];
export const WEEKDAYS_NDS = ['Sünndag', 'Maandag', 'Dingsdag', 'Middeweken', 'Dunnersdag', 'Freedag', 'Sünnavend'];
/** "Freedag, de 5. Dezember 2025". */
export const lowGermanDate = (t: HeldoutTruth) =>
  `${WEEKDAYS_NDS[weekday(t)]}, de ${t.day}. ${MONTHS_NDS[t.month - 1]} ${t.year}`;

export const MONTHS_ID = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
];
export const WEEKDAYS_ID = ['Minggu', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'];
/** "Jumat, 5 Desember 2025". */
export const indonesianDate = (t: HeldoutTruth) =>
  `${WEEKDAYS_ID[weekday(t)]}, ${t.day} ${MONTHS_ID[t.month - 1]} ${t.year}`;

// ---- other helpers ----------------------------------------------------------------------------------

/** Seconds since 1970-01-01 UTC of the moment `minutes` and `seconds` after the test's. */
export const unixSeconds = (t: HeldoutTruth, minutes = 0, seconds = 0) =>
  Date.UTC(t.year, t.month - 1, t.day, t.hour - utcOffsetHours(t), t.minute + minutes, t.second + seconds) / 1000;
/** The local date and clock with seconds `seconds` after the test's ("11.11.2024 18:02:55"). */
export const localAfter = (t: HeldoutTruth, seconds: number) => {
  const moment = new Date(Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second + seconds));
  const date = `${two(moment.getUTCDate())}.${two(moment.getUTCMonth() + 1)}.${moment.getUTCFullYear()}`;
  return `${date} ${two(moment.getUTCHours())}:${two(moment.getUTCMinutes())}:${two(moment.getUTCSeconds())}`;
};
/** The German time zone's abbreviation on the test's day: MEZ in winter, MESZ in summer. */
export const zoneName = (t: HeldoutTruth) => (utcOffsetHours(t) === 2 ? 'MESZ' : 'MEZ');
/** A UTC moment as GPX writes it: ISO 8601 without milliseconds, with "Z". */
export const gpxTime = (t: HeldoutTruth, minutes: number, seconds: number) =>
  utcMoment(t, minutes, seconds, 0).replace('.000Z', 'Z');
/** Degrees and decimal minutes as handheld GPS units show them: "N 52°43.5474'", "E009°07.9080'". */
export const handheldPosition = (t: HeldoutTruth) => {
  const lat = minutes4(t.lat);
  const lng = minutes4(t.lng);
  return `N ${lat.g}°${lat.minutes}'  E${String(lng.g).padStart(3, '0')}°${lng.minutes}'`;
};
/** A point as Well-Known Text: longitude first, then latitude, as GIS software writes it. */
export const wktPoint = (t: HeldoutTruth) => `POINT (${degrees6(t.lng).text} ${degrees6(t.lat).text})`;
/** A quantity survey's rows: item number (OZ), short text, working, quantity, unit. */
export const surveyRows = (t: HeldoutTruth): [string, string, string, string, string][] => {
  const length = 30.5 + (t.second % 25);
  const breadth = 12.2 + (t.minute % 9);
  const area = Math.round(length * breadth * 100) / 100;
  const volume = Math.round(area * 0.3 * 100) / 100;
  return [
    [
      '01.02.0030',
      'Planum herstellen, verdichten',
      `${fixed(length, 2, true)} × ${fixed(breadth, 2, true)}`,
      fixed(area, 2, true),
      'm²',
    ],
    [
      '01.02.0040',
      'Frostschutzschicht 0/32, d = 30 cm',
      `${fixed(area, 2, true)} × 0,30`,
      fixed(volume, 2, true),
      'm³',
    ],
    ['01.03.0010', 'Plattendruckversuch, leichtes Fallgewicht', '1', '1,00', 'St'],
    ['01.03.0020', 'Nachverdichtung im Stundenlohn', '2,5', '2,50', 'h'],
  ];
};
/** The daywork report's hours: start, end, break and paid hours (decimal comma) per worker. */
export const dayworkHours = (t: HeldoutTruth) =>
  (
    [
      ['Polier Krüger', 6 * 60, 95, 15 * 60 + 30],
      ['Facharbeiter Yılmaz', 6 * 60 + 15, 80, 15 * 60 + 15],
    ] as const
  ).map(([name, start, after, usualEnd]) => {
    // The day ends at the usual time, or later when the test was late.
    const end = Math.max(t.hour * 60 + t.minute + after, usualEnd);
    const pause = end - start > 6 * 60 ? 30 : 0;
    const hours = (end - start - pause) / 60;
    const time = (minutes: number) => `${two(Math.floor(minutes / 60))}:${two(minutes % 60)}`;
    return [name, time(start), time(end), `0:${two(pause)}`, fixed(hours, 2, true)];
  });
/** A machine's hour meter at the start and end of the day and its running hours, in tenths of an hour. */
export const hourMeter = (t: HeldoutTruth, base: number, spread: number) => {
  const from = base * 10 + (((t.second * 37 + t.minute * 11) * (spread / 100)) % spread);
  const ran = 20 + ((t.second + t.minute + spread / 100) % 30);
  const reading = (tenths: number) => `${thousands(Math.floor(tenths / 10))},${tenths % 10}`;
  return { from: reading(from), to: reading(from + ran), ran: fixed(ran / 10, 1, true) };
};

const requirement = (t: HeldoutTruth, yes: string, no: string) => `Evd ≥ ${REQUIRED} MN/m² – ${passes(t) ? yes : no}`;

// ---- the layouts ------------------------------------------------------------------------------------

export const twentyThirdHeldoutLayouts: HeldoutLayout[] = [
  {
    // A Galician geotechnical firm's protocol: the weekday and "5 de decembro de 2025", "ás 14:03 h",
    // degrees, minutes and decimal-comma seconds with the ordinal sign "º" (as Iberian typewriters
    // and keyboards give it) and "N" / "L" (leste, east), the settlements, the mean, s/v, Evd, the
    // requirement, the calibration and a print line a working day later.
    name: 'Informe de ensaio en galego',
    half: 'development',
    draw: (t) => {
      const pair = labelValue(0.42);
      const lat = seconds1(t.lat);
      const lng = seconds1(t.lng);
      return {
        font: LIBERATION_SANS,
        fontSize: 19,
        width: 980,
        background: 'rgb(252,252,250)',
        ink: 'rgb(22,26,34)',
        lines: [
          { ...line('INFORME DE ENSAIO – PLACA DE CARGA DINÁMICA'), bold: true, scale: 1.1 },
          { ...line('Xeotecnia Miño S.L. · Delegación Alemaña · Obra: Almacén Norte, tramo 2'), scale: 0.85 },
          rule,
          pair('Punto de medición', `MP ${point(t)}`),
          pair('Data', galicianDate(t)),
          pair('Hora', `ás ${clock(t)} h`),
          pair('Latitude', `${lat.g}º ${lat.min}′ ${comma(lat.sec)}″ N`),
          pair('Lonxitude', `${lng.g}º ${lng.min}′ ${comma(lng.sec)}″ L`),
          pair('Temperatura', `${temperature(t)} ºC`),
          rule,
          ...results(t, pair, ['Asentos s1 / s2 / s3', 'Asento medio s', 's/v', 'Módulo de deformación Evd']),
          pair('Requisito', requirement(t, 'cumpre', 'non cumpre')),
          pair('Calibración', calibrated(t)),
          rule,
          { ...line(`Impreso o ${german(workingDayAfter(t, 1))} ás 08:20 h · Páxina 1 de 1`), scale: 0.85 },
        ],
      };
    },
    expected: printedAs(seconds1),
  },
  {
    // A Low German (Plattdüütsch) protocol of a firm from North Frisia: the weekday and "de 5.
    // Dezember 2025", "Klock 14.03", degrees and minutes to three decimals with a comma and "Noord" /
    // "Oost", the settlements, the mean, s/v, Evd, the requirement and a print line a working day later.
    name: 'Pröövbericht op Plattdüütsch',
    half: 'development',
    draw: (t) => {
      const pair = labelValue(0.4);
      const lat = minutes3(t.lat);
      const lng = minutes3(t.lng);
      return {
        font: SERIF,
        fontSize: 18,
        width: 960,
        background: 'rgb(250,249,244)',
        ink: 'rgb(28,28,32)',
        lines: [
          { ...line('PRÖÖVBERICHT – LICHT FALLGEWICHT'), bold: true, scale: 1.1 },
          { ...line('Grundbau Fehrs GmbH, Husum · Bousteed: Lager Noord, Afsnitt 2'), scale: 0.85 },
          rule,
          pair('Meetpunkt', `MP ${point(t)}`),
          pair('Dag', lowGermanDate(t)),
          pair('Tied', `Klock ${pointClock(t)}`),
          pair('Breed', `${lat.g}° ${comma(lat.minutes)}′ Noord`),
          pair('Läng', `${lng.g}° ${comma(lng.minutes)}′ Oost`),
          pair('Temperatur', `${temperature(t)} °C`),
          rule,
          ...results(t, pair, ['Sackmaat s1 / s2 / s3', 'Middel Sackmaat s', 's/v', 'Verformmodul Evd']),
          pair('Fordert', requirement(t, 'klaar', 'nich klaar')),
          pair('Kalibreert', calibrated(t)),
          rule,
          { ...line(`Druckt an’n ${german(workingDayAfter(t, 1))} Klock 07.50 · Siet 1 vun 1`), scale: 0.85 },
        ],
      };
    },
    expected: printedAs(minutes3),
  },
  {
    // An Indonesian protocol of a subcontractor's crew: the weekday and "5 Desember 2025", "pukul
    // 14.03", decimal-comma degrees to six decimals with "LU" (lintang utara, north) and "BT" (bujur
    // timur, east), the settlements, the mean, s/v, Evd, the requirement and a print line.
    name: 'Laporan uji dalam bahasa Indonesia',
    half: 'development',
    draw: (t) => {
      const pair = labelValue(0.44);
      const lat = degrees6Comma(t.lat);
      const lng = degrees6Comma(t.lng);
      return {
        font: SANS,
        fontSize: 17,
        width: 1000,
        background: 'rgb(255,255,255)',
        ink: 'rgb(24,28,36)',
        lines: [
          { ...line('LAPORAN UJI – PELAT BEBAN DINAMIS (LWD)'), bold: true, scale: 1.1, fill: 'rgb(230,238,246)' },
          { ...line('PT Geoteknik Nusantara · Proyek Jerman: Gudang Utara, seksi 2'), scale: 0.85 },
          rule,
          pair('Titik ukur', `MP ${point(t)}`),
          pair('Hari, tanggal', indonesianDate(t)),
          pair('Waktu', `pukul ${pointClock(t)}`),
          pair('Lintang', `${lat.text}° LU`),
          pair('Bujur', `${lng.text}° BT`),
          pair('Suhu', `${temperature(t)} °C`),
          rule,
          ...results(t, pair, [
            'Penurunan s1 / s2 / s3',
            'Penurunan rata-rata s',
            's/v',
            'Modulus deformasi dinamis Evd',
          ]),
          pair('Persyaratan', requirement(t, 'memenuhi', 'tidak memenuhi')),
          pair('Kalibrasi', calibrated(t)),
          rule,
          { ...line(`Dicetak ${german(workingDayAfter(t, 1))} pukul 07.45 · Halaman 1 dari 1`), scale: 0.85 },
        ],
      };
    },
    expected: printedAs(degrees6Comma),
  },
  {
    // The device's GPX export opened in a browser, which shows it as a tree without a stylesheet
    // (the download's local date and clock above it, a working day later): the metadata's export
    // moment and the waypoint's time in UTC ("Z"), the waypoint's latitude and
    // longitude as attributes with six decimals, its height, its description with the local time,
    // Evd, the settlements, s/v and the requirement, and an approach track whose points lie a little
    // off the test point, with their own UTC times.
    name: 'GPX-Datei in der Browser-Baumansicht, Zeiten in UTC',
    half: 'development',
    draw: (t) => {
      const lat = degrees6(t.lat).text;
      const lng = degrees6(t.lng).text;
      const near = (dLat: number, dLng: number) =>
        `lat="${(t.lat + dLat).toFixed(6)}" lon="${(t.lng + dLng).toFixed(6)}"`;
      const exported = workingDayAfter(t, 1);
      const tag = 'rgb(136,18,128)';
      const row = (depth: number, text: string, ink?: string): Line =>
        line({ ...at(`${'  '.repeat(depth)}${text}`, 0), ...(ink ? { ink } : {}) });
      return {
        font: MONO,
        fontSize: 15,
        width: 1100,
        background: 'rgb(255,255,255)',
        ink: 'rgb(30,30,30)',
        lines: [
          {
            ...line(at(`file:///home/bau/Downloads/lfg31_mp${point(t)}_${iso(t).replace(/-/g, '')}.gpx`, 0)),
            fill: 'rgb(236,238,242)',
          },
          line(grey(`Heruntergeladen ${german(exported)} 07:32 · 2,4 KB`, 0)),
          blank,
          line(grey('Diese XML-Datei scheint keine Style-Informationen zu enthalten.', 0)),
          line(grey('Nachfolgend wird die Baum-Ansicht des Dokuments angezeigt.', 0)),
          blank,
          row(0, '▾ <gpx version="1.1" creator="LFG-31 Export 2.4">', tag),
          row(1, '▾ <metadata>', tag),
          row(2, `<time>${gpxTime({ ...exported, hour: 7, minute: 31, second: 4 }, 0, 0)}</time>`),
          row(1, '</metadata>', tag),
          row(1, `▾ <wpt lat="${lat}" lon="${lng}">`, tag),
          row(2, `<ele>${fixed(380 + (t.second % 40) + t.minute / 10, 1, false)}</ele>`),
          row(2, `<time>${gpxTime(t, 0, 0)}</time>`),
          row(2, `<name>MP ${point(t)}</name>`),
          row(2, `<desc>LWD-Prüfung, Ortszeit ${german(t)} ${clockSeconds(t)} ${zoneName(t)};`),
          row(3, `Evd = ${evdComma(t)} MN/m² (Soll ≥ ${REQUIRED}); s = ${fixed(t.settlement, 3, true)} mm;`),
          row(3, `s1-s3 = ${settlements(t, true, '/')} mm; s/v = ${fixed(t.sv, 2, true)} ms</desc>`),
          row(2, '<sym>Flag, Blue</sym>'),
          row(1, '</wpt>', tag),
          row(1, '▾ <trk>', tag),
          row(2, `<name>Anfahrt MP ${point(t)}</name>`),
          row(2, '▾ <trkseg>', tag),
          row(3, `<trkpt ${near(-0.00138, -0.00193)}><time>${gpxTime(t, -14, -22)}</time></trkpt>`),
          row(3, `<trkpt ${near(-0.00061, -0.00084)}><time>${gpxTime(t, -9, 5)}</time></trkpt>`),
          row(3, `<trkpt ${near(-0.00009, 0.00012)}><time>${gpxTime(t, -4, 41)}</time></trkpt>`),
          row(2, '</trkseg>', tag),
          row(1, '</trk>', tag),
          row(0, '</gpx>', tag),
        ],
      };
    },
    expected: printedAs(degrees6),
  },
  {
    // A GIS program's identify panel for the clicked test point: the layer with its reference
    // system, derived X (longitude) and Y (latitude) to six decimals, the attributes (point, ISO date,
    // clock with seconds, Evd with a point, the settlements, the mean, s/v, the requirement, the
    // last edit's moment and who made it), the geometry as WKT (longitude first), and a status bar
    // with scale, rotation in degrees and the reference system.
    name: 'GIS-Objektabfrage mit WKT-Geometrie, Länge vor Breite',
    half: 'development',
    draw: (t) => {
      const pair = labelValue(0.38, 0.05);
      const edited = workingDayAfter(t, 1);
      const feature = 300 + ((t.second * 13 + t.minute * 7) % 600);
      return {
        font: SANS,
        fontSize: 16,
        width: 960,
        background: 'rgb(246,246,246)',
        ink: 'rgb(26,26,26)',
        lines: [
          { ...line(at('Ergebnisse der Objektabfrage', 0), grey('✕', 1, 'end')), bold: true, fill: 'rgb(222,224,228)' },
          line(grey('Modus: Aktueller Layer · Ansicht: Baum', 0)),
          rule,
          { ...line(at('▾ lwd_messpunkte [EPSG:4326]', 0)), bold: true },
          line(at(`▾ mp`, 0.03), at(String(point(t)), 0.38)),
          line(at('▾ (Abgeleitet)', 0.05)),
          pair('Objekt-ID', String(feature)),
          pair('X', degrees6(t.lng).text),
          pair('Y', degrees6(t.lat).text),
          line(at('▾ (Attribute)', 0.05)),
          pair('fid', String(feature)),
          pair('mp', String(point(t))),
          pair('datum', iso(t)),
          pair('uhrzeit', clockSeconds(t)),
          { ...pair('evd_mn_m2', evdPoint(t)), bold: true },
          pair('s_mm', settlements(t, false, '; ')),
          pair('s_mittel_mm', fixed(t.settlement, 3, false)),
          pair('sv_ms', fixed(t.sv, 2, false)),
          pair('anforderung', `Evd ≥ ${REQUIRED} MN/m²`),
          pair('geaendert', `${iso(edited)}T07:12:40`),
          pair('bearbeiter', 'kfehrs'),
          pair('geometrie', wktPoint(t)),
          rule,
          {
            ...line(grey('Maßstab 1:500', 0), grey('Drehung 0,0°', 0.3), grey('EPSG:4326', 1, 'end')),
            scale: 0.9,
          },
        ],
      };
    },
    expected: printedAs(degrees6),
  },
  {
    // A quantity survey sheet (Aufmaß) for the invoice: item numbers of the bill of quantities
    // that look like dates ("01.02.0030"), workings and quantities with decimal commas, units; the
    // test is an item of its own, its remark line naming the point, the test's date and clock, Evd,
    // s, s/v, the requirement and the position in degrees, minutes and decimal-comma seconds; the
    // sheet is drawn up two working days later.
    name: 'Aufmaßblatt mit Ordnungszahlen, Prüfung als Position',
    half: 'development',
    draw: (t) => {
      const x = [0, 0.14, 0.55, 0.79, 0.93];
      const lat = seconds1(t.lat);
      const lng = seconds1(t.lng);
      const row = (cells: string[]): Line =>
        line(...cells.map((text, index) => (index === 3 ? at(text, 0.89, 'end') : at(text, x[index]!))));
      const remark = (text: string): Line => ({ ...line(at(text, 0.14)), scale: 0.9 });
      const rows = surveyRows(t);
      return {
        font: NARROW,
        fontSize: 18,
        width: 1100,
        background: 'rgb(253,253,250)',
        ink: 'rgb(26,28,34)',
        lines: [
          {
            ...line(at('AUFMASSBLATT Nr. 14', 0), at('Blatt 3 von 5', 1, 'end')),
            bold: true,
            scale: 1.1,
          },
          line('Bauvorhaben: Lager Nord, BA 2 · Auftraggeber: Stadtwerke · LV-Nr. 118/25'),
          rule,
          { ...row(['OZ', 'Kurztext', 'Ansatz', 'Menge', 'Einh.']), bold: true, fill: 'rgb(232,234,238)' },
          row(rows[0]!),
          row(rows[1]!),
          row(rows[2]!),
          remark(
            `MP ${point(t)} am ${german(t)} um ${clock(t)} Uhr: Evd ${evdComma(t)} MN/m², s ${fixed(t.settlement, 3, true)} mm,`,
          ),
          remark(
            `s/v ${fixed(t.sv, 2, true)} ms, Soll Evd ≥ ${REQUIRED} MN/m²; Lage ${lat.g}° ${lat.min}′ ${comma(lat.sec)}″ N, ` +
              `${lng.g}° ${lng.min}′ ${comma(lng.sec)}″ O`,
          ),
          row(rows[3]!),
          rule,
          line(`aufgestellt: Bauleitung, ${german(workingDayAfter(t, 2))}`),
          line('anerkannt: ________________   geprüft: ________________'),
        ],
      };
    },
    expected: printedAs(seconds1),
  },
  {
    // The drop-weight device's service menu on its colour display: serial, firmware with its build
    // date, the real-time clock as a Unix timestamp and in local time (the moment the photo was
    // taken, after the test), operating hours and drop count, the battery; the last measurement
    // with its own Unix timestamp and local time with the zone's abbreviation, Evd, s, s/v, the
    // requirement, the position as handheld GPS units show it, HDOP and satellites, and the
    // calibration's date.
    name: 'Servicemenü des Geräts, Uhr als Unix-Zeitstempel',
    half: 'development',
    draw: (t) => {
      const pair = labelValue(0.4, 0.02);
      const cyan = 'rgb(120,210,230)';
      const hours = 1000 + ((t.second * 53 + t.minute * 17) % 900);
      return {
        font: LIBERATION_MONO,
        fontSize: 17,
        width: 780,
        background: 'rgb(14,28,50)',
        ink: 'rgb(222,230,240)',
        display: { housing: 'rgb(54,58,62)' },
        lines: [
          { ...line(at('SERVICE', 0), at(`LFG-31  SN 40817`, 1, 'end')), bold: true, fill: 'rgb(30,70,120)' },
          pair('Firmware', `3.12.05 (Build ${calibrated(t).split('.').reverse().join('-')})`),
          pair('RTC Unix', String(unixSeconds(t, 41, 43))),
          pair('RTC lokal', localAfter(t, 41 * 60 + 43)),
          pair('Betriebsstd.', `${thousands(hours)}:${String(t.second).padStart(2, '0')} h`),
          pair('Stöße gesamt', thousands(40_000 + hours * 7)),
          pair('Akku', `${fixed(7.1 + (t.minute % 7) / 10, 2, true)} V  ${40 + (t.second % 55)} %`),
          rule,
          { ...line(at(`LETZTE MESSUNG  MP ${point(t)}`, 0)), bold: true, fill: 'rgb(24,44,74)' },
          { ...pair('ts', String(unixSeconds(t))), ink: cyan },
          pair('Ortszeit', `${german(t)} ${clockSeconds(t)} ${zoneName(t)}`),
          { ...pair('Evd', `${evdComma(t)} MN/m²`), bold: true },
          pair('s / s/v', `${fixed(t.settlement, 3, true)} mm / ${fixed(t.sv, 2, true)} ms`),
          pair('Soll', `≥ ${REQUIRED} MN/m²  ${passes(t) ? 'OK' : 'NICHT OK'}`),
          pair('GPS', handheldPosition(t)),
          pair('HDOP / Sat', `${fixed(0.7 + (t.second % 9) / 10, 1, true)} / ${7 + (t.minute % 8)}`),
          pair('Kalibrierung', calibrated(t)),
          rule,
          { ...line(grey('[▲▼] Auswahl   [OK] Details   [ESC] Zurück', 0)), scale: 0.9 },
        ],
      };
    },
    expected: printedAs(minutes4),
  },
  {
    // A LoRaWAN network server's console in the browser, the uplink the device sent minutes after
    // the test opened: the live list with local clocks, the JSON with the receipt in UTC, frame
    // counter and port, the raw payload in Base64, the decoded payload (point, local time, Evd, the
    // settlements' mean, s/v, the requirement, latitude and longitude to five decimals) and the
    // receiving gateway's metadata with its own position, signal strength and frequency.
    name: 'IoT-Konsole mit LoRaWAN-Uplink, Gateway-Standort daneben',
    half: 'development',
    draw: (t) => {
      // One monospaced character as a fraction of the inner width (14 px, 0.61 em, 1,066 px inside).
      const perCharacter = (14 * 0.61) / 1066;
      const lat = Number(degrees5(t.lat).text);
      const lng = Number(degrees5(t.lng).text);
      const key = 'rgb(160,40,40)';
      const json = (depth: number, text: string): Line => {
        const match = /^("[^"]+":)(.*)$/.exec(text);
        const indent = '  '.repeat(depth);
        return match
          ? line(
              { ...at(`${indent}${match[1]}`, 0.02), ink: key },
              at(match[2]!.trim(), 0.02 + perCharacter * (indent.length + match[1]!.length + 1)),
            )
          : line(at(`${indent}${text}`, 0.02));
      };
      const counter = 1000 + ((t.second * 29 + t.minute * 31) % 8000);
      const rssi = -(95 + (t.second % 25));
      return {
        font: MONO,
        fontSize: 14,
        width: 1100,
        background: 'rgb(250,251,253)',
        ink: 'rgb(30,34,44)',
        lines: [
          {
            ...line(at('Konsole › Anwendungen › lwd-geraete › Endgeräte › lfg-31-40817', 0)),
            fill: 'rgb(232,236,244)',
          },
          { ...line(at('Live-Daten', 0), grey('Pausieren · Leeren', 1, 'end')), bold: true },
          line(
            at(`↑ ${localAfter(t, 8 * 60 + 3).slice(11)}`, 0),
            at(`Uplink weitergeleitet · FPort 2 · FCnt ${counter} · SF9`, 0.14),
          ),
          line(at(`↓ ${localAfter(t, 8 * 60 + 4).slice(11)}`, 0), at('Downlink geplant · Bestätigung', 0.14)),
          rule,
          json(0, '{'),
          json(1, `"received_at": "${utcMoment(t, 8, 3, 412)}",`),
          json(1, `"f_port": 2, "f_cnt": ${counter},`),
          json(1, `"frm_payload": "AAwZ8QKfAVAA8QR${String(point(t)).padStart(3, '0')}g==",`),
          json(1, '"decoded_payload": {'),
          json(2, `"mp": ${point(t)},`),
          json(2, `"zeit_lokal": "${iso(t)} ${clockSeconds(t)}",`),
          json(2, `"Evd": ${evdPoint(t)},`),
          json(2, `"s_mittel_mm": ${fixed(t.settlement, 3, false)},`),
          json(2, `"sv_ms": ${fixed(t.sv, 2, false)},`),
          json(2, `"soll": ${REQUIRED},`),
          json(2, `"lat": ${lat},`),
          json(2, `"lon": ${lng}`),
          json(1, '},'),
          json(1, '"rx_metadata": [{'),
          json(2, '"gateway_id": "gw-baucontainer-2",'),
          json(2, `"rssi": ${rssi}, "snr": ${fixed(7.25 - (t.second % 8), 2, false)},`),
          json(
            2,
            `"location": { "latitude": ${(lat + 0.0043).toFixed(4)}, "longitude": ${(lng - 0.0071).toFixed(4)}, "altitude": 24 }`,
          ),
          json(1, '}],'),
          json(1, '"settings": { "frequency": "868100000", "spreading_factor": 9 }'),
          json(0, '}'),
        ],
      };
    },
    expected: printedAs(degrees5),
  },
  {
    // A test order from the site management with the requested day and a time window, issued two
    // working days before, the point by its axis and chainage, the requirement; below the lab's
    // completion note with the test's date and clock, Evd, the settlements, the mean, s/v, the
    // position in decimal-comma degrees, the verdict, the clock of the report back and the fee.
    name: 'Prüfauftrag mit Terminfenster und Erledigungsvermerk',
    half: 'development',
    draw: (t) => {
      const pair = labelValue(0.3);
      const issued = workingDayBefore(workingDayBefore(t));
      const lat = degrees5Comma(t.lat);
      const lng = degrees5Comma(t.lng);
      const window = `${String(t.hour - 1).padStart(2, '0')}:00–${String(t.hour + 2).padStart(2, '0')}:00 Uhr`;
      return {
        font: LIBERATION_SANS,
        fontSize: 18,
        width: 1000,
        background: 'rgb(255,255,255)',
        ink: 'rgb(24,24,30)',
        lines: [
          {
            ...line(at('PRÜFAUFTRAG', 0), at(`Nr. PA-${t.year}-${String(point(t)).padStart(4, '0')}`, 1, 'end')),
            bold: true,
            scale: 1.15,
          },
          line(grey('Bauleitung Lager Nord an Erdbaulabor Weser · per E-Mail', 0)),
          rule,
          pair('erteilt am', `${german(issued)} um 16:40 Uhr`),
          pair('Prüfart', 'Plattendruckversuch mit leichtem Fallgewicht'),
          pair('Prüfpunkt', `MP ${point(t)}, Achse 3, Station 0+${String(200 + (t.second % 90)).padStart(3, '0')}`),
          pair('Termin', `${german(t)}, Zeitfenster ${window}`),
          pair('Anforderung', `Evd ≥ ${REQUIRED} MN/m²`),
          blank,
          { ...line('ERLEDIGUNGSVERMERK DES LABORS'), bold: true, fill: 'rgb(236,242,236)' },
          {
            ...pair('durchgeführt', `am ${german(t)} um ${clock(t)} Uhr, M. Ahrens`),
            fill: 'rgb(236,242,236)',
          },
          { ...pair('Evd', `${evdComma(t)} MN/m²`), bold: true, fill: 'rgb(236,242,236)' },
          {
            ...pair('Setzungen', `${settlements(t, true)} mm, Mittel ${fixed(t.settlement, 3, true)} mm`),
            fill: 'rgb(236,242,236)',
          },
          { ...pair('s/v', `${fixed(t.sv, 2, true)} ms`), fill: 'rgb(236,242,236)' },
          { ...pair('GPS', `${lat.text}° N, ${lng.text}° O`), fill: 'rgb(236,242,236)' },
          {
            ...pair('Ergebnis', passes(t) ? 'Anforderung erfüllt' : 'Anforderung nicht erfüllt'),
            fill: 'rgb(236,242,236)',
          },
          { ...pair('Rückmeldung', `${german(t)}, ${clock(t, 36)} Uhr telefonisch`), fill: 'rgb(236,242,236)' },
          rule,
          { ...line(grey('Abrechnung: 1 × Pos. 4.2, 85,00 € netto · Auftrag geschlossen', 0)), scale: 0.9 },
        ],
      };
    },
    expected: printedAs(degrees5Comma),
  },
  {
    // A contractor's daywork report (Regiebericht) for the client's signature: the day, weather and
    // temperature, the workers with start, end, break and paid hours, the machines with their hour
    // meters' readings (one decimal, thousands point) and running hours, material in tonnes, and the
    // work done, whose last lines name the test's clock, Evd, s, s/v, the requirement and the
    // position in degrees and decimal-comma minutes; acknowledged a working day later.
    name: 'Regiebericht mit Maschinenstunden und Prüfeintrag',
    half: 'development',
    draw: (t) => {
      const x = [0, 0.36, 0.5, 0.64, 0.8];
      const row = (cells: string[]): Line => line(...cells.map((text, index) => at(text, x[index]!)));
      const plate = hourMeter(t, 1842, 400);
      const loader = hourMeter(t, 4512, 900);
      const lat = minutes4(t.lat);
      const lng = minutes4(t.lng);
      return {
        font: LIBERATION_SANS,
        fontSize: 17,
        width: 1060,
        background: 'rgb(250,250,246)',
        ink: 'rgb(26,28,34)',
        lines: [
          {
            ...line(at('REGIEBERICHT Nr. 27', 0), at('Stundenlohnarbeiten', 1, 'end')),
            bold: true,
            scale: 1.1,
          },
          line(`Baustelle Lager Nord, BA 2 · Datum ${german(t)} · Wetter: bedeckt, ${temperature(t)} °C`),
          rule,
          { ...row(['Arbeitskräfte', 'von', 'bis', 'Pause', 'Std.']), bold: true, fill: 'rgb(232,232,226)' },
          ...dayworkHours(t).map((cells) => row(cells)),
          { ...row(['Geräte', 'Zähler von', 'Zähler bis', '', 'Std.']), bold: true, fill: 'rgb(232,232,226)' },
          row(['Rüttelplatte 750 kg', plate.from, plate.to, '', plate.ran]),
          row(['Radlader 8 t', loader.from, loader.to, '', loader.ran]),
          line('Material: Schotter 0/45, 23,52 t (Lieferschein 30945)'),
          rule,
          { ...line('Ausgeführte Arbeiten:'), bold: true },
          line('Planum Achse 3 nachverdichtet (Rüttelplatte, 4 Übergänge), danach LWD-Prüfung'),
          line(
            `MP ${point(t)} um ${clock(t)} Uhr: Evd ${evdComma(t)} MN/m², s ${fixed(t.settlement, 3, true)} mm, s/v ${fixed(t.sv, 2, true)} ms,`,
          ),
          line(
            `Soll Evd ≥ ${REQUIRED} MN/m²; Lage N${NBSP}${lat.g}° ${comma(lat.minutes)}′ E${NBSP}${lng.g}° ${comma(lng.minutes)}′`,
          ),
          rule,
          line(`Auftragnehmer: Krüger     anerkannt Auftraggeber: ________  am ${german(workingDayAfter(t, 1))}`),
        ],
      };
    },
    expected: printedAs(minutes4),
  },
];
