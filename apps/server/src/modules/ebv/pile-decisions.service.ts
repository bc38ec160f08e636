// The end of the acceptance phase (spec part 2 §4): release for breaking (final, needs the date
// the appraiser is appointed for, generates the release document; refused with visible asbestos)
// or designation for disposal (final), then the disposal proofs.
import { eq } from 'drizzle-orm';
import {
  historyEventTypes,
  wreckingPileMoves,
  type ApproveWreckingPileInput,
  type DisposalDocumentationInput,
} from '@baustellendoku/domain';
import type { Database } from '../../db/client.js';
import { wreckingPiles } from '../../db/schema/index.js';
import { withDocumentStorage } from '../../documents/store-document.js';
import { forbidden } from '../../lib/errors.js';
import type { FileStorage } from '../../storage/storage.js';
import { attachFiles } from '../files/files.service.js';
import { recordHistory } from '../history/index.js';
import { momentOf, type ProjectAccess } from '../../platform/access/index.js';
import { lockPileFor } from './pile-access.js';
import { storeReleaseDocument } from './pile-documents.js';
import { findAcceptanceControl } from './wrecking-pile-views.js';
import { pileVariables } from './wrecking-piles.service.js';

export async function releaseWreckingPile(
  deps: { db: Database; storage: FileStorage },
  access: ProjectAccess,
  pileId: string,
  input: ApproveWreckingPileInput,
): Promise<void> {
  await withDocumentStorage(deps.storage, (track) =>
    deps.db.transaction(async (tx) => {
      const { pile } = await lockPileFor(tx, access, pileId, 'release');
      // A pending pile always has its control; the rule has checked its asbestos finding.
      const control = await findAcceptanceControl(tx, pile.id);
      if (!control) throw forbidden();
      const releasedAt = momentOf(access);
      const document = await storeReleaseDocument(tx, deps.storage, track, {
        pile,
        control,
        appraiserAppointedFor: input.appraiserAppointedFor,
        releasedBy: access.user.id,
        releasedAt,
      });
      const status = wreckingPileMoves.release.to;
      await tx
        .update(wreckingPiles)
        .set({
          status,
          appraiserAppointedFor: input.appraiserAppointedFor,
          approvedAt: releasedAt,
          approvedBy: access.user.id,
          approvalDocumentFileId: document.fileId,
        })
        .where(eq(wreckingPiles.id, pile.id));
      await recordHistory(tx, {
        projectId: pile.projectId,
        type: historyEventTypes.wreckingPileApprovedForBreaking,
        variables: { ...pileVariables(pile), appraiserAppointedFor: input.appraiserAppointedFor },
        originatorId: access.user.id,
        occurredAt: access.at,
      });
    }),
  );
}

export async function disposeWreckingPile(db: Database, access: ProjectAccess, pileId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { pile } = await lockPileFor(tx, access, pileId, 'dispose');
    const status = wreckingPileMoves.dispose.to;
    await tx
      .update(wreckingPiles)
      .set({ status, disposalDecidedAt: momentOf(access), disposalDecidedBy: access.user.id })
      .where(eq(wreckingPiles.id, pile.id));
    await recordHistory(tx, {
      projectId: pile.projectId,
      type: historyEventTypes.wreckingPileMarkedForDisposal,
      variables: pileVariables(pile),
      originatorId: access.user.id,
      occurredAt: access.at,
    });
  });
}

/** Sets the disposal proofs (the form sends the full list, prefilled with the stored ones). */
export async function documentPileDisposal(
  db: Database,
  access: ProjectAccess,
  pileId: string,
  input: DisposalDocumentationInput,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { pile } = await lockPileFor(tx, access, pileId, 'addDisposalDocumentation');
    const documents = await attachFiles(tx, access.user, pile.projectId, input.disposalDocuments, 'disposalDocuments');
    await tx
      .update(wreckingPiles)
      .set({
        disposalDocumentFileIds: documents.map((file) => file.id),
        disposalDocumentedAt: momentOf(access),
        disposalDocumentedBy: access.user.id,
      })
      .where(eq(wreckingPiles.id, pile.id));
    await recordHistory(tx, {
      projectId: pile.projectId,
      type: historyEventTypes.wreckingPileDisposalDocumented,
      variables: { ...pileVariables(pile), count: documents.length },
      originatorId: access.user.id,
      occurredAt: access.at,
    });
  });
}
