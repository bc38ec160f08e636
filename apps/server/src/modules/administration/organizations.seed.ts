// Demo seed: the two company units that own the demo projects, added as an operator would
// (npm run organizations -- add). Shared with later seeders as `organization:north|south`.
import type { DemoSeeder } from '../../db/seed.js';
import { createOrganization } from './organizations.service.js';

export const organizationsDemoSeeder: DemoSeeder = async ({ tx, state }) => {
  const north = await createOrganization(tx, 'Muster Bau GmbH – Niederlassung Nord');
  const south = await createOrganization(tx, 'Muster Bau GmbH – Niederlassung Süd');
  state.set('organization:north', north.organizationId);
  state.set('organization:south', south.organizationId);
};
