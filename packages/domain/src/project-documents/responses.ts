// GET /project-documentation/{projectId} (spec part 3 §3 "Project documentation", §7): every file
// of the project grouped by category; POST …/download answers the ZIP's one-time link.
import { z } from 'zod';
import { timestampSchema, uploadedFileSchema, userNameSchema } from '../response-parts.js';

export const documentFileSchema = z.object({
  id: z.string(),
  label: z.string(),
  createdAt: timestampSchema,
  createdBy: userNameSchema.nullable(),
  contentType: z.string(),
  file: uploadedFileSchema,
});
export type DocumentFileView = z.infer<typeof documentFileSchema>;

export const documentGroupSchema = z.object({
  label: z.string(),
  subCategories: z.array(z.object({ label: z.string(), files: z.array(documentFileSchema) })),
});
export type DocumentGroupView = z.infer<typeof documentGroupSchema>;
export const projectDocumentGroupsSchema = z.array(documentGroupSchema);

export const downloadLinkSchema = z.object({ url: z.string() });
