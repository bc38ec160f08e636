import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import optionListsSource from '../../../../../packages/domain/reference/option-lists.json' with { type: 'json' };
import { createTestApp, type TestApp } from '../../test/test-app.js';

let app: TestApp;
beforeAll(async () => (app = await createTestApp()));
afterAll(() => app.cleanup());

describe('GET /backend/api/options', () => {
  it('returns all 17 option lists of the spec with the real values and no source notes', async () => {
    const response = await app.inject({ method: 'GET', url: '/backend/api/options' });
    expect(response.statusCode).toBe(200);
    const body = response.json() as Record<string, { value: string; label: string }[]>;
    const names = [
      'disposalCode',
      'grainSizeAndQuality',
      'groundwaterCoverLayerSoilType',
      'materialAppearance',
      'materialConsistency',
      'materialColor',
      'materialComposition',
      'materialDegreeOfSoiling',
      'materialForeignProportion',
      'materialSmell',
      'materialSourceArea',
      'materialSoilGroup',
      'materialClassFootnote',
      'mountingMethod',
      'projectConstructionWorkType',
      'waterProtectionArea',
      'orderMaterialClass',
    ];
    expect(Object.keys(body).sort()).toEqual([...names].sort());
    const source = optionListsSource as unknown as Record<string, { options: { value: string; label: string }[] }>;
    for (const name of names) {
      expect(body[name]).toEqual(source[name]!.options.map(({ value, label }) => ({ value, label })));
      for (const entry of body[name]!) expect(Object.keys(entry).sort()).toEqual(['label', 'value']);
    }
    expect(body.grainSizeAndQuality).toContainEqual({ value: 'rc_1_0_32', label: 'RC-1 0/32' });
  });
});

describe('unknown paths and malformed requests', () => {
  it('answers unknown /backend paths with a German 404 JSON error object', async () => {
    const response = await app.inject({ method: 'GET', url: '/backend/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Diese Adresse gibt es nicht.', code: 404, payload: {} });
  });

  it('sets the few security headers of a JSON answer and a request id (decision 0460)', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/backend/api/options',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    // What only a page needs does not go out with every answer.
    expect(response.headers['x-frame-options']).toBeUndefined();
    expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(response.headers['x-request-id']).toBe('abc-123');
  });

  it('sets the full security headers on pages, with the map styles in the CSP', async () => {
    for (const url of ['/', '/projects', '/backend/dev-mailbox']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      // The default basemap (OpenFreeMap) may load its style, tiles, glyphs and sprites.
      expect(response.headers['content-security-policy']).toContain("connect-src 'self' https://tiles.openfreemap.org");
      expect(response.headers['content-security-policy']).toContain(
        "img-src 'self' data: blob: https://tiles.openfreemap.org",
      );
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('refuses a state-changing request from another site', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/backend/api/file',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Die Anfrage wurde aus Sicherheitsgründen abgelehnt.');
  });
});
