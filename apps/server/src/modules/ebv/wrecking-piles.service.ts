// Wrecking piles (workflows.md "Wrecking pile"): create (project manager or admin, with a confirmed
// announcement and asbestos documentation) and edit the planning data while the acceptance
// control is open. Each change and its history entry in one transaction on the locked pile.
import { historyEventTypes, initialWreckingPileStatus, type WreckingPileFields } from '@baustellendoku/domain';
import { ebvMessages } from '@baustellendoku/domain';
import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { wreckingPiles } from '../../db/schema/index.js';
import { unprocessable } from '../../lib/errors.js';
import { momentOf, type ProjectAccess } from '../../platform/access/index.js';
import { attachFiles } from '../files/files.service.js';
import { recordHistory } from '../history/index.js';
import { findEbvSettings } from './ebv-feature.service.js';
import { lockPileFor } from './pile-access.js';

export const pileVariables = (pile: { id: string; name: string }) => ({
  wreckingPileId: pile.id,
  wreckingPileName: pile.name,
});

/** The pile is processed by a plant of the feature settings (decision 0231). */
async function requireSettingsMachine(db: Executor, projectId: string, machineId: string) {
  const settings = await findEbvSettings(db, projectId);
  if (!settings?.machineIds.includes(machineId)) {
    throw unprocessable({ propertyPath: 'machineId', title: ebvMessages.machineNotInSettings });
  }
}

const planningColumns = (fields: WreckingPileFields) => ({
  name: fields.name,
  machineId: fields.machineId,
  expectedMassOfRawMaterialInTons: fields.expectedMassOfRawMaterialInTons,
  expectedGrainSizeAndQuality: fields.expectedGrainSizeAndQuality,
  disposalCode: fields.disposalCode,
});

export async function createWreckingPile(
  db: Database,
  access: ProjectAccess,
  fields: WreckingPileFields,
): Promise<string> {
  const { projectId } = access;
  return db.transaction(async (tx) => {
    await requireSettingsMachine(tx, projectId, fields.machineId);
    const documents = await attachFiles(tx, access.user, projectId, fields.documents, 'documents');
    const [pile] = await tx
      .insert(wreckingPiles)
      .values({
        projectId,
        ...planningColumns(fields),
        documentFileIds: documents.map((file) => file.id),
        status: initialWreckingPileStatus,
        createdAt: access.at,
        createdBy: access.user.id,
      })
      .returning({ id: wreckingPiles.id, name: wreckingPiles.name });
    await recordHistory(tx, {
      projectId,
      type: historyEventTypes.wreckingPileCreated,
      variables: pileVariables(pile!),
      originatorId: access.user.id,
      occurredAt: access.at,
    });
    return pile!.id;
  });
}

export async function updateWreckingPile(
  db: Database,
  access: ProjectAccess,
  pileId: string,
  fields: WreckingPileFields & { projectId?: string | undefined },
): Promise<void> {
  await db.transaction(async (tx) => {
    const { pile } = await lockPileFor(tx, access, pileId, 'edit');
    if (fields.projectId !== undefined && fields.projectId !== pile.projectId) {
      throw unprocessable({ propertyPath: 'projectId', title: ebvMessages.wreckingPileOfOtherProject });
    }
    // A pile keeps its plant even when the settings changed since; a new one must be a settings machine.
    if (fields.machineId !== pile.machineId) await requireSettingsMachine(tx, pile.projectId, fields.machineId);
    const documents = await attachFiles(tx, access.user, pile.projectId, fields.documents, 'documents');
    await tx
      .update(wreckingPiles)
      .set({
        ...planningColumns(fields),
        documentFileIds: documents.map((file) => file.id),
        updatedAt: momentOf(access),
        updatedBy: access.user.id,
      })
      .where(eq(wreckingPiles.id, pileId));
    await recordHistory(tx, {
      projectId: pile.projectId,
      type: historyEventTypes.wreckingPileUpdated,
      variables: pileVariables({ id: pile.id, name: fields.name }),
      originatorId: access.user.id,
      occurredAt: access.at,
    });
  });
}
