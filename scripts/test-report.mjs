// The failed and the retried tests of one vitest step, from its JSON report (decision 0789): the end
// of `npm test` names them, since a CI record keeps only a run's last lines.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A vitest step's tests that failed, and those that passed only when tried again (a passed test
 * with a failure message), one line each; none when the step wrote no report.
 */
export function testsOf(report, root = process.cwd()) {
  let parsed;
  try {
    parsed = JSON.parse(readFileSync(report, 'utf8'));
  } catch {
    return { failed: [], retried: [] };
  }
  const firstLine = (text) =>
    String(text ?? '')
      .trim()
      .split('\n')[0]
      .slice(0, 300);
  const lines = (status) =>
    parsed.testResults.flatMap((file) => {
      const where = path.relative(root, file.name);
      const tests = file.assertionResults
        .filter((test) => test.status === status && test.failureMessages?.length > 0)
        .map((test) => `  ${where} › ${test.fullName}: ${firstLine(test.failureMessages[0])}`);
      // A file that failed outside its tests (an import, a hook) has no failed test to name.
      if (status === 'failed' && tests.length === 0 && file.status === 'failed')
        return [`  ${where}: ${firstLine(file.message)}`];
      return tests;
    });
  return { failed: lines('failed'), retried: lines('passed') };
}
