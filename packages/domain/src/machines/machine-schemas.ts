// Machine files and suitability proofs (Eignungsnachweise), spec part 1 §2 "Machines", §5.
import { z } from 'zod';
import { messages } from '../messages.js';
import { optionValues } from '../options/index.js';
import { clearableText, oneOf, requiredText } from '../validation.js';
import { fileIdReference } from '../projects/project-schemas.js';
import { itemsOf, uploadedFileSchema } from '../response-parts.js';

export const machineSchema = z.strictObject({
  name: requiredText(),
  owner: clearableText(),
});
export type MachineInput = z.input<typeof machineSchema>;
export type MachineRequest = z.output<typeof machineSchema>;

/** At least one document; duplicates collapse. */
const documents = z
  .array(fileIdReference, { error: messages.atLeastOneDocument })
  .min(1, { error: messages.atLeastOneDocument })
  .max(20, { error: messages.invalidValue })
  .transform((ids) => [...new Set(ids)]);

export const createSuitabilitySchema = z.strictObject({
  grainSizeAndQuality: oneOf(optionValues('grainSizeAndQuality')),
  documents,
});
export type CreateSuitabilityInput = z.input<typeof createSuitabilitySchema>;
export type CreateSuitabilityRequest = z.output<typeof createSuitabilitySchema>;

export const addSuitabilityDocumentsSchema = z.strictObject({ documents });
export type AddSuitabilityDocumentsInput = z.input<typeof addSuitabilityDocumentsSchema>;

// ── Answers (spec part 1 §7): GET /machine, GET/PUT /machine/{id}, the suitability routes ──
export const machineFileSchema = uploadedFileSchema;
export type MachineFile = z.infer<typeof machineFileSchema>;

export const suitabilitySchema = z.object({
  suitabilityId: z.string(),
  grainSizeAndQuality: z.string(),
  documents: z.array(machineFileSchema),
});
export type Suitability = z.infer<typeof suitabilitySchema>;

export const machineListItemSchema = z.object({
  machineId: z.string(),
  name: z.string(),
  owner: z.string().nullable(),
  /** The grain sizes and qualities the machine has a suitability proof for. */
  isSuitableFor: z.array(z.string()),
});
export type MachineListItem = z.infer<typeof machineListItemSchema>;
export const machineListSchema = itemsOf(machineListItemSchema);

export const machineViewSchema = machineListItemSchema.extend({ suitabilities: z.array(suitabilitySchema) });
export type Machine = z.infer<typeof machineViewSchema>;

/** POST /machine: the new machine's id. */
export const createdMachineSchema = z.object({ machineId: z.string() });

export const machineMessages = {
  alreadyProven: 'Für diese Materialklasse und Körnung liegt bereits ein Eignungsnachweis vor',
} as const;
