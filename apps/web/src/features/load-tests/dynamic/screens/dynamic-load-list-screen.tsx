// /dynamic-load-analysis — the project's dynamic plate load tests on a map (count in view) and as
// rows: Versuch-Nr., Rasterfeld, Evd, Bewertung, Datum with time, Ersteller.
import { formatDateTime, formatModulus } from '@/lib/format';
import { LoadTestListScreen, type LoadTestListKind } from '../../load-test-list';
import type { DynamicLoadAnalysis } from '../types';
import { dynamicLoadTests } from '../variant';

const dynamicTests: LoadTestListKind<DynamicLoadAnalysis> = {
  variant: dynamicLoadTests,
  link: { key: 'number', header: 'Versuch-Nr.' },
  columns: [
    { key: 'gridField', header: 'Rasterfeld', cell: (test) => test.dynamicLoadAnalysisData.gridField },
    { key: 'evd', header: 'Evd', align: 'right', cell: (test) => formatModulus(test.dynamicLoadAnalysisData.evd) },
  ],
  dateFormat: formatDateTime,
};

export function DynamicLoadListScreen() {
  return <LoadTestListScreen kind={dynamicTests} />;
}
