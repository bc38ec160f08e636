import type { MapPoint } from '@/features/map/map-geometry';
import { paths } from '@/app/paths';
import type { StaticLoadAnalysis } from './types';

/** A static test on the map: Ev2 in the popup (spec part 3 §2). */
export const staticMapPoint = (projectId: string, test: StaticLoadAnalysis): MapPoint => ({
  id: test.staticLoadAnalysisId,
  lat: test.staticLoadAnalysisData.geoCoordinate.lat,
  lng: test.staticLoadAnalysisData.geoCoordinate.lng,
  number: test.number,
  valueLabel: 'Ev2',
  value: test.staticLoadAnalysisData.staticLoadRetest.ev,
  analysedAt: test.staticLoadAnalysisData.analysedAt,
  creator: test.createdBy?.name ?? null,
  href: paths.staticLoadAnalysisDetail(projectId, test.staticLoadAnalysisId),
});
