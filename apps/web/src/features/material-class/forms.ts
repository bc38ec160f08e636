// Public module of the material-class area for forms: the lab-values entry and the sample conditions
// that a batch's analytic embeds (issue 23). Apart from index.ts so that read-only screens stay
// without the form library.
export { LabValuesEntry } from './components/lab-values-entry';
export { SampleConditionFields } from './components/sample-condition-fields';
