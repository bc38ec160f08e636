// /dynamic-load-analysis — the project's dynamic plate load tests on a map (count in view) and as
// rows: Versuch-Nr., Rasterfeld, Evd, Datum, Ersteller.
import { Link } from 'react-router';
import { formatDateTime, formatNumber } from '@/lib/format';
import { paths } from '@/lib/paths';
import { detailLinkClass, LoadTestListScreen, type LoadTestListKind } from '@/features/load-tests/load-test-list';
import { dynamicLoadPagesQuery, dynamicLoadPointsQuery } from '../api';
import { dynamicPointOnMap } from '../map-points';
import type { DynamicLoadAnalysis } from '../types';

const dynamicTests: LoadTestListKind<DynamicLoadAnalysis> = {
  accessRule: 'accessDynamicLoadAnalysis',
  createRule: 'createDynamicLoadAnalysis',
  pages: dynamicLoadPagesQuery,
  points: dynamicLoadPointsQuery,
  title: 'Dynamische Versuche',
  caption: 'Dynamische Plattendruckversuche',
  emptyText: 'Es wurde noch kein dynamischer Versuch erfasst.',
  createLabel: 'Dynamischen Versuch erfassen',
  createHref: paths.createDynamicLoadAnalysis,
  rowKey: (test) => test.dynamicLoadAnalysisId,
  fieldEntry: 'dynamicLoad',
  mapPoint: dynamicPointOnMap,
  columns: (projectId) => [
    {
      key: 'number',
      header: 'Versuch-Nr.',
      primary: true,
      cell: (test) => (
        <Link to={paths.dynamicLoadAnalysisDetail(projectId, test.dynamicLoadAnalysisId)} className={detailLinkClass}>
          Versuch-Nr. {test.number}
        </Link>
      ),
    },
    { key: 'gridField', header: 'Rasterfeld', cell: (test) => test.dynamicLoadAnalysisData.gridField },
    {
      key: 'evd',
      header: 'Evd',
      align: 'right',
      cell: (test) => formatNumber(test.dynamicLoadAnalysisData.evd, { decimals: 2, unit: 'MN/m²' }),
    },
    { key: 'date', header: 'Datum', cell: (test) => formatDateTime(test.dynamicLoadAnalysisData.analysedAt) },
    { key: 'creator', header: 'Ersteller', cell: (test) => test.createdBy?.name ?? '' },
  ],
};

export function DynamicLoadListScreen() {
  return <LoadTestListScreen kind={dynamicTests} />;
}
