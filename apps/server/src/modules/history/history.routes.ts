import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { chainReportSchema, chainReportsSchema, historyPageSchema } from '@baustellendoku/domain';
import { registerListExport } from '../../lib/export/index.js';
import { notFound } from '../../lib/errors.js';
import { pageQuery } from '../../lib/list-query.js';
import { fromParam, projectIdParams } from '../../platform/access/index.js';
import { historyExport } from './history-export.js';
import { listHistory } from './history.service.js';
import { verifyAllChains, verifyProjectChain } from './history-chain.service.js';

// The spec's clients ask for skip=0&limit=10 (dashboard) and limit=999999 (full page); the history
// page asks for 101 at a time as the user scrolls (decision 0380).
const historyPageQuery = pageQuery(10);

export async function historyRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/history/:projectId',
    {
      schema: { params: projectIdParams, querystring: historyPageQuery, response: { 200: historyPageSchema } },
      config: { access: { rule: 'accessProject', project: fromParam() } },
    },
    async (request) => {
      const access = request.access.project;
      return listHistory(app.db, access.projectId, request.query);
    },
  );

  // The whole history as a spreadsheet (issue 35 item 4): the page's access, no paging.
  registerListExport(app, '/history/:projectId', {
    params: projectIdParams,
    querystring: z.object({}),
    access: { rule: 'accessProject', project: fromParam() },
    list: ({ access }) => historyExport(app.db, access.projectId),
  });
  // The admin's check of every project's history chain (issue 36 §4, decision 0620).
  api.get(
    '/history-chain',
    {
      schema: { response: { 200: chainReportsSchema } },
      config: { access: { global: 'verifyHistoryChains' } },
    },
    async () => ({ items: await verifyAllChains(app.db), checkedAt: new Date().toISOString() }),
  );

  api.get(
    '/history-chain/:projectId',
    {
      schema: { params: projectIdParams, response: { 200: chainReportSchema } },
      config: { access: { global: 'verifyHistoryChains' } },
    },
    async (request) => {
      const report = await verifyProjectChain(app.db, request.params.projectId);
      if (!report) throw notFound();
      return report;
    },
  );
}
