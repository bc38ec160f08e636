// Stored dynamic load tests → their answers (spec part 3 §3 "Dynamic load test"; declared in the domain).
import { and, desc, eq } from 'drizzle-orm';
import type { DynamicLoadAnalysisView } from '@baustellendoku/domain';
import type { Executor } from '../../../db/client.js';
import { dynamicLoadAnalyses } from '../../../db/schema/index.js';
import { fileUrl, fileViews } from '../../files/files.service.js';
import { loadTestSearch } from '../load-test-lists.js';
import { loadUserNames } from '../../../lib/user-names.js';

export type DynamicLoadAnalysisRow = typeof dynamicLoadAnalyses.$inferSelect;

export type { DynamicLoadAnalysisView };

export async function findDynamicLoadAnalysis(db: Executor, id: string): Promise<DynamicLoadAnalysisRow | undefined> {
  const [row] = await db.select().from(dynamicLoadAnalyses).where(eq(dynamicLoadAnalyses.id, id));
  return row;
}

export async function listDynamicLoadAnalysisRows(
  db: Executor,
  projectId: string,
  filter: { skip: number; limit: number; search?: string | undefined },
) {
  return db
    .select()
    .from(dynamicLoadAnalyses)
    .where(and(eq(dynamicLoadAnalyses.projectId, projectId), loadTestSearch(dynamicLoadAnalyses, filter.search)))
    .orderBy(desc(dynamicLoadAnalyses.number))
    .offset(filter.skip)
    .limit(filter.limit);
}

const numberOrNull = (value: string | null) => (value === null ? null : Number(value));

export async function dynamicLoadAnalysisViews(
  db: Executor,
  rows: DynamicLoadAnalysisRow[],
): Promise<DynamicLoadAnalysisView[]> {
  const name = await loadUserNames(
    db,
    rows.flatMap((row) => [row.createdBy, row.updatedBy]),
  );
  const resultFiles = await fileViews(
    db,
    rows.map((row) => row.analysisResultFileId),
  );
  const fileById = new Map(resultFiles.map((file) => [file.id, file]));
  return rows.map((row) => {
    const result = fileById.get(row.analysisResultFileId);
    return {
      dynamicLoadAnalysisId: row.id,
      projectId: row.projectId,
      number: row.number,
      createdAt: row.createdAt.toISOString(),
      recordedAt: row.recordedAt?.toISOString() ?? null,
      createdBy: name(row.createdBy),
      updatedAt: row.updatedAt?.toISOString() ?? null,
      updatedBy: name(row.updatedBy),
      document: row.documentFileId ? { url: fileUrl(row.documentFileId) } : null,
      dynamicLoadAnalysisData: {
        gridField: row.gridField,
        analysedAt: row.analysedAt.toISOString(),
        geoCoordinate: { lat: Number(row.latitude), lng: Number(row.longitude) },
        evd: Number(row.evd),
        analysisResult: result ?? null,
        height: Number(row.heightInMillimeters),
        soilLayerHeight: Number(row.soilLayerHeightInMillimeters),
        soilType: row.soilType,
        soilRecovery: row.soilRecovery,
        precipitation: row.precipitation,
        temperature: numberOrNull(row.temperature),
        deviceName: row.deviceName,
        deviceModel: row.deviceModel,
      },
    };
  });
}
