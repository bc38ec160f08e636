// Reads GPS positions in degrees and decimal minutes: "N 52°36.4127'", "52° 36,4127' N",
// "Breite: 52 36.4127", with the degree sign read as o, 0, * or missing. Returns signed degrees
// (S and W negative) and minutes, as the form's latG/latM/lngG/lngM fields take them.

export type Coordinates = { latG?: number; latM?: number; lngG?: number; lngM?: number };

type Axis = 'lat' | 'lng';
type Match = {
  index: number;
  end: number;
  pre?: string;
  preIndex: number;
  degrees: string;
  minutes: string;
  hasSymbol: boolean;
};

const LETTER = '(?<![A-Za-z])(?<pre>[NSEWO]|[05](?= ))(?![A-Za-z])\\s*[:=]?\\s*';
// Degrees, then a degree sign (or a look-alike) or blanks, then minutes with 1–6 decimals.
const WITH_SEPARATOR = new RegExp(
  `(?:${LETTER})?(?<![0-9.,])(?<deg>\\d{1,4})(?<sep>\\s*[°o*"'?]\\s*|\\s+)(?<min>\\d{1,2}[.,]\\d{1,6})(?![0-9])`,
  'g',
);
// Degree sign lost completely: "N 5236.4127" — the last two digits before the point are minutes.
const RUN_TOGETHER = new RegExp(`(?:${LETTER})?(?<![0-9.,])(?<run>\\d{3,6})[.,](?<frac>\\d{1,6})(?![0-9])`, 'g');
// Decimal point of the minutes lost in a blurred photo: "N 52°36 4507'" (only after a degree sign).
const POINT_LOST = new RegExp(
  `(?:${LETTER})?(?<![0-9.,])(?<deg>\\d{1,3})\\s*[°o*]\\s*(?<mm>\\d{2}) (?<frac>\\d{3,6})(?![0-9.,])`,
  'g',
);
// A hemisphere letter after the minutes: "52° 36,4127' N".
const POST_LETTER = /^\s*['"]?\s*([NSEWO])(?![A-Za-z])/;
const LAT_LABEL = /(breite|lat)/i;
const LNG_LABEL = /(l[äa]nge|lon|lng)/i;

const axisOfLetter = (letter: string | undefined): { axis: Axis | null; sign: 1 | -1 } => {
  switch (letter) {
    case 'N':
      return { axis: 'lat', sign: 1 };
    case 'S':
    case '5': // a standalone "5" before a position is an S read as a digit
      return { axis: 'lat', sign: -1 };
    case 'E':
    case 'O': // Ost
    case '0':
      return { axis: 'lng', sign: 1 };
    case 'W':
      return { axis: 'lng', sign: -1 };
    default:
      return { axis: null, sign: 1 };
  }
};

const lineAt = (text: string, index: number) => {
  const start = text.lastIndexOf('\n', index - 1) + 1;
  const end = text.indexOf('\n', index);
  return text.slice(start, end === -1 ? undefined : end);
};

const matchesOf = (text: string): Match[] => {
  const found: Match[] = [];
  const overlaps = (index: number, end: number) => found.some((m) => index < m.end && end > m.index);
  for (const m of text.matchAll(WITH_SEPARATOR)) {
    const { pre, deg, sep, min } = m.groups!;
    found.push({
      index: m.index!,
      end: m.index! + m[0].length,
      pre,
      preIndex: pre ? m.index! : -1,
      degrees: deg!,
      minutes: min!,
      hasSymbol: /[°o*"'?]/.test(sep!),
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

type Reading = { axis: Axis | null; sign: 1 | -1; degrees: string; minutes: number };

const readingsOf = (text: string): Reading[] => {
  const readings: Reading[] = [];
  let consumedLetter = -1;
  for (const match of matchesOf(text)) {
    // A letter already used as the previous position's suffix is not this one's prefix.
    let letter = match.preIndex !== consumedLetter ? match.pre : undefined;
    if (!letter) {
      const post = POST_LETTER.exec(text.slice(match.end));
      if (post) {
        letter = post[1];
        consumedLetter = match.end + post[0].length - 1;
      }
    }
    const { axis: letterAxis, sign } = axisOfLetter(letter);
    const line = lineAt(text, match.index);
    const labelAxis: Axis | null = LAT_LABEL.test(line) ? 'lat' : LNG_LABEL.test(line) ? 'lng' : null;
    const axis = letterAxis ?? labelAxis;
    // Without a letter, a label or a degree sign, "12345.67" is just a number.
    if (!axis && !match.hasSymbol) continue;
    const minutes = Number(match.minutes.replace(',', '.'));
    if (!(roundMinutes(minutes) < 60)) continue;
    readings.push({ axis, sign, degrees: match.degrees, minutes });
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

export const parseCoordinates = (text: string): Coordinates => {
  const result: Coordinates = {};
  const readings = readingsOf(text);
  // Letters and labels first; unlabelled positions fill what is left in reading order (lat first).
  const ordered = [...readings.filter((r) => r.axis), ...readings.filter((r) => !r.axis)];
  for (const reading of ordered) {
    const axis = reading.axis ?? (result.latG === undefined ? 'lat' : result.lngG === undefined ? 'lng' : null);
    if (!axis || (axis === 'lat' ? result.latG : result.lngG) !== undefined) continue;
    const degrees = degreesFor(axis, reading.degrees);
    if (degrees === null) continue;
    const signed = degrees === 0 ? 0 : reading.sign * degrees;
    if (axis === 'lat') {
      result.latG = signed;
      result.latM = roundMinutes(reading.minutes);
    } else {
      result.lngG = signed;
      result.lngM = roundMinutes(reading.minutes);
    }
  }
  return result;
};
