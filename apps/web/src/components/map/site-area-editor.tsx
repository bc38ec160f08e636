// Drawing the site area with a finger (issue 13, decision 0401): terra-draw on the app's MapLibre map.
// "Fläche zeichnen": tap the corners one after another, tap the first one to close; the finished
// area is selected at once, so its corners can be dragged and the midpoints pulled out to add
// corners. Every finished change writes the form's GeoJSON text; a change of the text (typed or
// uploaded) redraws the map. Loaded lazily with MapLibre, terra-draw and its adapter, only by the
// project settings.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import * as maplibregl from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';
import { Map, NavigationControl, ScaleControl, useControl, type MapRef } from 'react-map-gl/maplibre';
import { TerraDraw, TerraDrawPolygonMode, TerraDrawSelectMode, type GeoJSONStoreFeatures } from 'terra-draw';
import { TerraDrawMapLibreGLAdapter } from 'terra-draw-maplibre-gl-adapter';
import { Pencil, PenLine, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { drawLabelImage } from './label-images';
import { MAP_LOCALE, MapTopBar, useMapBackground, type MapStyles } from './map-chrome';
import { FALLBACK_CENTER, FALLBACK_ZOOM, MAX_ZOOM, MIN_ZOOM, parseOutline } from './map-geometry';
import { readArea, writeArea, type AreaRing } from './site-area';
import type { GridGeoJson } from './site-grid';
import { SiteLayers } from './site-layers';

maplibregl.setWorkerUrl(workerUrl);

/**
 * MapLibre's locate button, named from the start: MapLibre names it only after an asynchronous
 * permission check, and until then a screen reader announces a nameless button.
 */
class NamedGeolocateControl extends maplibregl.GeolocateControl {
  override onAdd(map: maplibregl.Map): HTMLElement {
    const container = super.onAdd(map);
    const name = MAP_LOCALE['GeolocateControl.FindMyLocation'];
    this._geolocateButton.setAttribute('aria-label', name);
    this._geolocateButton.title = name;
    return container;
  }
}

function LocateControl() {
  useControl(() => new NamedGeolocateControl({ showUserLocation: true }), { position: 'top-right' });
  return null;
}

export type SiteAreaEditorProps = {
  /** The form's GeoJSON text ('' for none). */
  value: string;
  onChange: (text: string) => void;
  grid: GridGeoJson | null;
  styles: MapStyles;
  disabled?: boolean;
};

type Mode = 'view' | 'draw' | 'edit';
const BLUE = '#1d4ed8';
const WHITE = '#ffffff';
const FIT_PADDING = 40;

/** Lets browser tests read the drawn area; a property on the container, never a global. */
type EditorContainer = HTMLDivElement & { bdMap?: maplibregl.Map; bdDraw?: TerraDraw };

const ringsOf = (draw: TerraDraw): AreaRing[] =>
  draw
    .getSnapshot()
    .filter((feature) => feature.properties.mode === 'polygon' && feature.geometry.type === 'Polygon')
    .map((feature) => (feature.geometry.coordinates as [number, number][][])[0]!);

const boundsOf = (rings: readonly AreaRing[]): [[number, number], [number, number]] | null => {
  const positions = rings.flat();
  if (positions.length === 0) return null;
  const lngs = positions.map((position) => position[0]);
  const lats = positions.map((position) => position[1]);
  return [
    [Math.min(...lngs), Math.min(...lats)],
    [Math.max(...lngs), Math.max(...lats)],
  ];
};

function createDraw(map: maplibregl.Map): TerraDraw {
  return new TerraDraw({
    adapter: new TerraDrawMapLibreGLAdapter({ map }),
    modes: [
      new TerraDrawPolygonMode({
        // A finger is less exact than a mouse: the first corner closes the area within 40 px.
        pointerDistance: 40,
        styles: {
          fillColor: BLUE,
          fillOpacity: 0.15,
          outlineColor: BLUE,
          outlineWidth: 2.5,
          closingPointColor: WHITE,
          closingPointOutlineColor: BLUE,
          closingPointWidth: 9,
          closingPointOutlineWidth: 3,
        },
      }),
      new TerraDrawSelectMode({
        pointerDistance: 40,
        flags: {
          polygon: {
            feature: {
              draggable: false,
              coordinates: { draggable: true, midpoints: true, deletable: true },
            },
          },
        },
        styles: {
          selectedPolygonColor: BLUE,
          selectedPolygonFillOpacity: 0.2,
          selectedPolygonOutlineColor: BLUE,
          selectedPolygonOutlineWidth: 3,
          selectionPointColor: WHITE,
          selectionPointOutlineColor: BLUE,
          selectionPointWidth: 9,
          selectionPointOutlineWidth: 3,
          midPointColor: BLUE,
          midPointOutlineColor: WHITE,
          midPointWidth: 6,
          midPointOutlineWidth: 2,
        },
      }),
    ],
  });
}

const toFeatures = (rings: readonly AreaRing[]): GeoJSONStoreFeatures[] =>
  rings.map((ring) => ({
    type: 'Feature',
    properties: { mode: 'polygon' },
    geometry: { type: 'Polygon', coordinates: [ring] },
  }));

export function SiteAreaEditor({ value, onChange, grid, styles, disabled }: SiteAreaEditorProps) {
  const { styleName, setStyleName, basemap, mapStyle, shownStyleName } = useMapBackground(styles);
  const reading = useMemo(() => readArea(value), [value]);
  const mapRef = useRef<MapRef>(null);
  const containerRef = useRef<EditorContainer>(null);
  const drawRef = useRef<TerraDraw | null>(null);
  /** The text this editor wrote last: the same text coming back as `value` needs no redraw. */
  const written = useRef(value);
  const [mode, setModeState] = useState<Mode>('view');
  const [ready, setReady] = useState(false);
  const [refused, setRefused] = useState(false);
  // The area's properties (e.g. its name) survive drawing it anew: kept from the last non-empty area.
  const latest = useRef({ onChange, properties: reading.properties });
  useEffect(() => {
    latest.current = {
      onChange,
      properties: reading.rings.length ? reading.properties : latest.current.properties,
    };
  });

  const start = useMemo(() => {
    const bounds = boundsOf(reading.rings);
    return bounds
      ? { bounds, fitBoundsOptions: { padding: FIT_PADDING, maxZoom: 18 } }
      : { latitude: FALLBACK_CENTER.lat, longitude: FALLBACK_CENTER.lng, zoom: FALLBACK_ZOOM };
    // The start view is decided once; later the map follows loaded areas itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const setMode = useCallback((next: Mode) => {
    const draw = drawRef.current;
    setModeState(next);
    if (!draw) return;
    draw.setMode(next === 'draw' ? 'polygon' : next === 'edit' ? 'select' : 'static');
    if (next === 'edit') {
      const [first] = draw.getSnapshot().filter((feature) => feature.properties.mode === 'polygon');
      if (first?.id !== undefined) draw.selectFeature(first.id);
    }
  }, []);

  const write = useCallback((rings: readonly AreaRing[]) => {
    const text = writeArea(rings, latest.current.properties);
    written.current = text;
    latest.current.onChange(text);
  }, []);

  /** The editable polygons into terra-draw (after a load or a change of the text). */
  const load = useCallback((rings: readonly AreaRing[]) => {
    const draw = drawRef.current;
    if (!draw) return;
    draw.setMode('static');
    draw.clear();
    // terra-draw refuses shapes it cannot edit (e.g. a ring that crosses itself): shown as they are.
    const refused = rings.length > 0 && draw.addFeatures(toFeatures(rings)).some((result) => !result.valid);
    if (refused) draw.clear();
    setRefused(refused);
    setModeState('view');
  }, []);

  /** The camera, kept for the map drawn anew after a style switch. */
  const camera = useRef<{ latitude: number; longitude: number; zoom: number } | null>(null);

  const handleLoad = () => {
    const map = mapRef.current?.getMap();
    if (!map) return;
    try {
      drawRef.current?.stop(); // the instance of the map before a style switch
    } catch {
      // its map is already gone
    }
    map.setMissingStyleImageResolver((imageId) => drawLabelImage(map, imageId));
    const draw = createDraw(map);
    draw.start();
    draw.on('finish', (_id, context) => {
      const rings = ringsOf(draw);
      write(rings);
      // A finished drawing is selected at once: its corners can be moved right away (after
      // terra-draw has finished its own event).
      if (context.mode === 'polygon') setTimeout(() => setMode('edit'), 0);
    });
    drawRef.current = draw;
    if (containerRef.current) {
      containerRef.current.bdMap = map;
      containerRef.current.bdDraw = draw;
    }
    load(reading.editable ? reading.rings : []);
    setReady(true);
  };

  // A new text from outside (typed, uploaded, reset): redraw and show it.
  useEffect(() => {
    if (!ready || value === written.current || !reading.valid) return;
    written.current = value;
    load(reading.editable ? reading.rings : []);
    const bounds = boundsOf(reading.rings);
    if (bounds) mapRef.current?.fitBounds(bounds, { padding: FIT_PADDING, maxZoom: 18, duration: 0 });
  }, [ready, value, reading, load]);

  useEffect(
    () => () => {
      try {
        drawRef.current?.stop();
      } catch {
        // the map is already gone
      }
      drawRef.current = null;
    },
    [],
  );

  const drawNew = () => {
    drawRef.current?.setMode('static');
    drawRef.current?.clear();
    if (reading.rings.length) write([]);
    setMode('draw');
  };
  const remove = () => {
    load([]);
    write([]);
  };

  if (!basemap) return <Skeleton className="h-[360px] w-full rounded-lg sm:h-[480px]" />;
  const hasArea = reading.rings.length > 0;
  const editable = reading.editable && !refused;

  return (
    <div className="space-y-2">
      {/* The same three buttons in every mode and room for the longest instruction: the map must
          not move under the finger while drawing. */}
      <div className="grid grid-cols-3 gap-2 sm:flex sm:flex-wrap" role="toolbar" aria-label="Baufeld bearbeiten">
        <Button
          type="button"
          variant={mode === 'draw' ? 'primary' : 'secondary'}
          size="sm"
          onClick={drawNew}
          disabled={disabled || !ready}
          aria-pressed={mode === 'draw'}
          className="max-sm:px-2 max-sm:[&_svg]:hidden"
        >
          <PenLine aria-hidden />
          {hasArea ? 'Neu zeichnen' : 'Zeichnen'}
        </Button>
        <Button
          type="button"
          variant={mode === 'edit' ? 'primary' : 'secondary'}
          size="sm"
          onClick={() => setMode(mode === 'edit' ? 'view' : 'edit')}
          disabled={disabled || !ready || !hasArea || !editable}
          aria-pressed={mode === 'edit'}
          className="max-sm:px-2 max-sm:[&_svg]:hidden"
        >
          <Pencil aria-hidden />
          Bearbeiten
        </Button>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          onClick={remove}
          disabled={disabled || !ready || !hasArea}
          className="max-sm:px-2 max-sm:[&_svg]:hidden"
        >
          <Trash2 aria-hidden />
          Entfernen
        </Button>
      </div>
      <p className="min-h-15 text-sm text-slate-600 sm:min-h-10" aria-live="polite" data-testid="site-area-instruction">
        {mode === 'draw'
          ? 'Tippen Sie die Eckpunkte nacheinander in die Karte. Ein Tipp auf den ersten Punkt schließt die Fläche.'
          : mode === 'edit'
            ? 'Ziehen Sie die Eckpunkte an ihre Stelle; der Punkt in der Mitte einer Kante fügt eine Ecke ein.'
            : !reading.valid
              ? 'Der GeoJSON-Text ist noch kein gültiges Baufeld; die Karte zeigt den letzten gültigen Stand.'
              : !editable
                ? 'Diese Fläche lässt sich nur als GeoJSON-Text bearbeiten (Löcher, gekreuzte Kanten, Punkte oder Linien) oder neu zeichnen.'
                : hasArea
                  ? 'Das Baufeld ist blau umrandet.'
                  : 'Noch kein Baufeld: zeichnen Sie es in die Karte oder laden Sie eine Datei.'}
      </p>
      <div
        ref={containerRef}
        data-testid="site-area-map"
        data-map-ready={ready ? 'true' : 'false'}
        data-mode={mode}
        className={cn(
          'relative h-[360px] touch-none overflow-hidden rounded-lg border sm:h-[480px]',
          mode === 'draw' ? 'border-brand-600' : 'border-slate-200',
        )}
      >
        <Map
          key={shownStyleName}
          ref={mapRef}
          mapLib={maplibregl}
          initialViewState={camera.current ?? start}
          onMoveEnd={(event) =>
            (camera.current = {
              latitude: event.viewState.latitude,
              longitude: event.viewState.longitude,
              zoom: event.viewState.zoom,
            })
          }
          minZoom={MIN_ZOOM}
          maxZoom={MAX_ZOOM}
          mapStyle={mapStyle}
          locale={MAP_LOCALE}
          onLoad={handleLoad}
          onError={(event) => console.error('Karte:', event.error)}
          attributionControl={basemap.style ? { compact: true } : false}
          doubleClickZoom={false}
          style={{ width: '100%', height: '100%' }}
        >
          <NavigationControl position="top-right" showCompass={false} />
          <LocateControl />
          <ScaleControl position="bottom-right" unit="metric" maxWidth={96} />
          {/* terra-draw draws the editable area; a shape it cannot edit is shown as it is. */}
          <SiteLayers outline={editable ? null : parseOutline(value)} grid={grid} labels={ready} />
        </Map>
        <MapTopBar
          basemap={basemap}
          styles={styles}
          styleName={styleName}
          onStyleName={(name) => {
            // terra-draw's layers do not survive a style change: the map is drawn anew (key) with the saved text.
            if (name === styleName) return;
            setReady(false);
            setModeState('view');
            setStyleName(name);
          }}
        />
      </div>
    </div>
  );
}
