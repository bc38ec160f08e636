import { describe, expect, it } from 'vitest';
import { readArea, writeArea } from './site-area';

const ring: [number, number][] = [
  [10.0089, 53.7071],
  [10.0141, 53.7074],
  [10.0146, 53.7046],
  [10.0089, 53.7071],
];

describe('site area text and drawing (decision 0401)', () => {
  it('writes one drawn polygon as a Feature, several as a MultiPolygon, none as empty text', () => {
    expect(JSON.parse(writeArea([ring], { name: 'Baufeld' }))).toEqual({
      type: 'Feature',
      properties: { name: 'Baufeld' },
      geometry: { type: 'Polygon', coordinates: [ring] },
    });
    const open = ring.slice(0, 3).map(([lng, lat]) => [lng + 0.012345678, lat] as [number, number]);
    const two = JSON.parse(writeArea([ring, open]));
    expect(two.geometry.type).toBe('MultiPolygon');
    // closed and rounded to 7 decimals
    expect(two.geometry.coordinates[1][0]).toEqual([
      [10.0212457, 53.7071],
      [10.0264457, 53.7074],
      [10.0269457, 53.7046],
      [10.0212457, 53.7071],
    ]);
    expect(writeArea([])).toBe('');
    expect(writeArea([ring.slice(0, 2)])).toBe('');
  });

  it('reads what the map can edit and keeps the properties', () => {
    const reading = readArea(writeArea([ring], { name: 'Baufeld' }));
    expect(reading).toEqual({ rings: [ring], valid: true, editable: true, properties: { name: 'Baufeld' } });
    expect(readArea('')).toMatchObject({ rings: [], valid: true, editable: true });
  });

  it('leaves holes, points and invalid text to the text field', () => {
    const hole = JSON.stringify({ type: 'Polygon', coordinates: [ring, ring] });
    expect(readArea(hole)).toMatchObject({ valid: true, editable: false });
    const point = JSON.stringify({ type: 'Point', coordinates: [10, 53] });
    expect(readArea(point)).toMatchObject({ rings: [], valid: true, editable: false });
    expect(readArea('{"type": "Polygon"')).toMatchObject({ valid: false, editable: false });
  });
});
