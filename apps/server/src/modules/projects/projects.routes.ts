import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createProjectSchema, projectRoleLabels, projectRoles, updateProjectSchema } from '@baustellendoku/domain';
import { accessibleProjectIds, requireGlobal, requireUser } from '../../plugins/authorize.js';
import { createProject, getProject, listProjects, projectDataFacts, updateProject } from './projects.service.js';
import { isRowDataCompleted } from './project-view.js';
import { projectIdParams, requireProject } from '../../plugins/project-route.js';

export async function projectsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.projectFactLoaders.push(projectDataFacts);

  api.get('/project', async (request) => {
    const user = requireUser(request);
    return { items: await listProjects(app.db, await accessibleProjectIds(app.db, user)) };
  });

  api.post('/project', { schema: { body: createProjectSchema } }, async (request, reply) => {
    const user = requireGlobal(request, 'manageProjects');
    return reply.code(201).send(await createProject(app.db, user, request.body));
  });

  // The role list for the participant forms (spec part 1 §7 "GET /project/user-roles").
  api.get('/project/user-roles', async (request) => {
    requireUser(request);
    return projectRoles.map((value) => ({ value, label: projectRoleLabels[value] }));
  });

  api.get('/project/:projectId', { schema: { params: projectIdParams } }, async (request) => {
    const access = await requireProject(app.db, request, request.params.projectId, 'accessProject');
    return getProject(app.db, access.projectId, access.project);
  });

  api.put(
    '/project/:projectId',
    { schema: { params: projectIdParams, body: updateProjectSchema } },
    async (request) => {
      const access = await requireProject(app.db, request, request.params.projectId, 'manageProject');
      const row = await updateProject(app.db, access.user, access.projectId, request.body);
      return getProject(app.db, access.projectId, {
        ...access.project,
        isProjectDataCompleted: isRowDataCompleted(row),
      });
    },
  );
}
