// Processing API of the recycled-material area (spec part 2 §7): capture, batch detail and its
// moves, delivery notes and their delegation, the overview and inventory lists. Guards run before
// validation: 401 anonymous, 404 unknown or invisible pile/batch, 403 when the rule refuses.
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  analyticSchema,
  batchLocationSchema,
  captureBrokenMaterialSchema,
  deliveryNoteReceiptSchema,
  deliveryNoteSchema,
  disposalDocumentationSchema,
  batchDetailSchema,
  deliveryNoteViewSchema,
  messages,
  pileInventoryListSchema,
  processingMessages,
  pileOverviewListSchema,
  wreckingPileSchema,
} from '@baustellendoku/domain';
import { registerListExport, withoutPaging, type ListExport } from '../../lib/export/index.js';
import { searchableListQuery } from '../../lib/list-query.js';
import { batchesExport, deliveryNotesExport, inventoryExport } from './ebv-export.js';
import { suitabilityAddedHooks } from '../../lib/suitability-hooks.js';
import { onBatch, findBatchTarget, type BatchIds, type BatchTarget } from './batch-access.js';
import { createAnalytic } from './analytic.service.js';
import {
  completeWaitingBatches,
  confirmSampling,
  disposeBatch,
  documentBatchDisposal,
  documentBatchLocation,
  restartAnalytic,
} from './batches.service.js';
import { captureBrokenMaterial } from './capture.service.js';
import { createDeliveryNote, deliveryNoteFile, setDeliveryNoteDelegation } from './delivery-notes.service.js';
import { receiptAdviceFile, receiptDeliveryNote } from './delivery-note-receipt.service.js';
import {
  deliveryNoteViews,
  findDeliveryNote,
  listProcessedPileRows,
  pileInventoryItems,
  pileOverviewItems,
} from './inventory-views.js';
import { onPile } from './pile-access.js';
import { batchDetailView } from './processing-views.js';
import { findWreckingPile, wreckingPileViews } from './wrecking-pile-views.js';
import { fromQuery, objectOf, pathId } from '../../platform/access/index.js';
import { deliveryNotes } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { sendStoredFile } from '../files/files.service.js';

const pileParams = z.object({ wreckingPileId: z.string() });
const noteParams = z.object({ deliveryNoteId: pathId });

/**
 * The UBL form on the PDF's own address: only for a client that asks for XML and not for a page
 * or a PDF — a browser's navigation lists application/xml too, after text/html (decision 0640).
 */
export function acceptsXmlOnly(accept: string | undefined): boolean {
  const types = (accept ?? '')
    .split(',')
    .map((part) => part.split(';'))
    .filter(([, ...parameters]) => !parameters.some((parameter) => /^\s*q=0(\.0*)?\s*$/.test(parameter)))
    .map(([type = '']) => type.trim().toLowerCase());
  const xml = types.some((type) => type === 'application/xml' || type === 'text/xml');
  return xml && !types.some((type) => type === 'text/html' || type === 'application/pdf');
}

const batchParams = z.object({ wreckingPileId: z.string(), breakingBatchId: z.string() });
/**
 * The lists of processed piles: the spec's skip/limit/projectId, the screens' search by pile name,
 * and `wreckingPileId` for one pile's entry (the pile detail's delivery notes; decision 0450).
 */
const processedPileListQuery = searchableListQuery.extend({
  wreckingPileId: z.uuid({ error: messages.invalidValue }).optional(),
});

export async function processingRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Module-wide list; every app instance (tests build many) registers the same function once.
  if (!suitabilityAddedHooks.includes(completeWaitingBatches)) suitabilityAddedHooks.push(completeWaitingBatches);
  const pileView = async (id: string) => (await wreckingPileViews(app.db, [(await findWreckingPile(app.db, id))!]))[0]!;

  api.post(
    '/wrecking-pile/:wreckingPileId/capture-broken-material',
    {
      schema: { params: pileParams, body: captureBrokenMaterialSchema, response: { 201: wreckingPileSchema } },
      config: onPile('captureBrokenMaterial'),
    },
    async (request, reply) => {
      await captureBrokenMaterial(app.db, request.access.project, request.params.wreckingPileId, request.body);
      return reply.code(201).send(await pileView(request.params.wreckingPileId));
    },
  );

  /** The batch as it is now (after the change; the guard loaded it before). */
  const batchView = async (ids: BatchIds) => {
    const { pile, batch, analytic } = (await findBatchTarget(app.db, ids))!;
    return batchDetailView(app.db, pile, batch, analytic);
  };

  api.get(
    '/wrecking-pile/:wreckingPileId/batch/:breakingBatchId',
    {
      schema: { params: batchParams, response: { 200: batchDetailSchema } },
      config: onBatch('read'),
    },
    // A read changes nothing: the batch the guard loaded is current.
    (request) => {
      const { pile, batch, analytic } = request.access.object<BatchTarget>();
      return batchDetailView(app.db, pile, batch, analytic);
    },
  );

  api.post(
    '/wrecking-pile/:wreckingPileId/batch/:breakingBatchId/location',
    {
      schema: { params: batchParams, body: batchLocationSchema, response: { 200: batchDetailSchema } },
      config: onBatch('documentBatchLocation'),
    },
    async (request) => {
      await documentBatchLocation(app.db, request.access.project, request.params, request.body);
      return batchView(request.params);
    },
  );

  api.post(
    '/wrecking-pile/:wreckingPileId/batch/:breakingBatchId/analytic',
    {
      schema: { params: batchParams, body: analyticSchema, response: { 200: batchDetailSchema } },
      config: onBatch('createAnalytic'),
    },
    async (request) => {
      await createAnalytic({ db: app.db, storage: app.storage }, request.access.project, request.params, request.body);
      return batchView(request.params);
    },
  );

  api.post(
    '/wrecking-pile/:wreckingPileId/batch/:breakingBatchId/disposal-documentation',
    {
      schema: { params: batchParams, body: disposalDocumentationSchema, response: { 200: batchDetailSchema } },
      config: onBatch('editDisposalInformation'),
    },
    async (request) => {
      await documentBatchDisposal(app.db, request.access.project, request.params, request.body);
      return batchView(request.params);
    },
  );

  const batchMoves = [
    ['confirm-sampling', 'confirmSampling', confirmSampling],
    ['restart-analytic', 'reviewAnalytic', restartAnalytic],
    ['dispose', 'reviewAnalytic', disposeBatch],
  ] as const;
  for (const [path, rule, move] of batchMoves) {
    api.post(
      `/wrecking-pile/:wreckingPileId/batch/:breakingBatchId/${path}`,
      {
        schema: { params: batchParams, response: { 200: batchDetailSchema } },
        config: onBatch(rule),
      },
      async (request) => {
        await move(app.db, request.access.project, request.params);
        return batchView(request.params);
      },
    );
  }

  api.post(
    '/wrecking-pile/:wreckingPileId/delivery-note',
    {
      schema: { params: pileParams, body: deliveryNoteSchema, response: { 201: deliveryNoteViewSchema } },
      config: onPile('createDeliveryNote'),
    },
    async (request, reply) => {
      const id = await createDeliveryNote(
        { db: app.db, storage: app.storage },
        request.access.project,
        request.params.wreckingPileId,
        request.body,
      );
      const [view] = await deliveryNoteViews(app.db, [(await findDeliveryNote(app.db, id))!]);
      return reply.code(201).send(view!);
    },
  );

  // The note's documents (decision 0640): the PDF (or, asked for XML only, the UBL form) and the
  // UBL DespatchAdvice at `.xml`; read like the inventory list that shows them.
  const onNote = {
    access: {
      rule: 'accessWreckingPiles',
      project: objectOf(
        deliveryNotes,
        'deliveryNoteId',
        async (db, id) => (await findDeliveryNote(db, id)) ?? undefined,
      ),
    },
  } satisfies FastifyContextConfig;
  const noteDocuments = [
    ['/delivery-note/:deliveryNoteId/document', ['application/pdf', 'application/xml'], false],
    ['/delivery-note/:deliveryNoteId/document.xml', ['application/xml'], true],
  ] as const;
  for (const [path, produces, xmlOnly] of noteDocuments) {
    api.get(
      path,
      { schema: { params: noteParams, produces: [...produces] }, config: onNote },
      async (request, reply) => {
        const note = request.access.object<typeof deliveryNotes.$inferSelect>();
        const xml = xmlOnly || acceptsXmlOnly(request.headers.accept);
        const file = await deliveryNoteFile(app.db, note, xml ? 'xml' : 'pdf');
        if (!file) throw notFound(xml ? processingMessages.noUblForm : undefined);
        if (!xmlOnly) reply.header('Vary', 'Accept');
        return sendStoredFile(reply, app.storage, file, 'attachment');
      },
    );
  }

  // „Übergabe quittieren“ (decision 0691): the handover signed once; then its UBL ReceiptAdvice.
  const findNote = async (db: typeof app.db, id: string) => (await findDeliveryNote(db, id)) ?? undefined;
  api.post(
    '/delivery-note/:deliveryNoteId/receipt',
    {
      schema: { params: noteParams, body: deliveryNoteReceiptSchema, response: { 200: deliveryNoteViewSchema } },
      config: { access: { rule: 'receiptDeliveryNote', project: objectOf(deliveryNotes, 'deliveryNoteId', findNote) } },
    },
    async (request) => {
      const { deliveryNoteId } = request.params;
      await receiptDeliveryNote(app, request.access.project, deliveryNoteId, request.body);
      const [view] = await deliveryNoteViews(app.db, [(await findDeliveryNote(app.db, deliveryNoteId))!]);
      return view!;
    },
  );
  api.get(
    '/delivery-note/:deliveryNoteId/receipt-advice.xml',
    { schema: { params: noteParams, produces: ['application/xml'] }, config: onNote },
    async (request, reply) => {
      const note = request.access.object<typeof deliveryNotes.$inferSelect>();
      return sendStoredFile(reply, app.storage, await receiptAdviceFile(app.db, note), 'attachment');
    },
  );

  const delegation = '/wrecking-pile/:wreckingPileId/allow-delivery-note-creation-on-behalf-of-project-manager';
  for (const [method, allowed] of [
    ['POST', true],
    ['DELETE', false],
  ] as const) {
    api.route({
      method,
      url: delegation,
      schema: { params: pileParams, response: { 200: wreckingPileSchema } },
      config: onPile('read'),
      handler: async (request) => {
        await setDeliveryNoteDelegation(app.db, request.access.project, request.params.wreckingPileId, allowed);
        return pileView(request.params.wreckingPileId);
      },
    });
  }

  // The two lists of processed piles (overview and inventory), as the screens request them.
  const processedPiles = (query: z.infer<typeof processedPileListQuery>) =>
    listProcessedPileRows(app.db, query.projectId, query);
  const listOptions = (response: typeof pileOverviewListSchema | typeof pileInventoryListSchema) => ({
    schema: { querystring: processedPileListQuery, response: { 200: response } },
    config: { access: { rule: 'accessWreckingPiles', project: fromQuery() } } satisfies FastifyContextConfig,
  });
  api.get('/wrecking-pile-overview', listOptions(pileOverviewListSchema), async (request) => ({
    items: await pileOverviewItems(app.db, await processedPiles(request.query)),
  }));
  api.get('/wrecking-pile-inventory', listOptions(pileInventoryListSchema), async (request) => ({
    items: await pileInventoryItems(app.db, await processedPiles(request.query)),
  }));

  // Their exports (issue 35 item 4): the overview's batches with analytics, the inventory's stock
  // entries and its delivery notes, each with the lists' search and pile.
  const exports = [
    ['/wrecking-pile-overview', batchesExport],
    ['/wrecking-pile-inventory', inventoryExport],
    ['/wrecking-pile-inventory/delivery-notes', deliveryNotesExport],
  ] as const;
  for (const [path, listExport] of exports)
    registerListExport(app, path, {
      querystring: withoutPaging(processedPileListQuery),
      access: { rule: 'accessWreckingPiles', project: fromQuery() },
      list: ({ query: { projectId, ...filter } }): ListExport<unknown> => listExport(app.db, projectId, filter),
    });
}
