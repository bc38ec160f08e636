// GET /dynamic-load-analysis/points and /static-load-analysis/points (decision 0381): every test of
// a project as a map marker with what its popup shows (spec part 3 §2: Versuch-Nr., Evd or Ev2,
// date and time, creator), without the full records the paged list answers.
import { z } from 'zod';
import { itemsOf, timestampSchema } from '../response-parts.js';
import { verdictResults } from './compaction/verdict.js';

export const loadTestPointSchema = z.object({
  id: z.string(),
  number: z.number(),
  lat: z.number(),
  lng: z.number(),
  /** Evd (dynamic) or Ev2 (static) in MN/m². */
  value: z.number(),
  analysedAt: timestampSchema,
  /** The creator's name; null when unknown. */
  creator: z.string().nullable(),
  /** The verdict against the layer's requirement (issue 37): the marker's colour. */
  verdict: z.enum(verdictResults),
});
export type LoadTestPoint = z.infer<typeof loadTestPointSchema>;
export const loadTestPointListSchema = itemsOf(loadTestPointSchema);
