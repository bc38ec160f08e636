// The Rasterfeld grid over the project area (decision 0261), shared by the site sketch of the EBV
// documents and the maps of the web app: grid fields are stored as labels only ('A12/05'), so the
// grid is the area's bounding box divided into as many columns as the highest column letter and as
// many rows as the highest number among the documented fields (A = first column from the west,
// 1 = first row from the north).
import { splitGridField } from '../mounting-documentation/grid-field.js';

export type LngLat = [number, number];
export type Ring = LngLat[];
export type GridBounds = { west: number; south: number; east: number; north: number };
/** One documented field: its cell and every stored label that falls into it ('A12/05', 'A12/06'). */
export type GridCell = { name: string; column: number; row: number; values: string[]; bounds: GridBounds };
export type SiteGrid = { bounds: GridBounds; columns: number; rows: number; cells: GridCell[] };

/** GeoJSON as stored (text) or already parsed. */
export type GeoJsonInput = string | object | null | undefined;

/**
 * The polygons of a Feature, FeatureCollection or geometry (each polygon its rings, outer first) and
 * whether other geometries (points, lines) were there too; unreadable text has none.
 */
export function areaPolygons(geoJson: GeoJsonInput): { polygons: Ring[][]; others: boolean } {
  const polygons: Ring[][] = [];
  let others = false;
  if (!geoJson) return { polygons, others };
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    const value = node as {
      type?: string;
      features?: unknown[];
      geometry?: unknown;
      geometries?: unknown[];
      coordinates?: unknown;
    };
    if (value.type === 'FeatureCollection') value.features?.forEach(visit);
    else if (value.type === 'Feature') visit(value.geometry);
    else if (value.type === 'GeometryCollection') value.geometries?.forEach(visit);
    else if (value.type === 'Polygon') polygons.push(value.coordinates as Ring[]);
    else if (value.type === 'MultiPolygon') polygons.push(...(value.coordinates as Ring[][]));
    else others = true;
  };
  try {
    visit(typeof geoJson === 'string' ? JSON.parse(geoJson) : geoJson);
  } catch {
    return { polygons: [], others: false };
  }
  return { polygons, others };
}

/** Every polygon ring of a Feature, FeatureCollection or geometry; other geometries are ignored. */
export function outlineRings(geoJson: GeoJsonInput): Ring[] {
  return areaPolygons(geoJson)
    .polygons.flat()
    .filter((ring) => Array.isArray(ring) && ring.length >= 3);
}

/** 'A' → 1, 'Z' → 26, 'AA' → 27. */
export const gridColumnIndex = (letters: string): number =>
  [...letters.toUpperCase()].reduce((sum, letter) => sum * 26 + (letter.charCodeAt(0) - 64), 0);

/** 1 → 'A', 27 → 'AA'. */
export const gridColumnName = (index: number): string =>
  index <= 0 ? '' : gridColumnName(Math.floor((index - 1) / 26)) + String.fromCharCode(65 + ((index - 1) % 26));

/**
 * The grid of the project area for the documented grid fields; null without a polygon area or
 * without a readable field (nothing to draw).
 */
export function siteGrid(geoJson: GeoJsonInput, gridFields: readonly string[]): SiteGrid | null {
  const positions = outlineRings(geoJson).flat();
  if (positions.length === 0) return null;
  const bounds: GridBounds = {
    west: Math.min(...positions.map((position) => position[0])),
    east: Math.max(...positions.map((position) => position[0])),
    south: Math.min(...positions.map((position) => position[1])),
    north: Math.max(...positions.map((position) => position[1])),
  };
  const byCell = new Map<string, { column: number; row: number; values: string[] }>();
  for (const value of gridFields) {
    const split = splitGridField(value);
    const match = split ? /^([A-Za-z]+)(\d+)$/.exec(split.field) : null;
    if (!match) continue;
    const column = gridColumnIndex(match[1]!);
    const row = Number(match[2]);
    const key = `${column}:${row}`;
    const cell = byCell.get(key) ?? { column, row, values: [] };
    cell.values.push(value);
    byCell.set(key, cell);
  }
  if (byCell.size === 0) return null;
  const cells = [...byCell.values()];
  const columns = Math.max(...cells.map((cell) => cell.column));
  const rows = Math.max(...cells.map((cell) => cell.row));
  const width = (bounds.east - bounds.west) / columns;
  const height = (bounds.north - bounds.south) / rows;
  return {
    bounds,
    columns,
    rows,
    cells: cells.map((cell) => ({
      ...cell,
      name: `${gridColumnName(cell.column)}${cell.row}`,
      bounds: {
        west: bounds.west + (cell.column - 1) * width,
        east: bounds.west + cell.column * width,
        north: bounds.north - (cell.row - 1) * height,
        south: bounds.north - cell.row * height,
      },
    })),
  };
}
