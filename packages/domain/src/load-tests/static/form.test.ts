import { describe, expect, it } from 'vitest';
import { staticLoadAnalysisUpdateSchema } from './payload-schema.js';
import { firstStaticLoadStepWithIssues, staticLoadStepIssues, staticLoadStepSchema } from './form-steps.js';
import {
  localDateTimeToIso,
  newStaticLoadFormValues,
  staticLoadFormValuesFrom,
  staticLoadPayloadFrom,
  type StaticLoadFormValues,
} from './form-values.js';
import type { StaticLoadConditions } from './responses.js';

const conditions: StaticLoadConditions = {
  height: 34120,
  layerThickness: 300,
  timeBetweenCompressionAndAnalysis: 24,
  plateBase: true,
  temperature: 18,
  temperatureDayBefore: 16,
  precipitationDayBefore: true,
  precipitation: false,
  preLoad: 0.01,
  liftingArm: 1,
  testLayer: 'Tragschicht',
  plateDiameter: 300,
};

const now = new Date(2025, 5, 3, 12, 0); // local clock: 03.06.2025 12:00

/** A completely filled wizard: S1 readings of the shared vectors on the default stages. */
const filled = (): StaticLoadFormValues => ({
  ...newStaticLoadFormValues(conditions),
  gridField: 'B12',
  gridFieldSuffix: 3,
  analysedAtDate: '2025-06-03',
  analysedAtTime: '09:30',
  latitude: 52.520008,
  longitude: 13.404954,
  initialCompressions: { load: [0.2928, 0.6112, 0.9552, 1.3248, 1.72, 1.98, 2.25], unload: [2.12, 1.83, 1.12196] },
  initialSubsidence: { load: [0.08, 0.16, 0.24, 0.32, 0.4, 0.45, 0.5], unload: [0.25, 0.125, 0.01] },
  secondCompressions: { load: [1.27344, 1.44176, 1.60496, 1.76304, 1.916, 2.009] },
});

describe('static load wizard values', () => {
  it('starts with the spec stress stages, empty readings and the last test conditions in form units', () => {
    const values = newStaticLoadFormValues(conditions);
    expect(values.initialSubsidence.load).toEqual([0.08, 0.16, 0.24, 0.32, 0.4, 0.45, 0.5]);
    expect(values.initialSubsidence.unload).toEqual([0.25, 0.12, 0.01]);
    expect(values.secondSubsidence.load).toEqual([0.08, 0.16, 0.24, 0.32, 0.4, 0.45]);
    expect(values.initialCompressions.load).toEqual([null, null, null, null, null, null, null]);
    expect(values.layerThickness).toBe(30); // 300 mm → 30 cm
    expect(values.height).toBe(34.12); // 34120 mm → 34.12 m
    expect(newStaticLoadFormValues().liftingArm).toBe(1);
    expect(newStaticLoadFormValues().plateDiameter).toBeNull();
  });

  it('builds the payload in stored units, which the server schema accepts', () => {
    const payload = staticLoadPayloadFrom({ ...filled(), height: 34.12, layerThickness: 25.5 });
    expect(payload.gridField).toBe('B12/03');
    expect(payload.height).toBe(34120);
    expect(payload.layerThickness).toBe(255);
    expect(Date.parse(payload.analysedAt!)).toBe(new Date(2025, 5, 3, 9, 30).getTime());
    expect(payload.measuringPointName).toBeUndefined();
    expect(staticLoadAnalysisUpdateSchema.safeParse(payload).success).toBe(true);
  });

  it('round-trips a stored test through the edit form', () => {
    const payload = staticLoadPayloadFrom({
      ...filled(),
      measuringPointName: 'MP 4',
      layer: 'Planum',
      gridFieldSuffix: -7,
    });
    expect(payload.layer).toBe('Planum');
    const stored = {
      ...conditions,
      gridField: payload.gridField!,
      measuringPointName: 'MP 4',
      layer: payload.layer,
      analysedAt: new Date(payload.analysedAt!).toISOString(),
      geoCoordinate: { lat: 52.520008, lng: 13.404954 },
      staticLoadTest: {
        staticLoads: payload.initialSubsidence!.load.map((subsidence, i) => ({
          subsidence,
          compression: payload.initialCompressions!.load[i]!,
        })),
        staticUnloads: payload.initialSubsidence!.unload.map((subsidence, i) => ({
          subsidence,
          compression: payload.initialCompressions!.unload[i]!,
        })),
      },
      staticLoadRetest: {
        staticLoads: payload.secondSubsidence!.load.map((subsidence, i) => ({
          subsidence,
          compression: payload.secondCompressions!.load[i]!,
        })),
      },
    };
    const values = staticLoadFormValuesFrom(stored);
    expect(values.gridField).toBe('B12');
    expect(values.gridFieldSuffix).toBe(-7);
    expect(values.analysedAtDate).toBe('2025-06-03');
    expect(values.analysedAtTime).toBe('09:30');
    expect(staticLoadPayloadFrom(values)).toEqual(payload);
  });

  it('writes the local offset into analysedAt', () => {
    const iso = localDateTimeToIso('2025-01-15', '07:05');
    expect(iso).toMatch(/^2025-01-15T07:05:00[+-]\d{2}:\d{2}$/);
    expect(Date.parse(iso)).toBe(new Date(2025, 0, 15, 7, 5).getTime());
  });
});

describe('static load wizard steps', () => {
  it('accepts a filled form in every step', () => {
    expect(firstStaticLoadStepWithIssues(filled(), now)).toBeNull();
  });

  it('reports the general step fields with the spec messages', () => {
    const issues = staticLoadStepIssues('general', { ...newStaticLoadFormValues(), plateDiameter: 300 }, now);
    const byPath = Object.fromEntries(issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(byPath).toMatchObject({
      gridField: 'Dieses Feld ist ein Pflichtfeld',
      gridFieldSuffix: 'Dieses Feld ist ein Pflichtfeld',
      analysedAtDate: 'Dieses Feld ist ein Pflichtfeld',
      analysedAtTime: 'Zeit ist erforderlich',
      latitude: 'Breitengrade sind erforderlich',
      longitude: 'Längengrade sind erforderlich',
      plateBase: 'Dieses Feld ist ein Pflichtfeld',
      testLayer: 'Dieses Feld ist ein Pflichtfeld',
    });
    expect(byPath.plateDiameter).toBeUndefined();
    expect(byPath.initialCompressions).toBeUndefined(); // later steps are not judged here
  });

  it('rejects a grid field with a leading zero, a future date and a later time today', () => {
    const later = staticLoadStepIssues('general', { ...filled(), gridField: 'A01', analysedAtTime: '12:30' }, now);
    expect(later).toEqual([
      { path: ['gridField'], message: 'Dieses Format ist nicht valide' },
      { path: ['analysedAtTime'], message: 'Zeit darf nicht in der Zukunft liegen' },
    ]);
    const tomorrow = staticLoadStepIssues('general', { ...filled(), analysedAtDate: '2025-06-04' }, now);
    expect(tomorrow).toEqual([
      {
        path: ['analysedAtDate'],
        message: 'Datum darf nicht in der Zukunft liegen. Maximal erlaubtes Datum ist 03.06.2025.',
      },
    ]);
  });

  it('requires the load rows and blocks an invalid first loading', () => {
    const values = filled();
    values.initialCompressions.load = [0.2928, null, 0.9552, 1.3248, 1.72, 1.98, null];
    expect(staticLoadStepIssues('initialLoad', values, now)).toEqual([
      { path: ['initialCompressions', 'load', 1], message: 'Dieses Feld ist ein Pflichtfeld' },
    ]);
    const singular = filled();
    singular.initialSubsidence.load = [0.1, 0.1, 0.1, 0.2, 0.2, 0.2, 0.2];
    expect(staticLoadStepIssues('initialLoad', singular, now)).toEqual([
      {
        path: ['initialCompressions', 'load'],
        message: 'Erstbelastung enthält ungültige Werte. Bitte überprüfen Sie die Eingaben.',
      },
    ]);
    expect(firstStaticLoadStepWithIssues(singular, now)).toBe('initialLoad');
  });

  it('blocks the second step while its readings are empty', () => {
    const values = { ...filled(), secondCompressions: { load: [null, null, null, null, null, null] } };
    const issues = staticLoadStepIssues('secondLoad', values, now);
    expect(issues).toHaveLength(6); // rows 1–5 required, plus the blocking message
    expect(issues.at(-1)).toEqual({
      path: ['secondCompressions', 'load'],
      message: 'Zweitbelastung enthält ungültige Werte. Bitte überprüfen Sie die Eingaben.',
    });
  });

  it('works as a zod schema for a form resolver', () => {
    const schema = staticLoadStepSchema(['general'], () => now);
    expect(schema.safeParse(filled()).success).toBe(true);
    const result = schema.safeParse({ ...filled(), latitude: 95 });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['latitude', 'Breitengrade müssen zwischen -90 und 90 liegen'],
    ]);
  });
});
