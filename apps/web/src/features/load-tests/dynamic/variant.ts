// The dynamic plate load test as a variant of the load-test area (spec part 3 §2): Evd, numbered
// "Versuch-Nr.", read from the device's printout.
import { loadTestVariant } from '../variant';
import type { DynamicLoadAnalysis } from './types';

export const dynamicLoadTests = loadTestVariant<DynamicLoadAnalysis>('DynamicLoadAnalysis', {
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
});
