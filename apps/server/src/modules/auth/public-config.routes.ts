// GET /backend/api/public-config: what the browser needs before sign-in (support address, map styles).
import type { FastifyInstance } from 'fastify';
import { publicConfigSchema } from '@baustellendoku/domain';

export async function publicConfigRoutes(app: FastifyInstance) {
  app.get(
    '/public-config',
    { schema: { response: { 200: publicConfigSchema } }, config: { access: 'public' } },
    async (_request, reply) =>
      reply.header('Cache-Control', 'public, max-age=300').send({
        supportEmail: app.config.SUPPORT_EMAIL,
        mapStyleUrl: app.config.MAP_STYLE_URL ?? null,
        mapSatelliteStyleUrl: app.config.MAP_SATELLITE_STYLE_URL ?? null,
      }),
  );
}
