// Company sign-in by browser navigation (spec part 1 §1, §7): /backend/authentication/start sends
// the browser to the provider, /backend/authentication/callback comes back with the code. Every
// failure ends on /login?error=<code> (codes in @baustellendoku/domain signInErrorTexts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SignInErrorCode } from '@baustellendoku/domain';
import type { Config } from '../../config.js';
import { DEV_IDP_ADMIN_GROUP, devIdpClientSecret, devIdpIssuer, DEV_IDP_CLIENT_ID } from '../dev-idp/dev-idp-client.js';
import { createOidcClient, type OidcSettings, type OidcTransaction } from './oidc-client.js';
import { safeRedirectTarget } from './redirect-target.js';
import { replaceSession } from './sessions.js';
import { upsertStaffUser } from './staff-users.js';

/**
 * One cookie per sign-in attempt, named after its state: sign-ins started in several tabs do not
 * overwrite each other. The callback finds its cookie through the returned `state`.
 */
const transactionCookie = (state: unknown) =>
  typeof state === 'string' && /^[\w-]{16,}$/.test(state) ? `bd_oidc_${state.slice(0, 16)}` : null;
const TRANSACTION_PATH = '/backend/authentication';
const TRANSACTION_TTL_SECONDS = 10 * 60;

export function oidcSettings(config: Config): OidcSettings {
  const redirectUri = `${config.APP_URL}/backend/authentication/callback`;
  if (config.OIDC_ISSUER) {
    return {
      issuer: config.OIDC_ISSUER,
      clientId: config.OIDC_CLIENT_ID!,
      clientSecret: config.OIDC_CLIENT_SECRET,
      adminGroup: config.OIDC_ADMIN_GROUP,
      redirectUri,
    };
  }
  return {
    issuer: devIdpIssuer(config),
    clientId: DEV_IDP_CLIENT_ID,
    clientSecret: devIdpClientSecret(config),
    adminGroup: config.OIDC_ADMIN_GROUP ?? DEV_IDP_ADMIN_GROUP,
    redirectUri,
    forceLogin: true,
  };
}

/** Network failures (provider down, DNS, refused) versus protocol failures. */
function errorCode(error: unknown): SignInErrorCode {
  const cause = (error as { cause?: unknown })?.cause;
  const isNetwork = (value: unknown) =>
    value instanceof TypeError ||
    (typeof value === 'object' && value !== null && 'code' in value && /^E[A-Z]+/.test(String(value.code)));
  if (isNetwork(error) || isNetwork(cause)) return 'unavailable';
  if (
    (error as { code?: unknown })?.code === 'OAUTH_AUTHORIZATION_RESPONSE_ERROR' &&
    (error as { error?: unknown }).error === 'access_denied'
  ) {
    return 'cancelled';
  }
  return 'failed';
}

export async function oidcRoutes(app: FastifyInstance) {
  const oidc = createOidcClient(oidcSettings(app.config));
  const cookieOptions = {
    path: TRANSACTION_PATH,
    httpOnly: true,
    // Lax: the provider brings the browser back with a top-level GET from another site.
    sameSite: 'lax' as const,
    secure: app.config.APP_URL.startsWith('https://'),
    signed: true,
  };
  const fail = (request: FastifyRequest, reply: FastifyReply, code: SignInErrorCode, error?: unknown) => {
    if (error) request.log.warn({ err: error, code }, 'company sign-in failed');
    else request.log.info({ code }, 'company sign-in failed');
    const cookie = transactionCookie((request.query as Record<string, unknown>).state);
    if (cookie) reply.clearCookie(cookie, { path: TRANSACTION_PATH });
    return reply.redirect(`/login?error=${code}`, 303);
  };

  app.get('/authentication/start', async (request, reply) => {
    const { redirect } = request.query as { redirect?: unknown };
    try {
      const { url, transaction } = await oidc.start(safeRedirectTarget(redirect, app.config.APP_URL));
      reply.setCookie(transactionCookie(transaction.state)!, JSON.stringify(transaction), {
        ...cookieOptions,
        maxAge: TRANSACTION_TTL_SECONDS,
      });
      return reply.header('Cache-Control', 'no-store').redirect(url, 303);
    } catch (error) {
      return fail(request, reply, errorCode(error), error);
    }
  });

  app.get('/authentication/callback', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    if (typeof query.error === 'string')
      return fail(request, reply, query.error === 'access_denied' ? 'cancelled' : 'failed');
    const cookie = transactionCookie(query.state);
    const raw = cookie ? request.cookies[cookie] : undefined;
    const unsigned = raw ? request.unsignCookie(raw) : null;
    if (!unsigned?.valid || !unsigned.value) return fail(request, reply, 'expired');
    let transaction: OidcTransaction;
    try {
      transaction = JSON.parse(unsigned.value) as OidcTransaction;
    } catch {
      return fail(request, reply, 'expired');
    }
    let claims;
    try {
      claims = await oidc.finish(new URL(request.url, app.config.APP_URL), transaction);
    } catch (error) {
      return fail(request, reply, errorCode(error), error);
    }
    const result = await app.db.transaction(async (tx) => {
      const signIn = await upsertStaffUser(tx, claims, {
        adminEmails: app.config.ADMIN_EMAILS,
        adminGroup: oidc.settings.adminGroup,
      });
      if ('userId' in signIn) await replaceSession(tx, app.config, request, reply, signIn.userId);
      return signIn;
    });
    if ('error' in result) return fail(request, reply, result.error);
    reply.clearCookie(cookie!, { path: TRANSACTION_PATH });
    return reply
      .header('Cache-Control', 'no-store')
      .redirect(safeRedirectTarget(transaction.redirect, app.config.APP_URL), 303);
  });
}
