// What a class asks of one sample: the material values of its column in Anlage 1, with the
// footnotes that change a rule applied (table 1 fn. 1, table 3 fn. 3, 4, 6, 7, 8, 12; table 4 for
// soil only where measured, § 14 (1) sentence 4). Values of the sample matter where a footnote
// makes a value conditional (TOC ≥ 0,5 %, solid content above the BM-0 value).
import { compareDecimals } from '../orders/decimal.js';
import {
  C10_C40_KEY,
  classesOf,
  isSoil,
  materialParameters,
  soilColumnOf,
  tableOf,
  type MaterialCode,
  type ParameterKey,
  type SoilType,
} from './materials.js';

export type Requirement = {
  key: ParameterKey;
  /** Orientation values (pH, conductivity; TOC for BM-0/BM-0*) warn but never decide. */
  kind: 'limit' | 'orientation';
  min?: string;
  minExclusive?: boolean;
  max?: string;
  /** Footnote or rule that changed this requirement, stated in the answer. */
  note?: string;
  columnUnconfirmed?: readonly string[];
};

type Cell = {
  raw: string;
  min?: string;
  minExclusive?: boolean;
  max?: string;
  maxTocHigh?: string;
  maxC10C40?: string;
  isLimitValue?: boolean;
  columnUnconfirmed?: readonly string[];
};
type Column = Partial<Record<ParameterKey, Cell>>;
const columnOf = (table: '1' | '2' | '3' | '4', name: string): Column =>
  ((tableOf(table).values as Record<string, Column>)[name] ?? {}) as Column;

/** Table 3 footnote 3: BM-0* eluate values count only where the solid value of BM-0 is exceeded. */
export const eluateConditionalOnSolid: Partial<Record<ParameterKey, ParameterKey>> = {
  arsen_eluat: 'arsen_feststoff',
  blei_eluat: 'blei_feststoff',
  cadmium_eluat: 'cadmium_feststoff',
  chrom_ges_eluat: 'chrom_ges_feststoff',
  kupfer_eluat: 'kupfer_feststoff',
  nickel_eluat: 'nickel_feststoff',
  quecksilber_eluat: 'quecksilber_feststoff',
  thallium_eluat: 'thallium_feststoff',
  zink_eluat: 'zink_feststoff',
  pcb6_pcb118_eluat: 'pcb6_pcb118_feststoff',
  pak15_eluat: 'pak16_feststoff',
  naphthalin_methylnaphthaline_eluat: 'pak16_feststoff',
};

export const ruleTexts = {
  tocBracket: 'Tabelle 3 Fußnote 3: Klammerwerte von BM-0*/BG-0*, da TOC ≥ 0,5 %',
  conditionalEluate: (solid: string) =>
    `Tabelle 3 Fußnote 3: Eluatwert maßgeblich, da der Feststoffwert BM-0 für ${solid} überschritten ist`,
  cadmiumClay: 'Tabelle 3 Fußnote 6: Cadmium 1,5 mg/kg für die Bodenart Ton',
  tocOrientation: 'Tabelle 3 Fußnote 7: TOC ist für BM-0/BM-0* ein Orientierungswert',
  c10c40: 'Tabelle 3 Fußnote 8: Klammerwert begrenzt den Gesamtgehalt C10–C40 (DIN EN 14039)',
  mercuryThallium:
    'Tabelle 3 Fußnote 12: für die F-Klassen zählt bei Hg und Tl der Gesamtgehalt; der Eluatwert von BM-0*/BG-0* ist einzuhalten',
  grsPh: 'Tabelle 1 Fußnote 1: pH-Wert ist bei Gießereirestsand Grenzwert (§ 10 Absatz 5 Satz 3)',
  table4:
    'Tabelle 4: zusätzliche Materialwerte für die gemessenen spezifischen Belastungsparameter (§ 14 Absatz 1 Satz 4)',
} as const;

const exceeds = (value: string | undefined, max: string | undefined) =>
  value !== undefined && max !== undefined && compareDecimals(value, max) > 0;

function fromCell(key: ParameterKey, cell: Cell, kind: Requirement['kind']): Requirement {
  return {
    key,
    kind,
    ...(cell.min !== undefined ? { min: cell.min } : {}),
    ...(cell.minExclusive ? { minExclusive: true } : {}),
    ...(cell.max !== undefined ? { max: cell.max } : {}),
    ...(cell.columnUnconfirmed ? { columnUnconfirmed: cell.columnUnconfirmed } : {}),
  };
}

/** Requirements of table 1 or 2 (industrial by-products, recycled material, track ballast). */
function productRequirements(material: MaterialCode, materialClass: string): Requirement[] {
  const column = columnOf(material === 'GS' ? '2' : '1', materialClass);
  return Object.entries(column).map(([key, cell]) => {
    const parameter = materialParameters[key as ParameterKey];
    const isLimit = !parameter.isOrientation || cell!.isLimitValue === true;
    return {
      ...fromCell(key as ParameterKey, cell!, isLimit ? 'limit' : 'orientation'),
      ...(cell!.isLimitValue ? { note: ruleTexts.grsPh } : {}),
    };
  });
}

/** Requirements of a soil class (table 3, plus table 4 for the F classes where measured). */
function soilRequirements(
  materialClass: string,
  soilType: SoilType,
  values: Readonly<Record<string, string>>,
): Requirement[] {
  const name = soilColumnOf(materialClass, soilType);
  const classZero = columnOf('3', soilColumnOf('BM-0', soilType));
  const isStar = name === 'BM-0*';
  const isF = name.startsWith('BM-F');
  const tocHigh = values.toc_feststoff !== undefined && compareDecimals(values.toc_feststoff, '0.5') >= 0;
  const solidExceedsClassZero = (solid: ParameterKey) => exceeds(values[solid], classZero[solid]?.max);
  const requirements: Requirement[] = [];
  for (const [key, cell] of Object.entries(columnOf('3', name)) as [ParameterKey, Cell][]) {
    const parameter = materialParameters[key];
    const solid = eluateConditionalOnSolid[key];
    if (isStar && solid && !solidExceedsClassZero(solid)) continue;
    const isOrientation = parameter.isOrientation || (key === 'toc_feststoff' && !isF);
    const requirement = fromCell(key, cell, isOrientation ? 'orientation' : 'limit');
    if (isStar && solid) requirement.note = ruleTexts.conditionalEluate(materialParameters[solid].name);
    if (key === 'toc_feststoff' && !isF) requirement.note = ruleTexts.tocOrientation;
    if (cell.maxTocHigh !== undefined && tocHigh) {
      requirement.max = cell.maxTocHigh;
      requirement.note = ruleTexts.tocBracket;
    }
    if (isStar && key === 'cadmium_feststoff' && soilType === 'Ton') {
      requirement.max = '1.5';
      requirement.note = ruleTexts.cadmiumClay;
    }
    requirements.push(requirement);
    if (cell.maxC10C40 !== undefined)
      requirements.push({ key: C10_C40_KEY, kind: 'limit', max: cell.maxC10C40, note: ruleTexts.c10c40 });
  }
  if (isF) {
    const star = columnOf('3', 'BM-0*');
    for (const key of ['quecksilber_eluat', 'thallium_eluat'] as const) {
      const solid = eluateConditionalOnSolid[key]!;
      if (!solidExceedsClassZero(solid)) continue;
      const cell = star[key]!;
      const max = tocHigh && cell.maxTocHigh !== undefined ? cell.maxTocHigh : cell.max!;
      requirements.push({ key, kind: 'limit', max, note: ruleTexts.mercuryThallium });
    }
    for (const [key, cell] of Object.entries(columnOf('4', name)) as [ParameterKey, Cell][]) {
      if (values[key] === undefined || requirements.some((requirement) => requirement.key === key)) continue;
      requirements.push({ ...fromCell(key, cell, 'limit'), note: ruleTexts.table4 });
    }
  }
  return requirements;
}

export function requirementsOf(
  material: MaterialCode,
  materialClass: string,
  soilType: SoilType,
  values: Readonly<Record<string, string>>,
): Requirement[] {
  if (!classesOf(material).includes(materialClass)) throw new Error(`${materialClass} is no class of ${material}`);
  return isSoil(material)
    ? soilRequirements(materialClass, soilType, values)
    : productRequirements(material, materialClass);
}

/** Whether a value meets a requirement (≤ max, ≥ min or > min when exclusive). */
export function meets(value: string, requirement: Requirement): boolean {
  if (requirement.max !== undefined && compareDecimals(value, requirement.max) > 0) return false;
  if (requirement.min !== undefined) {
    const comparison = compareDecimals(value, requirement.min);
    if (requirement.minExclusive ? comparison <= 0 : comparison < 0) return false;
  }
  return true;
}

/** The limit as the law writes it, in plain decimals: "600", "6 – 13", "> 9". */
export function limitText(requirement: Requirement): string {
  const { min, max } = requirement;
  if (min !== undefined && max !== undefined) return `${min} – ${max}`;
  if (min !== undefined) return requirement.minExclusive ? `> ${min}` : `≥ ${min}`;
  return max!;
}
