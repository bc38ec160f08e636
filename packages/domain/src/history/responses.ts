// GET /history/{projectId} (spec part 1 §2 "Activity history", §7): entries newest first; the
// web turns type and variables into text and link through the history registry.
import { z } from 'zod';
import { timestampSchema } from '../response-parts.js';

export const historyEntrySchema = z.object({
  historyId: z.string(),
  type: z.string(),
  variables: z.record(z.string(), z.unknown()),
  occurrenceDate: timestampSchema,
  /** A field entry's site time where it differs from the arrival (decision 0390), else absent. */
  recordedAt: timestampSchema.nullable().optional(),
  /** The user who caused the entry, or "System". */
  originator: z.object({ name: z.string() }),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** One page of entries and how many the project has in all. */
export const historyPageSchema = z.object({ items: z.array(historyEntrySchema), total: z.number() });
export type HistoryPage = z.infer<typeof historyPageSchema>;
