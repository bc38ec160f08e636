// GET /task/{projectId} (spec part 2 "Open tasks"): the server decides which tasks a user has;
// the web renders them through the task registry.
import { z } from 'zod';
import { itemsOf } from '../response-parts.js';

export const openTaskSchema = z.object({
  type: z.string(),
  count: z.number().optional(),
  variables: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  /** Route of the task's card, or null when the type is unknown. */
  link: z.string().nullable(),
});
export type OpenTask = z.infer<typeof openTaskSchema>;
export const openTaskListSchema = itemsOf(openTaskSchema);
