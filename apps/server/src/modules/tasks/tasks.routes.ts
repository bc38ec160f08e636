import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { openTaskListSchema } from '@baustellendoku/domain';
import { fromParam, projectIdParams } from '../../platform/access/index.js';
import { listOpenTasks } from './tasks.service.js';

const roleList = z.union([z.string(), z.array(z.string())]).optional();
// The web sends roles[]=a&roles[]=b (spec part 1 §6); plain roles=a is accepted too.
const taskQuery = z.object({ 'roles[]': roleList, roles: roleList });

const asList = (value: string | string[] | undefined) => (value === undefined ? undefined : [value].flat());

export async function tasksRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/task/:projectId',
    {
      schema: { params: projectIdParams, querystring: taskQuery, response: { 200: openTaskListSchema } },
      // Open tasks follow the derived facts (announcement, asbestos documentation).
      config: { access: { rule: 'accessProject', project: fromParam() }, projectFacts: true },
    },
    async (request) => {
      const access = request.access.project;
      const bracketed = asList(request.query['roles[]']);
      const plain = asList(request.query.roles);
      const requested =
        bracketed === undefined && plain === undefined ? undefined : [...(bracketed ?? []), ...(plain ?? [])];
      return { items: await listOpenTasks(app.db, access, requested) };
    },
  );
}
