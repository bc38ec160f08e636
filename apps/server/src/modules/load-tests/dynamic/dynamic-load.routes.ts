// Dynamic plate load tests API (spec part 3 §7): validate → authorize (rule table) → service.
// The printout reading route (parse-document) lives in ./ocr (helper module of this area).
import type { FastifyInstance } from 'fastify';
import { dynamicLoadAnalyses } from '../../../db/schema/index.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dynamicLoadAnalysisCreateSchema,
  dynamicLoadAnalysisListSchema,
  dynamicLoadAnalysisUpdateSchema,
  dynamicLoadAnalysisViewSchema,
  loadTestPointListSchema,
} from '@baustellendoku/domain';
import { fromQuery, fromBody, objectOf, pathId } from '../../../platform/access/index.js';
import { projectListQuery, searchableListQuery } from '../../../lib/list-query.js';
import { registerListExport, withoutPaging } from '../../../lib/export/index.js';
import { loadTestExport } from '../load-test-export.js';
import { loadTestListQuery, loadTestPoints } from '../load-test-lists.js';
import { createDynamicLoadAnalysis, updateDynamicLoadAnalysis } from './dynamic-load.service.js';
import {
  dynamicLoadAnalysisViews,
  findDynamicLoadAnalysis,
  type DynamicLoadAnalysisRow,
  listDynamicLoadAnalysisRows,
} from './dynamic-load.views.js';

const params = z.object({ dynamicLoadAnalysisId: pathId });
const analysisAnswer = { 200: dynamicLoadAnalysisViewSchema };

export async function dynamicLoadRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db, storage: app.storage };

  /** The test of `:dynamicLoadAnalysisId`, visible to the caller, with `rule`. */
  const testGuard = (rule: 'accessDynamicLoadAnalysis' | 'createDynamicLoadAnalysis') => ({
    access: { rule: rule, project: objectOf(dynamicLoadAnalyses, 'dynamicLoadAnalysisId', findDynamicLoadAnalysis) },
  });

  const view = async (id: string) =>
    (await dynamicLoadAnalysisViews(app.db, [(await findDynamicLoadAnalysis(app.db, id))!]))[0]!;

  api.get(
    '/dynamic-load-analysis',
    {
      schema: { querystring: loadTestListQuery, response: { 200: dynamicLoadAnalysisListSchema } },
      config: { access: { rule: 'accessDynamicLoadAnalysis', project: fromQuery() } },
    },
    async (request) => {
      const { projectId, ...filter } = request.query;
      const rows = await listDynamicLoadAnalysisRows(app.db, projectId, filter);
      return { items: await dynamicLoadAnalysisViews(app.db, rows) };
    },
  );

  registerListExport(app, '/dynamic-load-analysis', {
    querystring: withoutPaging(searchableListQuery),
    access: { rule: 'accessDynamicLoadAnalysis', project: fromQuery() },
    list: ({ query }) => loadTestExport(app.db, 'dynamic', query.projectId, query.search),
  });

  // The map's markers: every test of the project, lean (decision 0381).
  api.get(
    '/dynamic-load-analysis/points',
    {
      schema: { querystring: projectListQuery.pick({ projectId: true }), response: { 200: loadTestPointListSchema } },
      config: { access: { rule: 'accessDynamicLoadAnalysis', project: fromQuery() } },
    },
    async (request) => {
      const { projectId } = request.query;
      return { items: await loadTestPoints(app.db, projectId, 'dynamic') };
    },
  );

  api.post(
    '/dynamic-load-analysis',
    {
      schema: { body: dynamicLoadAnalysisCreateSchema, response: { 201: dynamicLoadAnalysisViewSchema } },
      config: { access: { rule: 'createDynamicLoadAnalysis', project: fromBody() } },
    },
    async (request, reply) => {
      const { projectId: _projectId, ...payload } = request.body;
      const access = request.access.project;
      const id = await createDynamicLoadAnalysis(deps, access, payload);
      return reply.code(201).send(await view(id));
    },
  );

  api.get(
    '/dynamic-load-analysis/:dynamicLoadAnalysisId',
    {
      schema: { params, response: analysisAnswer },
      config: testGuard('accessDynamicLoadAnalysis'),
    },
    async (request) => (await dynamicLoadAnalysisViews(app.db, [request.access.object<DynamicLoadAnalysisRow>()]))[0]!,
  );

  api.put(
    '/dynamic-load-analysis/:dynamicLoadAnalysisId',
    {
      schema: { params, body: dynamicLoadAnalysisUpdateSchema, response: analysisAnswer },
      config: testGuard('createDynamicLoadAnalysis'),
    },
    async (request) => {
      const row = request.access.object<DynamicLoadAnalysisRow>();
      await updateDynamicLoadAnalysis(deps, request.access.project, row, request.body);
      return view(row.id);
    },
  );
}
