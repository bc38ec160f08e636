// Recording and editing dynamic plate load tests on the skeleton of ../load-test-records.ts (each
// change, its history entry and the newly generated test record (PDF) in one transaction); here:
// the device's result image, the Evd columns and the record's data.
import { eq } from 'drizzle-orm';
import {
  analysisResultContentTypes,
  analysisResultId,
  dynamicLoadMessages,
  historyEventTypes,
  type DynamicLoadAnalysisUpdatePayload,
  type SiteTime,
} from '@baustellendoku/domain';
import type { Executor } from '../../../db/client.js';
import { files } from '../../../db/schema/index.js';
import { renderDynamicLoadRecord } from '../../../documents/dynamic-load-record.js';
import { readStoredFile } from '../../../documents/store-document.js';
import { ApiError, unprocessable } from '../../../lib/errors.js';
import type { ProjectAccess } from '../../../platform/access/index.js';
import { attachFiles } from '../../files/files.service.js';
import { toCoordinate, toNumeric, toNumericOrNull } from '../load-analysis-number.js';
import { createLoadTest, updateLoadTest, type Deps, type LoadTestVariant } from '../load-test-records.js';
import type { DynamicLoadAnalysisRow } from './dynamic-load.views.js';

const fileNotFound = 'Die Datei wurde nicht gefunden.';

/** The result image must be the user's own upload (or already this project's) and an image. */
async function attachResultImage(
  tx: Executor,
  access: ProjectAccess,
  payload: DynamicLoadAnalysisUpdatePayload,
): Promise<string> {
  const fileId = analysisResultId(payload.analysisResult);
  const [file] = await tx.select({ contentType: files.contentType }).from(files).where(eq(files.id, fileId));
  if (file && !(analysisResultContentTypes as readonly string[]).includes(file.contentType)) {
    throw unprocessable({ propertyPath: 'analysisResult', title: dynamicLoadMessages.analysisResultType });
  }
  try {
    await attachFiles(tx, access.user, access.projectId, [fileId], 'analysisResult');
  } catch (error) {
    // attachFiles reports list positions ('analysisResult.0'); this field holds a single file.
    if (error instanceof ApiError && error.statusCode === 422) {
      throw unprocessable({ propertyPath: 'analysisResult', title: fileNotFound });
    }
    throw error;
  }
  return fileId;
}

/** The stored columns of a payload (also the large seed's, decision 0370). */
export const columnsOf = (payload: DynamicLoadAnalysisUpdatePayload, analysisResultFileId: string) => ({
  gridField: payload.gridField,
  analysedAt: new Date(payload.analysedAt),
  latitude: toCoordinate(payload.latitude),
  longitude: toCoordinate(payload.longitude),
  evd: toNumeric(payload.evd),
  heightInMillimeters: toNumeric(payload.height),
  soilLayerHeightInMillimeters: toNumeric(payload.soilLayerHeight),
  soilType: payload.soilType,
  soilRecovery: payload.soilRecovery ?? null,
  precipitation: payload.precipitation ?? null,
  temperature: toNumericOrNull(payload.temperature),
  deviceName: payload.deviceName,
  deviceModel: payload.deviceModel,
  layer: payload.layer ?? null,
  analysisResultFileId,
});

export const dynamicVariant: LoadTestVariant<'dynamic'> = {
  kind: 'dynamic',
  history: { recorded: historyEventTypes.dynamicLoadTestRecorded, updated: historyEventTypes.dynamicLoadTestUpdated },
  historyVariables: (row) => ({ dynamicLoadAnalysisId: row.id, number: row.number, gridField: row.gridField }),
  documentName: 'Dynamischer Plattendruckversuch',
  renderDocument: async (tx, storage, row, frame) => {
    const [image] = await tx.select().from(files).where(eq(files.id, row.analysisResultFileId));
    const embeddable = image && (image.contentType === 'image/png' || image.contentType === 'image/jpeg');
    const record = {
      ...frame,
      latitude: row.latitude,
      longitude: row.longitude,
      evd: row.evd,
      heightInMillimeters: row.heightInMillimeters,
      soilLayerHeightInMillimeters: row.soilLayerHeightInMillimeters,
      soilType: row.soilType,
      soilRecovery: row.soilRecovery,
      precipitation: row.precipitation,
      temperature: row.temperature,
      deviceName: row.deviceName,
      deviceModel: row.deviceModel,
      resultImage: {
        fileName: image?.fileName ?? '–',
        contentType: image?.contentType ?? '',
        content: embeddable ? await readStoredFile(storage, image.storageKey) : null,
      },
    };
    // An image whose header is fine but whose pixel data is broken only fails while the PDF is
    // written; the record is then written without it rather than refusing the test.
    return renderDynamicLoadRecord(record).catch(() =>
      renderDynamicLoadRecord({ ...record, resultImage: { ...record.resultImage, content: null } }),
    );
  },
};

export const createDynamicLoadAnalysis = (
  deps: Deps,
  access: ProjectAccess,
  payload: DynamicLoadAnalysisUpdatePayload & SiteTime,
): Promise<string> =>
  createLoadTest(deps, access, dynamicVariant, payload, async (tx) =>
    columnsOf(payload, await attachResultImage(tx, access, payload)),
  );

export const updateDynamicLoadAnalysis = (
  deps: Deps,
  access: ProjectAccess,
  current: DynamicLoadAnalysisRow,
  payload: DynamicLoadAnalysisUpdatePayload,
): Promise<void> =>
  updateLoadTest(deps, access, dynamicVariant, current, payload, async (tx) =>
    columnsOf(payload, await attachResultImage(tx, access, payload)),
  );
