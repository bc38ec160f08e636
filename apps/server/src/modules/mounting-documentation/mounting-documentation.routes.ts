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
import { requireProjectRule } from '../../plugins/authorize.js';
import { guardedAccess, guardedObject, objectGuard, pathId, objectProjectOf } from '../../plugins/project-route.js';
import { projectListQuery, searchableListQuery } from '../../lib/list-query.js';
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
  const documentationGuard = (rule: 'accessMountingDocumentation' | 'editMountingDocumentation') =>
    objectGuard(
      app.db,
      'mountingDocumentationId',
      findMountingDocumentation,
      rule,
      objectProjectOf(mountingDocumentations, 'mountingDocumentationId'),
    );

  async function currentView(id: string) {
    const [view] = await mountingDocumentationViews(app.db, [(await findMountingDocumentation(app.db, id))!]);
    return view!;
  }

  api.get(
    '/mounting-documentation',
    {
      schema: { querystring: searchableListQuery, response: { 200: mountingDocumentationListSchema } },
      config: { answerCache: true },
    },
    async (request) => {
      const { projectId, ...filter } = request.query;
      await requireProjectRule(app.db, request, projectId, 'accessMountingDocumentation');
      return {
        items: await mountingDocumentationViews(app.db, await listMountingDocumentationRows(app.db, projectId, filter)),
      };
    },
  );

  // The grid the maps draw under the markers (decision 0400); the documented fields, not a page of them.
  api.get(
    '/mounting-documentation/grid-fields',
    {
      schema: {
        querystring: projectListQuery.pick({ projectId: true }),
        response: { 200: gridFieldListSchema },
      },
    },
    async (request) => {
      const { projectId } = request.query;
      await requireProjectRule(app.db, request, projectId, 'accessMountingDocumentation');
      return { items: await loadGridFields(app.db, projectId) };
    },
  );

  api.post(
    '/mounting-documentation',
    { schema: { body: createMountingDocumentationSchema, response: { 201: mountingDocumentationViewSchema } } },
    async (request, reply) => {
      const { projectId, ...input } = request.body;
      const access = await requireProjectRule(app.db, request, projectId, 'createMountingDocumentation');
      const id = await createMountingDocumentation(app.db, app.storage, access, input);
      return reply.code(201).send(await currentView(id));
    },
  );

  api.get(
    '/mounting-documentation/:mountingDocumentationId',
    {
      schema: { params, response: documentationAnswer },
      preValidation: documentationGuard('accessMountingDocumentation'),
      config: { answerCache: true },
    },
    async (request) =>
      (await mountingDocumentationViews(app.db, [guardedObject<MountingDocumentationRow>(request)]))[0]!,
  );

  api.put(
    '/mounting-documentation/:mountingDocumentationId',
    {
      schema: { params, body: updateMountingDocumentationSchema, response: documentationAnswer },
      preValidation: documentationGuard('editMountingDocumentation'),
    },
    async (request) => {
      const id = request.params.mountingDocumentationId;
      await updateMountingDocumentation(app.db, app.storage, guardedAccess(request), id, request.body);
      return currentView(id);
    },
  );
}
