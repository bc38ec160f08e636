// The skeleton both plate-load-test variants (dynamic/, static/) share (decision 0520): reading,
// paging and searching their rows, the common part of their answers, and recording a test — its
// number, the row, the history entry and the regenerated PDF in one transaction. A variant adds
// its columns, the data of its answer and its document.
import { and, asc, desc, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import {
  requirementFor,
  requirementText,
  type HistoryEventType,
  type SiteTime,
  type VerdictResult,
} from '@baustellendoku/domain';
import type { Database, Executor } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { dynamicLoadAnalyses, staticLoadAnalyses } from '../../db/schema/index.js';
import {
  documentFileName,
  documentProject,
  regenerateDocument,
  withDocumentStorage,
} from '../../documents/store-document.js';
import type { LoadTestDocumentFrame } from '../../documents/load-test-document.js';
import { loadUserNames } from '../../lib/user-names.js';
import type { ProjectAccess } from '../../platform/access/index.js';
import type { FileStorage } from '../../storage/storage.js';
import { fileUrl } from '../files/files.service.js';
import { recordHistory } from '../history/index.js';
import { nextLoadAnalysisNumber } from './load-analysis-number.js';
import { loadTestSearch } from './load-test-lists.js';
import { idsWithVerdict, requirementsByProject, testDevices, verdictOf } from './compaction/verdicts.js';
import { resolveDeviceId, testDeviceView } from './compaction/test-devices.js';
import { resolveRetestOf } from './compaction/retests.js';
import { requirementRows } from './compaction/requirements.service.js';

export type Deps = { db: Database; storage: FileStorage };

const tables = { dynamic: dynamicLoadAnalyses, static: staticLoadAnalyses };
export type LoadTestKind = keyof typeof tables;
export type LoadTestRow<K extends LoadTestKind> = (typeof tables)[K]['$inferSelect'];
/** The variant's own columns (what a payload sets; not the number, project or authors). */
export type LoadTestColumns<K extends LoadTestKind> = Omit<
  (typeof tables)[K]['$inferInsert'],
  'id' | 'projectId' | 'number' | 'createdAt' | 'createdBy' | 'recordedAt' | 'updatedAt' | 'updatedBy'
>;

// One statement over either table: the columns used here exist in both under the same names.
// Drizzle types a statement by one table, so the skeleton is typed by its callers' `K`.
export const tableOf = (kind: LoadTestKind) => tables[kind] as typeof dynamicLoadAnalyses;

export type LoadTestVariant<K extends LoadTestKind> = {
  kind: K;
  history: { recorded: HistoryEventType; updated: HistoryEventType };
  /** The history entry's variables (the test's id, number, grid field and what the variant adds). */
  historyVariables: (row: LoadTestRow<K>) => Record<string, unknown>;
  /** The document's name, the first words of its file name ("Statischer Plattendruckversuch"). */
  documentName: string;
  /** Renders the PDF of a stored row; `frame` holds what every load-test document shows. */
  renderDocument: (
    tx: Executor,
    storage: FileStorage,
    row: LoadTestRow<K>,
    frame: LoadTestDocumentFrame,
  ) => Promise<Buffer>;
};

export async function findLoadTest<K extends LoadTestKind>(
  db: Executor,
  kind: K,
  id: string,
): Promise<LoadTestRow<K> | undefined> {
  const table = tableOf(kind);
  const [row] = await db.select().from(table).where(eq(table.id, id));
  return row as LoadTestRow<K> | undefined;
}

/**
 * A page of the project's tests, newest number first, searched by grid field or number and, with
 * `verdict`, only the tests with that verdict (judged here, as it is not stored; decision 0660).
 */
export async function listLoadTestRows<K extends LoadTestKind>(
  db: Executor,
  kind: K,
  projectId: string,
  filter: { skip: number; limit: number; search?: string | undefined; verdict?: VerdictResult | undefined },
): Promise<LoadTestRow<K>[]> {
  const table = tableOf(kind);
  const search = loadTestSearch(table, filter.search);
  if (filter.verdict) {
    const ids = await idsWithVerdict(db, kind, projectId, search, filter.verdict);
    const page = ids.slice(filter.skip, filter.skip + filter.limit);
    if (page.length === 0) return [];
    const rows = await db.select().from(table).where(inArray(table.id, page)).orderBy(desc(table.number));
    return rows as LoadTestRow<K>[];
  }
  const build = (db: Executor, projectId: string | SQLWrapper) =>
    db
      .select()
      .from(table)
      .where(and(eq(table.projectId, projectId), search))
      .orderBy(desc(table.number));
  if (search) return (await build(db, projectId).offset(filter.skip).limit(filter.limit)) as LoadTestRow<K>[];
  // The table without a search: prepared, one per kind (the tests' page reads it on every visit, decision 0762).
  const page = prepared(db, `load_test_page_${kind}`, (db) =>
    build(db, sql.placeholder('projectId')).offset(sql.placeholder('skip')).limit(sql.placeholder('limit')),
  );
  return (await page.execute({ projectId, skip: filter.skip, limit: filter.limit })) as LoadTestRow<K>[];
}

/**
 * The answers of `rows`: `viewOf` puts the variant's id, the `common` part (with the verdict
 * against the project's requirements) and its data together.
 */
export async function loadTestViews<Row extends LoadTestRow<LoadTestKind>, View>(
  db: Executor,
  kind: LoadTestKind,
  rows: Row[],
  viewOf: (row: Row, common: ReturnType<typeof commonView> & Judged) => View,
): Promise<View[]> {
  const name = await loadUserNames(
    db,
    rows.flatMap((row) => [row.createdBy, row.updatedBy]),
  );
  const [requirementsOf, devices] = await Promise.all([requirementsByProject(db, rows), testDevices(db, rows)]);
  const verdicts = rows.map((row) => verdictOf(kind, row, requirementsOf(row.projectId), devices));
  const [repeated, retests] = await Promise.all([
    repeatedTests(db, kind, rows),
    retestsOf(
      db,
      kind,
      rows.filter((_, index) => verdicts[index]!.result === 'failed'),
    ),
  ]);
  return rows.map((row, index) =>
    viewOf(row, {
      ...commonView(row, name),
      verdict: verdicts[index]!,
      device: testDeviceView(row, devices),
      retestOf: row.retestOfId ? (repeated.get(row.retestOfId) ?? null) : null,
      retestedBy: retests.get(row.id) ?? null,
    }),
  );
}

type TestLink = { id: string; number: number };
type Judged = {
  verdict: ReturnType<typeof verdictOf>;
  device: ReturnType<typeof testDeviceView>;
  retestOf: TestLink | null;
  retestedBy: TestLink | null;
};

/**
 * The newest re-test of each failed test of `failed` (only a failed test can be re-tested): one
 * query, none when no row failed. The detail offers "Erneut prüfen" only while there is none.
 */
async function retestsOf(db: Executor, kind: LoadTestKind, failed: readonly LoadTestRow<LoadTestKind>[]) {
  const byTest = new Map<string, TestLink>();
  if (failed.length === 0) return byTest;
  const table = tableOf(kind);
  const found = await db
    .select({ id: table.id, number: table.number, retestOfId: table.retestOfId })
    .from(table)
    .where(
      inArray(
        table.retestOfId,
        failed.map((row) => row.id),
      ),
    )
    .orderBy(asc(table.number));
  for (const test of found) byTest.set(test.retestOfId!, { id: test.id, number: test.number });
  return byTest;
}

/** The numbers of the tests `rows` repeat (decision 0661): one query, none when no row repeats one. */
async function repeatedTests(db: Executor, kind: LoadTestKind, rows: readonly LoadTestRow<LoadTestKind>[]) {
  const ids = [...new Set(rows.flatMap((row) => (row.retestOfId ? [row.retestOfId] : [])))];
  if (ids.length === 0) return new Map<string, { id: string; number: number }>();
  const table = tableOf(kind);
  const found = await db.select({ id: table.id, number: table.number }).from(table).where(inArray(table.id, ids));
  return new Map(found.map((test) => [test.id, test]));
}

type Names = Awaited<ReturnType<typeof loadUserNames>>;
const commonView = (row: LoadTestRow<LoadTestKind>, name: Names) => ({
  projectId: row.projectId,
  number: row.number,
  createdAt: row.createdAt.toISOString(),
  recordedAt: row.recordedAt?.toISOString() ?? null,
  createdBy: name(row.createdBy),
  updatedAt: row.updatedAt?.toISOString() ?? null,
  updatedBy: name(row.updatedBy),
  document: row.documentFileId ? { url: fileUrl(row.documentFileId) } : null,
});

/** Where a test was made, as every answer shows it. */
export const placeView = (row: LoadTestRow<LoadTestKind>) => ({
  gridField: row.gridField,
  analysedAt: row.analysedAt.toISOString(),
  geoCoordinate: { lat: Number(row.latitude), lng: Number(row.longitude) },
});

type ColumnsOf<K extends LoadTestKind> = (tx: Executor) => LoadTestColumns<K> | Promise<LoadTestColumns<K>>;

/**
 * What a payload of either variant links the test to: the failed test it repeats (decision 0661)
 * and the registered device it was made with (decision 0680).
 */
type Links = { retestOf?: string | null | undefined; deviceId?: string | null | undefined };

/** The variant's columns and the checked links (`retest_of_id`, `device_id`) of the payload. */
const withLinks =
  <K extends LoadTestKind>(
    access: ProjectAccess,
    kind: K,
    payload: Links,
    columnsOf: ColumnsOf<K>,
    current?: LoadTestRow<K>,
  ): ColumnsOf<K> =>
  async (tx) => ({
    ...(await columnsOf(tx)),
    retestOfId: await resolveRetestOf(tx, kind, access.projectId, payload.retestOf, current),
    deviceId: await resolveDeviceId(tx, kind, payload.deviceId, current),
  });

/**
 * Records a test: `columnsOf` runs inside the transaction (it may attach uploads), then the next
 * number of the project and kind, the row, its history entry and its document.
 */
export const createLoadTest = <K extends LoadTestKind>(
  deps: Deps,
  access: ProjectAccess,
  variant: LoadTestVariant<K>,
  payload: SiteTime & Links,
  columnsOf: ColumnsOf<K>,
): Promise<string> =>
  writeLoadTest(
    deps,
    access,
    variant,
    withLinks(access, variant.kind, payload, columnsOf),
    { type: variant.history.recorded, recordedAt: payload.recordedAt },
    async (tx, columns) => {
      const number = await nextLoadAnalysisNumber(tx, access.projectId, variant.kind);
      const values = {
        projectId: access.projectId,
        number,
        createdBy: access.user.id,
        recordedAt: payload.recordedAt,
        ...columns,
      };
      return tx.insert(tableOf(variant.kind)).values(values).returning();
    },
  );

/** Changes a test: its columns, an "updated" history entry and a newly generated document. */
export async function updateLoadTest<K extends LoadTestKind>(
  deps: Deps,
  access: ProjectAccess,
  variant: LoadTestVariant<K>,
  current: LoadTestRow<K>,
  payload: Links,
  columnsOf: ColumnsOf<K>,
): Promise<void> {
  const linked = withLinks(access, variant.kind, payload, columnsOf, current);
  await writeLoadTest(deps, access, variant, linked, { type: variant.history.updated }, (tx, columns) => {
    const table = tableOf(variant.kind);
    const values = { ...columns, updatedAt: new Date(), updatedBy: access.user.id };
    return tx.update(table).set(values).where(eq(table.id, current.id)).returning();
  });
}

/** One transaction: the columns, the row written by `write`, its history entry and its document. */
function writeLoadTest<K extends LoadTestKind>(
  deps: Deps,
  access: ProjectAccess,
  variant: LoadTestVariant<K>,
  columnsOf: ColumnsOf<K>,
  event: { type: HistoryEventType; recordedAt?: Date | undefined },
  write: (tx: Executor, columns: LoadTestColumns<'dynamic'>) => Promise<unknown[]>,
): Promise<string> {
  return withDocumentStorage(deps.storage, (track) =>
    deps.db.transaction(async (tx) => {
      // The variants' columns differ; the statement is typed by one table (see tableOf).
      const [written] = await write(tx, (await columnsOf(tx)) as LoadTestColumns<'dynamic'>);
      const row = written as LoadTestRow<K>;
      // The document first: its history entry names it with its SHA-256 (decision 0620).
      await attachDocument(tx, deps.storage, track, variant, row, access.user.id);
      await recordHistory(tx, {
        projectId: access.projectId,
        type: event.type,
        variables: variant.historyVariables(row),
        originatorId: access.user.id,
        occurredAt: access.at,
        recordedAt: event.recordedAt,
      });
      return row.id;
    }),
  );
}

/**
 * Renders the variant's document, stores it and links it to the test (replacing the previous one).
 * The document states the verdict against the requirement of the test's layer as it is now; a
 * change of that requirement writes it again (decision 0662).
 */
export async function attachDocument<K extends LoadTestKind>(
  tx: Executor,
  storage: FileStorage,
  track: Parameters<Parameters<typeof withDocumentStorage>[1]>[0],
  variant: LoadTestVariant<K>,
  row: LoadTestRow<K>,
  userId: string,
) {
  const table = tableOf(variant.kind);
  const name = await loadUserNames(tx, [row.createdBy, row.updatedBy]);
  const requirements = await requirementRows(tx, row.projectId);
  const repeated = await repeatedTests(tx, variant.kind, [row]);
  const devices = await testDevices(tx, [row]);
  const content = await variant.renderDocument(tx, storage, row, {
    project: await documentProject(tx, row.projectId),
    number: row.number,
    gridField: row.gridField,
    analysedAt: row.analysedAt,
    createdBy: name(row.createdBy)?.name ?? '–',
    createdAt: row.createdAt,
    recordedAt: row.recordedAt,
    updatedBy: name(row.updatedBy)?.name ?? null,
    updatedAt: row.updatedAt,
    compaction: {
      layer: row.layer,
      requirement: requirementText(requirementFor(requirements, row.layer), variant.kind),
      verdict: verdictOf(variant.kind, row, requirements, devices),
      device: testDeviceView(row, devices),
      retestOfNumber: row.retestOfId ? (repeated.get(row.retestOfId)?.number ?? null) : null,
    },
  });
  await regenerateDocument(tx, storage, track, {
    projectId: row.projectId,
    userId,
    fileName: documentFileName([variant.documentName, row.gridField, `Nr. ${row.number}`]),
    content,
    previousFileId: row.documentFileId,
    link: (fileId) => tx.update(table).set({ documentFileId: fileId }).where(eq(table.id, row.id)),
  });
}
