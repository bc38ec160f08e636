// The one place that reads the environment. Invalid configuration stops the start with a message
// naming the variable (see README, "Konfiguration").
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const flag = z
  .enum(['1', '0', 'true', 'false', ''])
  .optional()
  .transform((value) => value === '1' || value === 'true');
const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === '' ? undefined : value));
const optionalUrl = z.preprocess((value) => (value === '' ? undefined : value), z.url().optional());

/**
 * The street map without MAP_STYLE_URL: OpenFreeMap's "liberty" style (OpenStreetMap vector tiles,
 * no key, no account; decision 0400). `MAP_STYLE_URL=offline` keeps the map on the built-in style.
 */
export const DEFAULT_MAP_STYLE_URL = 'https://tiles.openfreemap.org/styles/liberty';
const mapStyleUrl = z
  .preprocess(
    (value) => (value === '' || value === undefined ? DEFAULT_MAP_STYLE_URL : value),
    z.union([z.literal('offline'), z.url()]),
  )
  .transform((value) => (value === 'offline' ? undefined : value));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  APP_URL: optionalUrl,
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl,
  STORAGE_DRIVER: z.enum(['disk', 's3']).default('disk'),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: flag,
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Baustellendoku <no-reply@baustellendoku.local>'),
  OIDC_ISSUER: optionalUrl,
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  OIDC_ADMIN_GROUP: optionalString,
  ADMIN_EMAILS: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
  DEV_IDP: flag,
  /** Behind a load balancer: trust X-Forwarded-For/-Proto (client IP for rate limits). */
  TRUST_PROXY: flag,
  SESSION_SECRET: z.string().min(32).optional(),
  SUPPORT_EMAIL: z.email().default('support@baustellendoku.example'),
  MAP_STYLE_URL: mapStyleUrl,
  MAP_SATELLITE_STYLE_URL: optionalUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z.enum(['auto', 'never']).default('auto'),
  /** Webhooks may reach private addresses and http URLs (tests, closed networks; decision 0571). */
  WEBHOOK_ALLOW_PRIVATE: flag,
  /** The webhook dispatcher in this process: on by default, off by default under NODE_ENV=test. */
  WEBHOOK_DISPATCHER: z.enum(['on', 'off']).optional(),
  /** Another built web app to serve (the offline e2e test serves a copy it can change); default apps/web/dist. */
  WEB_DIST_DIR: z.string().min(1).optional(),
});

export type Config = Omit<z.output<typeof envSchema>, 'APP_URL' | 'SESSION_SECRET'> & {
  APP_URL: string;
  SESSION_SECRET: string;
  DATA_DIR: string;
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Ungültige Konfiguration:\n${lines.join('\n')}`);
  }
  const raw = parsed.data;
  if (raw.STORAGE_DRIVER === 's3') {
    for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!raw[name]) throw new ConfigError(`Ungültige Konfiguration:\n  ${name}: wird für STORAGE_DRIVER=s3 benötigt`);
    }
  }
  if (raw.OIDC_ISSUER && !raw.OIDC_CLIENT_ID) {
    throw new ConfigError('Ungültige Konfiguration:\n  OIDC_CLIENT_ID: wird mit OIDC_ISSUER benötigt');
  }
  if (raw.NODE_ENV === 'production' && !raw.OIDC_ISSUER && !raw.DEV_IDP) {
    throw new ConfigError(
      'Ungültige Konfiguration:\n  OIDC_ISSUER: in Produktion erforderlich (oder DEV_IDP=1 für den eingebauten Demo-Anmeldedienst)',
    );
  }
  const dataDir = path.resolve(raw.DATA_DIR);
  return {
    ...raw,
    DATA_DIR: dataDir,
    APP_URL: (raw.APP_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, ''),
    SESSION_SECRET: raw.SESSION_SECRET ?? persistedSecret(dataDir),
  };
}

/** A secret generated once and kept in DATA_DIR, so sessions survive restarts. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return fs.readFileSync(file, 'utf8').trim();
  }
}
