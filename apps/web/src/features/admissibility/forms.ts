// Public module of the admissibility area for forms: its fields in the order form, the approval and
// the mounting settings. Apart from index.ts, so that a read-only screen importing the index does not
// load the form library (the boot script's check, decision 0430).
export { ConfirmNotAdmissibleField } from './confirm-not-admissible-field';
export { OrderFormAdmissibility } from './order-form-admissibility';
export { SiteColumnSummary } from './site-column-summary';
