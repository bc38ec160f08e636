// GET/POST /project/{projectId}/feature/mounting-documentation (spec part 3 §7).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mountingFeatureSettingsSchema } from '@baustellendoku/domain';
import { notFound } from '../../lib/errors.js';
import { readMountingFeature, saveMountingFeature } from './mounting-feature.service.js';

const params = z.object({ projectId: z.string() });
const projectIdOf = (value: string) => {
  if (!z.uuid().safeParse(value).success) throw notFound();
  return value;
};

export async function mountingFeatureRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/project/:projectId/feature/mounting-documentation', { schema: { params } }, async (request) =>
    readMountingFeature(app.db, request, projectIdOf(request.params.projectId)),
  );

  api.post(
    '/project/:projectId/feature/mounting-documentation',
    { schema: { params, body: mountingFeatureSettingsSchema } },
    async (request) => {
      const projectId = projectIdOf(request.params.projectId);
      const { activated } = await saveMountingFeature(app.db, request, projectId, request.body);
      return { ...(await readMountingFeature(app.db, request, projectId)), activated };
    },
  );
}
