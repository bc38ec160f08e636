// GET /me, PATCH /me/confirm-data-privacy-policy, POST /me/appraiser-information (spec part 1 §7).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { appraiserInformationSchema, currentUserSchema } from '@baustellendoku/domain';
import { confirmDataPrivacyPolicy, currentUserView, saveAppraiserInformation } from './me.service.js';

export async function meRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const currentUserAnswer = { 200: currentUserSchema };

  api.get('/me', { schema: { response: currentUserAnswer }, config: { access: 'person' } }, async (request, reply) => {
    const user = request.access.user;
    return reply.header('Cache-Control', 'no-store').send(await currentUserView(app.db, user.id));
  });

  api.patch(
    '/me/confirm-data-privacy-policy',
    { schema: { response: currentUserAnswer }, config: { access: 'person' } },
    async (request) => {
      const user = request.access.user;
      await confirmDataPrivacyPolicy(app.db, user.id);
      return currentUserView(app.db, user.id);
    },
  );

  api.post(
    '/me/appraiser-information',
    { schema: { body: appraiserInformationSchema, response: currentUserAnswer }, config: { access: 'person' } },
    async (request) => {
      const user = request.access.user;
      await saveAppraiserInformation(app.db, user.id, request.body);
      return currentUserView(app.db, user.id);
    },
  );
}
