// Test lots (Prüflose, issue 37 item 3, decision 0670): the appraiser groups the tests of one layer
// and kind in chosen grid fields. The members, their verdicts and the lot's summary are computed
// whenever a lot is read, like the tests' verdicts (verdicts.ts), so a changed requirement or a new
// test in the lot's fields shows at once.
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  decimalToNumber,
  historyEventTypes,
  layerKey,
  layerName,
  lotFieldKey,
  lotMessages,
  requirementFor,
  requirementText,
  splitGridField,
  summarizeLot,
  toPlainDecimal,
  type CompactionLotInput,
  type CompactionLotView,
  type HistoryEventType,
  type LotFieldView,
  type LotTestKind,
} from '@baustellendoku/domain';
import type { Database, Executor } from '../../../db/client.js';
import { compactionLots, dynamicLoadAnalyses, projects, staticLoadAnalyses } from '../../../db/schema/index.js';
import { renderCompactionLotReport } from '../../../documents/compaction-lot-report.js';
import { loadGridFields } from '../../../lib/grid-fields.js';
import { notFound, unprocessable } from '../../../lib/errors.js';
import { loadUserNames } from '../../../lib/user-names.js';
import { momentOf, type ProjectAccess } from '../../../platform/access/index.js';
import { recordHistory } from '../../history/index.js';
import { requirementRows, type RequirementRow } from './requirements.service.js';
import { testDevices, verdictOf, type TestDevices } from './verdicts.js';

type LotRow = typeof compactionLots.$inferSelect;
/** A test as a lot reads it: the lean figures of either kind. */
type TestRow = {
  id: string;
  number: number;
  gridField: string;
  analysedAt: Date;
  latitude: string;
  longitude: string;
  layer: string | null;
  retestOfId: string | null;
  deviceId: string | null;
  evd?: string;
  ev1?: string;
  ev2?: string;
};

const fieldOf = (gridField: string) => lotFieldKey(splitGridField(gridField)?.field ?? gridField);

/**
 * The project's tests of `kind` whose grid field lies in `fields` (all: every field), by number,
 * without those a later re-test replaces.
 */
async function testsInFields(db: Executor, projectId: string, kind: LotTestKind, fields: readonly string[] | 'all') {
  const wanted = fields === 'all' ? null : new Set(fields);
  const rows: TestRow[] =
    kind === 'dynamic'
      ? await db
          .select({
            id: dynamicLoadAnalyses.id,
            number: dynamicLoadAnalyses.number,
            gridField: dynamicLoadAnalyses.gridField,
            analysedAt: dynamicLoadAnalyses.analysedAt,
            latitude: dynamicLoadAnalyses.latitude,
            longitude: dynamicLoadAnalyses.longitude,
            layer: dynamicLoadAnalyses.layer,
            retestOfId: dynamicLoadAnalyses.retestOfId,
            deviceId: dynamicLoadAnalyses.deviceId,
            evd: dynamicLoadAnalyses.evd,
          })
          .from(dynamicLoadAnalyses)
          .where(eq(dynamicLoadAnalyses.projectId, projectId))
          .orderBy(asc(dynamicLoadAnalyses.number))
      : await db
          .select({
            id: staticLoadAnalyses.id,
            number: staticLoadAnalyses.number,
            gridField: staticLoadAnalyses.gridField,
            analysedAt: staticLoadAnalyses.analysedAt,
            latitude: staticLoadAnalyses.latitude,
            longitude: staticLoadAnalyses.longitude,
            layer: staticLoadAnalyses.layer,
            retestOfId: staticLoadAnalyses.retestOfId,
            deviceId: staticLoadAnalyses.deviceId,
            ev1: staticLoadAnalyses.ev1,
            ev2: staticLoadAnalyses.ev2,
          })
          .from(staticLoadAnalyses)
          .where(eq(staticLoadAnalyses.projectId, projectId))
          .orderBy(asc(staticLoadAnalyses.number));
  // A test that was re-tested is superseded by its re-test: the lot judges the newest (decision 0670).
  const retested = new Set(rows.flatMap((row) => (row.retestOfId ? [row.retestOfId] : [])));
  return rows.filter((row) => !retested.has(row.id) && (!wanted || wanted.has(fieldOf(row.gridField))));
}

/** The grid fields holding tests of `kind` with a layer, with their layers: what a lot can group. */
export async function lotFields(db: Executor, projectId: string, kind: LotTestKind): Promise<LotFieldView[]> {
  const byField = new Map<string, { tests: number; layers: Map<string, string> }>();
  for (const test of await testsInFields(db, projectId, kind, 'all')) {
    if (test.layer === null || test.layer.trim() === '') continue;
    const field = byField.get(fieldOf(test.gridField)) ?? { tests: 0, layers: new Map<string, string>() };
    field.tests += 1;
    if (!field.layers.has(layerKey(test.layer))) field.layers.set(layerKey(test.layer), layerName(test.layer));
    byField.set(fieldOf(test.gridField), field);
  }
  return [...byField.entries()]
    .sort(([a], [b]) => a.localeCompare(b, 'de', { numeric: true }))
    .map(([gridField, field]) => ({ gridField, tests: field.tests, layers: [...field.layers.values()].sort() }));
}

function viewOf(
  lot: LotRow,
  tests: readonly TestRow[],
  requirements: readonly RequirementRow[],
  devices: TestDevices,
  creator: { name: string } | null,
): CompactionLotView {
  const members = tests
    .filter((test) => test.layer !== null && layerKey(test.layer) === lot.layerKey)
    .map((test) => {
      const value = toPlainDecimal(lot.testKind === 'dynamic' ? test.evd : test.ev2);
      return { test, value, verdict: verdictOf(lot.testKind, test, requirements, devices) };
    });
  const summary = summarizeLot(members, lot);
  return {
    lotId: lot.id,
    projectId: lot.projectId,
    name: lot.name,
    testKind: lot.testKind,
    layer: lot.layer,
    gridFields: lot.gridFields,
    rule: lot.rule,
    minSharePercent: lot.minSharePercent,
    minCount: lot.minCount,
    summary: {
      count: summary.count,
      minimum: decimalToNumber(summary.minimum),
      mean: decimalToNumber(summary.mean),
      passed: summary.passed,
      sharePassed: decimalToNumber(summary.sharePassed),
      verdict: summary.verdict,
    },
    tests: members.map(({ test, value, verdict }) => ({
      id: test.id,
      number: test.number,
      gridField: test.gridField,
      analysedAt: test.analysedAt.toISOString(),
      lat: Number(test.latitude),
      lng: Number(test.longitude),
      value: decimalToNumber(value),
      verdict,
    })),
    createdAt: lot.createdAt.toISOString(),
    createdBy: creator,
  };
}

/** The views of `lots` (one project): each kind's tests and the requirements read once. */
async function views(db: Executor, projectId: string, lots: readonly LotRow[]): Promise<CompactionLotView[]> {
  if (lots.length === 0) return [];
  const kinds = [...new Set(lots.map((lot) => lot.testKind))];
  const allFields = [...new Set(lots.flatMap((lot) => lot.gridFields))];
  const [requirements, names, ...testsByKind] = await Promise.all([
    requirementRows(db, projectId),
    loadUserNames(
      db,
      lots.map((lot) => lot.createdBy),
    ),
    ...kinds.map((kind) => testsInFields(db, projectId, kind, allFields)),
  ]);
  const devices = await testDevices(db, testsByKind.flat());
  return lots.map((lot) => {
    const fields = new Set(lot.gridFields);
    const tests = testsByKind[kinds.indexOf(lot.testKind)]!.filter((test) => fields.has(fieldOf(test.gridField)));
    return viewOf(lot, tests, requirements, devices, names(lot.createdBy));
  });
}

export async function listLots(db: Executor, projectId: string): Promise<CompactionLotView[]> {
  const lots = await db
    .select()
    .from(compactionLots)
    .where(eq(compactionLots.projectId, projectId))
    .orderBy(asc(compactionLots.createdAt));
  return views(db, projectId, lots);
}

async function findLot(db: Executor, projectId: string, lotId: string, lock = false): Promise<LotRow> {
  const query = db
    .select()
    .from(compactionLots)
    .where(and(eq(compactionLots.id, lotId), eq(compactionLots.projectId, projectId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

export async function getLot(db: Executor, projectId: string, lotId: string): Promise<CompactionLotView> {
  return (await views(db, projectId, [await findLot(db, projectId, lotId)]))[0]!;
}

/**
 * The lot's layer: the one named, or the one layer of the kind's tests in the fields. Tests of two
 * layers in the fields without a layer named, or no test of the layer, are refused (422).
 */
async function layerOf(db: Executor, projectId: string, input: CompactionLotInput): Promise<string> {
  const tests = (await testsInFields(db, projectId, input.testKind, input.gridFields)).filter(
    (test) => test.layer !== null && test.layer.trim() !== '',
  );
  if (input.layer !== undefined) {
    const key = layerKey(input.layer);
    const match = tests.find((test) => layerKey(test.layer!) === key);
    if (!match) throw unprocessable({ propertyPath: 'layer', title: lotMessages.noTestsOfLayer(input.layer) });
    // The layer as the tests spell it ("planum" names "Planum").
    return layerName(match.layer!);
  }
  const layers = new Map(tests.map((test) => [layerKey(test.layer!), layerName(test.layer!)]));
  if (layers.size === 0) throw unprocessable({ propertyPath: 'gridFields', title: lotMessages.noTests });
  if (layers.size > 1)
    throw unprocessable({ propertyPath: 'layer', title: lotMessages.twoLayers([...layers.values()].sort()) });
  return [...layers.values()][0]!;
}

const columnsOf = (input: CompactionLotInput, layer: string) => ({
  name: input.name,
  testKind: input.testKind,
  layer,
  layerKey: layerKey(layer),
  gridFields: input.gridFields,
  rule: input.rule,
  minSharePercent: input.minSharePercent,
  minCount: input.minCount,
});

const historyOf = (access: ProjectAccess, type: HistoryEventType, row: LotRow) => ({
  projectId: access.projectId,
  type,
  variables: { lotId: row.id, name: row.name, layer: row.layer },
  originatorId: access.user.id,
  occurredAt: access.at,
});

export async function createLot(db: Database, access: ProjectAccess, input: CompactionLotInput) {
  const row = await db.transaction(async (tx) => {
    const layer = await layerOf(tx, access.projectId, input);
    const [created] = await tx
      .insert(compactionLots)
      .values({ projectId: access.projectId, ...columnsOf(input, layer), createdBy: access.user.id })
      .returning();
    await recordHistory(tx, historyOf(access, historyEventTypes.compactionLotCreated, created!));
    return created!;
  });
  return getLot(db, access.projectId, row.id);
}

export async function updateLot(db: Database, access: ProjectAccess, lotId: string, input: CompactionLotInput) {
  await db.transaction(async (tx) => {
    const current = await findLot(tx, access.projectId, lotId, true);
    const layer = await layerOf(tx, access.projectId, input);
    const [updated] = await tx
      .update(compactionLots)
      .set({ ...columnsOf(input, layer), updatedAt: sql`now()` })
      .where(eq(compactionLots.id, current.id))
      .returning();
    await recordHistory(tx, historyOf(access, historyEventTypes.compactionLotUpdated, updated!));
  });
  return getLot(db, access.projectId, lotId);
}

export async function deleteLot(db: Database, access: ProjectAccess, lotId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await findLot(tx, access.projectId, lotId, true);
    await tx.delete(compactionLots).where(eq(compactionLots.id, current.id));
    await recordHistory(tx, historyOf(access, historyEventTypes.compactionLotDeleted, current));
  });
}

/** The lot report PDF (decision 0670): its name and content. */
export async function lotReport(db: Executor, access: ProjectAccess, lotId: string) {
  const lot = await getLot(db, access.projectId, lotId);
  const [[project], gridFields, requirements, names] = await Promise.all([
    db
      .select({ name: projects.name, number: projects.number, geoJson: projects.geoJson })
      .from(projects)
      .where(eq(projects.id, access.projectId)),
    loadGridFields(db, access.projectId),
    requirementRows(db, access.projectId),
    loadUserNames(db, [access.user.id]),
  ]);
  const content = await renderCompactionLotReport({
    lot,
    project: {
      name: project?.name ?? '',
      number: project?.number ?? null,
      geoJson: project?.geoJson ?? null,
      gridFields,
    },
    requirement: requirementText(requirementFor(requirements, lot.layer), lot.testKind),
    author: names(access.user.id)?.name ?? 'Unbekannt',
    createdAt: momentOf(access),
  });
  return { fileName: `Prüflos ${lot.name.replace(/[\\/]/g, '-')}.pdf`, content };
}
