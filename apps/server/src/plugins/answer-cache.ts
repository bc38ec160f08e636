// The answer cache (issue "Years of data", decisions 0440 and 0480): the screens' reads of a
// project are kept per user and URL under the project's data version and the version of everything
// outside projects. Both versions come with the session lookup (one statement), so a repeated read
// costs that one round trip and sends the stored bytes; any change to the data gives new versions
// and the next read computes afresh. The versions live in the database, so every instance sees a
// change made through another one.
//
// Stored answers are sent by the front, the server's request listener, before Fastify: the check
// whether the caller's session is live and which versions the named project has, one lean
// statement, and the stored bytes (decision 0480). Everything else goes to Fastify: every other
// request, and a read without a stored answer, whose answer Fastify then keeps.
//
// A read opts in with `config: { answerCache: true }` when its answer depends only on the
// project's data, the data outside projects and the caller — not on the clock. Every request that
// may write (any method but GET/HEAD, and the sign-in flows under /backend) raises a version before
// its answer leaves: the named project's, otherwise the global one.
import type { IncomingMessage, OutgoingHttpHeaders, RequestListener, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import querystring from 'node:querystring';
import zlib from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import type { FastifyContextConfig, FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import FindMyWay from 'find-my-way';
import { LRUCache } from 'lru-cache';
import { globalDataVersion, projects } from '../db/schema/index.js';
import { sessionTokenHashOf } from '../modules/auth/sessions.js';
import { cachedReadSession, loadedDataVersions, namedProject, type DataVersions } from './authorize.js';
import { COMPRESSION_THRESHOLD } from './compression.js';
import { matchesIfNoneMatch, weakEtagOf } from './revalidation.js';

type Encoding = 'br' | 'gzip';
/** A stored answer; its compressed forms are made on the first request that accepts them. */
type Answer = { body: Buffer; etag: string; contentType: string } & Partial<Record<Encoding, Buffer>>;

// The quality @fastify/compress uses for answers it compresses on the fly (brotli 4 of 11).
const compressors: Record<Encoding, (body: Buffer) => Buffer> = {
  br: (body) => zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (body) => zlib.gzipSync(body),
};

/** The encoding the request accepts, brotli first (RFC 9110 §12.5.3; q=0 refuses). */
export function acceptedEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const accepted = new Set(
    header
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, quality]) => !/^\s*q\s*=\s*0(\.0*)?\s*$/.test(quality ?? ''))
      .map(([name]) => name!.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

const API_PREFIX = '/backend/api/';
const READS = new Set(['GET', 'HEAD']);

/** Requests that may change data: they raise a version. */
const mayWrite = (request: FastifyRequest) =>
  !READS.has(request.method) || (request.url.startsWith('/backend/') && !request.url.startsWith(API_PREFIX));

const keyOf = (userId: string, versions: DataVersions, url: string) =>
  `${userId} ${versions.projectId} ${versions.projectVersion} ${versions.globalVersion} ${url}`;

export type AnswerCache = {
  /** The server's request listener: sends a stored answer, or passes the request on to Fastify. */
  front(request: IncomingMessage, response: ServerResponse, fastify: RequestListener): void;
  /** onRoute hook of the API scope: its reads with `answerCache` become the front's routes. */
  collectRoute(route: RouteOptions): void;
  /** Forgets every stored answer (a version could not be raised). */
  clear(): void;
};

export type AnswerCacheOptions = {
  maxBytes: number;
  /** The router options Fastify matches with, so that the front matches the same URLs. */
  routerOptions: FindMyWay.Config<FindMyWay.HTTPVersion.V1>;
  /** The headers of every JSON answer of the API (plugins/security.ts). */
  jsonHeaders: Record<string, string>;
  /** The request id Fastify gives a request (the `x-request-id` header and the log line). */
  requestIdOf(request: IncomingMessage): string;
};

export function registerAnswerCache(app: FastifyInstance, options: AnswerCacheOptions): AnswerCache {
  const { maxBytes, jsonHeaders, requestIdOf } = options;
  const cache = new LRUCache<string, Answer>({
    maxSize: Math.max(maxBytes, 1),
    // The compressed forms are a fraction of the body, added later: a margin instead of a recount.
    sizeCalculation: (answer) => Math.round(answer.body.length * 1.3) + 200,
  });
  const router = FindMyWay(options.routerOptions);

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'GET' && request.routeOptions.config.answerCache === true) {
      // The answer of a read that missed, kept under the versions loaded with its session — before
      // revalidation may turn it into a 304, which then comes from the stored answer next time.
      const versions = loadedDataVersions(request);
      const contentType = reply.getHeader('content-type');
      if (
        maxBytes > 0 &&
        request.user &&
        versions &&
        reply.statusCode === 200 &&
        typeof contentType === 'string' &&
        (typeof payload === 'string' || Buffer.isBuffer(payload))
      ) {
        const etag = weakEtagOf(payload);
        reply.header('etag', etag);
        cache.set(keyOf(request.user.id, versions, request.url), { body: Buffer.from(payload), etag, contentType });
      }
      return payload;
    }
    // A refused request (4xx) changed nothing; anything else may have.
    if (mayWrite(request) && !(reply.statusCode >= 400 && reply.statusCode < 500)) await raiseVersion(request);
    return payload;
  });

  async function raiseVersion(request: FastifyRequest) {
    const projectId = loadedDataVersions(request)?.projectId;
    try {
      if (projectId)
        await app.db
          .update(projects)
          .set({ dataVersion: sql`${projects.dataVersion} + 1` })
          .where(eq(projects.id, projectId));
      else
        await app.db
          .insert(globalDataVersion)
          .values({ id: 1, version: 1 })
          .onConflictDoUpdate({
            target: globalDataVersion.id,
            set: { version: sql`${globalDataVersion.version} + 1` },
          });
    } catch (error) {
      // The change is done; what this instance stored must not outlive it.
      cache.clear();
      request.log.error({ err: error }, 'answer cache: data version not raised');
    }
  }

  // While the server closes, Fastify answers (and closes the kept-alive connections).
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });

  /** The stored answer of a read by a live session, if there is one. */
  async function storedAnswer(request: IncomingMessage, path: string, search: string) {
    const route = router.find('GET', path);
    const token = route && request.headers.cookie ? sessionTokenHashOf(app.parseCookie(request.headers.cookie)) : null;
    if (!route || !token) return undefined;
    const config = route.store as FastifyContextConfig;
    const named = namedProject({ params: route.params, query: querystring.parse(search), config });
    const session = named && (await cachedReadSession(app.db, token, named));
    return session && cache.get(keyOf(session.userId, session.versions, request.url!));
  }

  /** Sends a stored answer as Fastify sent it when it was computed (answer-cache.routes.test.ts compares them). */
  function send(request: IncomingMessage, response: ServerResponse, stored: Answer, started: number) {
    const headers: OutgoingHttpHeaders = {
      ...jsonHeaders,
      'x-request-id': requestIdOf(request),
      etag: stored.etag,
      'cache-control': 'private, no-cache',
    };
    if (matchesIfNoneMatch(request.headers['if-none-match'], stored.etag)) response.writeHead(304, headers).end();
    else {
      // Compressed once per answer instead of on every request.
      const encoding =
        stored.body.length >= COMPRESSION_THRESHOLD ? acceptedEncoding(request.headers['accept-encoding']) : undefined;
      const body = encoding ? (stored[encoding] ??= compressors[encoding](stored.body)) : stored.body;
      headers['content-type'] = stored.contentType;
      if (encoding) {
        headers['content-encoding'] = encoding;
        headers.vary = 'accept-encoding';
      }
      headers['content-length'] = body.length;
      response.writeHead(200, headers).end(body);
    }
    logAnswered(request, response, started, headers['x-request-id'] as string);
  }

  /** The log line Fastify writes for a request it answered (plugins/log-redaction.ts). */
  function logAnswered(request: IncomingMessage, response: ServerResponse, started: number, reqId: string) {
    const forwarded = app.config.TRUST_PROXY ? request.headers['x-forwarded-for'] : undefined;
    const ip = (typeof forwarded === 'string' && forwarded.split(',')[0]!.trim()) || request.socket.remoteAddress;
    app.log.info(
      {
        reqId,
        req: { method: request.method, url: request.url, hostname: request.headers.host?.replace(/:\d+$/, ''), ip },
        res: { statusCode: response.statusCode },
        responseTime: performance.now() - started,
      },
      'request completed',
    );
  }

  return {
    front(request, response, fastify) {
      const url = request.url ?? '';
      if (maxBytes <= 0 || closing || request.method !== 'GET' || !url.startsWith(API_PREFIX))
        return fastify(request, response);
      const started = performance.now();
      const queryStart = url.indexOf('?');
      const [path, search] = queryStart < 0 ? [url, ''] : [url.slice(0, queryStart), url.slice(queryStart + 1)];
      storedAnswer(request, path, search)
        .then(
          (stored) => (stored ? send(request, response, stored, started) : fastify(request, response)),
          // Fastify answers: it looks the session up itself and reports what fails.
          () => fastify(request, response),
        )
        .catch((error: unknown) => {
          app.log.error({ err: error }, 'answer cache: stored answer not sent');
          response.destroy();
        });
    },
    collectRoute(route) {
      const methods = [route.method].flat();
      if (route.config?.answerCache === true && methods.includes('GET'))
        router.on('GET', route.url, () => undefined, route.config);
    },
    clear: () => cache.clear(),
  };
}
