// GET /project/{projectId}/admissibility?materialClass=… (the project's Einbauweisen),
// GET /project/{projectId}/admissibility/overview (all order materials, the Einbautabelle page),
// GET /admissibility/matrix?materialClass=…&column=… (one material's whole table; law data, any signed-in user),
// GET/POST /project/{projectId}/ebv-cover-sheet (the Deckblatt of § 25 Abs. 3 EBV).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { admissibilityMatrixQuery, materialMatrix, projectAdmissibilityQuery } from '@baustellendoku/domain';
import { notFound } from '../../../lib/errors.js';
import { requireUser } from '../../../plugins/authorize.js';
import { projectAdmissibility, projectAdmissibilityOverview } from './admissibility.service.js';
import { generateCoverSheet, readCoverSheet } from './cover-sheet.service.js';

const params = z.object({ projectId: z.string() });
const projectIdOf = (value: string) => {
  if (!z.uuid().safeParse(value).success) throw notFound();
  return value;
};

export async function admissibilityRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/project/:projectId/admissibility',
    { schema: { params, querystring: projectAdmissibilityQuery } },
    async (request) =>
      projectAdmissibility(app.db, request, projectIdOf(request.params.projectId), request.query.materialClass),
  );

  api.get('/project/:projectId/admissibility/overview', { schema: { params } }, async (request) =>
    projectAdmissibilityOverview(app.db, request, projectIdOf(request.params.projectId)),
  );

  api.get('/project/:projectId/ebv-cover-sheet', { schema: { params } }, async (request) =>
    readCoverSheet(app.db, request, projectIdOf(request.params.projectId)),
  );

  api.post('/project/:projectId/ebv-cover-sheet', { schema: { params } }, async (request, reply) => {
    const projectId = projectIdOf(request.params.projectId);
    await generateCoverSheet(app.db, app.storage, request, projectId);
    return reply.code(201).send(await readCoverSheet(app.db, request, projectId));
  });

  api.get('/admissibility/matrix', { schema: { querystring: admissibilityMatrixQuery } }, async (request) => {
    requireUser(request);
    const { materialClass, column } = request.query;
    return materialMatrix(materialClass, column ? [column] : undefined);
  });
}
