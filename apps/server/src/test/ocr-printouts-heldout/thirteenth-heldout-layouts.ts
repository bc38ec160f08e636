// Ten further held-out layouts for the second OCR test set (issue 38), the thirteenth batch. Written
// without looking at the reader, its tests, its benchmark or the decisions on what it gets wrong,
// and modelled on what light drop-weight devices (TP BF-StB B 8.3), the machines beside them, site
// paperwork and the screens results are read on print and show: a Slovak protocol ("14. marca
// 2025", "14:32 hod.", whole seconds with "s. š." / "v. d."), a Slovenian one ("petek, 14. 3. 2025,
// ob 14.32", the position as φ and λ), a data logger's strip that prints its position the way GPS
// receivers send it (ddmm.mmmm with the hemisphere after a comma), the compaction meter of a roller
// in its cab (Evib and CMV, no Evd at all: light text on a dark screen), a handheld's dark OLED
// screen with raindrops on it (the position without degree signs, "N51 23.456 E007 12.345"), an
// evaluation report listing an Evd for every single drop beside the result, a protocol with a
// table of required values for several layers, a lab's certificate written as a letter (the test in
// prose, "um 14.32 Uhr", "O" for east, the letter's date days later), a protocol on a clipboard
// with the clip over its head and muddy fingerprints on it, and a tablet app with a colour scale and
// the area's statistics (mean, minimum and maximum Evd of other points). Each prints numbers of
// other quantities near Evd and dates or clocks that are not the test's; where a page has no Evd,
// none is expected (decision 0775; development since decision 0780).
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
import { REQUIRED, WEEKDAYS_DE, calibrated, passes, weekday } from './fourth-heldout-layouts.js';
import { daysAfter } from './fifth-heldout-layouts.js';
import { utcClock } from './sixth-heldout-layouts.js';
import { expectedFor, figure, printedAs, svgText, utm } from './third-heldout-layouts.js';
import { workingDayAfter } from './twelfth-heldout-layouts.js';
import { seededRandom } from './heldout-photo.js';
import {
  DEJAVU_SANS as SANS,
  DEJAVU_SANS_CONDENSED as CONDENSED,
  DEJAVU_SANS_MONO as MONO,
  LIBERATION_SANS,
  LIBERATION_SERIF,
} from './heldout-fonts.js';

// ---- dates and clocks as these documents write them ---------------------------------------------------

const german = (t: HeldoutTruth) => freshDateText(t, 'german');
/** Slovak months in the genitive, as a date names them: "14. marca 2025". */
export const MONTHS_SK = [
  'januára',
  'februára',
  'marca',
  'apríla',
  'mája',
  'júna',
  'júla',
  'augusta',
  'septembra',
  'októbra',
  'novembra',
  'decembra',
];
export const slovakDate = (t: HeldoutTruth) => `${t.day}. ${MONTHS_SK[t.month - 1]} ${t.year}`;
export const WEEKDAYS_SL = ['nedelja', 'ponedeljek', 'torek', 'sreda', 'četrtek', 'petek', 'sobota'];
/** Slovenian: weekday, day and month without leading zeros, spaced, the clock with a point. */
export const slovenianDate = (t: HeldoutTruth) => `${WEEKDAYS_SL[weekday(t)]}, ${t.day}. ${t.month}. ${t.year}`;
export const slovenianClock = (t: HeldoutTruth, minutes = 0) => `ob ${clock(t, minutes).replace(':', '.')}`;
/** A German letter's prose: "Freitag, dem 14. März 2025, um 14.32 Uhr". */
export const letterDateTime = (t: HeldoutTruth) =>
  `${WEEKDAYS_DE[weekday(t)]}, dem ${t.day}. ${MONTHS_DE[t.month - 1]} ${t.year}, um ${clock(t).replace(':', '.')} Uhr`;

const evdComma = (t: HeldoutTruth) => fixed(t.evd, 1, true);
const comma = (text: string) => text.replace('.', ',');

// ---- positions ------------------------------------------------------------------------------------------

const minutes4 = (value: number) => degreesMinutes(value, 4);
const minutes3 = (value: number) => degreesMinutes(value, 3);
const wholeSeconds = (value: number) => degreesMinutesSeconds(value, 0);
/** Whole seconds with ASCII marks: 51° 23' 44". */
export const slovakPosition = (value: number) => {
  const { g, min, sec } = wholeSeconds(value);
  return `${g}° ${min}' ${sec}"`;
};
/** As GPS receivers send it (NMEA): degrees and minutes run together, ddmm.mmmm / dddmm.mmmm. */
export const nmea = (value: number, degreeDigits: 2 | 3) => {
  const { g, minutes } = minutes4(value);
  return `${String(g).padStart(degreeDigits, '0')}${minutes}`;
};
/** A handheld's way: hemisphere, degrees (three digits for longitude), minutes to three decimals, no signs. */
export const handheldPosition = (t: HeldoutTruth) => {
  const lat = minutes3(t.lat);
  const lng = minutes3(t.lng);
  return `N${lat.g} ${lat.minutes}  E${String(lng.g).padStart(3, '0')} ${lng.minutes}`;
};

// ---- other numbers ----------------------------------------------------------------------------------------

/** The roller's vibration modulus (MN/m², a different quantity from Evd) and its compaction meter value. */
export const rollerValues = (t: HeldoutTruth) => ({
  evib: Math.round(t.evd * 1.7 + 12),
  cmv: Math.round(t.evd * 0.9 + 8),
  pass: 2 + (t.second % 5),
  lane: 1 + (t.minute % 6),
});

/** Each drop's own modulus (22,5 / s_i) and s/v, as the single-drop evaluation lists them. */
export const perDropRows = (t: HeldoutTruth) =>
  t.drops.map((drop, index) => ({
    drop: index + 1,
    settlement: drop,
    sv: Math.round(t.sv * (drop / t.settlement) * 100) / 100,
    evd: Math.round((22.5 / drop) * 10) / 10,
  }));

/** Required values per layer (the company's guide values): Ev2 and the Evd taken as equivalent. */
export const REQUIREMENT_ROWS: [string, string, string][] = [
  ['Planum unter Frostschutzschicht', '45', '25'],
  ['Planum, verbessert (Bodenverfestigung)', '80', '40'],
  ['Planum Halle (Bodenplatte)', '100', '45'],
  ['Frostschutzschicht, Oberkante', '120', '50'],
  ['Schottertragschicht, Oberkante', '150', '65'],
];
/** The row of the layer tested here (its Evd requirement is REQUIRED). */
export const REQUIREMENT_ROW = REQUIREMENT_ROWS.findIndex((row) => row[2] === String(REQUIRED));

/** The area's statistics an app shows under the point: other points' Evd, never this one's. */
export const areaStatistics = (t: HeldoutTruth) => ({
  points: 9 + (t.second % 8),
  mean: Math.round((t.evd * 1.07 + 2.6) * 10) / 10,
  min: Math.round((t.evd * 0.84 - 1.3) * 10) / 10,
  max: Math.round((t.evd * 1.28 + 5.2) * 10) / 10,
  share: 58 + (t.minute % 40),
});

/** The letter's reference lines: an earlier request, the letter's own date some working days later. */
export const letterDates = (t: HeldoutTruth) => ({
  request: daysAfter(t, -4),
  letter: workingDayAfter(t, 3),
});

// ---- shapes -------------------------------------------------------------------------------------------------

// Overlays are the last line's zero-height figure: its box starts where the text ends (`box.y`),
// and the screen or page starts at `box.x - margin` on both axes (the housing is as wide as high).
const margin = (drawing: Drawing) => Math.round(drawing.fontSize * 1.2);

/** Raindrops on a display's glass: pale, refracting blobs with a bright rim, some over the text. */
const raindrops = (seed: number) => (box: Box, drawing: Drawing) => {
  const random = seededRandom(seed);
  const top = box.x - margin(drawing);
  const size = drawing.fontSize;
  const parts: string[] = [];
  for (let index = 0; index < 16; index++) {
    const r = size * (0.35 + random() * 0.75);
    const x = box.x + r + random() * (box.width - 2 * r);
    const y = top + size * 1.5 + random() * (box.y - top - size * 2);
    const tilt = (random() - 0.5) * 40;
    parts.push(
      `<g transform="rotate(${tilt.toFixed(1)} ${x.toFixed(1)} ${y.toFixed(1)})">`,
      `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="${r.toFixed(1)}" ry="${(r * 0.82).toFixed(1)}" fill="rgb(170,195,220)" opacity="0.17" stroke="rgb(210,225,240)" stroke-opacity="0.35" stroke-width="${(r * 0.12).toFixed(1)}"/>`,
      `<ellipse cx="${(x - r * 0.35).toFixed(1)}" cy="${(y - r * 0.35).toFixed(1)}" rx="${(r * 0.22).toFixed(1)}" ry="${(r * 0.14).toFixed(1)}" fill="rgb(255,255,255)" opacity="0.55"/>`,
      `<path d="M${(x - r * 0.6).toFixed(1)} ${(y + r * 0.5).toFixed(1)} Q${x.toFixed(1)} ${(y + r * 0.95).toFixed(1)} ${(x + r * 0.6).toFixed(1)} ${(y + r * 0.5).toFixed(1)}" stroke="rgb(0,0,0)" stroke-opacity="0.45" stroke-width="${(r * 0.14).toFixed(1)}" fill="none"/>`,
      '</g>',
    );
  }
  return parts.join('');
};

/** A clipboard's metal clip over the head of the page (covering part of the title). */
const clipboardClip = (box: Box, drawing: Drawing) => {
  const size = drawing.fontSize;
  const top = box.x - margin(drawing);
  const cx = box.x + box.width / 2;
  const w = box.width * 0.36;
  const h = size * 2.3;
  return [
    `<defs><linearGradient id="steel" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="rgb(214,218,222)"/><stop offset="0.55" stop-color="rgb(150,156,164)"/><stop offset="1" stop-color="rgb(104,110,118)"/></linearGradient>`,
    `<filter id="clipShadow"><feGaussianBlur stdDeviation="${(size * 0.25).toFixed(1)}"/></filter></defs>`,
    `<rect x="${(cx - w / 2 + size * 0.2).toFixed(1)}" y="${(top + size * 0.3).toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" rx="${(size * 0.4).toFixed(1)}" fill="rgb(0,0,0)" opacity="0.35" filter="url(#clipShadow)"/>`,
    `<rect x="${(cx - w / 2).toFixed(1)}" y="${top.toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" rx="${(size * 0.4).toFixed(1)}" fill="url(#steel)"/>`,
    `<rect x="${(cx - w * 0.3).toFixed(1)}" y="${(top + h * 0.55).toFixed(1)}" width="${(w * 0.6).toFixed(1)}" height="${(size * 0.35).toFixed(1)}" rx="${(size * 0.15).toFixed(1)}" fill="rgb(80,86,94)"/>`,
  ].join('');
};

/** Muddy fingerprints: brown smudges with ridges, translucent, the text under them still legible. */
const muddyFingerprints = (seed: number) => (box: Box, drawing: Drawing) => {
  const random = seededRandom(seed);
  const size = drawing.fontSize;
  const top = box.x - margin(drawing);
  const parts = [`<defs><filter id="mud"><feGaussianBlur stdDeviation="${(size * 0.12).toFixed(1)}"/></filter></defs>`];
  const prints: [number, number][] = [
    [0.56, 0.64],
    [0.86, 0.74],
    [0.3, 0.93],
  ];
  for (const [fx, fy] of prints) {
    const x = box.x + box.width * (fx - 0.04 + random() * 0.05);
    const y = top + (box.y - top) * fy;
    const rx = size * (1.6 + random() * 0.5);
    const ry = rx * 1.3;
    const tilt = -30 + random() * 60;
    parts.push(
      `<g filter="url(#mud)" transform="rotate(${tilt.toFixed(1)} ${x.toFixed(1)} ${y.toFixed(1)})">`,
      `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="${rx.toFixed(1)}" ry="${ry.toFixed(1)}" fill="rgb(104,72,40)" opacity="0.26"/>`,
    );
    for (let ring = 1; ring <= 5; ring++)
      parts.push(
        `<ellipse cx="${x.toFixed(1)}" cy="${(y + ring * 0.6).toFixed(1)}" rx="${((rx * ring) / 5.5).toFixed(1)}" ry="${((ry * ring) / 5.5).toFixed(1)}" fill="none" stroke="rgb(92,64,36)" stroke-opacity="0.3" stroke-width="${(size * 0.12).toFixed(1)}"/>`,
      );
    parts.push('</g>');
  }
  return parts.join('');
};

/** A traffic-light scale from 0 to 120 MN/m² with the required value and a marker at the Evd. */
export const SCALE_TICKS = [0, 30, 45, 60, 90, 120];
const colourScale = (t: HeldoutTruth) => (box: Box, drawing: Drawing) => {
  const size = drawing.fontSize;
  const left = box.x + size * 0.5;
  const right = box.x + box.width - size * 0.5;
  const x = (value: number) => left + ((right - left) * Math.min(value, 120)) / 120;
  const barTop = box.y + size * 0.6;
  const barHeight = size * 0.7;
  const bands: [number, number, string][] = [
    [0, 30, 'rgb(214,64,52)'],
    [30, REQUIRED, 'rgb(240,180,40)'],
    [REQUIRED, 120, 'rgb(60,160,80)'],
  ];
  const parts = bands.map(
    ([from, to, colour]) =>
      `<rect x="${x(from).toFixed(1)}" y="${barTop.toFixed(1)}" width="${(x(to) - x(from)).toFixed(1)}" height="${barHeight.toFixed(1)}" fill="${colour}"/>`,
  );
  for (const tick of SCALE_TICKS) {
    parts.push(
      `<line x1="${x(tick).toFixed(1)}" y1="${(barTop + barHeight).toFixed(1)}" x2="${x(tick).toFixed(1)}" y2="${(barTop + barHeight + size * 0.3).toFixed(1)}" stroke="${drawing.ink}" stroke-width="1.5"/>`,
    );
    const width = String(tick).length * size * 0.45;
    const at = Math.min(Math.max(x(tick) - width / 2, box.x), box.x + box.width - width);
    parts.push(svgText(String(tick), at, barTop + barHeight + size * 1.2, size * 0.8, drawing.ink));
  }
  const m = x(t.evd);
  parts.push(
    `<path d="M${m.toFixed(1)} ${(barTop - size * 0.05).toFixed(1)} l${(-size * 0.4).toFixed(1)} ${(-size * 0.6).toFixed(1)} h${(size * 0.8).toFixed(1)} z" fill="${drawing.ink}"/>`,
  );
  return parts.join('');
};

// ---- the layouts ------------------------------------------------------------------------------------------

/** A line of cells at the given places. */
const row = (positions: number[], texts: string[]): Line =>
  line(...texts.map((text, index) => at(text, positions[index]!)));

export const thirteenthHeldoutLayouts: HeldoutLayout[] = [
  {
    // A Slovak subcontractor's protocol: the date with the month in the genitive ("14. marca 2025"),
    // "14:32 hod.", the position in degrees, minutes and whole seconds with "s. š." (severná
    // šírka, north) and "v. d." (východná dĺžka, east), sadnutia s1–s3, mean, s/v, Evd, the
    // requirement, the calibration and the print line the next morning.
    name: 'Protokol o skúške slovensky',
    half: 'development',
    draw: (t) => {
      const pair = labelValue(0.42);
      return {
        font: CONDENSED,
        fontSize: 19,
        width: 1000,
        background: 'rgb(254,254,252)',
        ink: 'rgb(20,24,34)',
        lines: [
          { ...line('PROTOKOL O SKÚŠKE ÚNOSNOSTI – DYNAMICKÁ ZAŤAŽOVACIA SKÚŠKA'), bold: true, scale: 1.1 },
          {
            ...line(
              'Ľahké dynamické doskové zariadenie · Zhotoviteľ: Cesty Žilina s.r.o. · Stavba: Logistické centrum Erfurt',
            ),
            scale: 0.82,
          },
          rule,
          pair('Skúšobné miesto', `MB ${Number(testNumber(t))}`),
          pair('Dátum skúšky', slovakDate(t)),
          pair('Čas skúšky', `${clock(t)} hod.`),
          pair('Poloha (WGS 84)', `${slovakPosition(t.lat)} s. š.,  ${slovakPosition(t.lng)} v. d.`),
          pair('Teplota vzduchu', `${temperature(t)} °C`),
          rule,
          ...results(t, pair, [
            'Sadnutia s1 / s2 / s3',
            'Priemerné sadnutie s',
            's/v',
            'Dynamický modul deformácie Evd',
          ]),
          pair('Požadovaná hodnota', `Evd ≥ ${REQUIRED} MN/m² – ${passes(t) ? 'vyhovuje' : 'nevyhovuje'}`),
          pair('Kalibrácia prístroja', calibrated(t)),
          rule,
          {
            ...line(`Vytlačené: ${german(daysAfter(t, 1))} o 07:55 hod. · Strana 1 z 1 · Skúšal: J. Kováč`),
            scale: 0.85,
          },
        ],
      };
    },
    expected: printedAs(wholeSeconds),
  },
  {
    // A Slovenian subcontractor's protocol: the weekday and a spaced date without leading zeros
    // ("petek, 14. 3. 2025"), the clock with a point after "ob", the position as φ and λ in
    // decimal-comma degrees (ETRS89) and again in UTM, posedki s1–s3, mean, s/v, Evd, the
    // requirement, the calibration and the print line two days later.
    name: 'Poročilo o preskusu slovensko',
    half: 'development',
    draw: (t) => {
      const lat = decimalDegrees(t.lat, 6, true);
      const lng = decimalDegrees(t.lng, 6, true);
      const grid = utm(t.lat, t.lng);
      const printed = daysAfter(t, 2);
      const pair = labelValue(0.4);
      return {
        font: LIBERATION_SANS,
        fontSize: 19,
        width: 980,
        background: 'rgb(255,255,255)',
        ink: 'rgb(24,24,24)',
        lines: [
          { ...line('POROČILO O PRESKUSU Z LAHKO PADAJOČO UTEŽJO'), bold: true, scale: 1.15 },
          { ...line('Izvajalec: Gradbeništvo Celje d.o.o. · Gradbišče: Obvoznica Rosenheim, odsek 2'), scale: 0.85 },
          rule,
          pair('Merilno mesto', `MM ${Number(testNumber(t))}`),
          pair('Datum in ura meritve', `${slovenianDate(t)}, ${slovenianClock(t)}`),
          pair('Koordinate (ETRS89)', `φ = ${lat.text}°   λ = ${lng.text}°`),
          pair('UTM (cona 32)', `E ${grid.easting} m   N ${grid.northing} m`),
          rule,
          ...results(t, pair, [
            'Posedki s1 / s2 / s3',
            'Povprečni posedek s',
            's/v',
            'Dinamični deformacijski modul Evd',
          ]),
          pair('Zahteva', `Evd ≥ ${REQUIRED} MN/m² – ${passes(t) ? 'ustreza' : 'ne ustreza'}`),
          pair('Umerjanje naprave', calibrated(t)),
          rule,
          {
            ...line(`Natisnjeno: ${printed.day}. ${printed.month}. ${printed.year} ob 16.05 · Stran 1 od 1`),
            scale: 0.85,
          },
        ],
      };
    },
    expected: printedAs((value) => decimalDegrees(value, 6, true)),
  },
  {
    // A data logger's thermal strip that prints the position as its GPS receiver sends it (NMEA:
    // "5123.7372,N" and "00712.5586,E", degrees and minutes run together), with the receiver's own
    // UTC clock as hhmmss.ss, fix, satellites, HDOP and height; date, clock with seconds, s1–s3, s,
    // s/v, Evd with a decimal point, the required value, battery and calibration.
    name: 'Datenlogger-Streifen, Position im NMEA-Format',
    half: 'development',
    draw: (t) => ({
      font: MONO,
      fontSize: 20,
      width: 540,
      background: 'rgb(246,245,240)',
      ink: 'rgb(40,40,48)',
      lines: [
        { ...line('GEOLOG LWD-300'), bold: true },
        line('FW 2.07   SN 3051-118'),
        rule,
        line(`Messung   ${testNumber(t)}`),
        line(`Datum     ${german(t)}`),
        line(`Uhrzeit   ${clockSeconds(t)}`),
        rule,
        line(`GPS       3D  Sat ${7 + (t.second % 6)}`),
        line(`HDOP      ${fixed(0.7 + (t.minute % 8) / 10, 1, false)}`),
        line(`UTC       ${utcClock(t).replace(':', '')}${two(t.second)}.00`),
        line(`Breite    ${nmea(t.lat, 2)},N`),
        line(`Laenge    ${nmea(t.lng, 3)},E`),
        line(`Hoehe     ${fixed(40 + (t.second % 50) * 1.7, 1, false)} m`),
        rule,
        ...t.drops.map((drop, index) => line(`s${index + 1}        ${mm(drop, false)} mm`)),
        line(`s         ${mm(t.settlement, false)} mm`),
        line(`s/v       ${fixed(t.sv, 2, false)} ms`),
        { ...line(`Evd       ${fixed(t.evd, 1, false)} MN/m2`), bold: true },
        line(`Soll   >= ${fixed(REQUIRED, 1, false)} MN/m2 ${passes(t) ? 'i.O.' : 'n.i.O.'}`),
        rule,
        line(`Akku      ${battery(t)} %`),
        line(`Kal.      ${calibrated(t)}`),
      ],
    }),
    expected: printedAs(minutes4),
  },
  {
    // A roller's compaction meter in its cab, photographed by the foreman: light text on a dark
    // screen, the vibration modulus Evib (MN/m², a different quantity, measured by the drum) and the
    // CMV, the target value, amplitude, frequency, speed, lane and pass, the date and clock and the
    // drum's GNSS position with a three-digit longitude. No Evd anywhere: none is expected.
    name: 'Walzen-Display Evib und CMV, kein Evd',
    half: 'development',
    draw: (t) => {
      const { evib, cmv, pass, lane } = rollerValues(t);
      const lat = minutes4(t.lat);
      const lng = minutes4(t.lng);
      const pair = labelValue(0.5);
      const dim = 'rgb(150,160,172)';
      return {
        font: SANS,
        fontSize: 20,
        width: 660,
        background: 'rgb(14,18,26)',
        ink: 'rgb(232,236,242)',
        display: { housing: 'rgb(38,38,36)' },
        lines: [
          {
            ...line(at('Verdichtungskontrolle', 0), at(`${german(t)}  ${clockSeconds(t)}`, 1, 'end')),
            fill: 'rgb(40,52,70)',
            bold: true,
          },
          line({ ...at(`Spur ${lane}  ·  Übergang ${pass}  ·  vorwärts`, 0), ink: dim }),
          { ...pair('Evib', `${evib} MN/m²`), scale: 1.6, bold: true },
          pair('Zielwert Evib', `≥ 80 MN/m²  ${evib >= 80 ? 'erreicht' : 'nicht erreicht'}`),
          pair('CMV', String(cmv)),
          pair('Amplitude', `${fixed(0.9 + (t.second % 4) * 0.3, 1, true)} mm`),
          pair('Frequenz', `${27 + (t.minute % 6)} Hz`),
          pair('Geschwindigkeit', `${fixed(2.4 + (t.second % 9) / 10, 1, true)} km/h`),
          blank,
          line({ ...at('GNSS RTK', 0), ink: dim }),
          line(`N ${lat.g}° ${lat.minutes}'   E ${String(lng.g).padStart(3, '0')}° ${lng.minutes}'`),
          line({ ...at(`Arbeitsbeginn 05:45   Betriebsstunden ${2180 + t.minute * 7} h`, 0), ink: dim }),
        ],
      };
    },
    expected: (t) => expectedFor(t, 'absent', { lat: minutes4(t.lat), lng: minutes4(t.lng) }),
  },
  {
    // A handheld's dark OLED screen in the rain: light blue-white text on black, raindrops on the
    // glass (some over the text, which stays legible), the status line's clock a few minutes after
    // the test, Evd above its big value, s and s/v, and the position without degree signs as GPS
    // handhelds show it ("N51 23.456  E007 12.345").
    name: 'OLED-Handgerät im Regen, Position ohne Gradzeichen',
    half: 'development',
    draw: (t) => {
      const dim = 'rgb(120,140,160)';
      return {
        font: SANS,
        fontSize: 24,
        width: 560,
        background: 'rgb(4,6,8)',
        ink: 'rgb(214,232,250)',
        display: { housing: 'rgb(232,110,20)' },
        lines: [
          line(
            { ...at(`GPS  Akku ${battery(t)} %`, 0), ink: dim },
            { ...at(clock(t, 4 + (t.second % 9)), 1, 'end'), ink: dim },
          ),
          rule,
          line(`Messung #${Number(testNumber(t))}`),
          line(`${german(t)}  ${clock(t)}`),
          line({ ...at('Evd', 0), ink: dim }),
          { ...line(`${evdComma(t)}`), scale: 2, bold: true },
          line({ ...at('MN/m²', 0), ink: dim }),
          line(`s ${mm(t.settlement, true)} mm   s/v ${fixed(t.sv, 2, true)} ms`),
          line(handheldPosition(t)),
          line({ ...at(`Soll ≥ ${REQUIRED}  ${passes(t) ? 'OK' : 'NICHT OK'}`, 0), ink: dim }),
          figure(0, raindrops(t.second * 61 + t.minute * 7 + t.day)),
        ],
      };
    },
    expected: printedAs(minutes3),
  },
  {
    // The evaluation software's single-drop report: a table with each drop's settlement, s/v and
    // its own modulus Evd,i = 22,5 / s_i, the mean row, and the result computed from the mean
    // settlement below it; the weekday before the date, the position in decimal degrees with the
    // hemisphere letter in front, the requirement and the report's creation date days later.
    name: 'Einzelstoßauswertung mit Evd je Stoß',
    half: 'development',
    draw: (t) => {
      const columns = [0, 0.2, 0.45, 0.7];
      const lat = decimalDegrees(t.lat, 6);
      const lng = decimalDegrees(t.lng, 6);
      const created = workingDayAfter(t, 1);
      return {
        font: LIBERATION_SANS,
        fontSize: 19,
        width: 960,
        background: 'rgb(255,255,255)',
        ink: 'rgb(26,26,26)',
        lines: [
          { ...line('Auswertung dynamischer Plattendruckversuch – Einzelstoßanalyse'), bold: true, scale: 1.15 },
          { ...line('LWD-Analyse 3.4 · Projekt 2025-041 Gewerbegebiet Nord, Planum Straße B'), scale: 0.85 },
          rule,
          line(
            at('Versuch:', 0),
            at(`Nr. ${Number(testNumber(t))}`, 0.13),
            at('Datum/Zeit:', 0.38),
            at(`${WEEKDAYS_DE[weekday(t)]!.slice(0, 2)}., ${german(t)}, ${clock(t)}`, 0.55),
          ),
          line(at('Position:', 0), at(`N ${lat.text}°   E ${lng.text}°`, 0.13)),
          rule,
          {
            ...row(columns, ['Stoß', 'Setzung s_i [mm]', 's_i/v_i [ms]', 'Evd,i [MN/m²]']),
            bold: true,
            fill: 'rgb(232,236,240)',
          },
          ...perDropRows(t).map((r) =>
            row(columns, [String(r.drop), mm(r.settlement, true), fixed(r.sv, 2, true), fixed(r.evd, 1, true)]),
          ),
          row(columns, ['Mittel', mm(t.settlement, true), fixed(t.sv, 2, true), '—']),
          rule,
          { ...line(`Ergebnis: Evd = 22,5 / s = ${evdComma(t)} MN/m² (aus der mittleren Setzung)`), bold: true },
          line(`Anforderung: Evd ≥ ${REQUIRED} MN/m² – ${passes(t) ? 'erfüllt' : 'nicht erfüllt'}`),
          rule,
          { ...line(`Erstellt am ${german(created)} um 08:10 · Seite 1 von 1`), scale: 0.85 },
        ],
      };
    },
    expected: printedAs((value) => decimalDegrees(value, 6)),
  },
  {
    // A protocol with the company's table of required values at its foot: Ev2 and the Evd taken as
    // equivalent for five layers (25 to 65 MN/m²), the tested layer's row marked; above it the
    // test's results, date and clock, the position in degrees and decimal minutes with the
    // hemisphere letter after them, and the form's revision date.
    name: 'Protokoll mit Anforderungstabelle je Schicht',
    half: 'development',
    draw: (t) => {
      const lat = minutes4(t.lat);
      const lng = minutes4(t.lng);
      const pair = labelValue(0.38);
      const columns = [0, 0.52, 0.74];
      return {
        font: LIBERATION_SERIF,
        fontSize: 20,
        width: 960,
        background: 'rgb(253,253,250)',
        ink: 'rgb(22,22,30)',
        lines: [
          { ...line('Prüfprotokoll Tragfähigkeit – leichtes Fallgewicht'), bold: true, scale: 1.15 },
          {
            ...line(
              at('Erdbau Kessler GmbH · BV Halle 4, Bodenplatte', 0),
              at('Formblatt PB-3, Stand 03/2022', 1, 'end'),
            ),
            scale: 0.85,
          },
          rule,
          pair('Messpunkt / Schicht', `MP ${Number(testNumber(t))} / Planum Halle (Bodenplatte)`),
          pair('Datum, Uhrzeit', `${german(t)}, ${clock(t)} Uhr`),
          pair('Lage', `${lat.g}° ${comma(lat.minutes)}' N   ${lng.g}° ${comma(lng.minutes)}' E`),
          rule,
          ...results(t, pair, ['Setzungen s1 / s2 / s3', 'mittlere Setzung s', 's/v', 'Evd gemessen']),
          pair('Bewertung', passes(t) ? 'Anforderung erfüllt' : 'Anforderung nicht erfüllt'),
          rule,
          { ...line('Anforderungen (Orientierungswerte, firmenintern)'), bold: true, scale: 0.9 },
          { ...row(columns, ['Schicht', 'Ev2 ≥ [MN/m²]', 'Evd ≥ [MN/m²]']), scale: 0.9, fill: 'rgb(232,232,226)' },
          ...REQUIREMENT_ROWS.map(([layer, ev2, evd], index) => ({
            ...row(columns, [`${layer}${index === REQUIREMENT_ROW ? '  ◄' : ''}`, ev2, evd]),
            scale: 0.9,
            ...(index === REQUIREMENT_ROW ? { bold: true } : {}),
          })),
          rule,
          { ...line(`Ausgedruckt ${german(daysAfter(t, 1))} 07:30 · Prüfer: S. Kessler`), scale: 0.85 },
        ],
      };
    },
    expected: printedAs(minutes4),
  },
  {
    // A lab's certificate sent as a letter (DIN 5008): the letterhead, the address, the reference
    // block with the client's request a few days before and the letter's date days after, and the
    // test in prose — "am Freitag, dem 14. März 2025, um 14.32 Uhr", the position in decimal-comma
    // degrees with "N" and "O" (Ost), settlement, s/v, Evd and the requirement —, the bank details
    // and register numbers in the footer.
    name: 'Prüfbescheinigung als Brief',
    half: 'development',
    draw: (t) => {
      const lat = decimalDegrees(t.lat, 5, true);
      const lng = decimalDegrees(t.lng, 5, true);
      const { request, letter } = letterDates(t);
      const point = Number(testNumber(t));
      const small = (text: string): Line => ({ ...line(text), scale: 0.8 });
      return {
        font: LIBERATION_SANS,
        fontSize: 18,
        width: 1000,
        background: 'rgb(255,255,255)',
        ink: 'rgb(20,20,20)',
        lines: [
          { ...line('Ingenieurbüro für Geotechnik Dr. Voss'), bold: true, scale: 1.2 },
          small('Dr. Voss Geotechnik GmbH · Bahnhofstraße 22 · 34117 Kassel'),
          blank,
          line(at('Brenner Tiefbau GmbH & Co. KG', 0), at('Ihr Zeichen:', 0.6), at('BL-031', 0.78)),
          line(at('Herrn Bauleiter K. Lenz', 0), at('Ihre Nachricht vom:', 0.6), at(german(request), 0.78)),
          line(at('Am Hafen 3', 0), at('Unser Zeichen:', 0.6), at('Vo/Mü 25-118', 0.78)),
          line(at('28195 Bremen', 0), at('Durchwahl:', 0.6), at('0561 7034-12', 0.78)),
          line(at('Datum:', 0.6), at(german(letter), 0.78)),
          blank,
          { ...line('Bescheinigung über die Prüfung der Tragfähigkeit, BV Logistikzentrum Lohfelden'), bold: true },
          blank,
          line('Sehr geehrter Herr Lenz,'),
          line(`wie gewünscht haben wir am ${letterDateTime(t)} am Messpunkt`),
          line(`MP ${point} (Planum Achse 3, Lage ${lat.text}° N, ${lng.text}° O) einen dynamischen`),
          line('Plattendruckversuch nach TP BF-StB, Teil B 8.3, durchgeführt.'),
          line(
            `Die mittlere Setzung betrug s = ${mm(t.settlement, true)} mm bei s/v = ${fixed(t.sv, 2, true)} ms. Daraus ergibt sich`,
          ),
          line(
            `ein dynamischer Verformungsmodul von Evd = ${evdComma(t)} MN/m². Gefordert ist Evd ≥ ${REQUIRED} MN/m²;`,
          ),
          line(
            `die Anforderung ist damit ${passes(t) ? 'erfüllt' : 'nicht erfüllt, wir empfehlen eine Nachverdichtung'}.`,
          ),
          blank,
          line('Mit freundlichen Grüßen'),
          blank,
          line('Dr.-Ing. H. Voss'),
          rule,
          small('Sparkasse Kassel · IBAN DE12 5205 0353 0001 2345 67 · USt-IdNr. DE 812 345 678 · HRB 4711 Kassel'),
        ],
      };
    },
    expected: printedAs((value) => decimalDegrees(value, 5, true)),
  },
  {
    // The device software's protocol on a clipboard, photographed on site: the board's metal clip
    // over the head of the page, muddy fingerprints on its lower half (translucent, the text under
    // them legible). Date, clock with seconds, the position in degrees, minutes and seconds with
    // the hemisphere letter in front, s1–s3, mean, s/v, Evd, the limit and the print clock later.
    name: 'Protokoll auf dem Klemmbrett mit Schmutzfingern',
    half: 'development',
    draw: (t) => {
      const lat = degreesMinutesSeconds(t.lat, 1);
      const lng = degreesMinutesSeconds(t.lng, 1);
      const pair = labelValue(0.36);
      return {
        font: CONDENSED,
        fontSize: 20,
        width: 880,
        background: 'rgb(250,250,248)',
        ink: 'rgb(26,26,32)',
        lines: [
          { ...line('Messprotokoll dynamischer Plattendruckversuch'), bold: true, scale: 1.15 },
          { ...line('Tiefbau Ostermann · Erschließung Wohngebiet Am Mühlbach'), scale: 0.85 },
          rule,
          pair('Messpunkt', `${Number(testNumber(t))} – Straße A, Station 0+${120 + (t.minute % 9) * 20}`),
          pair('Datum', german(t)),
          pair('Uhrzeit', clockSeconds(t)),
          pair('Position', `N ${lat.g}° ${lat.min}' ${lat.sec}"   E ${lng.g}° ${lng.min}' ${lng.sec}"`),
          rule,
          ...results(t, pair, ['Setzung s1 / s2 / s3', 'Setzung Mittel', 's/v', 'Evd']),
          pair('Grenzwert', `Evd ≥ ${REQUIRED} MN/m² – ${passes(t) ? 'eingehalten' : 'unterschritten'}`),
          pair('Gerät', `HFG 10/300, Kal. ${calibrated(t)}`),
          rule,
          { ...line(`Druck ${german(t)} ${clock(t, 9 + (t.second % 20))} · Unterschrift: ____________`), scale: 0.85 },
          figure(0, clipboardClip),
          figure(0, muddyFingerprints(t.minute * 31 + t.second)),
        ],
      };
    },
    expected: printedAs((value) => degreesMinutesSeconds(value, 1)),
  },
  {
    // A tablet app (light mode) showing one point: the phone's status bar with its own clock later,
    // the point's date and clock, its Evd big, a traffic-light scale with ticks 0–120 and a marker,
    // s and s/v, the area's statistics (number of points, mean, minimum and maximum Evd of the
    // whole area, share passed), the position with its accuracy and the last sync.
    name: 'Tablet-App mit Farbskala und Flächenstatistik',
    half: 'development',
    draw: (t) => {
      const stats = areaStatistics(t);
      const lat = decimalDegrees(t.lat, 5);
      const lng = decimalDegrees(t.lng, 5);
      const grey = 'rgb(110,116,126)';
      const pair = labelValue(0.5);
      return {
        font: SANS,
        fontSize: 19,
        width: 760,
        background: 'rgb(248,249,251)',
        ink: 'rgb(24,28,36)',
        display: { housing: 'rgb(28,28,30)' },
        lines: [
          line(
            { ...at(clock(t, 6 + (t.second % 11)), 0), ink: grey },
            { ...at(`WLAN  ${battery(t)} %`, 1, 'end'), ink: grey },
          ),
          { ...line('Messpunkt-Details'), bold: true, scale: 1.2 },
          line({ ...at(`Baufeld West · MP ${Number(testNumber(t))} · ${german(t)}, ${clock(t)} Uhr`, 0), ink: grey }),
          { ...line(at('Evd', 0), at(`${evdComma(t)} MN/m²`, 0.2)), scale: 1.7, bold: true },
          figure(2, colourScale(t), SCALE_TICKS.join(' ')),
          pair('Setzung s', `${mm(t.settlement, true)} mm`),
          pair('s/v', `${fixed(t.sv, 2, true)} ms`),
          pair('Vorgabe', `Evd ≥ ${REQUIRED} MN/m²`),
          rule,
          { ...line(`Flächenstatistik Baufeld West (${stats.points} Punkte)`), bold: true },
          pair('Evd Mittelwert', `${fixed(stats.mean, 1, true)} MN/m²`),
          pair('Evd min / max', `${fixed(stats.min, 1, true)} / ${fixed(stats.max, 1, true)} MN/m²`),
          pair('Anteil ≥ Vorgabe', `${stats.share} %`),
          rule,
          pair('Standort', `${lat.text}° N, ${lng.text}° E (± 3 m)`),
          line({ ...at(`Zuletzt synchronisiert: ${german(t)} ${clock(t, 3)}`, 0), ink: grey }),
        ],
      };
    },
    expected: printedAs((value) => decimalDegrees(value, 5)),
  },
];
