// The project's area and Rasterfeld grid as the maps draw them under the markers (decision 0400):
// the grid fields come from GET /mounting-documentation/grid-fields, the grid from the domain's
// siteGrid (the same as in the EBV site sketch). Under the installation documentation's query key,
// so saving a documentation refreshes the grid.
import { useQuery } from '@tanstack/react-query';
import type { Feature, FeatureCollection, LineString, Polygon } from 'geojson';
import { siteGrid, type GridBounds, type SiteGrid } from '@baustellendoku/domain';
import { apiClient } from '@/lib/api-client';
import type { Outline } from './map-geometry';

export const gridFieldsKey = (projectId: string) => ['mounting-documentation', 'grid-fields', projectId] as const;

/** The documented grid fields of the project; only asked where the installation documentation is on. */
export function useGridFields(projectId: string | undefined, enabled = true) {
  return useQuery({
    queryKey: gridFieldsKey(projectId ?? ''),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<{ items: string[] }>('/mounting-documentation/grid-fields', {
          query: { projectId },
          signal,
        })
      ).items,
    enabled: Boolean(projectId) && enabled,
    staleTime: 60_000,
  });
}

const ring = ({ west, south, east, north }: GridBounds): [number, number][] => [
  [west, north],
  [east, north],
  [east, south],
  [west, south],
  [west, north],
];

export type GridGeoJson = { lines: FeatureCollection<LineString>; cells: FeatureCollection<Polygon> };

/** The grid lines over the area's box and the documented cells (property `name`, e.g. "C4"). */
export function gridGeoJson(outline: Outline | null, gridFields: readonly string[] | undefined): GridGeoJson | null {
  const grid: SiteGrid | null = outline && gridFields?.length ? siteGrid(outline, gridFields) : null;
  if (!grid) return null;
  const { west, east, south, north } = grid.bounds;
  const width = (east - west) / grid.columns;
  const height = (north - south) / grid.rows;
  const line = (coordinates: [number, number][]): Feature<LineString> => ({
    type: 'Feature',
    properties: {},
    geometry: { type: 'LineString', coordinates },
  });
  const lines = [
    ...Array.from({ length: grid.columns + 1 }, (_, index) =>
      line([
        [west + index * width, north],
        [west + index * width, south],
      ]),
    ),
    ...Array.from({ length: grid.rows + 1 }, (_, index) =>
      line([
        [west, north - index * height],
        [east, north - index * height],
      ]),
    ),
  ];
  return {
    lines: { type: 'FeatureCollection', features: lines },
    cells: {
      type: 'FeatureCollection',
      features: grid.cells.map((cell) => ({
        type: 'Feature',
        properties: { name: cell.name, values: cell.values.join(', ') },
        geometry: { type: 'Polygon', coordinates: [ring(cell.bounds)] },
      })),
    },
  };
}
