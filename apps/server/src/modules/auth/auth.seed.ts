// Demo seed: the staff users of the embedded provider's demo accounts (Anna is admin), provisioned
// as an operator would; they sign in as these users (linked by e-mail on first sign-in) and later
// seeders find them by e-mail.
import type { DemoSeeder } from '../../db/seed.js';
import { demoAccounts } from '../dev-idp/demo-accounts.js';
import { provisionStaffUsers } from './staff-users.js';

export const authDemoSeeder: DemoSeeder = async ({ tx, state }) => {
  for (const row of await provisionStaffUsers(tx, demoAccounts)) state.set(`user:${row.email}`, row.id);
};
