import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { files, projectMembers, users } from '../../db/schema/index.js';
import { ApiError, unprocessable } from '../../lib/errors.js';
import { apiMessages } from '@baustellendoku/domain';
import type { FileStorage } from '../../storage/storage.js';
import type { SessionUser } from '../../platform/access/index.js';
import { userNameLookup, type UserName } from '../../lib/user-names.js';
import { FileTypeGuard } from './file-type-guard.js';

export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const DEFAULT_ALLOWED_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export const FILE_NOT_FOUND = 'Die Datei wurde nicht gefunden.';
const FILE_TYPE_NOT_ALLOWED = 'Dieser Dateityp ist nicht erlaubt. Erlaubt sind PDF, PNG und JPEG.';

export type FileRecord = typeof files.$inferSelect;
export type FileView = { id: string; fileName: string; url: string };

export const fileUrl = (id: string) => `/backend/api/file/${id}`;
export const toFileView = (file: Pick<FileRecord, 'id' | 'fileName'>): FileView => ({
  id: file.id,
  fileName: file.fileName,
  url: fileUrl(file.id),
});

/** Streams an upload into storage after checking its content type; returns the stored record. */
export async function storeUpload(
  db: Executor,
  storage: FileStorage,
  user: SessionUser,
  upload: { fileName: string; stream: Readable },
  allowed: readonly string[] = DEFAULT_ALLOWED_TYPES,
  typeMessage: string = FILE_TYPE_NOT_ALLOWED,
): Promise<FileView> {
  const id = randomUUID();
  const storageKey = `${id.slice(0, 2)}/${id}`;
  const guard = new FileTypeGuard(allowed, () => unprocessable({ propertyPath: 'file', title: typeMessage }));
  // @fastify/multipart truncates at the size limit and says so with 'limit': refuse the file.
  const tooLarge = () => new ApiError(413, apiMessages.fileTooLarge);
  upload.stream.on('limit', () => guard.destroy(tooLarge()));
  // The request's body broke off (busboy: "Unexpected end of form"): the client's fault, nothing stored.
  upload.stream.on('error', () => guard.destroy(new ApiError(400, apiMessages.uploadIncomplete)));
  // The storage driver may attach its reader later; the error still reaches it (the stream is
  // destroyed with it), so an early 'error' must not count as unhandled.
  guard.on('error', () => undefined);
  upload.stream.pipe(guard);
  try {
    await storage.put(storageKey, guard, 'application/octet-stream');
    if ((upload.stream as Readable & { truncated?: boolean }).truncated) throw tooLarge();
  } catch (error) {
    // Drain the rest of the request (the store may have stopped reading mid-file).
    upload.stream.unpipe(guard);
    guard.destroy();
    upload.stream.resume();
    await storage.delete(storageKey).catch(() => undefined);
    throw error;
  }
  const fileName = sanitizeFileName(upload.fileName) || `datei.${guard.detected!.ext}`;
  return insertUpload(db, storage, user, {
    id,
    storageKey,
    fileName,
    contentType: guard.detected!.mime,
    sizeInBytes: guard.byteCount,
  });
}

/** The row of an upload whose bytes are stored: the user's own, attached to nothing yet. */
async function insertUpload(
  db: Executor,
  storage: FileStorage,
  user: SessionUser,
  file: { id: string; storageKey: string; fileName: string; contentType: string; sizeInBytes: number },
): Promise<FileView> {
  try {
    await db.insert(files).values({ ...file, uploadedBy: user.id });
  } catch (error) {
    // No row, so no one can reach the stored bytes: remove them (e.g. the database went away).
    await storage.delete(file.storageKey).catch(() => undefined);
    throw error;
  }
  return toFileView(file);
}

/**
 * Stores an upload the caller has read and checked already (a supplier's delivery note, decision
 * 0641) like `storeUpload`: the user's own file, attached to nothing until a record takes it.
 */
export async function storeCheckedUpload(
  db: Executor,
  storage: FileStorage,
  user: SessionUser,
  upload: { fileName: string; content: Buffer; contentType: string; fallbackName: string },
): Promise<FileView> {
  const id = randomUUID();
  const storageKey = `${id.slice(0, 2)}/${id}`;
  await storage.put(storageKey, Readable.from(upload.content), upload.contentType);
  return insertUpload(db, storage, user, {
    id,
    storageKey,
    fileName: sanitizeFileName(upload.fileName) || upload.fallbackName,
    contentType: upload.contentType,
    sizeInBytes: upload.content.length,
  });
}

/** Keeps the user's name but drops path parts and control characters. */
export function sanitizeFileName(name: string): string {
  return (name.split(/[\\/]/).pop() ?? '')
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 200);
}

/**
 * Whether a user may read a file: uploader until attached, then project members and admins.
 * Machine documents (company-wide suitability proofs) are readable by admins, staff and anyone
 * assigned to a project, since projects rely on them as evidence (decision 0133).
 */
export async function canReadFile(db: Executor, user: SessionUser, file: FileRecord): Promise<boolean> {
  // Device certificates (decision 0680) are company-wide evidence of the same kind.
  if (file.machineId !== null || file.deviceId !== null)
    return user.isAdmin || user.type === 'staff' || (await hasAnyProject(db, user.id));
  if (file.projectId === null) return file.uploadedBy === user.id;
  if (user.isAdmin) return true;
  const [membership] = await db
    .select({ userId: projectMembers.userId })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, file.projectId), eq(projectMembers.userId, user.id)));
  return membership !== undefined;
}

/** The file when it exists and `user` may read it; otherwise undefined (the caller answers 404). */
export async function findReadableFile(
  db: Executor,
  user: SessionUser,
  fileId: string,
): Promise<FileRecord | undefined> {
  const [file] = await db.select().from(files).where(eq(files.id, fileId));
  return file && (await canReadFile(db, user, file)) ? file : undefined;
}

async function hasAnyProject(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: projectMembers.userId })
    .from(projectMembers)
    .where(eq(projectMembers.userId, userId))
    .limit(1);
  return row !== undefined;
}

/** The user's own upload that is not attached to anything yet. */
const isOwnUnattached = (file: FileRecord, user: SessionUser) =>
  file.projectId === null && file.machineId === null && file.deviceId === null && file.uploadedBy === user.id;

/** What files are attached to: a project's record, a machine file or a registered device. */
type FileOwner = { projectId: string } | { machineId: string } | { deviceId: string };

const belongsTo = (file: FileRecord, owner: FileOwner) =>
  'projectId' in owner
    ? file.projectId === owner.projectId
    : 'machineId' in owner
      ? file.machineId === owner.machineId
      : file.deviceId === owner.deviceId;

/**
 * Attaches uploaded files to `owner`. Each file must be the user's own unattached upload or
 * already belong to the owner; otherwise 422 on `propertyPath` (nothing changes).
 */
async function attachTo(
  db: Executor,
  user: SessionUser,
  owner: FileOwner,
  fileIds: readonly string[],
  propertyPath: string,
): Promise<FileView[]> {
  if (fileIds.length === 0) return [];
  // Both statements prepared (decision 0772): a delivery, a test and an order update attach files.
  const ids = [...new Set(fileIds)];
  const rows = (await prepared(db, 'files_to_attach', (db) =>
    db
      .select()
      .from(files)
      .where(sql`${files.id} = any(${sql.placeholder('ids')})`),
  ).execute({ ids })) as FileRecord[];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const violations = fileIds.flatMap((fileId, index) => {
    const file = byId.get(fileId);
    const usable = file && (belongsTo(file, owner) || isOwnUnattached(file, user));
    return usable ? [] : [{ propertyPath: `${propertyPath}.${index}`, title: FILE_NOT_FOUND }];
  });
  if (violations.length > 0) throw unprocessable(violations);
  const [[column, ownerId]] = Object.entries(owner) as [[keyof FileOwner, string]];
  await prepared(db, `files_attach_${column}`, (db) =>
    db
      .update(files)
      .set({ [column]: sql`${sql.placeholder('ownerId')}` })
      .where(sql`${files.id} = any(${sql.placeholder('ids')})`),
  ).execute({ ownerId, ids });
  return fileIds.map((fileId) => toFileView(byId.get(fileId)!));
}

/** Attaches uploaded files to a record of a project (see `attachTo`). */
export const attachFiles = (
  db: Executor,
  user: SessionUser,
  projectId: string,
  fileIds: readonly string[],
  propertyPath: string,
) => attachTo(db, user, { projectId }, fileIds, propertyPath);

/** Attaches uploaded files to the documents of a machine file (no project). */
export const attachMachineFiles = (
  db: Executor,
  user: SessionUser,
  machineId: string,
  fileIds: readonly string[],
  propertyPath: string,
) => attachTo(db, user, { machineId }, fileIds, propertyPath);

/** Attaches an uploaded file to a registered device's certificates (no project, decision 0680). */
export const attachDeviceFiles = (
  db: Executor,
  user: SessionUser,
  deviceId: string,
  fileIds: readonly string[],
  propertyPath: string,
) => attachTo(db, user, { deviceId }, fileIds, propertyPath);

/** File views for stored ids, in the given order (ids of deleted files are skipped). */
export async function fileViews(db: Executor, fileIds: readonly string[]): Promise<FileView[]> {
  if (fileIds.length === 0) return [];
  const rows = (await prepared(db, 'file_views', (db) =>
    db
      .select({ id: files.id, fileName: files.fileName })
      .from(files)
      .where(sql`${files.id} = any(${sql.placeholder('ids')})`),
  ).execute({ ids: [...new Set(fileIds)] })) as { id: string; fileName: string }[];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return fileIds.flatMap((fileId) => (byId.has(fileId) ? [toFileView(byId.get(fileId)!)] : []));
}

/**
 * The names behind user ids and the views of file ids in one round trip (a view needs both): what
 * `loadUserNames` and `fileViews` answer, from one prepared statement (decision 0371).
 */
export async function userNamesAndFiles(
  db: Executor,
  userIds: readonly (string | null)[],
  fileIds: readonly string[],
): Promise<{ userName: (id: string | null) => UserName | null; files: Map<string, FileView> }> {
  const people = [...new Set(userIds.filter((id): id is string => id !== null))];
  const wanted = [...new Set(fileIds)];
  const rows =
    people.length + wanted.length === 0
      ? []
      : ((await prepared(db, 'user_names_and_files', (db) =>
          db
            .select({
              kind: sql<string>`'user'`.as('kind'),
              id: users.id,
              label: sql<string>`${users.firstName} || ' ' || ${users.lastName}`.as('label'),
            })
            .from(users)
            .where(sql`${users.id} = any(${sql.placeholder('people')})`)
            .unionAll(
              db
                .select({ kind: sql<string>`'file'`.as('kind'), id: files.id, label: files.fileName })
                .from(files)
                .where(sql`${files.id} = any(${sql.placeholder('files')})`),
            ),
        ).execute({ people, files: wanted })) as { kind: string; id: string; label: string }[]);
  return {
    userName: userNameLookup(rows.filter((row) => row.kind === 'user').map((row) => ({ id: row.id, name: row.label }))),
    files: new Map(
      rows.filter((row) => row.kind === 'file').map((row) => [row.id, toFileView({ id: row.id, fileName: row.label })]),
    ),
  };
}

/** RFC 6266 Content-Disposition with an ASCII fallback and the UTF-8 name. */
export function contentDisposition(fileName: string, disposition: 'inline' | 'attachment'): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Answers with a stored file's bytes, its type, size and name (GET /file/{id} and a record's own download). */
export async function sendStoredFile(
  reply: FastifyReply,
  storage: FileStorage,
  file: FileRecord,
  disposition: 'inline' | 'attachment',
): Promise<FastifyReply> {
  const stream = await storage.get(file.storageKey);
  return reply
    .header('Content-Type', file.contentType)
    .header('Content-Length', String(file.sizeInBytes))
    .header('Content-Disposition', contentDisposition(file.fileName, disposition))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, max-age=0, must-revalidate')
    .send(stream);
}
