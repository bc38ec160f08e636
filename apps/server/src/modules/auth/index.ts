// Public module of the auth area: ending a user's sessions (the signed-in user is platform/access's).
export { endAllSessionsOf } from './sessions.js';
