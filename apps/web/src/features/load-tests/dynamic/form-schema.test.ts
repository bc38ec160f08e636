import { describe, expect, it } from 'vitest';
import {
  dynamicLoadFormSchema,
  dynamicLoadValuesFrom,
  emptyDynamicLoadValues,
  toDynamicLoadPayload,
} from './form-schema';
import { retestFormValues } from '../load-test-form';
import { prefillFromPrintout, successMessage } from './printout-prefill';
import type { DynamicLoadAnalysis } from './types';

const messagesOf = (values: unknown) => {
  const result = dynamicLoadFormSchema.safeParse(values);
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
};

const complete = () => ({
  ...emptyDynamicLoadValues(),
  gridField: 'D4',
  gridFieldSuffix: 2,
  analysedAtDate: '2026-05-05',
  analysedAtTime: '08:45',
  latitudeDegrees: 53,
  latitudeMinutes: 42.393,
  longitudeDegrees: 10,
  longitudeMinutes: 0.6072,
  evd: 48.8,
  height: 24.35,
  soilLayerHeight: 0.3,
  soilType: 'Sand, kiesig (SW)',
  deviceName: 'ZFG 3000 GPS',
  deviceModel: 'Zorn Instruments',
  analysisResult: [{ id: '3f6c1e9e-2f0a-4a8e-9d6b-0c1b2a3d4e5f', fileName: 'zfg.png', url: '/f' }],
});

describe('dynamic load form', () => {
  it('gives the spec messages of §5', () => {
    const errors = messagesOf(emptyDynamicLoadValues());
    expect(errors).toMatchObject({
      gridField: 'Dieses Feld ist ein Pflichtfeld',
      analysedAtDate: 'Datum ist erforderlich',
      analysedAtTime: 'Zeit ist erforderlich',
      latitudeDegrees: 'Breitengrade sind erforderlich',
      longitudeDegrees: 'Längengrade sind erforderlich',
      analysisResult: 'Analyseergebnis Bild ist erforderlich',
    });
    expect(
      messagesOf({
        ...complete(),
        latitudeDegrees: 91,
        latitudeMinutes: 60,
        longitudeDegrees: -181,
        longitudeMinutes: -1,
        gridField: 'A01',
      }),
    ).toEqual({
      gridField: 'Dieses Format ist nicht valide',
      latitudeDegrees: 'Breitengrade müssen zwischen -90 und 90 liegen',
      latitudeMinutes: 'Breitenminuten müssen zwischen 0 und 59.9999 liegen',
      longitudeDegrees: 'Längengrade müssen zwischen -180 und 180 liegen',
      longitudeMinutes: 'Längenminuten müssen zwischen 0 und 59.9999 liegen',
    });
    expect(messagesOf({ ...complete(), evd: 0.5 }).evd).toBe('Der Wert muss mindestens 1 sein');
  });

  it('sends decimal degrees with 6 decimals, heights in mm and the combined grid field', () => {
    const payload = toDynamicLoadPayload(dynamicLoadFormSchema.parse(complete()));
    expect(payload).toMatchObject({
      gridField: 'D4/02',
      latitude: 53.70655,
      longitude: 10.01012,
      height: 24350,
      soilLayerHeight: 300,
      analysisResult: '3f6c1e9e-2f0a-4a8e-9d6b-0c1b2a3d4e5f',
    });
    expect(payload.analysedAt).toMatch(/^2026-05-05T08:45:00[+-]\d{2}:\d{2}$/);
    expect(payload.soilRecovery).toBeUndefined();
  });

  it('turns a stored test back into form values (m, degrees + minutes)', () => {
    const values = dynamicLoadValuesFrom({
      dynamicLoadAnalysisData: {
        gridField: 'B2/01',
        analysedAt: '2026-05-05T06:45:00.000Z',
        geoCoordinate: { lat: 53.70655, lng: 10.01012 },
        evd: 48.8,
        analysisResult: { id: 'f', fileName: 'a.png', url: '/a' },
        height: 24310,
        soilLayerHeight: 300,
        soilType: 'Sand',
        soilRecovery: null,
        precipitation: false,
        temperature: 12,
        deviceName: 'ZFG',
        deviceModel: 'Zorn',
      },
    } as DynamicLoadAnalysis);
    expect(values).toMatchObject({
      gridField: 'B2',
      gridFieldSuffix: 1,
      latitudeDegrees: 53,
      latitudeMinutes: 42.393,
      height: 24.31,
      soilLayerHeight: 0.3,
      soilRecovery: '',
    });
  });

  it('pre-fills only what the printout showed and lists it in the success text', () => {
    const { values, fields } = prefillFromPrintout({ evd: 48.8, dateTime: '2026-05-05T08:45', latG: 53, latM: 42.393 });
    expect(values).toEqual({
      evd: 48.8,
      analysedAtDate: '2026-05-05',
      analysedAtTime: '08:45',
      latitudeDegrees: 53,
      latitudeMinutes: 42.393,
    });
    expect(successMessage(fields)).toBe(
      'Die folgenden Daten wurden extrahiert und übernommen: Datum, Zeit, Breitengrade, Breitenminuten, Evd. Bitte überprüfen Sie die Felder...',
    );
    expect(prefillFromPrintout({})).toEqual({ values: {}, fields: [] });
  });

  it('a re-test starts empty but for the failed test’s grid field and layer, and sends its link (decision 0661)', () => {
    const failed = { ...complete(), gridField: 'B2', gridFieldSuffix: 1, layer: 'Planum', evd: 30 };
    const values = retestFormValues(emptyDynamicLoadValues(), failed, 'a1b2c3d4-0000-4000-8000-000000000001');
    expect(values).toEqual({
      ...emptyDynamicLoadValues(),
      gridField: 'B2',
      gridFieldSuffix: 1,
      layer: 'Planum',
      retestOf: 'a1b2c3d4-0000-4000-8000-000000000001',
    });
    const payload = toDynamicLoadPayload(dynamicLoadFormSchema.parse({ ...complete(), retestOf: values.retestOf }));
    expect(payload.retestOf).toBe('a1b2c3d4-0000-4000-8000-000000000001');
    // No link: null; a draft kept from before re-tests has no field at all.
    expect(toDynamicLoadPayload(dynamicLoadFormSchema.parse(complete())).retestOf).toBeNull();
    const { retestOf: _none, ...oldDraft } = complete();
    expect(toDynamicLoadPayload(dynamicLoadFormSchema.parse(oldDraft)).retestOf).toBeNull();
  });
});
