// Orders and deliveries API (spec part 3 §7): validate → authorize (rule table) → service.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  approveOrderSchema,
  createOrderSchema,
  deliverySchema,
  rejectOrderSchema,
  updateOrderSchema,
} from '@baustellendoku/domain';
import { notFound } from '../../lib/errors.js';
import { projectListQuery } from '../../lib/list-query.js';
import { authorize, loadProjectAccess, requireProjectRule } from '../../plugins/authorize.js';
import { requireApprovalConfirmation } from './admissibility/admissibility.service.js';
import { createDelivery } from './deliveries.service.js';
import { deliveryView, findDelivery, findOrder, listOrderRows, orderViews } from './order-views.js';
import { countDeliverableOrders, createOrder, decideOrder, toggleOrder, updateOrder } from './orders.service.js';

const orderParams = z.object({ orderId: z.string() });
const deliveryParams = z.object({ orderId: z.string(), deliveryId: z.string() });
const isUuid = (value: string) => z.uuid().safeParse(value).success;

export async function ordersRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.projectFactLoaders.push(async (db, projectId) => ({
    deliverableOrderCount: await countDeliverableOrders(db, projectId),
  }));

  /** The order as its project's members see it; 404 when unknown or invisible, 403 without the feature. */
  async function readableOrder(request: FastifyRequest, orderId: string) {
    if (!isUuid(orderId)) throw notFound();
    const order = await findOrder(app.db, orderId);
    if (!order) throw notFound();
    const access = await loadProjectAccess(app.db, request, order.projectId);
    authorize(access, 'accessOrders');
    return order;
  }

  api.get(
    '/order',
    { schema: { querystring: projectListQuery.extend({ withDelivery: z.enum(['true', 'false']).optional() }) } },
    async (request) => {
      const { projectId, skip, limit, withDelivery } = request.query;
      await requireProjectRule(app.db, request, projectId, 'accessOrders');
      const rows = await listOrderRows(app.db, projectId, { skip, limit });
      return { items: await orderViews(app.db, rows, withDelivery === 'true') };
    },
  );

  api.post('/order', { schema: { body: createOrderSchema } }, async (request, reply) => {
    const { projectId, ...fields } = request.body;
    const orderId = await createOrder(app.db, request, projectId, fields);
    const [view] = await orderViews(app.db, [(await findOrder(app.db, orderId))!], true);
    return reply.code(201).send(view);
  });

  api.get('/order/:orderId', { schema: { params: orderParams } }, async (request) => {
    const order = await readableOrder(request, request.params.orderId);
    const [view] = await orderViews(app.db, [order], true);
    return view;
  });

  api.put('/order/:orderId', { schema: { params: orderParams, body: updateOrderSchema } }, async (request) => {
    const { orderId } = request.params;
    if (!isUuid(orderId)) throw notFound();
    await updateOrder(app.db, request, orderId, request.body);
    return currentView(orderId);
  });

  api.post(
    '/order/:orderId/approve',
    { schema: { params: orderParams, body: approveOrderSchema.optional() } },
    async (request) => {
      const { orderId } = request.params;
      if (!isUuid(orderId)) throw notFound();
      await requireApprovalConfirmation(app.db, request, orderId, request.body);
      await decideOrder(app.db, request, orderId, 'approve', request.body?.comment);
      return currentView(orderId);
    },
  );

  api.post('/order/:orderId/reject', { schema: { params: orderParams, body: rejectOrderSchema } }, async (request) => {
    const { orderId } = request.params;
    if (!isUuid(orderId)) throw notFound();
    await decideOrder(app.db, request, orderId, 'reject', request.body.comment);
    return currentView(orderId);
  });

  for (const action of ['activate', 'deactivate'] as const) {
    api.post(`/order/:orderId/${action}`, { schema: { params: orderParams } }, async (request) => {
      const { orderId } = request.params;
      if (!isUuid(orderId)) throw notFound();
      await toggleOrder(app.db, request, orderId, action);
      return currentView(orderId);
    });
  }

  api.post(
    '/order/:orderId/delivery',
    { schema: { params: orderParams, body: deliverySchema } },
    async (request, reply) => {
      const { orderId } = request.params;
      if (!isUuid(orderId)) throw notFound();
      const deliveryId = await createDelivery(app.db, request, orderId, request.body);
      const delivery = await findDelivery(app.db, orderId, deliveryId);
      return reply.code(201).send(await deliveryView(app.db, delivery!));
    },
  );

  api.get('/order/:orderId/delivery/:deliveryId', { schema: { params: deliveryParams } }, async (request) => {
    const { orderId, deliveryId } = request.params;
    await readableOrder(request, orderId);
    if (!isUuid(deliveryId)) throw notFound();
    const delivery = await findDelivery(app.db, orderId, deliveryId);
    if (!delivery) throw notFound();
    return deliveryView(app.db, delivery);
  });

  async function currentView(orderId: string) {
    const [view] = await orderViews(app.db, [(await findOrder(app.db, orderId))!], true);
    return view;
  }
}
