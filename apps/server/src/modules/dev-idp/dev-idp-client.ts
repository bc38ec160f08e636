// What the app and the embedded development identity provider agree on: issuer path, the one
// registered client, and the group that makes a demo account an admin.
import { createHmac } from 'node:crypto';
import type { Config } from '../../config.js';

export const DEV_IDP_PATH = '/backend/dev-idp';
export const DEV_IDP_CLIENT_ID = 'baustellendoku';
export const DEV_IDP_ADMIN_GROUP = 'baustellendoku-admins';

export const devIdpIssuer = (config: Config) => `${config.APP_URL}${DEV_IDP_PATH}`;

/** Derived from SESSION_SECRET: stable across restarts and instances, never configured by hand. */
export const devIdpClientSecret = (config: Config) =>
  createHmac('sha256', config.SESSION_SECRET).update('dev-idp-client-secret').digest('base64url');

export const isDevIdpEnabled = (config: Config) => !config.OIDC_ISSUER;
