// GET /backend/authentication/login-token/{id}/confirm?secret=…: the link of the login e-mail,
// opened in any browser. Approves the token and shows the SPA's result page.
import type { FastifyInstance } from 'fastify';
import { confirmLoginToken } from './login-token.service.js';

export async function loginTokenConfirmRoutes(app: FastifyInstance) {
  app.get('/authentication/login-token/:loginTokenId/confirm', async (request, reply) => {
    const { loginTokenId } = request.params as { loginTokenId: string };
    const { secret } = request.query as { secret?: unknown };
    const result = await confirmLoginToken(app.db, loginTokenId, typeof secret === 'string' ? secret : undefined);
    const target = result === 'successful' ? '/authentication/successful' : `/authentication/failed/${result}`;
    // The secret must not linger in the history of a shared browser: no caching, no referrer.
    return reply.header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer').redirect(target, 303);
  });
}
