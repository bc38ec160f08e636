import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addProjectUserSchema, apiMessages, updateProjectUserSchema } from '@baustellendoku/domain';
import { notFound } from '../../lib/errors.js';
import { addProjectUser, listProjectUsers, removeProjectUser, updateProjectUserRoles } from './participants.service.js';
import { projectIdParams, requireProject } from '../../plugins/project-route.js';

const memberParams = z.object({ projectId: z.string(), userId: z.string() });

/** A malformed user id cannot be a member. */
function memberId(userId: string): string {
  if (!z.uuid().safeParse(userId).success) throw notFound(apiMessages.userNotAssignedToProject);
  return userId;
}

export async function participantsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/project/:projectId/user', { schema: { params: projectIdParams } }, async (request) => {
    const access = await requireProject(app.db, request, request.params.projectId, 'manageProject');
    return { items: await listProjectUsers(app.db, access.projectId) };
  });

  api.post(
    '/project/:projectId/user',
    { schema: { params: projectIdParams, body: addProjectUserSchema } },
    async (request, reply) => {
      const access = await requireProject(app.db, request, request.params.projectId, 'manageProject');
      return reply.code(201).send(await addProjectUser(app.db, access.user, access.projectId, request.body));
    },
  );

  api.put(
    '/project/:projectId/user/:userId',
    { schema: { params: memberParams, body: updateProjectUserSchema } },
    async (request) => {
      const access = await requireProject(app.db, request, request.params.projectId, 'manageProject');
      return updateProjectUserRoles(
        app.db,
        access.user,
        access.projectId,
        memberId(request.params.userId),
        request.body.roles,
      );
    },
  );

  api.delete('/project/:projectId/user/:userId', { schema: { params: memberParams } }, async (request, reply) => {
    const access = await requireProject(app.db, request, request.params.projectId, 'manageProject');
    await removeProjectUser(app.db, access.user, access.projectId, memberId(request.params.userId));
    return reply.code(204).send();
  });
}
