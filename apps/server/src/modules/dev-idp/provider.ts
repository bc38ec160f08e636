// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- oidc-provider ships no types; the reference brings ours into every program that imports this file (also the tests')
/// <reference path="./oidc-provider.d.ts" />
// The embedded development identity provider: a real oidc-provider instance with the demo
// accounts, used when no company provider is configured (OIDC_ISSUER unset).
import { createHmac } from 'node:crypto';
import Provider, { type OidcContext } from 'oidc-provider';
import type { Config } from '../../config.js';
import { escapeHtml, htmlPage } from '../mail/html.js';
import { demoAccountClaims, findDemoAccount } from './demo-accounts.js';
import { DEV_IDP_CLIENT_ID, DEV_IDP_PATH, devIdpClientSecret, devIdpIssuer } from './dev-idp-client.js';
import { createMemoryAdapterClass } from './memory-adapter.js';
import { loadSigningKeys } from './signing-keys.js';

const SCOPES = ['openid', 'email', 'profile', 'groups'];

export function createDevProvider(config: Config): Provider {
  const provider = new Provider(devIdpIssuer(config), {
    clients: [
      {
        client_id: DEV_IDP_CLIENT_ID,
        client_secret: devIdpClientSecret(config),
        redirect_uris: [`${config.APP_URL}/backend/authentication/callback`],
        post_logout_redirect_uris: [`${config.APP_URL}/login`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: loadSigningKeys(config.DATA_DIR),
    adapter: createMemoryAdapterClass(),
    cookies: {
      keys: [createHmac('sha256', config.SESSION_SECRET).update('dev-idp-cookies').digest('base64url')],
      // The provider's own login session stays under its path, away from the app's cookies.
      long: { httpOnly: true, sameSite: 'lax', path: DEV_IDP_PATH },
    },
    findAccount: async (_ctx: unknown, accountId: string) => {
      const account = findDemoAccount(accountId);
      return account ? { accountId, claims: async () => demoAccountClaims(account) } : undefined;
    },
    scopes: SCOPES,
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name'],
      groups: ['groups'],
    },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: {
      url: (_ctx: unknown, interaction: { uid: string }) => `${DEV_IDP_PATH}/interaction/${interaction.uid}`,
    },
    // The app is a first-party client: no consent screen, the grant covers what it asks for.
    loadExistingGrant: async (ctx: OidcContext) => {
      const grantId = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client.clientId,
        accountId: ctx.oidc.session.accountId,
      });
      grant.addOIDCScope(SCOPES.join(' '));
      await grant.save();
      return grant;
    },
    renderError: async (ctx: { type: string; body: string }, out: Record<string, string>) => {
      ctx.type = 'html';
      ctx.body = errorPage(config, out.error_description ?? out.error ?? 'Unbekannter Fehler');
    },
    clientBasedCORS: () => false,
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 600,
      Session: 8 * 3600,
      Grant: 8 * 3600,
    },
  });
  provider.proxy = true;
  return provider;
}

export function errorPage(config: Config, detail: string): string {
  return htmlPage(
    'Anmeldung fehlgeschlagen – Baustellendoku',
    `<main><div class="card narrow">
<h1>Anmeldung fehlgeschlagen</h1>
<p class="muted">Der Anmeldedienst konnte die Anfrage nicht bearbeiten (${escapeHtml(detail)}).</p>
<a href="${escapeHtml(config.APP_URL)}/login">Zurück zum Login</a>
</div></main>`,
  );
}
