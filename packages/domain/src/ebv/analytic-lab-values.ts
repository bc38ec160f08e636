// The lab values of a batch analytic (issue 23, decision 0282): an optional addition to the spec's
// analytic form (spec part 2 §5 keeps its fields and rules). The appraiser enters one sample; the
// material follows from the chosen class, the basis from the material (a pile's batches are checks
// of the mobile plant's quality control, § 10 (3); soil is judged alone, § 15), and the earlier
// checks come from the server's records. A class chosen against the computation needs a comment.
import { z } from 'zod';
import { MAX_SERIES, materialClassRequestSchema, type MaterialClassRequest } from '../material-class/schemas.js';
import { classesOf, isSoil, materialCodes, type MaterialCode, type SoilType } from '../material-class/materials.js';
import type { MaterialClassEvaluation } from '../material-class/evaluate.js';
import { isAdmissibilityMaterialClass } from '../admissibility/materials.js';

export const analyticLabMessages = {
  noMaterialValues:
    'Für diese Materialklasse gibt es keine Materialwerte nach Anlage 1 – bitte ohne Laborwerte speichern.',
  deviationCommentRequired: (computed: string) =>
    `Bitte begründen Sie, warum Sie von der berechneten Materialklasse (${computed}) abweichen.`,
} as const;

/** "abweichend von der Berechnung (RC-2)": the words the batch, the history and the sheet use. */
export const deviationText = (computed: string | null) =>
  `abweichend von der Berechnung (${computed ?? 'keine Klasse'})`;

/** The Anlage 1 material and class of an analytic class: rc_2_0_32 → RC, RC-2; bm_f0_star → BM, BM-F0*; zm_0_8 → null. */
export function labClassOf(grainSizeAndQuality: string): { material: MaterialCode; materialClass: string } | null {
  const [family = '', level = '', star] = grainSizeAndQuality.split('_');
  const material = family.toUpperCase() as MaterialCode;
  if (!materialCodes.includes(material)) return null;
  const materialClass = `${material}-${level.toUpperCase()}${star === 'star' ? '*' : ''}`;
  return classesOf(material).includes(materialClass) ? { material, materialClass } : null;
}

/** The class the compliance assistant reads (orderMaterialClass and Anlage 2 names): rc_1_0_32 → rc_1, bm_0 → bm_0_lehm_schluff. */
export function admissibilityClassOf(grainSizeAndQuality: string, soilType: SoilType | null = null): string | null {
  const [family = '', level = ''] = grainSizeAndQuality.split('_');
  const soil = { Sand: 'sand', 'Lehm/Schluff': 'lehm_schluff', Ton: 'ton' }[soilType ?? 'Lehm/Schluff'];
  const candidate =
    family === 'rc'
      ? `rc_${level}`
      : family === 'zm'
        ? 'zm'
        : grainSizeAndQuality === 'bm_0'
          ? `bm_0_${soil}`
          : grainSizeAndQuality;
  return isAdmissibilityMaterialClass(candidate) ? candidate : null;
}

/** The lab values as the analytic form sends them; judged by the calculator's request schema. */
export const analyticLabValuesSchema = z.strictObject({
  soilType: z.unknown().optional(),
  freshConcrete: z.unknown().optional(),
  values: z.record(z.string(), z.unknown()).optional(),
  singleSubstances: z.record(z.string(), z.unknown()).optional(),
});
type AnalyticLabValuesInput = z.output<typeof analyticLabValuesSchema>;

/** One sample as the calculator's request for `material`, with every problem at its `labValues.…` path. */
export function judgeLabValues(labValues: AnalyticLabValuesInput, material: MaterialCode) {
  const parsed = materialClassRequestSchema.safeParse({
    material,
    basis: 'single',
    ...(labValues.soilType == null ? {} : { soilType: labValues.soilType }),
    ...(labValues.freshConcrete == null ? {} : { freshConcrete: labValues.freshConcrete }),
    samples: [
      {
        values: labValues.values ?? {},
        ...(labValues.singleSubstances ? { singleSubstances: labValues.singleSubstances } : {}),
      },
    ],
  });
  if (parsed.success) return { request: parsed.data, issues: [] };
  const issues = parsed.error.issues.map((issue) => {
    const [first, , ...rest] = issue.path;
    const path = first === 'samples' ? rest : issue.path;
    return { path: ['labValues', ...path].map(String), message: issue.message };
  });
  return { request: null, issues };
}

/** One sample of the analytic with the soil type and the fresh-concrete exception, as validated. */
export type AnalyticLabValues = MaterialClassRequest['samples'][number] & {
  soilType?: SoilType;
  freshConcrete?: boolean;
};

/**
 * The request the analytic is evaluated with: a plant's products as a series of the pile's earlier
 * checks (oldest first, at most four) and this one (§ 10 (3); alone it is the first external
 * check), soil and dredged material alone (§ 15).
 */
export function analyticLabRequest(
  material: MaterialCode,
  lab: AnalyticLabValues,
  earlierSamples: readonly MaterialClassRequest['samples'][number][],
): MaterialClassRequest {
  const soil = isSoil(material);
  const { soilType: _soilType, freshConcrete: _freshConcrete, ...sample } = lab;
  return {
    material,
    basis: soil ? 'single' : 'series',
    ...(soil && lab.soilType ? { soilType: lab.soilType } : {}),
    ...(lab.freshConcrete ? { freshConcrete: true } : {}),
    samples: soil ? [sample] : [...earlierSamples.slice(-(MAX_SERIES - 1)), sample],
  };
}

/** The violation when the chosen class is not the computed one and no comment says why, else null. */
export function deviationViolation(
  grainSizeAndQuality: string,
  evaluation: MaterialClassEvaluation | null,
  comment: string | undefined,
): { propertyPath: 'classDeviationComment'; title: string } | null {
  if (!evaluation || !isDeviating(grainSizeAndQuality, evaluation) || comment?.trim()) return null;
  return {
    propertyPath: 'classDeviationComment',
    title: analyticLabMessages.deviationCommentRequired(evaluation.materialClass ?? 'keine Klasse'),
  };
}

export const isDeviating = (grainSizeAndQuality: string, evaluation: MaterialClassEvaluation) =>
  labClassOf(grainSizeAndQuality)?.materialClass !== evaluation.materialClass;
