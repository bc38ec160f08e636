// Demo seeders create records through the services, as a member would through the API.
import { defaultProjectFacts, type Feature, type ProjectRole } from '@baustellendoku/domain';
import type { ProjectAccess } from '../plugins/authorize.js';
import type { users } from './schema/index.js';

/** Access as the API would build it for a demo member with one role in a complete project. */
export const demoMemberAccess = (
  user: typeof users.$inferSelect,
  projectId: string,
  role: ProjectRole,
  enabledFeatures: Feature[],
): ProjectAccess => ({
  user: {
    id: user.id,
    type: user.type,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    isAdmin: user.isAdmin,
  },
  roles: [role],
  projectId,
  project: { ...defaultProjectFacts, enabledFeatures, isProjectDataCompleted: true },
  status: undefined,
});
