import { describe, expect, it } from 'vitest';
import { standText } from './connection-banner';

describe('the age of what the offline screen shows', () => {
  const now = new Date(2026, 10, 27, 14, 30);
  it('says the time of day for an answer of today', () => {
    expect(standText(new Date(2026, 10, 27, 9, 5).getTime(), now)).toBe('Stand: 09:05');
  });
  it('adds the German date for an older answer', () => {
    expect(standText(new Date(2026, 4, 4, 10, 42).getTime(), now)).toBe('Stand: 04.05.2026, 10:42');
  });
});
