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

/**
 * One page of entries (spec: `{items[]}`). The server no longer counts all entries for a page
 * (issue "Years of data", decision 0371): a screen asks for limit+1 to learn whether there is more.
 * `total` stays optional for clients that still read it.
 */
export const historyPageSchema = z.object({ items: z.array(historyEntrySchema), total: z.number().optional() });
export type HistoryPage = z.infer<typeof historyPageSchema>;
