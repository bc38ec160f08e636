// Reading pasted spreadsheet rows and lab CSV files into parameter values.
import { describe, expect, it } from 'vitest';
import { parseLabTable } from './lab-table.js';
import { parseLabDecimal } from './lab-decimal.js';
import { materialClassRequestSchema } from './schemas.js';

describe('lab decimals', () => {
  it.each([
    ['600', '600'],
    ['600,0', '600.0'],
    ['600.01', '600.01'],
    ['0.025', '0.025'],
    ['1,800', '1.800'],
    [' 0,5 ', '0.5'],
    [',5', '0.5'],
  ])('%s → %s', (input, expected) => expect(parseLabDecimal(input)).toEqual({ ok: true, value: expected }));

  it.each([
    ['-1', 'negative'],
    ['1.234,5', 'separators'],
    ['1,2,3', 'separators'],
    ['1.800', 'thousands'],
    ['abc', 'invalid'],
    ['<0,1', 'invalid'],
    ['', 'invalid'],
  ])('%s is refused (%s)', (input, error) => expect(parseLabDecimal(input)).toEqual({ ok: false, error }));
});

describe('parseLabTable', () => {
  it('reads a tab-separated spreadsheet paste with German decimals and units', () => {
    const text =
      'Parameter\tWert\tEinheit\npH-Wert\t11,2\t-\nSulfat\t800\tmg/l\nPAK16\t4,5\tmg/kg\nChrom, ges.\t12\tµg/l';
    expect(parseLabTable(text, 'RC')).toEqual({
      values: { ph: '11.2', sulfat_eluat: '800', pak16_feststoff: '4.5', chrom_ges_eluat: '12' },
      problems: [],
    });
  });

  it('reads a semicolon CSV with quotes and English decimals', () => {
    const text = '"Parameter";"Einheit";"Messwert"\r\n"Kupfer";"ug/l";"45.5"\r\n"Vanadium";"µg/l";"30"\r\n';
    expect(parseLabTable(text, 'RC').values).toEqual({ kupfer_eluat: '45.5', vanadium_eluat: '30' });
  });

  it('tells eluate from solid by the unit or a word', () => {
    const text = 'Arsen\t12\tmg/kg\nArsen\t3\tµg/l\nBlei im Eluat\t5\nBlei Feststoff\t40';
    expect(parseLabTable(text, 'BM').values).toEqual({
      arsen_feststoff: '12',
      arsen_eluat: '3',
      blei_eluat: '5',
      blei_feststoff: '40',
    });
  });

  it('names every row it cannot read', () => {
    const text = 'Sulfat\t800\tmg/kg\nUnobtainium\t3\nKupfer\t1.234,5\nArsen\t5\nVanadium\t<5';
    expect(parseLabTable(text, 'BM').problems).toEqual([
      { line: 1, text: 'Sulfat\t800\tmg/kg', message: 'Einheit „mg/kg“ passt nicht zum Parameter (erwartet: mg/l)' },
      { line: 2, text: 'Unobtainium\t3', message: 'Unbekannter Parameter „Unobtainium“' },
      {
        line: 3,
        text: 'Kupfer\t1.234,5',
        message: '„Kupfer“ ist nicht eindeutig – bitte die Einheit angeben (Eluat oder Feststoff)',
      },
      {
        line: 4,
        text: 'Arsen\t5',
        message: '„Arsen“ ist nicht eindeutig – bitte die Einheit angeben (Eluat oder Feststoff)',
      },
      {
        line: 5,
        text: 'Vanadium\t<5',
        message: 'Wert unter der Nachweis- oder Bestimmungsgrenze: bitte als Zahl eingeben',
      },
    ]);
  });

  it('two separators in a value are refused', () => {
    expect(parseLabTable('Sulfat\t1.234,5', 'RC').problems[0]!.message).toBe(
      'Bitte nur ein Dezimaltrennzeichen verwenden (z. B. 1234,5)',
    );
  });

  it('an empty table says so', () => {
    expect(parseLabTable('  \n', 'RC').problems).toEqual([{ line: 0, text: '', message: 'Die Tabelle ist leer' }]);
  });
});

describe('request schema', () => {
  const violations = (input: unknown) => {
    const result = materialClassRequestSchema.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
  };
  const sample = { values: { sulfat_eluat: '300' } };

  it('accepts a valid request and normalises the decimals', () => {
    const parsed = materialClassRequestSchema.parse({
      material: 'RC',
      basis: 'single',
      samples: [{ values: { sulfat_eluat: '600,0' } }],
    });
    expect(parsed.samples[0]!.values).toEqual({ sulfat_eluat: '600.0' });
  });

  it.each([
    [{ material: 'XX', basis: 'single', samples: [sample] }, 'material', 'Unbekanntes Material'],
    [
      { material: 'RC', basis: 'single', samples: [sample, sample] },
      'samples',
      'Bei der Einzelbewertung ist genau eine Probe anzugeben',
    ],
    [
      { material: 'RC', basis: 'series', samples: Array(6).fill(sample) },
      'samples',
      'Eine Zeitreihe umfasst höchstens fünf aufeinanderfolgende Überprüfungen',
    ],
    [
      { material: 'BM', basis: 'series', samples: [sample] },
      'basis',
      'Die Zeitreihe nach § 10 Absatz 3 gilt nicht für Bodenmaterial und Baggergut (§ 15)',
    ],
    [
      { material: 'RC', basis: 'single', samples: [{ values: { foo: '1' } }] },
      'samples.0.values.foo',
      'Unbekannter Parameter',
    ],
    [
      { material: 'RC', basis: 'single', samples: [{ values: { sulfat_eluat: '-1' } }] },
      'samples.0.values.sulfat_eluat',
      'Der Wert darf nicht negativ sein',
    ],
    [
      { material: 'RC', basis: 'single', samples: [{ values: { sulfat_eluat: 'viel' } }] },
      'samples.0.values.sulfat_eluat',
      'Bitte geben Sie eine Zahl ein',
    ],
    [
      { material: 'RC', basis: 'single', samples: [{ values: { arsen_feststoff: '1' } }] },
      'samples.0.values.arsen_feststoff',
      'Für RC gibt es keinen Materialwert zu diesem Parameter',
    ],
    [
      { material: 'RC', soilType: 'Sand', basis: 'single', samples: [sample] },
      'soilType',
      'Die Bodenart gilt nur für Bodenmaterial und Baggergut',
    ],
    [
      { material: 'RC', basis: 'single', samples: [{ values: {} }] },
      'samples.0.values',
      'Bitte geben Sie mindestens einen Laborwert ein',
    ],
  ])('%j → %s', (input, path, message) => {
    expect(violations(input)).toContainEqual([path, message]);
  });
});
