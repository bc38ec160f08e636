// Recognises the light drop-weight device (leichtes Fallgewichtsgerät) from its printout and
// returns one canonical name, e.g. "Zorn ZFG 3000 GPS", "Terratest 4000 USB", "HMP LFG 4".
import type { Found } from './found-value.js';
import { toDigits } from './ocr-normalize.js';

type DevicePattern = {
  pattern: RegExp;
  name: (match: RegExpMatchArray) => string;
  /** Extra condition on the whole text, for patterns that are ambiguous on their own. */
  requires?: (match: RegExpMatchArray, text: string) => boolean;
};

// Model numbers may come back with look-alike letters ("3OOO"); keep them only if they clean up.
const model = (token: string | undefined) => {
  if (!token) return '';
  const digits = toDigits(token);
  return digits ?? token;
};

/**
 * A model number one misread digit away from exactly one model the maker sells is that model
 * ("4009" → "4000"); anything else stays as read.
 */
const snapToKnown = (read: string, known: readonly string[]) => {
  if (!read || known.includes(read)) return read;
  const near = known.filter(
    (candidate) => candidate.length === read.length && [...candidate].filter((ch, i) => ch !== read[i]).length === 1,
  );
  return near.length === 1 ? near[0]! : read;
};
const ZORN_MODELS = ['2000', '3000', '3.0', '3.1', '02'] as const;
const TERRATEST_MODELS = ['2000', '3000', '4000', '5000', '6000'] as const;

const join = (...parts: (string | undefined)[]) => parts.filter((part) => part && part.trim()).join(' ');
const SUFFIXES: Record<string, string> = {
  GPS: 'GPS',
  '6PS': 'GPS',
  GP5: 'GPS',
  USB: 'USB',
  U5B: 'USB',
  BLU: 'BLU',
  BLUE: 'BLU',
};
const suffix = (value: string | undefined) => (value ? SUFFIXES[value.toUpperCase()] : undefined);

const devices: DevicePattern[] = [
  {
    // Zorn Instruments ZFG 3000 GPS, ZFG 3.0, ZFG 3.1, ZFG 2000, ZFG 02
    pattern:
      /(?<![A-Za-z])Z\s?[FP]\s?[G6](?![A-Za-z])[\s-]*([0-9OolIS]{1,4}(?:[.,][0-9OolIS])?)?(?:\s*(GPS|6PS|GP5))?/i,
    name: (m) => join('Zorn ZFG', snapToKnown(model(m[1]), ZORN_MODELS), suffix(m[2])),
  },
  {
    // TERRATEST 3000 GPS, 4000 USB, 5000 BLU
    pattern: /TERRA\s?TE[S5]T(?:[\s-]*([0-9OolIS]{4}))?(?:\s*(GPS|USB|BLU|U5B|BLUE|6PS|GP5))?/i,
    name: (m) => join('Terratest', snapToKnown(model(m[1]), TERRATEST_MODELS), suffix(m[2])),
  },
  {
    // HMP LFG 4, HMP LFG-Pro, HMP LFG-B, HMP LFG-SW. "LFG" alone is the generic abbreviation of
    // "Leichtes Fallgewichtsgerät", so it names HMP only with a known model or "HMP" before it.
    pattern:
      /(?:HMP[\s-]*(?:[A-Za-zäöü]+\s*\n\s*)?)?(?<![A-Za-z])LF[G6](?![A-Za-z])(?:[\s-]*(4|Pro|B|SW)(?![A-Za-z0-9]))?/i,
    name: (m) => join('HMP LFG', m[1] && (/^pro$/i.test(m[1]) ? 'Pro' : m[1].toUpperCase())),
    requires: (m, text) => m[1] !== undefined || /(?<![A-Za-z])HMP(?![A-Za-z])/.test(text),
  },
  { pattern: /Prima\s*1[0O]{2}/i, name: () => 'Prima 100' },
  { pattern: /Dynatest\s*([0-9OolIS]{4})?/i, name: (m) => join('Dynatest', model(m[1]), 'LWD') },
];

// "Gerät: XYZ-1", "Geräte-Typ: …", "Device: …" — taken verbatim when no known pattern matches.
const LABELLED = /(?:Ger[äa]t(?:e?typ)?|Ger[äa]te-?Typ|Device|Modell|Model)\s*(?:-?Nr\.?)?\s*[:=]\s*([^\n]{2,40})/i;

const spanOf = (match: RegExpMatchArray, group = 0) => {
  const start = match.index! + (group ? match[0].indexOf(match[group]!) : 0);
  return [start, start + match[group]!.length] as const;
};

export const findDeviceName = (text: string): Found<string> | undefined => {
  for (const device of devices) {
    const match = text.match(device.pattern);
    if (match && (device.requires?.(match, text) ?? true))
      return { value: device.name(match).replace(/\s+/g, ' ').trim(), spans: [spanOf(match)] };
  }
  const zorn = text.match(/Z[O0]RN/i);
  if (zorn) return { value: 'Zorn ZFG', spans: [spanOf(zorn)] };
  const labelled = text.match(LABELLED);
  const name = labelled?.[1]?.trim();
  return name && /[A-Za-z]/.test(name) ? { value: name, spans: [spanOf(labelled!, 1)] } : undefined;
};

export const parseDeviceName = (text: string): string | undefined => findDeviceName(text)?.value;

// "Seriennummer: 30417", "Serien-Nr. AB-12", "S/N 4711", "Geräte-Nr.: 0815"; and "Nr. 30417" on the
// line that names the device ("ZFG 3000 GPS  Nr. 30417"): a bare "Nr." elsewhere may count tests.
// Inner dots, dashes and slashes belong to the number ("202.15", "TT5-21884"); a last one does not.
const SERIAL_LABELLED =
  /(?:Seriennummer|Serien-?Nr\.?|Ser\.?-?Nr\.?|S\/N|(?<![A-Za-z])SN|Ger[äa]te?-?Nr\.?)\s*[:.=]?\s*([A-Z0-9](?:[A-Z0-9./-]{0,18}[A-Z0-9])?)(?![A-Za-z0-9])/i;
const SERIAL_ON_DEVICE_LINE = /(?<![A-Za-z])Nr\.?\s*[:.]?\s*([A-Z0-9](?:[A-Z0-9./-]{0,18}[A-Z0-9])?)(?![A-Za-z0-9])/i;

/** The device's serial number where the printout shows one (decision 0680). */
export const findSerialNumber = (text: string): Found<string> | undefined => {
  const labelled = text.match(SERIAL_LABELLED);
  if (labelled) return { value: labelled[1]!, spans: [spanOf(labelled, 1)] };
  const device = findDeviceName(text);
  if (!device) return undefined;
  const [start] = device.spans[0]!;
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const lineEnd = text.indexOf('\n', start);
  const line = text.slice(lineStart, lineEnd === -1 ? undefined : lineEnd);
  const onLine = line.match(SERIAL_ON_DEVICE_LINE);
  if (!onLine) return undefined;
  const at = lineStart + onLine.index! + onLine[0].lastIndexOf(onLine[1]!);
  return { value: onLine[1]!, spans: [[at, at + onLine[1]!.length]] };
};
