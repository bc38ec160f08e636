// Integration tokens (issue 35 item 2, decision 0551): what a token may do and how long it lives.
// No zod here: screens that only show a token list load this for labels.
import { projectRoleLabels, projectRoles, type ProjectRole } from '../roles.js';

/**
 * The rights a token carries: read-only, or the rules of one project role. Never the project
 * manager's: that role administers the project (participants, settings, features, tokens), and no
 * token may reach administration.
 */
export const tokenRoles = projectRoles.filter((role) => role !== 'project_manager') as Exclude<
  ProjectRole,
  'project_manager'
>[];
export type TokenRole = (typeof tokenRoles)[number];
export const tokenRights = ['readOnly', ...tokenRoles] as const;
export type TokenRights = (typeof tokenRights)[number];

export const tokenRightsLabels: Record<TokenRights, string> = {
  readOnly: 'Nur lesen',
  ...(Object.fromEntries(tokenRoles.map((role) => [role, `Rechte als ${projectRoleLabels[role]}`])) as Record<
    TokenRole,
    string
  >),
};

/** The project roles a token's membership carries: none for read-only (access, but no role's rules). */
export const rolesOfTokenRights = (rights: TokenRights): ProjectRole[] => (rights === 'readOnly' ? [] : [rights]);

/** The rights a token membership's roles stand for. */
export const tokenRightsOfRoles = (roles: readonly ProjectRole[]): TokenRights =>
  roles.find((role): role is TokenRole => (tokenRoles as readonly string[]).includes(role)) ?? 'readOnly';

/** What a token looks like: `bd_`, 12 hex digits that find its row, `_`, 256 random bits (base64url). */
export const tokenFormat = /^bd_([0-9a-f]{12})_([A-Za-z0-9_-]{43})$/;

export const TOKEN_DEFAULT_VALID_DAYS = 90;
/** At most one year. */
export const TOKEN_MAX_VALID_DAYS = 365;
export const tokenValidDayChoices = [30, 90, 180, 365] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a token made at `now` for `validDays` days expires. */
export function tokenExpiry(now: Date, validDays: number = TOKEN_DEFAULT_VALID_DAYS): Date {
  if (!Number.isInteger(validDays) || validDays < 1 || validDays > TOKEN_MAX_VALID_DAYS)
    throw new RangeError(`validDays ${validDays} außerhalb 1…${TOKEN_MAX_VALID_DAYS}`);
  return new Date(now.getTime() + validDays * DAY_MS);
}

/** A token's state at `now`: usable, expired or revoked (revoked wins). */
export type TokenState = 'active' | 'expired' | 'revoked';
export function tokenState(token: { expiresAt: string; revokedAt: string | null }, now: Date): TokenState {
  if (token.revokedAt !== null) return 'revoked';
  return new Date(token.expiresAt).getTime() <= now.getTime() ? 'expired' : 'active';
}

export const tokenStateLabels: Record<TokenState, string> = {
  active: 'Aktiv',
  expired: 'Abgelaufen',
  revoked: 'Widerrufen',
};

export const integrationMessages = {
  unknownProject: 'Mindestens eines der Projekte gibt es nicht',
  secretShownOnce:
    'Kopieren Sie das Token jetzt: Es wird nur dieses eine Mal angezeigt und lässt sich später nicht mehr abrufen.',
  created: 'Das API-Token wurde angelegt',
  revoked: 'Das API-Token wurde widerrufen',
  copied: 'Das Token wurde in die Zwischenablage kopiert',
};
