// POST /dynamic-load-analysis/parse-document/{fileId}/{namespace} (spec part 3 §7, §8): reads the
// uploaded result image of a dynamic plate load test and answers the fields it could read,
// {evd, dateTime, deviceName, latG, latM, lngG, lngM}, absent ones omitted, plus `review` (read but
// not taken over: unsure or implausible) and `confidence` (issue 16). With ?projectId= positions are
// checked against where that project's tests lie instead of Germany.
import { buffer } from 'node:stream/consumers';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiMessages,
  PARSE_DOCUMENT_TIMEOUT_MS,
  parseDocumentMessages,
  printoutFieldsSchema,
} from '@baustellendoku/domain';
import { ApiError, notFound, unprocessable } from '../../../lib/errors.js';
import { fromQuery, pathId, type SessionUser } from '../../../platform/access/index.js';
import { findReadableFile } from '../../files/files.service.js';
import { UnsupportedImageError } from './image-format.js';
import { GERMANY, type Area } from './extract-fields.js';
import { createPrintoutReader, PrintoutReadTimeoutError } from './printout-reader.js';
import { projectArea } from './project-area.js';

/** Reads one person may have running or waiting at once (a form sends one per uploaded image). */
export const MAX_PENDING_PER_USER = 2;

const params = z.object({
  fileId: pathId,
  // Names the form that asks (the dynamic test form sends its own); it does not change the result.
  namespace: z.string().max(100),
});
const querystring = z.object({ projectId: z.uuid().optional() });

export async function parseDocumentRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // One reader per app: its worker starts on the first request and stays warm until shutdown.
  const reader = createPrintoutReader();
  app.addHook('onClose', () => reader.close());

  // Recognitions run one at a time; one person must not fill the queue for everyone else.
  const pendingByUser = new Map<string, number>();

  api.post(
    '/dynamic-load-analysis/parse-document/:fileId/:namespace',
    {
      schema: { params, querystring, response: { 200: printoutFieldsSchema } },
      // Without ?projectId= any signed-in user; with it, the project's dynamic tests.
      config: { access: { rule: 'accessDynamicLoadAnalysis', project: fromQuery(), otherwise: 'signedIn' } },
    },
    async (request) => {
      const user = request.access.user;
      const { projectId } = request.query;
      const area = projectId ? await projectArea(app.db, projectId) : GERMANY;
      const pending = pendingByUser.get(user.id) ?? 0;
      if (pending >= MAX_PENDING_PER_USER) throw new ApiError(429, apiMessages.tooManyRequests);
      pendingByUser.set(user.id, pending + 1);
      try {
        return await parseDocument(user, request.params.fileId, area);
      } finally {
        const left = (pendingByUser.get(user.id) ?? 1) - 1;
        if (left > 0) pendingByUser.set(user.id, left);
        else pendingByUser.delete(user.id);
      }
    },
  );

  async function parseDocument(user: SessionUser, fileId: string, area: Area) {
    const file = await findReadableFile(app.db, user, fileId);
    if (!file) throw notFound();
    const image = await buffer(await app.storage.get(file.storageKey));
    try {
      return await reader.read(image, { timeoutMs: PARSE_DOCUMENT_TIMEOUT_MS, area });
    } catch (error) {
      if (error instanceof UnsupportedImageError) {
        throw unprocessable(
          { propertyPath: 'file', title: parseDocumentMessages.failed },
          parseDocumentMessages.failed,
        );
      }
      if (error instanceof PrintoutReadTimeoutError) throw new ApiError(504, parseDocumentMessages.timeout);
      throw error;
    }
  }
}
