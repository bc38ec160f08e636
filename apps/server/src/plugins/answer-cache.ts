// The answer cache (issue "Years of data", decision 0440): the screens' reads of a project are kept
// per user and URL under the project's data version and the version of everything outside
// projects. Both versions come with the session lookup (one statement), so a repeated read costs
// that one round trip and sends the stored bytes; any change to the data gives new versions and
// the next read computes afresh. The versions live in the database, so every instance sees a
// change made through another one.
//
// A read opts in with `config: { answerCache: true }` when its answer depends only on the
// project's data, the data outside projects and the caller — not on the clock. Every request that
// may write (any method but GET/HEAD, and the sign-in flows under /backend) raises a version before
// its answer leaves: the named project's, otherwise the global one.
import zlib from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { globalDataVersion, projects } from '../db/schema/index.js';
import { loadedDataVersions } from './authorize.js';
import { COMPRESSION_THRESHOLD } from './compression.js';

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

export type AnswerCache = {
  /** Sends the stored answer of a cacheable read and returns true; false when the handler must run. */
  answer(request: FastifyRequest, reply: FastifyReply): boolean;
  /** Forgets every stored answer (a version could not be raised). */
  clear(): void;
};

export function registerAnswerCache(app: FastifyInstance, maxBytes: number): AnswerCache {
  const cache = new LRUCache<string, Answer>({
    maxSize: Math.max(maxBytes, 1),
    // The compressed forms are a fraction of the body, added later: a margin instead of a recount.
    sizeCalculation: (answer) => Math.round(answer.body.length * 1.3) + 200,
  });
  /** The cache key of a read that missed: its answer is stored under it. */
  const keyOf = new WeakMap<FastifyRequest, string>();

  app.addHook('onSend', async (request, reply, payload) => {
    const key = keyOf.get(request);
    if (key !== undefined) {
      const etag = reply.getHeader('etag');
      const contentType = reply.getHeader('content-type');
      if (
        reply.statusCode === 200 &&
        typeof etag === 'string' &&
        typeof contentType === 'string' &&
        (typeof payload === 'string' || Buffer.isBuffer(payload))
      )
        cache.set(key, { body: Buffer.from(payload), etag, contentType });
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

  return {
    answer(request, reply) {
      if (maxBytes <= 0 || request.method !== 'GET' || request.routeOptions.config.answerCache !== true) return false;
      const versions = loadedDataVersions(request);
      if (!versions || !request.user) return false;
      const key = `${request.user.id} ${versions.projectVersion} ${versions.globalVersion} ${request.url}`;
      const stored = cache.get(key);
      if (!stored) {
        keyOf.set(request, key);
        return false;
      }
      // The revalidation hook answers If-None-Match with 304 from this ETag (plugins/revalidation.ts).
      reply.header('content-type', stored.contentType).header('etag', stored.etag);
      // Compressed once per answer instead of on every request (the compression plugin skips an
      // answer whose Content-Encoding is set).
      const encoding =
        stored.body.length >= COMPRESSION_THRESHOLD ? acceptedEncoding(request.headers['accept-encoding']) : undefined;
      if (!encoding) reply.send(stored.body);
      else {
        stored[encoding] ??= compressors[encoding](stored.body);
        reply.header('content-encoding', encoding).header('vary', 'accept-encoding').send(stored[encoding]);
      }
      return true;
    },
    clear: () => cache.clear(),
  };
}
