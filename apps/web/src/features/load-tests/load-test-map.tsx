// The load tests' map is the project map of components/map (one lazy MapLibre wrapper for every page).
export { ProjectMap as LoadTestMap, type ProjectMapProps as LoadTestMapProps } from '@/components/map/project-map';
