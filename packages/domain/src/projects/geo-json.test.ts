import { describe, expect, it } from 'vitest';
import { isValidGeoJson } from './geo-json.js';

const ring = [
  [10, 53],
  [10.1, 53],
  [10.1, 53.1],
  [10, 53],
];

describe('isValidGeoJson', () => {
  it.each([
    ['Point', { type: 'Point', coordinates: [10, 53] }],
    ['Point with altitude', { type: 'Point', coordinates: [10, 53, 12.5] }],
    [
      'LineString',
      {
        type: 'LineString',
        coordinates: [
          [10, 53],
          [10.1, 53.1],
        ],
      },
    ],
    ['Polygon', { type: 'Polygon', coordinates: [ring] }],
    ['MultiPolygon', { type: 'MultiPolygon', coordinates: [[ring], [ring]] }],
    ['GeometryCollection', { type: 'GeometryCollection', geometries: [{ type: 'Point', coordinates: [1, 2] }] }],
    [
      'Feature',
      { type: 'Feature', properties: { name: 'Baufeld' }, geometry: { type: 'Polygon', coordinates: [ring] } },
    ],
    ['Feature without geometry', { type: 'Feature', properties: null, geometry: null }],
    [
      'FeatureCollection',
      {
        type: 'FeatureCollection',
        features: [{ type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [1, 2] } }],
      },
    ],
    ['empty FeatureCollection', { type: 'FeatureCollection', features: [] }],
  ])('accepts a %s', (_label, value) => {
    expect(isValidGeoJson(JSON.stringify(value))).toBe(true);
  });

  it.each([
    ['not JSON', '{type: Point}'],
    ['a number', '42'],
    ['an array', '[[10,53]]'],
    ['unknown type', JSON.stringify({ type: 'Circle', coordinates: [1, 2] })],
    ['point out of range', JSON.stringify({ type: 'Point', coordinates: [200, 53] })],
    ['latitude out of range', JSON.stringify({ type: 'Point', coordinates: [10, 95] })],
    ['point with text', JSON.stringify({ type: 'Point', coordinates: ['10', '53'] })],
    ['one-point line', JSON.stringify({ type: 'LineString', coordinates: [[10, 53]] })],
    [
      'open ring',
      JSON.stringify({
        type: 'Polygon',
        coordinates: [
          [
            [10, 53],
            [10.1, 53],
            [10.1, 53.1],
            [10, 53.1],
          ],
        ],
      }),
    ],
    [
      'short ring',
      JSON.stringify({
        type: 'Polygon',
        coordinates: [
          [
            [10, 53],
            [10.1, 53],
            [10, 53],
          ],
        ],
      }),
    ],
    ['feature without geometry key', JSON.stringify({ type: 'Feature', properties: {} })],
    ['feature with bad properties', JSON.stringify({ type: 'Feature', properties: 'x', geometry: null })],
    [
      'collection with a geometry',
      JSON.stringify({ type: 'FeatureCollection', features: [{ type: 'Point', coordinates: [1, 2] }] }),
    ],
  ])('refuses %s', (_label, text) => {
    expect(isValidGeoJson(text)).toBe(false);
  });
});
