// Public module of the material-class area: the evaluation a batch's analytic shows and the lab
// values helpers it sends with (issue 23). Other areas import only this file and forms.ts.
export { EvaluationStrip, EvaluationView } from './components/evaluation-view';
export { countedRows, requestOf, type LabReport, type LabSubstances } from './lab-values';
