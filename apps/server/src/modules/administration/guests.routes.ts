// /user: guest administration (admin, rule manageGuests) and the participant picker's search
// (excludeWithProjectId, rule manageProject on that project). Spec part 1 §7.
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  guestInviteSchema,
  guestUpdateSchema,
  invitedUserSchema,
  messages,
  userListSchema,
  userViewSchema,
} from '@baustellendoku/domain';
import { fromQuery, pathId } from '../../platform/access/index.js';
import { getUser, inviteGuest, listUsers, setUserActive, updateGuest, userView } from './guests.service.js';

const MAX_LIMIT = 999_999;

const listQuery = z.object({
  skip: z.coerce
    .number({ error: messages.invalidNumber })
    .int()
    .min(0, { error: messages.minimum(0) })
    .default(0),
  limit: z.coerce
    .number({ error: messages.invalidNumber })
    .int()
    .min(1, { error: messages.minimum(1) })
    .max(MAX_LIMIT, { error: messages.maximum(MAX_LIMIT) })
    .default(MAX_LIMIT),
  type: z.enum(['guest', 'staff'], { error: messages.invalidChoice }).optional(),
  search: z
    .string()
    .max(200, { error: messages.maxLength(200) })
    .optional(),
  excludeWithProjectId: z.string().optional(),
});
const userParams = z.object({ userId: pathId });
const userAnswer = { 200: userViewSchema };

/** The guest administration (admin): refused before the id or the body is judged. */
const guestAdmin = { access: { global: 'manageGuests' } } satisfies FastifyContextConfig;

export async function guestsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // The participant picker searches with excludeWithProjectId (rule manageProject there); without
  // it, the list is the guest administration's.
  api.get(
    '/user',
    {
      schema: { querystring: listQuery, response: { 200: userListSchema } },
      config: {
        access: { rule: 'manageProject', project: fromQuery('excludeWithProjectId'), otherwise: guestAdmin.access },
      },
    },
    async (request) => listUsers(app.db, request.query),
  );

  api.post(
    '/user',
    { schema: { body: guestInviteSchema, response: { 201: invitedUserSchema } }, config: guestAdmin },
    async (request, reply) => {
      const inviter = request.access.user;
      const userId = await inviteGuest(app, inviter, request.body);
      return reply.code(201).send({ userId });
    },
  );

  api.get(
    '/user/:userId',
    { schema: { params: userParams, response: userAnswer }, config: guestAdmin },
    async (request) => {
      return userView(await getUser(app.db, request.params.userId));
    },
  );

  api.put(
    '/user/:userId',
    { schema: { params: userParams, body: guestUpdateSchema, response: userAnswer }, config: guestAdmin },
    async (request) => {
      return userView(await updateGuest(app.db, request.params.userId, request.body));
    },
  );

  for (const [action, isActive] of [
    ['activate', true],
    ['deactivate', false],
  ] as const) {
    api.patch(
      `/user/:userId/${action}`,
      { schema: { params: userParams, response: userAnswer }, config: guestAdmin },
      async (request) => {
        const actor = request.access.user;
        return userView(await setUserActive(app.db, actor, request.params.userId, isActive));
      },
    );
  }
}
