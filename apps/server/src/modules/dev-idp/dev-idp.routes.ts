// Mounts the embedded identity provider under /backend/dev-idp (only without OIDC_ISSUER):
// its own German sign-in page for interactions, everything else handed to oidc-provider as is.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD, findDemoAccountByEmail } from './demo-accounts.js';
import { DEV_IDP_PATH, isDevIdpEnabled } from './dev-idp-client.js';
import { loginPage } from './login-page.js';
import type * as DevProviderModule from './provider.js';

type LoadedProvider = {
  provider: ReturnType<typeof DevProviderModule.createDevProvider>;
  handle: ReturnType<ReturnType<typeof DevProviderModule.createDevProvider>['callback']>;
  errorPage: typeof DevProviderModule.errorPage;
};

const WRONG_CREDENTIALS = 'E-Mail-Adresse oder Passwort ist falsch.';
const EXPIRED = 'Die Anmeldung ist abgelaufen. Bitte starten Sie sie in Baustellendoku erneut.';

const samePassword = (given: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(DEMO_PASSWORD);
  return a.length === b.length && timingSafeEqual(a, b);
};

export async function devIdpRoutes(app: FastifyInstance) {
  if (!isDevIdpEnabled(app.config)) return;
  const { config } = app;
  // oidc-provider (with koa, ~28 MB resident) is loaded on the first request to the dev IdP, not
  // at start; a failed load is retried on the next request.
  let loading: Promise<LoadedProvider> | null = null;
  const load = () =>
    (loading ??= import('./provider.js').then(
      ({ createDevProvider, errorPage }) => {
        const provider = createDevProvider(config);
        provider.on('server_error', (_ctx, error) => app.log.error({ err: error }, 'dev-idp server error'));
        return { provider, handle: provider.callback(), errorPage };
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));

  // Sign-in interaction: our page, a urlencoded form.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    scope.get('/dev-idp/interaction/:uid', async (request, reply) => {
      reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8');
      const { provider, errorPage } = await load();
      const details = await provider.interactionDetails(request.raw, reply.raw).catch(() => null);
      if (!details) return reply.code(400).send(errorPage(config, EXPIRED));
      const action = `${DEV_IDP_PATH}/interaction/${details.uid}/login`;
      return reply.send(loginPage({ action }));
    });

    scope.post('/dev-idp/interaction/:uid/login', async (request, reply) => {
      reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8');
      const { provider, errorPage } = await load();
      const details = await provider.interactionDetails(request.raw, reply.raw).catch(() => null);
      if (!details) return reply.code(400).send(errorPage(config, EXPIRED));
      const body = (request.body ?? {}) as Record<string, string | undefined>;
      const account = findDemoAccountByEmail(body.email ?? '');
      if (!account || !samePassword(body.password ?? '')) {
        const action = `${DEV_IDP_PATH}/interaction/${details.uid}/login`;
        return reply.code(401).send(loginPage({ action, email: body.email ?? '', error: WRONG_CREDENTIALS }));
      }
      if (details.session?.accountId && details.session.accountId !== account.accountId) {
        // Switching demo accounts: start a fresh provider session. oidc-provider would otherwise
        // answer with its script-driven logout page, which the app's CSP (rightly) blocks.
        delete details.session;
        await details.persist();
        const expired = `Path=${DEV_IDP_PATH}; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax`;
        reply.raw.setHeader('Set-Cookie', [`_session=; ${expired}`, `_session.sig=; ${expired}`]);
      }
      reply.hijack();
      await provider.interactionFinished(
        request.raw,
        reply.raw,
        { login: { accountId: account.accountId } },
        { mergeWithLastSubmission: false },
      );
    });
  });

  // Everything else (discovery, authorize, token, userinfo, jwks) goes to oidc-provider untouched:
  // no body parsing here, the provider reads the request stream itself.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.all('/dev-idp/*', async (request, reply) => {
      const { handle } = await load();
      reply.hijack();
      const raw = request.raw as typeof request.raw & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = raw.url!.slice(DEV_IDP_PATH.length) || '/';
      handle(raw, reply.raw);
    });
  });
}
