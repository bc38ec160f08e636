// Which Einbautabelle of EBV Anlage 2 governs which material class, and the classes the law
// treats on their own (class-0 soil, materials outside the EBV). Values are those of the option
// list orderMaterialClass plus the slags and ashes of Tabellen 13–27, which orders do not offer.

/** Material classes with a table: value → [table, short code]. */
const tableMaterials = {
  rc_1: [1, 'RC-1'],
  rc_2: [2, 'RC-2'],
  rc_3: [3, 'RC-3'],
  zm: [4, 'ZM'],
  bm_0_star: [5, 'BM-0*'],
  bm_f0_star: [5, 'BM-F0*'],
  bg_0_star: [5, 'BG-0*'],
  bg_f0_star: [5, 'BG-F0*'],
  bm_f1: [6, 'BM-F1'],
  bg_f1: [6, 'BG-F1'],
  bm_f2: [7, 'BM-F2'],
  bg_f2: [7, 'BG-F2'],
  bm_f3: [8, 'BM-F3'],
  bg_f3: [8, 'BG-F3'],
  gs_0: [9, 'GS-0'],
  gs_1: [10, 'GS-1'],
  gs_2: [11, 'GS-2'],
  gs_3: [12, 'GS-3'],
  hos_1: [13, 'HOS-1'],
  hos_2: [14, 'HOS-2'],
  hs: [15, 'HS'],
  sws_1: [16, 'SWS-1'],
  sws_2: [17, 'SWS-2'],
  gkos: [18, 'GKOS'],
  cum_1: [19, 'CUM-1'],
  cum_2: [20, 'CUM-2'],
  grs: [21, 'GRS'],
  skg: [22, 'SKG'],
  ska: [23, 'SKA'],
  sfa: [24, 'SFA'],
  bfa: [25, 'BFA'],
  hmva_1: [26, 'HMVA-1'],
  hmva_2: [27, 'HMVA-2'],
} as const satisfies Record<string, readonly [number, string]>;
export type TableMaterialClass = keyof typeof tableMaterials;

/** Class-0 soil and dredged material: admissible in every Einbauweise (§ 19 Abs. 2 Nr. 2 EBV). */
const classZeroMaterials = { bm_0_sand: 'BM-0', bm_0_lehm_schluff: 'BM-0', bm_0_ton: 'BM-0', bg_0: 'BG-0' } as const;

/** Materials the Einbautabellen do not cover, with the verdict and reason they get instead. */
const materialsOutsideTables = {
  primaer: {
    verdict: 'admissible',
    reason:
      'Primärbaustoff (natürliche Gesteinskörnung): kein mineralischer Ersatzbaustoff im Sinne der EBV, die Einbautabellen der Anlage 2 gelten nicht. Vorgaben einer Schutzgebietsverordnung bleiben zu beachten.',
  },
  oberboden_bbodschv: {
    verdict: 'not_checkable',
    reason:
      'Bodenmaterial für eine durchwurzelbare Bodenschicht richtet sich nach § 7 BBodSchV, nicht nach den Einbautabellen der EBV. Für den Einbau in ein technisches Bauwerk muss es nach EBV klassifiziert sein (BM-0 bis BM-F3).',
  },
  verfuellung_bbodschv_anl1_tab4: {
    verdict: 'not_checkable',
    reason:
      'Bodenmaterial für Verfüllungen richtet sich nach § 8 BBodSchV, nicht nach den Einbautabellen der EBV. Für den Einbau in ein technisches Bauwerk muss es nach EBV klassifiziert sein (BM-0 bis BM-F3).',
  },
  gemisch: {
    verdict: 'not_checkable',
    reason:
      'Gemisch: zulässig ist nur eine Einbauweise, die für jeden enthaltenen Ersatzbaustoff nach Anlage 2 zulässig ist (§ 19 Abs. 3 EBV). Bitte die Komponenten einzeln prüfen.',
  },
  laga_z0: { verdict: 'not_checkable', reason: lagaReason('Z0') },
  laga_z0_star: { verdict: 'not_checkable', reason: lagaReason('Z0*') },
  laga_z1_1: { verdict: 'not_checkable', reason: lagaReason('Z1.1') },
  laga_z1_2: { verdict: 'not_checkable', reason: lagaReason('Z1.2') },
  laga_z2: { verdict: 'not_checkable', reason: lagaReason('Z2') },
  laga_gt_z2: {
    verdict: 'not_admissible',
    reason:
      'Material > Z2 (LAGA M 20) überschreitet auch die höchsten Zuordnungswerte und ist nicht verwertbar; ein Einbau in technische Bauwerke ist unzulässig.',
  },
} as const;

function lagaReason(value: string) {
  return `${value} (LAGA M 20) ist ein Altbestandswert: seit dem 01.08.2023 gilt für technische Bauwerke die EBV. Ohne Einstufung in eine Materialklasse der EBV (Anlage 1) ist die Zulässigkeit nicht prüfbar.`;
}

/** § 19 Abs. 8 EBV: for these the unfavourable configuration starts at 0,1 m, for all others at 0,5 m. */
const shortSeepageCodes = new Set([
  'RC-1',
  'BM-0*',
  'BM-F0*',
  'BM-F1',
  'BG-0*',
  'BG-F0*',
  'BG-F1',
  'GS-0',
  'GS-1',
  'SWS-1',
  'CUM-1',
  'HOS-1',
  'HS',
  'SKG',
]);

/** § 19 Abs. 6 Satz 2 EBV: the only materials allowed in zone II (besides mixtures of them). */
const zoneTwoCodes = new Set(['BM-0', 'BG-0', 'SKG', 'GS-0']);

export type MaterialRule =
  | { kind: 'table'; code: string; table: number; minimumSeepageInMeter: number; allowedInZoneTwo: boolean }
  | { kind: 'class_zero'; code: string }
  | {
      kind: 'outside_tables';
      verdict: 'admissible' | 'not_checkable' | 'not_admissible';
      reason: string;
    };

export const admissibilityMaterialClasses = [
  ...Object.keys(classZeroMaterials),
  ...Object.keys(tableMaterials),
  ...Object.keys(materialsOutsideTables),
] as readonly string[];

export const isAdmissibilityMaterialClass = (value: string) => admissibilityMaterialClasses.includes(value);

const has = <T extends object>(record: T, key: string): key is Extract<keyof T, string> =>
  Object.prototype.hasOwnProperty.call(record, key);

export function materialRuleOf(materialClass: string): MaterialRule {
  if (has(tableMaterials, materialClass)) {
    const [table, code] = tableMaterials[materialClass];
    return {
      kind: 'table',
      code,
      table,
      minimumSeepageInMeter: shortSeepageCodes.has(code) ? 0.1 : 0.5,
      allowedInZoneTwo: zoneTwoCodes.has(code),
    };
  }
  if (has(classZeroMaterials, materialClass)) return { kind: 'class_zero', code: classZeroMaterials[materialClass] };
  if (has(materialsOutsideTables, materialClass))
    return { kind: 'outside_tables', ...materialsOutsideTables[materialClass] };
  throw new Error(`Unbekannte Materialklasse: ${materialClass}`);
}

/** Material classes of one table, e.g. Tabelle 5 → BM-0*, BM-F0*, BG-0*, BG-F0*. */
export const materialClassesOfTable = (table: number): TableMaterialClass[] =>
  (Object.keys(tableMaterials) as TableMaterialClass[]).filter((value) => tableMaterials[value][0] === table);

export const materialCodeOf = (materialClass: TableMaterialClass) => tableMaterials[materialClass][1];
