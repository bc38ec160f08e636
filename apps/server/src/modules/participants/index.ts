// Public module of the participants area.
export { addProjectUser } from './participants.service.js';
