import type { LoadTestPoint } from '@baustellendoku/domain';
import type { MapPoint } from '@/components/map/map-geometry';
import { paths } from '@/lib/paths';
import type { DynamicLoadAnalysis } from './types';

/** A dynamic test on the map: Evd in the popup (spec part 3 §2). */
export const dynamicPointOnMap = (projectId: string, point: LoadTestPoint): MapPoint => ({
  ...point,
  valueLabel: 'Evd',
  href: paths.dynamicLoadAnalysisDetail(projectId, point.id),
});

/** The detail's one marker, from the full record. */
export const dynamicMapPoint = (projectId: string, test: DynamicLoadAnalysis): MapPoint =>
  dynamicPointOnMap(projectId, {
    id: test.dynamicLoadAnalysisId,
    number: test.number,
    lat: test.dynamicLoadAnalysisData.geoCoordinate.lat,
    lng: test.dynamicLoadAnalysisData.geoCoordinate.lng,
    value: test.dynamicLoadAnalysisData.evd,
    analysedAt: test.dynamicLoadAnalysisData.analysedAt,
    creator: test.createdBy?.name ?? null,
  });
