// The class of a lab report under §§ 10, 15 ErsatzbaustoffV, case by case against the law's
// numbers (written out here from Anlage 1, not read from the generated tables).
import { describe, expect, it } from 'vitest';
import { cleanRc, cleanSoil, evaluate, series, single } from './test-samples.js';

const rcLimits = {
  sulfat_eluat: ['600', '1000', '3500'],
  pak15_eluat: ['4,0', '8,0', '25'],
  pak16_feststoff: ['10', '15', '20'],
  chrom_ges_eluat: ['150', '440', '900'],
  kupfer_eluat: ['110', '250', '500'],
  vanadium_eluat: ['120', '700', '1350'],
} as const;
const justAbove = (limit: string) => `${limit.includes(',') ? limit : `${limit},`}01`.replace(',,', ',');
const rcClasses = ['RC-1', 'RC-2', 'RC-3'];

describe('RC class boundaries (Anlage 1 Tabelle 1)', () => {
  const cases = Object.entries(rcLimits).flatMap(([key, limits]) =>
    limits.flatMap((limit, index) => [
      { key, value: limit, expected: rcClasses[index]! },
      { key, value: justAbove(limit), expected: rcClasses[index + 1] ?? null },
    ]),
  );
  it.each(cases)('$key = $value → $expected', ({ key, value, expected }) => {
    const result = single('RC', { ...cleanRc, [key]: value });
    expect(result.materialClass).toBe(expected);
    expect(result.incomplete).toEqual([]);
    if (expected !== 'RC-1') expect(result.decisive.map((d) => d.parameter)).toEqual([key]);
  });

  it('"600" and "600,0" meet 600, "600,01" does not', () => {
    expect(single('RC', { ...cleanRc, sulfat_eluat: '600' }).materialClass).toBe('RC-1');
    expect(single('RC', { ...cleanRc, sulfat_eluat: '600,0' }).materialClass).toBe('RC-1');
    expect(single('RC', { ...cleanRc, sulfat_eluat: '600.00' }).materialClass).toBe('RC-1');
    expect(single('RC', { ...cleanRc, sulfat_eluat: '600,01' }).materialClass).toBe('RC-2');
  });

  it('explains itself: decisive value and limit, each class with its exceeded parameters', () => {
    const result = single('RC', { ...cleanRc, sulfat_eluat: '800', kupfer_eluat: '300' });
    expect(result.materialClass).toBe('RC-3');
    expect(result.decisive).toEqual([{ parameter: 'kupfer_eluat', value: '300', limit: '250', class: 'RC-2' }]);
    expect(result.classes).toEqual([
      { materialClass: 'RC-1', met: false, exceeded: ['sulfat_eluat', 'kupfer_eluat'], missing: [], tolerated: [] },
      { materialClass: 'RC-2', met: false, exceeded: ['kupfer_eluat'], missing: [], tolerated: [] },
      { materialClass: 'RC-3', met: true, exceeded: [], missing: [], tolerated: [] },
    ]);
  });

  it('no class met: null, decisive against RC-3', () => {
    const result = single('RC', { ...cleanRc, sulfat_eluat: '4000' });
    expect(result.materialClass).toBeNull();
    expect(result.decisive).toEqual([{ parameter: 'sulfat_eluat', value: '4000', limit: '3500', class: 'RC-3' }]);
  });

  it('a missing parameter: none, and incomplete names it', () => {
    const { vanadium_eluat: _omitted, ...values } = cleanRc;
    const result = single('RC', values);
    expect(result.materialClass).toBeNull();
    expect(result.incomplete).toEqual(['vanadium_eluat']);
    expect(result.decisive).toEqual([]);
  });

  it('a missing parameter keeps the class open even when a better class already failed', () => {
    const { vanadium_eluat: _omitted, ...values } = cleanRc;
    const result = single('RC', { ...values, sulfat_eluat: '700' });
    expect(result.materialClass).toBeNull();
    expect(result.incomplete).toEqual(['vanadium_eluat']);
  });

  it('pH and conductivity missing do not make the result incomplete (orientation values)', () => {
    const { ph: _ph, elektrische_leitfaehigkeit: _lf, ...values } = cleanRc;
    expect(single('RC', values).materialClass).toBe('RC-1');
  });
});

describe('orientation values (§ 10 (5))', () => {
  it('pH beyond the range never decides but warns', () => {
    const result = single('RC', { ...cleanRc, ph: '13,2' });
    expect(result.materialClass).toBe('RC-1');
    expect(result.warnings).toEqual([
      'Orientierungswert überschritten: pH-Wert 13,2 (RC-1: 6 – 13); Abweichung höchstens 0,5 Einheiten',
    ]);
  });

  it('pH more than 0,5 units off asks for the cause', () => {
    expect(single('RC', { ...cleanRc, ph: '5,4' }).warnings[0]).toContain(
      'Abweichung mehr als 0,5 Einheiten – Ursache ermitteln (§ 10 Absatz 5)',
    );
  });

  it('conductivity more than 10 % above asks for the cause, within 10 % only warns', () => {
    expect(single('RC', { ...cleanRc, elektrische_leitfaehigkeit: '2751' }).warnings[0]).toBe(
      'Orientierungswert überschritten: Elektrische Leitfähigkeit 2.751 µS/cm (RC-1: 2.500 µS/cm); Abweichung mehr als 10 % – Ursache ermitteln (§ 10 Absatz 5)',
    );
    expect(single('RC', { ...cleanRc, elektrische_leitfaehigkeit: '2750' }).warnings[0]).toContain(
      'Abweichung höchstens 10 %',
    );
  });

  it('conductivity at the value: no warning', () => {
    expect(single('RC', { ...cleanRc, elektrische_leitfaehigkeit: '2500' }).warnings).toEqual([]);
  });

  it('fresh concrete: pH and conductivity disregarded when sulfate and the other values are met', () => {
    const values = { ...cleanRc, ph: '13,8', elektrische_leitfaehigkeit: '4000' };
    expect(single('RC', values).warnings).toHaveLength(2);
    const fresh = single('RC', values, { freshConcrete: true });
    expect(fresh.materialClass).toBe('RC-1');
    expect(fresh.warnings).toEqual([]);
    expect(fresh.rulesApplied.join('\n')).toContain('§ 10 Absatz 5 Satz 4');
  });

  it('foundry sand: pH is a limit value (> 9)', () => {
    const grs = {
      ph: '9,1',
      fluorid_eluat: '1',
      doc_eluat: '10',
      arsen_eluat: '10',
      blei_eluat: '10',
      chrom_ges_eluat: '10',
      kupfer_eluat: '10',
      molybdaen_eluat: '10',
      nickel_eluat: '10',
      vanadium_eluat: '10',
      zink_eluat: '10',
    };
    expect(single('GRS', grs).materialClass).toBe('GRS');
    const atNine = single('GRS', { ...grs, ph: '9' });
    expect(atNine.materialClass).toBeNull();
    expect(atNine.decisive).toEqual([{ parameter: 'ph', value: '9', limit: '> 9', class: 'GRS' }]);
    const { ph: _ph, ...withoutPh } = grs;
    expect(single('GRS', withoutPh).incomplete).toEqual(['ph']);
  });

  it('SKG conductivity range 10 – 60 is an orientation value too', () => {
    const result = single('SKG', { ph: '8', elektrische_leitfaehigkeit: '5' });
    expect(result.materialClass).toBe('SKG');
    expect(result.warnings[0]).toContain('Elektrische Leitfähigkeit 5 µS/cm (SKG: 10 – 60 µS/cm)');
  });
});

describe('sums from single substances (§ 10 (4))', () => {
  const pak16 = (entries: unknown[]) =>
    evaluate({
      material: 'RC',
      basis: 'single',
      samples: [{ values: { ...withoutPak16 }, singleSubstances: { pak16_feststoff: entries } }],
    } as never);
  const { pak16_feststoff: _p, ...withoutPak16 } = cleanRc;

  it('values add up exactly', () => {
    const result = pak16([
      { name: 'Naphthalin', value: '4,1' },
      { name: 'Phenanthren', value: '5,9' },
    ]);
    expect(result.values.pak16_feststoff).toBe('10');
    expect(result.materialClass).toBe('RC-1');
  });

  it('below the detection limit counts 0', () => {
    const result = pak16([
      { name: 'Naphthalin', value: '10' },
      { name: 'Acenaphthen', below: 'detection' },
    ]);
    expect(result.values.pak16_feststoff).toBe('10');
    expect(result.materialClass).toBe('RC-1');
  });

  it('between detection and quantification limit counts half the quantification limit', () => {
    const result = pak16([
      { name: 'Naphthalin', value: '10' },
      { name: 'Acenaphthen', below: 'quantification', quantificationLimit: '0,05' },
    ]);
    expect(result.values.pak16_feststoff).toBe('10.025');
    expect(result.materialClass).toBe('RC-2');
    expect(result.sums[0]!.substances[1]).toEqual({ name: 'Acenaphthen', counted: '0.025', basis: 'quantification' });
    expect(result.rulesApplied.join('\n')).toContain('§ 10 Absatz 4: PAK16 = 10,025 mg/kg aus 2 Einzelstoffen');
  });

  it('a sum given directly is taken as it is', () => {
    expect(single('RC', { ...cleanRc, pak16_feststoff: '15' }).materialClass).toBe('RC-2');
  });
});

describe('series of a plant (§ 10 (3), Anlage 6)', () => {
  const check = (sulfat: string) => ({ ...cleanRc, sulfat_eluat: sulfat });

  it('one exceedance below the reference value (600 + 25 % = 750) is tolerated', () => {
    const result = series('RC', [check('300'), check('749'), check('300'), check('300'), check('300')]);
    expect(result.materialClass).toBe('RC-1');
    expect(result.classes[0]!.tolerated).toEqual(['sulfat_eluat']);
    expect(result.rulesApplied.join('\n')).toContain('Bezugswert 750 mg/l, Anlage 6: 25 %');
  });

  it('the newest check may be the tolerated one', () => {
    expect(series('RC', [check('300'), check('700')]).materialClass).toBe('RC-1');
  });

  it('one exceedance at the reference value is not tolerated', () => {
    const result = series('RC', [check('300'), check('750')]);
    expect(result.materialClass).toBe('RC-2');
    expect(result.decisive).toEqual([{ parameter: 'sulfat_eluat', value: '750', limit: '600', class: 'RC-1' }]);
  });

  it('two exceedances of the same value are not tolerated', () => {
    expect(series('RC', [check('610'), check('300'), check('620')]).materialClass).toBe('RC-2');
  });

  it('exceedances of different values are each tolerated once', () => {
    const result = series('RC', [check('610'), { ...cleanRc, kupfer_eluat: '120' }, check('300')]);
    expect(result.materialClass).toBe('RC-1');
    expect(result.classes[0]!.tolerated).toEqual(['sulfat_eluat', 'kupfer_eluat']);
  });

  it('first external check (a series of one): nothing tolerated', () => {
    const result = series('RC', [check('610')]);
    expect(result.materialClass).toBe('RC-2');
    expect(result.rulesApplied[0]).toContain('erste Fremdüberwachung');
  });

  it('metals in the eluate: 50 % (RC-1 copper 110 → 165)', () => {
    expect(series('RC', [cleanRc, { ...cleanRc, kupfer_eluat: '164,9' }]).materialClass).toBe('RC-1');
    expect(series('RC', [cleanRc, { ...cleanRc, kupfer_eluat: '165' }]).materialClass).toBe('RC-2');
  });

  it('a reconstructed Anlage 6 row (PAK mg/kg, 40 %) is named in the answer', () => {
    const result = series('RC', [cleanRc, { ...cleanRc, pak16_feststoff: '13' }]);
    expect(result.materialClass).toBe('RC-1');
    expect(result.warnings).toEqual([
      'Bezugswert für PAK16 (RC-1) aus einer rekonstruierten Zeile der Anlage 6 (PAK, mg/kg, 40 %) – bitte am Gesetzestext prüfen',
    ]);
  });

  it('a confirmed row gives no such note', () => {
    expect(series('RC', [cleanRc, check('700')]).warnings).toEqual([]);
  });

  it('a missing value in an earlier check makes the series incomplete', () => {
    const { kupfer_eluat: _k, ...older } = cleanRc;
    expect(series('RC', [older, cleanRc]).incomplete).toEqual(['kupfer_eluat']);
  });
});

describe('soil and dredged material (Anlage 1 Tabelle 3, §§ 15, 16)', () => {
  const soil = (values: Record<string, string>, soilType?: string) =>
    single('BM', { ...cleanSoil, ...values }, soilType ? { soilType } : {});

  it.each([
    ['Sand', 'arsen_feststoff', '10', '10,1'],
    ['Lehm/Schluff', 'blei_feststoff', '70', '70,1'],
    ['Ton', 'blei_feststoff', '100', '100,1'],
    ['Sand', 'cadmium_feststoff', '0,4', '0,41'],
    ['Lehm/Schluff', 'zink_feststoff', '150', '151'],
    ['Ton', 'nickel_feststoff', '70', '70,01'],
  ])('%s: %s at %s is BM-0, at %s BM-0*', (soilType, key, atLimit, above) => {
    expect(soil({ [key]: atLimit }, soilType).materialClass).toBe('BM-0');
    const result = soil({ [key]: above }, soilType);
    expect(result.materialClass).toBe('BM-0*');
    expect(result.decisive[0]).toMatchObject({ parameter: key, class: 'BM-0' });
  });

  it('the same values give different classes by soil type', () => {
    expect(soil({ blei_feststoff: '60' }, 'Sand').materialClass).toBe('BM-0*');
    expect(soil({ blei_feststoff: '60' }, 'Lehm/Schluff').materialClass).toBe('BM-0');
  });

  it('without a soil type the material is judged as Lehm, Schluff (footnote 2)', () => {
    const result = soil({ blei_feststoff: '60' });
    expect(result.materialClass).toBe('BM-0');
    expect(result.soilType).toBe('Lehm/Schluff');
    expect(result.rulesApplied).toContain('Tabelle 3 Fußnote 2: Bodenart nicht angegeben – bewertet wie Lehm, Schluff');
  });

  it('dredged material uses the same columns under BG names', () => {
    expect(single('BG', { ...cleanSoil, arsen_feststoff: '30' }).materialClass).toBe('BG-F0*');
    expect(single('BG', { ...cleanSoil }).classes.map((c) => c.materialClass)).toEqual([
      'BG-0',
      'BG-0*',
      'BG-F0*',
      'BG-F1',
      'BG-F2',
      'BG-F3',
    ]);
  });

  it.each([
    ['arsen_eluat', '12', 'BM-F0*', '12,1', 'BM-F1'],
    ['arsen_eluat', '20', 'BM-F1', '20,5', 'BM-F2'],
    ['arsen_eluat', '85', 'BM-F2', '86', 'BM-F3'],
    ['arsen_eluat', '100', 'BM-F3', '101', null],
  ])('F classes: with arsenic solid 30, %s = %s → %s, %s → %s', (key, atLimit, atClass, above, aboveClass) => {
    expect(soil({ arsen_feststoff: '30', [key]: atLimit }).materialClass).toBe(atClass);
    expect(soil({ arsen_feststoff: '30', [key]: above }).materialClass).toBe(aboveClass);
  });

  it('footnote 3: BM-0* eluate values count only where the BM-0 solid value is exceeded', () => {
    // Arsenic eluate 10 exceeds BM-0* (8) but the solid content 5 stays below BM-0 (20): not relevant,
    // yet the F0* value (12) holds for the F classes, so BM-0 decides on its own.
    expect(soil({ arsen_eluat: '10' }).materialClass).toBe('BM-0');
    // With the solid value above BM-0 the eluate value of BM-0* counts.
    const result = soil({ arsen_feststoff: '15', arsen_eluat: '10' }, 'Sand');
    expect(result.materialClass).toBe('BM-F0*');
    expect(result.decisive).toEqual([{ parameter: 'arsen_eluat', value: '10', limit: '8', class: 'BM-0*' }]);
  });

  it('footnote 3: the bracketed value applies at TOC ≥ 0,5 %', () => {
    const values = { arsen_feststoff: '15', arsen_eluat: '10' };
    expect(soil({ ...values, toc_feststoff: '0,5' }, 'Sand').materialClass).toBe('BM-0*');
    expect(soil({ ...values, toc_feststoff: '0,49' }, 'Sand').materialClass).toBe('BM-F0*');
    expect(soil({ ...values, toc_feststoff: '0,5' }, 'Sand').rulesApplied).toContain(
      'Tabelle 3 Fußnote 3: Klammerwerte von BM-0*/BG-0*, da TOC ≥ 0,5 %',
    );
  });

  it('footnote 3: without the solid exceeded the eluate may be missing for BM-0*', () => {
    const { arsen_eluat: _a, ...values } = cleanSoil;
    const result = single('BM', { ...values, blei_feststoff: '100' });
    expect(result.materialClass).toBe('BM-0*');
    expect(result.incomplete).toEqual([]);
  });

  it('footnote 6: cadmium 1,5 mg/kg for BM-0* on clay', () => {
    expect(soil({ cadmium_feststoff: '1,5' }, 'Ton').materialClass).toBe('BM-0');
    expect(soil({ cadmium_feststoff: '1,5', cadmium_eluat: '1' }, 'Lehm/Schluff').materialClass).toBe('BM-F0*');
    expect(soil({ cadmium_feststoff: '1,6', cadmium_eluat: '1' }, 'Ton').materialClass).toBe('BM-F0*');
    expect(
      soil({ chrom_ges_feststoff: '110', cadmium_feststoff: '1,5', cadmium_eluat: '1' }, 'Ton').materialClass,
    ).toBe('BM-0*');
  });

  it('footnote 7: TOC above 1 % does not decide BM-0 (orientation value) but warns', () => {
    const result = soil({ toc_feststoff: '2' });
    expect(result.materialClass).toBe('BM-0');
    expect(result.warnings[0]).toBe(
      'Orientierungswert überschritten: TOC 2 M% (BM-0: 1 M%); bodenmaterialspezifischer Orientierungswert (Tabelle 3 Fußnote 7)',
    );
  });

  it('footnote 7: TOC limits the F classes (5 %)', () => {
    expect(soil({ toc_feststoff: '6', arsen_feststoff: '30' }).materialClass).toBeNull();
  });

  it('footnote 8: the total C10–C40 is limited by the bracketed value', () => {
    expect(soil({ blei_feststoff: '100', kohlenwasserstoffe_c10_c40_feststoff: '600' }).materialClass).toBe('BM-0*');
    const result = soil({ blei_feststoff: '100', kohlenwasserstoffe_c10_c40_feststoff: '601' });
    expect(result.materialClass).toBe('BM-F3');
    expect(result.decisive).toEqual([
      { parameter: 'kohlenwasserstoffe_c10_c40_feststoff', value: '601', limit: '600', class: 'BM-F2' },
    ]);
  });

  it('footnote 12: for the F classes mercury counts by its total content; the BM-0* eluate value holds', () => {
    expect(soil({ quecksilber_feststoff: '0,6', quecksilber_eluat: '0,1' }).materialClass).toBe('BM-0*');
    expect(soil({ quecksilber_feststoff: '0,7', quecksilber_eluat: '0,1' }).materialClass).toBe('BM-F3');
    const result = soil({ quecksilber_feststoff: '0,7', quecksilber_eluat: '0,2' });
    expect(result.materialClass).toBeNull();
    expect(result.decisive[0]).toMatchObject({ parameter: 'quecksilber_eluat', limit: '0.1', class: 'BM-F3' });
  });

  it('footnote 12: thallium eluate 0,3 at TOC ≥ 0,5 % for the F classes too', () => {
    expect(soil({ thallium_feststoff: '1,5', thallium_eluat: '0,3', toc_feststoff: '0,5' }).materialClass).toBe(
      'BM-F0*',
    );
    expect(soil({ thallium_feststoff: '1,5', thallium_eluat: '0,3' }).materialClass).toBeNull();
  });

  it('footnote 3: PAK15 in the eluate counts for BM-0* only when PAK16 exceeds the BM-0 value', () => {
    expect(soil({ pak15_eluat: '0,25' }).materialClass).toBe('BM-0');
    expect(soil({ pak16_feststoff: '4', pak15_eluat: '0,25' }).materialClass).toBe('BM-F0*');
  });

  it('mineral foreign matter: up to 10 % for BM-0/BM-0*, up to 50 % for the F classes', () => {
    expect(soil({ mineralische_fremdbestandteile: '10' }).materialClass).toBe('BM-0');
    expect(soil({ mineralische_fremdbestandteile: '10,5' }).materialClass).toBe('BM-F0*');
    expect(soil({ mineralische_fremdbestandteile: '51' }).materialClass).toBeNull();
  });

  it('table 4 values count for the F classes when measured (§ 14 (1) sentence 4)', () => {
    const result = soil({ arsen_feststoff: '30', cyanide_feststoff: '5' });
    expect(result.materialClass).toBe('BM-F3');
    expect(result.decisive).toEqual([{ parameter: 'cyanide_feststoff', value: '5', limit: '3', class: 'BM-F2' }]);
  });

  it('sulfate above 250 mg/l warns with footnote 5', () => {
    const result = soil({ sulfat_eluat: '300' });
    expect(result.materialClass).toBe('BM-F1');
    expect(result.warnings.join('\n')).toContain('Tabelle 3 Fußnote 5');
  });

  it('names the missing parameters of soil', () => {
    const { benzo_a_pyren_feststoff: _b, eox_feststoff: _e, ...values } = cleanSoil;
    const result = single('BM', values);
    expect(result.materialClass).toBeNull();
    expect(result.incomplete).toEqual(['benzo_a_pyren_feststoff', 'eox_feststoff']);
  });

  it('PCB in the solid from single substances; above BM-0 the eluate becomes necessary (footnote 3)', () => {
    const { pcb6_pcb118_feststoff: _p, ...values } = cleanSoil;
    const substances = ['PCB-28', 'PCB-52', 'PCB-101', 'PCB-118', 'PCB-138', 'PCB-153', 'PCB-180'];
    const withEluate = (eluate: Record<string, string>) =>
      evaluate({
        material: 'BM',
        basis: 'single',
        samples: [
          {
            values: { ...values, ...eluate },
            singleSubstances: {
              pcb6_pcb118_feststoff: substances.map((name, index) =>
                index < 5 ? { name, value: '0,01' } : { name, below: 'quantification', quantificationLimit: '0,01' },
              ),
            },
          },
        ],
      } as never);
    const result = withEluate({});
    expect(result.values.pcb6_pcb118_feststoff).toBe('0.06');
    expect(result.materialClass).toBeNull();
    expect(result.incomplete).toEqual(['pcb6_pcb118_eluat']);
    expect(withEluate({ pcb6_pcb118_eluat: '0,01' }).materialClass).toBe('BM-0*');
  });
});

describe('track ballast and other tables', () => {
  const gs = {
    ph: '8',
    elektrische_leitfaehigkeit: '300',
    atrazin_eluat: '0,1',
    bromacil_eluat: '0,1',
    diuron_eluat: '0,05',
    glyphosat_eluat: '0,1',
    ampa_eluat: '1',
    simazin_eluat: '0,1',
    sonstige_herbizide_eluat: '0,1',
    mkw_eluat: '100',
    pak15_eluat: '0,2',
  };
  it.each([
    ['diuron_eluat', '0,1', 'GS-0'],
    ['diuron_eluat', '0,11', 'GS-1'],
    ['glyphosat_eluat', '17', 'GS-2'],
    ['mkw_eluat', '500', 'GS-3'],
    ['mkw_eluat', '501', null],
  ])('GS: %s = %s → %s', (key, value, expected) => {
    expect(single('GS', { ...gs, [key]: value }).materialClass).toBe(expected);
  });

  it('HMVA: chloride decides between HMVA-1 and HMVA-2', () => {
    const hmva = {
      chlorid_eluat: '160',
      sulfat_eluat: '800',
      antimon_eluat: '5',
      chrom_ges_eluat: '100',
      kupfer_eluat: '100',
      molybdaen_eluat: '50',
      vanadium_eluat: '50',
    };
    expect(single('HMVA', hmva).materialClass).toBe('HMVA-1');
    expect(single('HMVA', { ...hmva, chlorid_eluat: '161' }).materialClass).toBe('HMVA-2');
  });

  it('HS: the sulfate cell with an unconfirmed column is named', () => {
    const result = single('HS', { sulfat_eluat: '300', vanadium_eluat: '20' });
    expect(result.materialClass).toBe('HS');
    expect(result.warnings[0]).toContain('Spaltenzuordnung des Materialwerts Sulfat 350 mg/l nicht');
  });
});

describe('what a class needs', () => {
  it('BM-0 needs no eluate beyond sulfate: met without the eluates of the F classes', () => {
    const { arsen_eluat: _a, blei_eluat: _b, zink_eluat: _z, ...values } = cleanSoil;
    expect(single('BM', values).materialClass).toBe('BM-0');
  });

  it('a better class that cannot be decided keeps the answer open even if a worse one is met', () => {
    const { kohlenwasserstoffe_c10_c40_feststoff: _k, ...values } = cleanSoil;
    const result = single('BM', { ...values, blei_feststoff: '100' });
    expect(result.materialClass).toBeNull();
    expect(result.incomplete).toEqual(['kohlenwasserstoffe_c10_c40_feststoff']);
  });
});
