// Verifying the history chains (decision 0620): each project's entries in chain order, every
// hash recomputed from the entry's canonical content, every link to the previous entry and the
// project's head compared. The first entry that does not match is named with the reason.
import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import {
  chainBreakReasons,
  GENESIS_HASH,
  type ChainBreak,
  type ChainBreakReason,
  type ChainReport,
} from '@baustellendoku/domain';
import type { Executor } from '../../db/client.js';
import { historyChainHeads, historyEvents, projects } from '../../db/schema/index.js';
import { entryHash } from '../../lib/history-chain.js';

/** Rows per read: a chain of 100,000 entries is read in pages, never held at once. */
const PAGE = 5_000;

type Row = typeof historyEvents.$inferSelect;

const breakAt = (reason: ChainBreakReason, row: Row | null): ChainBreak => ({
  reason,
  text: chainBreakReasons[reason],
  historyId: row?.id ?? null,
  seq: row?.chainSeq ?? null,
  type: row?.type ?? null,
  occurrenceDate: row?.occurredAt.toISOString() ?? null,
});

/** Checks one project's chain; undefined for an unknown project. */
export async function verifyProjectChain(db: Executor, projectId: string): Promise<ChainReport | undefined> {
  const [project] = await db
    .select({ name: projects.name, headSeq: historyChainHeads.seq, headHash: historyChainHeads.hash })
    .from(projects)
    .leftJoin(historyChainHeads, eq(historyChainHeads.projectId, projects.id))
    .where(eq(projects.id, projectId));
  if (!project) return undefined;
  const report = (entries: number, firstBreak: ChainBreak | null): ChainReport => ({
    projectId,
    projectName: project.name,
    entries,
    headHash: project.headHash,
    intact: firstBreak === null,
    firstBreak,
  });
  // An entry outside the chain (inserted without position or hash) is a break wherever it lies.
  const [outsider] = await db
    .select()
    .from(historyEvents)
    .where(and(eq(historyEvents.projectId, projectId), or(isNull(historyEvents.chainSeq), isNull(historyEvents.hash))))
    .orderBy(asc(historyEvents.occurredAt))
    .limit(1);
  const [{ entries } = { entries: 0 }] = await db
    .select({ entries: sql<number>`count(*)::int` })
    .from(historyEvents)
    .where(eq(historyEvents.projectId, projectId));
  if (outsider) return report(entries, breakAt('inserted', outsider));
  let expected = { seq: 1, previousHash: GENESIS_HASH };
  let lastSeq = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(historyEvents)
      .where(and(eq(historyEvents.projectId, projectId), gt(historyEvents.chainSeq, lastSeq)))
      .orderBy(asc(historyEvents.chainSeq))
      .limit(PAGE);
    for (const row of rows) {
      const seq = row.chainSeq!;
      if (seq > expected.seq) return report(entries, breakAt('missingBefore', row));
      if (row.previousHash !== expected.previousHash) return report(entries, breakAt('linkBroken', row));
      if (entryHash({ ...row, seq, previousHash: row.previousHash }) !== row.hash) {
        return report(entries, breakAt('changed', row));
      }
      expected = { seq: seq + 1, previousHash: row.hash };
      lastSeq = seq;
    }
    if (rows.length < PAGE) break;
  }
  // The head names the newest entry: a shorter chain means its newest entries were deleted.
  const headSeq = project.headSeq ?? 0;
  if (headSeq !== lastSeq || (project.headHash ?? GENESIS_HASH) !== expected.previousHash) {
    return report(entries, breakAt('missingAtEnd', null));
  }
  return report(entries, null);
}

/** Checks every project's chain, in the order of the projects' names. */
export async function verifyAllChains(db: Executor): Promise<ChainReport[]> {
  const all = await db.select({ id: projects.id }).from(projects).orderBy(asc(projects.name), asc(projects.id));
  const reports: ChainReport[] = [];
  for (const { id } of all) {
    const report = await verifyProjectChain(db, id);
    if (report) reports.push(report);
  }
  return reports;
}
