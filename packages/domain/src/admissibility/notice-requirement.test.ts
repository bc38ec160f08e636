import { describe, expect, it } from 'vitest';
import { cubicMetersText, noticeRequirement } from './notice-requirement.js';
import { fourWeeksBefore } from './notice-schemas.js';

const outside = (amounts: { materialClass: string; amountInTons: string }[], bulkDensities = {}) =>
  noticeRequirement({ amounts, bulkDensities, waterProtectionArea: null });
const inArea = (waterProtectionArea: string, materialClass: string) =>
  noticeRequirement({ amounts: [{ materialClass, amountInTons: '10' }], bulkDensities: {}, waterProtectionArea });

describe('m³ conversion', () => {
  it('divides tons by the bulk density exactly and rounds the shown volume down', () => {
    expect(cubicMetersText('100', '1.6')).toBe('62.5');
    expect(cubicMetersText('1', '3')).toBe('0.333');
    expect(cubicMetersText('449.999', '1.8')).toBe('249.999');
    expect(cubicMetersText('0.001', '1.2')).toBe('0');
    expect(() => cubicMetersText('1', '0')).toThrow();
  });
});

describe('§ 22 Abs. 1 EBV: 250 m³ of BG-F3, BM-F3, RC-3', () => {
  it('is reached at exactly 250 m³ and not 0,001 t below (RC-3 at the default 1,8 t/m³)', () => {
    const below = outside([{ materialClass: 'rc_3', amountInTons: '449.999' }]);
    expect(below.required).toBe(false);
    expect(below.groups[1]).toMatchObject({ key: 'class_three', totalInCubicMeters: '249.999', reached: false });
    expect(below.reasons[0]).toContain('Keine Voranzeige erforderlich');
    expect(below.reasons[0]).toContain('249,999 m³');
    const at = outside([
      { materialClass: 'rc_3', amountInTons: '300' },
      { materialClass: 'rc_3', amountInTons: '150' },
    ]);
    expect(at.required).toBe(true);
    expect(at.groups[1]).toMatchObject({ totalInCubicMeters: '250', reached: true });
    expect(at.groups[1]!.materials).toEqual([
      {
        materialClass: 'rc_3',
        code: 'RC-3',
        amountInTons: '450',
        tonsPerCubicMeter: '1.8',
        volumeInCubicMeters: '250',
      },
    ]);
    expect(at.reasons[0]).toBe(
      '§ 22 Abs. 1 Satz 3 EBV: BG-F3, BM-F3, RC-3: 250 m³ erreichen den Schwellenwert von 250 m³.',
    );
    expect(at.notifiableMaterialClasses).toEqual(['rc_3']);
  });

  it('sums the three classes with their own densities and uses the adjusted density', () => {
    // 180 t BM-F3 at 1,8 = 100 m³; 225 t BG-F3 at 1,5 = 150 m³ → 250 m³
    const sum = outside([
      { materialClass: 'bm_f3', amountInTons: '180' },
      { materialClass: 'bg_f3', amountInTons: '225' },
    ]);
    expect(sum.required).toBe(true);
    expect(sum.notifiableMaterialClasses).toEqual(['bm_f3', 'bg_f3']);
    const adjusted = outside([{ materialClass: 'rc_3', amountInTons: '450' }], { rc_3: '2.0' });
    expect(adjusted.groups[1]).toMatchObject({ totalInCubicMeters: '225', reached: false });
    expect(adjusted.required).toBe(false);
  });
});

describe('§ 22 Abs. 1 EBV: 250 m³ of the § 20 Abs. 1 slags and ashes', () => {
  it('is reached at exactly 250 m³ across materials (2,4 and 1,2 t/m³) and not below', () => {
    const at = outside([
      { materialClass: 'sws_1', amountInTons: '240' },
      { materialClass: 'bfa', amountInTons: '180' },
    ]);
    expect(at.groups[0]).toMatchObject({ key: 'slags_and_ashes', totalInCubicMeters: '250', reached: true });
    expect(at.required).toBe(true);
    const below = outside([
      { materialClass: 'sws_1', amountInTons: '240' },
      { materialClass: 'bfa', amountInTons: '179.999' },
    ]);
    expect(below.groups[0]).toMatchObject({ totalInCubicMeters: '249.999', reached: false });
    expect(below.required).toBe(false);
  });

  it('counts the two groups separately (Satz 1 and Satz 3) and ignores other classes', () => {
    const split = outside([
      { materialClass: 'rc_3', amountInTons: '360' }, // 200 m³
      { materialClass: 'hmva_2', amountInTons: '160' }, // 100 m³
      { materialClass: 'rc_2', amountInTons: '5000' },
      { materialClass: 'hos_1', amountInTons: '5000' },
    ]);
    expect(split.required).toBe(false);
    expect(split.groups.map((group) => group.totalInCubicMeters)).toEqual(['100', '200']);
  });
});

describe('§ 22 Abs. 2 EBV: designated water and spring protection areas', () => {
  it('exempts exactly BM-0, BG-0, SKG and GS-0 (and materials outside the EBV)', () => {
    for (const materialClass of ['bm_0_sand', 'bm_0_lehm_schluff', 'bm_0_ton', 'bg_0', 'skg', 'gs_0', 'primaer']) {
      expect(inArea('wsg_iii_a', materialClass).required, materialClass).toBe(false);
    }
    for (const materialClass of ['bm_0_star', 'bg_0_star', 'bm_f0_star', 'rc_1', 'gs_1', 'hos_1', 'gemisch']) {
      expect(inArea('wsg_iii_a', materialClass).required, materialClass).toBe(true);
    }
  });

  it('applies to every WSG and HSG zone, not to a Wasservorranggebiet or outside', () => {
    for (const area of ['wsg_ii', 'wsg_iii', 'wsg_iii_b', 'wsg_ohne_zone_ii_1000m', 'hsg_iii', 'hsg_iv']) {
      expect(inArea(area, 'rc_1').required, area).toBe(true);
    }
    expect(inArea('wasservorranggebiet', 'rc_1').required).toBe(false);
    expect(outside([{ materialClass: 'rc_1', amountInTons: '10' }]).required).toBe(false);
    const inZone = inArea('hsg_iv', 'rc_1');
    expect(inZone.reasons[0]).toBe(
      '§ 22 Abs. 2 EBV: Einbau von RC-1 im Gebiet „Heilquellenschutzgebiet Zone IV“ (ausgenommen sind nur BM-0, BG-0, SKG und GS-0).',
    );
    expect(inZone.notifiableMaterialClasses).toEqual(['rc_1']);
  });
});

describe('due date', () => {
  it('is four weeks before the start, across month and year ends', () => {
    expect(fourWeeksBefore('2026-06-01')).toBe('2026-05-04');
    expect(fourWeeksBefore('2026-01-10')).toBe('2025-12-13');
  });
});
