// Only in-app paths survive as the target after sign-in.
import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from './redirect-target.js';

const APP = 'https://baustellendoku.example';

describe('safeRedirectTarget', () => {
  it('keeps in-app paths with query and hash', () => {
    expect(safeRedirectTarget('/projects/1/orders?status=open#top', APP)).toBe('/projects/1/orders?status=open#top');
    expect(safeRedirectTarget('/redirect?type=order&id=5', APP)).toBe('/redirect?type=order&id=5');
  });

  it('falls back to / for anything that could leave the app or hit the backend', () => {
    for (const value of [
      undefined,
      '',
      'projects',
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      '/x\u0000y',
      '/backend/api/me',
      '/backend/authentication/start',
      `/${'a'.repeat(2100)}`,
      ['/'],
    ]) {
      expect(safeRedirectTarget(value, APP)).toBe('/');
    }
  });

  it('leaves percent-encoded characters encoded (no header injection through Location)', () => {
    expect(safeRedirectTarget('/%0d%0aSet-Cookie:x', APP)).toBe('/%0d%0aSet-Cookie:x');
  });
});
