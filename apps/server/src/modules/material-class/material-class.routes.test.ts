// POST /material-class/evaluate and /material-class/evaluation-sheet through the real app.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type TestUser } from '../../test/test-app.js';
import { call } from '../../test/soil-installation.js';
import { pdfText } from '../../test/pdf-text.js';

const rc = {
  ph: '11,2',
  elektrische_leitfaehigkeit: '1800',
  sulfat_eluat: '800',
  pak15_eluat: '2,1',
  pak16_feststoff: '6,4',
  chrom_ges_eluat: '45',
  kupfer_eluat: '38',
  vanadium_eluat: '22',
};
const single = (values: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  material: 'RC',
  basis: 'single',
  samples: [{ values }],
  ...extra,
});

describe('material class API', () => {
  let app: TestApp;
  let user: TestUser;
  let guest: TestUser;
  beforeAll(async () => {
    app = await createTestApp();
    user = await createUser(app, { firstName: 'Greta', lastName: 'Gutachter' });
    guest = await createUser(app, { type: 'guest' });
  });
  afterAll(() => app.cleanup());

  it('answers 401 to anonymous callers, before looking at the body', async () => {
    for (const path of ['/material-class/evaluate', '/material-class/evaluation-sheet']) {
      const response = await call(app, null, 'POST', path, { material: 'XX' });
      expect(response.statusCode).toBe(401);
    }
  });

  it('answers the class with its reasons', async () => {
    const response = await call(app, user, 'POST', '/material-class/evaluate', single(rc));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      materialClass: 'RC-2',
      decisive: [{ parameter: 'sulfat_eluat', value: '800', limit: '600', class: 'RC-1' }],
      classes: [
        { materialClass: 'RC-1', met: false, exceeded: ['sulfat_eluat'] },
        { materialClass: 'RC-2', met: true, exceeded: [] },
        { materialClass: 'RC-3', met: true, exceeded: [] },
      ],
      warnings: [],
      incomplete: [],
    });
    expect(body.rulesApplied[0]).toContain('§ 10 Absatz 2');
  });

  it('any signed-in user may call it, guests too', async () => {
    const response = await call(app, guest, 'POST', '/material-class/evaluate', single(rc));
    expect(response.statusCode).toBe(200);
  });

  it('sums single substances and judges a series', async () => {
    const { pak16_feststoff: _p, ...values } = rc;
    const summed = await call(app, user, 'POST', '/material-class/evaluate', {
      material: 'RC',
      basis: 'series',
      samples: [
        { values: { ...rc, sulfat_eluat: '300' } },
        {
          values: { ...values, sulfat_eluat: '700' },
          singleSubstances: {
            pak16_feststoff: [
              { name: 'Naphthalin', value: '3' },
              { name: 'Acenaphthen', below: 'detection' },
              { name: 'Fluoren', below: 'quantification', quantificationLimit: '0,1' },
            ],
          },
        },
      ],
    });
    expect(summed.statusCode).toBe(200);
    expect(summed.json()).toMatchObject({
      materialClass: 'RC-1',
      values: { pak16_feststoff: '3.05' },
      classes: [{ materialClass: 'RC-1', met: true, tolerated: ['sulfat_eluat'] }, {}, {}],
    });
  });

  it('soil with its soil type', async () => {
    const response = await call(app, user, 'POST', '/material-class/evaluate', {
      material: 'BM',
      soilType: 'Sand',
      basis: 'single',
      samples: [{ values: { arsen_feststoff: '12' } }],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ materialClass: null, soilType: 'Sand' });
    expect(response.json().incomplete).toContain('blei_feststoff');
  });

  const sample = { values: { sulfat_eluat: '300' } };
  it.each([
    ['unknown material', { material: 'XY', basis: 'single', samples: [sample] }, 'material', 'Unbekanntes Material'],
    ['unknown parameter key', single({ sulfit: '3' }), 'samples.0.values.sulfit', 'Unbekannter Parameter'],
    [
      'parameter of another material',
      single({ quecksilber_eluat: '3' }),
      'samples.0.values.quecksilber_eluat',
      'Für RC gibt es keinen Materialwert zu diesem Parameter',
    ],
    [
      'negative value',
      single({ sulfat_eluat: '-5' }),
      'samples.0.values.sulfat_eluat',
      'Der Wert darf nicht negativ sein',
    ],
    [
      'not a number',
      single({ sulfat_eluat: 'hoch' }),
      'samples.0.values.sulfat_eluat',
      'Bitte geben Sie eine Zahl ein',
    ],
    [
      'two separators',
      single({ sulfat_eluat: '1.234,5' }),
      'samples.0.values.sulfat_eluat',
      'Bitte nur ein Dezimaltrennzeichen verwenden (z. B. 1234,5)',
    ],
    ['empty table', single({}), 'samples.0.values', 'Bitte geben Sie mindestens einen Laborwert ein'],
    [
      'no samples',
      { material: 'RC', basis: 'single', samples: [] },
      'samples',
      'Bitte geben Sie mindestens eine Probe an',
    ],
    [
      'single with two samples',
      { material: 'RC', basis: 'single', samples: [sample, sample] },
      'samples',
      'Bei der Einzelbewertung ist genau eine Probe anzugeben',
    ],
    [
      'series of six',
      { material: 'RC', basis: 'series', samples: Array(6).fill(sample) },
      'samples',
      'Eine Zeitreihe umfasst höchstens fünf aufeinanderfolgende Überprüfungen',
    ],
    [
      'series of soil',
      { material: 'BG', basis: 'series', samples: [{ values: { arsen_feststoff: '3' } }] },
      'basis',
      'Die Zeitreihe nach § 10 Absatz 3 gilt nicht für Bodenmaterial und Baggergut (§ 15)',
    ],
    [
      'unknown basis',
      { material: 'RC', basis: 'weekly', samples: [sample] },
      'basis',
      'Bitte wählen Sie einen gültigen Wert',
    ],
    [
      'soil type for RC',
      single(rc, { soilType: 'Sand' }),
      'soilType',
      'Die Bodenart gilt nur für Bodenmaterial und Baggergut',
    ],
    [
      'unknown soil type',
      { material: 'BM', soilType: 'Kies', basis: 'single', samples: [{ values: { arsen_feststoff: '3' } }] },
      'soilType',
      'Bitte wählen Sie einen gültigen Wert',
    ],
    [
      'fresh concrete for soil',
      { material: 'BM', freshConcrete: true, basis: 'single', samples: [{ values: { arsen_feststoff: '3' } }] },
      'freshConcrete',
      'Nur für Recycling-Baustoffe (frisch gebrochenes, reines Betonmaterial)',
    ],
    [
      'single substances of a non-sum',
      { ...single(rc), samples: [{ values: {}, singleSubstances: { kupfer_eluat: [{ name: 'Cu', value: '1' }] } }] },
      'samples.0.singleSubstances.kupfer_eluat',
      'Dieser Parameter ist kein Summenparameter',
    ],
    [
      'a sum given twice',
      {
        ...single(rc),
        samples: [{ values: rc, singleSubstances: { pak16_feststoff: [{ name: 'Naphthalin', value: '1' }] } }],
      },
      'samples.0.singleSubstances.pak16_feststoff',
      'Summe entweder als Wert oder aus Einzelstoffen angeben, nicht beides',
    ],
    [
      'below quantification without its limit',
      {
        ...single(rc),
        samples: [
          {
            values: { sulfat_eluat: '1' },
            singleSubstances: { pak15_eluat: [{ name: 'Pyren', below: 'quantification' }] },
          },
        ],
      },
      'samples.0.singleSubstances.pak15_eluat.0.quantificationLimit',
      'Bitte geben Sie die Bestimmungsgrenze an',
    ],
    ['unknown field', single(rc, { colour: 'rot' }), 'colour', 'Dieses Feld ist nicht erlaubt'],
  ])('%s → 422 on the field', async (_label, payload, propertyPath, title) => {
    for (const path of ['/material-class/evaluate', '/material-class/evaluation-sheet']) {
      const response = await call(app, user, 'POST', path, payload);
      expect(response.statusCode).toBe(422);
      const body = response.json();
      expect(body).toMatchObject({ code: 422, message: 'Die Eingaben sind nicht gültig.' });
      expect(body.payload.violations).toContainEqual({ propertyPath, title });
    }
  });

  it('returns the evaluation sheet as PDF with values, limits, decisive parameter, rules and who', async () => {
    const response = await call(app, user, 'POST', '/material-class/evaluation-sheet', single(rc));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('Bewertungsbogen%20RC-2.pdf');
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Bewertungsbogen Materialklasse');
    expect(text).toContain('Sulfat 800 mg/l > 600 mg/l (RC-1)');
    expect(text).toMatch(/Sulfat\s+mg\/l\s+800\s+600 ▲\s+1\.000\s+3\.500/);
    expect(text).toContain('§ 10 Absatz 2');
    expect(text).toContain('Greta Gutachter');
  });
});
