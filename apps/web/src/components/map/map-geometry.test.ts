import { describe, expect, it } from 'vitest';
import {
  countVisible,
  flyDuration,
  initialView,
  outlinePositions,
  parseOutline,
  pointsBounds,
  pointsToGeoJson,
  visibilityMargin,
  type MapPoint,
} from './map-geometry';

const point = (id: string, lat: number, lng: number): MapPoint => ({
  id,
  lat,
  lng,
  number: Number(id),
  valueLabel: 'Evd',
  value: 50,
  analysedAt: '2026-05-04T08:15:00.000Z',
  creator: 'Paul Polier',
  href: `/x/${id}`,
});

describe('map geometry (spec part 3 §9)', () => {
  it('uses the fly durations by zoom', () => {
    expect([1, 4.9, 5, 9.9, 10, 11.9, 12, 15].map(flyDuration)).toEqual([1000, 1000, 750, 750, 600, 600, 500, 500]);
  });

  it('widens the view by the zoom-dependent margin', () => {
    expect([20, 15, 14, 12, 11, 10, 9, 8, 7, 6, 5, 4, 1].map(visibilityMargin)).toEqual([
      0.0005, 0.0005, 0.003, 0.003, 0.008, 0.008, 0.018, 0.032, 0.09, 0.18, 0.18, 0.9, 0.9,
    ]);
    const bounds = { west: 13, east: 13.1, south: 52, north: 52.1 };
    const points = [
      point('1', 52.05, 13.05),
      point('2', 52.1004, 13.05),
      point('3', 52.102, 13.05),
      point('4', 53, 13),
    ];
    expect(countVisible(points, bounds, 15)).toBe(2);
    expect(countVisible(points, bounds, 12)).toBe(3);
    expect(countVisible(points, bounds, 3)).toBe(4);
  });

  it('starts on a single test at zoom 15, on several at 13, else on the outline or Germany', () => {
    expect(initialView([point('1', 52.1234567, 13.7654321)], null)).toEqual({
      latitude: 52.12346,
      longitude: 13.76543,
      zoom: 15,
    });
    expect(initialView([point('1', 52, 13), point('2', 52.2, 13.4)], null)).toEqual({
      latitude: 52.1,
      longitude: 13.2,
      zoom: 13,
    });
    const outline = parseOutline(
      JSON.stringify({
        type: 'Polygon',
        coordinates: [
          [
            [13, 52],
            [13.2, 52],
            [13.2, 52.2],
            [13, 52],
          ],
        ],
      }),
    );
    expect(outlinePositions(outline)).toHaveLength(4);
    expect(initialView([], outline)).toEqual({ latitude: 52.1, longitude: 13.1, zoom: 13 });
    expect(initialView([], parseOutline('kein JSON')).zoom).toBe(5);
  });

  it('fits several tests by their bounding box', () => {
    expect(pointsBounds([point('1', 52.5, 13.4)])).toBeNull();
    expect(pointsBounds([point('1', 53.706, 10.01), point('2', 53.552314, 9.987126)])).toEqual([
      [9.98713, 53.55231],
      [10.01, 53.706],
    ]);
  });

  it('rounds marker coordinates to 5 decimals', () => {
    expect(pointsToGeoJson([point('7', 52.606878, 13.287412)]).features[0]!.geometry.coordinates).toEqual([
      13.28741, 52.60688,
    ]);
  });

  it('gives each marker its verdict, which colours it (issue 37)', () => {
    const features = pointsToGeoJson([
      { ...point('1', 52.5, 13.4), verdict: 'failed' },
      point('2', 52.5, 13.4),
    ]).features;
    expect(features.map((feature) => feature.properties)).toEqual([
      { id: '1', number: 1, verdict: 'failed' },
      { id: '2', number: 2 },
    ]);
  });
});
