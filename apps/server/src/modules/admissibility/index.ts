// Public module of the admissibility area: the order approval's compliance confirmation.
export { requireApprovalConfirmation } from './admissibility.service.js';
export { loadInstalledMaterial } from './installed-material.service.js';
