import type { FastifyInstance } from 'fastify';
import { optionLists } from '@baustellendoku/domain';

// The lists never change at run time: serialize them once and send the same bytes every time.
const body = Buffer.from(JSON.stringify(optionLists), 'utf8');

export async function optionsRoutes(app: FastifyInstance) {
  app.get('/options', async (_request, reply) => {
    return reply
      .header('Content-Type', 'application/json; charset=utf-8')
      .header('Cache-Control', 'private, max-age=3600')
      .send(body);
  });
}
