// Stored static load tests → their answers (spec part 3 §3 "Static load test"; declared in the domain).
import { desc, eq } from 'drizzle-orm';
import type { StaticLoadAnalysisView, StaticLoadConditions } from '@baustellendoku/domain';
import type { Executor } from '../../../db/client.js';
import { staticLoadAnalyses } from '../../../db/schema/index.js';
import { findLoadTest, listLoadTestRows, loadTestViews, placeView, type LoadTestRow } from '../load-test-records.js';

export type StaticLoadAnalysisRow = LoadTestRow<'static'>;

export type { StaticLoadAnalysisView };

export const findStaticLoadAnalysis = (db: Executor, id: string) => findLoadTest(db, 'static', id);

export const listStaticLoadAnalysisRows = (
  db: Executor,
  projectId: string,
  filter: Parameters<typeof listLoadTestRows>[3],
) => listLoadTestRows(db, 'static', projectId, filter);

/** The most recently recorded test of a project (pre-filling of the create form). */
export async function findLastStaticLoadAnalysis(
  db: Executor,
  projectId: string,
): Promise<StaticLoadAnalysisRow | undefined> {
  const [row] = await db
    .select()
    .from(staticLoadAnalyses)
    .where(eq(staticLoadAnalyses.projectId, projectId))
    .orderBy(desc(staticLoadAnalyses.number))
    .limit(1);
  return row;
}

/** The test conditions; also the pre-filling answer of GET /last-static-load-analysis/{projectId}. */
export const conditionsOf = (row: StaticLoadAnalysisRow): StaticLoadConditions => ({
  /** mm (shown in m NHN) */
  height: Number(row.heightInMillimeters),
  /** mm (shown in cm) */
  layerThickness: Number(row.layerThicknessInMillimeters),
  timeBetweenCompressionAndAnalysis: Number(row.timeBetweenCompressionAndAnalysis),
  plateBase: row.plateBase,
  temperature: Number(row.temperature),
  temperatureDayBefore: Number(row.temperatureDayBefore),
  precipitationDayBefore: row.precipitationDayBefore,
  precipitation: row.precipitation,
  preLoad: Number(row.preLoad),
  liftingArm: Number(row.liftingArm),
  testLayer: row.testLayer,
  plateDiameter: Number(row.plateDiameter),
});

export async function staticLoadAnalysisViews(
  db: Executor,
  rows: StaticLoadAnalysisRow[],
): Promise<StaticLoadAnalysisView[]> {
  return loadTestViews(db, 'static', rows, (row, common) => {
    const { gridField, analysedAt, geoCoordinate } = placeView(row);
    return {
      staticLoadAnalysisId: row.id,
      ...common,
      staticLoadAnalysisData: {
        gridField,
        measuringPointName: row.measuringPointName,
        layer: row.layer,
        analysedAt,
        geoCoordinate,
        evd1: Number(row.ev1),
        ...conditionsOf(row),
        staticLoadTest: {
          staticLoads: row.initialLoads,
          staticUnloads: row.initialUnloads,
          a0: Number(row.initialA0),
          a1: Number(row.initialA1),
          a2: Number(row.initialA2),
          d0: Number(row.initialD0),
          d2: Number(row.initialD2),
          d3: Number(row.initialD3),
          ev: Number(row.ev1),
          maxCompression: Number(row.maxCompression),
        },
        staticLoadRetest: {
          staticLoads: row.secondLoads,
          a0: Number(row.secondA0),
          a1: Number(row.secondA1),
          a2: Number(row.secondA2),
          d0: Number(row.secondD0),
          d2: Number(row.secondD2),
          d3: Number(row.secondD3),
          ev: Number(row.ev2),
        },
      },
    };
  });
}
