// The materials § 22 EBV makes notifiable, and the bulk densities that turn their tons into m³
// (the law counts cubic metres, the project records tons). Defaults and their source: decision 0262.
import { optionLabel } from '../options/index.js';
import { materialRuleOf } from './materials.js';

/** § 20 Abs. 1 EBV: the slags and ashes with minimum quantities (Nr. 1 a–c, Nr. 2 a–i). */
export const slagAndAshMaterialClasses = [
  'hmva_2',
  'sws_2',
  'cum_2',
  'bfa',
  'ska',
  'sfa',
  'hmva_1',
  'sws_1',
  'hos_2',
  'cum_1',
  'grs',
  'gkos',
] as const;

/** § 22 Abs. 1 Satz 3 EBV: BG-F3, BM-F3, RC-3. */
export const classThreeNoticeMaterialClasses = ['bg_f3', 'bm_f3', 'rc_3'] as const;

export const noticeVolumeMaterialClasses = [...classThreeNoticeMaterialClasses, ...slagAndAshMaterialClasses] as const;
export type NoticeVolumeMaterialClass = (typeof noticeVolumeMaterialClasses)[number];

export const isNoticeVolumeMaterialClass = (value: string): value is NoticeVolumeMaterialClass =>
  (noticeVolumeMaterialClasses as readonly string[]).includes(value);

/**
 * Default bulk density in t/m³ of the material as installed (compacted), at the lower end of the
 * usual range so the volume is not underestimated (decision 0262). Every class that can become
 * notifiable has one: § 22 Abs. 3 Nr. 5 asks for mass and volume. The project manager adjusts them.
 */
export const defaultBulkDensities = {
  rc_1: '1.8',
  rc_2: '1.8',
  rc_3: '1.8',
  zm: '1.6',
  bm_0_star: '1.8',
  bm_f0_star: '1.8',
  bm_f1: '1.8',
  bm_f2: '1.8',
  bm_f3: '1.8',
  bg_0_star: '1.5',
  bg_f0_star: '1.5',
  bg_f1: '1.5',
  bg_f2: '1.5',
  bg_f3: '1.5',
  gs_1: '1.7',
  gs_2: '1.7',
  gs_3: '1.7',
  hos_1: '1.9',
  hos_2: '1.9',
  hs: '1.1',
  sws_1: '2.4',
  sws_2: '2.4',
  gkos: '1.5',
  cum_1: '2.2',
  cum_2: '2.2',
  grs: '1.5',
  ska: '1.2',
  sfa: '1.2',
  bfa: '1.2',
  hmva_1: '1.6',
  hmva_2: '1.6',
  gemisch: '1.8',
  laga_z0: '1.8',
  laga_z0_star: '1.8',
  laga_z1_1: '1.8',
  laga_z1_2: '1.8',
  laga_z2: '1.8',
  laga_gt_z2: '1.8',
} as const satisfies Record<string, string>;
export type BulkDensityMaterialClass = keyof typeof defaultBulkDensities;
export const bulkDensityMaterialClasses = Object.keys(defaultBulkDensities) as [
  BulkDensityMaterialClass,
  ...BulkDensityMaterialClass[],
];
export const isBulkDensityMaterialClass = (value: string): value is BulkDensityMaterialClass =>
  Object.hasOwn(defaultBulkDensities, value);

/** Bounds a project manager may enter (t/m³): any mineral material lies well inside. */
export const MIN_BULK_DENSITY = '0.5';
export const MAX_BULK_DENSITY = '4';
export const BULK_DENSITY_SCALE = 3;

/**
 * § 22 Abs. 2 with § 19 Abs. 6 Nr. 1–5 EBV: BM-0, BG-0, SKG, GS-0 (and mixtures of only these) need
 * no notice in protection areas. BM-0*, BG-0* and the F classes are not exempt.
 */
const protectionAreaExemptClasses = new Set(['bm_0_sand', 'bm_0_lehm_schluff', 'bm_0_ton', 'bg_0', 'skg', 'gs_0']);
/** Not mineral substitute building materials at all (decision 0260): never notifiable. */
const outsideEbvClasses = new Set(['primaer', 'oberboden_bbodschv', 'verfuellung_bbodschv_anl1_tab4']);

/** A mineral substitute building material of the EBV (or soil under it): not primary material or topsoil. */
export const isEbvMaterialClass = (materialClass: string) => !outsideEbvClasses.has(materialClass);

export const isExemptFromProtectionAreaNotice = (materialClass: string) =>
  protectionAreaExemptClasses.has(materialClass) || outsideEbvClasses.has(materialClass);

/**
 * § 22 Abs. 2 EBV names "festgesetzte Wasserschutzgebiete und Heilquellenschutzgebiete": every WSG
 * and HSG value of the option list, not the Wasservorranggebiet (which is no protection area).
 */
export const isDesignatedProtectionArea = (waterProtectionArea: string | null) =>
  Boolean(waterProtectionArea) && /^(wsg|hsg)_/.test(waterProtectionArea ?? '');

/** "RC-3", "BM-0", or the option label for classes without an EBV code. */
export function materialShortName(materialClass: string): string {
  try {
    const rule = materialRuleOf(materialClass);
    if (rule.kind !== 'outside_tables') return rule.code;
  } catch {
    // unknown classes fall through to the label
  }
  return optionLabel('orderMaterialClass', materialClass) ?? materialClass;
}
