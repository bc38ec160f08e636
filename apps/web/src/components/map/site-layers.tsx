// The context every map draws under its markers (decision 0400): the project area and the Rasterfeld
// grid with the documented fields named. Own GeoJSON layers, so they show on the offline style as on
// any configured one.
import { Layer, Source } from 'react-map-gl/maplibre';
import type { FeatureCollection, GeoJSON as GeoJsonObject } from 'geojson';
import { GRID_LABEL_PREFIX } from './label-images';
import type { Outline } from './map-geometry';
import type { GridGeoJson } from './site-grid';

export const AREA_LINE_LAYER = 'project-outline-line';
export const GRID_LINE_LAYER = 'grid-lines';
export const GRID_CELL_LAYER = 'grid-cells';
export const INSTALLED_LAYER = 'installed-material';

/** `labels`: add the name layer only once the map's image resolver is set (it draws the names). */
export function SiteLayers({
  outline,
  grid,
  installed = null,
  labels,
}: {
  outline: Outline | null;
  grid: GridGeoJson | null;
  /** Installed material as areas, drawn over the grid (decision 0621). */
  installed?: FeatureCollection | null;
  labels: boolean;
}) {
  return (
    <>
      {outline ? (
        <Source id="project-outline" type="geojson" data={outline as GeoJsonObject}>
          <Layer id="project-outline-fill" type="fill" paint={{ 'fill-color': '#1d4ed8', 'fill-opacity': 0.08 }} />
          <Layer id={AREA_LINE_LAYER} type="line" paint={{ 'line-color': '#1d4ed8', 'line-width': 2.5 }} />
        </Source>
      ) : null}
      {grid ? (
        <Source id="grid-lines" type="geojson" data={grid.lines}>
          <Layer
            id={GRID_LINE_LAYER}
            type="line"
            paint={{ 'line-color': '#1e3a8a', 'line-width': 1, 'line-opacity': 0.55, 'line-dasharray': [3, 2] }}
          />
        </Source>
      ) : null}
      {grid ? (
        <Source id="grid-cells" type="geojson" data={grid.cells}>
          <Layer id={GRID_CELL_LAYER} type="fill" paint={{ 'fill-color': '#2563eb', 'fill-opacity': 0.16 }} />
          {labels ? (
            <Layer
              id="grid-cell-names"
              type="symbol"
              layout={{
                'icon-image': ['concat', GRID_LABEL_PREFIX, ['get', 'name']],
                'icon-allow-overlap': false,
              }}
            />
          ) : null}
        </Source>
      ) : null}
      {installed ? (
        <Source id="installed-material" type="geojson" data={installed}>
          <Layer id={INSTALLED_LAYER} type="fill" paint={{ 'fill-color': '#d97706', 'fill-opacity': 0.35 }} />
          <Layer id="installed-material-line" type="line" paint={{ 'line-color': '#b45309', 'line-width': 2 }} />
        </Source>
      ) : null}
    </>
  );
}
