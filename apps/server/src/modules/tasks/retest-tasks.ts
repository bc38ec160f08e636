// Open task "Nachverdichten und erneut prüfen" (issue 37, decision 0661): for the project manager,
// per failed plate load test and its re-tests one task at the newest failed test's grid field,
// until a re-test of the chain passes. Computed from the verdicts whenever tasks are read.
import { testsToRetest, type TaskType } from '@baustellendoku/domain';
import { judgedTests, requirementRows } from '../load-tests/index.js';
import { anyTaskFor } from './task-filter.js';
import type { TaskCandidate, TaskProvider } from './task-providers.js';

const taskTypes: Record<'dynamic' | 'static', TaskType> = {
  dynamic: 'dynamic_load_analysis-recompact',
  static: 'static_load_analysis-recompact',
};
const idVariable = { dynamic: 'dynamicLoadAnalysisId', static: 'staticLoadAnalysisId' } as const;

/** Without a requirement no test fails: a project without one costs a single query. */
export const retestTasks: TaskProvider = async ({ db, projectId, project, roles }) => {
  if (!project.enabledFeatures.includes('mounting-documentation') || !anyTaskFor(Object.values(taskTypes), roles))
    return [];
  const requirements = await requirementRows(db, projectId);
  if (requirements.length === 0) return [];
  const tasks: TaskCandidate[] = [];
  for (const kind of ['dynamic', 'static'] as const) {
    const tests = await judgedTests(db, kind, projectId, requirements);
    const nodes = tests.map((test) => ({
      ...test,
      failed: test.verdict.result === 'failed',
      passed: test.verdict.result === 'passed',
    }));
    for (const test of testsToRetest(nodes))
      tasks.push({
        type: taskTypes[kind],
        variables: {
          [idVariable[kind]]: test.id,
          number: test.number,
          gridField: test.gridField,
          reason: test.verdict.reason ?? '',
        },
      });
  }
  return tasks;
};
