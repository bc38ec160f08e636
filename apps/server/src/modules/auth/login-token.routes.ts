// Guest login API (spec part 1 §7): request a token, redeem it; and logout for everyone.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  guestLoginSchema,
  LOGIN_TOKEN_TTL_MS,
  loginTokenAnswerSchema,
  redeemAnswerSchema,
} from '@baustellendoku/domain';
import { randomToken } from '../../lib/crypto.js';
import { ApiError } from '../../lib/errors.js';
import { redeemLoginToken, requestLoginToken } from './login-token.service.js';
import { endSession } from './sessions.js';

/** Identifies the browser that asked for a token; only it may redeem (decision 0121). */
export const BINDING_COOKIE = 'bd_login_binding';
const BINDING_PATH = '/backend/api/authentication/login-token';
const isBindingSecret = (value: string | undefined): value is string =>
  typeof value === 'string' && /^[\w-]{43}$/.test(value);

export async function loginTokenRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const bindingCookieOptions = {
    path: BINDING_PATH,
    httpOnly: true,
    // Redeem is a same-origin fetch, so the strictest setting costs nothing.
    sameSite: 'strict' as const,
    secure: app.config.APP_URL.startsWith('https://'),
  };

  api.post(
    '/authentication/login-token',
    { schema: { body: guestLoginSchema, response: { 201: loginTokenAnswerSchema } }, config: { access: 'public' } },
    async (request, reply) => {
      const existing = request.cookies[BINDING_COOKIE];
      // One binding per browser: several pending tokens of the same browser stay redeemable.
      const bindingSecret = isBindingSecret(existing) ? existing : randomToken();
      const loginTokenId = await requestLoginToken(app, {
        emailAddress: request.body.emailAddress,
        bindingSecret,
        clientIp: request.ip,
      }).catch((error: unknown) => {
        if (error instanceof ApiError && error.statusCode === 429)
          reply.header('Retry-After', String(error.payload.retryAfterSeconds ?? 60));
        throw error;
      });
      reply.setCookie(BINDING_COOKIE, bindingSecret, { ...bindingCookieOptions, maxAge: LOGIN_TOKEN_TTL_MS / 1000 });
      return reply.code(201).send({ loginTokenId });
    },
  );

  api.post(
    '/authentication/login-token/:loginTokenId/redeem',
    {
      schema: { params: z.object({ loginTokenId: z.string() }), response: { 200: redeemAnswerSchema } },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const binding = request.cookies[BINDING_COOKIE];
      const userId = await redeemLoginToken(
        app,
        request,
        reply,
        request.params.loginTokenId,
        isBindingSecret(binding) ? binding : undefined,
      );
      return reply.send({ userId });
    },
  );

  api.post('/authentication/logout', { config: { access: 'public' } }, async (request, reply) => {
    await endSession(app.db, app.config, request, reply);
    return reply.code(204).send();
  });
}
