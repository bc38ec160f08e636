// Public module of the load-tests area: the judged tests and the requirements they are judged by,
// for the project manager's re-test tasks (decision 0661); the rewrite of the protocols of a
// device's tests after its data or certificates changed (decision 0680).
export { judgedTests, type JudgedTest } from './compaction/verdicts.js';
export { requirementRows } from './compaction/requirements.service.js';
export { rewriteDeviceDocuments, type DeviceChange } from './load-test-documents.js';
