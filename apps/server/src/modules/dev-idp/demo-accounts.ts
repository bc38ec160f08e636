// The demo accounts of the embedded identity provider (password "demo" for all). The demo seeder
// creates the matching staff users, so projects can be set up before anyone signs in.
import { DEV_IDP_ADMIN_GROUP } from './dev-idp-client.js';

export type DemoAccount = { accountId: string; email: string; firstName: string; lastName: string; isAdmin: boolean };

export const DEMO_PASSWORD = 'demo';

export const demoAccounts: readonly DemoAccount[] = [
  { accountId: 'demo-admin', email: 'admin@demo.example', firstName: 'Anna', lastName: 'Admin', isAdmin: true },
  {
    accountId: 'demo-projektleiter',
    email: 'projektleiter@demo.example',
    firstName: 'Paul',
    lastName: 'Projektleiter',
    isAdmin: false,
  },
  {
    accountId: 'demo-maschinist',
    email: 'maschinist@demo.example',
    firstName: 'Max',
    lastName: 'Maschinist',
    isAdmin: false,
  },
  {
    accountId: 'demo-gutachter',
    email: 'gutachter@demo.example',
    firstName: 'Greta',
    lastName: 'Gutachter',
    isAdmin: false,
  },
  { accountId: 'demo-polier', email: 'polier@demo.example', firstName: 'Fritz', lastName: 'Polier', isAdmin: false },
  {
    accountId: 'demo-einbaugutachter',
    email: 'einbaugutachter@demo.example',
    firstName: 'Ines',
    lastName: 'Einbaugutachter',
    isAdmin: false,
  },
  {
    accountId: 'demo-eigenueberwachung',
    email: 'eigenueberwachung@demo.example',
    firstName: 'Erik',
    lastName: 'Eigenüberwachung',
    isAdmin: false,
  },
];

export const findDemoAccount = (accountId: string) => demoAccounts.find((account) => account.accountId === accountId);
export const findDemoAccountByEmail = (email: string) =>
  demoAccounts.find((account) => account.email === email.trim().toLowerCase());

/** The claims the provider releases (filtered by the requested scopes). */
export const demoAccountClaims = (account: DemoAccount) => ({
  sub: account.accountId,
  email: account.email,
  email_verified: true,
  given_name: account.firstName,
  family_name: account.lastName,
  name: `${account.firstName} ${account.lastName}`,
  groups: account.isAdmin ? [DEV_IDP_ADMIN_GROUP] : [],
});
