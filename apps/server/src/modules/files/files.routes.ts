import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiMessages, uploadedFileSchema } from '@baustellendoku/domain';
import { notFound } from '../../lib/errors.js';
import { filePartOf } from '../../lib/file-part.js';
import { pathId } from '../../platform/access/index.js';
import { findReadableFile, MAX_FILE_BYTES, sendStoredFile, storeUpload } from './files.service.js';

/**
 * Upload kinds beyond the default (PDF, PNG, JPEG). `image` is for photos and device printouts,
 * e.g. the result image of a dynamic plate load test, which may be a GIF (spec part 3 §5).
 */
export const uploadKinds = {
  image: {
    allowed: ['image/png', 'image/jpeg', 'image/gif'],
    message: 'Dieser Dateityp ist nicht erlaubt. Erlaubt sind JPEG, PNG und GIF.',
  },
} as const;

export async function filesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  const uploadQuery = z.object({ kind: z.enum(['image'], { error: apiMessages.unsupportedMediaType }).optional() });

  api.post(
    '/file',
    {
      // multipart/form-data with the field `file` (documented in the OpenAPI document).
      schema: { querystring: uploadQuery, consumes: ['multipart/form-data'], response: { 201: uploadedFileSchema } },
      config: { access: 'signedIn' },
    },
    async (request, reply) => {
      const user = request.access.user;
      const kind = request.query.kind ? uploadKinds[request.query.kind] : undefined;
      const part = await filePartOf(request, MAX_FILE_BYTES);
      const upload = { fileName: part.filename, stream: part.file };
      const file = kind
        ? await storeUpload(app.db, app.storage, user, upload, kind.allowed, kind.message)
        : await storeUpload(app.db, app.storage, user, upload);
      return reply.code(201).send(file);
    },
  );

  api.get(
    '/file/:fileId',
    {
      schema: {
        params: z.object({ fileId: pathId }),
        querystring: z.object({ download: z.string().optional() }),
        produces: ['application/pdf', 'application/xml', 'image/png', 'image/jpeg'],
      },
      config: { access: 'signedIn' },
    },
    async (request, reply) => {
      const user = request.access.user;
      const file = await findReadableFile(app.db, user, request.params.fileId);
      if (!file) throw notFound();
      return sendStoredFile(reply, app.storage, file, request.query.download ? 'attachment' : 'inline');
    },
  );
}
