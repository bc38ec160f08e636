import { describe, expect, it } from 'vitest';
import { installedMaterial, installedMaterialCsv, wktOf, type InstalledMaterialInput } from './installed-material.js';

const input = (overrides: Partial<InstalledMaterialInput> = {}): InstalledMaterialInput => ({
  project: { name: 'P', number: '1', address: 'Weg 1, 12345 Ort', geoJson: null },
  site: {
    mountingMethods: ['ew_10', 'ew_9'],
    coverLayerSoilType: null,
    coverLayerThicknessInMeters: null,
    highestGroundwaterLevelInMeters: null,
    waterProtectionArea: null,
  },
  densities: {},
  orders: [{ id: 'o', orderNumber: 'B-1', materialClass: 'rc_1', deliveredAmountInTons: '10', deliveries: [] }],
  documentations: [
    { gridField: 'A1/01', mountingDate: '2026-05-01', orderIds: ['o'] },
    { gridField: 'B1/01', mountingDate: '2026-05-02', orderIds: ['o'] },
    { gridField: 'C1/01', mountingDate: '2026-05-03', orderIds: ['o'] },
  ],
  ...overrides,
});

describe('installedMaterial', () => {
  it("shares an order's tons among its grid fields so that the parts add up exactly", () => {
    const amounts = installedMaterial(input()).features.map((feature) => feature.properties.amountInTons);
    expect(amounts).toEqual([3.334, 3.333, 3.333]);
    expect(Math.round(amounts.reduce((sum, value) => sum + value, 0) * 1000)).toBe(10_000);
  });

  it('orders the Einbauweisen by number and converts tons with the default density', () => {
    const [first] = installedMaterial(input()).features;
    expect(first!.properties).toMatchObject({
      installationMethodNumbers: '9, 10',
      bulkDensityInTonsPerCubicMeter: 1.8,
    });
    expect(first!.properties.volumeInCubicMeters).toBe(1.852);
  });

  it('leaves out material outside the EBV', () => {
    const orders = [
      { id: 'o', orderNumber: 'B-1', materialClass: 'primaer', deliveredAmountInTons: '10', deliveries: [] },
    ];
    expect(installedMaterial(input({ orders })).features).toEqual([]);
  });
});

describe('wktOf and the CSV', () => {
  it('writes polygons and multipolygons as WKT and quotes fields with commas', () => {
    const ring: [number, number][] = [
      [1, 2],
      [3, 2],
      [3, 4],
      [1, 2],
    ];
    expect(wktOf({ type: 'Polygon', coordinates: [ring] })).toBe('POLYGON ((1 2, 3 2, 3 4, 1 2))');
    expect(wktOf({ type: 'MultiPolygon', coordinates: [[ring], [ring]] })).toBe(
      'MULTIPOLYGON (((1 2, 3 2, 3 4, 1 2)), ((1 2, 3 2, 3 4, 1 2)))',
    );
    expect(wktOf(null)).toBe('');
    const csv = installedMaterialCsv(installedMaterial(input()));
    expect(csv.split('\r\n')[1]).toMatch(/^,P,1,"Weg 1, 12345 Ort",A1\/01,RC-1,/);
  });
});
