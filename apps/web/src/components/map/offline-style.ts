// The built-in style used when no MAP_STYLE_URL is configured: a plain background, no tiles, no
// glyphs — so the map (project outline, markers, clusters) works without any internet access.
import type { StyleSpecification } from 'maplibre-gl';

export const OFFLINE_STYLE: StyleSpecification = {
  version: 8,
  name: 'Baustellendoku offline',
  sources: {},
  layers: [{ id: 'background', type: 'background', paint: { 'background-color': '#eef1ec' } }],
};
