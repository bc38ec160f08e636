// The signature of a delivery (decision 0570), as payment and code-hosting platforms sign theirs:
// HMAC-SHA256 with the subscription's secret over `<unix seconds>.<body>`, sent as
// `Baustellendoku-Signature: t=<unix seconds>,v1=<hex>`. A receiver recomputes it over the raw body
// and refuses an old timestamp (replay).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'baustellendoku-signature';
export const EVENT_ID_HEADER = 'baustellendoku-event-id';
export const EVENT_HEADER = 'baustellendoku-event';

/** A new subscription's secret (shown once). */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

const hmac = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/** The signature header's value for `body` signed at `timestamp` (unix seconds). */
export function signatureHeader(secret: string, timestamp: number, body: string): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

/**
 * What a receiver does (and the tests): true when `header` signs `body` with `secret` and its
 * timestamp is at most `toleranceSeconds` away from `now`.
 */
export function verifySignature(
  secret: string,
  header: string,
  body: string,
  options: { now?: Date; toleranceSeconds?: number } = {},
): boolean {
  const parts = new Map(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1');
  if (!Number.isInteger(timestamp) || !given || !/^[0-9a-f]{64}$/.test(given)) return false;
  const now = (options.now ?? new Date()).getTime() / 1000;
  if (Math.abs(now - timestamp) > (options.toleranceSeconds ?? 300)) return false;
  return timingSafeEqual(Buffer.from(hmac(secret, timestamp, body), 'hex'), Buffer.from(given, 'hex'));
}
