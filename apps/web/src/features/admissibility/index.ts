// Public module of the admissibility area (EBV Anlage 2): what orders, deliveries and batches show of
// it. Other areas import only this file and forms.ts (eslint.config.js).
export { AdmissibilityList, MaterialAdmissibility } from './admissibility-list';
export { useMaterialAdmissibility } from './api';
export { DeliveryNoteDuty } from './delivery-note-duty';
export { NotAdmissibleMark } from './not-admissible-mark';
