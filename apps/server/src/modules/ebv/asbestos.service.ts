// Asbestos-freedom documentation (spec part 2 §2): uploaded documents with who added them when;
// adding documents makes the project's isDocumentationOfAbsenceOfAsbestosCompleted true. The
// template is generated on request with the project filled in.
import { asc, eq, sql } from 'drizzle-orm';
import { historyEventTypes, type AsbestosDocument, type AsbestosDocumentsInput } from '@baustellendoku/domain';
import type { Executor } from '../../db/client.js';
import { asbestosDocuments, projects } from '../../db/schema/index.js';
import { renderAsbestosTemplate } from '../../documents/asbestos-template.js';
import { documentFileName } from '../../documents/store-document.js';
import { loadUserNames } from '../../lib/user-names.js';
import type { ProjectAccess } from '../../platform/access/index.js';
import { attachFiles, fileViews } from '../files/files.service.js';
import { recordHistory } from '../history/index.js';
import { loadProjectSite } from './project-site.js';

/** The generated template (GET …/documents-confirming-absence-of-asbestos/template, decision 0230). */
export const asbestosTemplateLink = (projectId: string) => ({
  fileName: 'Vorlage Dokumentation der Asbestfreiheit.pdf',
  url: `/backend/api/project/${projectId}/documents-confirming-absence-of-asbestos/template`,
});

export async function listAsbestosDocuments(db: Executor, projectId: string): Promise<AsbestosDocument[]> {
  const rows = await db
    .select()
    .from(asbestosDocuments)
    .where(eq(asbestosDocuments.projectId, projectId))
    .orderBy(asc(asbestosDocuments.createdAt), asc(asbestosDocuments.id));
  const filesById = new Map(
    (
      await fileViews(
        db,
        rows.map((row) => row.fileId),
      )
    ).map((file) => [file.id, file]),
  );
  const userName = await loadUserNames(
    db,
    rows.map((row) => row.createdBy),
  );
  return rows.flatMap((row) => {
    const file = filesById.get(row.fileId);
    return file
      ? [{ documentId: row.id, file, createdAt: row.createdAt.toISOString(), createdBy: userName(row.createdBy) }]
      : [];
  });
}

export async function addAsbestosDocuments(db: Executor, access: ProjectAccess, input: AsbestosDocumentsInput) {
  await db.transaction(async (tx) => {
    const attached = await attachFiles(tx, access.user, access.projectId, input.documents, 'documents');
    // A file already in the documentation stays once (unique file_id).
    await tx
      .insert(asbestosDocuments)
      .values(
        attached.map((file) => ({
          projectId: access.projectId,
          fileId: file.id,
          createdAt: access.at,
          createdBy: access.user.id,
        })),
      )
      .onConflictDoNothing();
    await recordHistory(tx, {
      projectId: access.projectId,
      type: historyEventTypes.asbestosDocumentationAdded,
      variables: { count: attached.length, fileNames: attached.map((file) => file.fileName) },
      originatorId: access.user.id,
      occurredAt: access.at,
    });
  });
}

export async function asbestosTemplate(db: Executor, projectId: string) {
  const project = await loadProjectSite(db, projectId);
  return {
    fileName: documentFileName(['Vorlage Dokumentation der Asbestfreiheit', project.name]),
    content: await renderAsbestosTemplate(project, new Date()),
  };
}

/** Fact for the rule table: the project row (`projects.id`) of the enclosing query has at least one asbestos document. */
export const isAsbestosDocumentationCompletedOfProject = sql<boolean>`exists (select 1 from ${asbestosDocuments}
  where ${asbestosDocuments.projectId} = ${projects.id})`;
