// Material class calculator (issue 23): POST /material-class/evaluate answers the class of a lab
// report with its reasons; POST /material-class/evaluation-sheet returns the same evaluation as
// PDF. Any signed-in user (rule evaluateMaterialClass); nothing is stored.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  evaluateMaterialClass,
  materialClassEvaluationSchema,
  materialClassRequestSchema,
} from '@baustellendoku/domain';
import { renderEvaluationSheet } from '../../documents/material-class-evaluation-sheet.js';
import { contentDisposition } from '../files/files.service.js';

export async function materialClassRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/material-class/evaluate',
    {
      schema: { body: materialClassRequestSchema, response: { 200: materialClassEvaluationSchema } },
      config: { access: { global: 'evaluateMaterialClass' } },
    },
    async (request) => evaluateMaterialClass(request.body),
  );

  api.post(
    '/material-class/evaluation-sheet',
    {
      schema: { body: materialClassRequestSchema, produces: ['application/pdf'] },
      config: { access: { global: 'evaluateMaterialClass' } },
    },
    async (request, reply) => {
      const user = request.access.user;
      const evaluation = evaluateMaterialClass(request.body);
      const pdf = await renderEvaluationSheet({
        request: request.body,
        evaluation,
        evaluatedBy: `${user.firstName} ${user.lastName}`,
        evaluatedAt: new Date(),
      });
      const name = `Bewertungsbogen ${evaluation.materialClass ?? request.body.material}.pdf`;
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', contentDisposition(name, 'attachment'))
        .header('Cache-Control', 'no-store')
        .send(pdf);
    },
  );
}
