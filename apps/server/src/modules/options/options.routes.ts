import type { FastifyInstance } from 'fastify';
import { optionLists, optionListsSchema } from '@baustellendoku/domain';

// The lists never change at run time: serialize them once, through their answer schema (so only
// declared keys leave), and send the same bytes every time (a Buffer skips the serializer).
const body = Buffer.from(JSON.stringify(optionListsSchema.parse(optionLists)), 'utf8');

export async function optionsRoutes(app: FastifyInstance) {
  app.get(
    '/options',
    { schema: { response: { 200: optionListsSchema } }, config: { access: 'public' } },
    async (_request, reply) => {
      return reply
        .header('Content-Type', 'application/json; charset=utf-8')
        .header('Cache-Control', 'private, max-age=3600')
        .send(body);
    },
  );
}
