// The compaction requirements of a project (issue 37 item 1): one per layer, set by the appraiser.
// Each change writes its history entry in its transaction. Tests are not touched: their verdict is
// computed whenever they are read (verdicts.ts), so a changed requirement re-judges every test.
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  decimalToNumber,
  historyEventTypes,
  layerKey,
  layerName,
  requirementMessages,
  type CompactionRequirementInput,
  type CompactionRequirementView,
  type HistoryEventType,
} from '@baustellendoku/domain';
import type { Database, Executor } from '../../../db/client.js';
import { prepared } from '../../../db/prepared.js';
import { withDocumentStorage } from '../../../documents/store-document.js';
import type { FileStorage } from '../../../storage/storage.js';
import type { rewriteLayerDocuments } from '../load-test-documents.js';
import { compactionRequirements as requirements } from '../../../db/schema/index.js';
import { notFound, unprocessable } from '../../../lib/errors.js';
import { loadUserNames } from '../../../lib/user-names.js';
import type { ProjectAccess } from '../../../platform/access/index.js';
import { recordHistory } from '../../history/index.js';

export type RequirementRow = typeof requirements.$inferSelect;

/** JSON number → numeric text; at most 2 decimals, so String() is exact ("2.3", "45"). */
const numeric = (value: number | null) => (value === null ? null : String(value));

/** A project's requirements, by layer name. */
/** A project's requirements: prepared, the tests' table, map and tasks read them on every visit (decision 0762). */
export async function requirementRows(db: Executor, projectId: string): Promise<RequirementRow[]> {
  const statement = prepared(db, 'compaction_requirements', (db) =>
    db
      .select()
      .from(requirements)
      .where(eq(requirements.projectId, sql.placeholder('projectId')))
      .orderBy(asc(requirements.layerKey)),
  );
  return (await statement.execute({ projectId })) as RequirementRow[];
}

export async function listRequirements(db: Executor, projectId: string): Promise<CompactionRequirementView[]> {
  return views(db, await requirementRows(db, projectId));
}

async function views(db: Executor, rows: RequirementRow[]): Promise<CompactionRequirementView[]> {
  const name = await loadUserNames(
    db,
    rows.map((row) => row.updatedBy ?? row.createdBy),
  );
  return rows.map((row) => ({
    requirementId: row.id,
    projectId: row.projectId,
    layer: row.layer,
    testKind: row.testKind,
    minEv2: decimalToNumber(row.minEv2),
    maxRatio: decimalToNumber(row.maxRatio),
    ratioFromEv2: decimalToNumber(row.ratioFromEv2),
    minEvd: decimalToNumber(row.minEvd),
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: name(row.updatedBy ?? row.createdBy),
  }));
}

const columnsOf = (input: CompactionRequirementInput) => ({
  layer: layerName(input.layer),
  layerKey: layerKey(input.layer),
  testKind: input.testKind,
  minEv2: numeric(input.minEv2),
  maxRatio: numeric(input.maxRatio),
  ratioFromEv2: numeric(input.ratioFromEv2),
  minEvd: numeric(input.minEvd),
});

/** One writer per project at a time, so "one requirement per layer" is checked on settled rows. */
const lockProject = (tx: Executor, projectId: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`compaction-requirements:${projectId}`}))`);

async function refuseTakenLayer(tx: Executor, projectId: string, key: string, exceptId?: string) {
  const [taken] = await tx
    .select({ id: requirements.id })
    .from(requirements)
    .where(and(eq(requirements.projectId, projectId), eq(requirements.layerKey, key)));
  if (taken && taken.id !== exceptId)
    throw unprocessable({ propertyPath: 'layer', title: requirementMessages.layerTaken });
}

async function findRequirement(tx: Executor, projectId: string, requirementId: string): Promise<RequirementRow> {
  const [row] = await tx
    .select()
    .from(requirements)
    .where(and(eq(requirements.id, requirementId), eq(requirements.projectId, projectId)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

const historyOf = (access: ProjectAccess, type: HistoryEventType, row: RequirementRow) => ({
  projectId: access.projectId,
  type,
  variables: { requirementId: row.id, layer: row.layer },
  originatorId: access.user.id,
  occurredAt: access.at,
});

/**
 * Who writes requirements: the database, the storage of the documents, and the writer of the load
 * tests' documents on a changed layer (passed in by the routes, as it needs both test variants).
 */
export type RequirementDeps = { db: Database; storage: FileStorage; rewrite: typeof rewriteLayerDocuments };

/**
 * One transaction for a requirement change: `write` changes the row; the protocols of the tests on
 * the layers it touched are written again with their new verdict (decision 0662), then the history
 * entry (which names those documents).
 */
function changeRequirement(
  deps: RequirementDeps,
  access: ProjectAccess,
  type: HistoryEventType,
  write: (tx: Executor) => Promise<{ row: RequirementRow; layerKeys: string[] }>,
): Promise<RequirementRow> {
  return withDocumentStorage(deps.storage, (track) =>
    deps.db.transaction(async (tx) => {
      await lockProject(tx, access.projectId);
      const { row, layerKeys } = await write(tx);
      await deps.rewrite(tx, deps.storage, track, {
        projectId: access.projectId,
        layerKeys: [...new Set(layerKeys)],
        userId: access.user.id,
      });
      await recordHistory(tx, historyOf(access, type, row));
      return row;
    }),
  );
}

export async function createRequirement(
  deps: RequirementDeps,
  access: ProjectAccess,
  input: CompactionRequirementInput,
): Promise<CompactionRequirementView> {
  const row = await changeRequirement(deps, access, historyEventTypes.compactionRequirementCreated, async (tx) => {
    const columns = columnsOf(input);
    await refuseTakenLayer(tx, access.projectId, columns.layerKey);
    const [created] = await tx
      .insert(requirements)
      .values({ projectId: access.projectId, ...columns, createdBy: access.user.id, updatedBy: access.user.id })
      .returning();
    return { row: created!, layerKeys: [columns.layerKey] };
  });
  return (await views(deps.db, [row]))[0]!;
}

export async function updateRequirement(
  deps: RequirementDeps,
  access: ProjectAccess,
  requirementId: string,
  input: CompactionRequirementInput,
): Promise<CompactionRequirementView> {
  const row = await changeRequirement(deps, access, historyEventTypes.compactionRequirementUpdated, async (tx) => {
    const current = await findRequirement(tx, access.projectId, requirementId);
    const columns = columnsOf(input);
    await refuseTakenLayer(tx, access.projectId, columns.layerKey, current.id);
    const [updated] = await tx
      .update(requirements)
      .set({ ...columns, updatedAt: new Date(), updatedBy: access.user.id })
      .where(eq(requirements.id, current.id))
      .returning();
    // A renamed layer: the tests of the old name lose their requirement, those of the new gain it.
    return { row: updated!, layerKeys: [current.layerKey, columns.layerKey] };
  });
  return (await views(deps.db, [row]))[0]!;
}

export async function deleteRequirement(
  deps: RequirementDeps,
  access: ProjectAccess,
  requirementId: string,
): Promise<void> {
  await changeRequirement(deps, access, historyEventTypes.compactionRequirementDeleted, async (tx) => {
    const current = await findRequirement(tx, access.projectId, requirementId);
    await tx.delete(requirements).where(eq(requirements.id, current.id));
    return { row: current, layerKeys: [current.layerKey] };
  });
}
