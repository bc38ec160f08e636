// Generated documents are stored like uploads: bytes in the file storage, a `files` row attached
// to the project, so GET /file/{id} serves them to the project's members (document.url).
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { ebvComplianceDocuments, files, projects } from '../db/schema/index.js';
import { sha256Hex } from '../lib/crypto.js';
import { noteGeneratedDocument } from '../lib/history-chain.js';
import { retainedRecords } from '../lib/retention.js';
import type { FileStorage } from '../storage/storage.js';

export type StoredDocument = { fileId: string; storageKey: string };

/** File names may not contain path separators: 'B12/03' becomes 'B12-03'. */
export const documentFileName = (parts: string[]) => `${parts.join(' ').replace(/[\\/]/g, '-')}.pdf`;

export async function storeGeneratedPdf(
  tx: Executor,
  storage: FileStorage,
  document: { projectId: string; userId: string; fileName: string; content: Buffer },
): Promise<StoredDocument> {
  const fileId = randomUUID();
  const storageKey = storageKeyOf(fileId);
  await storage.put(storageKey, Readable.from(document.content), 'application/pdf');
  await insertGeneratedFile(tx, {
    ...document,
    fileId,
    storageKey,
    contentType: 'application/pdf',
    sizeInBytes: document.content.length,
    sha256: sha256Hex(document.content),
  });
  return { fileId, storageKey };
}

/** Where a file's bytes lie in the storage. */
export const storageKeyOf = (fileId: string) => `${fileId.slice(0, 2)}/${fileId}`;

/**
 * The `files` row of a generated document (PDF, ZIP, XML) whose bytes are stored already, with its
 * SHA-256; the transaction's next history entry of the project names it (decision 0620).
 */
export async function insertGeneratedFile(
  tx: Executor,
  file: {
    fileId: string;
    storageKey: string;
    projectId: string;
    userId: string;
    fileName: string;
    contentType: string;
    sizeInBytes: number;
    sha256: string;
  },
): Promise<void> {
  await tx.insert(files).values({
    id: file.fileId,
    fileName: file.fileName,
    contentType: file.contentType,
    sizeInBytes: file.sizeInBytes,
    storageKey: file.storageKey,
    uploadedBy: file.userId,
    projectId: file.projectId,
    sha256: file.sha256,
  });
  noteGeneratedDocument(tx, {
    projectId: file.projectId,
    fileId: file.fileId,
    fileName: file.fileName,
    sha256: file.sha256,
  });
}

/**
 * Deletes a replaced document's row; returns its storage key for deletion after the commit. A
 * document the EBV says to keep (decision 0623) is not deleted: it stays a file of its project,
 * only no longer the record's current document.
 */
export async function deleteDocumentRow(tx: Executor, fileId: string | null): Promise<string | null> {
  if (!fileId) return null;
  const [file] = await tx.select({ projectId: files.projectId }).from(files).where(eq(files.id, fileId));
  if (file?.projectId && (await retainedRecords(tx, file.projectId)).some((record) => record.fileId === fileId)) {
    await tx.delete(ebvComplianceDocuments).where(eq(ebvComplianceDocuments.fileId, fileId));
    return null;
  }
  const [row] = await tx.delete(files).where(eq(files.id, fileId)).returning({ storageKey: files.storageKey });
  return row?.storageKey ?? null;
}

export type DocumentTracker = { written: (key: string) => void; replaced: (key: string | null) => void };

/** The project line every generated document prints (name and number). */
export async function documentProject(tx: Executor, projectId: string) {
  const [project] = await tx
    .select({ name: projects.name, number: projects.number })
    .from(projects)
    .where(eq(projects.id, projectId));
  return { name: project?.name ?? '', number: project?.number ?? null };
}

/**
 * Stores a freshly rendered PDF of a record as a file of its project, links it to the record
 * (`link`), and replaces the record's previous document: its row goes now, its bytes after the
 * commit (`withDocumentStorage`). Called on create and on every update of the record.
 */
export async function regenerateDocument(
  tx: Executor,
  storage: FileStorage,
  track: DocumentTracker,
  document: {
    projectId: string;
    userId: string;
    fileName: string;
    content: Buffer;
    previousFileId: string | null;
    link: (fileId: string) => Promise<unknown>;
  },
): Promise<void> {
  const stored = await storeGeneratedPdf(tx, storage, document);
  track.written(stored.storageKey);
  await document.link(stored.fileId);
  track.replaced(await deleteDocumentRow(tx, document.previousFileId));
}

/**
 * Runs `work` (a transaction that may store documents) and keeps the storage consistent with the
 * database: objects written by a failed transaction are removed again, replaced ones after commit.
 */
export async function withDocumentStorage<T>(
  storage: FileStorage,
  work: (track: DocumentTracker) => Promise<T>,
): Promise<T> {
  const written: string[] = [];
  const replaced: string[] = [];
  let result: T;
  try {
    result = await work({ written: (key) => written.push(key), replaced: (key) => key && replaced.push(key) });
  } catch (error) {
    await Promise.all(written.map((key) => storage.delete(key).catch(() => undefined)));
    throw error;
  }
  await Promise.all(replaced.map((key) => storage.delete(key).catch(() => undefined)));
  return result;
}

export async function readStoredFile(storage: FileStorage, storageKey: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.get(storageKey)) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}
