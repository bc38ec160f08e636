// Ten further held-out layouts for the second OCR test set (issue 38), the fifteenth batch. Written
// without looking at the reader, its tests, its benchmark or the decisions on what it gets wrong,
// and modelled on what light drop-weight devices (TP BF-StB B 8.3), site paperwork and the screens
// results are read on print and show: a Russian protocol ("14 марта 2025 г.", "14 ч 32 мин", the
// position with "с. ш." / "в. д." and Evd in Cyrillic "МПа"), a Norwegian one ("fredag 14. mars
// 2025", "kl. 14.32", decimal-comma degrees with "Ø" for east, UTM beside them), a video call in
// which the lab shares its protocol (the call's timer and the laptop's taskbar clock), a PDF viewer
// scrolled across a page break (the test's date on page 1, its results on page 2), a web portal's
// page printed by the browser with its header and footer and every umlaut garbled (UTF-8 read as
// Windows-1252: "PrÃ¼fdatum", "MN/mÂ²", "51Â°"), a device screen with a warning dialog over it (the
// plate's tilt in degrees, the GPS's accuracy), the whole handheld photographed lying on gravel (its
// display small in the picture), a lab report's draft with "ENTWURF" across it, the drop-weight
// strip beside a nuclear density gauge's ticket from the same point, and a collage of two photos of
// a display (the result page and the GPS page). Each prints numbers of other quantities near Evd and
// dates or clocks that are not the test's (decision 0788; development since decision 0791).
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
import { REQUIRED, calibrated, isoWeek, passes, weekday } from './fourth-heldout-layouts.js';
import { daysAfter } from './fifth-heldout-layouts.js';
import { utcClock } from './sixth-heldout-layouts.js';
import { workingDayAfter } from './twelfth-heldout-layouts.js';
import { figure, printedAs, svgText, utm } from './third-heldout-layouts.js';
import { photoOf } from './fourteenth-heldout-layouts.js';
import { drawingSvg, seededRandom, xml } from './heldout-photo.js';
import { printedText } from './heldout-drawing-checks.js';
import {
  DEJAVU_SANS as SANS,
  DEJAVU_SANS_CONDENSED as CONDENSED,
  DEJAVU_SANS_MONO as MONO,
  LIBERATION_SANS,
  LIBERATION_SERIF,
} from './heldout-fonts.js';

// ---- dates and clocks as these documents write them ---------------------------------------------------

const german = (t: HeldoutTruth) => freshDateText(t, 'german');
/** Russian months in the genitive, as a date writes them ("14 марта"). */
export const MONTHS_RU = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
];
/** "14 марта 2025 г.". */
export const russianDate = (t: HeldoutTruth) => `${t.day} ${MONTHS_RU[t.month - 1]} ${t.year} г.`;
/** "14 ч 32 мин" (hours without a leading zero). */
export const russianClock = (t: HeldoutTruth) => `${t.hour} ч ${two(t.minute)} мин`;
export const MONTHS_NO = [
  'januar',
  'februar',
  'mars',
  'april',
  'mai',
  'juni',
  'juli',
  'august',
  'september',
  'oktober',
  'november',
  'desember',
];
export const WEEKDAYS_NO = ['søndag', 'mandag', 'tirsdag', 'onsdag', 'torsdag', 'fredag', 'lørdag'];
/** "fredag 14. mars 2025". */
export const norwegianDate = (t: HeldoutTruth) =>
  `${WEEKDAYS_NO[weekday(t)]} ${t.day}. ${MONTHS_NO[t.month - 1]} ${t.year}`;
/** "kl. 14.32". */
export const norwegianClock = (t: HeldoutTruth, minutes = 0) => `kl. ${clock(t, minutes).replace(':', '.')}`;

const evdComma = (t: HeldoutTruth) => fixed(t.evd, 1, true);
const comma = (text: string) => text.replace('.', ',');

// ---- positions ------------------------------------------------------------------------------------------

const minutes4 = (value: number) => degreesMinutes(value, 4);
const minutes3 = (value: number) => degreesMinutes(value, 3);
const seconds1 = (value: number) => degreesMinutesSeconds(value, 1);
/** Russian: "51°12′34,5″ с. ш." (северной широты, north) and "7°08′12,3″ в. д." (восточной долготы, east). */
export const russianPosition = (t: HeldoutTruth) => {
  const lat = seconds1(t.lat);
  const lng = seconds1(t.lng);
  return `${lat.g}°${lat.min}′${comma(lat.sec)}″ с. ш.   ${lng.g}°${lng.min}′${comma(lng.sec)}″ в. д.`;
};

// ---- garbled characters --------------------------------------------------------------------------------

/** Windows-1252's characters for the bytes 0x80–0x9F (the rest of the byte range is Latin-1's). */
const CP1252_HIGH: Record<number, string> = {
  0x80: '€',
  0x82: '‚',
  0x83: 'ƒ',
  0x84: '„',
  0x85: '…',
  0x86: '†',
  0x87: '‡',
  0x88: 'ˆ',
  0x89: '‰',
  0x8a: 'Š',
  0x8b: '‹',
  0x8c: 'Œ',
  0x8e: 'Ž',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
  0x98: '˜',
  0x99: '™',
  0x9a: 'š',
  0x9b: '›',
  0x9c: 'œ',
  0x9e: 'ž',
  0x9f: 'Ÿ',
};
/**
 * A text as a page shows it whose UTF-8 bytes were read as Windows-1252: "Prüfdatum" becomes
 * "PrÃ¼fdatum", "MN/m²" "MN/mÂ²", "≥" "â‰¥". ASCII (digits, points, commas) stays as it was.
 */
export const mojibake = (text: string) =>
  [...Buffer.from(text, 'utf8')].map((byte) => CP1252_HIGH[byte] ?? String.fromCharCode(byte)).join('');

// ---- other numbers ----------------------------------------------------------------------------------------

/** The video call's running time (minutes and seconds since it began). */
export const callTimer = (t: HeldoutTruth) => `${two(21 + (t.minute % 30))}:${two(t.second)}`;
/** The plate's tilt the device measured (over its 5° limit) and the GPS's accuracy. */
export const plateWarning = (t: HeldoutTruth) => ({
  tilt: fixed(5.2 + (t.second % 30) / 10, 1, true),
  hdop: fixed(3.1 + (t.minute % 15) / 10, 1, true),
  metres: 9 + (t.minute % 7),
});
/** The nuclear density gauge's ticket from the same point, minutes after the drop-weight test. */
export const densityTest = (t: HeldoutTruth) => {
  const wet = Math.round((2.08 + (t.second % 20) / 200) * 1000) / 1000;
  const water = Math.round((4.6 + (t.minute % 30) / 10) * 10) / 10;
  const dry = Math.round((wet / (1 + water / 100)) * 1000) / 1000;
  const proctor = Math.round((dry / (0.965 + ((t.second + t.minute) % 7) / 100)) * 1000) / 1000;
  return {
    clock: `${clock(t, 9 + (t.second % 7))}:${two((t.second * 13 + 7) % 60)}`,
    wet,
    water,
    dry,
    proctor,
    compaction: Math.round((dry / proctor) * 1000) / 10,
  };
};

// ---- drawings inside the layouts -------------------------------------------------------------------------

/** The lab's protocol shared in the video call (its own drawing, shown inside the call's window). */
export const sharedProtocol = (t: HeldoutTruth): Drawing => {
  const lat = minutes4(t.lat);
  const lng = minutes4(t.lng);
  const pair = labelValue(0.36);
  return {
    font: LIBERATION_SANS,
    fontSize: 20,
    width: 640,
    background: 'rgb(255,255,255)',
    ink: 'rgb(24,24,30)',
    lines: [
      { ...line('Prüfprotokoll Fallgewichtsversuch'), bold: true, scale: 1.1 },
      { ...line('Erdbaulabor Nord · BV Kassel-Nord, Halle 3'), scale: 0.85 },
      rule,
      pair('Prüfpunkt', `MP ${Number(testNumber(t))}`),
      pair('Datum', german(t)),
      pair('Uhrzeit', clockSeconds(t)),
      pair('Breite', `${lat.g}° ${comma(lat.minutes)}' N`),
      pair('Länge', `${lng.g}° ${comma(lng.minutes)}' E`),
      ...results(t, pair, ['s1 / s2 / s3', 'Setzung s', 's/v', 'Evd']),
      pair('Anforderung', `Evd ≥ ${REQUIRED} MN/m²`),
    ],
  };
};

/** The handheld's grey-green LCD lying on the gravel (photographed with the whole device). */
export const gravelDisplay = (t: HeldoutTruth): Drawing => {
  const lat = minutes3(t.lat);
  const lng = minutes3(t.lng);
  return {
    font: MONO,
    fontSize: 20,
    width: 400,
    background: 'rgb(172,184,150)',
    ink: 'rgb(28,34,26)',
    display: { housing: 'rgb(44,44,46)' },
    lines: [
      line(`${clock(t, 1 + (t.second % 4))}   Akku ${battery(t)}%`),
      rule,
      line(`Nr. ${testNumber(t)}`),
      line(`${german(t)} ${clock(t)}`),
      line('s1/s2/s3 [mm]'),
      line(t.drops.map((drop) => mm(drop, false)).join(' ')),
      line(`s   ${mm(t.settlement, false)} mm`),
      line(`s/v ${fixed(t.sv, 2, false)} ms`),
      { ...line(`Evd ${fixed(t.evd, 1, false)}`), scale: 1.5, bold: true },
      line('MN/m²'),
      line(`Soll >= ${fixed(REQUIRED, 1, false)} ${passes(t) ? 'OK' : 'NICHT OK'}`),
      line(`N${lat.g}°${lat.minutes}'`),
      line(`E${String(lng.g).padStart(3, '0')}°${lng.minutes}'`),
    ],
  };
};

/** The drop-weight device's strip lying on the table beside the density gauge's ticket. */
export const dropWeightStrip = (t: HeldoutTruth): Drawing => {
  const lat = seconds1(t.lat);
  const lng = seconds1(t.lng);
  return {
    font: MONO,
    fontSize: 19,
    width: 420,
    background: 'rgb(247,246,241)',
    ink: 'rgb(40,40,48)',
    lines: [
      { ...line('LFG 10/300'), bold: true },
      line(`SN 7302  Kal. ${calibrated(t)}`),
      rule,
      line(`Datum ${german(t)}`),
      line(`Zeit  ${clockSeconds(t)}`),
      line(`Punkt ${Number(testNumber(t))}`),
      rule,
      ...t.drops.map((drop, index) => line(`S${index + 1}  ${mm(drop, true)} mm`)),
      line(`s   ${mm(t.settlement, true)} mm`),
      line(`s/v ${fixed(t.sv, 2, true)} ms`),
      { ...line(`Evd ${evdComma(t)} MN/m2`), bold: true },
      line(`Soll >= ${fixed(REQUIRED, 1, true)} ${passes(t) ? 'i.O.' : 'n.i.O.'}`),
      rule,
      line(`N ${lat.g}°${lat.min}'${lat.sec}"`),
      line(`E ${String(lng.g).padStart(3, '0')}°${lng.min}'${lng.sec}"`),
    ],
  };
};

/** The nuclear density gauge's ticket (ASCII printer, no GPS module). */
export const densityTicket = (t: HeldoutTruth): Drawing => {
  const density = densityTest(t);
  return {
    font: MONO,
    fontSize: 19,
    width: 440,
    background: 'rgb(250,250,246)',
    ink: 'rgb(30,34,60)',
    lines: [
      { ...line('MDG-40 DICHTEMESSUNG'), bold: true },
      line('SN 31-118  STD OK'),
      rule,
      line(`DATUM ${german(t)}`),
      line(`ZEIT  ${density.clock}`),
      line(`PROBE ${Number(testNumber(t))}  DIREKT 200 mm`),
      rule,
      line(`NASSDICHTE  ${fixed(density.wet, 3, true)} g/cm3`),
      line(`TROCKENDICHTE ${fixed(density.dry, 3, true)}`),
      line(`WASSERGEHALT  ${fixed(density.water, 1, true)} %`),
      line(`PROCTOR     ${fixed(density.proctor, 3, true)} g/cm3`),
      { ...line(`DPr  ${fixed(density.compaction, 1, true)} %`), bold: true },
      line(`SOLL DPr >= 97,0 % ${density.compaction >= 97 ? 'OK' : 'NEIN'}`),
      line(`ZAEHLR. D ${2200 + ((t.second * 17) % 400)}  M ${150 + (t.minute % 60)}`),
      rule,
      line('GPS: KEIN MODUL'),
    ],
  };
};

/** The display's result page, the first photo of the collage. */
export const resultPage = (t: HeldoutTruth): Drawing => ({
  font: SANS,
  fontSize: 20,
  width: 460,
  background: 'rgb(18,22,30)',
  ink: 'rgb(226,230,240)',
  display: { housing: 'rgb(226,118,24)' },
  lines: [
    line(`${german(t)}  ${clockSeconds(t)}`),
    line({ ...at(`Messung ${testNumber(t)}`, 0), ink: 'rgb(150,160,180)' }),
    line('Evd'),
    { ...line(`${evdComma(t)} MN/m²`), scale: 1.6, bold: true },
    line(`s ${mm(t.settlement, true)} mm   s/v ${fixed(t.sv, 2, true)} ms`),
    line(`s1–s3 ${t.drops.map((drop) => mm(drop, true)).join('  ')}`),
    line(`Soll ≥ ${REQUIRED}   ${passes(t) ? 'i.O.' : 'n.i.O.'}`),
    line({ ...at('Seite 1/2  ▸', 1, 'end'), ink: 'rgb(150,160,180)' }),
  ],
});

/** The display's GPS page of the same measurement, the second photo (taken a minute or two later). */
export const gpsPage = (t: HeldoutTruth): Drawing => {
  const lat = decimalDegrees(t.lat, 6, true);
  const lng = decimalDegrees(t.lng, 6, true);
  const grey = 'rgb(150,160,180)';
  return {
    font: SANS,
    fontSize: 20,
    width: 460,
    background: 'rgb(18,22,30)',
    ink: 'rgb(226,230,240)',
    display: { housing: 'rgb(226,118,24)' },
    lines: [
      line({ ...at(clock(t, 2 + (t.second % 3)), 0), ink: grey }, { ...at(`${battery(t)} %`, 1, 'end'), ink: grey }),
      line(`Messung ${testNumber(t)} · GPS`),
      line(at('Breite', 0), at(`${lat.text}°`, 0.34)),
      line(at('Länge', 0), at(`${lng.text}°`, 0.34)),
      line(at('Höhe', 0), at(`${fixed(150 + (t.second % 50) * 1.7, 1, true)} m`, 0.34)),
      line(at('HDOP', 0), at(`${fixed(0.7 + (t.minute % 6) / 10, 1, true)}   Sat ${8 + (t.second % 6)}`, 0.34)),
      line(at('Fix', 0), at(`${utcClock(t)}:${two(t.second)} UTC`, 0.34)),
      line({ ...at('◂  Seite 2/2', 1, 'end'), ink: grey }),
    ],
  };
};

// ---- shapes -------------------------------------------------------------------------------------------------

/** The line height the generator gives a text line of scale 1 (1.5 em). */
const lineHeight = (drawing: Drawing) => drawing.fontSize * 1.5;
/** How many text lines a figure `height` pixels tall (plus `padding`) takes. */
export const linesFor = (height: number, padding: number, fontSize: number) =>
  Math.ceil((height + padding) / (fontSize * 1.5));

/** The call's window: the shared protocol on the left, the participants' tiles on the right. */
const callWindow = (protocol: Drawing, scale: number) => (box: Box, drawing: Drawing) => {
  const size = drawing.fontSize;
  const { width: protocolWidth } = drawingSvg(protocol);
  const tilesFrom = box.x + protocolWidth * scale + size * 2;
  const tileWidth = box.x + box.width - tilesFrom;
  const tileHeight = (box.height - size * 1.2) / 3;
  const people: [string, string, string][] = [
    ['MW', 'M. Weber (Labor)', 'rgb(70,110,170)'],
    ['SK', 'S. Krüger (Bauleitung)', 'rgb(150,90,60)'],
    ['Sie', 'Sie', 'rgb(80,130,90)'],
  ];
  return [
    `<rect x="${box.x.toFixed(1)}" y="${box.y.toFixed(1)}" width="${(protocolWidth * scale + size).toFixed(1)}" height="${box.height.toFixed(1)}" fill="rgb(60,62,70)"/>`,
    photoOf(protocol, box.x + size * 0.5, box.y + size * 0.5, scale, 0),
    ...people.flatMap(([initials, name, colour], index) => {
      const y = box.y + index * (tileHeight + size * 0.6);
      return [
        `<rect x="${tilesFrom.toFixed(1)}" y="${y.toFixed(1)}" width="${tileWidth.toFixed(1)}" height="${tileHeight.toFixed(1)}" rx="${(size * 0.5).toFixed(1)}" fill="rgb(52,54,62)"/>`,
        `<circle cx="${(tilesFrom + tileWidth / 2).toFixed(1)}" cy="${(y + tileHeight * 0.42).toFixed(1)}" r="${(tileHeight * 0.24).toFixed(1)}" fill="${colour}"/>`,
        svgText(
          initials,
          tilesFrom + tileWidth / 2 - initials.length * size * 0.33,
          y + tileHeight * 0.42 + size * 0.4,
          size * 1.1,
          'rgb(245,245,250)',
        ),
        svgText(name, tilesFrom + size * 0.5, y + tileHeight - size * 0.5, size * 0.85, 'rgb(220,222,230)'),
      ];
    }),
  ].join('');
};

/**
 * A warning dialog over the lower part of the screen (over `under` empty lines above the bottom
 * bar), the rest of the screen dimmed behind it: a last line's zero-height figure, over the text.
 */
const warningDialog = (t: HeldoutTruth, under: number) => (box: Box, drawing: Drawing) => {
  const size = drawing.fontSize;
  const margin = Math.round(size * 1.2);
  const housing = drawing.display ? Math.round(size * 2.5) : 0;
  const { tilt, hdop, metres } = plateWarning(t);
  const bottom = box.y - lineHeight(drawing) - size * 0.2;
  const top = bottom - under * lineHeight(drawing) + size * 0.4;
  const left = box.x + size * 0.2;
  const right = box.x + box.width - size * 0.2;
  const screen = { x: housing, y: housing, right: housing + drawing.width, bottom: box.y + margin };
  const scrim = `M${screen.x} ${screen.y} H${screen.right} V${screen.bottom} H${screen.x} Z M${left} ${top} V${bottom} H${right} V${top} Z`;
  const text = (value: string, x: number, row: number, fill = drawing.ink, extra = '') =>
    svgText(value, x, top + size * (1.5 + row * 1.35), size, fill, extra);
  return [
    `<path d="${scrim}" fill="rgb(0,0,0)" fill-opacity="0.2" fill-rule="evenodd"/>`,
    `<rect x="${left.toFixed(1)}" y="${top.toFixed(1)}" width="${(right - left).toFixed(1)}" height="${(bottom - top).toFixed(1)}" rx="${(size * 0.6).toFixed(1)}" fill="rgb(255,255,255)" stroke="rgb(200,60,40)" stroke-width="2"/>`,
    text('⚠ Achtung', left + size * 0.8, 0, 'rgb(190,50,30)', ' font-weight="bold"'),
    text(`Plattenneigung ${tilt}° (zulässig ≤ 5,0°)`, left + size * 0.8, 1),
    text(`GPS ungenau: HDOP ${hdop} (± ${metres} m)`, left + size * 0.8, 2),
    text('Messung trotzdem speichern?', left + size * 0.8, 3),
    text('VERWERFEN', right - size * 16.5, 4, 'rgb(40,90,190)', ' font-weight="bold"'),
    text('SPEICHERN', right - size * 7.8, 4, 'rgb(40,90,190)', ' font-weight="bold"'),
  ].join('');
};
export const dialogSays = (t: HeldoutTruth) => {
  const { tilt, hdop, metres } = plateWarning(t);
  return [
    '⚠ Achtung',
    `Plattenneigung ${tilt}° (zulässig ≤ 5,0°)`,
    `GPS ungenau: HDOP ${hdop} (± ${metres} m)`,
    'Messung trotzdem speichern?',
    'VERWERFEN',
    'SPEICHERN',
  ].join('\n');
};

/** Stones of a gravel subgrade inside `box`: grey-brown ellipses with a darker rim, seeded. */
const gravel = (box: Box, seed: number) => {
  const random = seededRandom(seed);
  const stones: string[] = [];
  for (let index = 0; index < 900; index++) {
    // Whole stones only, inside the box (the page's side margins stay plain gravel colour).
    const x = box.x + 14 + random() * (box.width - 28);
    const y = box.y + random() * box.height;
    const rx = 3 + random() * 11;
    const ry = rx * (0.5 + random() * 0.5);
    const tone = Math.round(-36 + random() * 80);
    const fill = `rgb(${132 + tone},${126 + tone},${116 + tone})`;
    stones.push(
      `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="${rx.toFixed(1)}" ry="${ry.toFixed(1)}" transform="rotate(${Math.round(random() * 180)} ${x.toFixed(1)} ${y.toFixed(1)})" fill="${fill}" stroke="rgb(${100 + tone},${96 + tone},${88 + tone})" stroke-width="1"/>`,
    );
  }
  return stones.join('');
};

/** What the handheld's case carries besides the display: the calibration sticker and the keys. */
export const stickerText = (t: HeldoutTruth) =>
  `Kalibriert ${two(1 + (t.second % 12))}/${t.year - 1} · nächste ${two(1 + (t.second % 12))}/${t.year}`;

/** The handheld lying on the gravel beside the plate, the test point's number sprayed on the stones. */
const gravelScene = (t: HeldoutTruth, display: Drawing, scale: number) => (box: Box, drawing: Drawing) => {
  const size = drawing.fontSize;
  const { width, height } = drawingSvg(display);
  const [displayWidth, displayHeight] = [width * scale, height * scale];
  const caseWidth = displayWidth + size * 2;
  const caseHeight = displayHeight + size * 5.4;
  const caseX = box.x + size * 5;
  const caseY = box.y + size * 2.5;
  const plateX = box.x + box.width - size * 12;
  const plateY = box.y + box.height * 0.6;
  const sprayX = box.x + box.width * 0.5;
  const sprayY = box.y + box.height - size * 2;
  const keys = [0, 1, 2, 3].map(
    (index) =>
      `<rect x="${(caseX + size * 1.2 + index * ((caseWidth - size * 2.4) / 4)).toFixed(1)}" y="${(caseY + displayHeight + size * 1.5).toFixed(1)}" width="${((caseWidth - size * 4) / 4).toFixed(1)}" height="${(size * 1.2).toFixed(1)}" rx="${(size * 0.3).toFixed(1)}" fill="rgb(60,62,66)"/>`,
  );
  return [
    gravel(box, t.second * 97 + t.minute * 13 + 5),
    // The load plate with the drop weight's guide rod going up out of the picture.
    `<ellipse cx="${plateX.toFixed(1)}" cy="${(plateY + size * 0.8).toFixed(1)}" rx="${(size * 8.4).toFixed(1)}" ry="${(size * 5.4).toFixed(1)}" fill="rgb(70,66,60)" opacity="0.6"/>`,
    `<ellipse cx="${plateX.toFixed(1)}" cy="${plateY.toFixed(1)}" rx="${(size * 8).toFixed(1)}" ry="${(size * 5).toFixed(1)}" fill="rgb(150,152,156)" stroke="rgb(90,92,96)" stroke-width="3"/>`,
    `<rect x="${(plateX - size * 0.6).toFixed(1)}" y="${box.y.toFixed(1)}" width="${(size * 1.2).toFixed(1)}" height="${(plateY - box.y).toFixed(1)}" fill="rgb(180,182,186)"/>`,
    // The sprayed point number on the stones.
    `<text x="${sprayX.toFixed(1)}" y="${sprayY.toFixed(1)}" font-family="${SANS}" font-size="${(size * 3).toFixed(1)}" font-weight="bold" fill="rgb(240,40,140)" opacity="0.85" transform="rotate(-8 ${sprayX.toFixed(1)} ${sprayY.toFixed(1)})">${xml(`MP ${Number(testNumber(t))}`)}</text>`,
    // The handheld: yellow case, the display, four keys and the calibration sticker.
    `<g transform="rotate(-5 ${(caseX + caseWidth / 2).toFixed(1)} ${(caseY + caseHeight / 2).toFixed(1)})">`,
    `<rect x="${(caseX + size * 0.5).toFixed(1)}" y="${(caseY + size * 0.7).toFixed(1)}" width="${caseWidth.toFixed(1)}" height="${caseHeight.toFixed(1)}" rx="${size}" fill="rgb(40,38,34)" opacity="0.5"/>`,
    `<rect x="${caseX.toFixed(1)}" y="${caseY.toFixed(1)}" width="${caseWidth.toFixed(1)}" height="${caseHeight.toFixed(1)}" rx="${size}" fill="rgb(232,196,30)"/>`,
    photoOf(display, caseX + size, caseY + size, scale, 0),
    ...keys,
    `<rect x="${(caseX + size * 1.2).toFixed(1)}" y="${(caseY + displayHeight + size * 3.2).toFixed(1)}" width="${(caseWidth - size * 2.4).toFixed(1)}" height="${(size * 1.5).toFixed(1)}" fill="rgb(250,250,250)"/>`,
    svgText(stickerText(t), caseX + size * 1.5, caseY + displayHeight + size * 4.25, size * 0.7, 'rgb(20,20,20)'),
    '</g>',
  ].join('');
};

/** A wooden table with the two strips lying on it, a little turned. */
const stripsOnTable = (t: HeldoutTruth, left: Drawing, right: Drawing) => (box: Box, drawing: Drawing) => {
  const size = drawing.fontSize;
  const random = seededRandom(t.second * 31 + t.minute * 7 + 3);
  const grain: string[] = [];
  for (let index = 0; index < 26; index++) {
    const y = box.y + random() * box.height;
    const wave = (random() - 0.5) * size * 2;
    grain.push(
      `<path d="M${box.x.toFixed(1)} ${y.toFixed(1)} Q${(box.x + box.width / 2).toFixed(1)} ${(y + wave).toFixed(1)} ${(box.x + box.width).toFixed(1)} ${(y - wave / 2).toFixed(1)}" stroke="rgb(128,92,58)" stroke-width="${(1 + random() * 3).toFixed(1)}" fill="none"/>`,
    );
  }
  const { width: leftWidth } = drawingSvg(left);
  const shadow = (inner: Drawing, x: number, y: number, angle: number) => {
    const { width, height } = drawingSvg(inner);
    return `<rect x="${(x + size * 0.4).toFixed(1)}" y="${(y + size * 0.5).toFixed(1)}" width="${width}" height="${height}" fill="rgb(60,40,24)" opacity="0.35" transform="rotate(${angle} ${x.toFixed(1)} ${y.toFixed(1)})"/>`;
  };
  const leftX = box.x + size * 2;
  const rightX = leftX + leftWidth + size * 5;
  return [
    ...grain,
    shadow(left, leftX, box.y + size * 1.5, -2),
    photoOf(left, leftX, box.y + size * 1.5, 1, -2),
    shadow(right, rightX, box.y + size * 0.8, 3),
    photoOf(right, rightX, box.y + size * 0.8, 1, 3),
  ].join('');
};

/** The collage: two photos side by side in a white frame, each the display in its surroundings. */
const collage = (pages: [Drawing, Drawing], scale: number) => (box: Box, drawing: Drawing) => {
  const size = drawing.fontSize;
  const gap = size * 0.8;
  const photoWidth = (box.width - gap) / 2;
  return pages
    .map((page, index) => {
      const { width, height } = drawingSvg(page);
      const x = box.x + index * (photoWidth + gap);
      return [
        `<rect x="${x.toFixed(1)}" y="${box.y.toFixed(1)}" width="${photoWidth.toFixed(1)}" height="${box.height.toFixed(1)}" fill="${index === 0 ? 'rgb(96,88,76)' : 'rgb(88,84,78)'}"/>`,
        photoOf(
          page,
          x + (photoWidth - width * scale) / 2,
          box.y + (box.height - height * scale) / 2,
          scale,
          index === 0 ? -2 : 2.5,
        ),
      ].join('');
    })
    .join('');
};

/** The diagonal watermark of a draft report, over the text (a last line's zero-height figure). */
const watermark = (word: string) => (box: Box, drawing: Drawing) => {
  const size = drawing.fontSize;
  const margin = Math.round(size * 1.2);
  const height = box.y + margin;
  const cx = drawing.width / 2;
  const cy = height / 2;
  return `<text x="${cx.toFixed(1)}" y="${(cy + size * 3).toFixed(1)}" font-family="${SANS}" font-size="${(size * 8.5).toFixed(1)}" font-weight="bold" fill="rgb(210,60,60)" fill-opacity="0.2" text-anchor="middle" transform="rotate(-28 ${cx.toFixed(1)} ${cy.toFixed(1)})">${xml(word)}</text>`;
};

/** The text a figure shows: what the drawings inside it print. */
export const cellsOf = (...drawings: Drawing[]) => drawings.map(printedText).join('\n');

// ---- the layouts ------------------------------------------------------------------------------------------

export const fifteenthHeldoutLayouts: HeldoutLayout[] = [
  {
    // A Russian-speaking subcontractor's protocol in Cyrillic: the date with the month in the
    // genitive and "г." ("14 марта 2025 г."), the clock as "14 ч 32 мин", the position in degrees,
    // minutes and decimal-comma seconds with primes and "с. ш." / "в. д." (north, east), осадки
    // s1–s3, the mean, s/v, Evd in Cyrillic "МПа", the requirement, the device's verification and
    // the print line the next morning.
    name: 'Протокол испытания по-русски',
    half: 'development',
    draw: (t) => {
      const pair = labelValue(0.47);
      return {
        font: CONDENSED,
        fontSize: 19,
        width: 1000,
        background: 'rgb(254,254,250)',
        ink: 'rgb(20,22,30)',
        lines: [
          { ...line('ПРОТОКОЛ ИСПЫТАНИЯ ГРУНТА УСТАНОВКОЙ ДИНАМИЧЕСКОГО НАГРУЖЕНИЯ'), bold: true, scale: 1.1 },
          { ...line('Подрядчик: ООО «СтройОснова» · Объект: логистический центр Кассель, площадка 2'), scale: 0.85 },
          rule,
          pair('Точка испытания', `ТИ-${Number(testNumber(t))}`),
          pair('Дата испытания', russianDate(t)),
          pair('Время испытания', russianClock(t)),
          pair('Координаты (WGS 84)', russianPosition(t)),
          pair('Температура воздуха', `${temperature(t)} °C`),
          rule,
          ...results(
            t,
            pair,
            ['Осадки s1 / s2 / s3', 'Средняя осадка s', 's/v', 'Динамический модуль деформации Evd'],
            'МПа',
            ['мм', 'мс'],
          ),
          pair('Требование', `Evd ≥ ${REQUIRED} МПа – ${passes(t) ? 'соответствует' : 'не соответствует'}`),
          pair('Поверка прибора', `${calibrated(t)} (действительна 12 мес.)`),
          rule,
          {
            ...line(`Распечатано: ${german(daysAfter(t, 1))} в 07:50 · Стр. 1 из 1 · Испытание провёл: А. Кузнецов`),
            scale: 0.85,
          },
        ],
      };
    },
    expected: printedAs(seconds1),
  },
  {
    // A Norwegian contractor's protocol: the weekday and month written out ("fredag 14. mars 2025")
    // with the week ("uke 11"), "kl. 14.32", the position in decimal-comma degrees with "N" and "Ø"
    // (øst, east), UTM northing and easting beside it as Norwegian maps print them ("N 5712345
    // Ø 456789"), setninger s1–s3, the mean, s/v, Evd, the requirement, the calibration and the
    // print line on a later working day.
    name: 'Prøvingsrapport på norsk',
    half: 'development',
    draw: (t) => {
      const pair = labelValue(0.4);
      const lat = decimalDegrees(t.lat, 6, true);
      const lng = decimalDegrees(t.lng, 6, true);
      const grid = utm(t.lat, t.lng);
      return {
        font: LIBERATION_SANS,
        fontSize: 19,
        width: 980,
        background: 'rgb(255,255,255)',
        ink: 'rgb(26,28,34)',
        lines: [
          { ...line('PRØVINGSRAPPORT – DYNAMISK PLATEBELASTNING MED LETT FALLODD'), bold: true, scale: 1.1 },
          { ...line('Entreprenør: Grunnarbeid Vest AS · Prosjekt: Logistikksenter Kassel, byggetrinn 2'), scale: 0.85 },
          rule,
          pair('Prøvepunkt', `PP ${Number(testNumber(t))}`),
          pair('Dato', `${norwegianDate(t)} (uke ${isoWeek(t.year, t.month, t.day)})`),
          pair('Klokkeslett', norwegianClock(t)),
          pair('Posisjon (EUREF89)', `${lat.text}° N   ${lng.text}° Ø`),
          pair(`UTM sone ${grid.zone}`, `N ${grid.northing}   Ø ${grid.easting}`),
          rule,
          ...results(t, pair, ['Setninger s1 / s2 / s3', 'Midlere setning s', 's/v', 'Dynamisk deformasjonsmodul Evd']),
          pair('Krav', `Evd ≥ ${REQUIRED} MN/m² – ${passes(t) ? 'oppfylt' : 'ikke oppfylt'}`),
          pair('Kalibrert', calibrated(t)),
          rule,
          {
            ...line(`Skrevet ut ${german(workingDayAfter(t, 1))} kl. 08.05 · Side 1 av 1 · Kontrollert: K. Haugen`),
            scale: 0.85,
          },
        ],
      };
    },
    expected: printedAs((value) => decimalDegrees(value, 6, true)),
  },
  {
    // A screenshot of a video call on the site manager's laptop: the lab shares its protocol (date,
    // clock with seconds, degrees and decimal-comma minutes, s1–s3, s, s/v, Evd, the requirement) in
    // the call's window, the participants' tiles beside it; the call's title bar with its running
    // time (minutes and seconds, like a clock), the control bar and the taskbar with the laptop's
    // clock and the date of the call, working days after the test.
    name: 'Videokonferenz mit geteiltem Prüfprotokoll',
    half: 'development',
    draw: (t) => {
      const protocol = sharedProtocol(t);
      const scale = 0.8;
      const fontSize = 17;
      const { height: protocolHeight } = drawingSvg(protocol);
      const light = 'rgb(230,232,238)';
      const grey = 'rgb(160,164,176)';
      const callDay = workingDayAfter(t, 2);
      return {
        font: SANS,
        fontSize,
        width: 1100,
        background: 'rgb(32,33,38)',
        ink: light,
        display: { housing: 'rgb(14,14,16)' },
        lines: [
          {
            ...line(
              at('BV Kassel-Nord – Abstimmung Planum Halle 3', 0),
              { ...at('● Aufzeichnung', 0.72), ink: 'rgb(235,80,70)' },
              at(callTimer(t), 1, 'end'),
            ),
            fill: 'rgb(48,50,58)',
          },
          line({ ...at('M. Weber (Labor) präsentiert', 0), ink: grey }),
          figure(
            linesFor(protocolHeight * scale, fontSize * 1.2, fontSize),
            callWindow(protocol, scale),
            [cellsOf(protocol), 'MW', 'M. Weber (Labor)', 'SK', 'S. Krüger (Bauleitung)', 'Sie', 'Sie'].join('\n'),
          ),
          line(at('Mikrofon', 0.2), at('Kamera', 0.33), at('Teilen', 0.45), at('Chat', 0.56), {
            ...at('Verlassen', 0.68),
            ink: 'rgb(240,90,80)',
          }),
          {
            ...line(
              { ...at('Suche', 0), ink: grey },
              at(`${two(9 + (t.second % 6))}:${two((t.minute + 17) % 60)}   ${german(callDay)}`, 1, 'end'),
            ),
            fill: 'rgb(22,22,26)',
          },
        ],
      };
    },
    expected: printedAs(minutes4),
  },
  {
    // A PDF viewer scrolled to the break between two pages of a lab's report: the foot of page 1
    // with the test's point, date, clock, position (degrees, minutes and seconds with N and E in
    // front), weather and device, and its footer "Seite 1 von 2"; the head of page 2 with the
    // running header (the report's date, days later, "Fortsetzung") and the results: s1–s3, the
    // mean, s/v, Evd, the requirement and the rating. The viewer's toolbar shows the file name and
    // the page number.
    name: 'PDF-Ansicht über den Seitenumbruch',
    half: 'development',
    draw: (t) => {
      const lat = seconds1(t.lat);
      const lng = seconds1(t.lng);
      const page = 'rgb(255,255,255)';
      const grey = 'rgb(110,112,120)';
      const light = 'rgb(232,234,240)';
      const report = `P-${String(t.year).slice(2)}-${String(300 + ((t.minute * 7 + t.second) % 600)).padStart(4, '0')}`;
      const base = labelValue(0.4, 0.03);
      const pair = (label: string, value: string): Line => ({ ...base(label, value), fill: page });
      const onPage = (l: Line): Line => ({ ...l, fill: page });
      return {
        font: SANS,
        fontSize: 18,
        width: 980,
        background: 'rgb(78,82,88)',
        ink: 'rgb(26,26,30)',
        lines: [
          {
            ...line(
              { ...at(`Prüfbericht_${report}.pdf`, 0), ink: light },
              { ...at('2 / 2', 0.62), ink: light },
              { ...at('125 %', 1, 'end'), ink: light },
            ),
            fill: 'rgb(52,56,62)',
          },
          blank,
          onPage({ ...line(at('3  Prüfstelle und Prüfzeitpunkt', 0.03)), bold: true }),
          pair('Prüfpunkt', `P ${Number(testNumber(t))} – Planum Halle 3, Achse C/4`),
          pair('Prüfdatum', german(t)),
          pair('Uhrzeit', `${clock(t)} Uhr`),
          pair('Lage (WGS 84)', `N ${lat.g}° ${lat.min}' ${lat.sec}"   E ${lng.g}° ${lng.min}' ${lng.sec}"`),
          pair('Witterung', `bedeckt, ${temperature(t)} °C`),
          pair('Gerät', `LFG 10/300, SN 6130, kalibriert ${calibrated(t)}`),
          onPage(blank),
          onPage({
            ...line(
              { ...at(`Erdbaulabor Nord GmbH · Prüfbericht ${report}`, 0.03), ink: grey },
              { ...at('Seite 1 von 2', 0.97, 'end'), ink: grey },
            ),
            scale: 0.8,
          }),
          blank,
          onPage({
            ...line({
              ...at(`Prüfbericht ${report} vom ${german(workingDayAfter(t, 3))} (Fortsetzung)`, 0.03),
              ink: grey,
            }),
            scale: 0.8,
          }),
          onPage({ ...line(at('4  Ergebnisse', 0.03)), bold: true }),
          ...results(t, pair, [
            'Setzungen s1 / s2 / s3',
            'mittlere Setzung s',
            's/v',
            'Evd (dyn. Verformungsmodul)',
          ]).map(onPage),
          pair('Anforderung', `Evd ≥ ${REQUIRED} MN/m²`),
          pair('Bewertung', passes(t) ? 'Anforderung erfüllt' : 'Anforderung nicht erfüllt'),
          onPage(blank),
        ],
      };
    },
    expected: printedAs(seconds1),
  },
  {
    // A web portal's page of one test point printed from the browser, whose umlauts and signs came
    // out garbled (the page's UTF-8 read as Windows-1252: "PrÃ¼fdatum", "LÃ¤nge", "51Â° 12.3456'",
    // "MN/mÂ²", "â‰¥ 45", "â€“"); the browser's header with the print date (two-digit year) and clock
    // and its footer with the address and "1/1". The test's date, clock with seconds, position in
    // degrees and decimal minutes, s1–s3, mean, s/v, Evd, the requirement, the device and the sync time.
    name: 'Browser-Ausdruck mit zerschossenen Umlauten',
    half: 'development',
    draw: (t) => {
      const lat = minutes4(t.lat);
      const lng = minutes4(t.lng);
      const base = labelValue(0.36);
      const pair = (label: string, value: string) => base(mojibake(label), mojibake(value));
      const point = Number(testNumber(t));
      const printed = workingDayAfter(t, 2);
      return {
        font: LIBERATION_SANS,
        fontSize: 17,
        width: 920,
        background: 'rgb(255,255,255)',
        ink: 'rgb(24,24,28)',
        lines: [
          {
            ...line(
              at(`${freshDateText(printed, 'germanShortYear')}, 08:${two(10 + (t.second % 40))}`, 0),
              at(mojibake(`Messpunkt ${point} – LFG-Portal`), 0.42),
            ),
            scale: 0.8,
          },
          blank,
          {
            ...line({
              ...at(mojibake('LFG-Portal · Projekte · BV Kassel-Nord · Messpunkte'), 0),
              ink: 'rgb(30,80,170)',
            }),
            scale: 0.9,
          },
          { ...line(mojibake(`Messpunkt ${point} – Prüfung Planum Halle 3`)), bold: true, scale: 1.2 },
          rule,
          pair('Prüfdatum', german(t)),
          pair('Uhrzeit', clockSeconds(t)),
          pair('Breite', `${lat.g}° ${lat.minutes}' N`),
          pair('Länge', `${lng.g}° ${lng.minutes}' E`),
          ...results(t, pair, ['Setzungen s1 / s2 / s3', 'mittlere Setzung s', 's/v', 'Evd (dyn. Verformungsmodul)']),
          pair('Anforderung', `Evd ≥ ${REQUIRED} MN/m² – ${passes(t) ? 'erfüllt' : 'nicht erfüllt'}`),
          pair('Gerät', `LFG 10/300 · SN 5521 · kalibriert ${calibrated(t)}`),
          pair('Bemerkung', 'Oberfläche eben und trocken'),
          pair('Zuletzt synchronisiert', `${german(t)} ${clock(t, 26 + (t.second % 20))}`),
          blank,
          {
            ...line(
              at(`https://portal.lfg-cloud.de/projekte/4471/messpunkte/${point}?ansicht=druck`, 0),
              at('1/1', 1, 'end'),
            ),
            scale: 0.8,
          },
        ],
      };
    },
    expected: printedAs(minutes4),
  },
  {
    // A device app's result screen with a warning dialog over its lower part and the rest dimmed:
    // the plate stood tilted ("Plattenneigung 6,2° (zulässig ≤ 5,0°)", degrees that are no position)
    // and the GPS was inaccurate (HDOP, ± metres); "Messung trotzdem speichern?". Above it, dimmed but
    // legible: the status bar's clock later, the test's date and clock with seconds, Evd large, s1–s3,
    // the mean, s/v, the requirement, the position in decimal degrees and the plate's tilt.
    name: 'Ergebnisanzeige mit Warndialog Plattenneigung',
    half: 'development',
    draw: (t) => {
      const lat = decimalDegrees(t.lat, 6);
      const lng = decimalDegrees(t.lng, 6);
      const grey = 'rgb(110,114,124)';
      const under = 5;
      return {
        font: SANS,
        fontSize: 20,
        width: 620,
        background: 'rgb(255,255,255)',
        ink: 'rgb(28,30,36)',
        display: { housing: 'rgb(30,30,32)' },
        lines: [
          line(
            { ...at(clock(t, 2 + (t.second % 5)), 0), ink: grey },
            { ...at(`GPS · ${battery(t)} %`, 1, 'end'), ink: grey },
          ),
          { ...line(`Messung ${testNumber(t)} – Ergebnis`), bold: true },
          line(`${german(t)}   ${clockSeconds(t)}`),
          rule,
          line('Evd'),
          { ...line(`${evdComma(t)} MN/m²`), scale: 1.8, bold: true },
          line(`s1–s3  ${t.drops.map((drop) => mm(drop, true)).join(' / ')} mm`),
          line(`s ${mm(t.settlement, true)} mm     s/v ${fixed(t.sv, 2, true)} ms`),
          line(`Soll ≥ ${REQUIRED} MN/m²   ${passes(t) ? 'i.O.' : 'n.i.O.'}`),
          line(`${lat.text}°N   ${lng.text}°E`),
          line(`Neigung der Platte  ${plateWarning(t).tilt}°`),
          ...Array.from({ length: under }, () => blank),
          line(
            { ...at('Verlauf', 0.05), ink: grey },
            { ...at('Karte', 0.42), ink: grey },
            { ...at('Export', 0.75), ink: grey },
          ),
          figure(0, warningDialog(t, under), dialogSays(t)),
        ],
      };
    },
    expected: printedAs((value) => decimalDegrees(value, 6)),
  },
  {
    // The whole handheld photographed lying on the gravel of the subgrade beside the load plate:
    // the display small in the picture (a grey-green LCD with the short date and clock, the test
    // number, the device's clock now and battery, s1–s3, s, s/v, "Evd 45.3" large with the unit below, the limit, and the
    // position in degrees and decimal minutes with a three-digit longitude), the case's calibration
    // sticker (month and year), the plate with its guide rod and the point's number sprayed pink on
    // the stones.
    name: 'Handgerät auf dem Schotter, Display klein im Bild',
    half: 'development',
    draw: (t) => {
      const display = gravelDisplay(t);
      const fontSize = 18;
      const scale = 0.72;
      const { height: displayHeight } = drawingSvg(display);
      return {
        font: SANS,
        fontSize,
        width: 1040,
        background: 'rgb(132,126,116)',
        ink: 'rgb(28,28,28)',
        lines: [
          figure(
            linesFor(displayHeight * scale + fontSize * 11, fontSize * 2, fontSize),
            gravelScene(t, display, scale),
            [cellsOf(display), stickerText(t), `MP ${Number(testNumber(t))}`].join('\n'),
          ),
        ],
      };
    },
    expected: printedAs(minutes3),
  },
  {
    // An engineering office's report sent ahead as a draft: "ENTWURF" in large letters across the
    // page, the header "VORABZUG vom … – nicht zur Abnahme" (days after the test), the client and
    // site, the test's date and clock in one line, the position as "Breite 51,12345° / Länge
    // 7,12345°" without hemisphere letters, s1–s3, the mean, s/v, Evd, the requirement, the rating,
    // the open approval and the page.
    name: 'Vorabzug mit Wasserzeichen ENTWURF',
    half: 'development',
    draw: (t) => {
      const lat = decimalDegrees(t.lat, 5, true);
      const lng = decimalDegrees(t.lng, 5, true);
      const pair = labelValue(0.38);
      const draft = workingDayAfter(t, 2);
      return {
        font: LIBERATION_SERIF,
        fontSize: 19,
        width: 960,
        background: 'rgb(255,255,255)',
        ink: 'rgb(20,20,26)',
        lines: [
          {
            ...line(at('Ingenieurbüro Falk & Partner · Prüfbericht P-0412', 0), {
              ...at(`VORABZUG vom ${german(draft)} – nicht zur Abnahme`, 1, 'end'),
              ink: 'rgb(180,30,30)',
            }),
            scale: 0.8,
          },
          rule,
          { ...line('Prüfbericht über einen dynamischen Plattendruckversuch'), bold: true, scale: 1.15 },
          blank,
          pair('Auftraggeber', 'Hochbau Sander GmbH, Kassel'),
          pair('Bauvorhaben', 'Logistikhalle 3, Planum Bodenplatte'),
          pair('Prüfpunkt', `P ${Number(testNumber(t))}`),
          pair('Prüfdatum / Uhrzeit', `${german(t)}, ${clock(t)} Uhr`),
          pair('Lage (ETRS89)', `Breite ${lat.text}°  /  Länge ${lng.text}°`),
          rule,
          ...results(t, pair, ['Setzungen s1 / s2 / s3', 'mittlere Setzung s', 's/v', 'Evd']),
          pair('Anforderung (ZTV E-StB)', `Evd ≥ ${REQUIRED} MN/m²`),
          pair('Bewertung', passes(t) ? 'Anforderung erfüllt' : 'Anforderung nicht erfüllt'),
          blank,
          pair('Freigabe', '________________  (ausstehend)'),
          { ...line(at('Seite 1 von 1', 1, 'end')), scale: 0.8 },
          figure(0, watermark('ENTWURF'), 'ENTWURF'),
        ],
      };
    },
    expected: printedAs((value) => decimalDegrees(value, 5, true)),
  },
  {
    // Two tickets from the same test point lying side by side on the site office's table: the
    // drop-weight device's strip (date, clock with seconds, point, s1–s3, s, s/v, Evd, the limit,
    // degrees, minutes and seconds with a three-digit longitude) and the nuclear density gauge's
    // ticket printed minutes later (wet and dry density, water content, Proctor density, the degree
    // of compaction DPr with its own requirement "≥ 97,0 %", count rates, no GPS).
    name: 'Fallgewicht-Streifen neben Isotopensonden-Beleg',
    half: 'development',
    draw: (t) => {
      const strip = dropWeightStrip(t);
      const ticket = densityTicket(t);
      const fontSize = 18;
      const height = Math.max(drawingSvg(strip).height, drawingSvg(ticket).height);
      return {
        font: SANS,
        fontSize,
        width: 1080,
        background: 'rgb(150,112,74)',
        ink: 'rgb(28,28,28)',
        lines: [
          figure(linesFor(height, fontSize * 4, fontSize), stripsOnTable(t, strip, ticket), cellsOf(strip, ticket)),
        ],
      };
    },
    expected: printedAs(seconds1),
  },
  {
    // A collage the foreman made of two photos of the device's display: the result page (the test's
    // date and clock with seconds, its number, Evd large, s, s/v, s1–s3, the requirement, "Seite
    // 1/2") and, a minute or two later, the GPS page of the same measurement (the device's clock
    // now, decimal-comma degrees, height, HDOP and satellites, the fix's time in UTC, "Seite 2/2");
    // the collage app's name small at the foot.
    name: 'Collage: Ergebnisseite und GPS-Seite des Displays',
    half: 'development',
    draw: (t) => {
      const pages: [Drawing, Drawing] = [resultPage(t), gpsPage(t)];
      const fontSize = 16;
      const scale = 0.86;
      const height = Math.max(...pages.map((page) => drawingSvg(page).height));
      return {
        font: SANS,
        fontSize,
        width: 1180,
        background: 'rgb(250,250,250)',
        ink: 'rgb(40,40,44)',
        lines: [
          figure(linesFor(height * scale, fontSize * 2.5, fontSize), collage(pages, scale), cellsOf(...pages)),
          { ...line({ ...at('FotoRaster', 1, 'end'), ink: 'rgb(150,150,156)' }), scale: 0.8 },
        ],
      };
    },
    expected: printedAs((value) => decimalDegrees(value, 6, true)),
  },
];
