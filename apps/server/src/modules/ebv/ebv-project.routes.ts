// Project-level recycled-material API (spec part 2 §7): feature settings, site announcements and
// the asbestos-freedom documentation. Guards run before validation (401/404/403 before 422).
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  announcementListSchema,
  announcementSchema,
  asbestosDocumentListSchema,
  asbestosDocumentsSchema,
  ebvFeatureResponseSchema,
  ebvFeatureSettingsSchema,
  type RuleName,
} from '@baustellendoku/domain';
import { fromParam, pathId, projectIdParams } from '../../platform/access/index.js';
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
  const guard = (rule: RuleName): FastifyContextConfig => ({ access: { rule, project: fromParam() } });
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
      config: guard('manageProjectFeatures'),
    },
    async (request) => readEbvFeature(app.db, request.access.project),
  );

  api.post(
    '/project/:projectId/feature/ebv',
    {
      schema: { params: projectIdParams, body: ebvFeatureSettingsSchema, response: { 200: ebvFeatureResponseSchema } },
      config: guard('manageProjectFeatures'),
    },
    async (request) => {
      const access = request.access.project;
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
      config: guard('accessAnnouncements'),
    },
    async (request) => ({ items: await listAnnouncements(app.db, request.access.project.projectId) }),
  );

  api.post(
    '/project/:projectId/announcement',
    {
      schema: { params: projectIdParams, response: { 201: announcementSchema } },
      config: guard('createAnnouncement'),
    },
    async (request, reply) =>
      reply.code(201).send(await createAnnouncement(app.db, app.storage, request.access.project)),
  );

  api.post(
    '/project/:projectId/announcement/:announcementId/confirm-sending',
    {
      schema: { params: announcementParams, response: { 200: announcementSchema } },
      config: guard('confirmAnnouncementSending'),
    },
    async (request) => confirmAnnouncementSending(app.db, request.access.project, request.params.announcementId),
  );

  // ── Asbestos-freedom documentation ───────────────────────────────────────
  api.get(
    asbestosPath,
    {
      schema: { params: projectIdParams, response: { 200: asbestosDocumentListSchema } },
      config: guard('accessAsbestosDocumentation'),
    },
    async (request) => {
      const { projectId } = request.access.project;
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
      config: guard('addAsbestosDocumentation'),
    },
    async (request, reply) => {
      const access = request.access.project;
      await addAsbestosDocuments(app.db, access, request.body);
      return reply.code(201).send({ items: await listAsbestosDocuments(app.db, access.projectId) });
    },
  );

  api.get(
    `${asbestosPath}/template`,
    {
      schema: { params: projectIdParams, produces: ['application/pdf'] },
      config: guard('accessAsbestosDocumentation'),
    },
    async (request, reply) => {
      const { fileName, content } = await asbestosTemplate(app.db, request.access.project.projectId);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition(fileName, 'attachment'))
        .send(content);
    },
  );
}
