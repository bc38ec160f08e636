// Test lots API (issue 37 item 3, decision 0670): everybody who sees the load tests reads the lots
// and their report; the appraisers who set the requirements form, change and delete lots.
// Another project's lot is 404.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  compactionLotInputSchema,
  compactionLotListSchema,
  compactionLotViewSchema,
  lotFieldListSchema,
  lotFieldsQuerySchema,
} from '@baustellendoku/domain';
import { pathId, projectIdParams } from '../../../platform/access/index.js';
import { manageCompaction, readCompaction } from './compaction-access.js';
import { contentDisposition } from '../../files/files.service.js';
import { createLot, deleteLot, getLot, listLots, lotFields, lotReport, updateLot } from './lots.service.js';

const path = '/project/:projectId/compaction-lots';
const lotParams = z.object({ projectId: pathId, lotId: pathId });

export async function compactionLotsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    path,
    { schema: { params: projectIdParams, response: { 200: compactionLotListSchema } }, config: readCompaction },
    async (request) => ({ items: await listLots(app.db, request.access.project.projectId) }),
  );

  api.post(
    path,
    {
      schema: { params: projectIdParams, body: compactionLotInputSchema, response: { 201: compactionLotViewSchema } },
      config: manageCompaction,
    },
    async (request, reply) => reply.code(201).send(await createLot(app.db, request.access.project, request.body)),
  );

  api.get(
    `${path}/fields`,
    {
      schema: { params: projectIdParams, querystring: lotFieldsQuerySchema, response: { 200: lotFieldListSchema } },
      config: readCompaction,
    },
    async (request) => ({
      items: await lotFields(app.db, request.access.project.projectId, request.query.testKind),
    }),
  );

  api.get(
    `${path}/:lotId`,
    { schema: { params: lotParams, response: { 200: compactionLotViewSchema } }, config: readCompaction },
    async (request) => getLot(app.db, request.access.project.projectId, request.params.lotId),
  );

  api.get(
    `${path}/:lotId/report`,
    { schema: { params: lotParams, produces: ['application/pdf'] }, config: readCompaction },
    async (request, reply) => {
      const { fileName, content } = await lotReport(app.db, request.access.project, request.params.lotId);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition(fileName, 'attachment'))
        .send(content);
    },
  );

  api.put(
    `${path}/:lotId`,
    {
      schema: { params: lotParams, body: compactionLotInputSchema, response: { 200: compactionLotViewSchema } },
      config: manageCompaction,
    },
    async (request) => updateLot(app.db, request.access.project, request.params.lotId, request.body),
  );

  api.delete(`${path}/:lotId`, { schema: { params: lotParams }, config: manageCompaction }, async (request, reply) => {
    await deleteLot(app.db, request.access.project, request.params.lotId);
    return reply.code(204).send();
  });
}
