// The project's site area (Baufeld) between its stored text and the drawing tool (decision 0401):
// the form keeps the GeoJSON text the server validates; the map edits polygons. Drawn or uploaded
// areas are stored as one Feature (Polygon, or MultiPolygon for several parts) with 7 decimals
// (about 1 cm). Areas the tool cannot edit without losing something (holes, points, lines) stay
// as they are and are edited as text.
import type { Feature, MultiPolygon, Polygon, Position } from 'geojson';
import { areaPolygons, isValidGeoJson } from '@baustellendoku/domain';

/** One polygon's outer ring, [lng, lat], closed (first = last). */
export type AreaRing = [number, number][];
/** `valid` false: text the server would refuse (the map keeps what it shows); `editable` false: more than outer rings. */
export type AreaReading = { rings: AreaRing[]; valid: boolean; editable: boolean; properties: Record<string, unknown> };

const round = (value: number) => Math.round(value * 1e7) / 1e7;
const toPosition = (position: Position): [number, number] => [round(position[0]!), round(position[1]!)];

/** The polygons of a stored area; `editable` false when it holds more than outer rings of polygons. */
export function readArea(text: string | null | undefined): AreaReading {
  const empty: AreaReading = { rings: [], valid: true, editable: true, properties: {} };
  if (!text || !text.trim()) return empty;
  if (!isValidGeoJson(text)) return { ...empty, valid: false, editable: false };
  const parsed = JSON.parse(text) as { type: string; properties?: unknown };
  const { polygons, others } = areaPolygons(parsed);
  const properties =
    parsed.type === 'Feature' && parsed.properties && typeof parsed.properties === 'object'
      ? (parsed.properties as Record<string, unknown>)
      : {};
  return {
    rings: polygons.map((polygon) => polygon[0]!.map(toPosition)),
    valid: true,
    editable: !others && polygons.every((polygon) => polygon.length === 1),
    properties,
  };
}

/** The text the form stores for drawn polygons ('' for none); `properties` of the old area are kept. */
export function writeArea(rings: readonly AreaRing[], properties: Record<string, unknown> = {}): string {
  const closed = rings
    .filter((ring) => ring.length >= 3)
    .map((ring) => {
      const positions = ring.map(toPosition);
      const [first] = positions;
      const last = positions[positions.length - 1]!;
      return first![0] === last[0] && first![1] === last[1] ? positions : [...positions, first!];
    })
    .filter((ring) => ring.length >= 4);
  if (closed.length === 0) return '';
  const geometry: Polygon | MultiPolygon =
    closed.length === 1
      ? { type: 'Polygon', coordinates: [closed[0]!] }
      : { type: 'MultiPolygon', coordinates: closed.map((ring) => [ring]) };
  const feature: Feature = { type: 'Feature', properties, geometry };
  return JSON.stringify(feature, null, 2);
}

export const AREA_FILE_TYPES =
  '.geojson,.json,.kml,application/geo+json,application/json,application/vnd.google-earth.kml+xml';

export class AreaFileError extends Error {}

/** Only the polygons of a file's GeoJSON, as the stored Feature (holes kept). */
function polygonsOf(geoJson: unknown): string {
  const { polygons } = areaPolygons(geoJson as object);
  if (polygons.length === 0) throw new AreaFileError('Die Datei enthält keine Fläche (Polygon).');
  const rounded = polygons.map((polygon) => polygon.map((ring) => ring.map(toPosition)));
  const geometry: Polygon | MultiPolygon =
    rounded.length === 1
      ? { type: 'Polygon', coordinates: rounded[0]! }
      : { type: 'MultiPolygon', coordinates: rounded };
  const text = JSON.stringify({ type: 'Feature', properties: {}, geometry }, null, 2);
  if (!isValidGeoJson(text)) throw new AreaFileError('Die Fläche in der Datei ist kein gültiges GeoJSON.');
  return text;
}

const fileText = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(new AreaFileError('Die Datei konnte nicht gelesen werden.'));
    reader.readAsText(file);
  });

/** A GeoJSON or KML file as the stored area text; KML is read with @tmcw/togeojson, loaded only here. */
export async function readAreaFile(file: File): Promise<string> {
  const text = await fileText(file);
  const trimmed = text.trimStart();
  if (trimmed.startsWith('<')) {
    const document = new DOMParser().parseFromString(text, 'application/xml');
    if (document.getElementsByTagName('parsererror').length > 0 || !document.getElementsByTagName('kml').length) {
      throw new AreaFileError('Die Datei ist keine lesbare KML-Datei.');
    }
    const { kml } = await import('@tmcw/togeojson');
    return polygonsOf(kml(document));
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new AreaFileError('Die Datei ist weder GeoJSON noch KML.');
  }
  return polygonsOf(parsed);
}
