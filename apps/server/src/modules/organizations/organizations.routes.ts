import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../plugins/authorize.js';
import { listOrganizations } from './organizations.service.js';

export async function organizationsRoutes(app: FastifyInstance) {
  // Any signed-in user may read the organization names: they are not confidential and the
  // project screens show them (decision 0131).
  app.get('/organization', async (request) => {
    requireUser(request);
    return { items: await listOrganizations(app.db) };
  });
}
