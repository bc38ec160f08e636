import { describe, expect, it } from 'vitest';
import { gridColumnIndex, gridColumnName, outlineRings, siteGrid } from './site-grid.js';

const area = JSON.stringify({
  type: 'Feature',
  properties: {},
  geometry: {
    type: 'Polygon',
    coordinates: [
      [
        [10, 53.6],
        [10.3, 53.6],
        [10.3, 53.8],
        [10, 53.8],
        [10, 53.6],
      ],
    ],
  },
});

describe('site grid (decision 0261)', () => {
  it('names columns like a spreadsheet', () => {
    expect([1, 26, 27, 52, 53].map(gridColumnName)).toEqual(['A', 'Z', 'AA', 'AZ', 'BA']);
    expect(['A', 'z', 'AA', 'BA'].map(gridColumnIndex)).toEqual([1, 26, 27, 53]);
  });

  it('reads the polygon rings of any GeoJSON wrapper and ignores what is no area', () => {
    expect(outlineRings(area)).toHaveLength(1);
    expect(outlineRings(JSON.stringify({ type: 'Point', coordinates: [10, 53] }))).toEqual([]);
    expect(outlineRings('kein JSON')).toEqual([]);
    expect(outlineRings(null)).toEqual([]);
  });

  it('divides the bounding box by the highest column and row, A from the west, 1 from the north', () => {
    const grid = siteGrid(area, ['C2/01', 'A1/05', 'A1/-03', 'ungültig'])!;
    expect(grid.columns).toBe(3);
    expect(grid.rows).toBe(2);
    expect(grid.bounds).toEqual({ west: 10, east: 10.3, south: 53.6, north: 53.8 });
    const a1 = grid.cells.find((cell) => cell.name === 'A1')!;
    expect(a1.values).toEqual(['A1/05', 'A1/-03']);
    expect(a1.bounds.west).toBeCloseTo(10);
    expect(a1.bounds.east).toBeCloseTo(10.1);
    expect(a1.bounds.north).toBeCloseTo(53.8);
    expect(a1.bounds.south).toBeCloseTo(53.7);
    const c2 = grid.cells.find((cell) => cell.name === 'C2')!;
    expect(c2.bounds.east).toBeCloseTo(10.3);
    expect(c2.bounds.south).toBeCloseTo(53.6);
  });

  it('has no grid without an area or without a readable field', () => {
    expect(siteGrid(null, ['A1/01'])).toBeNull();
    expect(siteGrid(area, [])).toBeNull();
    expect(siteGrid(area, ['A01/1'])).toBeNull();
  });
});
