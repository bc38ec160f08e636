// Recording and editing static plate load tests. The server recalculates Ev1, Ev2 and the fit
// with the domain calculation (client numbers are never stored); each change, its history entry
// and the regenerated protocol (PDF) are written in one transaction.
import { eq } from 'drizzle-orm';
import {
  calculateStaticLoadTest,
  historyEventTypes,
  staticLoadMessages,
  toStoredStaticLoadTests,
  type StaticLoadAnalysisUpdatePayload,
  type SiteTime,
} from '@baustellendoku/domain';
import type { Database, Executor } from '../../../db/client.js';
import { staticLoadAnalyses } from '../../../db/schema/index.js';
import {
  documentFileName,
  documentProject,
  regenerateDocument,
  withDocumentStorage,
  type DocumentTracker,
} from '../../../documents/store-document.js';
import { renderStaticLoadProtocol } from '../../../documents/static-load-protocol.js';
import { unprocessable } from '../../../lib/errors.js';
import type { ProjectAccess } from '../../../plugins/authorize.js';
import type { FileStorage } from '../../../storage/storage.js';
import { recordHistory } from '../../history/index.js';
import { loadUserNames } from '../../../lib/user-names.js';
import { nextLoadAnalysisNumber, toCoordinate, toNumeric } from '../load-analysis-number.js';
import type { StaticLoadAnalysisRow } from './static-load.views.js';

export type Deps = { db: Database; storage: FileStorage };

/** Columns of a payload, with the results computed here. */
export function staticColumnsOf(payload: StaticLoadAnalysisUpdatePayload) {
  const calculation = calculateStaticLoadTest(payload);
  // The payload schema refuses invalid loadings already; this keeps NaN out of the table regardless.
  const violations = [
    ...(calculation.initial.isValid
      ? []
      : [{ propertyPath: 'initialCompressions.load', title: staticLoadMessages.invalidInitialLoading }]),
    ...(calculation.second.isValid
      ? []
      : [{ propertyPath: 'secondCompressions.load', title: staticLoadMessages.invalidSecondLoading }]),
  ];
  if (violations.length > 0) throw unprocessable(violations);
  const { staticLoadTest: first, staticLoadRetest: second } = toStoredStaticLoadTests(payload, calculation);
  return {
    gridField: payload.gridField,
    analysedAt: new Date(payload.analysedAt),
    measuringPointName: payload.measuringPointName ?? null,
    latitude: toCoordinate(payload.latitude),
    longitude: toCoordinate(payload.longitude),
    liftingArm: toNumeric(payload.liftingArm),
    plateBase: payload.plateBase,
    layerThicknessInMillimeters: toNumeric(payload.layerThickness),
    testLayer: payload.testLayer,
    heightInMillimeters: toNumeric(payload.height),
    preLoad: toNumeric(payload.preLoad),
    timeBetweenCompressionAndAnalysis: toNumeric(payload.timeBetweenCompressionAndAnalysis),
    plateDiameter: toNumeric(payload.plateDiameter),
    temperature: toNumeric(payload.temperature),
    temperatureDayBefore: toNumeric(payload.temperatureDayBefore),
    precipitation: payload.precipitation,
    precipitationDayBefore: payload.precipitationDayBefore,
    initialLoads: first.staticLoads,
    initialUnloads: first.staticUnloads,
    secondLoads: second.staticLoads,
    initialA0: toNumeric(first.a0),
    initialA1: toNumeric(first.a1),
    initialA2: toNumeric(first.a2),
    initialD0: toNumeric(first.d0),
    initialD2: toNumeric(first.d2),
    initialD3: toNumeric(first.d3),
    ev1: toNumeric(first.ev),
    maxCompression: toNumeric(first.maxCompression),
    secondA0: toNumeric(second.a0),
    secondA1: toNumeric(second.a1),
    secondA2: toNumeric(second.a2),
    secondD0: toNumeric(second.d0),
    secondD2: toNumeric(second.d2),
    secondD3: toNumeric(second.d3),
    ev2: toNumeric(second.ev),
  };
}

export async function createStaticLoadAnalysis(
  deps: Deps,
  access: ProjectAccess,
  payload: StaticLoadAnalysisUpdatePayload & SiteTime,
): Promise<string> {
  const columns = staticColumnsOf(payload);
  return withDocumentStorage(deps.storage, (track) =>
    deps.db.transaction(async (tx) => {
      const number = await nextLoadAnalysisNumber(tx, access.projectId, 'static');
      const [row] = await tx
        .insert(staticLoadAnalyses)
        .values({
          projectId: access.projectId,
          number,
          createdBy: access.user.id,
          recordedAt: payload.recordedAt,
          ...columns,
        })
        .returning();
      await recordHistory(tx, {
        projectId: access.projectId,
        type: historyEventTypes.staticLoadTestRecorded,
        variables: { staticLoadAnalysisId: row!.id, number, gridField: row!.gridField, ev2: Number(row!.ev2) },
        originatorId: access.user.id,
        occurredAt: access.at,
        recordedAt: payload.recordedAt,
      });
      await attachProtocol(tx, deps.storage, track, row!, access.user.id);
      return row!.id;
    }),
  );
}

export async function updateStaticLoadAnalysis(
  deps: Deps,
  access: ProjectAccess,
  current: StaticLoadAnalysisRow,
  payload: StaticLoadAnalysisUpdatePayload,
): Promise<void> {
  const columns = staticColumnsOf(payload);
  await withDocumentStorage(deps.storage, (track) =>
    deps.db.transaction(async (tx) => {
      const [row] = await tx
        .update(staticLoadAnalyses)
        .set({ ...columns, updatedAt: new Date(), updatedBy: access.user.id })
        .where(eq(staticLoadAnalyses.id, current.id))
        .returning();
      await recordHistory(tx, {
        projectId: access.projectId,
        type: historyEventTypes.staticLoadTestUpdated,
        variables: {
          staticLoadAnalysisId: row!.id,
          number: row!.number,
          gridField: row!.gridField,
          ev2: Number(row!.ev2),
        },
        originatorId: access.user.id,
        occurredAt: access.at,
      });
      await attachProtocol(tx, deps.storage, track, row!, access.user.id);
    }),
  );
}

/** Renders the DIN 18134 protocol, stores it and links it to the test. */
async function attachProtocol(
  tx: Executor,
  storage: FileStorage,
  track: DocumentTracker,
  row: StaticLoadAnalysisRow,
  userId: string,
) {
  const name = await loadUserNames(tx, [row.createdBy, row.updatedBy]);
  const content = await renderStaticLoadProtocol({
    project: await documentProject(tx, row.projectId),
    number: row.number,
    gridField: row.gridField,
    measuringPointName: row.measuringPointName,
    analysedAt: row.analysedAt,
    latitude: row.latitude,
    longitude: row.longitude,
    liftingArm: row.liftingArm,
    plateBase: row.plateBase,
    layerThicknessInMillimeters: row.layerThicknessInMillimeters,
    testLayer: row.testLayer,
    heightInMillimeters: row.heightInMillimeters,
    preLoad: row.preLoad,
    timeBetweenCompressionAndAnalysis: row.timeBetweenCompressionAndAnalysis,
    plateDiameter: row.plateDiameter,
    temperature: row.temperature,
    temperatureDayBefore: row.temperatureDayBefore,
    precipitation: row.precipitation,
    precipitationDayBefore: row.precipitationDayBefore,
    initialLoads: row.initialLoads,
    initialUnloads: row.initialUnloads,
    secondLoads: row.secondLoads,
    createdBy: name(row.createdBy)?.name ?? '–',
    createdAt: row.createdAt,
    recordedAt: row.recordedAt,
    updatedBy: name(row.updatedBy)?.name ?? null,
    updatedAt: row.updatedAt,
  });
  await regenerateDocument(tx, storage, track, {
    projectId: row.projectId,
    userId,
    fileName: documentFileName(['Statischer Plattendruckversuch', row.gridField, `Nr. ${row.number}`]),
    content,
    previousFileId: row.documentFileId,
    link: (fileId) =>
      tx.update(staticLoadAnalyses).set({ documentFileId: fileId }).where(eq(staticLoadAnalyses.id, row.id)),
  });
}
