// Text on the map drawn as images on demand (the map's missing-image resolver) instead of symbol
// text: cluster counts and grid-field names need no glyph server and look the same on the offline
// style and on any configured one.
import type { Map as MapLibreMap } from 'maplibre-gl';

export const CLUSTER_COUNT_PREFIX = 'cluster-count-';
export const GRID_LABEL_PREFIX = 'grid-label-';
const PIXEL_RATIO = 2;
const FONT = 'Inter, system-ui, sans-serif';

function addImage(map: MapLibreMap, imageId: string, canvas: HTMLCanvasElement) {
  const context = canvas.getContext('2d');
  if (!context) return;
  const data = context.getImageData(0, 0, canvas.width, canvas.height);
  map.addImage(
    imageId,
    { width: canvas.width, height: canvas.height, data: new Uint8Array(data.data.buffer) },
    { pixelRatio: PIXEL_RATIO },
  );
}

/** White count on the red cluster circle. */
function clusterCount(label: string): HTMLCanvasElement {
  const size = 40 * PIXEL_RATIO;
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#ffffff';
  context.font = `600 ${(label.length > 3 ? 11 : 14) * PIXEL_RATIO}px ${FONT}`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(label, size / 2, size / 2 + PIXEL_RATIO);
  return canvas;
}

/** A grid field's name ("C4") in dark text with a white halo, readable on streets and aerial images. */
function gridLabel(label: string): HTMLCanvasElement {
  const fontSize = 12 * PIXEL_RATIO;
  const canvas = document.createElement('canvas');
  const measure = canvas.getContext('2d')!;
  measure.font = `600 ${fontSize}px ${FONT}`;
  canvas.width = Math.ceil(measure.measureText(label).width) + 8 * PIXEL_RATIO;
  canvas.height = fontSize + 8 * PIXEL_RATIO;
  const context = canvas.getContext('2d')!;
  context.font = `600 ${fontSize}px ${FONT}`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.lineJoin = 'round';
  context.lineWidth = 3 * PIXEL_RATIO;
  context.strokeStyle = 'rgba(255, 255, 255, 0.95)';
  context.strokeText(label, canvas.width / 2, canvas.height / 2);
  context.fillStyle = '#1e3a8a';
  context.fillText(label, canvas.width / 2, canvas.height / 2);
  return canvas;
}

/** The missing-image resolver of every map: draws the images our layers name by prefix. */
export function drawLabelImage(map: MapLibreMap, imageId: string): void {
  if (map.hasImage(imageId)) return;
  if (imageId.startsWith(CLUSTER_COUNT_PREFIX)) {
    addImage(map, imageId, clusterCount(imageId.slice(CLUSTER_COUNT_PREFIX.length)));
  } else if (imageId.startsWith(GRID_LABEL_PREFIX)) {
    addImage(map, imageId, gridLabel(imageId.slice(GRID_LABEL_PREFIX.length)));
  }
}
