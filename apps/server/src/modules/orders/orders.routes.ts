// Orders and deliveries API (spec part 3 §7): validate → authorize (rule table) → service.
import type { FastifyInstance } from 'fastify';
import { orders } from '../../db/schema/index.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  approveOrderSchema,
  createOrderSchema,
  deliveryCorrectionSchema,
  deliveryImportSchema,
  deliverySchema,
  deliveryViewSchema,
  messages,
  orderListSchema,
  orderMoves,
  orderPhases,
  orderViewSchema,
  rejectOrderSchema,
  updateOrderSchema,
  type RuleName,
} from '@baustellendoku/domain';
import { notFound } from '../../lib/errors.js';
import { readWholeUpload } from '../../lib/whole-upload.js';
import { registerListExport, withoutPaging, type ListExport } from '../../lib/export/index.js';
import { searchableListQuery } from '../../lib/list-query.js';
import { fromQuery, fromBody, objectOf, pathId, type AccessDeclaration } from '../../platform/access/index.js';
import { requireApprovalConfirmation } from '../admissibility/index.js';
import { contentDisposition, MAX_FILE_BYTES } from '../files/files.service.js';
import { correctDelivery, createDelivery, deliveryReceipt } from './deliveries.service.js';
import { importDeliveryNote, readDeliveryNoteUpload } from './delivery-import.service.js';
import { deliveriesExport, ordersExport } from './orders-export.js';
import { deliveryView, findDelivery, findOrder, listOrderRows, orderViews, type OrderRow } from './order-views.js';
import {
  createOrder,
  deliverableOrderCountOfProject,
  decideOrder,
  toggleOrder,
  updateOrder,
} from './orders.service.js';

const orderParams = z.object({ orderId: pathId });
const deliveryParams = z.object({ orderId: pathId, deliveryId: pathId });
const orderAnswer = { 200: orderViewSchema };
const orderListQuery = searchableListQuery.extend({
  withDelivery: z.enum(['true', 'false'], { error: messages.invalidChoice }).optional(),
  phase: z.enum(orderPhases, { error: messages.invalidChoice }).optional(),
});
const listAccess = { access: { rule: 'accessOrders', project: fromQuery() } } satisfies { access: AccessDeclaration };

export async function ordersRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.projectFactSources.push({ columns: { deliverableOrderCount: deliverableOrderCountOfProject } });
  /** The order of `:orderId`, visible to the caller, with `rule` on its status. */
  const onOrder = (rule: RuleName): { access: AccessDeclaration } => ({
    access: { rule, project: objectOf(orders, 'orderId', findOrder) },
  });

  api.get(
    '/order',
    {
      schema: { querystring: orderListQuery, response: { 200: orderListSchema } },
      config: listAccess,
    },
    async (request) => {
      const { projectId, withDelivery, ...filter } = request.query;
      const rows = await listOrderRows(app.db, projectId, filter);
      return { items: await orderViews(app.db, rows, withDelivery === 'true') };
    },
  );

  // The orders list as a spreadsheet; with `withDelivery=true` the deliveries overview's deliveries.
  registerListExport(app, '/order', {
    querystring: withoutPaging(orderListQuery),
    access: listAccess.access,
    list: ({ query: { projectId, withDelivery, ...filter } }): ListExport<unknown> =>
      withDelivery === 'true' ? deliveriesExport(app.db, projectId, filter) : ordersExport(app.db, projectId, filter),
  });

  api.post(
    '/order',
    {
      schema: { body: createOrderSchema, response: { 201: orderViewSchema } },
      config: { access: { rule: 'createOrder', project: fromBody() } },
    },
    async (request, reply) => {
      const { projectId: _projectId, ...fields } = request.body;
      return reply.code(201).send(await currentView(await createOrder(app.db, request.access.project, fields)));
    },
  );

  api.get(
    '/order/:orderId',
    {
      schema: { params: orderParams, response: orderAnswer },
      config: onOrder('accessOrders'),
    },
    async (request) => (await orderViews(app.db, [request.access.object<OrderRow>()], true))[0]!,
  );

  api.put(
    '/order/:orderId',
    {
      schema: { params: orderParams, body: updateOrderSchema, response: orderAnswer },
      config: onOrder(orderMoves.edit.rule),
    },
    async (request) => {
      const updated = await updateOrder(app.db, request.access.project, request.params.orderId, request.body);
      return (await orderViews(app.db, [updated], true))[0]!;
    },
  );

  api.post(
    '/order/:orderId/approve',
    {
      schema: { params: orderParams, body: approveOrderSchema.optional(), response: orderAnswer },
      config: onOrder(orderMoves.approve.rule),
    },
    async (request) => {
      await requireApprovalConfirmation(app.db, request.access.object<OrderRow>(), request.body);
      await decideOrder(app.db, request.access.project, request.params.orderId, 'approve', request.body?.comment);
      return currentView(request.params.orderId);
    },
  );

  api.post(
    '/order/:orderId/reject',
    {
      schema: { params: orderParams, body: rejectOrderSchema, response: orderAnswer },
      config: onOrder(orderMoves.reject.rule),
    },
    async (request) => {
      await decideOrder(app.db, request.access.project, request.params.orderId, 'reject', request.body.comment);
      return currentView(request.params.orderId);
    },
  );

  for (const action of ['activate', 'deactivate'] as const) {
    api.post(
      `/order/:orderId/${action}`,
      { schema: { params: orderParams, response: orderAnswer }, config: onOrder(orderMoves[action].rule) },
      async (request) => {
        await toggleOrder(app.db, request.access.project, request.params.orderId, action);
        return currentView(request.params.orderId);
      },
    );
  }

  api.post(
    '/order/:orderId/delivery',
    {
      schema: { params: orderParams, body: deliverySchema, response: { 201: deliveryViewSchema } },
      config: onOrder(orderMoves.createDelivery.rule),
    },
    async (request, reply) => {
      const { orderId } = request.params;
      const deliveryId = await createDelivery(app, request.access.project, orderId, request.body);
      const delivery = await findDelivery(app.db, orderId, deliveryId);
      return reply.code(201).send(await deliveryView(app.db, delivery!));
    },
  );

  // A delivery is never changed, signed or not (spec part 3 §7 has no such call); a correction is a
  // new version with its reason, the former one kept with its signatures (decision 0690).
  api.post(
    '/order/:orderId/delivery/:deliveryId/correction',
    {
      schema: { params: deliveryParams, body: deliveryCorrectionSchema, response: { 200: deliveryViewSchema } },
      config: onOrder('correctDelivery'),
    },
    async (request) => {
      const { orderId, deliveryId } = request.params;
      await correctDelivery(app, request.access.project, orderId, deliveryId, request.body);
      return deliveryView(app.db, (await findDelivery(app.db, orderId, deliveryId))!);
    },
  );

  // The delivery's receipt (Anlieferungsbeleg) with its signatures and versions, rendered when asked.
  api.get(
    '/order/:orderId/delivery/:deliveryId/document',
    { schema: { params: deliveryParams, produces: ['application/pdf'] }, config: onOrder('accessOrders') },
    async (request, reply) => {
      const { orderId, deliveryId } = request.params;
      const delivery = await findDelivery(app.db, orderId, deliveryId);
      if (!delivery) throw notFound();
      const { fileName, content } = await deliveryReceipt(app, request.access.object<OrderRow>(), delivery);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition(fileName, 'attachment'))
        .send(content);
    },
  );

  // A supplier's delivery note (UBL DespatchAdvice, or a PDF carrying one) read for the delivery
  // form; creates no delivery (decision 0641). Same rule as recording the delivery.
  api.post(
    '/order/:orderId/delivery/import',
    {
      // multipart/form-data with the field `file` (documented in the OpenAPI document).
      schema: { params: orderParams, consumes: ['multipart/form-data'], response: { 201: deliveryImportSchema } },
      config: {
        ...onOrder(orderMoves.createDelivery.rule),
        wholeUpload: { read: readDeliveryNoteUpload, maxBytes: MAX_FILE_BYTES },
      },
    },
    async (request, reply) => {
      const { user, projectId } = request.access.project;
      const answer = await importDeliveryNote(app, user, projectId, await readWholeUpload(request));
      return reply.code(201).send(answer);
    },
  );

  api.get(
    '/order/:orderId/delivery/:deliveryId',
    {
      schema: { params: deliveryParams, response: { 200: deliveryViewSchema } },
      config: onOrder('accessOrders'),
    },
    async (request) => {
      const { orderId, deliveryId } = request.params;
      const delivery = await findDelivery(app.db, orderId, deliveryId);
      if (!delivery) throw notFound();
      return deliveryView(app.db, delivery);
    },
  );

  async function currentView(orderId: string) {
    const [view] = await orderViews(app.db, [(await findOrder(app.db, orderId))!], true);
    return view!;
  }
}
