// Recording and editing static plate load tests. The server recalculates Ev1, Ev2 and the fit
// with the domain calculation (client numbers are never stored). The skeleton of
// ../load-test-records.ts writes each change, its history entry and the regenerated protocol (PDF)
// in one transaction.
import {
  calculateStaticLoadTest,
  historyEventTypes,
  staticLoadMessages,
  toStoredStaticLoadTests,
  type StaticLoadAnalysisUpdatePayload,
  type SiteTime,
} from '@baustellendoku/domain';
import { renderStaticLoadProtocol } from '../../../documents/static-load-protocol.js';
import { unprocessable } from '../../../lib/errors.js';
import type { ProjectAccess } from '../../../platform/access/index.js';
import { toCoordinate, toNumeric } from '../load-analysis-number.js';
import { createLoadTest, updateLoadTest, type Deps, type LoadTestVariant } from '../load-test-records.js';
import type { StaticLoadAnalysisRow } from './static-load.views.js';

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
    layer: payload.layer ?? null,
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

export const staticVariant: LoadTestVariant<'static'> = {
  kind: 'static',
  history: { recorded: historyEventTypes.staticLoadTestRecorded, updated: historyEventTypes.staticLoadTestUpdated },
  historyVariables: (row) => ({
    staticLoadAnalysisId: row.id,
    number: row.number,
    gridField: row.gridField,
    ev2: Number(row.ev2),
  }),
  documentName: 'Statischer Plattendruckversuch',
  renderDocument: (_tx, _storage, row, frame) =>
    renderStaticLoadProtocol({
      ...frame,
      measuringPointName: row.measuringPointName,
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
    }),
};

// The columns are computed before the transaction: an invalid loading is refused without opening one.
export function createStaticLoadAnalysis(
  deps: Deps,
  access: ProjectAccess,
  payload: StaticLoadAnalysisUpdatePayload & SiteTime,
): Promise<string> {
  const columns = staticColumnsOf(payload);
  return createLoadTest(deps, access, staticVariant, payload, () => columns);
}

export function updateStaticLoadAnalysis(
  deps: Deps,
  access: ProjectAccess,
  current: StaticLoadAnalysisRow,
  payload: StaticLoadAnalysisUpdatePayload,
): Promise<void> {
  const columns = staticColumnsOf(payload);
  return updateLoadTest(deps, access, staticVariant, current, payload, () => columns);
}
