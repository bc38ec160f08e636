// Re-tests of failed plate load tests (issue 37, decision 0661): the link a test's `retestOf`
// sets, checked when the test is written. The project manager's task is computed from the
// verdicts whenever tasks are read (modules/tasks/retest-tasks.ts).
import { and, eq } from 'drizzle-orm';
import { retestMessages } from '@baustellendoku/domain';
import type { Executor } from '../../../db/client.js';
import { dynamicLoadAnalyses, staticLoadAnalyses } from '../../../db/schema/index.js';
import { unprocessable } from '../../../lib/errors.js';
import { requirementRows } from './requirements.service.js';
import { testDevices, verdictOf, type JudgedKind } from './verdicts.js';

const tables = { dynamic: dynamicLoadAnalyses, static: staticLoadAnalyses };
const otherKind = { dynamic: 'static', static: 'dynamic' } as const;
const refused = (title: string) => unprocessable({ propertyPath: 'retestOf', title });

/** The test being written, when it is changed: its id, number and current link. */
type CurrentTest = { id: string; number: number; retestOfId: string | null };

/**
 * The stored `retest_of_id` for a payload's `retestOf`: absent keeps the current link (none for a
 * new test), null removes it. A new link must name an earlier test of the same project and kind
 * whose verdict is "nicht erfüllt"; an unchanged link is kept even if a changed requirement has
 * since re-judged the repeated test.
 */
export async function resolveRetestOf(
  tx: Executor,
  kind: JudgedKind,
  projectId: string,
  retestOf: string | null | undefined,
  current?: CurrentTest,
): Promise<string | null> {
  if (retestOf === undefined) return current?.retestOfId ?? null;
  if (retestOf === null || retestOf === current?.retestOfId) return retestOf;
  const table = tables[kind] as typeof dynamicLoadAnalyses;
  const [repeated] = await tx
    .select()
    .from(table)
    .where(and(eq(table.id, retestOf), eq(table.projectId, projectId)));
  if (!repeated) {
    const other = tables[otherKind[kind]] as typeof dynamicLoadAnalyses;
    const [ofOtherKind] = await tx
      .select({ id: other.id })
      .from(other)
      .where(and(eq(other.id, retestOf), eq(other.projectId, projectId)));
    throw refused(ofOtherKind ? retestMessages.otherKind[kind] : retestMessages.notFound);
  }
  if (current && repeated.number >= current.number) throw refused(retestMessages.notEarlier);
  const verdict = verdictOf(kind, repeated, await requirementRows(tx, projectId), await testDevices(tx, [repeated]));
  if (verdict.result !== 'failed') throw refused(retestMessages.notFailed);
  return repeated.id;
}
