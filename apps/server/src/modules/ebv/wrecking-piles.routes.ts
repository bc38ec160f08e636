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
import { registerListExport, withoutPaging } from '../../lib/export/index.js';
import { projectListQuery } from '../../lib/list-query.js';
import { pilesExport } from './ebv-export.js';
import { rejectAcceptanceControl, saveAcceptanceControl } from './acceptance-control.service.js';
import { onPile, type PileTarget } from './pile-access.js';
import { disposeWreckingPile, documentPileDisposal, releaseWreckingPile } from './pile-decisions.service.js';
import { findWreckingPile, listWreckingPileRows, wreckingPileViews } from './wrecking-pile-views.js';
import { createWreckingPile, updateWreckingPile } from './wrecking-piles.service.js';
import { fromQuery, fromBody } from '../../platform/access/index.js';

const params = z.object({ wreckingPileId: z.string() });

export async function wreckingPileRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db, storage: app.storage };
  const view = async (id: string) => (await wreckingPileViews(app.db, [(await findWreckingPile(app.db, id))!]))[0]!;

  api.get(
    '/wrecking-pile',
    {
      schema: { querystring: projectListQuery, response: { 200: wreckingPileListSchema } },
      config: { access: { rule: 'accessWreckingPiles', project: fromQuery() } },
    },
    async (request) => {
      const { projectId, skip, limit } = request.query;
      return { items: await wreckingPileViews(app.db, await listWreckingPileRows(app.db, projectId, { skip, limit })) };
    },
  );

  registerListExport(app, '/wrecking-pile', {
    querystring: withoutPaging(projectListQuery),
    access: { rule: 'accessWreckingPiles', project: fromQuery() },
    list: ({ query }) => pilesExport(app.db, query.projectId),
  });

  api.post(
    '/wrecking-pile',
    {
      schema: { body: createWreckingPileSchema, response: { 201: wreckingPileSchema } },
      config: { access: { rule: 'createWreckingPile', project: fromBody() } },
    },
    async (request, reply) => {
      const { projectId: _projectId, ...fields } = request.body;
      const access = request.access.project;
      return reply.code(201).send(await view(await createWreckingPile(app.db, access, fields)));
    },
  );

  api.get(
    '/wrecking-pile/:wreckingPileId',
    {
      schema: { params, response: { 200: wreckingPileSchema } },
      config: onPile('read'),
    },
    // A read changes nothing: the row the guard loaded is current.
    async (request) => (await wreckingPileViews(app.db, [request.access.object<PileTarget>().pile]))[0]!,
  );

  api.put(
    '/wrecking-pile/:wreckingPileId',
    {
      schema: { params, body: updateWreckingPileSchema, response: { 200: wreckingPileSchema } },
      config: onPile('edit'),
    },
    async (request) => {
      await updateWreckingPile(app.db, request.access.project, request.params.wreckingPileId, request.body);
      return view(request.params.wreckingPileId);
    },
  );

  api.post(
    '/wrecking-pile/:wreckingPileId/acceptance-control',
    {
      schema: { params, body: acceptanceControlSchema, response: { 201: wreckingPileSchema } },
      config: onPile('createAcceptanceControl'),
    },
    async (request, reply) => {
      await saveAcceptanceControl(deps, request.access.project, request.params.wreckingPileId, 'create', request.body);
      return reply.code(201).send(await view(request.params.wreckingPileId));
    },
  );

  api.put(
    '/wrecking-pile/:wreckingPileId/acceptance-control',
    {
      schema: { params, body: acceptanceControlSchema, response: { 200: wreckingPileSchema } },
      config: onPile('updateAcceptanceControl'),
    },
    async (request) => {
      await saveAcceptanceControl(deps, request.access.project, request.params.wreckingPileId, 'update', request.body);
      return view(request.params.wreckingPileId);
    },
  );

  api.post(
    '/wrecking-pile/:wreckingPileId/acceptance-control/reject',
    { schema: { params, response: { 200: wreckingPileSchema } }, config: onPile('rejectAcceptanceControl') },
    async (request) => {
      await rejectAcceptanceControl(app.db, request.access.project, request.params.wreckingPileId);
      return view(request.params.wreckingPileId);
    },
  );

  api.post(
    '/wrecking-pile/:wreckingPileId/approve',
    {
      schema: { params, body: approveWreckingPileSchema, response: { 200: wreckingPileSchema } },
      config: onPile('release'),
    },
    async (request) => {
      await releaseWreckingPile(deps, request.access.project, request.params.wreckingPileId, request.body);
      return view(request.params.wreckingPileId);
    },
  );

  api.post(
    '/wrecking-pile/:wreckingPileId/dispose',
    { schema: { params, response: { 200: wreckingPileSchema } }, config: onPile('dispose') },
    async (request) => {
      await disposeWreckingPile(app.db, request.access.project, request.params.wreckingPileId);
      return view(request.params.wreckingPileId);
    },
  );

  api.post(
    '/wrecking-pile/:wreckingPileId/disposal-documentation',
    {
      schema: { params, body: disposalDocumentationSchema, response: { 200: wreckingPileSchema } },
      config: onPile('addDisposalDocumentation'),
    },
    async (request) => {
      await documentPileDisposal(app.db, request.access.project, request.params.wreckingPileId, request.body);
      return view(request.params.wreckingPileId);
    },
  );
}
