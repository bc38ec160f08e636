// Installation documentation API (spec part 3 §7): list, create, detail, update.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createMountingDocumentationSchema, updateMountingDocumentationSchema } from '@baustellendoku/domain';
import { notFound } from '../../lib/errors.js';
import { authorize, loadProjectAccess, requireProjectRule } from '../../plugins/authorize.js';
import { projectListQuery } from '../../lib/list-query.js';
import {
  createMountingDocumentation,
  findMountingDocumentation,
  listMountingDocumentationRows,
  updateMountingDocumentation,
} from './mounting-documentation.service.js';
import { mountingDocumentationViews } from './mounting-documentation-views.js';

const params = z.object({ mountingDocumentationId: z.string() });
const idOf = (value: string) => {
  if (!z.uuid().safeParse(value).success) throw notFound();
  return value;
};

export async function mountingDocumentationRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  async function currentView(id: string) {
    const [view] = await mountingDocumentationViews(app.db, [(await findMountingDocumentation(app.db, id))!]);
    return view;
  }

  api.get('/mounting-documentation', { schema: { querystring: projectListQuery } }, async (request) => {
    const { projectId, skip, limit } = request.query;
    await requireProjectRule(app.db, request, projectId, 'accessMountingDocumentation');
    return {
      items: await mountingDocumentationViews(
        app.db,
        await listMountingDocumentationRows(app.db, projectId, { skip, limit }),
      ),
    };
  });

  api.post(
    '/mounting-documentation',
    { schema: { body: createMountingDocumentationSchema } },
    async (request, reply) => {
      const { projectId, ...input } = request.body;
      const id = await createMountingDocumentation(app.db, app.storage, request, projectId, input);
      return reply.code(201).send(await currentView(id));
    },
  );

  api.get('/mounting-documentation/:mountingDocumentationId', { schema: { params } }, async (request) => {
    const row = await findMountingDocumentation(app.db, idOf(request.params.mountingDocumentationId));
    if (!row) throw notFound();
    authorize(await loadProjectAccess(app.db, request, row.projectId), 'accessMountingDocumentation');
    return (await mountingDocumentationViews(app.db, [row]))[0];
  });

  api.put(
    '/mounting-documentation/:mountingDocumentationId',
    { schema: { params, body: updateMountingDocumentationSchema } },
    async (request) => {
      const id = idOf(request.params.mountingDocumentationId);
      await updateMountingDocumentation(app.db, app.storage, request, id, request.body);
      return currentView(id);
    },
  );
}
