import { hash, randomBytes } from 'node:crypto';

export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');
export const sha256 = (value: string) => hash('sha256', value, 'base64url');
/** SHA-256 as lower-case hex, the form `sha256sum` prints: document digests and the history chain. */
export const sha256Hex = (value: string | Buffer) => hash('sha256', value, 'hex');
