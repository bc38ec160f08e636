/** The failed and the retried tests of one vitest step's JSON report, one line each. */
export function testsOf(report: string, root?: string): { failed: string[]; retried: string[] };
