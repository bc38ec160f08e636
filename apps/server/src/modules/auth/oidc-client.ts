// The OpenID Connect relying party (authorization code + PKCE + state + nonce) with openid-client.
// The same code signs in against the company's provider (OIDC_ISSUER) and the embedded
// development provider (/backend/dev-idp), which is discovered over HTTP like any other.
import type * as OpenIdClient from 'openid-client';

// openid-client (with its JOSE code) is imported on the first sign-in, not at server start.
let openIdClient: Promise<typeof OpenIdClient> | null = null;
const loadOpenIdClient = () => (openIdClient ??= import('openid-client'));

export type OidcSettings = {
  issuer: string;
  clientId: string;
  clientSecret?: string | undefined;
  /** Members of this group (claim `groups`) are admins. */
  adminGroup?: string | undefined;
  redirectUri: string;
  /** Ask the provider to show its login form every time (the demo provider: switch accounts). */
  forceLogin?: boolean;
};

/** Kept in a short-lived signed cookie between start and callback. */
export type OidcTransaction = { state: string; nonce: string; codeVerifier: string; redirect: string };

export type StaffClaims = {
  subject: string;
  email: string | undefined;
  firstName: string | undefined;
  lastName: string | undefined;
  groups: string[];
};

export type OidcClient = {
  settings: OidcSettings;
  start: (redirect: string) => Promise<{ url: string; transaction: OidcTransaction }>;
  finish: (currentUrl: URL, transaction: OidcTransaction) => Promise<StaffClaims>;
};

/**
 * Discovery, then the client authentication the provider supports: client_secret_basic (the
 * OpenID default, also when the provider does not say) or else client_secret_post.
 */
async function discover(settings: OidcSettings): Promise<OpenIdClient.Configuration> {
  const client = await loadOpenIdClient();
  const insecure = settings.issuer.startsWith('http://');
  const found = await client.discovery(
    new URL(settings.issuer),
    settings.clientId,
    undefined,
    client.None(),
    insecure ? { execute: [client.allowInsecureRequests] } : undefined,
  );
  const metadata = found.serverMetadata();
  let authentication = client.None();
  if (settings.clientSecret) {
    const methods = metadata.token_endpoint_auth_methods_supported;
    const basic = !methods || methods.includes('client_secret_basic') || !methods.includes('client_secret_post');
    authentication = basic
      ? client.ClientSecretBasic(settings.clientSecret)
      : client.ClientSecretPost(settings.clientSecret);
  }
  const configuration = new client.Configuration(metadata, settings.clientId, settings.clientSecret, authentication);
  if (insecure) client.allowInsecureRequests(configuration);
  return configuration;
}

export function createOidcClient(settings: OidcSettings): OidcClient {
  let discovered: Promise<OpenIdClient.Configuration> | null = null;
  const configuration = () => {
    discovered ??= discover(settings).catch((error: unknown) => {
      // The provider may come up later: retry discovery on the next sign-in.
      discovered = null;
      throw error;
    });
    return discovered;
  };

  return {
    settings,
    async start(redirect) {
      const config = await configuration();
      const client = await loadOpenIdClient();
      const transaction: OidcTransaction = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        codeVerifier: client.randomPKCECodeVerifier(),
        redirect,
      };
      const supported = config.serverMetadata().scopes_supported ?? [];
      const scope = ['openid', 'email', 'profile', ...(supported.includes('groups') ? ['groups'] : [])].join(' ');
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: settings.redirectUri,
        scope,
        state: transaction.state,
        nonce: transaction.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(transaction.codeVerifier),
        code_challenge_method: 'S256',
        ...(settings.forceLogin ? { prompt: 'login' } : {}),
      });
      return { url: url.href, transaction };
    },
    async finish(currentUrl, transaction) {
      const config = await configuration();
      const client = await loadOpenIdClient();
      const tokens = await client.authorizationCodeGrant(config, currentUrl, {
        pkceCodeVerifier: transaction.codeVerifier,
        expectedState: transaction.state,
        expectedNonce: transaction.nonce,
        idTokenExpected: true,
      });
      let claims: Record<string, unknown> = { ...tokens.claims() };
      // Many providers put only `sub` into the ID token; the rest comes from userinfo.
      if (!claims.email || !(claims.given_name || claims.name) || (settings.adminGroup && !claims.groups)) {
        const userinfo = await client.fetchUserInfo(config, tokens.access_token, String(claims.sub));
        claims = { ...claims, ...pickDefined(userinfo) };
      }
      return staffClaims(claims);
    },
  };
}

const pickDefined = (values: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  );

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

export function staffClaims(claims: Record<string, unknown>): StaffClaims {
  const name = text(claims.name)?.split(/\s+/) ?? [];
  const groups = Array.isArray(claims.groups)
    ? claims.groups.filter((group): group is string => typeof group === 'string')
    : [];
  return {
    subject: String(claims.sub),
    email: text(claims.email)?.toLowerCase(),
    firstName: text(claims.given_name) ?? (name.length > 1 ? name.slice(0, -1).join(' ') : undefined),
    lastName: text(claims.family_name) ?? name.at(-1),
    groups,
  };
}
