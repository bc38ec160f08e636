import { describe, expect, it } from 'vitest';
import { deliveredPercent } from './progress';

describe('deliveredPercent', () => {
  it('rounds down on exact decimals', () => {
    expect(deliveredPercent(89.999, 100)).toBe(89);
    expect(deliveredPercent('0.3', 1)).toBe(30);
    expect(deliveredPercent(0.1 + 0.2, 0.3)).toBe(100);
    expect(deliveredPercent(12.345, 12.345)).toBe(100);
  });
  it('may exceed 100 and is 0 without a declared quantity', () => {
    expect(deliveredPercent(125.5, 100)).toBe(125);
    expect(deliveredPercent(5, 0)).toBe(0);
  });
});
