// Public module of the projects area: the project as the administration screens of other areas
// (participants, history) read and refresh it. Other areas import only this file (eslint.config.js).
export { asProjectDetails, invalidateProjectViews, type ProjectDetails } from './project-details';
