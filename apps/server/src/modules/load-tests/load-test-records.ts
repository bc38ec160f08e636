// The skeleton both plate-load-test variants (dynamic/, static/) share (decision 0520): reading,
// paging and searching their rows, the common part of their answers, and recording a test — its
// number, the row, the history entry and the regenerated PDF in one transaction. A variant adds
// its columns, the data of its answer and its document.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { HistoryEventType, SiteTime, VerdictResult } from '@baustellendoku/domain';
import type { Database, Executor } from '../../db/client.js';
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
import { idsWithVerdict, requirementsByProject, verdictOf } from './compaction/verdicts.js';

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
const tableOf = (kind: LoadTestKind) => tables[kind] as typeof dynamicLoadAnalyses;

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
  const rows = await db
    .select()
    .from(table)
    .where(and(eq(table.projectId, projectId), search))
    .orderBy(desc(table.number))
    .offset(filter.skip)
    .limit(filter.limit);
  return rows as LoadTestRow<K>[];
}

/**
 * The answers of `rows`: `viewOf` puts the variant's id, the `common` part (with the verdict
 * against the project's requirements) and its data together.
 */
export async function loadTestViews<Row extends LoadTestRow<LoadTestKind>, View>(
  db: Executor,
  kind: LoadTestKind,
  rows: Row[],
  viewOf: (row: Row, common: ReturnType<typeof commonView> & { verdict: ReturnType<typeof verdictOf> }) => View,
): Promise<View[]> {
  const name = await loadUserNames(
    db,
    rows.flatMap((row) => [row.createdBy, row.updatedBy]),
  );
  const requirementsOf = await requirementsByProject(db, rows);
  return rows.map((row) =>
    viewOf(row, { ...commonView(row, name), verdict: verdictOf(kind, row, requirementsOf(row.projectId)) }),
  );
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
 * Records a test: `columnsOf` runs inside the transaction (it may attach uploads), then the next
 * number of the project and kind, the row, its history entry and its document.
 */
export const createLoadTest = <K extends LoadTestKind>(
  deps: Deps,
  access: ProjectAccess,
  variant: LoadTestVariant<K>,
  site: SiteTime,
  columnsOf: ColumnsOf<K>,
): Promise<string> =>
  writeLoadTest(
    deps,
    access,
    variant,
    columnsOf,
    { type: variant.history.recorded, recordedAt: site.recordedAt },
    async (tx, columns) => {
      const number = await nextLoadAnalysisNumber(tx, access.projectId, variant.kind);
      const values = {
        projectId: access.projectId,
        number,
        createdBy: access.user.id,
        recordedAt: site.recordedAt,
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
  columnsOf: ColumnsOf<K>,
): Promise<void> {
  await writeLoadTest(deps, access, variant, columnsOf, { type: variant.history.updated }, (tx, columns) => {
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

/** Renders the variant's document, stores it and links it to the test (replacing the previous one). */
async function attachDocument<K extends LoadTestKind>(
  tx: Executor,
  storage: FileStorage,
  track: Parameters<Parameters<typeof withDocumentStorage>[1]>[0],
  variant: LoadTestVariant<K>,
  row: LoadTestRow<K>,
  userId: string,
) {
  const table = tableOf(variant.kind);
  const name = await loadUserNames(tx, [row.createdBy, row.updatedBy]);
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
