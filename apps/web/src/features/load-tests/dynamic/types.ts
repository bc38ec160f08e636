import type { DynamicLoadAnalysisView } from '@baustellendoku/domain';

/** GET /dynamic-load-analysis(/{id}): the domain's response schema (decision 0225). */
export type DynamicLoadAnalysis = DynamicLoadAnalysisView;
