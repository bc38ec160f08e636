// What the two plate-load-test lists (dynamic and static, spec part 3 §2) share: the search of the
// paged table (grid field, or the test number) and the lean marker answer of the map (decision 0381).
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { verdictFilterSchema, type LoadTestPoint } from '@baustellendoku/domain';
import type { Executor } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { dynamicLoadAnalyses, staticLoadAnalyses, users } from '../../db/schema/index.js';
import { searchableListQuery, searchCondition } from '../../lib/list-query.js';
import { requirementRows } from './compaction/requirements.service.js';
import { testDevices, verdictOf } from './compaction/verdicts.js';

/** The lists' query: a page, the search and, optionally, only one verdict (issue 37). */
export const loadTestListQuery = searchableListQuery.extend({ verdict: verdictFilterSchema });

type LoadTestTable = typeof dynamicLoadAnalyses | typeof staticLoadAnalyses;

/** Words of the grid field; a word of digits also finds the test of that number ("12" → Versuch-Nr. 12). */
export const loadTestSearch = (table: LoadTestTable, search: string | undefined): SQL | undefined =>
  searchCondition(search, [table.gridField], (word) => [
    /^\d{1,9}$/.test(word) ? eq(table.number, Number(word)) : undefined,
  ]);

/**
 * Every test of the project as a map marker; `value` is Evd or Ev2, `verdict` its verdict against
 * the project's requirements (issue 37: green, red, grey). One query for the tests, one for the
 * requirements, one for the devices they name (none without), no per-test data.
 */
export async function loadTestPoints(
  db: Executor,
  projectId: string,
  kind: 'dynamic' | 'static',
): Promise<LoadTestPoint[]> {
  const table: LoadTestTable = kind === 'dynamic' ? dynamicLoadAnalyses : staticLoadAnalyses;
  const value = kind === 'dynamic' ? dynamicLoadAnalyses.evd : staticLoadAnalyses.ev2;
  // Ev1 for the ratio of a static test; a dynamic test's verdict reads Evd only.
  const ev1 = kind === 'dynamic' ? dynamicLoadAnalyses.evd : staticLoadAnalyses.ev1;
  const requirements = await requirementRows(db, projectId);
  // Prepared, one per kind: the map reads it on every visit (decision 0762).
  const points = prepared(db, `load_test_points_${kind}`, (db) =>
    db
      .select({
        id: table.id,
        number: table.number,
        lat: table.latitude,
        lng: table.longitude,
        value,
        ev1,
        layer: table.layer,
        deviceId: table.deviceId,
        analysedAt: table.analysedAt,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(table)
      .leftJoin(users, eq(users.id, table.createdBy))
      .where(eq(table.projectId, sql.placeholder('projectId')))
      .orderBy(asc(table.number)),
  );
  const rows = (await points.execute({ projectId })) as {
    id: string;
    number: number;
    lat: string;
    lng: string;
    value: string;
    ev1: string;
    layer: string | null;
    deviceId: string | null;
    analysedAt: Date;
    firstName: string | null;
    lastName: string | null;
  }[];
  const devices = await testDevices(db, rows);
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    lat: Number(row.lat),
    lng: Number(row.lng),
    value: Number(row.value),
    analysedAt: row.analysedAt.toISOString(),
    creator: row.firstName === null ? null : `${row.firstName} ${row.lastName}`,
    verdict: verdictOf(
      kind,
      {
        layer: row.layer,
        deviceId: row.deviceId,
        analysedAt: row.analysedAt,
        ...(kind === 'dynamic' ? { evd: row.value } : { ev1: row.ev1, ev2: row.value }),
      },
      requirements,
      devices,
    ).result,
  }));
}
