import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addProjectUserSchema,
  apiMessages,
  projectUserListSchema,
  projectUserSchema,
  updateProjectUserSchema,
} from '@baustellendoku/domain';
import { notFound } from '../../lib/errors.js';
import { addProjectUser, listProjectUsers, removeProjectUser, updateProjectUserRoles } from './participants.service.js';
import { checkRule, fromParam, projectIdParams } from '../../platform/access/index.js';

const memberParams = z.object({ projectId: z.string(), userId: z.string() });

/** A malformed user id cannot be a member: the spec answers it with the non-member message, not the generic 404 of `pathId`. */
function memberId(userId: string): string {
  if (!z.uuid().safeParse(userId).success) throw notFound(apiMessages.userNotAssignedToProject);
  return userId;
}

export async function participantsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const manage = { access: { rule: 'manageProject', project: fromParam() } } satisfies FastifyContextConfig;

  api.get(
    '/project/:projectId/user',
    { schema: { params: projectIdParams, response: { 200: projectUserListSchema } }, config: manage },
    async (request) => {
      const access = request.access.project;
      return { items: await listProjectUsers(app.db, access.projectId) };
    },
  );

  api.post(
    '/project/:projectId/user',
    {
      schema: { params: projectIdParams, body: addProjectUserSchema, response: { 201: projectUserSchema } },
      config: manage,
    },
    async (request, reply) => {
      const access = request.access.project;
      // Four-eyes on the member named in the body: checked once it is validated (the demo seed,
      // which assigns the admin to its projects, calls the service without it).
      checkRule(access, 'changeParticipantRoles', { userId: request.body.userId });
      return reply.code(201).send(await addProjectUser(app.db, access, request.body));
    },
  );

  api.put(
    '/project/:projectId/user/:userId',
    {
      schema: { params: memberParams, body: updateProjectUserSchema, response: { 200: projectUserSchema } },
      config: manage,
    },
    async (request) => {
      const access = request.access.project;
      const userId = memberId(request.params.userId);
      checkRule(access, 'changeParticipantRoles', { userId });
      return updateProjectUserRoles(app.db, access, userId, request.body.roles);
    },
  );

  api.delete(
    '/project/:projectId/user/:userId',
    { schema: { params: memberParams }, config: manage },
    async (request, reply) => {
      const access = request.access.project;
      const userId = memberId(request.params.userId);
      checkRule(access, 'changeParticipantRoles', { userId });
      await removeProjectUser(app.db, access, userId);
      return reply.code(204).send();
    },
  );
}
