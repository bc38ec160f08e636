// The lab values of the analytic form (issue 23, decision 0282): the calculator's entry state, what
// the form sends of it, and the evaluation shown while typing — the same series of the pile's
// earlier checks the server builds (`earlierLabChecks` of the batch) and the same domain function.
import {
  analyticLabRequest,
  evaluateMaterialClass,
  labClassOf,
  type BatchDetail,
  type MaterialClassEvaluation,
  type MaterialClassRequest,
} from '@baustellendoku/domain';
import { countedRows, requestOf, type LabReport, type LabSubstances } from '@/features/material-class';

type Sample = MaterialClassRequest['samples'][number];

/** The entry state of a new analytic, or of the previous one on a re-check (decimal comma as typed). */
export function labReportOf(grainSizeAndQuality: string, batch: BatchDetail): LabReport | null {
  const lab = labClassOf(grainSizeAndQuality);
  if (!lab) return null;
  const previous = batch.analytic?.lab?.request;
  const sample = previous?.samples.at(-1);
  const substances: LabSubstances = Object.fromEntries(
    Object.entries(sample?.singleSubstances ?? {}).map(([key, entries]) => [
      key,
      entries.map((entry) => ({
        name: entry.name,
        kind: entry.below ?? 'value',
        amount: (entry.value ?? entry.quantificationLimit ?? '').replace('.', ','),
      })),
    ]),
  );
  const sums = new Set(Object.keys(substances));
  return {
    material: lab.material,
    soilType: previous?.soilType ?? null,
    freshConcrete: previous?.freshConcrete ?? false,
    values: Object.fromEntries(
      Object.entries(sample?.values ?? {})
        .filter(([key]) => !sums.has(key))
        .map(([key, value]) => [key, value.replace('.', ',')]),
    ),
    substances,
  };
}

/** What the form sends: every typed value as text (the server judges it), or null without any. */
export function labValuesInputOf(report: LabReport | null) {
  if (!report) return null;
  const singleSubstances = Object.fromEntries(
    Object.entries(report.substances)
      .map(([key, rows]) => [key, countedRows(rows)] as const)
      .filter(([, rows]) => rows.length > 0),
  );
  const values = Object.fromEntries(
    Object.entries(report.values)
      .map(([key, text]) => [key, text.trim()] as const)
      .filter(([key, text]) => text !== '' && !(key in singleSubstances)),
  );
  if (Object.keys(values).length === 0 && Object.keys(singleSubstances).length === 0) return null;
  return {
    values,
    ...(Object.keys(singleSubstances).length ? { singleSubstances } : {}),
    ...(report.soilType ? { soilType: report.soilType } : {}),
    ...(report.freshConcrete ? { freshConcrete: true } : {}),
  };
}

/** The evaluation the server will store for the typed values, or null while none can be read. */
export function analyticEvaluation(
  report: LabReport | null,
  earlier: readonly { sample: Sample }[],
): { request: MaterialClassRequest; evaluation: MaterialClassEvaluation } | null {
  const single = report ? requestOf(report) : null;
  if (!report || !single) return null;
  const request = analyticLabRequest(
    report.material,
    {
      ...(single.soilType ? { soilType: single.soilType } : {}),
      ...(single.freshConcrete ? { freshConcrete: true } : {}),
      ...single.samples[0]!,
    },
    earlier.map((check) => check.sample),
  );
  return { request, evaluation: evaluateMaterialClass(request) };
}
