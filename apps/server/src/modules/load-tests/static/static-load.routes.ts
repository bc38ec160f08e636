// Static plate load tests API (spec part 3 §7): validate → authorize (rule table) → service.
import type { FastifyInstance } from 'fastify';
import { staticLoadAnalyses } from '../../../db/schema/index.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  lastStaticLoadConditionsSchema,
  staticLoadAnalysisCreateSchema,
  staticLoadAnalysisListSchema,
  staticLoadAnalysisUpdateSchema,
  staticLoadAnalysisViewSchema,
  loadTestPointListSchema,
} from '@baustellendoku/domain';
import { fromParam, fromQuery, fromBody, objectOf, pathId, projectIdParams } from '../../../platform/access/index.js';
import { projectListQuery, searchableListQuery } from '../../../lib/list-query.js';
import { registerListExport, withoutPaging } from '../../../lib/export/index.js';
import { loadTestExport } from '../load-test-export.js';
import { loadTestListQuery, loadTestPoints } from '../load-test-lists.js';
import { createStaticLoadAnalysis, updateStaticLoadAnalysis } from './static-load.service.js';
import {
  conditionsOf,
  findLastStaticLoadAnalysis,
  findStaticLoadAnalysis,
  type StaticLoadAnalysisRow,
  listStaticLoadAnalysisRows,
  staticLoadAnalysisViews,
} from './static-load.views.js';

const params = z.object({ staticLoadAnalysisId: pathId });
const analysisAnswer = { 200: staticLoadAnalysisViewSchema };

export async function staticLoadRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db, storage: app.storage };

  /** The test of `:staticLoadAnalysisId`, visible to the caller, with `rule`. */
  const testGuard = (rule: 'accessStaticLoadAnalysis' | 'createStaticLoadAnalysis') => ({
    access: { rule: rule, project: objectOf(staticLoadAnalyses, 'staticLoadAnalysisId', findStaticLoadAnalysis) },
  });

  const view = async (id: string) =>
    (await staticLoadAnalysisViews(app.db, [(await findStaticLoadAnalysis(app.db, id))!]))[0]!;

  api.get(
    '/static-load-analysis',
    {
      schema: { querystring: loadTestListQuery, response: { 200: staticLoadAnalysisListSchema } },
      config: { access: { rule: 'accessStaticLoadAnalysis', project: fromQuery() } },
    },
    async (request) => {
      const { projectId, ...filter } = request.query;
      const rows = await listStaticLoadAnalysisRows(app.db, projectId, filter);
      return { items: await staticLoadAnalysisViews(app.db, rows) };
    },
  );

  registerListExport(app, '/static-load-analysis', {
    querystring: withoutPaging(searchableListQuery),
    access: { rule: 'accessStaticLoadAnalysis', project: fromQuery() },
    list: ({ query }) => loadTestExport(app.db, 'static', query.projectId, query.search),
  });

  // The map's markers: every test of the project, lean (decision 0381).
  api.get(
    '/static-load-analysis/points',
    {
      schema: { querystring: projectListQuery.pick({ projectId: true }), response: { 200: loadTestPointListSchema } },
      config: { access: { rule: 'accessStaticLoadAnalysis', project: fromQuery() } },
    },
    async (request) => {
      const { projectId } = request.query;
      return { items: await loadTestPoints(app.db, projectId, 'static') };
    },
  );

  api.post(
    '/static-load-analysis',
    {
      schema: { body: staticLoadAnalysisCreateSchema, response: { 201: staticLoadAnalysisViewSchema } },
      config: { access: { rule: 'createStaticLoadAnalysis', project: fromBody() } },
    },
    async (request, reply) => {
      const { projectId: _projectId, ...payload } = request.body;
      const access = request.access.project;
      const id = await createStaticLoadAnalysis(deps, access, payload);
      return reply.code(201).send(await view(id));
    },
  );

  api.get(
    '/static-load-analysis/:staticLoadAnalysisId',
    {
      schema: { params, response: analysisAnswer },
      config: testGuard('accessStaticLoadAnalysis'),
    },
    async (request) => (await staticLoadAnalysisViews(app.db, [request.access.object<StaticLoadAnalysisRow>()]))[0]!,
  );

  api.put(
    '/static-load-analysis/:staticLoadAnalysisId',
    {
      schema: { params, body: staticLoadAnalysisUpdateSchema, response: analysisAnswer },
      config: testGuard('createStaticLoadAnalysis'),
    },
    async (request) => {
      const row = request.access.object<StaticLoadAnalysisRow>();
      await updateStaticLoadAnalysis(deps, request.access.project, row, request.body);
      return view(row.id);
    },
  );

  // Pre-filling of the create form: the conditions of the project's last recorded test, or
  // `staticLoadAnalysisData: null` when there is none yet (decision 0161).
  api.get(
    '/last-static-load-analysis/:projectId',
    {
      schema: { params: projectIdParams, response: { 200: lastStaticLoadConditionsSchema } },
      config: { access: { rule: 'accessStaticLoadAnalysis', project: fromParam() } },
    },
    async (request) => {
      const last = await findLastStaticLoadAnalysis(app.db, request.params.projectId);
      return { staticLoadAnalysisData: last ? conditionsOf(last) : null };
    },
  );
}
