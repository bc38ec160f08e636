import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { historyPageSchema, messages } from '@baustellendoku/domain';
import { guardedAccess, projectGuard, projectIdParams } from '../../plugins/project-route.js';
import { listHistory } from './history.service.js';

// The spec's clients ask for skip=0&limit=10 (dashboard) and limit=999999 (full page).
const pageQuery = z.object({
  skip: z.coerce
    .number({ error: messages.invalidNumber })
    .int({ error: messages.invalidNumber })
    .min(0, { error: messages.minimum(0) })
    .default(0),
  limit: z.coerce
    .number({ error: messages.invalidNumber })
    .int({ error: messages.invalidNumber })
    .min(1, { error: messages.minimum(1) })
    .max(999_999, { error: messages.maximum(999_999) })
    .default(10),
});

export async function historyRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/history/:projectId',
    {
      schema: { params: projectIdParams, querystring: pageQuery, response: { 200: historyPageSchema } },
      preValidation: projectGuard(app.db, 'accessProject'),
    },
    async (request) => {
      const access = guardedAccess(request);
      return listHistory(app.db, access.projectId, request.query);
    },
  );
}
