// The static plate load test as a variant of the load-test area (spec part 3 §2): DIN 18134 with
// first and second loading, named by its grid field, Ev2 on the map.
import { paths } from '@/lib/paths';
import type { LoadTestVariant } from '../variant';
import type { StaticLoadAnalysis } from './types';

export const staticLoadTests: LoadTestVariant<StaticLoadAnalysis> = {
  resource: 'static-load-analysis',
  idParam: 'staticLoadAnalysisId',
  accessRule: 'accessStaticLoadAnalysis',
  createRule: 'createStaticLoadAnalysis',
  fieldEntry: 'staticLoad',
  title: 'Statische Versuche',
  listTexts: {
    caption: 'Statische Plattendruckversuche',
    empty: 'Es wurde noch kein statischer Versuch erfasst.',
    create: 'Statischen Versuch erfassen',
  },
  valueLabel: 'Ev2',
  id: (test) => test.staticLoadAnalysisId,
  facts: (test) => test.staticLoadAnalysisData,
  value: (test) => test.staticLoadAnalysisData.staticLoadRetest.ev,
  label: (test) => test.staticLoadAnalysisData.gridField,
  paths: {
    list: paths.listStaticLoadAnalysis,
    create: paths.createStaticLoadAnalysis,
    detail: paths.staticLoadAnalysisDetail,
    edit: paths.editStaticLoadAnalysis,
  },
};
