// Pure map arithmetic of spec part 3 §9: zoom levels, fly durations, the zoom-dependent margin that
// decides which tests count as "in the current view", marker rounding and the GeoJSON the map draws.
import type { Feature, FeatureCollection, Geometry, Point } from 'geojson';
import { toMarkerCoordinate, type VerdictResult } from '@baustellendoku/domain';

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 20;
export const DEFAULT_ZOOM = 13;
export const SINGLE_MARKER_ZOOM = 15;
export const CLUSTER_RADIUS = 50;
export const CLUSTER_MAX_ZOOM = 14;
/** Germany's centre, for a project without tests and without an outline. */
export const FALLBACK_CENTER = { lat: 51.1657, lng: 10.4515 } as const;
export const FALLBACK_ZOOM = 5;

/** One test on the map; `value` is Evd (dynamic) or Ev2 (static). */
export type MapPoint = {
  id: string;
  lat: number;
  lng: number;
  number: number;
  valueLabel: 'Evd' | 'Ev2';
  value: number;
  analysedAt: string;
  creator: string | null;
  href: string;
  /** The verdict against the layer's requirement (issue 37): the marker's colour. */
  verdict?: VerdictResult;
};

export type ViewBounds = { west: number; south: number; east: number; north: number };
export type MapView = { latitude: number; longitude: number; zoom: number };
/** [[west, south], [east, north]] */
export type Bounds = [[number, number], [number, number]];

/**
 * The box around several tests; the map fits it with zoom 13 at most, so tests far apart are all
 * in view at the start (null for fewer than two tests).
 */
export function pointsBounds(points: readonly MapPoint[]): Bounds | null {
  if (points.length < 2) return null;
  const lngs = points.map((point) => toMarkerCoordinate(point.lng));
  const lats = points.map((point) => toMarkerCoordinate(point.lat));
  return [
    [Math.min(...lngs), Math.min(...lats)],
    [Math.max(...lngs), Math.max(...lats)],
  ];
}

/** Fly duration in ms by target zoom: 1000 below 5, 750 below 10, 600 below 12, else 500. */
export function flyDuration(zoom: number): number {
  if (zoom < 5) return 1000;
  if (zoom < 10) return 750;
  if (zoom < 12) return 600;
  return 500;
}

/**
 * Degrees added around the view before counting markers as visible: 0.0005 at 15 and above,
 * 0.003 at 12, 0.008 at 10, 0.018 at 9, 0.032 at 8, 0.09 at 7, 0.18 at 5, 0.9 below 5. Zooms
 * between the listed ones use the next lower listed zoom (13–14 → 0.003, 11 → 0.008, 6 → 0.18).
 */
export function visibilityMargin(zoom: number): number {
  if (zoom >= 15) return 0.0005;
  if (zoom >= 12) return 0.003;
  if (zoom >= 10) return 0.008;
  if (zoom >= 9) return 0.018;
  if (zoom >= 8) return 0.032;
  if (zoom >= 7) return 0.09;
  if (zoom >= 5) return 0.18;
  return 0.9;
}

/** How many points lie inside the view widened by the zoom's margin. */
export function countVisible(points: readonly MapPoint[], bounds: ViewBounds, zoom: number): number {
  const margin = visibilityMargin(zoom);
  return points.filter((point) => {
    const lat = toMarkerCoordinate(point.lat);
    const lng = toMarkerCoordinate(point.lng);
    return (
      lat >= bounds.south - margin &&
      lat <= bounds.north + margin &&
      lng >= bounds.west - margin &&
      lng <= bounds.east + margin
    );
  }).length;
}

type Position = [number, number];
export type Outline = FeatureCollection | Feature | Geometry;

/** The project's outline (project.attributes.geoJson, stored as JSON text); null when absent or unreadable. */
export function parseOutline(text: string | null | undefined): Outline | null {
  if (!text || !text.trim()) return null;
  try {
    const parsed = JSON.parse(text) as { type?: unknown };
    return typeof parsed?.type === 'string' ? (parsed as Outline) : null;
  } catch {
    return null;
  }
}

function collectPositions(value: unknown, into: Position[]): void {
  if (!Array.isArray(value)) return;
  if (value.length >= 2 && typeof value[0] === 'number' && typeof value[1] === 'number') {
    into.push([value[0], value[1]]);
    return;
  }
  for (const item of value) collectPositions(item, into);
}

/** Every [lng, lat] of an outline, whatever its GeoJSON type. */
export function outlinePositions(outline: Outline | null): Position[] {
  if (!outline) return [];
  const positions: Position[] = [];
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    if (record.type === 'FeatureCollection') (record.features as unknown[] | undefined)?.forEach(visit);
    else if (record.type === 'Feature') visit(record.geometry);
    else if (record.type === 'GeometryCollection') (record.geometries as unknown[] | undefined)?.forEach(visit);
    else collectPositions(record.coordinates, positions);
  };
  visit(outline);
  return positions;
}

/**
 * Where the map starts: one test at zoom 15 on it; several at zoom 13 on their centre; none on the
 * outline's centre at 13; nothing known at all: Germany.
 */
export function initialView(points: readonly MapPoint[], outline: Outline | null): MapView {
  if (points.length === 1) {
    return {
      latitude: toMarkerCoordinate(points[0]!.lat),
      longitude: toMarkerCoordinate(points[0]!.lng),
      zoom: SINGLE_MARKER_ZOOM,
    };
  }
  const positions: Position[] = points.length
    ? points.map((point) => [point.lng, point.lat])
    : outlinePositions(outline);
  if (!positions.length) return { latitude: FALLBACK_CENTER.lat, longitude: FALLBACK_CENTER.lng, zoom: FALLBACK_ZOOM };
  const lngs = positions.map((position) => position[0]);
  const lats = positions.map((position) => position[1]);
  return {
    latitude: (Math.min(...lats) + Math.max(...lats)) / 2,
    longitude: (Math.min(...lngs) + Math.max(...lngs)) / 2,
    zoom: DEFAULT_ZOOM,
  };
}

/** The markers as GeoJSON points (coordinates rounded to 5 decimals) for the clustered source. */
export function pointsToGeoJson(points: readonly MapPoint[]): FeatureCollection<Point> {
  return {
    type: 'FeatureCollection',
    features: points.map((point) => ({
      type: 'Feature',
      id: point.number,
      properties: { id: point.id, number: point.number, ...(point.verdict ? { verdict: point.verdict } : {}) },
      geometry: { type: 'Point', coordinates: [toMarkerCoordinate(point.lng), toMarkerCoordinate(point.lat)] },
    })),
  };
}

const outlines = new WeakMap<object, Outline | null>();

/**
 * GET /project/{id} answers attributes.geoJson; the shared Project type does not list it. The same
 * project object gives the same outline object, so the maps do not redraw the area on every render.
 */
export function outlineOfProject(project: unknown): Outline | null {
  if (!project || typeof project !== 'object') return null;
  if (!outlines.has(project)) {
    const attributes = (project as { attributes?: { geoJson?: string | null } }).attributes;
    outlines.set(project, parseOutline(attributes?.geoJson ?? null));
  }
  return outlines.get(project) ?? null;
}
