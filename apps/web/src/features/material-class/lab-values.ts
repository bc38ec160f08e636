// The lab values as typed (German or English decimal text per parameter key) and what they mean
// for the evaluation: field errors for text that is no lab decimal, and the request the domain
// evaluates while typing and the server turns into the evaluation sheet.
import {
  labDecimalMessages,
  materialClassRequestSchema,
  parseLabDecimal,
  type LabTable,
  type MaterialClassRequest,
  type MaterialCode,
  type SingleSubstance,
  type SoilType,
} from '@baustellendoku/domain';

export type LabValues = Record<string, string>;

/** One single substance of a sum parameter (§ 10 (4)): a measured value, or below a limit. */
export type SubstanceRow = { name: string; kind: 'value' | 'detection' | 'quantification'; amount: string };
export type LabSubstances = Record<string, SubstanceRow[]>;

/** What the lab-values entry edits: values per parameter and, for sums, their single substances. */
export type LabEntry = { values: LabValues; substances: LabSubstances };

export type LabReport = LabEntry & {
  material: MaterialCode;
  soilType: SoilType | null;
  freshConcrete: boolean;
};

/** The rows of a sum that count: named, with a readable amount where one is needed. */
export function countedRows(rows: readonly SubstanceRow[] | undefined): SingleSubstance[] {
  return (rows ?? []).flatMap((row): SingleSubstance[] => {
    const name = row.name.trim();
    if (!name) return [];
    if (row.kind === 'detection') return [{ name, below: 'detection' }];
    const amount = parseLabDecimal(row.amount);
    if (!amount.ok) return [];
    return [
      row.kind === 'value'
        ? { name, value: amount.value }
        : { name, below: 'quantification', quantificationLimit: amount.value },
    ];
  });
}

/** German message of a typed value that is not a lab decimal, or null. */
export function labValueError(text: string | undefined): string | null {
  if (text === undefined || text.trim() === '') return null;
  const parsed = parseLabDecimal(text);
  return parsed.ok ? null : labDecimalMessages[parsed.error];
}

/** The request for the typed values (blank and unreadable values left out), or null when there is none. */
export function requestOf(report: LabReport): MaterialClassRequest | null {
  const singleSubstances = Object.fromEntries(
    Object.entries(report.substances)
      .map(([key, rows]) => [key, countedRows(rows)] as const)
      .filter(([, rows]) => rows.length > 0),
  );
  const values = Object.fromEntries(
    Object.entries(report.values).filter(
      ([key, text]) => !(key in singleSubstances) && text.trim() !== '' && labValueError(text) === null,
    ),
  );
  if (Object.keys(values).length === 0 && Object.keys(singleSubstances).length === 0) return null;
  const parsed = materialClassRequestSchema.safeParse({
    material: report.material,
    basis: 'single',
    ...(report.soilType ? { soilType: report.soilType } : {}),
    ...(report.freshConcrete ? { freshConcrete: true } : {}),
    samples: [{ values, ...(Object.keys(singleSubstances).length ? { singleSubstances } : {}) }],
  });
  return parsed.success ? parsed.data : null;
}

/** Parsed table values as the user would type them (decimal comma, no grouping). */
export function mergeTable(values: LabValues, table: LabTable): LabValues {
  const merged = { ...values };
  for (const [key, value] of Object.entries(table.values)) merged[key] = value!.replace('.', ',');
  return merged;
}

/** A lab CSV as text: UTF-8, or Windows-1252 when the file is not valid UTF-8 (many lab exports). */
export async function readLabFile(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
