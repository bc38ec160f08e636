// GeoJSON check for the project outline (RFC 7946): the edit form stores the text as typed, the
// server refuses anything a map could not draw. Accepts a Feature, a FeatureCollection or a bare
// geometry; positions are [longitude, latitude(, altitude)] within the WGS 84 ranges.
const geometryTypes = [
  'Point',
  'MultiPoint',
  'LineString',
  'MultiLineString',
  'Polygon',
  'MultiPolygon',
  'GeometryCollection',
] as const;

type Json = unknown;

const isObject = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isPosition(value: Json): boolean {
  if (!Array.isArray(value) || value.length < 2 || value.length > 3) return false;
  if (!value.every((part) => typeof part === 'number' && Number.isFinite(part))) return false;
  const [longitude, latitude] = value as number[];
  return Math.abs(longitude!) <= 180 && Math.abs(latitude!) <= 90;
}

const isPositionList = (value: Json, min: number) =>
  Array.isArray(value) && value.length >= min && value.every(isPosition);

/** A linear ring: at least four positions, first equals last. */
function isLinearRing(value: Json): boolean {
  if (!isPositionList(value, 4)) return false;
  const ring = value as number[][];
  const first = ring[0]!;
  const last = ring[ring.length - 1]!;
  return first.length === last.length && first.every((part, index) => part === last[index]);
}

const isPolygonCoordinates = (value: Json) => Array.isArray(value) && value.length >= 1 && value.every(isLinearRing);

function isGeometry(value: Json, depth = 0): boolean {
  if (!isObject(value) || typeof value.type !== 'string') return false;
  const coordinates = value.coordinates;
  switch (value.type) {
    case 'Point':
      return isPosition(coordinates);
    case 'MultiPoint':
      return isPositionList(coordinates, 0);
    case 'LineString':
      return isPositionList(coordinates, 2);
    case 'MultiLineString':
      return Array.isArray(coordinates) && coordinates.every((line) => isPositionList(line, 2));
    case 'Polygon':
      return isPolygonCoordinates(coordinates);
    case 'MultiPolygon':
      return Array.isArray(coordinates) && coordinates.every(isPolygonCoordinates);
    case 'GeometryCollection':
      // Nested collections are discouraged by RFC 7946; a bounded depth keeps the check cheap.
      return depth < 4 && Array.isArray(value.geometries) && value.geometries.every((g) => isGeometry(g, depth + 1));
    default:
      return false;
  }
}

function isFeature(value: Json): boolean {
  if (!isObject(value) || value.type !== 'Feature') return false;
  if (!('geometry' in value)) return false;
  const properties = value.properties;
  const hasValidProperties = properties === undefined || properties === null || isObject(properties);
  return hasValidProperties && (value.geometry === null || isGeometry(value.geometry));
}

function isFeatureCollection(value: Json): boolean {
  return (
    isObject(value) &&
    value.type === 'FeatureCollection' &&
    Array.isArray(value.features) &&
    value.features.every(isFeature)
  );
}

/** Parses `text` and tells whether it is a GeoJSON object a map can draw. */
export function isValidGeoJson(text: string): boolean {
  let parsed: Json;
  try {
    parsed = JSON.parse(text);
  } catch {
    return false;
  }
  if (!isObject(parsed)) return false;
  if (parsed.type === 'Feature') return isFeature(parsed);
  if (parsed.type === 'FeatureCollection') return isFeatureCollection(parsed);
  return (geometryTypes as readonly string[]).includes(String(parsed.type)) && isGeometry(parsed);
}
