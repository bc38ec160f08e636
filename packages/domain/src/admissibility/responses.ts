// Answers of the admissibility and cover-sheet routes (decision 0225): the route's `response`
// schema and the web's type. `satisfies` keeps them equal to the types the rules compute.
import { z } from 'zod';
import { itemsOf, timestampSchema, uploadedFileSchema, userNameSchema } from '../response-parts.js';
import { admissibilityVerdicts, type Admissibility } from './admissibility.js';
import { anlage2Columns } from './anlage2-columns.js';
import type { DeliveryNoteExemption } from './delivery-note-exemption.js';
import type { MaterialMatrix, SiteColumn } from './matrix.js';
import type { SiteConditions } from './site-conditions.js';

const footnoteSchema = z.object({ number: z.number(), text: z.string() });
const columnSchema = z.enum(anlage2Columns);

export const admissibilitySchema = z.object({
  verdict: z.enum(admissibilityVerdicts),
  table: z.number().nullable(),
  column: columnSchema.nullable(),
  footnotes: z.array(footnoteSchema),
  marks: z.array(z.enum(['K', 'M'])),
  reason: z.string(),
}) satisfies z.ZodType<Admissibility>;

/** One Einbauweise of the project with its verdict. */
export const methodVerdictSchema = admissibilitySchema.extend({ mountingMethod: z.string() });
export type MethodVerdict = z.infer<typeof methodVerdictSchema>;

/** GET /project/{projectId}/admissibility?materialClass=… */
export const projectAdmissibilitySchema = itemsOf(methodVerdictSchema);

const siteConditionsSchema = z.object({
  groundwaterCoverLayerSoilType: z.string().nullable(),
  groundwaterCoverLayerThicknessInMeter: z.number().nullable(),
  highestExpectedGroundwaterLevelInMeter: z.number().nullable(),
  waterProtectionArea: z.string().nullable(),
}) satisfies z.ZodType<SiteConditions>;

const siteColumnSchema = z.object({
  kind: z.enum(['column', 'not_admissible', 'not_checkable']),
  column: columnSchema.nullable(),
  label: z.string(),
  reason: z.string(),
}) satisfies z.ZodType<SiteColumn>;

const deliveryNoteExemptionSchema = z.object({
  applies: z.boolean(),
  exemptTotalInTons: z.string(),
  text: z.string().nullable(),
}) satisfies z.ZodType<DeliveryNoteExemption>;

/** GET /project/{projectId}/admissibility/overview: the Einbautabelle page. */
export const admissibilityOverviewSchema = z.object({
  deliveryNoteExemption: deliveryNoteExemptionSchema,
  mountingMethods: z.array(z.string()),
  siteConditions: siteConditionsSchema,
  siteColumns: z.array(z.object({ group: z.string(), result: siteColumnSchema })),
  materials: z.array(
    z.object({ materialClass: z.string(), notAdmissibleAnywhere: z.boolean(), items: z.array(methodVerdictSchema) }),
  ),
});
export type AdmissibilityOverview = z.infer<typeof admissibilityOverviewSchema>;

/** GET /admissibility/matrix: one material over all Einbauweisen and columns. */
export const materialMatrixSchema = z.object({
  materialClass: z.string(),
  table: z.number().nullable(),
  title: z.string().nullable(),
  columns: z.array(columnSchema),
  rows: z.array(
    z.object({ mountingMethod: z.number(), cells: z.array(admissibilitySchema.extend({ column: columnSchema })) }),
  ),
  footnotes: z.array(footnoteSchema),
}) satisfies z.ZodType<MaterialMatrix>;

/** The Deckblatt of § 25 Abs. 3 EBV as last generated. */
export const coverSheetSchema = z.object({
  generatedAt: timestampSchema,
  generatedBy: userNameSchema.nullable(),
  coveredFileCount: z.number(),
  file: uploadedFileSchema,
});
export type CoverSheet = z.infer<typeof coverSheetSchema>;
/** GET and POST /project/{projectId}/ebv-cover-sheet (null before the first generation). */
export const coverSheetAnswerSchema = z.object({ coverSheet: coverSheetSchema.nullable() });
