// The MapLibre map itself (loaded lazily through project-map-content.tsx, so pages without a map never
// download MapLibre): red markers in a clustered GeoJSON source, cluster click zooms in, popup per
// test, count of tests in the view, street/satellite switch, reset after the view was moved, the
// project area and grid fields, a scale bar, the background (or the note that it is missing,
// decision 0400), and an optional position picker (click sets the coordinates).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import * as maplibregl from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';
import {
  Layer,
  Map,
  NavigationControl,
  Popup,
  ScaleControl,
  Source,
  type MapLayerMouseEvent,
  type MapRef,
  type ViewStateChangeEvent,
} from 'react-map-gl/maplibre';
import type { GeoJSONSource } from 'maplibre-gl';
import type { FeatureCollection } from 'geojson';
import { LocateFixed } from 'lucide-react';
import { toMarkerCoordinate, verdictLabels } from '@baustellendoku/domain';
import { formatDate, formatModulus, formatTime } from '@/lib/format';
import { cn } from '@/lib/cn';
import { Skeleton } from '@/components/ui/skeleton';
import { CLUSTER_COUNT_PREFIX, drawLabelImage } from './label-images';
import {
  CLUSTER_MAX_ZOOM,
  CLUSTER_RADIUS,
  countVisible,
  flyDuration,
  initialView,
  MAX_ZOOM,
  MIN_ZOOM,
  pointsBounds,
  pointsToGeoJson,
  DEFAULT_ZOOM,
  type MapPoint,
  type MapView,
  type Outline,
} from './map-geometry';
import { MAP_LOCALE, MapTopBar, useMapBackground, type MapStyles } from './map-chrome';
import type { GridGeoJson } from './site-grid';
import { SiteLayers } from './site-layers';
import { VisibleCount } from './visible-count';

maplibregl.setWorkerUrl(workerUrl);

export const MARKER_LAYER = 'load-test-markers';
/** Marker colours by verdict (the badges' tones); a marker without a verdict stays red as before. */
const VERDICT_COLOURS = { passed: '#15803d', failed: '#dc2626', notJudged: '#64748b' } as const;
export const CLUSTER_LAYER = 'load-test-clusters';
const SOURCE = 'load-tests';
const FIT_PADDING = 60;

export type MapCanvasProps = {
  points: readonly MapPoint[];
  outline: Outline | null;
  /** The Rasterfeld grid over the area (null: no documented field or no area). */
  grid: GridGeoJson | null;
  /** Installed material as areas (the register export's features, decision 0621). */
  installed?: FeatureCollection | null;
  styles: MapStyles;
  /** Show "N von M Versuchen im Kartenausschnitt" (lists). */
  showCount?: boolean;
  /** Position picker: a click on the map reports its coordinates. */
  onPick?: (position: { lat: number; lng: number }) => void;
  picked?: { lat: number; lng: number } | null;
  className?: string;
};

/** Lets browser tests read rendered features; a property on the container, never a global. */
type MapContainer = HTMLDivElement & { bdMap?: maplibregl.Map };

export function MapCanvas({
  points,
  outline,
  grid,
  installed,
  styles,
  showCount,
  onPick,
  picked,
  className,
}: MapCanvasProps) {
  const mapRef = useRef<MapRef>(null);
  const containerRef = useRef<MapContainer>(null);
  const start = useMemo<MapView>(
    () => (picked ? { latitude: picked.lat, longitude: picked.lng, zoom: 15 } : initialView(points, outline)),
    // The start view is decided once; later data changes must not throw the user's view away.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  // Several tests: fit them all (zoom 13 at most); the reset returns to that camera.
  const startBounds = useMemo(() => (picked ? null : pointsBounds(points)), []); // eslint-disable-line react-hooks/exhaustive-deps
  const resetView = useRef<MapView>(start);
  const [moved, setMoved] = useState(false);
  const [visible, setVisible] = useState(points.length);
  const [ready, setReady] = useState(false);
  const [popupId, setPopupId] = useState<string | null>(null);
  const data = useMemo(() => pointsToGeoJson(points), [points]);
  const pickedData = useMemo(
    () =>
      pointsToGeoJson(
        picked
          ? [
              {
                id: 'picked',
                lat: picked.lat,
                lng: picked.lng,
                number: 0,
                valueLabel: 'Evd',
                value: 0,
                analysedAt: '',
                creator: null,
                href: '',
              },
            ]
          : [],
      ),
    [picked],
  );
  const { styleName, setStyleName, basemap, mapStyle } = useMapBackground(styles);

  const recount = useCallback(() => {
    const map = mapRef.current?.getMap();
    if (!map) return;
    const bounds = map.getBounds();
    setVisible(
      countVisible(
        points,
        { west: bounds.getWest(), east: bounds.getEast(), south: bounds.getSouth(), north: bounds.getNorth() },
        map.getZoom(),
      ),
    );
  }, [points]);

  useEffect(() => {
    if (ready) recount();
  }, [ready, recount]);

  const handleLoad = () => {
    const map = mapRef.current?.getMap();
    if (!map) return;
    if (containerRef.current) containerRef.current.bdMap = map;
    if (startBounds) {
      const camera = map.cameraForBounds(startBounds, { padding: FIT_PADDING, maxZoom: DEFAULT_ZOOM });
      if (camera?.center) {
        const center = maplibregl.LngLat.convert(camera.center);
        resetView.current = { latitude: center.lat, longitude: center.lng, zoom: camera.zoom ?? DEFAULT_ZOOM };
      }
    }
    map.setMissingStyleImageResolver((imageId) => drawLabelImage(map, imageId));
    setReady(true);
  };

  const handleMoveEnd = (event: ViewStateChangeEvent) => {
    // Only a move by the user offers the reset; our own flyTo calls carry no originalEvent.
    if (event.originalEvent) setMoved(true);
    recount();
  };

  const flyTo = (view: MapView) =>
    mapRef.current?.flyTo({
      center: [view.longitude, view.latitude],
      zoom: view.zoom,
      duration: flyDuration(view.zoom),
    });

  const handleClick = async (event: MapLayerMouseEvent) => {
    const feature = event.features?.[0];
    if (onPick && (!feature || feature.layer.id !== CLUSTER_LAYER)) {
      onPick({ lat: Number(event.lngLat.lat.toFixed(6)), lng: Number(event.lngLat.lng.toFixed(6)) });
      return;
    }
    if (!feature) {
      setPopupId(null);
      return;
    }
    if (feature.layer.id === CLUSTER_LAYER) {
      const source = mapRef.current?.getMap().getSource<GeoJSONSource>(SOURCE);
      if (!source || feature.geometry.type !== 'Point') return;
      const zoom = await source.getClusterExpansionZoom(Number(feature.properties.cluster_id));
      const [lng, lat] = feature.geometry.coordinates as [number, number];
      flyTo({ latitude: lat, longitude: lng, zoom: Math.min(zoom, MAX_ZOOM) });
      setMoved(true);
      return;
    }
    setPopupId(String(feature.properties.id));
  };

  const reset = () => {
    flyTo(resetView.current);
    setMoved(false);
    setPopupId(null);
  };

  const popupPoint = popupId ? points.find((point) => point.id === popupId) : undefined;
  // The first check of the background takes at most STYLE_TIMEOUT_MS.
  if (!basemap) return <Skeleton className={cn('h-[360px] w-full rounded-lg sm:h-[600px]', className)} />;

  return (
    <div
      ref={containerRef}
      data-testid="load-test-map"
      data-map-ready={ready ? 'true' : 'false'}
      className={cn('relative h-[360px] overflow-hidden rounded-lg border border-slate-200 sm:h-[600px]', className)}
    >
      <div className="size-full">
        <Map
          ref={mapRef}
          mapLib={maplibregl}
          initialViewState={
            startBounds
              ? { bounds: startBounds, fitBoundsOptions: { padding: FIT_PADDING, maxZoom: DEFAULT_ZOOM } }
              : start
          }
          minZoom={MIN_ZOOM}
          maxZoom={MAX_ZOOM}
          mapStyle={mapStyle}
          locale={MAP_LOCALE}
          interactiveLayerIds={[CLUSTER_LAYER, MARKER_LAYER]}
          cursor={onPick ? 'crosshair' : undefined}
          onLoad={handleLoad}
          onMoveEnd={handleMoveEnd}
          onClick={handleClick}
          onError={(event) => console.error('Karte:', event.error)}
          attributionControl={basemap?.style ? { compact: true } : false}
          style={{ width: '100%', height: '100%' }}
        >
          <NavigationControl position="top-right" showCompass={false} />
          <ScaleControl position="bottom-right" unit="metric" maxWidth={96} />
          <SiteLayers outline={outline} grid={grid} installed={installed ?? null} labels={ready} />
          <Source
            id={SOURCE}
            type="geojson"
            data={data}
            cluster
            clusterRadius={CLUSTER_RADIUS}
            clusterMaxZoom={CLUSTER_MAX_ZOOM}
          >
            <Layer
              id={CLUSTER_LAYER}
              type="circle"
              filter={['has', 'point_count']}
              paint={{
                'circle-color': '#b91c1c',
                'circle-radius': ['step', ['get', 'point_count'], 16, 10, 20, 50, 24],
                'circle-stroke-color': '#ffffff',
                'circle-stroke-width': 2,
              }}
            />
            {/* Added once the map is ready, so the count images are drawn by the resolver set on load. */}
            {ready ? (
              <Layer
                id="load-test-cluster-count"
                type="symbol"
                filter={['has', 'point_count']}
                layout={{
                  'icon-image': ['concat', CLUSTER_COUNT_PREFIX, ['to-string', ['get', 'point_count']]],
                  'icon-allow-overlap': true,
                  'icon-ignore-placement': true,
                }}
              />
            ) : null}
            <Layer
              id={MARKER_LAYER}
              type="circle"
              filter={['!', ['has', 'point_count']]}
              paint={{
                // The verdict (issue 37): green erfüllt, red nicht erfüllt, grey nicht beurteilt.
                'circle-color': [
                  'match',
                  ['get', 'verdict'],
                  'passed',
                  VERDICT_COLOURS.passed,
                  'notJudged',
                  VERDICT_COLOURS.notJudged,
                  VERDICT_COLOURS.failed,
                ],
                'circle-radius': 8,
                'circle-stroke-color': '#ffffff',
                'circle-stroke-width': 2,
              }}
            />
          </Source>
          {onPick ? (
            <Source id="picked-position" type="geojson" data={pickedData}>
              <Layer
                id="picked-position-marker"
                type="circle"
                paint={{
                  'circle-color': '#dc2626',
                  'circle-radius': 9,
                  'circle-stroke-color': '#ffffff',
                  'circle-stroke-width': 3,
                }}
              />
            </Source>
          ) : null}
          {popupPoint ? (
            <Popup
              longitude={toMarkerCoordinate(popupPoint.lng)}
              latitude={toMarkerCoordinate(popupPoint.lat)}
              anchor="bottom"
              offset={12}
              onClose={() => setPopupId(null)}
              closeButton
              closeOnClick={false}
            >
              <PopupContent point={popupPoint} />
            </Popup>
          ) : null}
        </Map>
      </div>
      <MapTopBar basemap={basemap} styles={styles} styleName={styleName} onStyleName={setStyleName}>
        {moved ? (
          <button
            type="button"
            onClick={reset}
            className="tap-target pointer-events-auto inline-flex items-center gap-1.5 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-700 shadow-sm hover:bg-slate-50"
          >
            <LocateFixed className="size-4" aria-hidden />
            Ansicht zurücksetzen
          </button>
        ) : null}
      </MapTopBar>
      {showCount ? <VisibleCount count={visible} /> : null}
    </div>
  );
}

function PopupContent({ point }: { point: MapPoint }) {
  return (
    <div className="min-w-44 space-y-1 text-sm text-slate-800">
      <p className="font-semibold">Versuch-Nr. {point.number}</p>
      <p>
        {point.valueLabel}: {formatModulus(point.value)}
      </p>
      <p>
        {formatDate(point.analysedAt)}, {formatTime(point.analysedAt)}
      </p>
      {point.creator ? <p>{point.creator}</p> : null}
      {point.verdict ? <p>Bewertung: {verdictLabels[point.verdict]}</p> : null}
      <Link to={point.href} className="font-medium text-brand-700 hover:underline">
        Details anzeigen
      </Link>
    </div>
  );
}
