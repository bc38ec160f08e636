// A lab table pasted from a spreadsheet (tab-separated) or a lab's CSV (semicolon or comma
// separated) read into parameter values: the parameter by its name, key or alias (eluate or solid
// told apart by a word or the unit), the value as German or English decimal, an optional unit
// that must match the parameter's. Every row that cannot be read gets a German message.
import { labDecimalMessages, parseLabDecimal } from './lab-decimal.js';
import { materialParameters, parametersOf, type MaterialCode, type ParameterKey } from './materials.js';

export type LabTableProblem = { line: number; text: string; message: string };
export type LabTable = { values: Partial<Record<ParameterKey, string>>; problems: LabTableProblem[] };

export const labTableMessages = {
  empty: 'Die Tabelle ist leer',
  unknownParameter: (name: string) => `Unbekannter Parameter „${name}“`,
  ambiguous: (name: string) => `„${name}“ ist nicht eindeutig – bitte die Einheit angeben (Eluat oder Feststoff)`,
  noValue: 'Kein Zahlenwert in dieser Zeile',
  belowLimit: 'Wert unter der Nachweis- oder Bestimmungsgrenze: bitte als Zahl eingeben',
  unitMismatch: (expected: string | null, given: string) =>
    `Einheit „${given}“ passt nicht zum Parameter (erwartet: ${expected ?? 'ohne Einheit'})`,
} as const;

const normalize = (text: string) =>
  text
    .toLowerCase()
    .replace(/\([^)]*\)/g, '')
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]/g, '');

const normalizeUnit = (text: string) =>
  text
    .trim()
    .replace(/^\[|\]$/g, '')
    .replace(/^u(?=[gs])/i, 'µ')
    .replace(/^μ/, 'µ')
    .replace(/\s/g, '')
    .toLowerCase();

const knownUnits = new Set(
  Object.values(materialParameters)
    .map((parameter) => parameter.unit)
    .filter((unit): unit is string => unit !== null)
    .map(normalizeUnit),
);
const isUnitCell = (cell: string) => knownUnits.has(normalizeUnit(cell)) || cell.trim() === '-';

function splitLine(line: string, delimiter: string): string[] {
  return line.split(delimiter).map((cell) =>
    cell
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .trim(),
  );
}

function delimiterOf(text: string) {
  if (text.includes('\t')) return '\t';
  if (text.includes(';')) return ';';
  return ',';
}

function candidatesFor(name: string, keys: readonly ParameterKey[]): ParameterKey[] {
  const wanted = normalize(name);
  const mediumWord = /eluat/i.test(name) ? 'eluat' : /feststoff|gesamtgehalt/i.test(name) ? 'feststoff' : null;
  const bare = normalize(name.replace(/\b(im\s+)?(eluat|feststoff)\b/gi, ''));
  return keys.filter((key) => {
    const parameter = materialParameters[key];
    const names = [parameter.name, key, ...parameter.aliases].map(normalize);
    if (names.includes(wanted)) return true;
    return (mediumWord === null || parameter.medium === mediumWord) && names.includes(bare);
  });
}

export function parseLabTable(text: string, material: MaterialCode): LabTable {
  const keys = parametersOf(material, { withTable4: true });
  const lines = text.split(/\r?\n/);
  const delimiter = delimiterOf(text);
  const values: LabTable['values'] = {};
  const problems: LabTableProblem[] = [];
  let rows = 0;
  lines.forEach((raw, index) => {
    if (raw.trim() === '') return;
    const cells = splitLine(raw, delimiter);
    const [name = '', ...rest] = cells;
    const valueCell = rest.find((cell) => cell !== '' && !isUnitCell(cell));
    const unitCell = rest.find((cell) => isUnitCell(cell) && cell !== '-');
    // A header row ("Parameter; Wert; Einheit") carries no number: skipped quietly when it is the first.
    if (rows === 0 && problems.length === 0 && (valueCell === undefined || !/\d/.test(valueCell))) {
      if (candidatesFor(name, keys).length === 0) return;
    }
    rows += 1;
    const problem = (message: string) => problems.push({ line: index + 1, text: raw.trim(), message });
    let candidates = candidatesFor(name, keys);
    if (candidates.length > 1 && unitCell)
      candidates = candidates.filter(
        (key) => normalizeUnit(materialParameters[key].unit ?? '') === normalizeUnit(unitCell),
      );
    if (candidates.length === 0) return problem(labTableMessages.unknownParameter(name));
    if (candidates.length > 1) return problem(labTableMessages.ambiguous(name));
    const key = candidates[0]!;
    const expected = materialParameters[key].unit;
    if (unitCell && normalizeUnit(unitCell) !== normalizeUnit(expected ?? ''))
      return problem(labTableMessages.unitMismatch(expected, unitCell));
    if (valueCell === undefined) return problem(labTableMessages.noValue);
    if (/^[<>≤]/.test(valueCell)) return problem(labTableMessages.belowLimit);
    const parsed = parseLabDecimal(valueCell);
    if (!parsed.ok) return problem(labDecimalMessages[parsed.error]);
    values[key] = parsed.value;
  });
  if (rows === 0 && problems.length === 0) problems.push({ line: 0, text: '', message: labTableMessages.empty });
  return { values, problems };
}
