// Public module of the load-tests area: the judged tests and the requirements they are judged by,
// for the project manager's re-test tasks (decision 0661).
export { judgedTests, type JudgedTest } from './compaction/verdicts.js';
export { requirementRows } from './compaction/requirements.service.js';
