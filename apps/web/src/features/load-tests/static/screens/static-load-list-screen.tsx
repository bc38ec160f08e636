// /static-load-analysis — the project's static plate load tests on a map and as rows (grid field,
// number, Ev2 with 2 decimals, height in m, verdict, date, creator), each linking to the detail.
import { formatModulus, formatNumber } from '@/lib/format';
import { LoadTestListScreen, type LoadTestListKind } from '../../load-test-list';
import type { StaticLoadAnalysis } from '../types';
import { staticLoadTests } from '../variant';

const staticTests: LoadTestListKind<StaticLoadAnalysis> = {
  variant: staticLoadTests,
  link: { key: 'gridField', header: 'Rasterfeld' },
  columns: [
    { key: 'number', header: 'Versuch-Nr.', align: 'right', cell: (test) => test.number },
    {
      key: 'ev2',
      header: 'Ev2',
      align: 'right',
      cell: (test) => formatModulus(test.staticLoadAnalysisData.staticLoadRetest.ev),
    },
    {
      key: 'height',
      header: 'Höhe (NHN)',
      align: 'right',
      cell: (test) => formatNumber(test.staticLoadAnalysisData.height / 1000, { decimals: 2, unit: 'm' }),
    },
  ],
};

export function StaticLoadListScreen() {
  return <LoadTestListScreen kind={staticTests} />;
}
