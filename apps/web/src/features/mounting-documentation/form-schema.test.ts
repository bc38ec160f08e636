import { describe, expect, it } from 'vitest';
import {
  formPathOfViolation,
  mountingDocumentationFormSchema,
  mountingDocumentationFormValues,
  type MountingDocumentationFormValues,
} from './form-schema';

const orderId = '0b0f6f0e-4a8f-4f55-9a51-2d3c3f7f1a11';
const base: MountingDocumentationFormValues = {
  ...mountingDocumentationFormValues(),
  gridField: 'A12',
  gridFieldSuffix: 5,
  orders: [orderId],
  mountingDate: '2026-05-04',
  fillingHeightInMeters: 243.75,
};
const liming = {
  limeAmountPerSquareMeterInKilograms: 12.5,
  dateOfLiming: '2026-05-04',
  dateOfSecondCompaction: '2026-05-05',
  dateOfSecondStabilization: '2026-05-06',
  limeAmountPerSquareMeterOfSecondStabilizationInKilograms: 6,
};

const messagesByPath = (values: unknown) => {
  const result = mountingDocumentationFormSchema.safeParse(values);
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
};

describe('installation documentation form', () => {
  it('sends the grid field combined as field/NN and no liming when not limed', () => {
    const payload = mountingDocumentationFormSchema.parse({ ...base, limingInformation: liming });
    expect(payload).toEqual({
      gridField: 'A12/05',
      orders: [orderId],
      mountingDate: '2026-05-04',
      fillingHeightInMeters: 243.75,
    });
    expect('limingInformation' in payload).toBe(false);
    expect(mountingDocumentationFormSchema.parse({ ...base, gridFieldSuffix: -7 }).gridField).toBe('A12/-07');
  });

  it('requires the five liming fields only when limed', () => {
    expect(messagesByPath({ ...base, isLimed: true })).toEqual({
      'limingInformation.limeAmountPerSquareMeterInKilograms': 'Dieses Feld ist ein Pflichtfeld',
      'limingInformation.dateOfLiming': 'Dieses Feld ist ein Pflichtfeld',
      'limingInformation.dateOfSecondCompaction': 'Dieses Feld ist ein Pflichtfeld',
      'limingInformation.dateOfSecondStabilization': 'Dieses Feld ist ein Pflichtfeld',
      'limingInformation.limeAmountPerSquareMeterOfSecondStabilizationInKilograms': 'Dieses Feld ist ein Pflichtfeld',
    });
    expect(
      mountingDocumentationFormSchema.parse({ ...base, isLimed: true, limingInformation: liming }).limingInformation,
    ).toEqual(liming);
  });

  it('uses the spec messages for the grid field and the orders', () => {
    expect(messagesByPath({ ...base, gridField: 'A012', orders: [] })).toEqual({
      gridField: 'Dieses Format ist nicht valide',
      orders: 'Es muss mindestens eine Bestellung ausgewählt werden',
    });
    expect(messagesByPath({ ...base, gridField: '12A', gridFieldSuffix: null })).toEqual({
      gridField: 'Dieses Format ist nicht valide',
      gridFieldSuffix: 'Dieses Feld ist ein Pflichtfeld',
    });
  });

  it('splits a stored grid field back into the two inputs', () => {
    const values = mountingDocumentationFormValues({
      mountingDocumentationId: 'x',
      projectId: 'p',
      gridField: 'B3/-07',
      orders: [orderId],
      orderReferences: [],
      mountingDate: '2026-05-04',
      fillingHeightInMeters: 1,
      isLimed: false,
      limingInformation: null,
      document: null,
      createdAt: '',
      recordedAt: null,
      createdBy: null,
      updatedAt: null,
      updatedBy: null,
    });
    expect([values.gridField, values.gridFieldSuffix]).toEqual(['B3', -7]);
  });

  it('maps a violation on one order of the list onto the orders field', () => {
    expect(formPathOfViolation('orders.1')).toBe('orders');
    expect(formPathOfViolation('gridField')).toBe('gridField');
    expect(formPathOfViolation('limingInformation.dateOfLiming')).toBe('limingInformation.dateOfLiming');
  });
});
