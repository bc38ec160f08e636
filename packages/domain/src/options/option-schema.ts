import { z } from 'zod';

export const optionSchema = z.object({ value: z.string(), label: z.string() });
export type Option = z.infer<typeof optionSchema>;
/** GET /options: every list by name (decision 0225). */
export const optionListsSchema = z.record(z.string(), z.array(optionSchema));
