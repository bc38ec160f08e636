// Just-in-time staff accounts from the provider's claims (decision 0120): matched by subject,
// else linked once by e-mail to a pre-provisioned staff row without subject. Names and e-mail
// follow the provider on every sign-in; admin follows ADMIN_EMAILS / the admin group when set.
import { eq } from 'drizzle-orm';
import type { SignInErrorCode } from '@baustellendoku/domain';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import type { StaffClaims } from './oidc-client.js';

export type AdminPolicy = { adminEmails: readonly string[]; adminGroup: string | undefined };

export function isAdminByPolicy(policy: AdminPolicy, claims: StaffClaims, current: boolean): boolean {
  const configured = policy.adminEmails.length > 0 || Boolean(policy.adminGroup);
  // Without any admin source configured, the stored flag (seed, operator) stays as it is.
  if (!configured) return current;
  return (
    (claims.email !== undefined && policy.adminEmails.includes(claims.email)) ||
    (policy.adminGroup !== undefined && claims.groups.includes(policy.adminGroup))
  );
}

export type StaffSignIn = { userId: string } | { error: SignInErrorCode };

export async function upsertStaffUser(tx: Executor, claims: StaffClaims, policy: AdminPolicy): Promise<StaffSignIn> {
  const email = claims.email;
  if (!email) return { error: 'missing-claims' };
  const names = { firstName: claims.firstName ?? '', lastName: claims.lastName ?? email.split('@')[0]! };

  const [bySubject] = await tx.select().from(users).where(eq(users.subject, claims.subject));
  const [byEmail] = await tx.select().from(users).where(eq(users.email, email));
  let existing = bySubject;
  if (!existing && byEmail) {
    // Link a pre-provisioned staff row (e.g. demo seed) once; never take over a guest or a
    // staff account that belongs to another subject.
    if (byEmail.type !== 'staff' || byEmail.subject !== null) return { error: 'account-conflict' };
    existing = byEmail;
  }
  if (existing) {
    if (!existing.isActive) return { error: 'inactive' };
    if (byEmail && byEmail.id !== existing.id) return { error: 'account-conflict' };
    await tx
      .update(users)
      .set({
        subject: claims.subject,
        email,
        ...(claims.firstName || claims.lastName ? names : {}),
        isAdmin: isAdminByPolicy(policy, claims, existing.isAdmin),
      })
      .where(eq(users.id, existing.id));
    return { userId: existing.id };
  }
  const [created] = await tx
    .insert(users)
    .values({
      type: 'staff',
      subject: claims.subject,
      email,
      ...names,
      isAdmin: isAdminByPolicy(policy, claims, false),
    })
    .returning({ id: users.id });
  return { userId: created!.id };
}

/**
 * Staff accounts known before their first sign-in (the demo accounts): a staff row without
 * subject, linked by e-mail at the first sign-in (`upsertStaffUser`).
 */
export async function provisionStaffUsers(
  tx: Executor,
  accounts: readonly { email: string; firstName: string; lastName: string; isAdmin: boolean }[],
): Promise<{ id: string; email: string }[]> {
  return tx
    .insert(users)
    .values(
      accounts.map(({ email, firstName, lastName, isAdmin }) => ({
        type: 'staff' as const,
        email,
        firstName,
        lastName,
        isAdmin,
      })),
    )
    .returning({ id: users.id, email: users.email });
}
