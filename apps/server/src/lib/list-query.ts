// The list query of the spec's project lists (skip=0&limit=999999&projectId=…).
import { z } from 'zod';
import { messages } from '@baustellendoku/domain';

export const projectListQuery = z.object({
  projectId: z.uuid({ error: messages.required }),
  skip: z.coerce.number({ error: messages.invalidNumber }).int().min(0).default(0),
  limit: z.coerce.number({ error: messages.invalidNumber }).int().min(1).max(999999).default(999999),
});
