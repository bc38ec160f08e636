import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createProjectSchema, projectRoleLabels, projectRoles, updateProjectSchema } from '@baustellendoku/domain';
import { accessibleProjectIds, requireUser } from '../../plugins/authorize.js';
import { createProject, getProject, listProjects, projectDataFacts, updateProject } from './projects.service.js';
import { isRowDataCompleted } from './project-view.js';
import { globalGuard, guardedAccess, projectGuard, projectIdParams } from '../../plugins/project-route.js';

export async function projectsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.projectFactLoaders.push(projectDataFacts);

  api.get('/project', async (request) => {
    const user = requireUser(request);
    return { items: await listProjects(app.db, await accessibleProjectIds(app.db, user)) };
  });

  api.post(
    '/project',
    { schema: { body: createProjectSchema }, preValidation: globalGuard('manageProjects') },
    async (request, reply) => {
      const user = requireUser(request);
      return reply.code(201).send(await createProject(app.db, user, request.body));
    },
  );

  // The role list for the participant forms (spec part 1 §7 "GET /project/user-roles").
  api.get('/project/user-roles', async (request) => {
    requireUser(request);
    return projectRoles.map((value) => ({ value, label: projectRoleLabels[value] }));
  });

  api.get(
    '/project/:projectId',
    { schema: { params: projectIdParams }, preValidation: projectGuard(app.db, 'accessProject') },
    async (request) => {
      const access = guardedAccess(request);
      return getProject(app.db, access.projectId, access.project);
    },
  );

  api.put(
    '/project/:projectId',
    {
      schema: { params: projectIdParams, body: updateProjectSchema },
      preValidation: projectGuard(app.db, 'manageProject'),
    },
    async (request) => {
      const access = guardedAccess(request);
      const row = await updateProject(app.db, access.user, access.projectId, request.body);
      return getProject(app.db, access.projectId, {
        ...access.project,
        isProjectDataCompleted: isRowDataCompleted(row),
      });
    },
  );
}
