// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- oidc-provider ships no types (see modules/dev-idp/oidc-provider.d.ts)
/// <reference path="../../modules/dev-idp/oidc-provider.d.ts" />
// A separately started oidc-provider acting as the company's identity provider: its own port,
// its own keys, a confidential client for the app, and a "login" that signs in whichever
// account the test chose (the provider's UI is not what is tested here).
import http from 'node:http';
import Provider, { type OidcContext } from 'oidc-provider';
import { freePort } from './listening-app.js';

export type CompanyAccount = { sub: string; email: string; given_name: string; family_name: string; groups?: string[] };

export async function startCompanyIdp(options: { redirectUri: string; clientId: string; clientSecret: string }) {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const accounts = new Map<string, CompanyAccount>();
  let nextLogin: string | null = null;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    findAccount: async (_ctx: unknown, sub: string) => {
      const account = accounts.get(sub);
      return account
        ? { accountId: sub, claims: async () => ({ ...account, name: `${account.given_name} ${account.family_name}` }) }
        : undefined;
    },
    scopes: ['openid', 'email', 'profile', 'groups'],
    claims: { openid: ['sub'], email: ['email'], profile: ['given_name', 'family_name', 'name'], groups: ['groups'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    loadExistingGrant: async (ctx: OidcContext) => {
      const grantId = ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client.clientId,
        accountId: ctx.oidc.session.accountId,
      });
      grant.addOIDCScope('openid email profile groups');
      await grant.save();
      return grant;
    },
    pkce: { required: () => true },
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
  });
  const callback = provider.callback();
  const server = http.createServer((req, res) => {
    if (req.url?.startsWith('/interaction/')) {
      const account = nextLogin;
      if (!account) {
        // The user cancels at the provider.
        provider
          .interactionFinished(req, res, { error: 'access_denied', error_description: 'Abgebrochen' })
          .catch((error: unknown) => res.writeHead(500).end(String(error)));
        return;
      }
      provider
        .interactionFinished(req, res, { login: { accountId: account } })
        .catch((error: unknown) => res.writeHead(500).end(String(error)));
      return;
    }
    callback(req, res);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    issuer,
    addAccount: (account: CompanyAccount) => accounts.set(account.sub, account),
    /** Who signs in at the next interaction; null = the user cancels. */
    signInAs: (sub: string | null) => {
      nextLogin = sub;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
