// OCR text clean-up shared by the field parsers. Tesseract confuses a few glyphs on printouts
// and photos; these maps undo the usual ones where the context says a number is meant.
import { CYRILLIC_CLOCK } from './lookalike-letters.js';

/** Letters Tesseract reads instead of digits. */
const DIGIT_LOOKALIKES: Record<string, string> = {
  O: '0',
  o: '0',
  Q: '0',
  D: '0',
  l: '1',
  I: '1',
  i: '1',
  '|': '1',
  '!': '1',
  S: '5',
  s: '5',
  B: '8',
  Z: '2',
  z: '2',
  G: '6',
  g: '9',
};

/** A number-ish token: digits possibly mixed with look-alike letters, comma or point decimals. */
export const NUMBERISH = '[0-9OoQDlIi|!SsBZzGg]';

/** Turns a number-ish token into digits; null when the result is not a plain decimal number. */
export const toDigits = (token: string): string | null => {
  const digits = token.replace(/./g, (ch) => DIGIT_LOOKALIKES[ch] ?? ch).replace(',', '.');
  return /^\d+(\.\d+)?$/.test(digits) ? digits : null;
};

export const toNumber = (token: string): number | null => {
  const digits = toDigits(token);
  return digits === null ? null : Number(digits);
};

/** Normalised text and, for each of its characters, the index of the OCR character it came from. */
export type TrackedText = { text: string; origin: number[] };

/** Like String.replace, but keeps track of where each character of the result came from. */
type Replacement = string | ((match: string, ...groups: string[]) => string);

const replaceTracked = (input: TrackedText, pattern: RegExp, replacement: Replacement) => {
  let text = '';
  const origin: number[] = [];
  let last = 0;
  for (const match of input.text.matchAll(pattern)) {
    text += input.text.slice(last, match.index);
    origin.push(...input.origin.slice(last, match.index));
    const replaced = typeof replacement === 'string' ? replacement : replacement(...(match as unknown as [string]));
    text += replaced;
    for (let i = 0; i < replaced.length; i++)
      origin.push(input.origin[match.index + Math.min(i, match[0].length - 1)]!);
    last = match.index + match[0].length;
  }
  text += input.text.slice(last);
  origin.push(...input.origin.slice(last));
  return { text, origin };
};

/**
 * A whole number in kN/m² ("48 200 kN/m²", "48200 kN/m²", the thousands apart by a blank or not;
 * the square read as "2" or "?" as in MN/m²) as MN/m² ("48,2"): the same quantity at a thousandth
 * (decision 0750). Only where nothing else could be meant: "48.200 kN/m²" or "48,2 kN/m²" (a point
 * or comma may be a thousands or a decimal separator) and "kN/m" without its square stay as
 * printed, and are no Evd without review (parse-evd.ts).
 */
const KILO_NEWTON = /(?<![0-9.,])(\d{1,3}(?: \d{3})+|\d{1,6})\s?[kK]N\s?\/\s?m\s?[²2?](?![0-9A-Za-z])/g;
const inMegaNewton = (_: string, value: string) =>
  `${String(Number(value.replace(/ /g, '')) / 1000).replace('.', ',')} MN/m²`;

/**
 * A number, its unit (if printed), a plus-minus sign and a smaller number in the same unit: the
 * value and its uncertainty (decision 0756). "±" is often read as "+" (blurred as "£"): these count
 * only with the unit after the second number and that number smaller than the first (a sum is
 * never printed so).
 */
const UNCERTAINTY =
  /(?<![0-9.,])(\d{1,4}(?:[.,]\d{1,4})?)((?:[ \t]*(?:MNPERM2|MPa|mm|ms)(?![A-Za-z]))?)[ \t]*(±|\+[ \t]?\/[ \t]?-|\+[ \t]?-|\+|£)[ \t]*(\d{1,4}(?:[.,]\d{1,4})?)(?![0-9])((?:[ \t]*(?:MNPERM2|MPa|mm|ms)(?![A-Za-z]))?)/g;
const withoutUncertainty = (
  match: string,
  value: string,
  unit: string,
  sign: string,
  error: string,
  errorUnit: string,
) => {
  const plain = (n: string) => Number(n.replace(',', '.'));
  const [own, other] = [unit.trim(), errorUnit.trim()];
  if (other === '' ? own === '' || sign === '+' || sign === '£' : own !== '' && own !== other) return match;
  if (plain(error) >= plain(value)) return match;
  return `${value}${unit || errorUnit}`;
};

/** "16 giờ 57 phút", as OCR reads it ("16 gio 57 phüt", "7 gid 20 phat"): hours and minutes. */
const VIETNAMESE_CLOCK = /(?<![0-9.,:])([01]?[0-9]|2[0-3]) ?gi[oờơòóöôd] ?([0-5][0-9]) ?ph[uúùüưa]t(?!\p{L})/giu;
/** "ngày 13 tháng 1 năm 2024", as OCR reads it ("ngay 13 thang 1 näm 2024"): day, month, year. */
const VIETNAMESE_DATE =
  /(?<!\p{L})ng[aàáạảãâä]y ?([0-3]?[0-9]) ?,? ?th[aáàạảãâä]ng ?(0?[1-9]|1[0-2]) ?,? ?n[aăâäàáạ]m ?((?:19|20)[0-9]{2})(?![0-9])/giu;

/**
 * A basic ISO 8601 date-time as iCalendar writes it ("DTSTART;TZID=Europe/Berlin:20251201T140327",
 * "DTSTAMP:20251202T061500Z"; decision 0800): written out as the extended form
 * ("2025-12-01T14:03:27"), which the date parser reads. The "T" is often read with a 7 after it
 * ("20251226T7121124"), as in the extended form: the time is still the six digits after it.
 */
const BASIC_ISO_MOMENT =
  /(?<![0-9A-Za-z])((?:19|20)[0-9]{2})(0[1-9]|1[0-2])([0-3][0-9])T7?([01][0-9]|2[0-3])([0-5][0-9])([0-5][0-9])(?![0-9])/g;
/**
 * Degrees and minutes in words, as a typewriter writes them ("50 Grad 57,292 Min. N"; decision
 * 0800): the degree sign and the minutes' mark. "8 Grad C" (no minutes after it) stays.
 */
const DEGREES_IN_WORDS = /(?<![0-9.,])([0-9]{1,3}) ?Grad ([0-9]{1,2}(?:[.,][0-9]{1,6})?) ?Min(?:uten|\.)?(?!\p{L})/gu;
/**
 * Positions in compact notations (decision 0828), written out with their signs: an IFC site's angle
 * tuple ("RefLatitude (52, 24, 54, 700000)": degrees, minutes, seconds, millionths of a second),
 * ISO 6709's string ("+5121.2060+01231.3664/": latitude and longitude as ±DD, ±DDMM or ±DDMMSS with
 * their decimals, the longitude with a third degree digit) and the aviation's "511313.5N 0083216.5E"
 * (degrees, minutes and seconds run together, the hemisphere after them).
 */
const IFC_ANGLE =
  /(?<!\p{L})Ref(Latitude|Longitude)\s?\(\s?(-?\d{1,3})\s?,\s?(-?\d{1,2})\s?,\s?(-?\d{1,2})(?:\s?,\s?(-?\d{1,6}))?\s?\)/gu;
const ifcAngle = (_: string, axis: string, degrees: string, minutes: string, seconds: string, millionths = '0') =>
  `${axis} ${degrees.startsWith('-') ? (axis === 'Latitude' ? 'S' : 'W') : ''}${degrees.replace('-', '')}° ${minutes.replace('-', '')}' ${seconds.replace('-', '')}.${millionths.replace('-', '').padStart(6, '0')}"`;
const ISO_6709 =
  /(?<![0-9A-Za-z])([+-])(\d{2}|\d{4}|\d{6})(\.\d+)?([+-])(\d{3}|\d{5}|\d{7})(\.\d+)?(?:[+-]\d+(?:\.\d+)?)?(?:CRS[^/\s]*)?\//g;
/** "5121" and ".2060" of ISO 6709 as "51° 21.2060'"; `whole` is the digits of the degrees (2 or 3). */
const sexagesimal = (digits: string, decimals: string, whole: number) => {
  const [degrees, minutes, seconds] = [digits.slice(0, whole), digits.slice(whole, whole + 2), digits.slice(whole + 2)];
  if (!minutes) return `${degrees}${decimals}°`;
  if (!seconds) return `${degrees}° ${minutes}${decimals}'`;
  return `${degrees}° ${minutes}' ${seconds}${decimals}"`;
};
const iso6709 = (...[, latSign, lat, latDecimals = '', lngSign, lng, lngDecimals = '']: string[]) =>
  `${latSign === '-' ? 'S' : 'N'} ${sexagesimal(lat!, latDecimals, 2)} ${lngSign === '-' ? 'W' : 'E'} ${sexagesimal(lng!, lngDecimals, 3)}`;
/** PROJ's "d" for the degree sign ("10d52'54.746\"E", cs2cs's output; decision 0831). */
const D_DEGREES = /(?<=(?<![0-9.,])[0-9]{1,3})d(?=[0-9]{1,2}')/g;
/**
 * An XML element with its value on one line ("<bd:Evd uom=\"MN/m2\">30.4</bd:Evd>" of a GML file;
 * decision 0831): its name as the value's label, the unit of measure after it ("Evd 30.4 MN/m2"); a
 * GML point's "<gml:pos>52.769064 12.394515</gml:pos>" as its latitude and longitude. KML's
 * "<coordinates>" stays: its longitude comes first (decision 0816).
 */
const XML_ELEMENT =
  /<(?:[\p{L}_][\w.-]*:)?(?!coordinates\b)([\p{L}_][\w.-]*)((?:\s+[\w.:-]+\s?=\s?"[^"<>\n]*")*)\s?>([^<>\n]+)<\/\s?(?:[\p{L}_][\w.-]*:\s?)?\1\s?>/gu;
const xmlElement = (_: string, name: string, attributes: string, value: string) => {
  // GML's point in WGS 84 (EPSG:4326) is latitude, then longitude.
  const pair = name === 'pos' && /^\s*(-?\d{1,2}\.\d+)\s+(-?\d{1,3}\.\d+)\s*$/.exec(value);
  if (pair) return `Breite ${pair[1]} Länge ${pair[2]}`;
  const unit = /(?<![\w-])uom\s?=\s?"([^"]*)"/.exec(attributes)?.[1];
  return `${name} ${value}${unit ? ` ${unit}` : ''}`;
};
/**
 * An APRS position ("5345.67N/00850.37E", degrees and minutes to two decimals, the symbol table's
 * "/" or "\\" between; decision 0834), with the DAO extension's third decimal of each when the
 * packet's comment carries it on its line or the next ("!W60!", its zero read "O" too).
 */
const APRS_POSITION =
  /(\d{2})([0-5]\d\.\d{2})([NS])[/\\](\d{3})([0-5]\d\.\d{2})([EW])(?:(?=[^\n]*(?:\n[^\n]*)?!W([\dO])([\dO])!)|)/g;
const aprsPosition = (
  ...[, latDegrees, latMinutes, ns, lngDegrees, lngMinutes, ew, latDao = '', lngDao = '']: string[]
) =>
  ` ${ns} ${latDegrees}° ${latMinutes}${latDao.replace('O', '0')}' ${ew} ${lngDegrees}° ${lngMinutes}${lngDao.replace('O', '0')}' `;
const AVIATION_DMS =
  /(?<![0-9.,])(\d{2})([0-5]\d)([0-5]\d(?:[.,]\d{1,2})?)\s?([NS])\s{1,3}(\d{3})([0-5]\d)([0-5]\d(?:[.,]\d{1,2})?)\s?([EWO])(?![A-Za-z])/g;

/** A date's or a clock's digits without separators after its label's "=" or ":" (decision 0825). */
const BARE_DATE = /(?<=(?<!\p{L})(?:datum|date)[ \t]?[=:][ \t]?)\d{8}(?![0-9.,:/-])/giu;
const BARE_CLOCK =
  /(?<=(?<!\p{L})(?:uhrzeit|zeit|time)[ \t]?[=:][ \t]?)([01]\d|2[0-3])([0-5]\d)(\d{2})?(?![0-9.,:/-])/giu;
const isDate = (year: number, month: number, day: number) =>
  year >= 1990 &&
  year <= 2100 &&
  month >= 1 &&
  month <= 12 &&
  new Date(Date.UTC(year, month - 1, day)).getUTCDate() === day;
/**
 * "19012024" as "19.01.2024", "20240721" as "21.07.2024"; undefined when the digits make no date.
 * Both readings never fit at once: a year first from 1990 to 2100 leaves 19 or 20 as the month.
 */
const bareDate = (digits: string) => {
  const [day, month, year] = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)];
  if (isDate(Number(year), Number(month), Number(day))) return `${day}.${month}.${year}`;
  const [y, m, d] = [digits.slice(0, 4), digits.slice(4, 6), digits.slice(6)];
  return isDate(Number(y), Number(m), Number(d)) ? `${d}.${m}.${y}` : undefined;
};
/** An HTML element's tag (decision 0822). */
const HTML_TAG =
  /<\/?(?:!doctype|html|head|meta|title|body|h[1-6]|p|table|thead|tbody|tr|td|th|b|i|u|em|strong|span|div|time|footer|header|br|li|ul|ol|section|article|small|label|a|img|link)(?![\p{L}0-9-])[^<>\n]*>/giu;

/**
 * Normalises the whole text: unifies unicode look-alikes (typographic quotes, degree signs,
 * minus signs), collapses runs of blanks, writes kN/m² as MN/m², and replaces the unit "MN/m²" in
 * its OCR variants by a digit-free marker so the "2" of "m2" is never taken for a value (N/mm² too:
 * the same quantity); dot leaders become one "…". Frame lines of boxes and
 * tables ("|", "│") between words become blanks.
 */
export const normalizeTracked = (ocrText: string): TrackedText => {
  const steps: [RegExp, Replacement][] = [
    [/\r\n?/g, '\n'],
    // A column's name in snake case ("gemessen_am", "evd_mn_m2", as a database console prints it;
    // decision 0803): its words apart, so labels and units read as printed in words.
    [/(?<=\p{L})_(?=\p{L})/gu, ' '],
    [/[º˚⁰]/g, '°'],
    // UTF-8 read as Windows-1252 (decision 0791): the degree sign's lead byte "Â" before it, read "A"
    // or "Ä" ("53Â° 09.9110'" read "53A° 09.9110'", "12Ä* 30.7406'"), belongs to the sign.
    [/(?<=[0-9])[ÂAÄ](?=[°*])/g, ''],
    [/[’‘`´′]/g, "'"],
    [/[“”″]/g, '"'],
    [/[‐‑‒–—−]/g, '-'],
    [KILO_NEWTON, inMegaNewton],
    [/[│┃║¦]|(?<=\s|^)[|[\]](?=\s|$)/gm, ' '],
    // A date or a clock without separators after its label's "=" or ":" (a decoded QR code's
    // "DATUM=19012024", "ZEIT=092636", an INI file's "Datum= 20240721"; decision 0825): with its
    // separators when the digits make one date only, day first or year first.
    [BARE_DATE, (digits: string) => bareDate(digits) ?? digits],
    [
      BARE_CLOCK,
      // Seconds are dropped by the clock's reader; misread ones ("122268") cost nothing.
      (_: string, hours: string, minutes: string, seconds = '') =>
        `${hours}:${minutes}${Number(seconds) < 60 && seconds ? `:${seconds}` : ''}`,
    ],
    // A web page's source (decision 0822): its elements' tags are no text the page shows, and their
    // attributes hold other moments ("<time datetime=\"2025-07-04T15:18:05Z\">", a generator's stamp).
    // Only HTML's own elements: GPX's and KML's carry the position in theirs (decision 0816).
    [HTML_TAG, ' '],
    // The square's lead byte of UTF-8 read as Windows-1252 too ("MN/mÂ²" read "MN/mÄ?", decision 0791);
    // LaTeX's "^" read as a quote ("MN/m"2", decision 0806); a file's key "evd_mn_m2" (decision 0812).
    [/M\s*N\s*[/|lI1_]?\s*(?:m|rn|n1)\s*[ÂAÄ]?[>^"]?\s*[²2?]/gi, ' MNPERM2 '],
    // The Russian and Ukrainian МПа read in Latin look-alikes ("37,7 MNa", "69,7 Ma", "52,9 MMa" —
    // never millimetres): MPa (decision 0791).
    [/(?<=[0-9][ \t]?)(?:МПа|M[ΠNnMlI1]?a)(?!\p{L})/gu, 'MPa'],
    // "11 ч 23 мин" read "11 4 23 MuH": a clock (decision 0791).
    [CYRILLIC_CLOCK, (_: string, hours: string, minutes: string) => `${hours}:${minutes}`],
    // Vietnamese in words (decision 0798): "16 giờ 57 phút" (read "16 gio 57 phüt") is a clock, "ngày 13
    // tháng 1 năm 2024" (read "ngay 13 thang 1 nam 2024") a date.
    [VIETNAMESE_CLOCK, (_: string, hours: string, minutes: string) => `${hours}:${minutes}`],
    [VIETNAMESE_DATE, (_: string, day: string, month: string, year: string) => `${day}.${month}.${year}`],
    // Irish months of two words ("11 Meán Fómhair 2025", decision 0803): one word, as the month parser
    // takes it.
    [
      /(?<!\p{L})(me[aáä]n|deireadh)\s(f[oóö]mhair)(?!\p{L})/giu,
      (_: string, first: string, second: string) => first + second,
    ],
    // LaTeX source (decision 0806): "~" between words is a blank that does not break; a macro's
    // definition ("\\newcommand{\\Evd}{…}") names no value; a table's "&" and math's "$" separate;
    // siunitx's units ("\\si{MN/m^2}", "\\SI{45}{MN/m^2}") are the units printed, and
    // "\\ang{50;47;29.1}" an angle in degrees, minutes and seconds.
    [/(?<=\S)~(?=\S)/g, ' '],
    [/\\(?:re)?newcommand\s?\{\\[A-Za-z]+\}/g, ''],
    [
      /\\SI\s?\{([^{}\n]*)\}\s?\{([^{}\n]*)\}|\\si\s?\{([^{}\n]*)\}/g,
      (_: string, value = '', unit = '', si = '') => (si ? ` ${si}` : `${value} ${unit}`),
    ],
    [/[ \t]&[ \t]|\$(?=\\[A-Za-z])|(?<=\\[A-Za-z]+)\$/g, ' '],
    [
      /\\ang\s?\{\s?([0-9]{1,3});([0-9]{1,2});([0-9]{1,2}(?:[.,][0-9]{1,3})?)\s?[})]/g,
      (_: string, degrees: string, minutes: string, seconds: string) => `${degrees}° ${minutes}' ${seconds}"`,
    ],
    // A subtitle cue's time codes ("00:01:16,345 --> 00:01:20,485", SRT; decision 0806): positions in
    // a video, never clocks.
    [/[0-9]{2}:[0-9]{2}:[0-9]{2}[,.][0-9]{3}\s?-->\s?[0-9]{2}:[0-9]{2}:[0-9]{2}[,.][0-9]{3}/g, ' '],
    [
      BASIC_ISO_MOMENT,
      (_: string, ...parts: string[]) => `${parts[0]}-${parts[1]}-${parts[2]}T${parts.slice(3, 6).join(':')}`,
    ],
    [DEGREES_IN_WORDS, (_: string, degrees: string, minutes: string) => `${degrees}° ${minutes}'`],
    [IFC_ANGLE, ifcAngle],
    [D_DEGREES, '°'],
    [XML_ELEMENT, xmlElement],
    [ISO_6709, iso6709],
    [APRS_POSITION, aprsPosition],
    [
      AVIATION_DMS,
      (...[, ...parts]: string[]) =>
        `${parts[3]} ${parts[0]}° ${parts[1]}' ${parts[2]}" ${parts[7]} ${parts[4]}° ${parts[5]}' ${parts[6]}"`,
    ],
    // N/mm² is the same quantity as MN/m² (1 N/mm² = 1 MN/m²).
    [/(?<![A-Za-z])N\s*[/|]\s*(?:mm|rnrn|rnm|mrn)\s*[>^]?\s*[²2?]/g, ' MNPERM2 '],
    // A value's expanded uncertainty ("48,2 ± 2,9 MN/m²", "0,694 mm ± 0,028 mm"; "±" also read as
    // "+/-", "+-" or "+"): dropped, so the uncertainty is never a second candidate (decision 0756).
    [UNCERTAINTY, withoutUncertainty],
    // Dot leaders between a label and its value ("Evd ........ 44,6", ". . . .", "_____"): one
    // ellipsis, so the parsers know a value at the line's end belongs to the label at its start.
    [/(?<![0-9])(?:[.·…_] ?){3,}/g, ' … '],
    // A character LCD's narrow point read with a blank before it ("Evd= 94 .3MN/m2", "N53 .62440";
    // decision 0768): the number is one.
    [/(?<=[0-9]) (?=\.[0-9])/g, ''],
    [/[ \t]+/g, ' '],
  ];
  return steps.reduce<TrackedText>((tracked, [pattern, replacement]) => replaceTracked(tracked, pattern, replacement), {
    text: ocrText,
    origin: Array.from({ length: ocrText.length }, (_, i) => i),
  });
};

export const normalizeOcrText = (text: string): string => normalizeTracked(text).text;

/** A line of a text: where it starts and ends in the text (end before its newline), and its characters. */
export type TextLine = { start: number; end: number; text: string };

/** The text's lines with their positions, so a match's index can be told its line. */
export const linesOf = (text: string): TextLine[] => {
  const lines: TextLine[] = [];
  let start = 0;
  for (const part of text.split('\n')) {
    lines.push({ start, end: start + part.length, text: part });
    start += part.length + 1;
  }
  return lines;
};
