// Compaction requirements API (issue 37 item 1): everybody who sees the load tests reads the
// project's requirements; appraisers set, change and delete them (`manageCompactionRequirements`).
// Another project's requirement is 404.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  compactionRequirementInputSchema,
  compactionRequirementListSchema,
  compactionRequirementViewSchema,
} from '@baustellendoku/domain';
import { pathId, projectIdParams } from '../../../platform/access/index.js';
import { manageCompaction, readCompaction } from './compaction-access.js';
import { rewriteLayerDocuments } from '../load-test-documents.js';
import { createRequirement, deleteRequirement, listRequirements, updateRequirement } from './requirements.service.js';

const path = '/project/:projectId/compaction-requirements';
const requirementParams = z.object({ projectId: pathId, requirementId: pathId });

export async function compactionRequirementsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // A requirement change writes the protocols of the tests on its layer again (decision 0662).
  const deps = { db: app.db, storage: app.storage, rewrite: rewriteLayerDocuments };

  api.get(
    path,
    { schema: { params: projectIdParams, response: { 200: compactionRequirementListSchema } }, config: readCompaction },
    async (request) => ({ items: await listRequirements(app.db, request.access.project.projectId) }),
  );

  api.post(
    path,
    {
      schema: {
        params: projectIdParams,
        body: compactionRequirementInputSchema,
        response: { 201: compactionRequirementViewSchema },
      },
      config: manageCompaction,
    },
    async (request, reply) => reply.code(201).send(await createRequirement(deps, request.access.project, request.body)),
  );

  api.put(
    `${path}/:requirementId`,
    {
      schema: {
        params: requirementParams,
        body: compactionRequirementInputSchema,
        response: { 200: compactionRequirementViewSchema },
      },
      config: manageCompaction,
    },
    async (request) => updateRequirement(deps, request.access.project, request.params.requirementId, request.body),
  );

  api.delete(
    `${path}/:requirementId`,
    { schema: { params: requirementParams }, config: manageCompaction },
    async (request, reply) => {
      await deleteRequirement(deps, request.access.project, request.params.requirementId);
      return reply.code(204).send();
    },
  );
}
