// Static plate load tests API (spec part 3 §7): validate → authorize (rule table) → service.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staticLoadAnalysisCreateSchema, staticLoadAnalysisUpdateSchema, type RuleName } from '@baustellendoku/domain';
import { notFound } from '../../lib/errors.js';
import { requireProjectRule } from '../../plugins/authorize.js';
import { projectListQuery as listQuery } from '../../lib/list-query.js';
import { createStaticLoadAnalysis, updateStaticLoadAnalysis } from './static-load.service.js';
import {
  conditionsOf,
  findLastStaticLoadAnalysis,
  findStaticLoadAnalysis,
  listStaticLoadAnalysisRows,
  staticLoadAnalysisViews,
} from './static-load.views.js';

const params = z.object({ staticLoadAnalysisId: z.string() });
const projectParams = z.object({ projectId: z.string() });
const isUuid = (value: string) => z.uuid().safeParse(value).success;

export async function staticLoadRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db, storage: app.storage };

  /** The test and the caller's access; 404 when unknown or in a project the caller cannot see. */
  async function loadWithRule(request: FastifyRequest, id: string, rule: RuleName) {
    if (!isUuid(id)) throw notFound();
    const row = await findStaticLoadAnalysis(app.db, id);
    if (!row) throw notFound();
    const access = await requireProjectRule(app.db, request, row.projectId, rule);
    return { row, access };
  }

  const view = async (id: string) =>
    (await staticLoadAnalysisViews(app.db, [(await findStaticLoadAnalysis(app.db, id))!]))[0]!;

  api.get('/static-load-analysis', { schema: { querystring: listQuery } }, async (request) => {
    const { projectId, skip, limit } = request.query;
    await requireProjectRule(app.db, request, projectId, 'accessStaticLoadAnalysis');
    const rows = await listStaticLoadAnalysisRows(app.db, projectId, { skip, limit });
    return { items: await staticLoadAnalysisViews(app.db, rows) };
  });

  api.post('/static-load-analysis', { schema: { body: staticLoadAnalysisCreateSchema } }, async (request, reply) => {
    const { projectId, ...payload } = request.body;
    const access = await requireProjectRule(app.db, request, projectId, 'createStaticLoadAnalysis');
    const id = await createStaticLoadAnalysis(deps, access, payload);
    return reply.code(201).send(await view(id));
  });

  api.get('/static-load-analysis/:staticLoadAnalysisId', { schema: { params } }, async (request) => {
    const { row } = await loadWithRule(request, request.params.staticLoadAnalysisId, 'accessStaticLoadAnalysis');
    return (await staticLoadAnalysisViews(app.db, [row]))[0];
  });

  api.put(
    '/static-load-analysis/:staticLoadAnalysisId',
    { schema: { params, body: staticLoadAnalysisUpdateSchema } },
    async (request) => {
      const { row, access } = await loadWithRule(
        request,
        request.params.staticLoadAnalysisId,
        'createStaticLoadAnalysis',
      );
      await updateStaticLoadAnalysis(deps, access, row, request.body);
      return view(row.id);
    },
  );

  // Pre-filling of the create form: the conditions of the project's last recorded test, or
  // `staticLoadAnalysisData: null` when there is none yet (decision 0161).
  api.get('/last-static-load-analysis/:projectId', { schema: { params: projectParams } }, async (request) => {
    const { projectId } = request.params;
    if (!isUuid(projectId)) throw notFound();
    await requireProjectRule(app.db, request, projectId, 'accessStaticLoadAnalysis');
    const last = await findLastStaticLoadAnalysis(app.db, projectId);
    return { staticLoadAnalysisData: last ? conditionsOf(last) : null };
  });
}
