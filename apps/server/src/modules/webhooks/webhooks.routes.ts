// Webhook routes (issue 35 item 3): everything under /project/:projectId/webhook needs the rule
// `manageWebhooks` in the project of the path; another project's subscription is 404. The plugin
// also starts the dispatcher with the app and stops it on close (decision 0570).
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createdWebhookSchema,
  createWebhookSchema,
  webhookDeliveryPageSchema,
  webhookListSchema,
  webhookSchema,
  webhookTestSchema,
} from '@baustellendoku/domain';
import { pageQuery } from '../../lib/list-query.js';
import { fromParam, pathId, projectIdParams } from '../../platform/access/index.js';
import { WebhookDispatcher } from './dispatcher.js';
import {
  createWebhook,
  deleteWebhook,
  listDeliveries,
  listWebhooks,
  readWebhook,
  sendTestEvent,
  setWebhookActive,
} from './webhooks.service.js';

const webhookParams = z.object({ projectId: pathId, webhookId: pathId });
// The log screen asks for 51 at a time (decision 0380).
const deliveryPageQuery = pageQuery(50);

export async function webhooksRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const manage = { access: { rule: 'manageWebhooks', project: fromParam() } } satisfies FastifyContextConfig;
  const policy = { allowPrivate: app.config.WEBHOOK_ALLOW_PRIVATE };

  const dispatcherOn = (app.config.WEBHOOK_DISPATCHER ?? (app.config.NODE_ENV === 'test' ? 'off' : 'on')) === 'on';
  if (dispatcherOn) {
    const dispatcher = new WebhookDispatcher({ db: app.db, appUrl: app.config.APP_URL, policy, log: app.log });
    app.addHook('onReady', async () => dispatcher.start());
    app.addHook('preClose', async () => dispatcher.stop());
  }

  api.get(
    '/project/:projectId/webhook',
    { schema: { params: projectIdParams, response: { 200: webhookListSchema } }, config: manage },
    async (request) => ({ items: await listWebhooks(app.db, request.access.project.projectId) }),
  );

  api.post(
    '/project/:projectId/webhook',
    {
      schema: { params: projectIdParams, body: createWebhookSchema, response: { 201: createdWebhookSchema } },
      config: manage,
    },
    async (request, reply) =>
      reply.code(201).send(await createWebhook(app.db, request.access.project, request.body, policy)),
  );

  api.get(
    '/project/:projectId/webhook/:webhookId',
    { schema: { params: webhookParams, response: { 200: webhookSchema } }, config: manage },
    async (request) => readWebhook(app.db, request.access.project.projectId, request.params.webhookId),
  );

  api.delete(
    '/project/:projectId/webhook/:webhookId',
    { schema: { params: webhookParams }, config: manage },
    async (request, reply) => {
      await deleteWebhook(app.db, request.access.project, request.params.webhookId);
      return reply.code(204).send();
    },
  );

  for (const [action, active] of [
    ['activate', true],
    ['deactivate', false],
  ] as const)
    api.post(
      `/project/:projectId/webhook/:webhookId/${action}`,
      { schema: { params: webhookParams, response: { 200: webhookSchema } }, config: manage },
      async (request) => setWebhookActive(app.db, request.access.project, request.params.webhookId, active),
    );

  api.post(
    '/project/:projectId/webhook/:webhookId/test',
    { schema: { params: webhookParams, response: { 202: webhookTestSchema } }, config: manage },
    async (request, reply) =>
      reply
        .code(202)
        .send({ deliveryId: await sendTestEvent(app.db, request.access.project, request.params.webhookId) }),
  );

  api.get(
    '/project/:projectId/webhook/:webhookId/delivery',
    {
      schema: { params: webhookParams, querystring: deliveryPageQuery, response: { 200: webhookDeliveryPageSchema } },
      config: manage,
    },
    async (request) =>
      listDeliveries(app.db, request.access.project.projectId, request.params.webhookId, request.query),
  );
}
