// GET /project/{projectId}/admissibility?materialClass=… (the project's Einbauweisen),
// GET /project/{projectId}/admissibility/overview (all order materials, the Einbautabelle page),
// GET /admissibility/matrix?materialClass=…&column=… (one material's whole table; law data, any signed-in user),
// GET/POST /project/{projectId}/ebv-cover-sheet (the Deckblatt of § 25 Abs. 3 EBV),
// GET /project/{projectId}/installed-material.geojson and .csv (the register export, decision 0621).
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  admissibilityMatrixQuery,
  admissibilityOverviewSchema,
  coverSheetAnswerSchema,
  installedMaterialCollectionSchema,
  installedMaterialCsv,
  materialMatrix,
  materialMatrixSchema,
  projectAdmissibilityQuery,
  projectAdmissibilitySchema,
  type RuleName,
} from '@baustellendoku/domain';
import { fromParam, projectIdParams } from '../../platform/access/index.js';
import { projectAdmissibility, projectAdmissibilityOverview } from './admissibility.service.js';
import { generateCoverSheet, readCoverSheet } from './cover-sheet.service.js';
import { loadInstalledMaterial } from './installed-material.service.js';

export async function admissibilityRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const guard = (rule: RuleName): FastifyContextConfig => ({ access: { rule, project: fromParam() } });

  api.get(
    '/project/:projectId/admissibility',
    {
      schema: {
        params: projectIdParams,
        querystring: projectAdmissibilityQuery,
        response: { 200: projectAdmissibilitySchema },
      },
      config: guard('accessOrders'),
    },
    async (request) => projectAdmissibility(app.db, request.params.projectId, request.query.materialClass),
  );

  api.get(
    '/project/:projectId/admissibility/overview',
    {
      schema: { params: projectIdParams, response: { 200: admissibilityOverviewSchema } },
      config: guard('accessOrders'),
    },
    async (request) => projectAdmissibilityOverview(app.db, request.params.projectId),
  );

  api.get(
    '/project/:projectId/ebv-cover-sheet',
    {
      schema: { params: projectIdParams, response: { 200: coverSheetAnswerSchema } },
      config: guard('accessOrders'),
    },
    async (request) => readCoverSheet(app.db, request.params.projectId),
  );

  api.post(
    '/project/:projectId/ebv-cover-sheet',
    {
      schema: { params: projectIdParams, response: { 201: coverSheetAnswerSchema } },
      config: guard('generateEbvDocuments'),
    },
    async (request, reply) => {
      await generateCoverSheet(app.db, app.storage, request.access.project);
      return reply.code(201).send(await readCoverSheet(app.db, request.params.projectId));
    },
  );

  api.get(
    '/project/:projectId/installed-material.geojson',
    {
      schema: { params: projectIdParams, response: { 200: installedMaterialCollectionSchema } },
      config: guard('accessOrders'),
    },
    async (request, reply) => {
      reply.type('application/geo+json; charset=utf-8');
      return loadInstalledMaterial(app.db, request.params.projectId);
    },
  );

  api.get(
    '/project/:projectId/installed-material.csv',
    { schema: { params: projectIdParams }, config: guard('accessOrders') },
    async (request, reply) => {
      const csv = installedMaterialCsv(await loadInstalledMaterial(app.db, request.params.projectId));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="eingebaute-ersatzbaustoffe.csv"')
        .send(csv);
    },
  );

  api.get(
    '/admissibility/matrix',
    {
      schema: { querystring: admissibilityMatrixQuery, response: { 200: materialMatrixSchema } },
      config: { access: 'signedIn' },
    },
    async (request) => {
      const { materialClass, column } = request.query;
      return materialMatrix(materialClass, column ? [column] : undefined);
    },
  );
}
