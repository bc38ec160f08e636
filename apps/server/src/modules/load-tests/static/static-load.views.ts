// Stored static load tests → their answers (spec part 3 §3 "Static load test"; declared in the domain).
import { and, desc, eq } from 'drizzle-orm';
import type { StaticLoadAnalysisView, StaticLoadConditions } from '@baustellendoku/domain';
import type { Executor } from '../../../db/client.js';
import { staticLoadAnalyses } from '../../../db/schema/index.js';
import { fileUrl } from '../../files/files.service.js';
import { loadTestSearch } from '../load-test-lists.js';
import { loadUserNames } from '../../../lib/user-names.js';

export type StaticLoadAnalysisRow = typeof staticLoadAnalyses.$inferSelect;

export type { StaticLoadAnalysisView };

export async function findStaticLoadAnalysis(db: Executor, id: string): Promise<StaticLoadAnalysisRow | undefined> {
  const [row] = await db.select().from(staticLoadAnalyses).where(eq(staticLoadAnalyses.id, id));
  return row;
}

export async function listStaticLoadAnalysisRows(
  db: Executor,
  projectId: string,
  filter: { skip: number; limit: number; search?: string | undefined },
) {
  return db
    .select()
    .from(staticLoadAnalyses)
    .where(and(eq(staticLoadAnalyses.projectId, projectId), loadTestSearch(staticLoadAnalyses, filter.search)))
    .orderBy(desc(staticLoadAnalyses.number))
    .offset(filter.skip)
    .limit(filter.limit);
}

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
  const name = await loadUserNames(
    db,
    rows.flatMap((row) => [row.createdBy, row.updatedBy]),
  );
  return rows.map((row) => ({
    staticLoadAnalysisId: row.id,
    projectId: row.projectId,
    number: row.number,
    createdAt: row.createdAt.toISOString(),
    recordedAt: row.recordedAt?.toISOString() ?? null,
    createdBy: name(row.createdBy),
    updatedAt: row.updatedAt?.toISOString() ?? null,
    updatedBy: name(row.updatedBy),
    document: row.documentFileId ? { url: fileUrl(row.documentFileId) } : null,
    staticLoadAnalysisData: {
      gridField: row.gridField,
      measuringPointName: row.measuringPointName,
      analysedAt: row.analysedAt.toISOString(),
      geoCoordinate: { lat: Number(row.latitude), lng: Number(row.longitude) },
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
  }));
}
