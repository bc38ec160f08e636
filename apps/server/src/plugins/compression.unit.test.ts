// The compressor behind @fastify/compress (decision 0757): an answer above the library's
// synchronous limit is compressed in one call, a body that grows past ONE_SHOT_LIMIT (an export)
// streams on; both arrive as the same bytes in brotli and gzip.
import { Readable } from 'node:stream';
import zlib, { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ONE_SHOT_LIMIT, registerCompression } from './compression.js';

const app = Fastify({ logger: false });
const answer = { rows: Array.from({ length: 2000 }, (_, index) => ({ index, text: `Zeile ${index}` })) };
/** A CSV of ~3 × ONE_SHOT_LIMIT in lines of its own chunk each, as an export streams it. */
const lines = Array.from({ length: 60_000 }, (_, index) => `${index};Eintrag ${index};${'x'.repeat(index % 7)}\r\n`);

beforeAll(async () => {
  await registerCompression(app);
  app.get('/answer', async () => answer);
  app.get('/export', async (_request, reply) => reply.type('text/csv').send(Readable.from(lines)));
  await app.ready();
});
afterAll(() => app.close());
afterEach(() => vi.restoreAllMocks());

const decoded = { br: brotliDecompressSync, gzip: gunzipSync };
/** Node's one-call compressor of each encoding (on the thread pool) and its stream. */
const oneCall = { br: 'brotliCompress', gzip: 'gzip' } as const;
const stream = { br: 'createBrotliCompress', gzip: 'createGzip' } as const;

describe('compression of large bodies', () => {
  for (const encoding of ['br', 'gzip'] as const) {
    it(`compresses a whole answer in one call (${encoding})`, async () => {
      const whole = vi.spyOn(zlib, oneCall[encoding]);
      const streamed = vi.spyOn(zlib, stream[encoding]);
      const response = await app.inject({ url: '/answer', headers: { 'accept-encoding': encoding } });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(JSON.stringify(answer).length).toBeGreaterThan(8 * 1024);
      expect(JSON.parse(decoded[encoding](response.rawPayload).toString())).toEqual(answer);
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
