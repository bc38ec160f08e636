// The static plate load test as a variant of the load-test area (spec part 3 §2): DIN 18134 with
// first and second loading, named by its grid field, Ev2 on the map.
import { loadTestVariant } from '../variant';
import type { StaticLoadAnalysis } from './types';

export const staticLoadTests = loadTestVariant<StaticLoadAnalysis>('StaticLoadAnalysis', {
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
});
