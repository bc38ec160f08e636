// The dynamic plate load test as a variant of the load-test area (spec part 3 §2): Evd, numbered
// "Versuch-Nr.", read from the device's printout.
import { paths } from '@/lib/paths';
import type { LoadTestVariant } from '../variant';
import type { DynamicLoadAnalysis } from './types';

export const dynamicLoadTests: LoadTestVariant<DynamicLoadAnalysis> = {
  resource: 'dynamic-load-analysis',
  idParam: 'dynamicLoadAnalysisId',
  accessRule: 'accessDynamicLoadAnalysis',
  createRule: 'createDynamicLoadAnalysis',
  fieldEntry: 'dynamicLoad',
  title: 'Dynamische Versuche',
  listTexts: {
    caption: 'Dynamische Plattendruckversuche',
    empty: 'Es wurde noch kein dynamischer Versuch erfasst.',
    create: 'Dynamischen Versuch erfassen',
  },
  valueLabel: 'Evd',
  id: (test) => test.dynamicLoadAnalysisId,
  facts: (test) => test.dynamicLoadAnalysisData,
  value: (test) => test.dynamicLoadAnalysisData.evd,
  label: (test) => `Versuch-Nr. ${test.number}`,
  paths: {
    list: paths.listDynamicLoadAnalysis,
    create: paths.createDynamicLoadAnalysis,
    detail: paths.dynamicLoadAnalysisDetail,
    edit: paths.editDynamicLoadAnalysis,
  },
};
