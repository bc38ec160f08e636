// GET /me, PATCH /me/confirm-data-privacy-policy, POST /me/appraiser-information (spec part 1 §7).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { appraiserInformationSchema, currentUserSchema } from '@baustellendoku/domain';
import { requireUser } from '../../plugins/authorize.js';
import { confirmDataPrivacyPolicy, currentUserView, saveAppraiserInformation } from './me.service.js';

export async function meRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // 401 before 422: an anonymous caller learns nothing about the body rules.
  api.addHook('preValidation', async (request) => {
    requireUser(request);
  });

  const currentUserAnswer = { 200: currentUserSchema };

  api.get('/me', { schema: { response: currentUserAnswer } }, async (request, reply) => {
    const user = requireUser(request);
    return reply.header('Cache-Control', 'no-store').send(await currentUserView(app.db, user.id));
  });

  api.patch('/me/confirm-data-privacy-policy', { schema: { response: currentUserAnswer } }, async (request) => {
    const user = requireUser(request);
    await confirmDataPrivacyPolicy(app.db, user.id);
    return currentUserView(app.db, user.id);
  });

  api.post(
    '/me/appraiser-information',
    { schema: { body: appraiserInformationSchema, response: currentUserAnswer } },
    async (request) => {
      const user = requireUser(request);
      await saveAppraiserInformation(app.db, user.id, request.body);
      return currentUserView(app.db, user.id);
    },
  );
}
