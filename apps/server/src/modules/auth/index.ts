// Public module of the auth area: the signed-in user and ending a user's sessions.
export { endAllSessionsOf, type SessionUser } from './sessions.js';
