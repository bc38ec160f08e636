// Every column rule of § 19 Abs. 6/8 EBV and Anlage 2: the cover-layer thresholds at their
// boundaries for both material groups, each protection zone, class-0 soil, materials outside
// the EBV, and the cell verdicts with footnotes and marks.
import { describe, expect, it } from 'vitest';
import { admissibility } from './admissibility.js';
import type { SiteConditions } from './site-conditions.js';

const site = (overrides: Partial<SiteConditions> = {}): SiteConditions => ({
  groundwaterCoverLayerSoilType: 'guenstig_sand',
  groundwaterCoverLayerThicknessInMeter: 2.1,
  highestExpectedGroundwaterLevelInMeter: null,
  waterProtectionArea: null,
  ...overrides,
});
const thickness = (value: number, overrides: Partial<SiteConditions> = {}) =>
  site({ groundwaterCoverLayerThicknessInMeter: value, ...overrides });

describe('column from the cover layer (§ 19 Abs. 8 EBV)', () => {
  it.each([
    // RC-1 belongs to the group whose unfavourable range starts at 0,1 m + 0,5 m.
    ['rc_1', 0.599, 'not_admissible', null],
    ['rc_1', 0.6, 'admissible', 'unfavourable'],
    ['rc_1', 1.5, 'admissible', 'unfavourable'],
    ['rc_1', 1.501, 'admissible', 'favourable_sand'],
    // RC-3 belongs to "alle anderen": 0,5 m + 0,5 m.
    ['rc_3', 0.6, 'not_admissible', null],
    ['rc_3', 0.999, 'not_admissible', null],
    ['rc_3', 1.0, 'admissible', 'unfavourable'],
    ['rc_3', 1.5, 'admissible', 'unfavourable'],
    ['rc_3', 1.501, 'admissible', 'favourable_sand'],
  ])('%s at %s m seepage distance → %s in %s', (material, meters, verdict, column) => {
    const result = admissibility(material, 'ew_1', thickness(meters));
    expect(result.verdict).toBe(verdict);
    expect(result.column).toBe(column);
  });

  it('names § 21 Abs. 2 below the minimum, with the measured and the required distance', () => {
    const result = admissibility('rc_3', 'ew_1', thickness(0.9));
    expect(result.reason).toContain('0,9 m liegt unter 0,5 m zuzüglich 0,5 m Sicherheitsabstand');
    expect(result.reason).toContain('§ 21 Abs. 2 EBV');
    expect(result.table).toBe(3);
  });

  it('uses the soil of a favourable layer: Lehm, Schluff, Ton selects column 3', () => {
    const result = admissibility('rc_2', 'ew_13', site({ groundwaterCoverLayerSoilType: 'guenstig_lehm_schluff_ton' }));
    expect(result).toMatchObject({ verdict: 'admissible_with_conditions', table: 2, column: 'favourable_loam' });
    expect(result.footnotes).toEqual([
      {
        number: 2,
        text: 'Zulässig, wenn Chrom, ges. ≤ 280 µg/l, Vanadium ≤ 450 µg/l, Kupfer ≤ 170 µg/l und PAK15 ≤ 3,8 µg/l.',
      },
    ]);
  });

  it('keeps a declared "ungünstig" unfavourable even with a thick layer', () => {
    const result = admissibility(
      'rc_2',
      'ew_8',
      site({ groundwaterCoverLayerSoilType: 'unguenstig', groundwaterCoverLayerThicknessInMeter: 3 }),
    );
    expect(result).toMatchObject({ verdict: 'not_admissible', column: 'unfavourable' });
    expect(result.reason).toContain('ungünstige Grundwasserdeckschicht laut Projektangaben');
  });

  it('refuses "Sickerstrecke unter Mindestmaß" with § 21 Abs. 2', () => {
    const result = admissibility('rc_1', 'ew_1', site({ groundwaterCoverLayerSoilType: 'unzureichend' }));
    expect(result.verdict).toBe('not_admissible');
    expect(result.reason).toContain('Einzelfall (§ 21 Abs. 2 EBV)');
  });

  it('is not checkable while site data are missing, and says which', () => {
    const noSoil = admissibility('rc_1', 'ew_1', site({ groundwaterCoverLayerSoilType: 'nicht_ermittelt' }));
    expect(noSoil).toMatchObject({ verdict: 'not_checkable', column: null, footnotes: [], marks: [] });
    expect(noSoil.reason).toContain('Bodenart der Grundwasserdeckschicht');
    const nothing = admissibility(
      'rc_1',
      'ew_1',
      site({ groundwaterCoverLayerSoilType: null, groundwaterCoverLayerThicknessInMeter: null }),
    );
    expect(nothing.verdict).toBe('not_checkable');
    expect(nothing.reason).toContain('Bodenart der Grundwasserdeckschicht und Mächtigkeit der Grundwasserdeckschicht');
  });
});

describe('column from the water protection area (§ 19 Abs. 6 EBV, Anlage 2 columns 4–6)', () => {
  it.each([
    ['wsg_iii', 'wsg_iii_a_sand'],
    ['wsg_iii_a', 'wsg_iii_a_sand'],
    ['hsg_iii', 'wsg_iii_a_sand'],
    ['wsg_iii_b', 'wsg_iii_b_sand'],
    ['hsg_iv', 'wsg_iii_b_sand'],
    ['wasservorranggebiet', 'water_priority_sand'],
  ])('%s selects %s', (area, column) => {
    expect(admissibility('rc_1', 'ew_1', site({ waterProtectionArea: area })).column).toBe(column);
  });

  it('selects the Lehm/Schluff/Ton half of a protection column', () => {
    const result = admissibility(
      'rc_2',
      'ew_4',
      site({ waterProtectionArea: 'wsg_iii_a', groundwaterCoverLayerSoilType: 'guenstig_lehm_schluff_ton' }),
    );
    expect(result).toMatchObject({ verdict: 'admissible_with_conditions', column: 'wsg_iii_a_loam' });
    expect(result.footnotes).toEqual([{ number: 1, text: 'Die Verfüllung von Leitungsgräben ist nicht zulässig.' }]);
  });

  it('allows only a favourable cover layer inside protection areas', () => {
    const result = admissibility('rc_1', 'ew_1', thickness(1.2, { waterProtectionArea: 'wsg_iii_b' }));
    expect(result.verdict).toBe('not_admissible');
    expect(result.reason).toContain('nur bei günstiger Grundwasserdeckschicht');
  });

  it.each(['wsg_i', 'hsg_i'])('%s: nothing, not even class-0 soil', (area) => {
    for (const material of ['rc_1', 'bm_0_sand', 'bg_0', 'gs_0', 'skg']) {
      const result = admissibility(material, 'ew_1', site({ waterProtectionArea: area }));
      expect(result.verdict, material).toBe('not_admissible');
      expect(result.reason).toContain('§ 19 Abs. 6 Satz 1');
    }
  });

  it.each(['wsg_ii', 'hsg_ii', 'wsg_ohne_zone_ii_1000m'])('%s: only BM-0, BG-0, SKG, GS-0', (area) => {
    const zoneTwo = site({ waterProtectionArea: area });
    for (const material of ['rc_1', 'bm_0_star', 'gs_1', 'hs']) {
      const result = admissibility(material, 'ew_1', zoneTwo);
      expect(result.verdict, material).toBe('not_admissible');
      expect(result.reason).toContain('§ 19 Abs. 6 Satz 2');
    }
    expect(admissibility('bm_0_lehm_schluff', 'ew_1', zoneTwo).verdict).toBe('admissible');
    expect(admissibility('bg_0', 'ew_17', zoneTwo).verdict).toBe('admissible');
    expect(admissibility('skg', 'ew_1', zoneTwo)).toMatchObject({
      verdict: 'admissible',
      table: 22,
      column: 'wsg_iii_a_sand',
    });
    expect(admissibility('gs_0', 'ew_12', zoneTwo)).toMatchObject({ verdict: 'admissible', table: 9 });
    expect(admissibility('gs_0', 'ew_12', thickness(1.4, { waterProtectionArea: area })).verdict).toBe(
      'not_admissible',
    );
  });
});

describe('cell verdicts', () => {
  it('refuses RC-3 where the table says "–" and names the exception for Einbauweise 7 and 8', () => {
    const inZone = site({ waterProtectionArea: 'wsg_iii_a' });
    const result = admissibility('rc_3', 'ew_7', inZone);
    expect(result).toMatchObject({ verdict: 'not_admissible', table: 3, column: 'wsg_iii_a_sand', footnotes: [] });
    expect(result.reason).toContain('Einbau unzulässig („–“)');
    expect(result.reason).toContain('Entwässerungsrinnen');
    expect(admissibility('rc_3', 'ew_4', inZone).verdict).toBe('not_admissible');
    expect(admissibility('rc_3', 'ew_1', inZone).verdict).toBe('admissible');
    expect(admissibility('rc_3', 'ew_6', inZone).reason).toContain('Einbau zulässig („+“)');
  });

  it('lists the footnote and its K/M mark', () => {
    const result = admissibility('rc_2', 'ew_17', site({ groundwaterCoverLayerSoilType: 'guenstig_lehm_schluff_ton' }));
    expect(result).toMatchObject({ verdict: 'admissible_with_conditions', marks: ['M'] });
    expect(result.footnotes).toEqual([{ number: 5, text: 'Zulässig wenn „M“.' }]);
    expect(admissibility('bm_f3', 'ew_16', site()).marks).toEqual(['K']);
  });

  it('applies a footnote on the row label to every cell of the row', () => {
    const result = admissibility('rc_2', 'ew_12', site());
    expect(result.verdict).toBe('admissible_with_conditions');
    expect(result.footnotes.map((footnote) => footnote.number)).toEqual([6]);
  });

  it('refuses Einbauweisen a table does not list and "/" entries', () => {
    expect(admissibility('zm', 'ew_12', site()).verdict).toBe('admissible');
    const unlisted = admissibility('zm', 'ew_1', site());
    expect(unlisted).toMatchObject({ verdict: 'not_admissible', table: 4 });
    expect(unlisted.reason).toContain('nicht aufgeführt');
    const irrelevant = admissibility('ska', 'ew_1', site({ waterProtectionArea: 'wasservorranggebiet' }));
    expect(irrelevant.verdict).toBe('not_admissible');
    expect(irrelevant.reason).toContain('nicht relevant („/“)');
  });
});

describe('materials with their own rules', () => {
  it('admits class-0 soil everywhere but zone I, without a table and without site data', () => {
    const result = admissibility('bm_0_ton', 'ew_12', site({ groundwaterCoverLayerSoilType: null }));
    expect(result).toMatchObject({ verdict: 'admissible', table: null, column: null });
    expect(result.reason).toContain('§ 19 Abs. 2 Nr. 2 EBV');
  });

  it.each([
    ['primaer', 'admissible', 'Primärbaustoff'],
    ['oberboden_bbodschv', 'not_checkable', '§ 7 BBodSchV'],
    ['verfuellung_bbodschv_anl1_tab4', 'not_checkable', '§ 8 BBodSchV'],
    ['gemisch', 'not_checkable', '§ 19 Abs. 3 EBV'],
    ['laga_z1_2', 'not_checkable', 'Altbestandswert'],
    ['laga_gt_z2', 'not_admissible', 'nicht verwertbar'],
  ])('%s → %s', (material, verdict, reasonPart) => {
    const result = admissibility(material, 'ew_1', site({ waterProtectionArea: 'wsg_i' }));
    expect(result.verdict).toBe(verdict);
    expect(result.reason).toContain(reasonPart);
  });

  it('throws for unknown classes and Einbauweisen (the API answers 422 before)', () => {
    expect(() => admissibility('rc_9', 'ew_1', site())).toThrow('Unbekannte Materialklasse');
    expect(() => admissibility('rc_1', 'ew_18', site())).toThrow('Unbekannte Einbauweise');
    expect(() => admissibility('rc_1', 'toString', site())).toThrow('Unbekannte Einbauweise');
    expect(() => admissibility('toString', 'ew_1', site())).toThrow('Unbekannte Materialklasse');
  });
});
