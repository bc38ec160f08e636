// GET /static-load-analysis(/{id}) (spec part 3 §3 "Static load test"): the domain's response
// schema is the one declaration (decision 0225).
import type { StaticLoadAnalysisView } from '@baustellendoku/domain';

export type StaticLoadAnalysis = StaticLoadAnalysisView;
