// GET/POST /project/{projectId}/feature/mounting-documentation (spec part 3 §7).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  mountingFeatureSettingsSchema,
  mountingFeatureViewSchema,
  savedMountingFeatureSchema,
} from '@baustellendoku/domain';
import { guardedAccess, projectGuard, projectIdParams } from '../../plugins/project-route.js';
import { readMountingFeature, saveMountingFeature } from './mounting-feature.service.js';

export async function mountingFeatureRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const manageFeatures = projectGuard(app.db, 'manageProjectFeatures');

  api.get(
    '/project/:projectId/feature/mounting-documentation',
    {
      schema: { params: projectIdParams, response: { 200: mountingFeatureViewSchema } },
      preValidation: manageFeatures,
    },
    async (request) => readMountingFeature(app.db, guardedAccess(request).projectId),
  );

  api.post(
    '/project/:projectId/feature/mounting-documentation',
    {
      schema: {
        params: projectIdParams,
        body: mountingFeatureSettingsSchema,
        response: { 200: savedMountingFeatureSchema },
      },
      preValidation: manageFeatures,
    },
    async (request) => {
      const access = guardedAccess(request);
      const { activated } = await saveMountingFeature(app.db, access, request.body);
      return { ...(await readMountingFeature(app.db, access.projectId)), activated };
    },
  );
}
