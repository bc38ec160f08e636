// Cheap revalidation of API reads (decision 0300): every successful GET under /backend/api gets a
// weak ETag over its JSON body; a request whose If-None-Match carries it is answered 304 without a
// body. The body is still computed (authorization and visibility are checked as always); what is
// saved is the transfer, which is what costs on a phone. Responses marked no-store (/me, downloads)
// are left alone.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const API_PREFIX = '/backend/api/';

function isCacheableRead(request: FastifyRequest, statusCode: number): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') && statusCode === 200 && request.url.startsWith(API_PREFIX)
  );
}

/** If-None-Match compares weakly (RFC 9110 §13.1.2): `W/` prefixes are ignored, `*` matches all. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/** The weak ETag of an answer's bytes. */
const weakEtagOf = (payload: Buffer) => `W/"${createHash('sha1').update(payload).digest('base64url')}"`;

export function registerRevalidation(app: FastifyInstance) {
  // Instance-level onSend hooks run before the route-level hook of @fastify/compress, so the ETag is
  // computed over the uncompressed body and is the same for every Content-Encoding.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!isCacheableRead(request, reply.statusCode)) return done(null, payload);
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    const cacheControl = reply.getHeader('cache-control');
    if (typeof cacheControl === 'string' && cacheControl.includes('no-store')) return done(null, payload);

    // The body's bytes once: the hash, the compression and Content-Length all take them as they are.
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    const etag = weakEtagOf(body);
    reply.header('ETag', etag);
    // Without an explicit policy the browser stores the answer and asks again every time.
    if (!cacheControl) reply.header('Cache-Control', 'private, no-cache');
    if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
      reply.code(304);
      reply.removeHeader('content-type');
      return done(null, '');
    }
    done(null, body);
  });
}
