// One HTTP POST of a delivery (decision 0571): to a checked address only (the lookup refuses
// private ones; the socket connects to what it checked), 5 s for everything from the connection to
// the end of the answer, no redirect followed, the answer's body read and dropped (nothing of it
// is kept, so a large answer costs no memory). Keep-alive agents reuse connections per host.
import http from 'node:http';
import https from 'node:https';
import { checkedLookup, RefusedTarget, sendRefusal, type TargetPolicy } from './targets.js';

export const SEND_TIMEOUT_MS = 5_000;

export type SendResult = { ok: boolean; statusCode: number | null; durationMs: number; error: string | null };

export type Agents = { 'http:': http.Agent; 'https:': https.Agent };

/** A dispatcher's connection pools; the dispatcher's own concurrency bounds the sockets further. */
export const createAgents = (): Agents => ({
  'http:': new http.Agent({ keepAlive: true, maxSockets: 8, maxFreeSockets: 4, timeout: 30_000 }),
  'https:': new https.Agent({ keepAlive: true, maxSockets: 8, maxFreeSockets: 4, timeout: 30_000 }),
});

/** A German line for the delivery log from a failed request. */
function errorText(error: NodeJS.ErrnoException, timeoutMs: number): string {
  if (error instanceof RefusedTarget) return error.message;
  switch (error.code) {
    case 'ETIMEDOUT_WEBHOOK':
      return `Keine vollständige Antwort innerhalb von ${(timeoutMs / 1000).toLocaleString('de-DE')} s`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'Der Name des Empfängers lässt sich nicht auflösen';
    case 'ECONNREFUSED':
      return 'Der Empfänger hat die Verbindung abgelehnt';
    case 'ECONNRESET':
    case 'EPIPE':
      return 'Der Empfänger hat die Verbindung getrennt';
    default:
      return error.code?.startsWith('ERR_TLS') || error.code?.includes('CERT')
        ? `TLS-Fehler: ${error.message}`
        : `Verbindungsfehler: ${error.message}`;
  }
}

export function sendDelivery(
  agents: Agents,
  target: string,
  body: string,
  headers: Record<string, string>,
  policy: TargetPolicy,
  timeoutMs = SEND_TIMEOUT_MS,
): Promise<SendResult> {
  const started = performance.now();
  const done = (statusCode: number | null, error: string | null): SendResult => ({
    ok: error === null && statusCode !== null && statusCode >= 200 && statusCode < 300,
    statusCode,
    durationMs: Math.round(performance.now() - started),
    error,
  });
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return Promise.resolve(done(null, 'Die Adresse ist ungültig'));
  }
  const refused = sendRefusal(url, policy);
  if (refused) return Promise.resolve(done(null, refused));
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<SendResult>((resolve) => {
    let settled = false;
    const finish = (result: SendResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const request = client.request(url, {
      method: 'POST',
      agent: agents[url.protocol as 'http:' | 'https:'],
      lookup: checkedLookup(policy),
      headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    const timer = setTimeout(
      () => request.destroy(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT_WEBHOOK' })),
      timeoutMs,
    );
    request.on('error', (error: NodeJS.ErrnoException) => finish(done(null, errorText(error, timeoutMs))));
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      response.on('error', (error: NodeJS.ErrnoException) => finish(done(status, errorText(error, timeoutMs))));
      response.on('end', () => {
        if (status >= 300 && status < 400) finish(done(status, `Weiterleitung (HTTP ${status}) wird nicht gefolgt`));
        else if (status >= 200 && status < 300) finish(done(status, null));
        else finish(done(status, `Der Empfänger antwortete mit HTTP ${status}`));
      });
      // The body is read and dropped.
      response.resume();
    });
    request.end(body);
  });
}
