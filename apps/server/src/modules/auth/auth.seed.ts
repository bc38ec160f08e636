// Demo seed: the staff users of the embedded provider's demo accounts (Anna is admin). They sign
// in as these users (linked by e-mail on first sign-in); later seeders find them by e-mail.
import type { DemoSeeder } from '../../db/seed.js';
import { users } from '../../db/schema/index.js';
import { demoAccounts } from '../dev-idp/demo-accounts.js';

export const authDemoSeeder: DemoSeeder = async ({ tx, state }) => {
  const rows = await tx
    .insert(users)
    .values(
      demoAccounts.map((account) => ({
        type: 'staff' as const,
        email: account.email,
        firstName: account.firstName,
        lastName: account.lastName,
        isAdmin: account.isAdmin,
      })),
    )
    .returning({ id: users.id, email: users.email });
  for (const row of rows) state.set(`user:${row.email}`, row.id);
};
