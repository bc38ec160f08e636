// Ten further held-out layouts for the second OCR test set (issue 38), the twenty-eighth batch.
// Written without looking at the reader, its tests, its benchmark or the decisions on what it gets
// wrong, and modelled on what light drop-weight devices (TP BF-StB B 8.3), site paperwork and the
// screens results are read on print and show: a Tatar protocol with the year first ("2025 елның
// 5 декабре, җомга", "сәгать 14:03"), a Somali one ("5 Diseembar 2025, Jimco", "saacadda 14:03",
// "Waqooyi" / "Bari" after the seconds), the metadata of a site video as ffprobe prints it (the
// video's own moment in UTC and with an offset, the place in ISO 6709 decimal degrees, the test in
// the comment), a coordinate conversion with PROJ's cs2cs in a terminal (UTM in, longitude first and
// "13d34'4.408"E" out), a GML file of the test point in an editor ("gml:pos" latitude before
// longitude in EPSG:4326), a change-order offer for a soil exchange with the test as its reason, a
// quality nonconformity report, the front of a window envelope written on by hand next to the
// postmark, a binder spreader's on-board printout with the control test, and an instant photo with
// its white border written on. Each prints numbers of other quantities near Evd and dates or clocks
// that are not the test's (decision 0829).
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
} from './heldout-layouts.js';
import { clock, clockSeconds, degreesMinutesSeconds, temperature } from './fresh-heldout-layouts.js';
import { REQUIRED, calibrated, passes, weekday } from './fourth-heldout-layouts.js';
import { daysAfter, utcOffsetHours } from './fifth-heldout-layouts.js';
import { workingDayAfter } from './twelfth-heldout-layouts.js';
import { printedAs } from './third-heldout-layouts.js';
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
  degrees6,
  degrees6Comma,
  german,
  iso,
  minutes3,
  minutes4,
  seconds1,
  evdComma,
  evdPoint,
  point,
  grey,
} from './heldout-formats.js';

// ---- Tatar and Somali -------------------------------------------------------------------------------

/** Tatar months with the possessive ending after the day: "2025 елның 5 декабре". */
export const MONTHS_TT = [
  'гыйнвары',
  'феврале',
  'марты',
  'апреле',
  'мае',
  'июне',
  'июле',
  'августы',
  'сентябре',
  'октябре',
  'ноябре',
  'декабре',
];
export const WEEKDAYS_TT = ['якшәмбе', 'дүшәмбе', 'сишәмбе', 'чәршәмбе', 'пәнҗешәмбе', 'җомга', 'шимбә'];
/** The year first in the genitive ("елның", of the year), then day and month: "2025 елның 5 декабре, җомга". */
export const tatarDate = (t: HeldoutTruth) =>
  `${t.year} елның ${t.day} ${MONTHS_TT[t.month - 1]}, ${WEEKDAYS_TT[weekday(t)]}`;

export const MONTHS_SO = [
  'Janaayo',
  'Febraayo',
  'Maarso',
  'Abriil',
  'Maajo',
  'Juun',
  'Luuliyo',
  'Ogost',
  'Sebtembar',
  'Oktoobar',
  'Nofembar',
  'Diseembar',
];
export const WEEKDAYS_SO = ['Axad', 'Isniin', 'Talaado', 'Arbaco', 'Khamiis', 'Jimco', 'Sabti'];
/** "5 Diseembar 2025, Jimco". */
export const somaliDate = (t: HeldoutTruth) =>
  `${t.day} ${MONTHS_SO[t.month - 1]} ${t.year}, ${WEEKDAYS_SO[weekday(t)]}`;

// ---- other helpers ----------------------------------------------------------------------------------

/** Seconds to three decimals (PROJ's default precision for degrees, minutes and seconds). */
export const seconds3 = (value: number) => degreesMinutesSeconds(value, 3);
/**
 * PROJ's DMS output as cs2cs prints it: no padding, "d" for degrees, trailing zeros of the seconds
 * dropped (and the point with them): "13d34'4.408"E", "52d7'24.44"N".
 */
export const projDms = (value: number, hemisphere: 'N' | 'E') => {
  const { g, min, sec } = seconds3(value);
  const seconds = sec.replace(/0+$/, '').replace(/\.$/, '');
  return `${g}d${Number(min)}'${seconds.replace(/^0(?=\d)/, '')}"${hemisphere}`;
};
/** Decimal degrees to five decimals, signed, as ISO 6709 writes them: "+52.12346+013.56789+112.4/". */
export const iso6709Decimal = (lat: number, lng: number, height: number) => {
  const a = degrees5(lat).text;
  const b = degrees5(lng).text.padStart(9, '0');
  return `+${a}+${b}+${fixed(height, 1, false).padStart(5, '0')}/`;
};
/**
 * UTM (ETRS89/GRS80) after Krüger's series to the third order (millimetres within the zone), zone 32
 * west of 12° east, 33 east of it, as the surveyor's input to cs2cs.
 */
export const utm = (lat: number, lng: number) => {
  const zone = lng < 12 ? 32 : 33;
  const a = 6_378_137;
  const f = 1 / 298.257222101;
  const n = f / (2 - f);
  const A = (a / (1 + n)) * (1 + n ** 2 / 4 + n ** 4 / 64);
  const alpha = [
    n / 2 - (2 * n ** 2) / 3 + (5 * n ** 3) / 16,
    (13 * n ** 2) / 48 - (3 * n ** 3) / 5,
    (61 * n ** 3) / 240,
  ];
  const phi = (lat * Math.PI) / 180;
  const lambda = ((lng - (zone * 6 - 183)) * Math.PI) / 180;
  const c = (2 * Math.sqrt(n)) / (1 + n);
  const tau = Math.sinh(Math.atanh(Math.sin(phi)) - c * Math.atanh(c * Math.sin(phi)));
  const xi = Math.atan(tau / Math.cos(lambda));
  const eta = Math.atanh(Math.sin(lambda) / Math.sqrt(1 + tau ** 2));
  let east = eta;
  let north = xi;
  alpha.forEach((value, index) => {
    const j = 2 * (index + 1);
    east += value * Math.cos(j * xi) * Math.sinh(j * eta);
    north += value * Math.sin(j * xi) * Math.cosh(j * eta);
  });
  return { zone, east: 500_000 + 0.9996 * A * east, north: 0.9996 * A * north };
};
/** The test's clock in UTC (German local time less one or two hours; tests are between 6 and 18 h). */
const utcClock = (t: HeldoutTruth, minutes = 0) => clock({ ...t, hour: t.hour - utcOffsetHours(t) }, minutes);
const mean = (t: HeldoutTruth, decimalComma = true) => fixed(t.settlement, 3, decimalComma);
const sv = (t: HeldoutTruth, decimalComma = true) => fixed(t.sv, 2, decimalComma);
const requirement = (t: HeldoutTruth, yes: string, no: string) => `Evd ≥ ${REQUIRED} MN/m² – ${passes(t) ? yes : no}`;
/** Euros with thousands points and a decimal comma: "5.704,00 €". */
export const euros = (value: number) => {
  const [whole, cents] = value.toFixed(2).split('.');
  return `${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${cents} €`;
};
const INK_BLUE = 'rgb(24,52,140)';
const PENCIL = 'rgb(70,70,78)';
const handwriting = (text: string, x = 0, ink = INK_BLUE) => ({ ...at(text, x), italic: true, ink });

// ---- the layouts ------------------------------------------------------------------------------------

export const twentyEighthHeldoutLayouts: HeldoutLayout[] = [
  {
    // A Tatar protocol of a crew from Kazan: the year first in the genitive, then day and month with
    // its possessive ending ("2025 елның 5 декабре, җомга"), "сәгать 14:03", the words for north
    // latitude and east longitude before degrees and decimal-comma minutes to four decimals, the
    // settlements, the mean, s/v, Evd, the requirement, the calibration and a print line.
    name: 'Сынау беркетмәсе татар телендә',
    half: 'development',
    draw: (t) => {
      const pair = labelValue(0.4);
      const lat = minutes4(t.lat);
      const lng = minutes4(t.lng);
      return {
        font: SERIF,
        fontSize: 17,
        width: 1040,
        background: 'rgb(255,254,250)',
        ink: 'rgb(22,22,30)',
        lines: [
          { ...line('СЫНАУ БЕРКЕТМӘСЕ – ЖИҢЕЛ ТӨШҮЧЕ ЙӨК (LWD)'), bold: true, scale: 1.06 },
          { ...line('«Идел Геотехника» ҖЧҖ · Объект: Төньяк склад, 2 нче чират'), scale: 0.85 },
          rule,
          pair('Үлчәү ноктасы', `MP ${point(t)}`),
          pair('Көне', tatarDate(t)),
          pair('Вакыты', `сәгать ${clock(t)}`),
          pair('Киңлек', `төньяк киңлек ${lat.g}° ${comma(lat.minutes)}′`),
          pair('Озынлык', `көнчыгыш озынлык ${lng.g}° ${comma(lng.minutes)}′`),
          pair('Һава температурасы', `${temperature(t)} °C`),
          rule,
          ...results(t, pair, ['Утыру s1 / s2 / s3', 'Уртача утыру s', 's/v', 'Деформация модуле Evd']),
          pair('Таләп', requirement(t, 'үтәлде', 'үтәлмәде')),
          pair('Калибрлау', calibrated(t)),
          rule,
          { ...line(`Бастырылды ${german(workingDayAfter(t, 1))}, сәгать 08:10 · 1 бит / 1`), scale: 0.85 },
        ],
      };
    },
    expected: printedAs(minutes4),
  },
  {
    // A Somali protocol (Latin script): "5 Diseembar 2025, Jimco", "saacadda 14:03", degrees,
    // minutes and decimal-comma seconds with "Waqooyi" (north) and "Bari" (east) after them, the
    // settlements, the mean, s/v, Evd, the requirement, the calibration and a print line.
    name: 'Warbixinta tijaabada af-Soomaali',
    half: 'development',
    draw: (t) => {
      const pair = labelValue(0.38);
      const lat = seconds1(t.lat);
      const lng = seconds1(t.lng);
      return {
        font: LIBERATION_SANS,
        fontSize: 18,
        width: 1000,
        background: 'rgb(252,253,255)',
        ink: 'rgb(20,28,40)',
        lines: [
          {
            ...line('WARBIXINTA TIJAABADA – CULEYSKA FUDUD EE DHACA (LWD)'),
            bold: true,
            scale: 1.05,
            fill: 'rgb(222,236,250)',
          },
          { ...line('Shirkadda „Geotest Hamburg“ · Mashruuca: Bakhaarka Waqooyi, qaybta 2'), scale: 0.85 },
          rule,
          pair('Barta cabbirka', `MP ${point(t)}`),
          pair('Taariikhda', somaliDate(t)),
          pair('Waqtiga', `saacadda ${clock(t)}`),
          pair('Loolka', `${lat.g}° ${lat.min}′ ${comma(lat.sec)}″ Waqooyi`),
          pair('Dhererka', `${lng.g}° ${lng.min}′ ${comma(lng.sec)}″ Bari`),
          pair('Heerkulka hawada', `${temperature(t)} °C`),
          rule,
          ...results(t, pair, ['Degista s1 / s2 / s3', 'Celceliska degista s', 's/v', 'Moduluska qallafsanaanta Evd']),
          pair('Shuruudda', requirement(t, 'waa la buuxiyay', 'lama buuxin')),
          pair('Hagaajinta qalabka', calibrated(t)),
          rule,
          { ...line(`La daabacay ${german(workingDayAfter(t, 1))}, saacadda 07:40 · Bogga 1 / 1`), scale: 0.85 },
        ],
      };
    },
    expected: printedAs(seconds1),
  },
  {
    // A terminal with ffprobe's report of a site video: the video's creation time in UTC and, from
    // the phone, local with an offset (both a few minutes after the test), the place in ISO 6709 with
    // signed decimal degrees to five decimals and the height, the phone's make and model, the comment
    // typed in with the test's date, clock, Evd, s, s/v and the required value, duration, bit rate and
    // the streams.
    name: 'Videometadaten mit ffprobe im Terminal, Ort als ISO 6709 in Dezimalgrad',
    half: 'development',
    draw: (t) => {
      const later = 3 + (t.second % 9);
      const file = `MP${point(t)}_Planum.mov`;
      const offset = utcOffsetHours(t);
      const height = 100 + (t.minute % 30) + (t.second % 10) / 10;
      const green = 'rgb(120,220,120)';
      const key = (name: string, value: string) => line(at(`    ${name.padEnd(17)}: ${value}`, 0));
      return {
        font: MONO,
        fontSize: 15,
        width: 1180,
        background: 'rgb(24,26,30)',
        ink: 'rgb(222,222,216)',
        lines: [
          line({ ...at(`bauleitung@laptop:~/Videos$ ffprobe -hide_banner ${file}`, 0), ink: green }),
          line(`Input #0, mov,mp4,m4a,3gp,3g2,mj2, from '${file}':`),
          line('  Metadata:'),
          key('major_brand', 'qt'),
          key('creation_time', `${iso(t)}T${utcClock(t, later)}:${two(t.second)}.000000Z`),
          key('com.apple.quicktime.location.ISO6709', iso6709Decimal(t.lat, t.lng, height)),
          key('com.apple.quicktime.make', 'Apple'),
          key('com.apple.quicktime.model', 'iPhone 13'),
          key('com.apple.quicktime.creationdate', `${iso(t)}T${clock(t, later)}:${two(t.second)}+0${offset}00`),
          key(
            'comment',
            `LWD ${german(t)} ${clock(t)} MP ${point(t)}: Evd ${evdComma(t)} MN/m2, s ${mean(t)} mm, s/v ${sv(t)} ms, Soll ${REQUIRED}`,
          ),
          line(
            `  Duration: 00:00:${two(20 + (t.second % 40))}.${two(t.minute)}, start: 0.000000, bitrate: ${11_200 + t.minute * 13} kb/s`,
          ),
          line('  Stream #0:0[0x1](und): Video: hevc (Main) (hvc1 / 0x31637668), 1920x1080, 29.97 fps'),
          line('  Stream #0:1[0x2](und): Audio: aac (LC) (mp4a / 0x6134706D), 44100 Hz, mono, 96 kb/s'),
          line({ ...at('bauleitung@laptop:~/Videos$ ▌', 0), ink: green }),
        ],
      };
    },
    expected: printedAs(degrees5),
  },
  {
    // A surveyor's terminal: the test record (a line of a text file, with its date, clock, Evd, s,
    // s/v and the required value), its UTM coordinates (ETRS89, the zone's EPSG code), and PROJ's
    // cs2cs turning them into geographic coordinates: longitude first, "d" for the degree sign,
    // minutes and seconds unpadded, the hemisphere after, and the height.
    name: 'Koordinatenumrechnung mit cs2cs im Terminal, Länge zuerst mit d als Gradzeichen',
    half: 'development',
    draw: (t) => {
      const { zone, east, north } = utm(t.lat, t.lng);
      const prompt = (command: string) =>
        line({ ...at(`vermessung@lager-nord:~/lwd$ ${command}`, 0), ink: 'rgb(110,200,255)' });
      return {
        font: LIBERATION_MONO,
        fontSize: 16,
        width: 1100,
        background: 'rgb(16,20,28)',
        ink: 'rgb(214,220,228)',
        lines: [
          prompt(`cat MP${point(t)}.csv`),
          line(`# LWD Lager Nord BA2, ETRS89/UTM, Anforderung Evd >= ${REQUIRED} MN/m2`),
          line('punkt;datum;zeit;evd_mn_m2;s_mm;sv_ms;soll;ostwert;nordwert'),
          line(
            `MP${point(t)};${german(t)};${clockSeconds(t)};${evdComma(t)};${mean(t)};${sv(t)};${REQUIRED};${fixed(east, 3, true)};${fixed(north, 3, true)}`,
          ),
          prompt(`echo "${fixed(east, 3, false)} ${fixed(north, 3, false)}" | cs2cs EPSG:258${zone} EPSG:4326`),
          line(`${projDms(t.lng, 'E')}   ${projDms(t.lat, 'N')} 0.000`),
          prompt('cs2cs --version | head -1'),
          line('Rel. 9.4.0, March 1st, 2024'),
          prompt(`ls -l --time-style=+%d.%m.%Y\\ %H:%M MP${point(t)}.csv`),
          line(
            `-rw-r--r-- 1 vermessung vermessung 96 ${german(workingDayAfter(t, 1))} 07:3${t.second % 10} MP${point(t)}.csv`,
          ),
          prompt('▌'),
        ],
      };
    },
    expected: printedAs(seconds3),
  },
  {
    // A GML file of the test point opened in a code editor (line numbers, tags coloured): the point's
    // name, the moment of the test with seconds and the UTC offset, Evd with a decimal point and its
    // unit as an attribute, s, s/v, the required value, the point as "gml:pos" in EPSG:4326 (latitude
    // before longitude, six decimals), the export's own moment (later, in UTC) and the file's size in
    // the status bar.
    name: 'GML-Datei eines Prüfpunkts im Editor, gml:pos Breite vor Länge',
    half: 'development',
    draw: (t) => {
      const tag = 'rgb(36,90,170)';
      const number = (index: number) => ({ ...at(String(index).padStart(2, ' '), 0), ink: 'rgb(150,150,160)' });
      const code = (index: number, text: string, indent = 0) =>
        line(number(index), {
          ...at(`${' '.repeat(indent * 2)}${text}`, 0.045),
          ...(text.startsWith('<') && { ink: tag }),
        });
      const offset = utcOffsetHours(t);
      const exported = workingDayAfter(t, 2);
      const source = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<bd:FeatureCollection xmlns:gml="http://www.opengis.net/gml/3.2">',
        `<bd:Pruefpunkt gml:id="MP_${point(t)}">`,
        `<bd:name>MP ${point(t)}</bd:name>`,
        `<bd:zeit>${iso(t)}T${clockSeconds(t)}+0${offset}:00</bd:zeit>`,
        `<bd:Evd uom="MN/m2">${evdPoint(t)}</bd:Evd>`,
        `<bd:setzung uom="mm">${mean(t, false)}</bd:setzung>`,
        `<bd:sv uom="ms">${sv(t, false)}</bd:sv>`,
        `<bd:EvdSoll uom="MN/m2">${REQUIRED}</bd:EvdSoll>`,
        '<bd:lage>',
        '<gml:Point srsName="http://www.opengis.net/def/crs/EPSG/0/4326">',
        `<gml:pos>${degrees6(t.lat).text} ${degrees6(t.lng).text}</gml:pos>`,
        '</gml:Point>',
        '</bd:lage>',
        `<bd:exportiert>${iso(exported)}T09:${two(10 + (t.second % 50))}:05Z</bd:exportiert>`,
        '</bd:Pruefpunkt>',
        '</bd:FeatureCollection>',
      ];
      const depth = [0, 0, 1, 2, 2, 2, 2, 2, 2, 2, 3, 4, 3, 2, 2, 1, 0];
      return {
        font: MONO,
        fontSize: 15,
        width: 1120,
        background: 'rgb(255,255,255)',
        ink: 'rgb(30,30,36)',
        lines: [
          {
            ...line(at(`MP${point(t)}.gml — Texteditor`, 0), grey('Datei  Bearbeiten  Ansicht', 1, 'end')),
            fill: 'rgb(230,232,238)',
          },
          ...source.map((text, index) => code(index + 1, text, depth[index])),
          rule,
          line(grey(`Zeile 12, Spalte ${18 + (t.minute % 9)}   UTF-8   XML   ${1_100 + t.second * 3} Bytes`, 0)),
        ],
      };
    },
    expected: printedAs(degrees6),
  },
  {
    // A contractor's change-order offer for a soil exchange: the offer's number and date (later), the
    // reference to the contract, the reason (the control test with its date, clock, Evd, s, s/v and
    // the requirement, the position in decimal-comma degrees with "N" / "O"), the items with
    // quantities, unit prices and totals in euros, VAT and the binding period.
    name: 'Nachtragsangebot Bodenaustausch, Prüfung als Begründung',
    half: 'development',
    draw: (t) => {
      const offered = workingDayAfter(t, 1);
      const area = 180 + t.minute * 4;
      const depth = 0.3 + (t.second % 3) / 10;
      const volume = Math.round(area * depth * 10) / 10;
      const items: [string, string, number, string, number][] = [
        ['N 01', 'Boden lösen und abfahren', volume, 'm³', 14.8 + (t.second % 5)],
        ['N 02', 'Frostschutzmaterial 0/32 liefern, einbauen', volume, 'm³', 38.5 + (t.minute % 7)],
        ['N 03', 'Nachweis Tragfähigkeit (LWD) je Punkt', 4, 'St', 65],
      ];
      const net = items.reduce((sum, [, , quantity, , price]) => sum + Math.round(quantity * price * 100) / 100, 0);
      const row = (cells: string[]) =>
        line(
          at(cells[0]!, 0),
          at(cells[1]!, 0.08),
          at(cells[2]!, 0.68, 'end'),
          at(cells[3]!, 0.84, 'end'),
          at(cells[4]!, 1, 'end'),
        );
      return {
        font: LIBERATION_SANS,
        fontSize: 16,
        width: 1060,
        background: 'rgb(255,255,255)',
        ink: 'rgb(26,26,30)',
        lines: [
          { ...line(at('Erdbau Kühne GmbH & Co. KG', 0), grey(`Leipzig, ${german(offered)}`, 1, 'end')), bold: true },
          line(grey('An: Lager Nord Projekt GmbH, Bauleitung · Vertrag LN-BA2 vom 14.03.2023', 0)),
          rule,
          {
            ...line(
              `NACHTRAGSANGEBOT Nr. NA-${String(7 + (t.minute % 20)).padStart(3, '0')}: Bodenaustausch Planum Achse 3`,
            ),
            bold: true,
            scale: 1.1,
          },
          line('Begründung: Die Kontrollprüfung mit dem leichten Fallgewicht ergab'),
          line(
            `am ${german(t)} um ${clock(t)} Uhr (MP ${point(t)}): Evd ${evdComma(t)} MN/m², s ${mean(t)} mm, s/v ${sv(t)} ms;`,
          ),
          line(
            `gefordert ist Evd ≥ ${REQUIRED} MN/m² dauerhaft, das Planum ist jedoch wassergesättigt (Feinkorn > 15 %).`,
          ),
          line(`Prüfstelle: ${degrees6Comma(t.lat).text} N, ${degrees6Comma(t.lng).text} O (WGS 84)`),
          rule,
          { ...row(['Pos.', 'Leistung', 'Menge', 'EP', 'GP']), bold: true, fill: 'rgb(236,238,242)' },
          ...items.map(([id, text, quantity, unit, price]) =>
            row([
              id,
              text,
              `${fixed(quantity, 1, true)} ${unit}`,
              euros(price),
              euros(Math.round(quantity * price * 100) / 100),
            ]),
          ),
          rule,
          line(at('Summe netto', 0.08), at(euros(net), 1, 'end')),
          line(at('zzgl. 19 % USt.', 0.08), at(euros(Math.round(net * 19) / 100), 1, 'end')),
          line(
            grey(
              `Fläche ${area} m², Austauschtiefe ${fixed(depth, 2, true)} m · Bindefrist bis ${german(daysAfter(offered, 21))}`,
              0,
            ),
          ),
        ],
      };
    },
    expected: printedAs(degrees6Comma),
  },
  {
    // A quality nonconformity report (bilingual headings, as international contractors' QA forms
    // have): the report's number and the date it was raised (later), the test found out of line with
    // its date, clock, Evd, s, s/v and the requirement, the position as hemisphere letter, degrees
    // and decimal minutes to four decimals ("N 52°07.4074'"), the cause, the corrective action with a
    // due date and the sign-off.
    name: 'Abweichungsbericht (NCR) der Qualitätssicherung mit Prüfbefund',
    half: 'development',
    draw: (t) => {
      const pair = labelValue(0.32);
      const raised = workingDayAfter(t, 1);
      const lat = minutes4(t.lat);
      const lng = minutes4(t.lng);
      const box = (ticked: boolean) => (ticked ? '☒' : '☐');
      return {
        font: NARROW,
        fontSize: 19,
        width: 1000,
        background: 'rgb(255,255,255)',
        ink: 'rgb(24,24,32)',
        lines: [
          {
            ...line(
              at('ABWEICHUNGSBERICHT / NONCONFORMITY REPORT', 0),
              at(`NCR-${t.year}-${String(100 + t.minute * 2).padStart(4, '0')}`, 1, 'end'),
            ),
            bold: true,
            scale: 1.1,
            fill: 'rgb(250,226,222)',
          },
          line(grey(`QS-Formblatt F-8.7-02 Rev. 3 · erstellt / raised ${german(raised)} 09:1${t.second % 10}`, 0)),
          rule,
          pair('Projekt / Project', 'Lager Nord, BA 2 – Erdbau'),
          pair('Bauteil / Element', 'Planum unter Bodenplatte, Achse 3–5'),
          pair('Befund / Finding', `LWD-Prüfung MP ${point(t)} am ${german(t)}, ${clock(t)} Uhr`),
          { ...pair('Messwert / Result', `Evd ${evdComma(t)} MN/m² (s ${mean(t)} mm, s/v ${sv(t)} ms)`), bold: true },
          pair('Anforderung / Req.', `Evd ≥ ${REQUIRED} MN/m² (LV Pos. 02.03.0040)`),
          pair('Ort / Location', `N ${lat.g}°${lat.minutes}'  E ${String(lng.g).padStart(3, '0')}°${lng.minutes}'`),
          rule,
          pair('Ursache / Cause', 'Planum durch Niederschlag aufgeweicht'),
          pair(
            'Maßnahme / Action',
            `${box(!passes(t))} Nachverdichten   ${box(false)} Austausch   ${box(passes(t))} keine`,
          ),
          pair('Frist / Due', german(daysAfter(raised, 7))),
          rule,
          line(grey('QS-Leitung ____________   Bauleitung ____________   Geschlossen / closed: ☐', 0)),
        ],
      };
    },
    expected: printedAs(minutes4),
  },
  {
    // The front of a window envelope (the lab's letter, opened) written on in pencil and ballpoint on
    // site: the postmark of the franking machine (a later date, its own clock), the sender line and the
    // address in the window, and by hand the test's date with a two-digit year, clock, Evd, s, s/v,
    // the requirement and the position in degrees and decimal-comma minutes to three decimals.
    name: 'Fensterbriefumschlag mit Notiz neben dem Freistempel',
    half: 'development',
    draw: (t) => {
      const posted = workingDayAfter(t, 2);
      const lat = minutes3(t.lat);
      const lng = minutes3(t.lng);
      const red = 'rgb(196,40,52)';
      return {
        font: LIBERATION_SANS,
        fontSize: 17,
        width: 960,
        background: 'rgb(250,248,242)',
        ink: 'rgb(40,40,44)',
        lines: [
          line(grey('Geotest Labor GmbH · Am Wasserturm 3 · 04109 Leipzig', 0), {
            ...at(
              `DEUTSCHE POST  ${two(posted.day)}.${two(posted.month)}.${String(posted.year).slice(2)}  0,95 €`,
              1,
              'end',
            ),
            ink: red,
          }),
          line({ ...at(`Entgelt bezahlt · 1D${String(4_000 + t.minute * 7)}`, 1, 'end'), ink: red }),
          line({ ...at(`Briefzentrum 04 · ${two(14 + (t.second % 6))} h`, 1, 'end'), ink: red }),
          line(
            handwriting(
              `LWD MP ${point(t)} – ${two(t.day)}.${two(t.month)}.${String(t.year).slice(2)}, ${clock(t)} Uhr`,
              0.02,
            ),
          ),
          line(handwriting(`Evd ${evdComma(t)} MN/m²  (s ${mean(t)}, s/v ${sv(t)})  Soll ${REQUIRED}`, 0.02)),
          line(handwriting(`${lat.g}°${comma(lat.minutes)}' N   ${lng.g}°${comma(lng.minutes)}' O`, 0.02)),
          rule,
          line(at('Lager Nord Projekt GmbH', 0.32)),
          line(at('Bauleitung, Herrn Wendt', 0.32)),
          line(at('Baucontainer 2, Lagerweg 1', 0.32)),
          line(at('04416 Markkleeberg', 0.32)),
          rule,
          line(
            handwriting(`Rechnung liegt bei, zahlbar bis ${german(daysAfter(posted, 30))} → Buchhaltung`, 0.02, PENCIL),
          ),
        ],
      };
    },
    expected: printedAs(minutes3),
  },
  {
    // A binder spreader's on-board printout (narrow, monospaced): the job, the binder, the spread rate
    // set and achieved, the area and the tonnage, the start and end of spreading (before the test),
    // the GPS position of the area's start in decimal degrees with the hemisphere after, and the
    // control test typed in afterwards with its date, clock, Evd, s, s/v and the required value.
    name: 'Bordprotokoll des Bindemittelstreuers mit Kontrollprüfung',
    half: 'development',
    draw: (t) => {
      const target = 16 + (t.minute % 6);
      const achieved = target + ((t.second % 9) - 4) / 10;
      const area = 900 + t.minute * 11;
      const start = clock(t, -(100 + (t.second % 40)));
      const end = clock(t, -(30 + (t.second % 30)));
      return {
        font: MONO,
        fontSize: 17,
        width: 560,
        background: 'rgb(252,252,248)',
        ink: 'rgb(36,36,40)',
        lines: [
          { ...line('STREUPROTOKOLL  SW 16 TC'), bold: true },
          line(`Auftrag   LN-BA2-${two(t.minute)}`),
          line('Binder    Mischbinder 70/30'),
          rule,
          line(`Datum     ${german(t)}`),
          line(`Start     ${start}`),
          line(`Ende      ${end}`),
          line(`Soll      ${fixed(target, 1, true)} kg/m²`),
          line(`Ist       ${fixed(achieved, 1, true)} kg/m²`),
          line(`Fläche    ${area} m²`),
          line(`Menge     ${fixed((area * achieved) / 1000, 2, true)} t`),
          line(`GPS       ${degrees5(t.lat).text} N`),
          line(`          ${degrees5(t.lng).text} E`),
          rule,
          { ...line('KONTROLLE (Eingabe)'), bold: true },
          line(`Zeit      ${clock(t)}`),
          { ...line(`Evd       ${evdComma(t)} MN/m²`), bold: true },
          line(`s         ${mean(t)} mm`),
          line(`s/v       ${sv(t)} ms`),
          line(`Evd soll  ${REQUIRED} MN/m²`),
          rule,
          line(`Druck ${german(t)} ${clock(t, 5 + (t.second % 10))}`),
        ],
      };
    },
    expected: printedAs(degrees5),
  },
  {
    // An instant photo (the picture a dark band) with its white border written on in felt pen: the
    // test point, the test's date and clock, Evd, s, s/v and the requirement, the position in degrees,
    // minutes and decimal-comma seconds without hemisphere, and a later note of when it was filed.
    name: 'Sofortbild mit beschriftetem weißen Rand',
    half: 'development',
    draw: (t) => {
      const photo = 'rgb(74,82,66)';
      const lat = seconds1(t.lat);
      const lng = seconds1(t.lng);
      const pen = 'rgb(20,20,24)';
      const empty = { cells: [], fill: photo };
      return {
        font: SANS,
        fontSize: 18,
        width: 760,
        background: 'rgb(250,250,248)',
        ink: pen,
        lines: [
          empty,
          empty,
          empty,
          empty,
          empty,
          empty,
          blank,
          line(handwriting(`MP ${point(t)}   ${german(t)}   ${clock(t)}`, 0.02, pen)),
          line(handwriting(`Evd ${evdComma(t)} MN/m²  s ${mean(t)}  s/v ${sv(t)}  (≥ ${REQUIRED})`, 0.02, pen)),
          line(
            handwriting(
              `${lat.g}° ${lat.min}' ${comma(lat.sec)}"  ${lng.g}° ${lng.min}' ${comma(lng.sec)}"`,
              0.02,
              pen,
            ),
          ),
          line(handwriting(`abgeheftet ${german(workingDayAfter(t, 3))}`, 0.55, PENCIL)),
        ],
      };
    },
    expected: printedAs(seconds1),
  },
];
