// The map as pages use it (load tests, the installed material of the Einbautabelle). The page's first
// render has only a placeholder, with the list's count of tests where the page shows one: the map
// opens on all of them (map-canvas.tsx). Once the browser is idle after that paint, the map's own
// code loads lazily (project-map-content.tsx: its styles, the grid fields, then MapLibre in its own
// chunk), so neither its modules nor its queries stand between the list and its first rows
// (decision 0841). An error boundary keeps the page working when the map cannot load (no WebGL,
// broken style): the failure is logged, the rest of the page stays usable.
import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { useWhenIdle } from '@/lib/use-when-idle';
import { MapErrorBoundary } from './map-error-boundary';
import type { ProjectMapProps } from './project-map-content';
import { VisibleCount } from './visible-count';

export type { ProjectMapProps };

const ProjectMapContent = lazy(() =>
  import('./project-map-content').then((module) => ({ default: module.ProjectMapContent })),
);

/** A map of the project of the current route (/projects/:projectId/…), with its grid fields. */
export function ProjectMap(props: ProjectMapProps) {
  const idle = useWhenIdle();
  const placeholder = (
    <div className="relative" data-testid="map-placeholder">
      <Skeleton className="h-[360px] w-full rounded-lg sm:h-[600px]" />
      {props.showCount ? <VisibleCount count={props.points.length} /> : null}
    </div>
  );
  if (!idle) return placeholder;
  return (
    <MapErrorBoundary>
      <Suspense fallback={placeholder}>
        <ProjectMapContent {...props} placeholder={placeholder} />
      </Suspense>
    </MapErrorBoundary>
  );
}
