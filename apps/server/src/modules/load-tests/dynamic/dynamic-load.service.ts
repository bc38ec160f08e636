// Recording and editing dynamic plate load tests. Each change, its history entry and the newly
// generated test record (PDF) are written in one transaction.
import { eq } from 'drizzle-orm';
import {
  analysisResultContentTypes,
  analysisResultId,
  dynamicLoadMessages,
  historyEventTypes,
  type DynamicLoadAnalysisUpdatePayload,
  type SiteTime,
} from '@baustellendoku/domain';
import type { Database, Executor } from '../../../db/client.js';
import { dynamicLoadAnalyses, files } from '../../../db/schema/index.js';
import { renderDynamicLoadRecord } from '../../../documents/dynamic-load-record.js';
import {
  documentFileName,
  documentProject,
  readStoredFile,
  regenerateDocument,
  withDocumentStorage,
  type DocumentTracker,
} from '../../../documents/store-document.js';
import { ApiError, unprocessable } from '../../../lib/errors.js';
import type { ProjectAccess } from '../../../plugins/authorize.js';
import type { FileStorage } from '../../../storage/storage.js';
import { attachFiles } from '../../files/files.service.js';
import { recordHistory } from '../../history/index.js';
import { loadUserNames } from '../../../lib/user-names.js';
import { nextLoadAnalysisNumber, toCoordinate, toNumeric, toNumericOrNull } from '../load-analysis-number.js';
import type { DynamicLoadAnalysisRow } from './dynamic-load.views.js';

export type Deps = { db: Database; storage: FileStorage };

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
  analysisResultFileId,
});

export async function createDynamicLoadAnalysis(
  deps: Deps,
  access: ProjectAccess,
  payload: DynamicLoadAnalysisUpdatePayload & SiteTime,
): Promise<string> {
  return withDocumentStorage(deps.storage, (track) =>
    deps.db.transaction(async (tx) => {
      const resultFileId = await attachResultImage(tx, access, payload);
      const number = await nextLoadAnalysisNumber(tx, access.projectId, 'dynamic');
      const [row] = await tx
        .insert(dynamicLoadAnalyses)
        .values({
          projectId: access.projectId,
          number,
          createdBy: access.user.id,
          recordedAt: payload.recordedAt,
          ...columnsOf(payload, resultFileId),
        })
        .returning();
      await recordHistory(tx, {
        projectId: access.projectId,
        type: historyEventTypes.dynamicLoadTestRecorded,
        variables: { dynamicLoadAnalysisId: row!.id, number, gridField: row!.gridField },
        originatorId: access.user.id,
        occurredAt: access.at,
        recordedAt: payload.recordedAt,
      });
      await attachDocument(tx, deps.storage, track, row!, access.user.id);
      return row!.id;
    }),
  );
}

export async function updateDynamicLoadAnalysis(
  deps: Deps,
  access: ProjectAccess,
  current: DynamicLoadAnalysisRow,
  payload: DynamicLoadAnalysisUpdatePayload,
): Promise<void> {
  await withDocumentStorage(deps.storage, (track) =>
    deps.db.transaction(async (tx) => {
      const resultFileId = await attachResultImage(tx, access, payload);
      const [row] = await tx
        .update(dynamicLoadAnalyses)
        .set({ ...columnsOf(payload, resultFileId), updatedAt: new Date(), updatedBy: access.user.id })
        .where(eq(dynamicLoadAnalyses.id, current.id))
        .returning();
      await recordHistory(tx, {
        projectId: access.projectId,
        type: historyEventTypes.dynamicLoadTestUpdated,
        variables: { dynamicLoadAnalysisId: row!.id, number: row!.number, gridField: row!.gridField },
        originatorId: access.user.id,
        occurredAt: access.at,
      });
      await attachDocument(tx, deps.storage, track, row!, access.user.id);
    }),
  );
}

/** Renders the test record, stores it and links it to the test. */
async function attachDocument(
  tx: Executor,
  storage: FileStorage,
  track: DocumentTracker,
  row: DynamicLoadAnalysisRow,
  userId: string,
) {
  const [image] = await tx.select().from(files).where(eq(files.id, row.analysisResultFileId));
  const name = await loadUserNames(tx, [row.createdBy, row.updatedBy]);
  const embeddable = image && (image.contentType === 'image/png' || image.contentType === 'image/jpeg');
  const record = {
    project: await documentProject(tx, row.projectId),
    number: row.number,
    gridField: row.gridField,
    analysedAt: row.analysedAt,
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
    createdBy: name(row.createdBy)?.name ?? '–',
    createdAt: row.createdAt,
    recordedAt: row.recordedAt,
    updatedBy: name(row.updatedBy)?.name ?? null,
    updatedAt: row.updatedAt,
  };
  // An image whose header is fine but whose pixel data is broken only fails while the PDF is
  // written; the record is then written without it rather than refusing the test.
  const content = await renderDynamicLoadRecord(record).catch(() =>
    renderDynamicLoadRecord({ ...record, resultImage: { ...record.resultImage, content: null } }),
  );
  await regenerateDocument(tx, storage, track, {
    projectId: row.projectId,
    userId,
    fileName: documentFileName(['Dynamischer Plattendruckversuch', row.gridField, `Nr. ${row.number}`]),
    content,
    previousFileId: row.documentFileId,
    link: (fileId) =>
      tx.update(dynamicLoadAnalyses).set({ documentFileId: fileId }).where(eq(dynamicLoadAnalyses.id, row.id)),
  });
}
