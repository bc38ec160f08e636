// Reads GPS positions in degrees and decimal minutes ("N 52°36.4127'", "52° 36,4127' N",
// "Breite: 52 36.4127", degree sign read as o, 0, * or missing), in decimal degrees
// ("Lat: 51.035300", "51,0353° N", "-7.12345") and in degrees, minutes, seconds
// ("51°02'07.1\" N"), with N/S/E/W/O or a sign. Returns signed degrees (S and W negative) and
// minutes, as the form's latG/latM/lngG/lngM fields take them.
import type { Found, Span } from './found-value.js';
import { namesTest } from './parse-evd.js';

export type Coordinates = { latG?: number; latM?: number; lngG?: number; lngM?: number };
/** Signed whole degrees and decimal minutes of one axis. */
export type Position = { degrees: number; minutes: number };

type Axis = 'lat' | 'lng';
type Match = {
  index: number;
  end: number;
  pre?: string;
  preIndex: number;
  degrees: string;
  minutes: string;
  hasSymbol: boolean;
  /** A minus sign before the degrees (a position printed with a sign instead of S/W). */
  negative?: boolean;
  /** The minus has a blank after it ("N - 10°10'16\" E"): with a hemisphere letter, a separator. */
  dash?: boolean;
  /** A plus sign before the degrees: signed decimal degrees, as "+52.51234" (no S/W letter). */
  signed?: boolean;
  /** Decimal degrees: only taken with a hemisphere letter, a label or a degree sign. */
  decimal?: boolean;
  /**
   * How many decimals decimal degrees ("° 6") or decimal minutes ("' 4"; decision 0812) were
   * printed with.
   */
  precision?: string;
  /** A mark misread ("51°49°59,3\""): the reading is not filled without review. */
  misread?: boolean;
};

/**
 * Hemisphere and direction words of other languages, by what they say (decision 0750): French and
 * Italian "Nord", "Est", "Sud", "Ouest"/"Ovest", Spanish "Norte", "Este", "Sur", "Oeste", English
 * words, German "Ost", "Süd", and Hungarian "Észak"/"É", "Kelet"/"K", "Dél", "Nyugat"/"Ny". The
 * single letters É and K only before a position, as Hungarian pages print them ("É 50° 07,407'
 * K 14° 34,073'"): after a number a "K" may be a temperature's kelvin.
 */
const HEMISPHERE_WORDS: Record<string, { axis: Axis; sign: 1 | -1 }> = {
  nord: { axis: 'lat', sign: 1 },
  norte: { axis: 'lat', sign: 1 },
  north: { axis: 'lat', sign: 1 },
  észak: { axis: 'lat', sign: 1 },
  é: { axis: 'lat', sign: 1 },
  sud: { axis: 'lat', sign: -1 },
  süd: { axis: 'lat', sign: -1 },
  sur: { axis: 'lat', sign: -1 },
  south: { axis: 'lat', sign: -1 },
  dél: { axis: 'lat', sign: -1 },
  est: { axis: 'lng', sign: 1 },
  este: { axis: 'lng', sign: 1 },
  east: { axis: 'lng', sign: 1 },
  ost: { axis: 'lng', sign: 1 },
  kelet: { axis: 'lng', sign: 1 },
  k: { axis: 'lng', sign: 1 },
  ouest: { axis: 'lng', sign: -1 },
  ovest: { axis: 'lng', sign: -1 },
  oeste: { axis: 'lng', sign: -1 },
  west: { axis: 'lng', sign: -1 },
  nyugat: { axis: 'lng', sign: -1 },
  ny: { axis: 'lng', sign: -1 },
};
/** Words in any case, longer first ("Este" before "Est"): "Nord" → "[Nn][Oo][Rr][Dd]". */
const anyCase = (words: string[]) =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map((word) => [...word].map((ch) => `[${ch.toUpperCase()}${ch}]`).join(''))
    .join('|');
const WORDS_BEFORE = anyCase(Object.keys(HEMISPHERE_WORDS).filter((word) => word.length > 1));
const WORDS_AFTER = anyCase(Object.keys(HEMISPHERE_WORDS).filter((word) => word.length > 2));
const NOT_LETTER = 'A-Za-zÀ-ÿ';
// A hemisphere letter before a position stands on its line: blanks, never a line break, between.
const LETTER = `(?<![${NOT_LETTER}])(?<pre>[NSEWOKÉÖ]|[05](?= )|${WORDS_BEFORE})(?![${NOT_LETTER}])[ \\t]*[:=]?[ \\t]*`;
// Degrees, minutes and seconds: "51°02'07.1\"", "51° 2' 7,1''", the apostrophe lost ("10°1321.4\"")
// only with two-digit minutes and the closing quote, or read as a quote ("9° 37\" 14,2\""); the seconds
// to five decimals too, as a surveyor's GNSS controller shows them ("42.59280\"", decision 0768).
// The minutes' mark read as a second degree sign ("51°49°59,3\"", decision 0791): read so, but
// never filled without review. The seconds' mark read as an apostrophe before the hemisphere's
// letter, behind seconds with decimals after the minutes' mark ("49°26'08.3'N"; decision 0822).
const DMS = new RegExp(
  `(?:${LETTER})?(?<sign>-\\s?)?(?<![0-9.,])(?<deg>\\d{1,3})\\s*[°o*]\\s*(?<min>\\d{1,2}(?=\\s*['"])|\\d{2})\\s*(?<mark>['"°])?\\s*(?<sec>\\d{1,2}(?:[.,]\\d{1,6})?)\\s*(?:"|''|(?<=['"]\\s*\\d{1,2}[.,]\\d{1,6}\\s*)'(?=\\s?[NSEWO](?![A-Za-z])))`,
  'g',
);
// Decimal degrees with at least four decimals ("51.035300", "51,0353°", "-7.12345"), never the
// minutes of a position in degrees and minutes (after a degree sign or a number on the same line:
// a number ending the line above says nothing about this one). A quote before it is a seconds' mark,
// unless an attribute's or a key's "=" or ":" comes before the quote (GPX's `lat="53.082031"`,
// `"lat": "52.5"`; decision 0816).
const DECIMAL = new RegExp(
  `(?:${LETTER})?(?<sign>[-+]\\s?)?(?<![0-9°*][ \\t]*)(?<!(?<![=:][ \\t]?)['"][ \\t]*)(?<![0-9]\\.[ \\t]*)(?<!(?:^|[^.,0-9])[0-9]+,[ \\t]*)(?<!\\d[ \\t]*o[ \\t]*)(?<deg>\\d{1,3}[.,]\\d{4,8})(?<symbol>\\s*°)?(?![0-9'])`,
  'g',
);
// Degrees, then a degree sign (or a look-alike) or blanks, then minutes with 1–6 decimals. Never
// right after another number's degree sign: "51°49°59,3" is no 49° 59,3' (decision 0791). Never
// minutes with another quantity's unit after them: "S2 0,226 mm" is a settlement (decision 0803),
// nor minutes a date goes on from: "W 2 26.03.2024" is a cube's number and its date (decision 0819).
const AFTER_DEGREES = '(?<![0-9][ \\t]*[°*][ \\t]*)';
const WITH_SEPARATOR = new RegExp(
  `(?:${LETTER})?(?<![0-9.,])${AFTER_DEGREES}(?<deg>\\d{1,4})(?<sep>[ \\t]*[°o*"'?][ \\t]*|[ \\t]+)(?<min>\\d{1,2}[.,] ?\\d{1,6})(?![0-9]|[.,][0-9])(?![ \\t]?['‘]?[ \\t]?(?:mm|ms|kg|kN|Hz|MPa|MNPERM2)(?![A-Za-z]))`,
  'g',
);
// Degree sign lost completely: "N 5236.4127" — the last two digits before the point are minutes.
// Not after a degree sign: "10°1321.4\"" is minutes and seconds whose apostrophe was lost.
const RUN_TOGETHER = new RegExp(
  `(?:${LETTER})?(?<![0-9.,°*][ \\t]*)(?<run>\\d{3,6})[.,](?<frac>\\d{1,6})(?![0-9])`,
  'g',
);
// Decimal point of the minutes lost in a blurred photo: "N 52°36 4507'" (only after a degree sign).
const POINT_LOST = new RegExp(
  `(?:${LETTER})?(?<![0-9.,])${AFTER_DEGREES}(?<deg>\\d{1,3})\\s*[°o*]\\s*(?<mm>\\d{2}) (?<frac>\\d{3,6})(?![0-9.,])`,
  'g',
);
/**
 * Both hemispheres before a pair of decimal degrees ("Lage N/E 54,28751 7,02668", "LageN/E …" as a
 * field sheet's box is read; decision 0768): the first number is the latitude, the second the
 * longitude, with a blank only between them.
 */
const HEMISPHERE_PAIR =
  /(?:(?<![A-Za-zÀ-ÿ])|(?<=[Ll]age))(?<lat>[NS])[ \t]?\/[ \t]?(?<lng>[EOW])[ \t]*[:=]?[ \t]*(?<first>\d{1,2}[.,]\d{4,8})°?[ \t]+(?<second>\d{1,3}[.,]\d{4,8})°?(?![0-9'])/g;
// A hemisphere letter after the minutes: "52° 36,4127' N".
// Not a letter glued to digits: "S2" of "S1 0.426 S2 0.455" or the "E" of "N51 46.987 E008 00.024"
// starts the next item.
// A letter on the next line is never this position's suffix.
const POST_LETTER = new RegExp(`^[ \\t]*['"]?[ \\t]*([NSEWOÖ]|${WORDS_AFTER})(?![${NOT_LETTER}0-9])`);
// Whole words only: "Plattendruckversuch" contains "lat", "Gesamtlänge" is no longitude. The
// Albanian "Gjerësia" (latitude) and "Gjatësia" (longitude), their "ë" often read "é" (decision 0774).
// The Spanish, Filipino and Swahili "Latitud", "Longitud", "Longhitud", "Latitudo" (decision 0819).
const LAT_LABEL = /(?<![a-zäöüß])(breite(ngrad)?|lat(itud[eo]?)?|gjer[ëeé]si[ae]?)(?![a-zäöüß])/i;
// "Laenge" as an export without umlauts writes it (decision 0760).
const LNG_LABEL = /(?<![a-zäöüß])(l(?:[äa]|ae)nge(ngrad)?|lon(g|gh?itud[eo]?)?|lng|gjat[ëeé]si[ae]?)(?![a-zäöüß])/i;

const LAT_LABELS = new RegExp(LAT_LABEL.source, 'gi');
const LNG_LABELS = new RegExp(LNG_LABEL.source, 'gi');
/** The axes named in `text`, in the order printed ("Lat/Lon" → lat, lng; "Breite … Länge" → lat, lng). */
const axesNamed = (text: string) =>
  [
    ...[...text.matchAll(LAT_LABELS)].map((m) => ({ axis: 'lat' as const, index: m.index })),
    ...[...text.matchAll(LNG_LABELS)].map((m) => ({ axis: 'lng' as const, index: m.index })),
  ].sort((a, b) => a.index - b.index);
/** A label for a pair of positions: "Position", "GPS", "Koordinaten", a datum such as "WGS 84". */
/**
 * German protocols and mails write "Lage:" before the pair ("Lage: 50.276936, 10.997751", decision 0768).
 * Also a geo URI ("geo:52.51234,13.40567", RFC 5870; iCalendar's "GEO:52.5;13.4" with its O read as a
 * zero, "GE0:", decision 0800), as QR codes and apps print it, and a map
 * link's query ("maps.google.com/?q=52.51234,13.40567", "…&ll=52.5,13.4"), as shared locations are.
 */
const PAIR_LABEL =
  /(?<![a-zäöüß])(position|koordinaten|coordinates|lage|gps|wgs(?: ?(?:84|##))?|etrs(?: ?(?:89|##))?|ge[o0](?=[0o]?:)|(?<=[?&])(?:q|ll|query)(?=\s?=))(?![a-zäöüß])/i;

/**
 * KML's `<coordinates>` element and GeoJSON's `"coordinates": [` write a point longitude first,
 * then latitude and height (decision 0768) — the other way round from every other pair label; so
 * does WKT's `POINT (10.776606 50.154971)`, as GIS programs show a geometry (decision 0816).
 */
const WKT_POINT_OPEN = String.raw`(?<!\p{L})point\s?z?\s?\(`;
const LON_FIRST = new RegExp(
  String.raw`[<«‹]\s?coordinates\s?[>»›]|["'“”]coordinates["'“”]\s?:\s?\[|${WKT_POINT_OPEN}`,
  'iu',
);
/**
 * Degrees, minutes and seconds with colons, as survey software writes them ("53:18:04.50N
 * 008:25:04.99E"; decision 0819): only with a hemisphere letter right after, no blank between,
 * which no clock has ("Zeit 06:52:29 N …" is a clock beside a column).
 */
const COLON_DMS = /(?<![0-9:.,])(?<deg>\d{1,3}):(?<min>\d{2}):(?<sec>\d{2}(?:[.,]\d{1,4})?)(?=[NSEWO](?![A-Za-z]))/g;
/** WKT's point: longitude, a blank, latitude (the second number is no minutes of the first). */
const WKT_POINT = new RegExp(
  String.raw`${WKT_POINT_OPEN}\s?(?<first>\d{1,3}[.,]\d{4,8})\s+(?<second>\d{1,3}[.,]\d{4,8})(?![0-9])`,
  'giu',
);
/**
 * A receiver's own position: a radio gateway's or a base station's, named on the position's line or
 * on one of the two above (a LoRaWAN uplink's `rx_metadata` / `"gateway_id"` / `"location"`;
 * decision 0816). It is where the signal was received, not where the test was made.
 */
const RECEIVER = /gateway|rx_?metadata|basisstation|base\s?station|(?<!\p{L})antenn/iu;
/** A GPX track's or route's point: where someone went to the test, not the test's mark (decision 0816). */
const ROUTE_POINT = /<\s?(?:trkpt|rtept)(?!\p{L})/iu;
/**
 * An APRS packet's line ("DB0LNB>APMI06,TCPIP*,qAC,T2LEIPZIG:!5111.20N/01226.50E#PHG…"; decision
 * 0834): a station's position — a digipeater's, a machine's — unless the packet (its line or the
 * comment wrapped below it) names the test.
 */
const APRS_PACKET = /[A-Z0-9]{3,6}(?:-\d{1,2})?>[A-Z0-9]{3,}(?:,\s?[A-Za-z0-9*-]+)*:/;
/** The position at `index` is another place's: a receiver's, a point of a track, another station's. */
const elsewhere = (text: string, index: number) => {
  const line = lineAt(text, index);
  const twoAbove = text.slice(0, index).split('\n').slice(-3, -1).join('\n');
  const below = text.slice(index).split('\n')[1] ?? '';
  return (
    RECEIVER.test(line) ||
    RECEIVER.test(twoAbove) ||
    ROUTE_POINT.test(line) ||
    (APRS_PACKET.test(line) && !namesTest(line) && (APRS_PACKET.test(below) || !namesTest(below)))
  );
};

/** A map service's address ("https://maps.google.com/", "google.de/maps", "openstreetmap.org"). */
const MAP_HOST =
  /(?:maps\.google\.[a-z.]{2,6}|google\.[a-z.]{2,6}\/maps|goo\.gl\/maps|maps\.apple\.com|openstreetmap\.org|osm\.org|bing\.com\/maps|here\.com)\/?\S*$/i;
/**
 * A map link's query before the position, its key misread ("?q=" read "79=", "?0=", "70="; decision
 * 0760): a short key and "=" right after a map's address, or at the start of the line below one
 * (a link wrapped after its host). The link's pair is latitude, then longitude.
 */
const mapLinkQuery = (text: string, lineStart: number, before: string) => {
  // The key, and for the longitude the latitude and its comma after it.
  const query = /(?:^|\/)\s?[^\s\d/]?[\p{L}\d]{0,3}\s?=\s?(?:[-+]?\d{1,3}[.,]\d{4,8}\s?,\s?)?$/u.exec(before);
  if (!query) return false;
  const head = before.slice(0, query.index + (query[0].startsWith('/') ? 1 : 0));
  if (head.trim() !== '') return MAP_HOST.test(head.trim());
  const above = lineStart > 0 ? lineAt(text, lineStart - 1).trim() : '';
  return MAP_HOST.test(above);
};

/**
 * The axis named on the position's line before it ("Breite: …", "Lon …"; of two, the nearest:
 * "Breite: 52°30'44\"  Länge: 13°24'20\"" is lat, then lng), else on the line above when that line
 * is only a label (a table header or a box caption). `pair`: the line names both axes in one
 * label ("Lat/Lon", "Breite/Länge") or a position ("Position (WGS 84):") before the numbers — the
 * first position after it is the latitude, the second the longitude; `lonFirst`: a KML or GeoJSON
 * point, the other way round.
 */
const labelAxisOf = (line: string, text: string, index: number): Axis | 'pair' | 'lonFirst' | null => {
  const lineStart = text.lastIndexOf('\n', index - 1) + 1;
  const before = text.slice(lineStart, index);
  const named = axesNamed(before);
  const [first, last] = [named.at(-2), named.at(-1)];
  // "Lat/Lon +52.5 / +13.4": both axes named together, no number between the names.
  if (first && last && first.axis !== last.axis && !/\d/.test(before.slice(first.index, last.index))) return 'pair';
  if (last) return last.axis;
  if (LON_FIRST.test(before)) return 'lonFirst';
  if (PAIR_LABEL.test(before) || mapLinkQuery(text, lineStart, before)) return 'pair';
  if (LAT_LABEL.test(line) !== LNG_LABEL.test(line)) return LAT_LABEL.test(line) ? 'lat' : 'lng';
  const above = lineAt(text, Math.max(0, lineStart - 1));
  if (lineStart > 0 && !/\d/.test(above)) return LAT_LABEL.test(above) ? 'lat' : LNG_LABEL.test(above) ? 'lng' : null;
  return null;
};

/**
 * "S1 0.426 S2 0.431 S3 0.440" (single drops on a display): a letter glued to a digit that the line
 * repeats with other digits is a numbered label, not a hemisphere.
 */
const isNumberedLabel = (text: string, letterIndex: number) => {
  const letter = text[letterIndex]!;
  if (!/\d/.test(text[letterIndex + 1] ?? '')) return false;
  const series = new RegExp(`(?<![A-Za-z])${letter}\\d{1,2}(?![0-9.,])`, 'g');
  // On its line ("S1 0.426 S2 0.431") or, on a narrow printout, one a line ("S1 0.238 MM" /
  // "S2 0.227 MM" / "S3 0.248 MM").
  return [...lineAt(text, letterIndex).matchAll(series)].length >= 2 || [...text.matchAll(series)].length >= 3;
};

const axisOfLetter = (letter: string | undefined): { axis: Axis | null; sign: 1 | -1 } => {
  switch (letter) {
    case 'N':
      return { axis: 'lat', sign: 1 };
    case 'S':
    case '5': // a standalone "5" before a position is an S read as a digit
      return { axis: 'lat', sign: -1 };
    case 'E':
    case 'Ö': // Swedish öst (decision 0768)
    case 'O': // Ost
    case '0':
      return { axis: 'lng', sign: 1 };
    case 'W':
      return { axis: 'lng', sign: -1 };
    default:
      return HEMISPHERE_WORDS[letter?.toLowerCase() ?? ''] ?? { axis: null, sign: 1 };
  }
};

/** A unit of another quantity after a number: settlements in mm, s/v in ms, a modulus, a weight. */
const OTHER_QUANTITY_UNIT = /[0-9]\s?(?:mm|ms|MNPERM2|MPa|kg|kN)(?![A-Za-z])/i;
const lineAt = (text: string, index: number) => {
  const start = text.lastIndexOf('\n', index - 1) + 1;
  const end = text.indexOf('\n', index);
  return text.slice(start, end === -1 ? undefined : end);
};

const matchesOf = (text: string): Match[] => {
  const found: Match[] = [];
  const overlaps = (index: number, end: number) => found.some((m) => index < m.end && end > m.index);
  const decimalAt = (pre: string, preIndex: number, token: string, index: number): Match => {
    const value = Number(token.replace(',', '.'));
    const whole = Math.floor(value);
    return {
      index,
      end: index + token.length,
      pre,
      preIndex,
      degrees: String(whole),
      minutes: String((value - whole) * 60),
      hasSymbol: false,
      decimal: true,
      precision: `° ${token.length - token.search(/[.,]/) - 1}`,
    };
  };
  for (const m of text.matchAll(HEMISPHERE_PAIR)) {
    const { lat, lng, first, second } = m.groups!;
    const firstAt = m.index + m[0].search(/[0-9]/);
    const secondAt = m.index + m[0].lastIndexOf(second!);
    found.push(
      decimalAt(lat!, m.index, first!, firstAt),
      decimalAt(lng!, m.index + m[0].indexOf(lng!, 1), second!, secondAt),
    );
  }
  for (const m of text.matchAll(WKT_POINT)) {
    const { first, second } = m.groups!;
    const firstAt = m.index + m[0].indexOf(first!);
    found.push(decimalAt('', -1, first!, firstAt), decimalAt('', -1, second!, m.index + m[0].lastIndexOf(second!)));
  }
  for (const m of text.matchAll(COLON_DMS)) {
    const { deg, min, sec } = m.groups!;
    const seconds = Number(sec!.replace(',', '.'));
    if (Number(min) >= 60 || seconds >= 60) continue;
    found.push({
      index: m.index,
      end: m.index + m[0].length,
      pre: undefined,
      preIndex: -1,
      degrees: deg!,
      minutes: String(Number(min) + seconds / 60),
      hasSymbol: true,
    });
  }
  for (const m of text.matchAll(DMS)) {
    const { pre, sign, deg, min, mark, sec } = m.groups!;
    const minutes = Number(min) + Number(sec!.replace(',', '.')) / 60;
    if (Number(min) >= 60 || Number(sec!.replace(',', '.')) >= 60) continue;
    found.push({
      index: m.index,
      end: m.index + m[0].length,
      pre,
      preIndex: pre ? m.index : -1,
      degrees: deg!,
      minutes: String(minutes),
      hasSymbol: true,
      negative: Boolean(sign),
      dash: /\s$/.test(sign ?? ''),
      ...(mark === '°' && { misread: true }),
    });
  }
  for (const m of text.matchAll(DECIMAL)) {
    const end = m.index + m[0].length;
    if (overlaps(m.index, end)) continue;
    const { pre, sign, deg, symbol } = m.groups!;
    const value = Number(deg!.replace(',', '.'));
    const whole = Math.floor(value);
    found.push({
      index: m.index,
      end,
      pre,
      preIndex: pre ? m.index : -1,
      degrees: String(whole),
      minutes: String((value - whole) * 60),
      hasSymbol: Boolean(symbol),
      negative: sign?.startsWith('-'),
      dash: /^-\s$/.test(sign ?? ''),
      signed: Boolean(sign),
      decimal: true,
      precision: `° ${deg!.length - deg!.search(/[.,]/) - 1}`,
      // "11.2289%4" for "11.228904": the number goes on behind a misread digit (decision 0816).
      ...(/^[%§$#@?!][0-9]/.test(text.slice(end)) && { misread: true }),
    });
  }
  for (const m of text.matchAll(WITH_SEPARATOR)) {
    const { pre, deg, sep, min } = m.groups!;
    if (overlaps(m.index, m.index + m[0].length)) continue;
    found.push({
      index: m.index!,
      end: m.index! + m[0].length,
      pre,
      preIndex: pre ? m.index! : -1,
      degrees: deg!,
      minutes: min!.replace(' ', ''),
      hasSymbol: /[°o*"'?]/.test(sep!),
      precision: `' ${min!.replace(' ', '').length - min!.search(/[.,]/) - 1}`,
    });
  }
  for (const m of text.matchAll(RUN_TOGETHER)) {
    const end = m.index! + m[0].length;
    if (overlaps(m.index!, end)) continue;
    const { pre, run, frac } = m.groups!;
    found.push({
      index: m.index!,
      end,
      pre,
      preIndex: pre ? m.index! : -1,
      degrees: run!.slice(0, -2),
      minutes: `${run!.slice(-2)}.${frac}`,
      hasSymbol: false,
    });
  }
  for (const m of text.matchAll(POINT_LOST)) {
    const end = m.index! + m[0].length;
    if (overlaps(m.index!, end)) continue;
    const { pre, deg, mm, frac } = m.groups!;
    found.push({
      index: m.index!,
      end,
      pre,
      preIndex: pre ? m.index! : -1,
      degrees: deg!,
      minutes: `${mm}.${frac}`,
      hasSymbol: true,
    });
  }
  return found.sort((a, b) => a.index - b.index);
};

type Reading = {
  axis: Axis | null;
  fromLetter: boolean;
  letter?: string;
  sign: 1 | -1;
  degrees: string;
  minutes: number;
  index: number;
  end: number;
  precision?: string;
  misread?: boolean;
};

const readingsOf = (text: string): Reading[] => {
  const readings: Reading[] = [];
  let consumedLetter = -1;
  /** Positions read so far under a pair label ("Lat/Lon"), per line start. */
  const pairs = new Map<number, number>();
  for (const match of matchesOf(text)) {
    // A letter already used as the previous position's suffix is not this one's prefix.
    let letter = match.preIndex !== consumedLetter ? match.pre : undefined;
    if (letter && isNumberedLabel(text, match.preIndex)) letter = undefined;
    let end = match.end;
    let letterAfter = false;
    if (!letter) {
      const post = POST_LETTER.exec(text.slice(match.end));
      if (post) {
        letterAfter = true;
        letter = post[1]!;
        end = match.end + post[0].length;
        consumedLetter = end - letter.length;
      }
    }
    const line = lineAt(text, match.index);
    const lineStart = text.lastIndexOf('\n', match.index - 1) + 1;
    const named = labelAxisOf(line, text, match.index);
    let labelAxis: Axis | null = named === 'pair' || named === 'lonFirst' ? null : named;
    if (named === 'pair' || named === 'lonFirst') {
      const count = pairs.get(lineStart) ?? 0;
      pairs.set(lineStart, count + 1);
      const order: Axis[] = named === 'pair' ? ['lat', 'lng'] : ['lng', 'lat'];
      labelAxis = order[count] ?? null;
    }
    // "Longhitud 11.57182° S": a letter after the number naming the other axis than the line's only
    // word, its label, is another language's word — the Filipino S (silangan, east; decision 0819).
    const letterNamed = axisOfLetter(letter).axis;
    if (
      letterAfter &&
      named !== 'pair' &&
      labelAxis !== null &&
      letterNamed !== null &&
      letterNamed !== labelAxis &&
      /^\s*\p{L}+\s*[:=]?\s*$/u.test(text.slice(lineStart, match.index))
    )
      letter = undefined;
    const { axis: letterAxis, sign: letterSign } = axisOfLetter(letter);
    const axis = letterAxis ?? labelAxis;
    // Neither letter, label nor a real degree sign, on a line of another quantity's values
    // ("Setzungen s1/s2/s3 53 * 0,407 / 0,393 mm", "s3" read as 53 and "*" as a degree sign): a
    // settlement is never a position (decision 0747). "+50.95692°" beside a column of settlements is.
    if (!axis && !text.slice(match.index, match.end).includes('°') && OTHER_QUANTITY_UNIT.test(line)) continue;
    // Without a letter, a label or a degree sign, "12345.67" is just a number.
    if (!axis && !match.hasSymbol) continue;
    if (elsewhere(text, match.index)) continue;
    // A minus before a position that also has a letter would say the hemisphere twice; a dash
    // between blanks only separates it from the one before ("53°18'14,2\" N - 10°10'16,0\" E").
    if (match.negative && letter && !match.dash) continue;
    const sign = match.negative && !letter ? -1 : letterSign;
    const minutes = Number(match.minutes.replace(',', '.'));
    if (!(minutes < 60)) continue;
    readings.push({
      axis,
      fromLetter: letterAxis !== null,
      letter,
      sign,
      degrees: match.degrees,
      minutes,
      index: match.index,
      end,
      precision: match.precision,
      misread: match.misread,
    });
  }
  // "É 48° 42,972' K 9° 23,381'" with the accent lost: an "E" before a Hungarian "K" (kelet, east)
  // on its line is the É (észak, north), not a second east.
  for (const reading of readings) {
    const kelet = readings.some(
      (other) =>
        other.letter === 'K' && other.index > reading.index && !text.slice(reading.index, other.index).includes('\n'),
    );
    if (reading.letter === 'E' && kelet) reading.axis = 'lat';
  }
  return readings;
};

/**
 * Degrees text → number within the axis limit, undoing the misreadings seen on blurred photos:
 * a trailing 0 that was the degree sign ("520" → 52), a stray character before a zero-padded
 * longitude ("8013" → 013), and the padding zero read as 8 or 9 ("913" → 013).
 */
const degreesFor = (axis: Axis, text: string): number | null => {
  const limit = axis === 'lat' ? 90 : 180;
  const maxDigits = axis === 'lat' ? 2 : 3;
  const candidates = [text];
  if (text.length > maxDigits && text.endsWith('0')) candidates.push(text.slice(0, -1));
  if (axis === 'lng' && text.length === 4 && text[1] === '0') candidates.push(text.slice(1));
  if (axis === 'lng' && text.length === 3 && /^[89]/.test(text)) candidates.push(`0${text.slice(1)}`);
  for (const candidate of candidates) {
    const value = Number(candidate);
    if (candidate.length <= maxDigits && value <= limit) return value;
  }
  return null;
};

/** The form takes minutes with at most 4 decimals (0 to 59.9999); OCR sometimes adds a digit. */
const roundMinutes = (minutes: number) => Math.round(minutes * 10_000) / 10_000;

/** A geodetic datum's number ("WGS 84 52.10310 N") is never a position's degrees: masked, same length. */
const withoutDatum = (text: string) => text.replace(/(?<![A-Za-z])(WGS|ETRS)([ \t]?)(84|89)(?![0-9])/gi, '$1$2##');

/**
 * A position in whole 10⁻⁷ degrees, as Bluetooth and GNSS chips send it ("lat_e7 = 539366925", the underscore normalised to a blank;
 * decision 0822): written as decimal degrees, same length (the "_e7" gives the decimal point room).
 */
const withE7AsDegrees = (text: string) =>
  text.replace(
    /(?<![A-Za-z])(lat|lon|lng)([_ ]?e7)([ \t]?[:=][ \t]?)(-?)(\d{1,3})(\d{7})(?![0-9])/gi,
    (_, label: string, suffix: string, separator: string, sign: string, degrees: string, fraction: string) =>
      `${label}${' '.repeat(suffix.length - 1)}${separator}${sign}${degrees}.${fraction}`,
  );

type FoundPosition = Found<Position> & { precision?: string };

/** A reading as the position of `axis` (signed whole degrees, minutes to 4 decimals), if it can be one. */
const positionOf = (axis: Axis, reading: Reading): Position | null => {
  const degrees = degreesFor(axis, reading.degrees);
  if (degrees === null) return null;
  let minutes = roundMinutes(reading.minutes);
  let whole = degrees;
  // 59.99996' rounds to 60': carry it into the degrees.
  if (minutes >= 60) {
    minutes = 0;
    whole += 1;
  }
  return { degrees: whole === 0 ? 0 : reading.sign * whole, minutes };
};

export const findCoordinates = (text: string): { lat?: Found<Position>; lng?: Found<Position> } => {
  const result: { lat?: FoundPosition; lng?: FoundPosition } = {};
  const readings = readingsOf(withE7AsDegrees(withoutDatum(text)));
  // Hemisphere letters first, then labels; unlabelled positions fill what is left in reading
  // order (lat first).
  const rank = (r: Reading) => (r.fromLetter ? 0 : r.axis ? 1 : 2);
  const ordered = [...readings].sort((a, b) => rank(a) - rank(b) || a.index - b.index);
  for (const reading of ordered) {
    const axis = reading.axis ?? (result.lat === undefined ? 'lat' : result.lng === undefined ? 'lng' : null);
    if (!axis || result[axis] !== undefined) continue;
    const value = positionOf(axis, reading);
    if (!value) continue;
    result[axis] = {
      value,
      spans: [[reading.index, reading.end]],
      precision: reading.precision,
      ...(reading.misread && { doubtful: true }),
    };
  }
  // A device prints both axes of a position in decimal degrees alike: one with a decimal more or
  // less on the same line ("N49.46231 E07.703014" for "E07.70304") has a digit misread, added or
  // lost — the user checks both (decision 0768); in decimal minutes too ("N 48° 11.3359' E 13°
  // 19.692S'", its last digit read as a letter; decision 0812).
  const { lat, lng } = result;
  if (
    lat?.precision !== undefined &&
    lng?.precision !== undefined &&
    lat.precision !== lng.precision &&
    !text
      .slice(Math.min(lat.spans[0]![0], lng.spans[0]![0]), Math.max(lat.spans[0]![1], lng.spans[0]![1]))
      .includes('\n')
  ) {
    lat.doubtful = true;
    lng.doubtful = true;
  }
  for (const found of [lat, lng]) delete found?.precision;
  return oneOfSeveral(text, readings, result);
};

/** A line that names the test (parse-evd.ts) or its point ("Lage Prüfpunkt", "Messpunkt", "MP 115"). */
const namesTestPoint = (line: string) =>
  namesTest(line) || /pr(?:[üu]|ue)fpunkt|messpunkt|(?<!\p{L})mp\s?[0-9]/iu.test(line);

/**
 * A page with two different positions on one axis ("Fundstelle N 50° 27′ 20,3″ …" of a find and
 * "Lage Prüfpunkt N 50° 27′ 14,4″ …" of the test beside it; decision 0845): the one on a line that
 * names the test or its point is the test's when it is the only such; else the first read goes to
 * "bitte prüfen" with the others' lines, never filled silently.
 */
const oneOfSeveral = (
  text: string,
  readings: Reading[],
  result: { lat?: FoundPosition; lng?: FoundPosition },
): { lat?: Found<Position>; lng?: Found<Position> } => {
  for (const axis of ['lat', 'lng'] as const) {
    const found = result[axis];
    if (!found) continue;
    // In the taken one's hemisphere: "S2 0,518" of a settlement column read as a south latitude is no
    // rival of "N 54°07'33.3\"".
    const hemisphere = Math.sign(found.value.degrees) || 1;
    const candidates = readings.filter((reading) => reading.axis === axis && reading.sign === hemisphere);
    const key = (reading: Reading) => JSON.stringify(positionOf(axis, reading));
    if (new Set(candidates.filter((reading) => positionOf(axis, reading)).map(key)).size <= 1) continue;
    const atTest = candidates.filter((reading) => namesTestPoint(lineAt(text, reading.index)));
    const value = atTest[0] && positionOf(axis, atTest[0]);
    if (value && new Set(atTest.map(key)).size === 1) {
      result[axis] = {
        value,
        spans: [[atTest[0]!.index, atTest[0]!.end]],
        ...(atTest[0]!.misread && { doubtful: true }),
      };
      continue;
    }
    found.doubtful = true;
    found.spans = [
      ...found.spans,
      ...candidates.filter((r) => r.index !== found.spans[0]![0]).map((r): Span => [r.index, r.end]),
    ];
  }
  return result;
};

/**
 * Where a position could not be read: the start of the first line labelled with the axis (or with a
 * position's label, for both) that carries digits ("Breite N 15/0 |2|8||9|6|2|", a position in
 * boxes), so the field goes to "bitte prüfen" with that line rather than staying empty (decision 0756).
 */
export const unreadPositionLine = (text: string, axis: Axis): number | undefined => {
  let start = 0;
  for (const line of text.split('\n')) {
    const named = axis === 'lat' ? LAT_LABEL.test(line) : LNG_LABEL.test(line);
    if ((named || PAIR_LABEL.test(line)) && /[0-9].*[0-9]/.test(line)) return start;
    start += line.length + 1;
  }
  return undefined;
};

export const parseCoordinates = (text: string): Coordinates => {
  const { lat, lng } = findCoordinates(text);
  return {
    ...(lat && { latG: lat.value.degrees, latM: lat.value.minutes }),
    ...(lng && { lngG: lng.value.degrees, lngM: lng.value.minutes }),
  };
};
