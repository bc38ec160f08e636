import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { applyServerViolations, toFieldPath } from './server-violations';

const unprocessable = (violations: { propertyPath: string; title: string }[]) =>
  new ApiError(422, 'Unprocessable Entity', {
    message: 'Die Eingaben sind nicht gültig.',
    code: 422,
    payload: { violations },
  });

describe('applyServerViolations', () => {
  it('maps every violation onto its (dotted) field with the German title', () => {
    const setError = vi.fn();
    const handled = applyServerViolations(
      unprocessable([
        { propertyPath: 'address.postalCode', title: 'Bitte geben Sie eine valide PLZ ein' },
        { propertyPath: 'documents[0].id', title: 'Ungültiger Wert' },
        { propertyPath: 'company', title: 'Dieses Feld ist ein Pflichtfeld' },
      ]),
      setError,
    );
    expect(handled).toBe(true);
    expect(setError).toHaveBeenCalledWith(
      'address.postalCode',
      { type: 'server', message: 'Bitte geben Sie eine valide PLZ ein' },
      { shouldFocus: true },
    );
    expect(setError).toHaveBeenCalledWith(
      'documents.0.id',
      { type: 'server', message: 'Ungültiger Wert' },
      { shouldFocus: false },
    );
    expect(setError).toHaveBeenCalledWith(
      'company',
      { type: 'server', message: 'Dieses Feld ist ein Pflichtfeld' },
      { shouldFocus: false },
    );
  });

  it('puts violations without a path on root.server', () => {
    const setError = vi.fn();
    applyServerViolations(unprocessable([{ propertyPath: '', title: 'Die Menge übersteigt den Bestand' }]), setError);
    expect(setError).toHaveBeenCalledWith('root.server', {
      type: 'server',
      message: 'Die Menge übersteigt den Bestand',
    });
  });

  it('moves a payload path onto the form field it came from and marks the other inputs of that value', () => {
    const setError = vi.fn();
    const fieldOf = (path: string) =>
      path === 'gridField' ? ['gridField', 'gridFieldSuffix'] : path === 'analysedAt' ? 'analysedAtDate' : path;
    applyServerViolations(
      unprocessable([
        { propertyPath: 'analysedAt', title: 'Zeit darf nicht in der Zukunft liegen' },
        { propertyPath: 'gridField', title: 'Dieses Format ist nicht valide' },
      ]),
      setError,
      fieldOf,
    );
    expect(setError.mock.calls).toEqual([
      ['analysedAtDate', { type: 'server', message: 'Zeit darf nicht in der Zukunft liegen' }, { shouldFocus: true }],
      ['gridField', { type: 'server', message: 'Dieses Format ist nicht valide' }, { shouldFocus: false }],
      ['gridFieldSuffix', { type: 'server', message: '' }],
    ]);
  });

  it('leaves other errors to the caller', () => {
    const setError = vi.fn();
    expect(applyServerViolations(new ApiError(500, 'Server Error', null), setError)).toBe(false);
    expect(
      applyServerViolations(new ApiError(422, 'Unprocessable', { message: 'x', code: 422, payload: {} }), setError),
    ).toBe(false);
    expect(applyServerViolations(new Error('offline'), setError)).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });

  it('normalises bracket and slash paths', () => {
    expect(toFieldPath('/address/city')).toBe('address.city');
    expect(toFieldPath('carrier[address][street]')).toBe('carrier.address.street');
    expect(toFieldPath('name.firstName')).toBe('name.firstName');
  });
});
