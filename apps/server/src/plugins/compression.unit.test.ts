// The compressor behind @fastify/compress (decisions 0757, 0762): an answer up to SYNC_LIMIT is
// compressed synchronously in one call, a larger one in one call on the thread pool, a body that
// grows past ONE_SHOT_LIMIT (an export) streams on; all arrive as the same bytes in brotli and gzip.
import { Readable } from 'node:stream';
import zlib, { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ONE_SHOT_LIMIT, registerCompression, SYNC_LIMIT } from './compression.js';

const app = Fastify({ logger: false });
/** A list page's answer (~60 KB) and one above SYNC_LIMIT (~200 KB). */
const answer = { rows: Array.from({ length: 2000 }, (_, index) => ({ index, text: `Zeile ${index}` })) };
const largeAnswer = { rows: Array.from({ length: 7000 }, (_, index) => ({ index, text: `Zeile ${index}` })) };
/** A CSV of ~3 × ONE_SHOT_LIMIT in lines of its own chunk each, as an export streams it. */
const lines = Array.from({ length: 60_000 }, (_, index) => `${index};Eintrag ${index};${'x'.repeat(index % 7)}\r\n`);

beforeAll(async () => {
  await registerCompression(app);
  app.get('/answer', async () => answer);
  app.get('/large-answer', async () => largeAnswer);
  app.get('/export', async (_request, reply) => reply.type('text/csv').send(Readable.from(lines)));
  await app.ready();
});
afterAll(() => app.close());
afterEach(() => vi.restoreAllMocks());

const decoded = { br: brotliDecompressSync, gzip: gunzipSync };
/** Node's one-call compressors of each encoding (on the event loop, on the thread pool) and its stream. */
const syncCall = { br: 'brotliCompressSync', gzip: 'gzipSync' } as const;
const oneCall = { br: 'brotliCompress', gzip: 'gzip' } as const;
const stream = { br: 'createBrotliCompress', gzip: 'createGzip' } as const;

describe('compression of large bodies', () => {
  for (const encoding of ['br', 'gzip'] as const) {
    it(`compresses a list page's answer in one synchronous call (${encoding})`, async () => {
      const sync = vi.spyOn(zlib, syncCall[encoding]);
      const whole = vi.spyOn(zlib, oneCall[encoding]);
      const streamed = vi.spyOn(zlib, stream[encoding]);
      const response = await app.inject({ url: '/answer', headers: { 'accept-encoding': encoding } });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-length']).toBe(String(response.rawPayload.length));
      expect(JSON.stringify(answer).length).toBeGreaterThan(32 * 1024);
      expect(JSON.parse(decoded[encoding](response.rawPayload).toString())).toEqual(answer);
      expect(sync).toHaveBeenCalledOnce();
      expect(whole).not.toHaveBeenCalled();
      expect(streamed).not.toHaveBeenCalled();
    });

    it(`compresses a whole answer above the synchronous limit in one call on the thread pool (${encoding})`, async () => {
      const sync = vi.spyOn(zlib, syncCall[encoding]);
      const whole = vi.spyOn(zlib, oneCall[encoding]);
      const streamed = vi.spyOn(zlib, stream[encoding]);
      const response = await app.inject({ url: '/large-answer', headers: { 'accept-encoding': encoding } });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(JSON.stringify(largeAnswer).length).toBeGreaterThan(SYNC_LIMIT);
      expect(JSON.parse(decoded[encoding](response.rawPayload).toString())).toEqual(largeAnswer);
      expect(sync).not.toHaveBeenCalled();
      expect(whole).toHaveBeenCalledOnce();
      expect(streamed).not.toHaveBeenCalled();
    });

    it(`streams a body longer than the one-call limit (${encoding})`, async () => {
      const streamed = vi.spyOn(zlib, stream[encoding]);
      const response = await app.inject({ url: '/export', headers: { 'accept-encoding': encoding } });
      expect(response.headers['content-encoding']).toBe(encoding);
      const text = decoded[encoding](response.rawPayload).toString();
      expect(text.length).toBeGreaterThan(2 * ONE_SHOT_LIMIT);
      expect(text).toBe(lines.join(''));
      expect(streamed).toHaveBeenCalledOnce();
    });
  }
});
