// /static-load-analysis — the project's static plate load tests on a map and as rows (grid field,
// number, Ev2 with 2 decimals, height in m, date, creator), each linking to the detail.
import { Link } from 'react-router';
import { formatDate, formatNumber } from '@/lib/format';
import { paths } from '@/lib/paths';
import { detailLinkClass, LoadTestListScreen, type LoadTestListKind } from '@/features/load-tests/load-test-list';
import { staticLoadPagesQuery, staticLoadPointsQuery } from '../api';
import { staticPointOnMap } from '../map-points';
import type { StaticLoadAnalysis } from '../types';

const staticTests: LoadTestListKind<StaticLoadAnalysis> = {
  accessRule: 'accessStaticLoadAnalysis',
  createRule: 'createStaticLoadAnalysis',
  pages: staticLoadPagesQuery,
  points: staticLoadPointsQuery,
  title: 'Statische Versuche',
  caption: 'Statische Plattendruckversuche',
  emptyText: 'Es wurde noch kein statischer Versuch erfasst.',
  createLabel: 'Statischen Versuch erfassen',
  createHref: paths.createStaticLoadAnalysis,
  rowKey: (test) => test.staticLoadAnalysisId,
  fieldEntry: 'staticLoad',
  mapPoint: staticPointOnMap,
  columns: (projectId) => [
    {
      key: 'gridField',
      header: 'Rasterfeld',
      primary: true,
      cell: (test) => (
        <Link to={paths.staticLoadAnalysisDetail(projectId, test.staticLoadAnalysisId)} className={detailLinkClass}>
          {test.staticLoadAnalysisData.gridField}
        </Link>
      ),
    },
    { key: 'number', header: 'Versuch-Nr.', align: 'right', cell: (test) => test.number },
    {
      key: 'ev2',
      header: 'Ev2',
      align: 'right',
      cell: (test) => formatNumber(test.staticLoadAnalysisData.staticLoadRetest.ev, { decimals: 2, unit: 'MN/m²' }),
    },
    {
      key: 'height',
      header: 'Höhe (NHN)',
      align: 'right',
      cell: (test) => formatNumber(test.staticLoadAnalysisData.height / 1000, { decimals: 2, unit: 'm' }),
    },
    { key: 'date', header: 'Datum', cell: (test) => formatDate(test.staticLoadAnalysisData.analysedAt) },
    { key: 'creator', header: 'Ersteller', cell: (test) => test.createdBy?.name ?? '' },
  ],
};

export function StaticLoadListScreen() {
  return <LoadTestListScreen kind={staticTests} />;
}
