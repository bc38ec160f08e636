// Security headers (helmet with a CSP that allows the SPA and the map styles) and the CSRF guard.
// helmet's middleware is built once: @fastify/helmet built it again for every request, parsing
// the CSP directives each time (issue "Years of data", decision 0371).
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { apiMessages } from '@baustellendoku/domain';
import { sendError } from './errors.js';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Normalised scheme://host:port (default ports dropped), or null when it is no URL. */
const originOf = (value: string): string | null => (URL.canParse(value) ? new URL(value).origin : null);

export async function registerSecurity(app: FastifyInstance) {
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
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)),
  );

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
