// Sign-in: company SSO, guest login mail, sessions.
export * from './authentication.js';
