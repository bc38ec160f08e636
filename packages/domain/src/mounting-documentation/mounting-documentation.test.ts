import { describe, expect, it } from 'vitest';
import {
  combineGridField,
  createMountingDocumentationSchema,
  gridFieldPartSchema,
  gridFieldSchema,
  mountingFeatureSettingsSchema,
  splitGridField,
} from './index.js';

describe('grid field', () => {
  it('combines and splits with a two-digit suffix', () => {
    expect(combineGridField('A12', 5)).toBe('A12/05');
    expect(combineGridField('AB3', -7)).toBe('AB3/-07');
    expect(combineGridField('C1', 42)).toBe('C1/42');
    expect(splitGridField('AB3/-07')).toEqual({ field: 'AB3', suffix: -7 });
    expect(splitGridField('A012/01')).toBeNull();
  });

  it.each(['A12/05', 'xy9/00', 'B100/-99'])('accepts %s', (value) => {
    expect(gridFieldSchema.safeParse(value).success).toBe(true);
  });

  it.each(['A012/05', '12/05', 'A/05', 'A1/5', 'A1', 'A1/123', 'Ä1/01'])(
    'refuses %s with the spec message',
    (value) => {
      expect(gridFieldSchema.safeParse(value).error?.issues[0]?.message).toBe('Dieses Format ist nicht valide');
    },
  );

  it('validates the form part alone', () => {
    expect(gridFieldPartSchema.safeParse('A0').error?.issues[0]?.message).toBe('Dieses Format ist nicht valide');
    expect(gridFieldPartSchema.safeParse('').error?.issues[0]?.message).toBe('Dieses Feld ist ein Pflichtfeld');
  });
});

describe('mounting documentation schema', () => {
  const base = {
    projectId: '6f0b7b2e-3b8e-4a43-9d1f-2b8f5d1c0a11',
    gridField: 'A12/05',
    orders: ['0c1e2d3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f'],
    mountingDate: '2026-05-04',
    fillingHeightInMeters: 34.25,
  };

  it('requires an order and all five liming fields when limed', () => {
    expect(createMountingDocumentationSchema.safeParse({ ...base, orders: [] }).error?.issues[0]?.message).toBe(
      'Es muss mindestens eine Bestellung ausgewählt werden',
    );
    const limed = createMountingDocumentationSchema.safeParse({
      ...base,
      limingInformation: { dateOfLiming: '2026-05-05' },
    });
    expect(limed.error!.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'limingInformation.dateOfSecondCompaction',
      'limingInformation.dateOfSecondStabilization',
      'limingInformation.limeAmountPerSquareMeterInKilograms',
      'limingInformation.limeAmountPerSquareMeterOfSecondStabilizationInKilograms',
    ]);
    expect(createMountingDocumentationSchema.safeParse(base).success).toBe(true);
  });
});

describe('feature settings schema', () => {
  it('needs a mounting method and sends an empty protection area as null', () => {
    const base = {
      mountingMethods: ['ew_1'],
      groundwaterCoverLayerSoilType: 'guenstig_sand',
      groundwaterCoverLayerThicknessInMeter: 1.5,
    };
    expect(mountingFeatureSettingsSchema.parse({ ...base, waterProtectionArea: '' }).waterProtectionArea).toBeNull();
    expect(mountingFeatureSettingsSchema.safeParse({ ...base, mountingMethods: [] }).error?.issues[0]?.message).toBe(
      'Es muss mindestens eine Einbauweise ausgewählt werden',
    );
    expect(
      mountingFeatureSettingsSchema.safeParse({ ...base, groundwaterCoverLayerThicknessInMeter: 0.5 }).error?.issues[0]
        ?.message,
    ).toBe('Der Wert muss mindestens 1 sein');
  });
});
