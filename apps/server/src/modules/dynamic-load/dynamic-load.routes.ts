// Dynamic plate load tests API (spec part 3 §7): validate → authorize (rule table) → service.
// The printout reading route (parse-document) lives in ./ocr (helper module of this area).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dynamicLoadAnalysisCreateSchema,
  dynamicLoadAnalysisUpdateSchema,
  type RuleName,
} from '@baustellendoku/domain';
import { notFound } from '../../lib/errors.js';
import { requireProjectRule } from '../../plugins/authorize.js';
import { projectListQuery as listQuery } from '../../lib/list-query.js';
import { createDynamicLoadAnalysis, updateDynamicLoadAnalysis } from './dynamic-load.service.js';
import {
  dynamicLoadAnalysisViews,
  findDynamicLoadAnalysis,
  listDynamicLoadAnalysisRows,
} from './dynamic-load.views.js';

const params = z.object({ dynamicLoadAnalysisId: z.string() });

export async function dynamicLoadRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db, storage: app.storage };

  /** The test and the caller's access; 404 when unknown or in a project the caller cannot see. */
  async function loadWithRule(request: FastifyRequest, id: string, rule: RuleName) {
    if (!z.uuid().safeParse(id).success) throw notFound();
    const row = await findDynamicLoadAnalysis(app.db, id);
    if (!row) throw notFound();
    const access = await requireProjectRule(app.db, request, row.projectId, rule);
    return { row, access };
  }

  const view = async (id: string) =>
    (await dynamicLoadAnalysisViews(app.db, [(await findDynamicLoadAnalysis(app.db, id))!]))[0]!;

  api.get('/dynamic-load-analysis', { schema: { querystring: listQuery } }, async (request) => {
    const { projectId, skip, limit } = request.query;
    await requireProjectRule(app.db, request, projectId, 'accessDynamicLoadAnalysis');
    const rows = await listDynamicLoadAnalysisRows(app.db, projectId, { skip, limit });
    return { items: await dynamicLoadAnalysisViews(app.db, rows) };
  });

  api.post('/dynamic-load-analysis', { schema: { body: dynamicLoadAnalysisCreateSchema } }, async (request, reply) => {
    const { projectId, ...payload } = request.body;
    const access = await requireProjectRule(app.db, request, projectId, 'createDynamicLoadAnalysis');
    const id = await createDynamicLoadAnalysis(deps, access, payload);
    return reply.code(201).send(await view(id));
  });

  api.get('/dynamic-load-analysis/:dynamicLoadAnalysisId', { schema: { params } }, async (request) => {
    const { row } = await loadWithRule(request, request.params.dynamicLoadAnalysisId, 'accessDynamicLoadAnalysis');
    return (await dynamicLoadAnalysisViews(app.db, [row]))[0];
  });

  api.put(
    '/dynamic-load-analysis/:dynamicLoadAnalysisId',
    { schema: { params, body: dynamicLoadAnalysisUpdateSchema } },
    async (request) => {
      const { row, access } = await loadWithRule(
        request,
        request.params.dynamicLoadAnalysisId,
        'createDynamicLoadAnalysis',
      );
      await updateDynamicLoadAnalysis(deps, access, row, request.body);
      return view(row.id);
    },
  );
}
