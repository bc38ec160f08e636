import type { MapPoint } from '@/features/map/map-geometry';
import { paths } from '@/app/paths';
import type { DynamicLoadAnalysis } from './types';

/** A dynamic test on the map: Evd in the popup (spec part 3 §2). */
export const dynamicMapPoint = (projectId: string, test: DynamicLoadAnalysis): MapPoint => ({
  id: test.dynamicLoadAnalysisId,
  lat: test.dynamicLoadAnalysisData.geoCoordinate.lat,
  lng: test.dynamicLoadAnalysisData.geoCoordinate.lng,
  number: test.number,
  valueLabel: 'Evd',
  value: test.dynamicLoadAnalysisData.evd,
  analysedAt: test.dynamicLoadAnalysisData.analysedAt,
  creator: test.createdBy?.name ?? null,
  href: paths.dynamicLoadAnalysisDetail(projectId, test.dynamicLoadAnalysisId),
});
