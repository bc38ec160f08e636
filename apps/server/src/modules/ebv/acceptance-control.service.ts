// Acceptance control of a pile (workflows.md "Wrecking pile"): created while the control is open,
// edited while pending or rejected — both land in acceptance_control_pending and regenerate the
// protocol PDF; the project manager may reject a pending control. Who created and who last
// changed it is kept, so the four-eyes rule can refuse them the release.
import { eq } from 'drizzle-orm';
import { ebvMessages, historyEventTypes, wreckingPileMoves, type AcceptanceControlInput } from '@baustellendoku/domain';
import type { Database } from '../../db/client.js';
import { acceptanceControls, wreckingPiles } from '../../db/schema/index.js';
import { withDocumentStorage } from '../../documents/store-document.js';
import { ApiError } from '../../lib/errors.js';
import type { FileStorage } from '../../storage/storage.js';
import { attachFiles } from '../files/files.service.js';
import { recordHistory } from '../history/index.js';
import { momentOf, type ProjectAccess } from '../../platform/access/index.js';
import { lockPileFor } from './pile-access.js';
import { storeAcceptanceControlProtocol } from './pile-documents.js';
import { findAcceptanceControl } from './wrecking-pile-views.js';
import { pileVariables } from './wrecking-piles.service.js';

/** The checked values; with visible asbestos only the finding (the rest is cleared). */
/** The stored columns of a control (also the large seed's, decision 0370). */
export const controlColumns = (input: AcceptanceControlInput) =>
  input.containsAsbestos
    ? {
        containsAsbestos: true,
        massOfRawMaterialInTons: null,
        sourceAreas: [],
        composition: null,
        degreeOfSoiling: null,
        foreignProportions: [],
        consistency: null,
        appearance: null,
        colors: [],
        smell: [],
      }
    : {
        containsAsbestos: false,
        massOfRawMaterialInTons: input.massOfRawMaterialInTons,
        sourceAreas: input.sourceAreas,
        composition: input.composition,
        degreeOfSoiling: input.degreeOfSoiling,
        foreignProportions: input.foreignProportions,
        consistency: input.consistency,
        appearance: input.appearance,
        colors: input.colors,
        smell: input.smell,
      };

export async function saveAcceptanceControl(
  deps: { db: Database; storage: FileStorage },
  access: ProjectAccess,
  pileId: string,
  mode: 'create' | 'update',
  input: AcceptanceControlInput,
): Promise<void> {
  const action = mode === 'create' ? 'createAcceptanceControl' : 'updateAcceptanceControl';
  await withDocumentStorage(deps.storage, (track) =>
    deps.db.transaction(async (tx) => {
      const { pile } = await lockPileFor(tx, access, pileId, action);
      const existing = await findAcceptanceControl(tx, pile.id);
      if (mode === 'create' && existing) throw new ApiError(409, ebvMessages.acceptanceControlExists);
      const attachments = await attachFiles(tx, access.user, pile.projectId, input.attachments, 'attachments');
      const values = { ...controlColumns(input), attachmentFileIds: attachments.map((file) => file.id) };
      const now = momentOf(access);
      const [control] = existing
        ? await tx
            .update(acceptanceControls)
            .set({ ...values, updatedAt: now, updatedBy: access.user.id })
            .where(eq(acceptanceControls.wreckingPileId, pile.id))
            .returning()
        : await tx
            .insert(acceptanceControls)
            .values({ wreckingPileId: pile.id, ...values, createdAt: now, createdBy: access.user.id })
            .returning();
      const status = wreckingPileMoves[action].to;
      await tx.update(wreckingPiles).set({ status }).where(eq(wreckingPiles.id, pile.id));
      await storeAcceptanceControlProtocol(tx, deps.storage, track, pile, control!, access.user.id);
      await recordHistory(tx, {
        projectId: pile.projectId,
        type:
          mode === 'create' ? historyEventTypes.acceptanceControlCreated : historyEventTypes.acceptanceControlUpdated,
        variables: { ...pileVariables(pile), containsAsbestos: input.containsAsbestos, status },
        originatorId: access.user.id,
        occurredAt: access.at,
      });
    }),
  );
}

export async function rejectAcceptanceControl(db: Database, access: ProjectAccess, pileId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { pile } = await lockPileFor(tx, access, pileId, 'rejectAcceptanceControl');
    const status = wreckingPileMoves.rejectAcceptanceControl.to;
    await tx
      .update(acceptanceControls)
      .set({ rejectedAt: momentOf(access), rejectedBy: access.user.id })
      .where(eq(acceptanceControls.wreckingPileId, pile.id));
    await tx.update(wreckingPiles).set({ status }).where(eq(wreckingPiles.id, pile.id));
    await recordHistory(tx, {
      projectId: pile.projectId,
      type: historyEventTypes.acceptanceControlRejected,
      variables: { ...pileVariables(pile), status },
      originatorId: access.user.id,
      occurredAt: access.at,
    });
  });
}
