// Project members and their roles.
export * from './participant-schemas.js';
