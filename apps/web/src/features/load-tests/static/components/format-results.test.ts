import { describe, expect, it } from 'vitest';
import { formatDeterminant } from './format-results';

describe('formatDeterminant', () => {
  it('shows tiny and large determinants alike with four significant digits', () => {
    expect(formatDeterminant(0.0000214843)).toBe('2,148 · 10⁻⁵');
    expect(formatDeterminant(-0.00031)).toBe('-3,1 · 10⁻⁴');
    expect(formatDeterminant(12345.6)).toBe('1,235 · 10⁴');
  });
  it('leaves values between 1 and 10 without a power and keeps NaN visible', () => {
    expect(formatDeterminant(2.5)).toBe('2,5');
    expect(formatDeterminant(0)).toBe('0');
    expect(formatDeterminant(Number.NaN)).toBe('NaN');
  });
});
