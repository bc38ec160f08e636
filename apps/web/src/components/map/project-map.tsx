// The map as pages use it (load tests, the installed material of the Einbautabelle): MapCanvas is imported lazily (MapLibre lands in its own chunk, loaded
// only by pages that show a map), and an error boundary keeps the page working when the map
// cannot load (no WebGL, broken style): the failure is logged, the rest of the page stays usable.
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useParams } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { useWhenIdle } from '@/lib/use-when-idle';
import { loadStyle } from '@/components/map/basemap';
import { MapErrorBoundary } from '@/components/map/map-error-boundary';
import { useMapStyles } from '@/components/map/map-config';
import type { MapCanvasProps } from '@/components/map/map-canvas';
import { gridGeoJson, useGridFields } from '@/components/map/site-grid';
import { VisibleCount } from '@/components/map/visible-count';

const MapCanvas = lazy(() => import('@/components/map/map-canvas').then((module) => ({ default: module.MapCanvas })));

export type ProjectMapProps = Omit<MapCanvasProps, 'styles' | 'grid'>;

/** A map of the project of the current route (/projects/:projectId/…), with its grid fields. */
export function ProjectMap(props: ProjectMapProps) {
  const { projectId } = useParams();
  const styles = useMapStyles();
  const gridFields = useGridFields(projectId);
  const grid = useMemo(() => gridGeoJson(props.outline, gridFields.data), [props.outline, gridFields.data]);
  // MapLibre (1.1 MB of script and a WebGL map) runs after the list has painted and can take a tap.
  const idle = useWhenIdle();
  // The background's check runs while MapLibre's code loads (decision 0400).
  useEffect(() => {
    if (styles.street) void loadStyle(styles.street);
  }, [styles.street]);
  // The count shows at once, with the list: the map opens on all points (map-canvas.tsx).
  const placeholder = (
    <div className="relative" data-testid="map-placeholder">
      <Skeleton className="h-[360px] w-full rounded-lg sm:h-[600px]" />
      {props.showCount ? <VisibleCount count={props.points.length} /> : null}
    </div>
  );
  if (styles.isPending || !idle) return placeholder;
  return (
    <MapErrorBoundary>
      <Suspense fallback={placeholder}>
        <MapCanvas {...props} grid={grid} styles={{ street: styles.street, satellite: styles.satellite }} />
      </Suspense>
    </MapErrorBoundary>
  );
}
