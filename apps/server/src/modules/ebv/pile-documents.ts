// Generated documents of a pile, stored inside the caller's transaction: the acceptance-control
// protocol (replaced on every save; the old bytes go after the commit) and the release document.
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { acceptanceControls, machines } from '../../db/schema/index.js';
import { renderAcceptanceControlProtocol } from '../../documents/acceptance-control-protocol.js';
import { renderReleaseDocument } from '../../documents/release-document.js';
import {
  deleteDocumentRow,
  documentFileName,
  storeGeneratedPdf,
  type StoredDocument,
} from '../../documents/store-document.js';
import { loadUserNames } from '../../lib/user-names.js';
import type { FileStorage } from '../../storage/storage.js';
import { fileViews } from '../files/files.service.js';
import { loadProjectSite } from './project-site.js';
import type { AcceptanceControlRow, WreckingPileRow } from './wrecking-pile-views.js';

export type DocumentTracker = { written: (key: string) => void; replaced: (key: string | null) => void };

async function machineName(db: Executor, machineId: string) {
  const [row] = await db.select({ name: machines.name }).from(machines).where(eq(machines.id, machineId));
  return row?.name ?? '–';
}

const userNameOf = async (db: Executor, userId: string | null) =>
  (await loadUserNames(db, [userId]))(userId)?.name ?? 'Unbekannt';

export async function storeAcceptanceControlProtocol(
  tx: Executor,
  storage: FileStorage,
  track: DocumentTracker,
  pile: WreckingPileRow,
  control: AcceptanceControlRow,
  userId: string,
): Promise<void> {
  const checkedAt = control.updatedAt ?? control.createdAt;
  const content = await renderAcceptanceControlProtocol({
    project: await loadProjectSite(tx, pile.projectId),
    pile: {
      name: pile.name,
      disposalCode: pile.disposalCode,
      expectedGrainSizeAndQuality: pile.expectedGrainSizeAndQuality,
      machineName: await machineName(tx, pile.machineId),
    },
    control,
    attachments: (await fileViews(tx, control.attachmentFileIds)).map((file) => file.fileName),
    checkedBy: await userNameOf(tx, control.updatedBy ?? control.createdBy),
    checkedAt,
  });
  const stored = await storeGeneratedPdf(tx, storage, {
    projectId: pile.projectId,
    userId,
    fileName: documentFileName(['Annahmekontrolle Miete', pile.name]),
    content,
  });
  track.written(stored.storageKey);
  await tx
    .update(acceptanceControls)
    .set({ documentFileId: stored.fileId })
    .where(eq(acceptanceControls.wreckingPileId, pile.id));
  track.replaced(await deleteDocumentRow(tx, control.documentFileId));
}

export async function storeReleaseDocument(
  tx: Executor,
  storage: FileStorage,
  track: DocumentTracker,
  release: {
    pile: WreckingPileRow;
    control: AcceptanceControlRow;
    appraiserAppointedFor: string;
    releasedBy: string;
    releasedAt: Date;
  },
): Promise<StoredDocument> {
  const { pile, control } = release;
  const content = await renderReleaseDocument({
    project: await loadProjectSite(tx, pile.projectId),
    pile: { ...pile, machineName: await machineName(tx, pile.machineId) },
    control: {
      massOfRawMaterialInTons: control.massOfRawMaterialInTons,
      sourceAreas: control.sourceAreas,
      checkedBy: await userNameOf(tx, control.updatedBy ?? control.createdBy),
      checkedAt: control.updatedAt ?? control.createdAt,
    },
    appraiserAppointedFor: release.appraiserAppointedFor,
    releasedBy: await userNameOf(tx, release.releasedBy),
    releasedAt: release.releasedAt,
  });
  const stored = await storeGeneratedPdf(tx, storage, {
    projectId: pile.projectId,
    userId: release.releasedBy,
    fileName: documentFileName(['Freigabe Miete', pile.name]),
    content,
  });
  track.written(stored.storageKey);
  return stored;
}
