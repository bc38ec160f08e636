// Project documents: every file of the project grouped by category (providers), and the index
// the ZIP download uses to accept exactly those files. A file counts only if it is attached to
// this very project, so an id from another project never reaches a listing or an archive.
import { and, eq, inArray } from 'drizzle-orm';
import type { DocumentFileView, DocumentGroupView } from '@baustellendoku/domain';
import type { Executor } from '../../db/client.js';
import { files, projects } from '../../db/schema/index.js';
import { toFileView } from '../files/files.service.js';
import { loadUserNames } from '../../lib/user-names.js';
import { documentCategoryProviders } from './document-categories.js';
import { safeSegment } from './zip-archive.js';

export type DocumentFileItem = DocumentFileView;
export type DocumentGroup = DocumentGroupView;

/** Where a selectable file lives: its storage key and its path inside the ZIP. */
export type ArchiveEntry = {
  fileId: string;
  storageKey: string;
  sizeInBytes: number;
  createdAt: Date;
  segments: string[];
  fileName: string;
};

export type ProjectDocuments = { groups: DocumentGroup[]; entries: Map<string, ArchiveEntry> };

export async function collectProjectDocuments(db: Executor, projectId: string): Promise<ProjectDocuments> {
  const categories = [];
  for (const provider of documentCategoryProviders) categories.push(await provider(db, projectId));
  const ids = [
    ...new Set(
      categories.flatMap((category) =>
        category.subCategories.flatMap((sub) => sub.entries.map((entry) => entry.fileId)),
      ),
    ),
  ];
  const rows = ids.length
    ? await db
        .select()
        .from(files)
        .where(and(inArray(files.id, ids), eq(files.projectId, projectId)))
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const userName = await loadUserNames(
    db,
    rows.map((row) => row.uploadedBy),
  );
  const entries = new Map<string, ArchiveEntry>();
  const groups: DocumentGroup[] = [];
  for (const category of categories) {
    const subCategories = category.subCategories
      .map((sub) => ({
        label: sub.label,
        files: sub.entries.flatMap((entry) => {
          const row = byId.get(entry.fileId);
          // A file shows once, in the first place that names it.
          if (!row || entries.has(row.id)) return [];
          entries.set(row.id, {
            fileId: row.id,
            storageKey: row.storageKey,
            sizeInBytes: row.sizeInBytes,
            createdAt: row.createdAt,
            segments: [category.label, sub.label, ...(entry.folder ?? [])],
            fileName: row.fileName,
          });
          return [
            {
              id: row.id,
              label: entry.label ? `${entry.label}: ${row.fileName}` : row.fileName,
              createdAt: row.createdAt.toISOString(),
              createdBy: userName(row.uploadedBy),
              contentType: row.contentType,
              file: toFileView(row),
            },
          ];
        }),
      }))
      .filter((sub) => sub.files.length > 0);
    // Only categories with files are listed: the page shows what can be downloaded.
    if (subCategories.length > 0) groups.push({ label: category.label, subCategories });
  }
  return { groups, entries };
}

/** The ZIP's file name: "Projektdokumente <number or name>.zip". */
export async function projectArchiveName(db: Executor, projectId: string): Promise<string> {
  const [project] = await db
    .select({ name: projects.name, number: projects.number })
    .from(projects)
    .where(eq(projects.id, projectId));
  return `${safeSegment(`Projektdokumente ${project?.number ?? project?.name ?? ''}`.trim())}.zip`;
}
