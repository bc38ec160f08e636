// The lab values of a batch analytic (decision 0282): class of an analytic class, the compliance
// assistant's class, the request with the pile's earlier checks, the reason asked for a deviation.
import { describe, expect, it } from 'vitest';
import { evaluate, cleanRc } from '../material-class/test-samples.js';
import { admissibilityClassOf, analyticLabRequest, deviationViolation, labClassOf } from './analytic-lab-values.js';
import { analyticSchema } from './processing-schemas.js';

const sample = (values: Record<string, string>) => ({ values });

describe('analytic lab values', () => {
  it.each([
    ['rc_2_0_32', { material: 'RC', materialClass: 'RC-2' }],
    ['rc_1_sonstige', { material: 'RC', materialClass: 'RC-1' }],
    ['bm_0', { material: 'BM', materialClass: 'BM-0' }],
    ['bm_0_star', { material: 'BM', materialClass: 'BM-0*' }],
    ['bg_f0_star', { material: 'BG', materialClass: 'BG-F0*' }],
    ['gs_3', { material: 'GS', materialClass: 'GS-3' }],
    ['zm_0_8', null],
  ])('%s is judged as %j', (value, expected) => expect(labClassOf(value)).toEqual(expected));

  it.each([
    ['rc_1_0_32', null, 'rc_1'],
    ['zm_0_16', null, 'zm'],
    ['bm_0', 'Sand', 'bm_0_sand'],
    ['bm_0', null, 'bm_0_lehm_schluff'],
    ['bg_f2', null, 'bg_f2'],
    ['gs_0', null, 'gs_0'],
  ] as const)('%s (%s) reads %s for the admissibility', (value, soil, expected) =>
    expect(admissibilityClassOf(value, soil)).toBe(expected),
  );

  it('judges plant products as a series of at most five checks, soil alone', () => {
    const earlier = ['1', '2', '3', '4', '5'].map((n) => sample({ sulfat_eluat: n }));
    const series = analyticLabRequest('RC', { values: { sulfat_eluat: '6' }, freshConcrete: true }, earlier);
    expect(series.basis).toBe('series');
    expect(series.freshConcrete).toBe(true);
    expect(series.samples.map((entry) => entry.values.sulfat_eluat)).toEqual(['2', '3', '4', '5', '6']);
    const soil = analyticLabRequest('BM', { values: { arsen_feststoff: '5' }, soilType: 'Ton' }, earlier);
    expect(soil).toEqual({
      material: 'BM',
      basis: 'single',
      soilType: 'Ton',
      samples: [sample({ arsen_feststoff: '5' })],
    });
  });

  it('asks for a reason only when the chosen class is not the computed one', () => {
    const rc2 = evaluate({
      material: 'RC',
      basis: 'single',
      samples: [{ values: { ...cleanRc, sulfat_eluat: '800' } }],
    });
    expect(deviationViolation('rc_2_0_32', rc2, undefined)).toBeNull();
    expect(deviationViolation('rc_1_0_32', rc2, 'Nachuntersuchung')).toBeNull();
    expect(deviationViolation('rc_1_0_32', rc2, '  ')).toEqual({
      propertyPath: 'classDeviationComment',
      title: 'Bitte begründen Sie, warum Sie von der berechneten Materialklasse (RC-2) abweichen.',
    });
    expect(deviationViolation('rc_1_0_32', null, undefined)).toBeNull();
  });

  it('normalises the lab values of the analytic and keeps the spec payload without them', () => {
    const base = {
      samplingDate: '2026-11-02',
      samplingProtocolDocuments: ['0b9f3c1e-2d4a-4e6b-8c7d-9e0f1a2b3c4d'],
      reportDocuments: ['0b9f3c1e-2d4a-4e6b-8c7d-9e0f1a2b3c4e'],
      grainSizeAndQuality: 'rc_1_0_32',
      materialClassFootnotes: ['keine'],
      isOperationalAssessmentRequired: false,
    };
    expect(analyticSchema.parse(base)).not.toHaveProperty('labValues');
    const parsed = analyticSchema.parse({ ...base, labValues: { values: { sulfat_eluat: '600,0' } } });
    expect(parsed.labValues).toEqual({ values: { sulfat_eluat: '600.0' } });
    // What the form sends (the schema's output) passes the server's parse again.
    expect(analyticSchema.parse(parsed)).toEqual(parsed);
    const zm = analyticSchema.safeParse({ ...base, grainSizeAndQuality: 'zm_0_8', labValues: { values: {} } });
    expect(zm.error!.issues[0]!.path).toEqual(['labValues']);
  });
});
