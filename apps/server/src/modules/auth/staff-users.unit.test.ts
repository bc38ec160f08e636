// Who is admin after a company sign-in (decision 0120).
import { describe, expect, it } from 'vitest';
import { isAdminByPolicy } from './staff-users.js';

const claims = (email: string, groups: string[] = []) => ({
  subject: 's',
  email,
  firstName: 'A',
  lastName: 'B',
  groups,
});

describe('isAdminByPolicy', () => {
  it('keeps the stored flag when no admin source is configured', () => {
    const policy = { adminEmails: [], adminGroup: undefined };
    expect(isAdminByPolicy(policy, claims('a@firma.example'), true)).toBe(true);
    expect(isAdminByPolicy(policy, claims('a@firma.example'), false)).toBe(false);
  });

  it('follows ADMIN_EMAILS and the admin group, also revoking', () => {
    const policy = { adminEmails: ['chefin@firma.example'], adminGroup: 'bd-admins' };
    expect(isAdminByPolicy(policy, claims('chefin@firma.example'), false)).toBe(true);
    expect(isAdminByPolicy(policy, claims('it@firma.example', ['bd-admins']), false)).toBe(true);
    expect(isAdminByPolicy(policy, claims('ex@firma.example', ['bau']), true)).toBe(false);
  });
});
