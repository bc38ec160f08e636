// What every map shows around its own layers (decision 0400): the background of the chosen style
// (kept while another one is checked), the note when it cannot be reached, and the street/satellite
// switch when both styles are configured.
import { useState, type ReactNode } from 'react';
import { MapPinOff } from 'lucide-react';
import type { StyleSpecification } from 'maplibre-gl';
import { cn } from '@/lib/cn';
import { useBasemap, type Basemap } from './basemap';
import { OFFLINE_STYLE } from './offline-style';

export type MapStyles = { street: string | null; satellite: string | null };

/** MapLibre's own labels in German (zoom buttons, locate, popup, scale units); every map sets it. */
export const MAP_LOCALE = {
  'AttributionControl.ToggleAttribution': 'Quellenangaben ein-/ausblenden',
  'AttributionControl.MapFeedback': 'Feedback zur Karte',
  'FullscreenControl.Enter': 'Vollbild',
  'FullscreenControl.Exit': 'Vollbild beenden',
  'GeolocateControl.FindMyLocation': 'Meinen Standort anzeigen',
  'GeolocateControl.LocationNotAvailable': 'Standort nicht verfügbar',
  'LogoControl.Title': 'MapLibre-Logo',
  'Map.Title': 'Karte',
  'Marker.Title': 'Kartenmarkierung',
  'NavigationControl.ResetBearing': 'Ziehen zum Drehen, Klick richtet die Karte nach Norden aus',
  'NavigationControl.ZoomIn': 'Vergrößern',
  'NavigationControl.ZoomOut': 'Verkleinern',
  'Popup.Close': 'Popup schließen',
  'ScaleControl.Meters': 'm',
  'ScaleControl.Kilometers': 'km',
  'CooperativeGesturesHandler.MobileHelpText': 'Verschieben Sie die Karte mit zwei Fingern',
} as const;
export type StyleName = 'street' | 'satellite';

/** The chosen style and its background; `basemap` undefined only during the very first check. */
export function useMapBackground(styles: MapStyles) {
  const [styleName, setStyleName] = useState<StyleName>('street');
  const styleUrl = styleName === 'satellite' ? styles.satellite : styles.street;
  const probed = useBasemap(styleUrl);
  // While another style is checked (the switch), the map keeps showing the one it has.
  const [shown, setShown] = useState<{ name: StyleName; basemap: Basemap } | undefined>(
    probed ? { name: styleName, basemap: probed } : undefined,
  );
  if (probed && probed !== shown?.basemap) setShown({ name: styleName, basemap: probed });
  const basemap = probed ?? shown?.basemap;
  const mapStyle: StyleSpecification = basemap?.style ?? OFFLINE_STYLE;
  /** The style whose background is drawn (it lags `styleName` while the new one is checked). */
  const shownStyleName = probed ? styleName : shown?.name;
  return { styleName, setStyleName, basemap, mapStyle, shownStyleName };
}

/** The bar at the map's top left (the zoom buttons keep the top right); `children` add actions. */
export function MapTopBar({
  basemap,
  styles,
  styleName,
  onStyleName,
  children,
}: {
  basemap: Basemap;
  styles: MapStyles;
  styleName: StyleName;
  onStyleName: (name: StyleName) => void;
  children?: ReactNode;
}) {
  return (
    <div className="pointer-events-none absolute top-2 right-16 left-2 flex flex-wrap items-start gap-2">
      {basemap.unavailable ? (
        <p
          role="status"
          data-testid="basemap-unavailable"
          title="Der Kartendienst ist nicht erreichbar. Die Karte zeigt Baufeld, Rasterfelder und Versuche ohne Hintergrund."
          className="pointer-events-auto inline-flex items-center gap-1.5 rounded-md bg-white/90 px-2.5 py-1 text-sm text-slate-700 shadow-sm"
        >
          <MapPinOff className="size-4 shrink-0 text-slate-500" aria-hidden />
          Kartenhintergrund nicht verfügbar
        </p>
      ) : null}
      {styles.street && styles.satellite ? (
        <div
          className="pointer-events-auto flex overflow-hidden rounded-md border border-slate-300 bg-white text-sm shadow-sm"
          role="group"
          aria-label="Kartenstil"
        >
          {(['street', 'satellite'] as const).map((name) => (
            <button
              key={name}
              type="button"
              aria-pressed={styleName === name}
              onClick={() => onStyleName(name)}
              className={cn(
                'tap-target justify-center px-3 py-1.5',
                styleName === name ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-50',
              )}
            >
              {name === 'street' ? 'Straße' : 'Satellit'}
            </button>
          ))}
        </div>
      ) : null}
      {children}
    </div>
  );
}
