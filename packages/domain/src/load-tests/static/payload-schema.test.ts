import { describe, expect, it } from 'vitest';
import { analysedAtIssue, futureDateIssue, futureTimeIssue } from './analysed-at.js';
import { defaultStaticSubsidence } from './defaults.js';
import { staticLoadAnalysisCreateSchema, staticLoadAnalysisUpdateSchema } from './payload-schema.js';
import { round2, roundSignificant } from './rounding.js';

// Realistic readings on the spec's default stress stages (dense gravel, d = 300 mm).
const validPayload = () => ({
  gridField: 'B12/03',
  analysedAt: '2025-06-03T09:30:00+02:00',
  measuringPointName: 'MP 4',
  latitude: 52.520008,
  longitude: 13.404954,
  liftingArm: 1,
  plateBase: true,
  layerThickness: 300,
  testLayer: 'Tragschicht',
  height: 34500,
  preLoad: 0.01,
  timeBetweenCompressionAndAnalysis: 24,
  plateDiameter: 300,
  temperature: 18,
  temperatureDayBefore: 16,
  precipitation: false,
  precipitationDayBefore: true,
  initialSubsidence: {
    load: [...defaultStaticSubsidence.initialLoad],
    unload: [...defaultStaticSubsidence.initialUnload],
  },
  initialCompressions: { load: [0.31, 0.62, 0.93, 1.22, 1.49, 1.66, 1.82], unload: [1.7, 1.45, 1.02] },
  secondSubsidence: { load: [...defaultStaticSubsidence.secondLoad] },
  secondCompressions: { load: [1.14, 1.24, 1.33, 1.42, 1.5, 1.55] },
});

const violations = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => ({ path: issue.path.join('.'), message: issue.message }));

describe('static load analysis payload', () => {
  it('accepts a complete create payload and an update payload without projectId', () => {
    const projectId = '3f6c1e9e-2f0a-4a8e-9d6b-0c1b2a3d4e5f';
    expect(violations(staticLoadAnalysisCreateSchema.safeParse({ projectId, ...validPayload() }))).toEqual([]);
    expect(violations(staticLoadAnalysisUpdateSchema.safeParse(validPayload()))).toEqual([]);
  });

  it('rejects unknown fields and projectId on update', () => {
    const result = staticLoadAnalysisUpdateSchema.safeParse({ ...validPayload(), projectId: 'x', evd1: 3 });
    expect(result.success).toBe(false);
  });

  it('requires every row except the 7th initial load row and the 6th second load row', () => {
    const payload = validPayload();
    payload.initialCompressions.load = [0.31, null, 0.93, 1.22, 1.49, 1.66, null] as never;
    payload.initialSubsidence.unload = [0.25, 0.12, null] as never;
    payload.secondCompressions.load = [1.14, 1.24, 1.33, 1.42, null, null] as never;
    expect(violations(staticLoadAnalysisUpdateSchema.safeParse(payload))).toEqual([
      { path: 'initialCompressions.load.1', message: 'Dieses Feld ist ein Pflichtfeld' },
      { path: 'initialSubsidence.unload.2', message: 'Dieses Feld ist ein Pflichtfeld' },
      { path: 'secondCompressions.load.4', message: 'Dieses Feld ist ein Pflichtfeld' },
    ]);
  });

  it('blocks a loading whose calculation is invalid with the spec messages', () => {
    const payload = validPayload();
    // All second-load stresses equal → with the unload point only 2 distinct stresses → singular.
    payload.secondSubsidence.load = [0.2, 0.2, 0.2, 0.2, 0.2, 0.2];
    expect(violations(staticLoadAnalysisUpdateSchema.safeParse(payload))).toEqual([
      {
        path: 'secondCompressions.load',
        message: 'Zweitbelastung enthält ungültige Werte. Bitte überprüfen Sie die Eingaben.',
      },
    ]);
  });

  it('checks grid field format, coordinates and required numbers with German messages', () => {
    const payload = {
      ...validPayload(),
      gridField: 'A01/03',
      latitude: 91,
      longitude: null,
      liftingArm: 0,
      plateDiameter: null,
    };
    const found = violations(staticLoadAnalysisUpdateSchema.safeParse(payload));
    expect(found).toEqual(
      expect.arrayContaining([
        { path: 'gridField', message: 'Dieses Format ist nicht valide' },
        { path: 'latitude', message: 'Breitengrade müssen zwischen -90 und 90 liegen' },
        { path: 'longitude', message: 'Längengrade sind erforderlich' },
        { path: 'liftingArm', message: 'Der Wert muss mindestens 1 sein' },
        { path: 'plateDiameter', message: 'Dieses Feld ist ein Pflichtfeld' },
      ]),
    );
  });

  it('rejects a test date in the future', () => {
    const payload = { ...validPayload(), analysedAt: new Date(Date.now() + 3 * 86_400_000).toISOString() };
    const [issue] = violations(staticLoadAnalysisUpdateSchema.safeParse(payload));
    expect(issue?.path).toBe('analysedAt');
    expect(issue?.message).toMatch(
      /^Datum darf nicht in der Zukunft liegen\. Maximal erlaubtes Datum ist \d{2}\.\d{2}\.\d{4}\.$/,
    );
  });
});

describe('analysedAtIssue', () => {
  const now = new Date('2025-06-03T10:00:00Z'); // 12:00 in Berlin
  it('accepts the past and the present', () => {
    expect(analysedAtIssue('2025-06-03T11:59:00+02:00', now)).toBeNull();
    expect(analysedAtIssue('2024-01-01T08:00:00+01:00', now)).toBeNull();
  });
  it('names the time when the date is today, the maximum date otherwise', () => {
    expect(analysedAtIssue('2025-06-03T15:00:00+02:00', now)).toBe('Zeit darf nicht in der Zukunft liegen');
    expect(analysedAtIssue('2025-06-04T08:00:00+02:00', now)).toBe(
      'Datum darf nicht in der Zukunft liegen. Maximal erlaubtes Datum ist 03.06.2025.',
    );
  });
});

describe('wizard date and time inputs (local time)', () => {
  const now = new Date(2025, 5, 3, 12, 0); // 03.06.2025 12:00 on the local clock
  it('flags a date after today with the maximum date', () => {
    expect(futureDateIssue('2025-06-04', now)).toBe(
      'Datum darf nicht in der Zukunft liegen. Maximal erlaubtes Datum ist 03.06.2025.',
    );
    expect(futureDateIssue('2025-06-03', now)).toBeNull();
    expect(futureDateIssue('2024-12-31', now)).toBeNull();
  });
  it('counts today as the site’s day, also on a server whose clock runs in UTC', () => {
    const afterMidnightInBerlin = new Date('2026-11-27T23:30:00Z'); // 28.11.2026, 00:30 in Berlin
    expect(futureDateIssue('2026-11-28', afterMidnightInBerlin)).toBeNull();
    expect(futureDateIssue('2026-11-29', afterMidnightInBerlin)).toBe(
      'Datum darf nicht in der Zukunft liegen. Maximal erlaubtes Datum ist 28.11.2026.',
    );
  });
  it('flags a later time only on today', () => {
    expect(futureTimeIssue('2025-06-03', '12:01', now)).toBe('Zeit darf nicht in der Zukunft liegen');
    expect(futureTimeIssue('2025-06-03', '12:00', now)).toBeNull();
    expect(futureTimeIssue('2025-06-02', '23:59', now)).toBeNull();
  });
});

describe('rounding', () => {
  it('rounds half away from zero on the decimal value', () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(-1.005)).toBe(-1.01);
    expect(round2(2.344999)).toBe(2.34);
    expect(Object.is(round2(-0.001), -0)).toBe(false);
    expect(round2(NaN)).toBeNaN();
  });
  it('keeps 6 significant digits for determinants', () => {
    expect(roundSignificant(0.000123456789)).toBe(0.000123457);
    expect(roundSignificant(0)).toBe(0);
  });
});
