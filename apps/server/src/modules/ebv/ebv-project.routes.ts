// Project-level recycled-material API (spec part 2 §7): feature settings, site announcements and
// the asbestos-freedom documentation. Guards run before validation (401/404/403 before 422).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  announcementListSchema,
  announcementSchema,
  asbestosDocumentListSchema,
  asbestosDocumentsSchema,
  ebvFeatureResponseSchema,
  ebvFeatureSettingsSchema,
} from '@baustellendoku/domain';
import { guardedAccess, pathId, projectGuard, projectIdParams } from '../../plugins/project-route.js';
import { contentDisposition } from '../files/files.service.js';
import {
  confirmAnnouncementSending,
  createAnnouncement,
  hasConfirmedAnnouncementOfProject,
} from './announcements.service.js';
import { listAnnouncements } from '../../lib/project-announcements.js';
import {
  addAsbestosDocuments,
  asbestosTemplate,
  asbestosTemplateLink,
  isAsbestosDocumentationCompletedOfProject,
  listAsbestosDocuments,
} from './asbestos.service.js';
import { readEbvFeature, saveEbvFeature } from './ebv-feature.service.js';

const announcementParams = z.object({ projectId: pathId, announcementId: pathId });
const asbestosPath = '/project/:projectId/documents-confirming-absence-of-asbestos';

export async function ebvProjectRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const guard = (rule: Parameters<typeof projectGuard>[1]) => projectGuard(app.db, rule);
  app.projectFactSources.push({
    columns: {
      hasConfirmedAnnouncement: hasConfirmedAnnouncementOfProject,
      isDocumentationOfAbsenceOfAsbestosCompleted: isAsbestosDocumentationCompletedOfProject,
    },
  });

  // ── Feature settings ──────────────────────────────────────────────────────
  api.get(
    '/project/:projectId/feature/ebv',
    {
      schema: { params: projectIdParams, response: { 200: ebvFeatureResponseSchema } },
      preValidation: guard('manageProjectFeatures'),
    },
    async (request) => readEbvFeature(app.db, guardedAccess(request)),
  );

  api.post(
    '/project/:projectId/feature/ebv',
    {
      schema: { params: projectIdParams, body: ebvFeatureSettingsSchema, response: { 200: ebvFeatureResponseSchema } },
      preValidation: guard('manageProjectFeatures'),
    },
    async (request) => {
      const access = guardedAccess(request);
      const { activated } = await saveEbvFeature(app.db, access, request.body);
      // Read with fresh facts: the activation changed enabledFeatures.
      const project = {
        ...access.project,
        enabledFeatures: [...new Set([...access.project.enabledFeatures, 'ebv' as const])],
      };
      return { ...(await readEbvFeature(app.db, { ...access, project })), activated };
    },
  );

  // ── Site announcements ────────────────────────────────────────────────────
  // The spec names no list call; GET on the collection lists them, newest first (decision 0230).
  api.get(
    '/project/:projectId/announcement',
    {
      schema: { params: projectIdParams, response: { 200: announcementListSchema } },
      preValidation: guard('accessAnnouncements'),
    },
    async (request) => ({ items: await listAnnouncements(app.db, guardedAccess(request).projectId) }),
  );

  api.post(
    '/project/:projectId/announcement',
    {
      schema: { params: projectIdParams, response: { 201: announcementSchema } },
      preValidation: guard('createAnnouncement'),
    },
    async (request, reply) =>
      reply.code(201).send(await createAnnouncement(app.db, app.storage, guardedAccess(request))),
  );

  api.post(
    '/project/:projectId/announcement/:announcementId/confirm-sending',
    {
      schema: { params: announcementParams, response: { 200: announcementSchema } },
      preValidation: guard('confirmAnnouncementSending'),
    },
    async (request) => confirmAnnouncementSending(app.db, guardedAccess(request), request.params.announcementId),
  );

  // ── Asbestos-freedom documentation ───────────────────────────────────────
  api.get(
    asbestosPath,
    {
      schema: { params: projectIdParams, response: { 200: asbestosDocumentListSchema } },
      preValidation: guard('accessAsbestosDocumentation'),
    },
    async (request) => {
      const { projectId } = guardedAccess(request);
      return { items: await listAsbestosDocuments(app.db, projectId), template: asbestosTemplateLink(projectId) };
    },
  );

  api.post(
    asbestosPath,
    {
      schema: {
        params: projectIdParams,
        body: asbestosDocumentsSchema,
        response: { 201: asbestosDocumentListSchema.omit({ template: true }) },
      },
      preValidation: guard('addAsbestosDocumentation'),
    },
    async (request, reply) => {
      const access = guardedAccess(request);
      await addAsbestosDocuments(app.db, access, request.body);
      return reply.code(201).send({ items: await listAsbestosDocuments(app.db, access.projectId) });
    },
  );

  api.get(
    `${asbestosPath}/template`,
    { schema: { params: projectIdParams }, preValidation: guard('accessAsbestosDocumentation') },
    async (request, reply) => {
      const { fileName, content } = await asbestosTemplate(app.db, guardedAccess(request).projectId);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition(fileName, 'attachment'))
        .send(content);
    },
  );
}
