// Machine files and suitability proofs (Eignungsnachweise), spec part 1 §2 "Machines", §5.
import { z } from 'zod';
import { messages } from '../messages.js';
import { optionValues } from '../options/index.js';
import { optionalText, oneOf, requiredText } from '../validation.js';
import { fileIdReference } from '../projects/project-schemas.js';

export const machineSchema = z.strictObject({
  name: requiredText(),
  owner: optionalText().transform((value) => value ?? null),
});
export type MachineInput = z.input<typeof machineSchema>;

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

export const addSuitabilityDocumentsSchema = z.strictObject({ documents });
export type AddSuitabilityDocumentsInput = z.input<typeof addSuitabilityDocumentsSchema>;

export type MachineFile = { id: string; fileName: string; url: string };
export type Suitability = { suitabilityId: string; grainSizeAndQuality: string; documents: MachineFile[] };
export type MachineListItem = { machineId: string; name: string; owner: string | null; isSuitableFor: string[] };
export type Machine = MachineListItem & { suitabilities: Suitability[] };

export const machineMessages = {
  alreadyProven: 'Für diese Materialklasse und Körnung liegt bereits ein Eignungsnachweis vor',
} as const;
