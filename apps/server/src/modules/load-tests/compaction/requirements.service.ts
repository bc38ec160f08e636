// The compaction requirements of a project (issue 37 item 1): one per layer, set by the appraiser.
// Each change writes its history entry in its transaction. Tests are not touched: their verdict is
// computed whenever they are read (verdicts.ts), so a changed requirement re-judges every test.
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  historyEventTypes,
  layerKey,
  requirementMessages,
  type CompactionRequirementInput,
  type CompactionRequirementView,
  type HistoryEventType,
} from '@baustellendoku/domain';
import type { Database, Executor } from '../../../db/client.js';
import { compactionRequirements as requirements } from '../../../db/schema/index.js';
import { notFound, unprocessable } from '../../../lib/errors.js';
import { loadUserNames } from '../../../lib/user-names.js';
import type { ProjectAccess } from '../../../platform/access/index.js';
import { recordHistory } from '../../history/index.js';

export type RequirementRow = typeof requirements.$inferSelect;

const numberOrNull = (value: string | null) => (value === null ? null : Number(value));
/** JSON number → numeric text; at most 2 decimals, so String() is exact ("2.3", "45"). */
const numeric = (value: number | null) => (value === null ? null : String(value));

/** A project's requirements, by layer name. */
export async function requirementRows(db: Executor, projectId: string): Promise<RequirementRow[]> {
  return db
    .select()
    .from(requirements)
    .where(eq(requirements.projectId, projectId))
    .orderBy(asc(requirements.layerKey));
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
    minEv2: numberOrNull(row.minEv2),
    maxRatio: numberOrNull(row.maxRatio),
    ratioFromEv2: numberOrNull(row.ratioFromEv2),
    minEvd: numberOrNull(row.minEvd),
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: name(row.updatedBy ?? row.createdBy),
  }));
}

const columnsOf = (input: CompactionRequirementInput) => ({
  layer: input.layer.replace(/\s+/g, ' '),
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

export async function createRequirement(
  db: Database,
  access: ProjectAccess,
  input: CompactionRequirementInput,
): Promise<CompactionRequirementView> {
  const row = await db.transaction(async (tx) => {
    await lockProject(tx, access.projectId);
    const columns = columnsOf(input);
    await refuseTakenLayer(tx, access.projectId, columns.layerKey);
    const [created] = await tx
      .insert(requirements)
      .values({ projectId: access.projectId, ...columns, createdBy: access.user.id, updatedBy: access.user.id })
      .returning();
    await recordHistory(tx, historyOf(access, historyEventTypes.compactionRequirementCreated, created!));
    return created!;
  });
  return (await views(db, [row]))[0]!;
}

export async function updateRequirement(
  db: Database,
  access: ProjectAccess,
  requirementId: string,
  input: CompactionRequirementInput,
): Promise<CompactionRequirementView> {
  const row = await db.transaction(async (tx) => {
    await lockProject(tx, access.projectId);
    const current = await findRequirement(tx, access.projectId, requirementId);
    const columns = columnsOf(input);
    await refuseTakenLayer(tx, access.projectId, columns.layerKey, current.id);
    const [updated] = await tx
      .update(requirements)
      .set({ ...columns, updatedAt: new Date(), updatedBy: access.user.id })
      .where(eq(requirements.id, current.id))
      .returning();
    await recordHistory(tx, historyOf(access, historyEventTypes.compactionRequirementUpdated, updated!));
    return updated!;
  });
  return (await views(db, [row]))[0]!;
}

export async function deleteRequirement(db: Database, access: ProjectAccess, requirementId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await findRequirement(tx, access.projectId, requirementId);
    await tx.delete(requirements).where(eq(requirements.id, current.id));
    await recordHistory(tx, historyOf(access, historyEventTypes.compactionRequirementDeleted, current));
  });
}
