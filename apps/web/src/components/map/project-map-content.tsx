// The project map once it may load (project-map.tsx decides when): the map styles of the public
// config, the project's documented grid fields, the background's check and MapLibre itself, which
// is imported lazily again (its own chunk, ~250 KB brotli) so the check runs while its code loads
// (decision 0400).
import { lazy, Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { loadStyle } from './basemap';
import type { MapCanvasProps } from './map-canvas';
import { useMapStyles } from './map-config';
import { gridGeoJson, useGridFields } from './site-grid';

const MapCanvas = lazy(() => import('./map-canvas').then((module) => ({ default: module.MapCanvas })));

export type ProjectMapProps = Omit<MapCanvasProps, 'styles' | 'grid'>;

/** `placeholder`: what shows until the styles and MapLibre's code are there. */
export function ProjectMapContent({ placeholder, ...props }: ProjectMapProps & { placeholder: ReactNode }) {
  const { projectId } = useParams();
  const styles = useMapStyles();
  const gridFields = useGridFields(projectId);
  const grid = useMemo(() => gridGeoJson(props.outline, gridFields.data), [props.outline, gridFields.data]);
  useEffect(() => {
    if (styles.street) void loadStyle(styles.street);
  }, [styles.street]);
  if (styles.isPending) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <MapCanvas {...props} grid={grid} styles={{ street: styles.street, satellite: styles.satellite }} />
    </Suspense>
  );
}
