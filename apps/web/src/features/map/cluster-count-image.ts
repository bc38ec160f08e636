// Cluster counts drawn as images on demand (the map's missing-image resolver) instead of text, so the
// labels need no glyph server and look the same on the offline and the configured styles.
import type { Map as MapLibreMap } from 'maplibre-gl';

export const CLUSTER_COUNT_PREFIX = 'cluster-count-';
const PIXEL_RATIO = 2;

export function drawClusterCount(map: MapLibreMap, imageId: string): void {
  if (!imageId.startsWith(CLUSTER_COUNT_PREFIX) || map.hasImage(imageId)) return;
  const label = imageId.slice(CLUSTER_COUNT_PREFIX.length);
  const size = 40 * PIXEL_RATIO;
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) return;
  context.fillStyle = '#ffffff';
  context.font = `600 ${(label.length > 3 ? 11 : 14) * PIXEL_RATIO}px Inter, system-ui, sans-serif`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(label, size / 2, size / 2 + PIXEL_RATIO);
  const data = context.getImageData(0, 0, size, size);
  map.addImage(
    imageId,
    { width: size, height: size, data: new Uint8Array(data.data.buffer) },
    { pixelRatio: PIXEL_RATIO },
  );
}
