// The owner's handover pack (issue 36 item 2, decision 0622): one ZIP streamed from the stored
// files into the storage in constant memory, every entry's SHA-256 taken on the way; manifest.json
// (every file with its digest) and the one-page manifest PDF last; then, in one transaction, the
// pack's file row, the handover record and its history entry (which names the pack's digest).
import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { desc, eq } from 'drizzle-orm';
import {
  handoverMessages,
  handoverRecipientRoles,
  historyEventTypes,
  installedMaterialCsv,
  type HandoverInput,
  type HandoverView,
  type ManifestFile,
} from '@baustellendoku/domain';
import type { Database, Executor } from '../../db/client.js';
import { files, historyChainHeads, projectHandovers, projects } from '../../db/schema/index.js';
import { siteAddressOf } from '../../documents/ebv-document-parts.js';
import { renderHandoverManifest } from '../../documents/handover-manifest.js';
import { insertGeneratedFile, storageKeyOf } from '../../documents/store-document.js';
import { ApiError } from '../../lib/errors.js';
import { loadUserNames } from '../../lib/user-names.js';
import { checkRule, momentOf, type ProjectAccess } from '../../platform/access/index.js';
import type { FileStorage } from '../../storage/storage.js';
import { loadInstalledMaterial } from '../admissibility/index.js';
import { toFileView } from '../files/files.service.js';
import { recordHistory } from '../history/index.js';
import { collectHandoverFiles, handoverFolders } from './handover-pack.js';
import { archivePaths, safeSegment } from './zip-archive.js';
import { zipChunks, type ZipSource } from './zip-writer.js';

const sha256Of = (content: Buffer) => createHash('sha256').update(content).digest('hex');

/** Passes a stored file's bytes on and reports their size and SHA-256 at the end. */
async function* digesting(
  source: AsyncIterable<Buffer | Uint8Array> | Iterable<Buffer | Uint8Array>,
  done: (sizeInBytes: number, sha256: string) => void,
): AsyncGenerator<Buffer | Uint8Array> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of source) {
    hash.update(chunk);
    size += chunk.length;
    yield chunk;
  }
  done(size, hash.digest('hex'));
}

const day = (moment: Date) => moment.toISOString().slice(0, 10);

export async function createHandover(
  db: Database,
  storage: FileStorage,
  access: ProjectAccess,
  input: HandoverInput,
): Promise<HandoverView> {
  checkRule(access, 'handOverProjectRecords');
  const { projectId } = access;
  // Independent reads at once (for 2,000 notes: 85 ms for the files, 162 ms for the installed material).
  const [{ entries, deliveryNoteCount }, [project], [head], userName, installed] = await Promise.all([
    collectHandoverFiles(db, projectId),
    db.select().from(projects).where(eq(projects.id, projectId)),
    db.select().from(historyChainHeads).where(eq(historyChainHeads.projectId, projectId)),
    loadUserNames(db, [access.user.id]),
    loadInstalledMaterial(db, projectId),
  ]);
  if (deliveryNoteCount === 0) throw new ApiError(409, handoverMessages.noDeliveryNote);
  const at = momentOf(access);
  const handedOverBy = userName(access.user.id)?.name ?? 'Unbekannt';
  const generated = [
    { name: 'eingebaute-ersatzbaustoffe.geojson', content: Buffer.from(JSON.stringify(installed, null, 2)) },
    { name: 'eingebaute-ersatzbaustoffe.csv', content: Buffer.from(installedMaterialCsv(installed)) },
  ];
  const paths = archivePaths([
    ...entries,
    ...generated.map((file) => ({ segments: [handoverFolders.areas], fileName: file.name })),
  ] as Parameters<typeof archivePaths>[0]);

  const listed: ManifestFile[] = [];
  const folders = new Map<string, { files: number; bytes: number }>();
  // The ZIP writer opens an entry while the one before streams (read-ahead): the manifest waits
  // until the last file's digest is noted.
  let everyFileListed = () => {};
  const filesListed = new Promise<void>((resolve) => (everyFileListed = resolve));
  const note = (path: string, createdAt: Date) => (sizeInBytes: number, sha256: string) => {
    listed.push({ path, sizeInBytes, sha256, createdOn: day(createdAt) });
    if (listed.length === entries.length + generated.length) everyFileListed();
    const folder = folders.get(path.split('/')[0]!) ?? { files: 0, bytes: 0 };
    folders.set(path.split('/')[0]!, { files: folder.files + 1, bytes: folder.bytes + sizeInBytes });
  };
  let manifestSha256 = '';
  const recipientRole = handoverRecipientRoles[input.recipientRole];
  const sources: ZipSource[] = [
    ...entries.map((entry, index) => ({
      name: paths[index]!,
      date: entry.createdAt,
      open: async () => digesting(await storage.get(entry.storageKey), note(paths[index]!, entry.createdAt)),
    })),
    ...generated.map((file, index) => ({
      name: paths[entries.length + index]!,
      date: at,
      open: async () => digesting([file.content], note(paths[entries.length + index]!, at)),
    })),
    {
      // Opened after every file above has streamed: their digests are known by then.
      name: 'manifest.json',
      date: at,
      open: async () => {
        await filesListed;
        const manifest = Buffer.from(
          JSON.stringify(
            {
              format: 'baustellendoku-uebergabe/1',
              project: {
                name: project?.name ?? '',
                number: project?.number ?? null,
                address: project ? siteAddressOf(project) : null,
              },
              recipient: { name: input.recipient, role: recipientRole },
              handedOverAt: at.toISOString(),
              handedOverBy,
              historyChainHead: head ? { seq: head.seq, hash: head.hash } : null,
              files: listed,
            },
            null,
            2,
          ),
        );
        manifestSha256 = sha256Of(manifest);
        return Readable.from([manifest]);
      },
    },
    {
      name: 'Übergabeprotokoll.pdf',
      date: at,
      open: async () =>
        Readable.from([
          await renderHandoverManifest({
            project: {
              name: project?.name ?? '',
              number: project?.number ?? null,
              address: project ? siteAddressOf(project) : null,
              client: project?.client ?? null,
            },
            recipient: input.recipient,
            recipientRole,
            handedOverBy,
            handedOverAt: at,
            folders: [...folders.entries()].map(([folder, sum]) => ({ folder, ...sum })),
            manifestSha256,
            historyHead: head ? { seq: head.seq, hash: head.hash } : null,
          }),
        ]),
    },
  ];

  // The ZIP goes into the storage as it is written; its own digest is taken on the way.
  const fileId = randomUUID();
  const storageKey = storageKeyOf(fileId);
  let pack = { sizeInBytes: 0, sha256: '' };
  const zip = Readable.from(
    digesting(zipChunks(sources), (sizeInBytes, sha256) => {
      pack = { sizeInBytes, sha256 };
    }),
    { objectMode: false, highWaterMark: 256 * 1024 },
  );
  const fileName = `${safeSegment(`Übergabe ${project?.number ?? project?.name ?? ''} ${day(at)}`)}.zip`;
  try {
    await storage.put(storageKey, zip, 'application/zip');
    const handoverId = await db.transaction(async (tx) => {
      await insertGeneratedFile(tx, {
        fileId,
        storageKey,
        projectId,
        userId: access.user.id,
        fileName,
        contentType: 'application/zip',
        ...pack,
      });
      const [row] = await tx
        .insert(projectHandovers)
        .values({
          projectId,
          recipient: input.recipient,
          recipientRole: input.recipientRole,
          handedOverAt: at,
          handedOverBy: access.user.id,
          fileId,
          fileCount: listed.length,
          manifestSha256,
          packSha256: pack.sha256,
        })
        .returning({ id: projectHandovers.id });
      await recordHistory(tx, {
        projectId,
        type: historyEventTypes.projectHandedOver,
        variables: {
          handoverId: row!.id,
          recipient: input.recipient,
          recipientRoleLabel: recipientRole,
          fileCount: listed.length,
          manifestSha256,
        },
        originatorId: access.user.id,
        occurredAt: at,
      });
      return row!.id;
    });
    return (await listHandovers(db, projectId)).find((handover) => handover.handoverId === handoverId)!;
  } catch (error) {
    await storage.delete(storageKey).catch(() => undefined);
    throw error;
  }
}

export async function listHandovers(db: Executor, projectId: string): Promise<HandoverView[]> {
  const rows = await db
    .select({ handover: projectHandovers, file: files })
    .from(projectHandovers)
    .innerJoin(files, eq(files.id, projectHandovers.fileId))
    .where(eq(projectHandovers.projectId, projectId))
    .orderBy(desc(projectHandovers.handedOverAt));
  const name = await loadUserNames(
    db,
    rows.map((row) => row.handover.handedOverBy),
  );
  return rows.map(({ handover, file }) => ({
    handoverId: handover.id,
    recipient: handover.recipient,
    recipientRole: handover.recipientRole,
    handedOverAt: handover.handedOverAt.toISOString(),
    handedOverBy: name(handover.handedOverBy),
    fileCount: handover.fileCount,
    manifestSha256: handover.manifestSha256,
    packSha256: handover.packSha256,
    file: toFileView(file),
  }));
}
