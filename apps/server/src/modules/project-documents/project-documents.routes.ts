// Project documents (spec part 3 §2 "Project documents", §7): the grouped list, and the ZIP of a
// selection — POST answers {url}, GET on that URL streams the archive.
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  downloadLinkSchema,
  handoverInputSchema,
  handoverListSchema,
  handoverSchema,
  messages,
  projectDocumentGroupsSchema,
  projectRetentionSchema,
  removalInputSchema,
  retentionOverviewSchema,
} from '@baustellendoku/domain';
import { notFound, unprocessable } from '../../lib/errors.js';
import { fromParam, projectIdParams } from '../../platform/access/index.js';
import { contentDisposition } from '../files/files.service.js';
import { createDownloadToken, redeemDownloadToken } from './download-tokens.js';
import { createHandover, listHandovers } from './handover.service.js';
import { recordRemoval, retentionOverview } from './retention.service.js';
import { collectProjectDocuments, projectArchiveName } from './project-documents.service.js';
import { createZipStream } from './zip-archive.js';

export const projectDocumentMessages = {
  atLeastOneFile: 'Bitte wählen Sie mindestens eine Datei aus.',
  notAProjectDocument: 'Diese Datei gehört nicht zu den Dokumenten dieses Projekts.',
} as const;

const downloadBody = z.strictObject({
  files: z
    .array(z.string({ error: messages.invalidValue }), { error: projectDocumentMessages.atLeastOneFile })
    .min(1, { error: projectDocumentMessages.atLeastOneFile })
    .max(10000, { error: messages.maximum(10000) }),
});

export async function projectDocumentsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const download = {
    access: { rule: 'downloadProjectDocuments', project: fromParam() },
  } satisfies FastifyContextConfig;

  api.get(
    '/project-documentation/:projectId',
    { schema: { params: projectIdParams, response: { 200: projectDocumentGroupsSchema } }, config: download },
    async (request) => (await collectProjectDocuments(app.db, request.access.project.projectId)).groups,
  );

  api.post(
    '/project-documentation/:projectId/download',
    {
      schema: { params: projectIdParams, body: downloadBody, response: { 200: downloadLinkSchema } },
      config: download,
    },
    async (request) => {
      const access = request.access.project;
      const { projectId } = access;
      const { entries } = await collectProjectDocuments(app.db, projectId);
      const violations = request.body.files.flatMap((fileId, index) =>
        entries.has(fileId)
          ? []
          : [{ propertyPath: `files.${index}`, title: projectDocumentMessages.notAProjectDocument }],
      );
      if (violations.length > 0) throw unprocessable(violations);
      const token = await createDownloadToken(app.db, projectId, access.user.id, [...new Set(request.body.files)]);
      return { url: `/backend/api/project-documentation/${projectId}/download/${token}` };
    },
  );

  api.get(
    '/project-documentation/:projectId/download/:token',
    {
      schema: { params: projectIdParams.extend({ token: z.string() }), produces: ['application/zip'] },
      config: download,
    },
    async (request, reply) => {
      const access = request.access.project;
      const { projectId } = access;
      const fileIds = await redeemDownloadToken(app.db, projectId, access.user.id, request.params.token);
      if (!fileIds) throw notFound('Der Download ist abgelaufen. Bitte wählen Sie die Dateien erneut aus.');
      // Resolved again: a file removed from the project since the selection is no longer included.
      const { entries } = await collectProjectDocuments(app.db, projectId);
      // In the order of the documents page, whatever order the selection came in.
      const wanted = new Set(fileIds);
      const selected = [...entries.values()].filter((entry) => wanted.has(entry.fileId));
      const archiveName = await projectArchiveName(app.db, projectId);
      const stream = createZipStream(app.storage, selected);
      // Headers are gone once bytes flow: a storage failure can only cut the download off.
      stream.on('error', (error) => request.log.error({ err: error }, 'project documents archive failed'));
      return reply
        .header('Content-Type', 'application/zip')
        .header('Content-Disposition', contentDisposition(archiveName, 'attachment'))
        .header('Cache-Control', 'no-store')
        .send(stream);
    },
  );

  // The owner's handover pack (issue 36 item 2, decision 0622).
  const handover = {
    access: { rule: 'handOverProjectRecords', project: fromParam() },
  } satisfies FastifyContextConfig;

  api.get(
    '/project/:projectId/handover',
    { schema: { params: projectIdParams, response: { 200: handoverListSchema } }, config: handover },
    async (request) => ({ items: await listHandovers(app.db, request.params.projectId) }),
  );

  api.post(
    '/project/:projectId/handover',
    {
      schema: { params: projectIdParams, body: handoverInputSchema, response: { 201: handoverSchema } },
      config: handover,
    },
    async (request, reply) =>
      reply.code(201).send(await createHandover(app.db, app.storage, request.access.project, request.body)),
  );

  // Retention of the EBV records (issue 36 item 1, decision 0623).
  api.get(
    '/retention',
    { schema: { response: { 200: retentionOverviewSchema } }, config: { access: { global: 'viewRetention' } } },
    async () => ({ items: await retentionOverview(app.db) }),
  );

  api.put(
    '/project/:projectId/installation-removal',
    {
      schema: { params: projectIdParams, body: removalInputSchema, response: { 200: projectRetentionSchema } },
      config: { access: { rule: 'recordInstallationRemoval', project: fromParam() } },
    },
    async (request) => recordRemoval(app.db, request.access.project, request.body),
  );
}
