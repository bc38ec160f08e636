import { describe, expect, it } from 'vitest';
import { fromDecimalDegrees, toDecimalDegrees, toMarkerCoordinate } from './coordinates.js';
import {
  dynamicLoadAnalysisCreateSchema,
  dynamicLoadAnalysisUpdateSchema,
  latitudeMinutesSchema,
  longitudeMinutesSchema,
} from './payload-schema.js';

const validPayload = () => ({
  gridField: 'B12/03',
  analysedAt: '2026-05-04T10:15:00+02:00',
  latitude: 52.606878,
  longitude: 13.287412,
  evd: 48.7,
  height: 34250,
  soilType: 'Kiessand',
  soilLayerHeight: 300,
  soilRecovery: 'keine',
  precipitation: false,
  temperature: 14.5,
  deviceName: 'ZFG 3000 GPS',
  deviceModel: 'Zorn',
  analysisResult: '3f6c1e9e-2f0a-4a8e-9d6b-0c1b2a3d4e5f',
});

const violations = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => ({ path: issue.path.join('.'), message: issue.message }));

describe('dynamic load analysis payload', () => {
  it('accepts a complete payload, the file as object or id, and empty optional fields', () => {
    expect(violations(dynamicLoadAnalysisUpdateSchema.safeParse(validPayload()))).toEqual([]);
    const asObject = {
      ...validPayload(),
      analysisResult: { id: '3f6c1e9e-2f0a-4a8e-9d6b-0c1b2a3d4e5f', fileName: 'a.gif' },
    };
    expect(violations(dynamicLoadAnalysisUpdateSchema.safeParse(asObject))).toEqual([]);
    const empty = { ...validPayload(), soilRecovery: '', precipitation: null, temperature: null };
    const parsed = dynamicLoadAnalysisUpdateSchema.parse(empty);
    expect(parsed.soilRecovery).toBeUndefined();
    const { soilRecovery: _a, precipitation: _b, temperature: _c, ...withoutOptional } = validPayload();
    expect(violations(dynamicLoadAnalysisUpdateSchema.safeParse(withoutOptional))).toEqual([]);
  });

  it('requires projectId on create and refuses it (and unknown fields) on update', () => {
    expect(violations(dynamicLoadAnalysisCreateSchema.safeParse(validPayload())).map((v) => v.path)).toEqual([
      'projectId',
    ]);
    expect(dynamicLoadAnalysisUpdateSchema.safeParse({ ...validPayload(), projectId: 'x' }).success).toBe(false);
  });

  it('gives the spec messages for every rule', () => {
    const payload = {
      gridField: 'A01/3',
      analysedAt: null,
      latitude: null,
      longitude: 181,
      evd: 0.5,
      height: null,
      soilType: '  ',
      soilLayerHeight: 'x',
      deviceName: '',
      deviceModel: null,
      analysisResult: null,
    };
    expect(violations(dynamicLoadAnalysisUpdateSchema.safeParse(payload))).toEqual([
      { path: 'gridField', message: 'Dieses Format ist nicht valide' },
      { path: 'analysedAt', message: 'Datum ist erforderlich' },
      { path: 'latitude', message: 'Breitengrade sind erforderlich' },
      { path: 'longitude', message: 'Längengrade müssen zwischen -180 und 180 liegen' },
      { path: 'evd', message: 'Der Wert muss mindestens 1 sein' },
      { path: 'height', message: 'Dieses Feld ist ein Pflichtfeld' },
      { path: 'soilType', message: 'Dieses Feld ist ein Pflichtfeld' },
      { path: 'soilLayerHeight', message: 'Bitte geben Sie eine Zahl ein' },
      { path: 'deviceName', message: 'Dieses Feld ist ein Pflichtfeld' },
      { path: 'deviceModel', message: 'Dieses Feld ist ein Pflichtfeld' },
      { path: 'analysisResult', message: 'Analyseergebnis Bild ist erforderlich' },
    ]);
    const latitude = dynamicLoadAnalysisUpdateSchema.safeParse({ ...validPayload(), latitude: -90.5, longitude: null });
    expect(violations(latitude)).toEqual([
      { path: 'latitude', message: 'Breitengrade müssen zwischen -90 und 90 liegen' },
      { path: 'longitude', message: 'Längengrade sind erforderlich' },
    ]);
    expect(violations(latitudeMinutesSchema.safeParse(60))).toEqual([
      { path: '', message: 'Breitenminuten müssen zwischen 0 und 59.9999 liegen' },
    ]);
    expect(violations(longitudeMinutesSchema.safeParse(-1))).toEqual([
      { path: '', message: 'Längenminuten müssen zwischen 0 und 59.9999 liegen' },
    ]);
    expect(violations(longitudeMinutesSchema.safeParse(59.9999))).toEqual([]);
  });
});

describe('coordinates', () => {
  it('turns degrees and decimal minutes into decimal degrees with 6 decimals', () => {
    expect(toDecimalDegrees(52, 36.4127)).toBe(52.606878);
    expect(toDecimalDegrees(-13, 30)).toBe(-13.5);
    expect(toDecimalDegrees(13, 17.24472)).toBe(13.287412);
  });
  it('splits decimal degrees back and rounds markers to 5 decimals', () => {
    expect(fromDecimalDegrees(52.606878)).toEqual({ degrees: 52, minutes: 36.4127 });
    expect(fromDecimalDegrees(-13.5)).toEqual({ degrees: -13, minutes: 30 });
    expect(toMarkerCoordinate(52.606878)).toBe(52.60688);
  });
});
