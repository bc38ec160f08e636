// Security headers and the CSRF guard. Documents (the SPA, files shown inline, the sign-in pages)
// get helmet's full set with a CSP that allows the SPA and the map styles; the API's JSON answers,
// which no browser shows as a page, get the few that keep them from being sniffed, framed or read
// by another site (decision 0460). helmet's headers depend on the configuration only, so they are
// computed once: running its middleware for every request cost a sixth of a stored answer's CPU,
// and its ~0.9 KB went out with every JSON answer, often more than the answer itself.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { apiMessages } from '@baustellendoku/domain';
import { sendError } from './errors.js';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const API_PREFIX = '/backend/api/';

/** The headers a helmet middleware sets, by lower-case name (it sets the same ones on every response). */
function headersSetBy(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: () => undefined,
  };
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}

/** Normalised scheme://host:port (default ports dropped), or null when it is no URL. */
const originOf = (value: string): string | null => (URL.canParse(value) ? new URL(value).origin : null);

/** Registers the headers and the CSRF guard. */
export async function registerSecurity(app: FastifyInstance): Promise<void> {
  // The map styles' origins serve their tiles, glyphs and sprites too (OpenFreeMap by default, decision 0400).
  const mapOrigins = [
    ...new Set(
      [app.config.MAP_STYLE_URL, app.config.MAP_SATELLITE_STYLE_URL]
        .filter((url): url is string => Boolean(url))
        .map((url) => new URL(url).origin),
    ),
  ];
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...mapOrigins],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...mapOrigins],
        workerSrc: ["'self'", 'blob:'],
        childSrc: ["'self'", 'blob:'],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: app.config.APP_URL.startsWith('https://') ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // The PDF viewer of the browser opens files in a new tab from the app's own origin.
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  const documentHeaders = headersSetBy(securityHeaders);
  const jsonHeaders: Record<string, string> = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    'strict-transport-security': documentHeaders['strict-transport-security']!,
    'x-content-type-options': 'nosniff',
  };
  // On the raw response: a route that answers by itself (reply.hijack) keeps them too.
  const setAll = (raw: ServerResponse, headers: Record<string, string>) => {
    for (const name in headers) raw.setHeader(name, headers[name]!);
  };
  app.addHook('onRequest', (request, reply, done) => {
    setAll(reply.raw, request.url.startsWith(API_PREFIX) ? jsonHeaders : documentHeaders);
    done();
  });
  // Before revalidation's onSend (a 304 loses its Content-Type): an API answer that is not JSON
  // (a file, a PDF, a ZIP) may be opened as a page.
  app.addHook('onSend', (request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    if (request.url.startsWith(API_PREFIX) && !(typeof type === 'string' && type.startsWith('application/json')))
      setAll(reply.raw, documentHeaders);
    done(null, payload);
  });

  // CSRF: a state-changing request from a browser must come from the app's own origin. Browsers
  // always send Origin (or Sec-Fetch-Site) on cross-site POSTs; SameSite=Lax cookies add a second wall.
  const appOrigin = new URL(app.config.APP_URL).origin;
  app.addHook('onRequest', async (request, reply) => {
    if (!STATE_CHANGING.has(request.method)) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    // Chromium sends "Origin: null" for same-origin form posts under Referrer-Policy no-referrer
    // (the dev identity provider's login form): then Sec-Fetch-Site decides.
    if (origin === 'null') {
      if (fetchSite === 'same-origin') return;
      return sendError(reply, 403, apiMessages.csrf);
    }
    // Same origin means scheme, host and port (issue 12: https://host must not pass on http://host).
    // request.protocol is the socket's, or X-Forwarded-Proto with TRUST_PROXY.
    const requestOrigin = request.headers.host ? originOf(`${request.protocol}://${request.headers.host}`) : null;
    const sameOrigin = origin !== undefined && (originOf(origin) === appOrigin || originOf(origin) === requestOrigin);
    if ((origin !== undefined && !sameOrigin) || fetchSite === 'cross-site') {
      return sendError(reply, 403, apiMessages.csrf);
    }
  });
}
