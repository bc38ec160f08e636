// The verdict of stored load tests against their project's requirements (issue 37 item 2),
// computed when the tests are read (decision 0660): the answers' `verdict` and the lists' filter.
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import {
  calibrationOf,
  judgeLoadTest,
  requirementFor,
  type LoadTestFigures,
  type Verdict,
  type VerdictResult,
} from '@baustellendoku/domain';
import type { Executor } from '../../../db/client.js';
import { compactionRequirements, dynamicLoadAnalyses, staticLoadAnalyses } from '../../../db/schema/index.js';
import { requirementRows, type RequirementRow } from './requirements.service.js';
import { testDevices, type TestDevices } from './test-devices.js';

export { testDevices, type TestDevices };

export type JudgedKind = 'dynamic' | 'static';
/** The columns a verdict reads, for either kind. */
type FigureRow = {
  layer: string | null;
  evd?: string;
  ev1?: string;
  ev2?: string;
  deviceId: string | null;
  analysedAt: Date;
};

const figuresOf = (kind: JudgedKind, row: FigureRow): LoadTestFigures =>
  kind === 'dynamic'
    ? { kind, layer: row.layer, evd: row.evd ?? null }
    : { kind, layer: row.layer, ev1: row.ev1 ?? null, ev2: row.ev2 ?? null };

/**
 * The verdict of one row against the project's requirements, on the figures of its device as
 * calibrated on the test day (decision 0680; `devices` from `testDevices`).
 */
export const verdictOf = (
  kind: JudgedKind,
  row: FigureRow,
  requirements: readonly RequirementRow[],
  devices: TestDevices,
): Verdict =>
  judgeLoadTest({
    test: figuresOf(kind, row),
    requirement: requirementFor(requirements, row.layer),
    device: calibrationOf(row.deviceId ? devices.get(row.deviceId) : null, row.analysedAt),
  });

/** The requirements of the projects of `rows` (one query), by project. */
export async function requirementsByProject(
  db: Executor,
  rows: readonly { projectId: string }[],
): Promise<(projectId: string) => RequirementRow[]> {
  const projectIds = [...new Set(rows.map((row) => row.projectId))];
  const found =
    projectIds.length === 1
      ? await requirementRows(db, projectIds[0]!)
      : projectIds.length === 0
        ? []
        : await db.select().from(compactionRequirements).where(inArray(compactionRequirements.projectId, projectIds));
  return (projectId) => found.filter((row) => row.projectId === projectId);
}

/** A test as its verdict, its re-test link and its task need it (decision 0661). */
export type JudgedTest = { id: string; number: number; gridField: string; retestOfId: string | null; verdict: Verdict };

/**
 * The project's tests of `kind` (matching `where`), newest number first, each with its verdict:
 * the lean figures only, judged here against `requirements` (the verdict is not stored).
 */
export async function judgedTests(
  db: Executor,
  kind: JudgedKind,
  projectId: string,
  requirements: readonly RequirementRow[],
  where?: SQL,
): Promise<JudgedTest[]> {
  // The columns read here exist in both tables under the same names.
  const table = (kind === 'dynamic' ? dynamicLoadAnalyses : staticLoadAnalyses) as typeof dynamicLoadAnalyses;
  const common = {
    id: table.id,
    number: table.number,
    gridField: table.gridField,
    retestOfId: table.retestOfId,
    layer: table.layer,
    deviceId: table.deviceId,
    analysedAt: table.analysedAt,
  };
  const rows: (FigureRow & Omit<JudgedTest, 'verdict'>)[] =
    kind === 'dynamic'
      ? await db
          .select({ ...common, evd: dynamicLoadAnalyses.evd })
          .from(dynamicLoadAnalyses)
          .where(and(eq(dynamicLoadAnalyses.projectId, projectId), where))
          .orderBy(desc(dynamicLoadAnalyses.number))
      : await db
          .select({ ...common, ev1: staticLoadAnalyses.ev1, ev2: staticLoadAnalyses.ev2 })
          .from(staticLoadAnalyses)
          .where(and(eq(staticLoadAnalyses.projectId, projectId), where))
          .orderBy(desc(staticLoadAnalyses.number));
  const devices = await testDevices(db, rows);
  return rows.map(({ layer, evd, ev1, ev2, deviceId, analysedAt, ...test }) => ({
    ...test,
    verdict: verdictOf(kind, { layer, evd, ev1, ev2, deviceId, analysedAt }, requirements, devices),
  }));
}

/**
 * The ids of the project's tests (matching `where`) with verdict `result`, newest number first:
 * the verdict is not stored, so the lean figures of every matching test are judged here, then the
 * list pages over these ids (decision 0660).
 */
export async function idsWithVerdict(
  db: Executor,
  kind: JudgedKind,
  projectId: string,
  where: SQL | undefined,
  result: VerdictResult,
): Promise<string[]> {
  const tests = await judgedTests(db, kind, projectId, await requirementRows(db, projectId), where);
  return tests.filter((test) => test.verdict.result === result).map((test) => test.id);
}
