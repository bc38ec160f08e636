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
import { accessibleProjectIds, requireUser } from '../../plugins/authorize.js';
import { createProject, getProject, listProjects, updateProject } from './projects.service.js';
import { isRowDataCompleted } from './project-view.js';
import { globalGuard, guardedAccess, projectGuard, projectIdParams } from '../../plugins/project-route.js';

export async function projectsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // The fact the rule table reads: the project has all data the edit form requires.
  app.projectFactSources.push({ fromRow: (row) => ({ isProjectDataCompleted: isRowDataCompleted(row) }) });

  api.get('/project', { schema: { response: { 200: projectListSchema } } }, async (request) => {
    const user = requireUser(request);
    return { items: await listProjects(app.db, await accessibleProjectIds(app.db, user)) };
  });

  api.post(
    '/project',
    {
      schema: { body: createProjectSchema, response: { 201: projectListItemSchema } },
      preValidation: globalGuard('manageProjects'),
    },
    async (request, reply) => {
      const user = requireUser(request);
      return reply.code(201).send(await createProject(app.db, { user }, request.body));
    },
  );

  // The role list for the participant forms (spec part 1 §7 "GET /project/user-roles").
  api.get('/project/user-roles', { schema: { response: { 200: projectRoleOptionsSchema } } }, async (request) => {
    requireUser(request);
    return projectRoles.map((value) => ({ value, label: projectRoleLabels[value] }));
  });

  api.get(
    '/project/:projectId',
    {
      schema: { params: projectIdParams, response: { 200: projectViewSchema } },
      preValidation: projectGuard(app.db, 'accessProject'),
      // The view carries the rule table's facts, so the web asks `can()` what the server checks.
      config: { projectFacts: true, answerCache: true },
    },
    async (request) => {
      const access = guardedAccess(request);
      return getProject(app.db, access, access.row);
    },
  );

  api.put(
    '/project/:projectId',
    {
      schema: { params: projectIdParams, body: updateProjectSchema, response: { 200: projectViewSchema } },
      preValidation: projectGuard(app.db, 'manageProject'),
    },
    async (request) => {
      const access = guardedAccess(request);
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
