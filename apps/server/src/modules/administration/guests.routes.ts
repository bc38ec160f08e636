// /user: guest administration (admin, rule manageGuests) and the participant picker's search
// (excludeWithProjectId, rule manageProject on that project). Spec part 1 §7.
import type { FastifyInstance, FastifyRequest } from 'fastify';
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
import { notFound } from '../../lib/errors.js';
import { requireGlobal, requireProjectRule, requireUser } from '../../plugins/authorize.js';
import { pathId } from '../../plugins/project-route.js';
import { getUser, inviteGuest, listUsers, setUserActive, updateGuest, userView } from './guests.service.js';

const MAX_LIMIT = 999_999;
const isUuid = (value: string) => z.uuid().safeParse(value).success;

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

/** The admin acting (the hook below has refused everyone else before the id is judged). */
const requireGuestAdmin = (request: FastifyRequest) => requireGlobal(request, 'manageGuests');

export async function guestsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Refuse before judging the input: 401 without session; on the admin routes 403 for non-admins.
  api.addHook('preValidation', async (request) => {
    if (request.method === 'GET' && request.routeOptions.url === '/backend/api/user') requireUser(request);
    else requireGlobal(request, 'manageGuests');
  });

  api.get('/user', { schema: { querystring: listQuery, response: { 200: userListSchema } } }, async (request) => {
    const { excludeWithProjectId } = request.query;
    if (excludeWithProjectId !== undefined) {
      if (!isUuid(excludeWithProjectId)) throw notFound();
      await requireProjectRule(app.db, request, excludeWithProjectId, 'manageProject');
    } else {
      requireGuestAdmin(request);
    }
    return listUsers(app.db, request.query);
  });

  api.post(
    '/user',
    { schema: { body: guestInviteSchema, response: { 201: invitedUserSchema } } },
    async (request, reply) => {
      const inviter = requireGuestAdmin(request);
      const userId = await inviteGuest(app, inviter, request.body);
      return reply.code(201).send({ userId });
    },
  );

  api.get('/user/:userId', { schema: { params: userParams, response: userAnswer } }, async (request) => {
    return userView(await getUser(app.db, request.params.userId));
  });

  api.put(
    '/user/:userId',
    { schema: { params: userParams, body: guestUpdateSchema, response: userAnswer } },
    async (request) => {
      return userView(await updateGuest(app.db, request.params.userId, request.body));
    },
  );

  for (const [action, isActive] of [
    ['activate', true],
    ['deactivate', false],
  ] as const) {
    api.patch(`/user/:userId/${action}`, { schema: { params: userParams, response: userAnswer } }, async (request) => {
      const actor = requireGuestAdmin(request);
      return userView(await setUserActive(app.db, actor, request.params.userId, isActive));
    });
  }
}
