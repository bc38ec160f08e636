import { describe, expect, it } from 'vitest';
import { deliveryNoteWithinStockSchema } from './delivery-note-forms.js';

const note = (quantityInTons: unknown) => ({
  quantityInTons,
  deliveryDate: '2026-11-20',
  grainSizeAndQuality: 'rc_1_0_32',
  carrier: {
    name: 'Spedition',
    address: { street: 'Am Hafen', houseNumber: '7', postalCode: '28195', city: 'Bremen', country: 'de' },
    carrierNumber: 'BEF-1',
    phoneNumber: '0421 1',
    emailAddress: 'dispo@example.com',
  },
});
const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('delivery note within its stock', () => {
  it('takes exactly what is left, to the kilogram, and refuses one kilogram more', () => {
    const schema = deliveryNoteWithinStockSchema(304.5);
    expect(schema.safeParse(note(304.5)).success).toBe(true);
    expect(schema.safeParse(note('304,5')).data?.quantityInTons).toBe('304.5');
    expect(messagesOf(schema.safeParse(note(304.501)))).toEqual([
      ['quantityInTons', 'Es sind nur noch 304,5 t dieser Materialklasse verfügbar.'],
    ]);
  });

  it('says "required" for an empty postal code and e-mail, then checks their form', () => {
    const schema = deliveryNoteWithinStockSchema(10);
    const withAddress = (postalCode: string, emailAddress: string) => {
      const value = note(1);
      return {
        ...value,
        carrier: { ...value.carrier, emailAddress, address: { ...value.carrier.address, postalCode } },
      };
    };
    expect(messagesOf(schema.safeParse(withAddress('', '')))).toEqual([
      ['carrier.address.postalCode', 'Dies ist ein Pflichtfeld'],
      ['carrier.emailAddress', 'Dies ist ein Pflichtfeld'],
    ]);
    expect(messagesOf(schema.safeParse(withAddress('1234', 'kein-mail')))).toEqual([
      ['carrier.address.postalCode', 'Bitte geben Sie eine valide PLZ ein'],
      ['carrier.emailAddress', expect.any(String)],
    ]);
  });

  it('refuses everything on an empty stock', () => {
    expect(messagesOf(deliveryNoteWithinStockSchema(0).safeParse(note(1)))).toEqual([
      ['quantityInTons', 'Es sind nur noch 0 t dieser Materialklasse verfügbar.'],
    ]);
  });
});
