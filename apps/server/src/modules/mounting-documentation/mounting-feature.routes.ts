// GET/POST /project/{projectId}/feature/mounting-documentation (spec part 3 §7).
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  mountingFeatureSettingsSchema,
  mountingFeatureViewSchema,
  savedMountingFeatureSchema,
} from '@baustellendoku/domain';
import { fromParam, projectIdParams } from '../../platform/access/index.js';
import { readMountingFeature, saveMountingFeature } from './mounting-feature.service.js';

export async function mountingFeatureRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const manageFeatures = {
    access: { rule: 'manageProjectFeatures', project: fromParam() },
  } satisfies FastifyContextConfig;

  api.get(
    '/project/:projectId/feature/mounting-documentation',
    {
      schema: { params: projectIdParams, response: { 200: mountingFeatureViewSchema } },
      config: manageFeatures,
    },
    async (request) => readMountingFeature(app.db, request.access.project.projectId),
  );

  api.post(
    '/project/:projectId/feature/mounting-documentation',
    {
      schema: {
        params: projectIdParams,
        body: mountingFeatureSettingsSchema,
        response: { 200: savedMountingFeatureSchema },
      },
      config: manageFeatures,
    },
    async (request) => {
      const access = request.access.project;
      const { activated } = await saveMountingFeature(app.db, access, request.body);
      return { ...(await readMountingFeature(app.db, access.projectId)), activated };
    },
  );
}
