import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createProjectSchema,
  projectListItemSchema,
  projectListSchema,
  projectRoleLabels,
  projectRoleOptionsSchema,
  projectRoles,
  projectViewSchema,
  updateProjectSchema,
} from '@baustellendoku/domain';
import { fromParam, projectIdParams, accessibleProjectIds } from '../../platform/access/index.js';
import { createProject, getProject, listProjects, updateProject } from './projects.service.js';
import { isRowDataCompleted } from './project-view.js';

export async function projectsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // The fact the rule table reads: the project has all data the edit form requires.
  app.projectFactSources.push({ fromRow: { isProjectDataCompleted: isRowDataCompleted } });

  api.get(
    '/project',
    { schema: { response: { 200: projectListSchema } }, config: { access: 'signedIn' } },
    async (request) => ({
      items: await listProjects(app.db, await accessibleProjectIds(app.db, request.access.user)),
    }),
  );

  api.post(
    '/project',
    {
      schema: { body: createProjectSchema, response: { 201: projectListItemSchema } },
      config: { access: { global: 'manageProjects' } },
    },
    async (request, reply) => {
      return reply.code(201).send(await createProject(app.db, { user: request.access.user }, request.body));
    },
  );

  // The role list for the participant forms (spec part 1 §7 "GET /project/user-roles").
  api.get(
    '/project/user-roles',
    { schema: { response: { 200: projectRoleOptionsSchema } }, config: { access: 'signedIn' } },
    async () => projectRoles.map((value) => ({ value, label: projectRoleLabels[value] })),
  );

  api.get(
    '/project/:projectId',
    {
      schema: { params: projectIdParams, response: { 200: projectViewSchema } },
      // The view carries the rule table's facts, so the web asks `can()` what the server checks.
      config: { access: { rule: 'accessProject', project: fromParam() }, projectFacts: true },
    },
    async (request) => {
      const access = request.access.project;
      return getProject(app.db, access, access.row);
    },
  );

  api.put(
    '/project/:projectId',
    {
      schema: { params: projectIdParams, body: updateProjectSchema, response: { 200: projectViewSchema } },
      config: { access: { rule: 'manageProject', project: fromParam() } },
    },
    async (request) => {
      const access = request.access.project;
      const row = await updateProject(app.db, access, request.body);
      return getProject(
        app.db,
        {
          ...access,
          project: { ...access.project, isProjectDataCompleted: isRowDataCompleted(row) },
        },
        row,
      );
    },
  );
}
