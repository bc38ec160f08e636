// Public module of the material-class area: the lab-values entry and the evaluation that a batch's
// analytic embeds (issue 23). Other areas import only this file (eslint.config.js).
export { EvaluationStrip, EvaluationView } from './components/evaluation-view';
export { LabValuesEntry } from './components/lab-values-entry';
export { SampleConditionFields } from './components/sample-condition-fields';
export { countedRows, requestOf, type LabReport, type LabSubstances } from './lab-values';
