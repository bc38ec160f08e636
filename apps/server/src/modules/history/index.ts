// Public module of the history area: other areas write their entries in their own transaction.
export { recordHistory } from './history.service.js';
