import { describe, expect, it } from 'vitest';
import { isProjectDataCompleted } from './project-completeness.js';
import { updateProjectSchema } from './project-schemas.js';
import { toCalendarDay } from '../input-checks.js';

const complete = {
  name: 'Gewerbepark Nord',
  number: '2026-014',
  client: 'Stadt',
  constructionWorkTypes: [],
  startDate: null,
  address: { street: 'Gutenbergring', houseNumber: '40', postalCode: '22848', city: 'Norderstedt', country: 'de' },
  attributes: {
    isBoundaryNotificationRequired: false,
    isExplosivesClearanceAvailable: false,
    isRemediationPlanAvailable: false,
    transferHeightTopInCentimeters: null,
    transferHeightBottomInCentimeters: null,
    geoJson: null,
  },
};

describe('isProjectDataCompleted', () => {
  it('is true when every required field of the edit form is set', () => {
    expect(isProjectDataCompleted(complete)).toBe(true);
  });

  it.each([
    ['number', { ...complete, number: null }],
    ['client', { ...complete, client: '' }],
    ['street', { ...complete, address: { ...complete.address, street: null } }],
    ['postal code', { ...complete, address: { ...complete.address, postalCode: null } }],
    ['a yes/no attribute', { ...complete, attributes: { ...complete.attributes, isRemediationPlanAvailable: null } }],
  ])('is false without %s', (_label, project) => {
    expect(isProjectDataCompleted(project as typeof complete)).toBe(false);
  });

  it('is false for a freshly created project (name only)', () => {
    const fresh = {
      name: 'Neu',
      number: null,
      client: null,
      constructionWorkTypes: [],
      startDate: null,
      address: { street: null, houseNumber: null, postalCode: null, city: null, country: 'de' },
      attributes: {
        isBoundaryNotificationRequired: null,
        isExplosivesClearanceAvailable: null,
        isRemediationPlanAvailable: null,
        transferHeightTopInCentimeters: null,
        transferHeightBottomInCentimeters: null,
        geoJson: null,
      },
    };
    expect(isProjectDataCompleted(fresh)).toBe(false);
  });
});

describe('updateProjectSchema', () => {
  it('normalises the input: trims, dedupes work types, file objects to ids, empty GeoJSON to null', () => {
    const id = '6f1c1c1e-8a55-4f0e-9a11-2b7d3c4e5f60';
    const parsed = updateProjectSchema.parse({
      ...complete,
      name: '  Gewerbepark Nord ',
      constructionWorkTypes: ['erdbau', 'erdbau'],
      attributes: { ...complete.attributes, layoutPlan: [{ id, fileName: 'a.pdf', url: '/x' }], geoJson: '  ' },
    });
    expect(parsed.name).toBe('Gewerbepark Nord');
    expect(parsed.constructionWorkTypes).toEqual(['erdbau']);
    expect(parsed.attributes.layoutPlan).toEqual([id]);
    expect(parsed.attributes.geoJson).toBeNull();
  });
});

describe('toCalendarDay', () => {
  it('keeps yyyy-MM-dd, reads timestamps as the Berlin day and refuses impossible dates', () => {
    expect(toCalendarDay('2026-03-02')).toBe('2026-03-02');
    expect(toCalendarDay('2026-03-01T23:00:00.000Z')).toBe('2026-03-02');
    expect(toCalendarDay('2026-07-01T22:30:00Z')).toBe('2026-07-02');
    expect(toCalendarDay('2026-02-30')).toBeNull();
    expect(toCalendarDay('02.03.2026')).toBeNull();
  });
});

describe('updateProjectSchema and emptied optional fields', () => {
  it('reads null or empty optional fields as absent', () => {
    const parsed = updateProjectSchema.parse({
      ...complete,
      startDate: '',
      constructionWorkTypes: null,
      attributes: { ...complete.attributes, layoutPlan: null, transferHeightTopInCentimeters: null },
    });
    expect(parsed).toMatchObject({
      startDate: null,
      constructionWorkTypes: [],
      attributes: { layoutPlan: [], transferHeightTopInCentimeters: null },
    });
  });
});
