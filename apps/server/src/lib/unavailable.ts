// Outages of the services the app depends on (issue 12, decision 0410): a database that cannot be
// reached and a file store that refuses or cannot be reached are answered with 503 and a German
// message in the one error format — not with a 500 that reads like a bug, and not after a hang.
import { apiMessages } from '@baustellendoku/domain';
import { ApiError } from './errors.js';

/** Socket-level failures (Node system error codes) of a connection to a server. */
const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs of a server that is going away or not yet there: class 08 (connection
 * exception), 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now (starting up),
 * 53300 too many connections.
 */
const isUnavailableSqlState = (code: string) =>
  code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300';

/** node-postgres reports a lost connection and a checkout timeout without a code, by message. */
const LOST_CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'is not queryable',
  'timeout expired',
];

/**
 * Whether `error` (or its cause: Drizzle wraps driver errors in DrizzleQueryError) says that a
 * server — in practice the database — could not be reached or went away, as opposed to a query
 * the database refused (constraint, syntax).
 */
export function isConnectionFailure(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const code = (current as Error & { code?: unknown }).code;
    if (typeof code === 'string' && (CONNECTION_ERROR_CODES.has(code) || isUnavailableSqlState(code))) return true;
    if (LOST_CONNECTION_MESSAGES.some((message) => current instanceof Error && current.message.includes(message))) {
      return true;
    }
    current = current.cause;
  }
  return false;
}

/** 503 for a file store that failed to take (`write`) or to give (`read`) a file; `cause` is logged. */
export function fileStoreUnavailable(kind: 'write' | 'read', cause: unknown): ApiError {
  const error = new ApiError(
    503,
    kind === 'write' ? apiMessages.fileStoreWriteFailed : apiMessages.fileStoreUnavailable,
  );
  error.cause = cause;
  return error;
}

/** Seconds a client should wait before it tries again after a 503. */
export const RETRY_AFTER_SECONDS = 5;
