// /dynamic-load-analysis — the project's dynamic plate load tests on a map (count in view) and as
// rows: Versuch-Nr., Rasterfeld, Evd, Datum, Ersteller.
import { formatDateTime, formatModulus } from '@/lib/format';
import {
  dateAndCreatorColumns,
  LoadTestListScreen,
  testLinkColumn,
  verdictColumn,
  type LoadTestListKind,
} from '../../load-test-list';
import type { DynamicLoadAnalysis } from '../types';
import { dynamicLoadTests } from '../variant';

const dynamicTests: LoadTestListKind<DynamicLoadAnalysis> = {
  variant: dynamicLoadTests,
  caption: 'Dynamische Plattendruckversuche',
  emptyText: 'Es wurde noch kein dynamischer Versuch erfasst.',
  createLabel: 'Dynamischen Versuch erfassen',
  columns: (projectId) => [
    testLinkColumn(dynamicLoadTests, projectId, {
      key: 'number',
      header: 'Versuch-Nr.',
      content: (test) => `Versuch-Nr. ${test.number}`,
    }),
    { key: 'gridField', header: 'Rasterfeld', cell: (test) => test.dynamicLoadAnalysisData.gridField },
    {
      key: 'evd',
      header: 'Evd',
      align: 'right',
      cell: (test) => formatModulus(test.dynamicLoadAnalysisData.evd),
    },
    verdictColumn(),
    ...dateAndCreatorColumns(dynamicLoadTests, formatDateTime),
  ],
};

export function DynamicLoadListScreen() {
  return <LoadTestListScreen kind={dynamicTests} />;
}
