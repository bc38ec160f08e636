// Installation documentation API (spec part 3 §7): list, create, detail, update.
import type { FastifyInstance } from 'fastify';
import { mountingDocumentations } from '../../db/schema/index.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createMountingDocumentationSchema,
  gridFieldListSchema,
  mountingDocumentationListSchema,
  mountingDocumentationViewSchema,
  updateMountingDocumentationSchema,
} from '@baustellendoku/domain';
import { fromQuery, fromBody, objectOf, pathId } from '../../platform/access/index.js';
import { registerListExport, withoutPaging } from '../../lib/export/index.js';
import { projectListQuery, searchableListQuery } from '../../lib/list-query.js';
import { mountingDocumentationExport } from './mounting-documentation-export.js';
import { loadGridFields } from '../../lib/grid-fields.js';
import {
  createMountingDocumentation,
  findMountingDocumentation,
  listMountingDocumentationRows,
  updateMountingDocumentation,
  type MountingDocumentationRow,
} from './mounting-documentation.service.js';
import { mountingDocumentationViews } from './mounting-documentation-views.js';

const params = z.object({ mountingDocumentationId: pathId });
const documentationAnswer = { 200: mountingDocumentationViewSchema };

export async function mountingDocumentationRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  /** The documentation of `:mountingDocumentationId`, visible to the caller, with `rule`. */
  const documentationGuard = (rule: 'accessMountingDocumentation' | 'editMountingDocumentation') => ({
    access: {
      rule: rule,
      project: objectOf(mountingDocumentations, 'mountingDocumentationId', findMountingDocumentation),
    },
  });

  async function currentView(id: string) {
    const [view] = await mountingDocumentationViews(app.db, [(await findMountingDocumentation(app.db, id))!]);
    return view!;
  }

  api.get(
    '/mounting-documentation',
    {
      schema: { querystring: searchableListQuery, response: { 200: mountingDocumentationListSchema } },
      config: { access: { rule: 'accessMountingDocumentation', project: fromQuery() } },
    },
    async (request) => {
      const { projectId, ...filter } = request.query;
      return {
        items: await mountingDocumentationViews(app.db, await listMountingDocumentationRows(app.db, projectId, filter)),
      };
    },
  );

  registerListExport(app, '/mounting-documentation', {
    querystring: withoutPaging(searchableListQuery),
    access: { rule: 'accessMountingDocumentation', project: fromQuery() },
    list: ({ query }) => mountingDocumentationExport(app.db, query.projectId, query.search),
  });

  // The grid the maps draw under the markers (decision 0400); the documented fields, not a page of them.
  api.get(
    '/mounting-documentation/grid-fields',
    {
      schema: {
        querystring: projectListQuery.pick({ projectId: true }),
        response: { 200: gridFieldListSchema },
      },
      config: { access: { rule: 'accessMountingDocumentation', project: fromQuery() } },
    },
    async (request) => {
      const { projectId } = request.query;
      return { items: await loadGridFields(app.db, projectId) };
    },
  );

  api.post(
    '/mounting-documentation',
    {
      schema: { body: createMountingDocumentationSchema, response: { 201: mountingDocumentationViewSchema } },
      config: { access: { rule: 'createMountingDocumentation', project: fromBody() } },
    },
    async (request, reply) => {
      const { projectId: _projectId, ...input } = request.body;
      const access = request.access.project;
      const id = await createMountingDocumentation(app.db, app.storage, access, input);
      return reply.code(201).send(await currentView(id));
    },
  );

  api.get(
    '/mounting-documentation/:mountingDocumentationId',
    {
      schema: { params, response: documentationAnswer },
      config: documentationGuard('accessMountingDocumentation'),
    },
    async (request) =>
      (await mountingDocumentationViews(app.db, [request.access.object<MountingDocumentationRow>()]))[0]!,
  );

  api.put(
    '/mounting-documentation/:mountingDocumentationId',
    {
      schema: { params, body: updateMountingDocumentationSchema, response: documentationAnswer },
      config: documentationGuard('editMountingDocumentation'),
    },
    async (request) => {
      const id = request.params.mountingDocumentationId;
      await updateMountingDocumentation(app.db, app.storage, request.access.project, id, request.body);
      return currentView(id);
    },
  );
}
