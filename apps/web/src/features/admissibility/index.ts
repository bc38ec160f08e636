// Public module of the admissibility area (EBV Anlage 2): what orders, deliveries, batches and the
// mounting settings show of it. Other areas import only this file (eslint.config.js).
export { AdmissibilityList, MaterialAdmissibility } from './admissibility-list';
export { useMaterialAdmissibility } from './api';
export { ConfirmNotAdmissibleField } from './confirm-not-admissible-field';
export { DeliveryNoteDuty } from './delivery-note-duty';
export { NotAdmissibleMark } from './not-admissible-mark';
export { OrderFormAdmissibility } from './order-form-admissibility';
export { SiteColumnSummary } from './site-column-summary';
