import { z } from 'zod';
import { messages } from './messages.js';

/** Reference to an uploaded file, as the web sends it after POST /file. */
export const fileReference = z.object({
  id: z.string().uuid({ error: messages.invalidValue }),
  fileName: z.string().optional(),
  url: z.string().optional(),
});
export type FileReference = z.infer<typeof fileReference>;
