// The mineral substitute building materials of Anlage 1 ErsatzbaustoffV and their classes, best
// first (§ 11, § 16): the order in which a sample is tried. Soil (BM) and dredged material (BG)
// share the columns of tables 3 and 4; their class-0 column depends on the soil type (footnote 2).
import { materialParameterList, materialValueTables } from './tables.generated.js';

export const materialCodes = [
  'RC',
  'HOS',
  'HS',
  'SWS',
  'GKOS',
  'CUM',
  'GRS',
  'SKG',
  'SKA',
  'SFA',
  'BFA',
  'HMVA',
  'GS',
  'BM',
  'BG',
] as const;
export type MaterialCode = (typeof materialCodes)[number];

export const soilTypes = ['Sand', 'Lehm/Schluff', 'Ton'] as const;
export type SoilType = (typeof soilTypes)[number];

export const materialLabels: Record<MaterialCode, string> = {
  RC: 'Recycling-Baustoff (RC)',
  HOS: 'Hochofenstückschlacke (HOS)',
  HS: 'Hüttensand (HS)',
  SWS: 'Stahlwerksschlacke (SWS)',
  GKOS: 'Gießerei-Kupolofenschlacke (GKOS)',
  CUM: 'Kupferhüttenmaterial (CUM)',
  GRS: 'Gießereirestsand (GRS)',
  SKG: 'Schmelzkammergranulat (SKG)',
  SKA: 'Steinkohlenkesselasche (SKA)',
  SFA: 'Steinkohlenflugasche (SFA)',
  BFA: 'Braunkohlenflugasche (BFA)',
  HMVA: 'Hausmüllverbrennungsasche (HMVA)',
  GS: 'Gleisschotter (GS)',
  BM: 'Bodenmaterial (BM)',
  BG: 'Baggergut (BG)',
};

export type MaterialParameter = (typeof materialParameterList)[number];
export type ParameterKey = MaterialParameter['key'] | typeof C10_C40_KEY;

/**
 * Footnote 8 of table 3: the bracketed hydrocarbon value limits the total content C10–C40, a
 * second measurement next to C10–C22. The transcription keeps it as a bracket of
 * `kohlenwasserstoffe_feststoff`; the API names the measurement with this key.
 */
export const C10_C40_KEY = 'kohlenwasserstoffe_c10_c40_feststoff' as const;

export type ParameterInfo = {
  key: ParameterKey;
  name: string;
  medium: 'eluat' | 'feststoff';
  unit: string | null;
  isSum: boolean;
  isOrientation: boolean;
  aliases: readonly string[];
};

export const materialParameters: Record<ParameterKey, ParameterInfo> = Object.fromEntries([
  ...materialParameterList.map((parameter) => [parameter.key, parameter]),
  [
    C10_C40_KEY,
    {
      key: C10_C40_KEY,
      name: 'Kohlenwasserstoffe C10–C40',
      medium: 'feststoff',
      unit: 'mg/kg',
      isSum: false,
      isOrientation: false,
      aliases: ['Kohlenwasserstoffe, gesamt', 'KW C10-C40', 'MKW C10-C40'],
    },
  ],
]) as Record<ParameterKey, ParameterInfo>;

export const parameterKeys = Object.keys(materialParameters) as ParameterKey[];
export const isParameterKey = (key: string): key is ParameterKey => key in materialParameters;
export const sumParameterKeys = parameterKeys.filter((key) => materialParameters[key].isSum);

export type TableNumber = '1' | '2' | '3' | '4';
export const tableOf = (number: TableNumber) => materialValueTables.find((table) => table.table === number)!;

export const isSoil = (material: MaterialCode) => material === 'BM' || material === 'BG';

/** Classes of a material, best first (table column names for tables 1 and 2, BM/BG names for soil). */
export function classesOf(material: MaterialCode): string[] {
  if (material === 'GS') return [...tableOf('2').classes];
  if (isSoil(material)) return ['0', '0*', 'F0*', 'F1', 'F2', 'F3'].map((suffix) => `${material}-${suffix}`);
  return tableOf('1').classes.filter((name) => name === material || name.startsWith(`${material}-`));
}

/** Column of table 3 (and 4) for a soil class: BG shares the BM columns, class 0 splits by soil type. */
export function soilColumnOf(materialClass: string, soilType: SoilType): string {
  const column = materialClass.replace(/^BG-/, 'BM-');
  return column === 'BM-0' ? `BM-0 ${soilType}` : column;
}

/** Parameters that table 4 adds for soil when there are hints of these pollutants (§ 14 (1) sentence 4). */
export const table4Keys = tableOf('4').parameters as readonly ParameterKey[];

/** Parameters the classes of a material name, in the order of the law's table (for entry forms). */
export function parametersOf(material: MaterialCode, options: { withTable4?: boolean } = {}): ParameterKey[] {
  if (material === 'GS') return [...tableOf('2').parameters];
  if (isSoil(material)) {
    const keys: ParameterKey[] = [...tableOf('3').parameters];
    keys.splice(keys.indexOf('kohlenwasserstoffe_feststoff') + 1, 0, C10_C40_KEY);
    return options.withTable4 ? [...keys, ...table4Keys.filter((key) => !keys.includes(key))] : keys;
  }
  const table = tableOf('1');
  const classes = classesOf(material);
  return table.parameters.filter((key) =>
    classes.some((name) => key in (table.values as Record<string, Record<string, unknown>>)[name]!),
  );
}
