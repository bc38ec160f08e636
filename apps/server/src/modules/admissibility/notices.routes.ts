// The notices of § 22 EBV next to the cover sheet (decision 0262):
// GET  /project/{projectId}/ebv-notices                      requirement, densities, both notices
// PUT  /project/{projectId}/ebv-notices/bulk-densities       the project manager's t/m³ per material
// POST /project/{projectId}/ebv-notices/prior-notice         generate the Voranzeige (§ 22 Abs. 3)
// POST /project/{projectId}/ebv-notices/completion-notice    generate the Abschlussanzeige (§ 22 Abs. 4)
// PUT  /project/{projectId}/ebv-notices/{kind}/sent-on       the day it went to the authority
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  bulkDensitiesUpdateSchema,
  ebvNoticePathKinds,
  ebvNoticesSchema,
  noticeSentOnSchema,
  oneOf,
  priorNoticeRequestSchema,
  type RuleName,
} from '@baustellendoku/domain';
import { fromParam, projectIdParams } from '../../platform/access/index.js';
import {
  generateCompletionNotice,
  generatePriorNotice,
  readNotices,
  recordNoticeSentOn,
  updateBulkDensities,
} from './notices.service.js';

const noticeParams = projectIdParams.extend({
  kind: oneOf(Object.keys(ebvNoticePathKinds) as [keyof typeof ebvNoticePathKinds]),
});
const answer = { response: { 200: ebvNoticesSchema } };
const created = { response: { 201: ebvNoticesSchema } };

export async function noticesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const guard = (rule: RuleName): FastifyContextConfig => ({ access: { rule, project: fromParam() } });
  const path = '/project/:projectId/ebv-notices';

  api.get(path, { schema: { params: projectIdParams, ...answer }, config: guard('accessOrders') }, (request) =>
    readNotices(app.db, request.params.projectId),
  );

  api.put(
    `${path}/bulk-densities`,
    {
      schema: { params: projectIdParams, body: bulkDensitiesUpdateSchema, ...answer },
      config: guard('generateEbvDocuments'),
    },
    async (request) => {
      await updateBulkDensities(app.db, request.access.project, request.body.bulkDensities);
      return readNotices(app.db, request.params.projectId);
    },
  );

  api.post(
    `${path}/prior-notice`,
    {
      schema: { params: projectIdParams, body: priorNoticeRequestSchema, ...created },
      config: guard('generateEbvDocuments'),
    },
    async (request, reply) => {
      await generatePriorNotice(
        app.db,
        app.storage,
        request.access.project,
        request.body.coverLayerDescription ?? null,
      );
      return reply.code(201).send(await readNotices(app.db, request.params.projectId));
    },
  );

  api.post(
    `${path}/completion-notice`,
    { schema: { params: projectIdParams, ...created }, config: guard('generateEbvDocuments') },
    async (request, reply) => {
      await generateCompletionNotice(app.db, app.storage, request.access.project);
      return reply.code(201).send(await readNotices(app.db, request.params.projectId));
    },
  );

  api.put(
    `${path}/:kind/sent-on`,
    {
      schema: { params: noticeParams, body: noticeSentOnSchema, ...answer },
      config: guard('generateEbvDocuments'),
    },
    async (request) => {
      const kind = ebvNoticePathKinds[request.params.kind];
      await recordNoticeSentOn(app.db, request.access.project, kind, request.body.sentOn);
      return readNotices(app.db, request.params.projectId);
    },
  );
}
