import { describe, expect, it } from 'vitest';
import { can } from '../permissions.js';
import {
  rolesOfTokenRights,
  tokenExpiry,
  tokenRights,
  tokenRightsOfRoles,
  tokenState,
  TOKEN_MAX_VALID_DAYS,
} from './token-rules.js';

const now = new Date('2026-11-28T12:00:00Z');

describe('token rules', () => {
  it('expires after 90 days by default and at most after a year', () => {
    expect(tokenExpiry(now).toISOString()).toBe('2027-02-26T12:00:00.000Z');
    expect(tokenExpiry(now, TOKEN_MAX_VALID_DAYS).toISOString()).toBe('2027-11-28T12:00:00.000Z');
    expect(() => tokenExpiry(now, TOKEN_MAX_VALID_DAYS + 1)).toThrow(RangeError);
    expect(() => tokenExpiry(now, 0)).toThrow(RangeError);
  });

  it('is revoked before it is expired, and expired at the moment it ends', () => {
    const expiresAt = now.toISOString();
    expect(tokenState({ expiresAt, revokedAt: null }, new Date(now.getTime() - 1))).toBe('active');
    expect(tokenState({ expiresAt, revokedAt: null }, now)).toBe('expired');
    expect(tokenState({ expiresAt, revokedAt: expiresAt }, new Date(0))).toBe('revoked');
  });

  it('never carries the project manager role, so no token manages a project or its tokens', () => {
    expect(tokenRights).not.toContain('project_manager');
    for (const rights of tokenRights) {
      const ctx = { user: { isAdmin: false, id: 'token' }, roles: rolesOfTokenRights(rights) };
      expect(tokenRightsOfRoles(ctx.roles)).toBe(rights);
      expect(can('accessProject', ctx)).toBe(true);
      expect(can('manageProject', ctx)).toBe(false);
      expect(can('manageIntegrationTokensOfProject', ctx)).toBe(false);
      expect(can('changeParticipantRoles', ctx)).toBe(false);
      expect(can('manageIntegrationTokens', ctx)).toBe(false);
      expect(can('manageProjects', ctx)).toBe(false);
    }
  });

  it('gives a read-only token no role at all', () => {
    expect(rolesOfTokenRights('readOnly')).toEqual([]);
    expect(rolesOfTokenRights('foreman')).toEqual(['foreman']);
  });
});
