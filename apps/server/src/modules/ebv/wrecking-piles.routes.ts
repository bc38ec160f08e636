// Wrecking-pile API (spec part 2 §7): list, read, create, edit; acceptance control; approve,
// reject, dispose; disposal proof. Guards run before validation: 401 anonymous, 404 unknown or
// invisible pile (also for ids that are no uuid), 403 when the move's rule refuses.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acceptanceControlSchema,
  approveWreckingPileSchema,
  createWreckingPileSchema,
  disposalDocumentationSchema,
  updateWreckingPileSchema,
  wreckingPileListSchema,
  wreckingPileSchema,
} from '@baustellendoku/domain';
import { projectListQuery } from '../../lib/list-query.js';
import { requireProjectRule } from '../../plugins/authorize.js';
import { globalGuard, guardedAccess, guardedObject } from '../../plugins/project-route.js';
import { rejectAcceptanceControl, saveAcceptanceControl } from './acceptance-control.service.js';
import { pileGuard, type PileTarget } from './pile-access.js';
import { disposeWreckingPile, documentPileDisposal, releaseWreckingPile } from './pile-decisions.service.js';
import { findWreckingPile, listWreckingPileRows, wreckingPileViews } from './wrecking-pile-views.js';
import { createWreckingPile, updateWreckingPile } from './wrecking-piles.service.js';

const params = z.object({ wreckingPileId: z.string() });

export async function wreckingPileRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db, storage: app.storage };
  const guard = (action: Parameters<typeof pileGuard>[1]) => pileGuard(app.db, action);
  const view = async (id: string) => (await wreckingPileViews(app.db, [(await findWreckingPile(app.db, id))!]))[0]!;

  api.get(
    '/wrecking-pile',
    {
      schema: { querystring: projectListQuery, response: { 200: wreckingPileListSchema } },
      preValidation: globalGuard('signedIn'),
      config: { answerCache: true },
    },
    async (request) => {
      const { projectId, skip, limit } = request.query;
      await requireProjectRule(app.db, request, projectId, 'accessWreckingPiles');
      return { items: await wreckingPileViews(app.db, await listWreckingPileRows(app.db, projectId, { skip, limit })) };
    },
  );

  api.post(
    '/wrecking-pile',
    {
      schema: { body: createWreckingPileSchema, response: { 201: wreckingPileSchema } },
      preValidation: globalGuard('signedIn'),
    },
    async (request, reply) => {
      const { projectId, ...fields } = request.body;
      const access = await requireProjectRule(app.db, request, projectId, 'createWreckingPile');
      return reply.code(201).send(await view(await createWreckingPile(app.db, access, fields)));
    },
  );

  api.get(
    '/wrecking-pile/:wreckingPileId',
    {
      schema: { params, response: { 200: wreckingPileSchema } },
      preValidation: guard('read'),
      config: { answerCache: true },
    },
    // A read changes nothing: the row the guard loaded is current.
    async (request) => (await wreckingPileViews(app.db, [guardedObject<PileTarget>(request).pile]))[0]!,
  );

  api.put(
    '/wrecking-pile/:wreckingPileId',
    {
      schema: { params, body: updateWreckingPileSchema, response: { 200: wreckingPileSchema } },
      preValidation: guard('edit'),
    },
    async (request) => {
      await updateWreckingPile(app.db, guardedAccess(request), request.params.wreckingPileId, request.body);
      return view(request.params.wreckingPileId);
    },
  );

  api.post(
    '/wrecking-pile/:wreckingPileId/acceptance-control',
    {
      schema: { params, body: acceptanceControlSchema, response: { 201: wreckingPileSchema } },
      preValidation: guard('createAcceptanceControl'),
    },
    async (request, reply) => {
      await saveAcceptanceControl(deps, guardedAccess(request), request.params.wreckingPileId, 'create', request.body);
      return reply.code(201).send(await view(request.params.wreckingPileId));
    },
  );

  api.put(
    '/wrecking-pile/:wreckingPileId/acceptance-control',
    {
      schema: { params, body: acceptanceControlSchema, response: { 200: wreckingPileSchema } },
      preValidation: guard('updateAcceptanceControl'),
    },
    async (request) => {
      await saveAcceptanceControl(deps, guardedAccess(request), request.params.wreckingPileId, 'update', request.body);
      return view(request.params.wreckingPileId);
    },
  );

  api.post(
    '/wrecking-pile/:wreckingPileId/acceptance-control/reject',
    { schema: { params, response: { 200: wreckingPileSchema } }, preValidation: guard('rejectAcceptanceControl') },
    async (request) => {
      await rejectAcceptanceControl(app.db, guardedAccess(request), request.params.wreckingPileId);
      return view(request.params.wreckingPileId);
    },
  );

  api.post(
    '/wrecking-pile/:wreckingPileId/approve',
    {
      schema: { params, body: approveWreckingPileSchema, response: { 200: wreckingPileSchema } },
      preValidation: guard('release'),
    },
    async (request) => {
      await releaseWreckingPile(deps, guardedAccess(request), request.params.wreckingPileId, request.body);
      return view(request.params.wreckingPileId);
    },
  );

  api.post(
    '/wrecking-pile/:wreckingPileId/dispose',
    { schema: { params, response: { 200: wreckingPileSchema } }, preValidation: guard('dispose') },
    async (request) => {
      await disposeWreckingPile(app.db, guardedAccess(request), request.params.wreckingPileId);
      return view(request.params.wreckingPileId);
    },
  );

  api.post(
    '/wrecking-pile/:wreckingPileId/disposal-documentation',
    {
      schema: { params, body: disposalDocumentationSchema, response: { 200: wreckingPileSchema } },
      preValidation: guard('addDisposalDocumentation'),
    },
    async (request) => {
      await documentPileDisposal(app.db, guardedAccess(request), request.params.wreckingPileId, request.body);
      return view(request.params.wreckingPileId);
    },
  );
}
