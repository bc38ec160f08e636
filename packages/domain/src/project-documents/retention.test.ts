import { describe, expect, it } from 'vitest';
import { fiveYearsFrom, isRetained, retentionEndText, retentionMessages, retentionOf } from './retention.js';

describe('fiveYearsFrom (§ 25 Abs. 4 Satz 1 EBV)', () => {
  it('ends on the same calendar day five years on', () => {
    expect(fiveYearsFrom('2026-05-04')).toBe('2031-05-04');
    expect(fiveYearsFrom('2026-12-31')).toBe('2031-12-31');
  });
  it('ends a note of 29 February on 28 February', () => {
    expect(fiveYearsFrom('2028-02-29')).toBe('2033-02-28');
  });
});

describe('retentionOf', () => {
  it('keeps a delivery note five years', () => {
    expect(retentionOf({ issuedOn: '2026-05-04', whileInstalled: false, removedOn: null })).toEqual({
      basis: 'five_years',
      endsOn: '2031-05-04',
    });
  });
  it('keeps the cover sheet and the notes it covers while installed, without an end day', () => {
    expect(retentionOf({ issuedOn: null, whileInstalled: true, removedOn: null })).toEqual({
      basis: 'while_installed',
      endsOn: null,
    });
    expect(retentionOf({ issuedOn: '2026-05-04', whileInstalled: true, removedOn: null }).endsOn).toBeNull();
  });
  it('after a removal: until the removal day, a delivery note at least its five years', () => {
    expect(retentionOf({ issuedOn: null, whileInstalled: true, removedOn: '2040-01-15' })).toEqual({
      basis: 'while_installed',
      endsOn: '2040-01-15',
    });
    expect(retentionOf({ issuedOn: '2026-05-04', whileInstalled: true, removedOn: '2027-01-15' })).toEqual({
      basis: 'five_years',
      endsOn: '2031-05-04',
    });
    expect(retentionOf({ issuedOn: '2026-05-04', whileInstalled: true, removedOn: '2040-01-15' })).toEqual({
      basis: 'while_installed',
      endsOn: '2040-01-15',
    });
  });
});

describe('isRetained and the German texts', () => {
  it('counts the end day itself', () => {
    const retention = { basis: 'five_years', endsOn: '2031-05-04' } as const;
    expect(isRetained(retention, '2031-05-04')).toBe(true);
    expect(isRetained(retention, '2031-05-05')).toBe(false);
    expect(isRetained({ basis: 'while_installed', endsOn: null }, '2999-01-01')).toBe(true);
  });
  it('names the record and the end', () => {
    expect(retentionEndText({ basis: 'five_years', endsOn: '2031-05-04' })).toBe('bis zum 04.05.2031');
    expect(retentionMessages.refused('Das Löschen', 'Deckblatt', { basis: 'while_installed', endsOn: null })).toBe(
      'Das Löschen ist nicht möglich: „Deckblatt“ ist nach § 25 EBV aufzubewahren, solange das Material eingebaut ist (kein Rückbau eingetragen).',
    );
  });
});
