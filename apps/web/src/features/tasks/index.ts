// Public module of the tasks area: the open-tasks card of the project dashboard.
// Other areas import only this file (eslint.config.js).
export { OpenTasksCard } from './open-tasks-card';
