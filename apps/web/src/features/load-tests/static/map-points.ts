import type { LoadTestPoint } from '@baustellendoku/domain';
import type { MapPoint } from '@/components/map/map-geometry';
import { paths } from '@/lib/paths';
import type { StaticLoadAnalysis } from './types';

/** A static test on the map: Ev2 in the popup (spec part 3 §2). */
export const staticPointOnMap = (projectId: string, point: LoadTestPoint): MapPoint => ({
  ...point,
  valueLabel: 'Ev2',
  href: paths.staticLoadAnalysisDetail(projectId, point.id),
});

/** The detail's one marker, from the full record. */
export const staticMapPoint = (projectId: string, test: StaticLoadAnalysis): MapPoint =>
  staticPointOnMap(projectId, {
    id: test.staticLoadAnalysisId,
    number: test.number,
    lat: test.staticLoadAnalysisData.geoCoordinate.lat,
    lng: test.staticLoadAnalysisData.geoCoordinate.lng,
    value: test.staticLoadAnalysisData.staticLoadRetest.ev,
    analysedAt: test.staticLoadAnalysisData.analysedAt,
    creator: test.createdBy?.name ?? null,
  });
