// Stored dynamic load tests → their answers (spec part 3 §3 "Dynamic load test"; declared in the domain).
import type { DynamicLoadAnalysisView } from '@baustellendoku/domain';
import type { Executor } from '../../../db/client.js';
import { fileViews } from '../../files/files.service.js';
import { findLoadTest, listLoadTestRows, loadTestViews, placeView, type LoadTestRow } from '../load-test-records.js';

export type DynamicLoadAnalysisRow = LoadTestRow<'dynamic'>;

export type { DynamicLoadAnalysisView };

export const findDynamicLoadAnalysis = (db: Executor, id: string) => findLoadTest(db, 'dynamic', id);

export const listDynamicLoadAnalysisRows = (
  db: Executor,
  projectId: string,
  filter: Parameters<typeof listLoadTestRows>[3],
) => listLoadTestRows(db, 'dynamic', projectId, filter);

const numberOrNull = (value: string | null) => (value === null ? null : Number(value));

export async function dynamicLoadAnalysisViews(
  db: Executor,
  rows: DynamicLoadAnalysisRow[],
): Promise<DynamicLoadAnalysisView[]> {
  const resultFiles = await fileViews(
    db,
    rows.map((row) => row.analysisResultFileId),
  );
  const fileById = new Map(resultFiles.map((file) => [file.id, file]));
  return loadTestViews(db, 'dynamic', rows, (row, common) => ({
    dynamicLoadAnalysisId: row.id,
    ...common,
    dynamicLoadAnalysisData: {
      ...placeView(row),
      evd: Number(row.evd),
      analysisResult: fileById.get(row.analysisResultFileId) ?? null,
      height: Number(row.heightInMillimeters),
      soilLayerHeight: Number(row.soilLayerHeightInMillimeters),
      soilType: row.soilType,
      soilRecovery: row.soilRecovery,
      precipitation: row.precipitation,
      temperature: numberOrNull(row.temperature),
      deviceName: row.deviceName,
      deviceModel: row.deviceModel,
      layer: row.layer,
    },
  }));
}
