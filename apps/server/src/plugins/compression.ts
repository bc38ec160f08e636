// Compression of dynamic responses (issue "Fast on a site phone", decision 0300): brotli when the
// browser accepts it, gzip otherwise, for text bodies from 1 KB on. Static files are precompressed
// at build time and served as .br/.gz by the static handler, which sets Content-Encoding itself, so
// this plugin leaves them alone.
import { Transform } from 'node:stream';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';

/** Below this many bytes a response fits in one or two TCP packets anyway. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * An answer up to this size is compressed synchronously, in one call on the event loop (decision
 * 0762): brotli at quality 4 takes ~0.2 ms for the 30–75 KB of a list page, while handing it to the
 * thread pool costs the process more CPU than the compressing (the library's stream path: a
 * readable made from an async iterator, a pipeline, a peek transform and a chunked answer, ~1 ms per
 * answer; one asynchronous call: ~0.1 ms more than the synchronous one). On a CPU-bound host the
 * CPU is what counts (the library's README: "Raising it on CPU-constrained deployments"). The
 * library's own default is 8 KB on two cores.
 */
export const SYNC_LIMIT = 128 * 1024;

/**
 * Brotli's quality (decision 0776): 3 instead of the library's 4. On the site day's answers (1.3–85 KB
 * of JSON) it takes 20–45 % less CPU for 0–4 % more bytes (2 % over a screen visit's reads); with
 * the answers now costing ~1–5 ms of CPU, brotli 4 was 6–15 % of a read's process CPU.
 */
export const BROTLI_QUALITY = 3;

/** A larger body is compressed in one call on the thread pool up to this size; a longer one (an export) streams. */
export const ONE_SHOT_LIMIT = 512 * 1024;

// Only text: downloads (PDF, ZIP, images, octet-stream uploads) are compressed already or must keep
// their Content-Length for the browser's progress bar.
const compressibleTypes =
  /^(?:text\/(?!event-stream)|application\/(?:[\w.+-]*\+)?(?:json|xml|javascript)\b|image\/svg\+xml)/;

/**
 * The compressor of a body the library hands over as a stream (an answer above SYNC_LIMIT, an
 * export). An API answer arrives whole, as one chunk: it is collected and
 * compressed in one call on libuv's thread pool, which costs the event loop ~50 µs and the process
 * half of what a zlib stream costs (a stream compresses each chunk and then flushes, two trips to
 * the thread pool, with its buffers; decision 0757). A body that grows past ONE_SHOT_LIMIT (a CSV
 * export) goes on through a zlib stream from there, with its backpressure.
 */
function oneShot(
  compressWhole: (body: Buffer, done: (error: Error | null, out: Buffer) => void) => void,
  stream: () => Transform,
) {
  const chunks: Buffer[] = [];
  let size = 0;
  let streaming: Transform | undefined;
  const start = (self: Transform) => {
    const inner = stream();
    inner.on('data', (data: Buffer) => self.push(data));
    inner.on('error', (error) => self.destroy(error));
    for (const chunk of chunks.splice(0)) inner.write(chunk);
    return inner;
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (!streaming && size + chunk.length <= ONE_SHOT_LIMIT) {
        chunks.push(chunk);
        size += chunk.length;
        return done();
      }
      streaming ??= start(this);
      streaming.write(chunk, () => done());
    },
    flush(done) {
      if (streaming) {
        streaming.once('end', () => done());
        streaming.end();
        return;
      }
      compressWhole(Buffer.concat(chunks, size), (error, out) => (error ? done(error) : done(null, out)));
    },
  });
}

/** zlib as @fastify/compress uses it: its synchronous calls as they are, its streams collected. */
const oneShotZlib = {
  // Looked up on each call, so that a test can watch Node's function.
  brotliCompressSync: (body: zlib.InputType, options?: zlib.BrotliOptions) => zlib.brotliCompressSync(body, options),
  gzipSync: (body: zlib.InputType, options?: zlib.ZlibOptions) => zlib.gzipSync(body, options),
  createBrotliCompress: (options?: zlib.BrotliOptions) =>
    oneShot(
      (body, done) => zlib.brotliCompress(body, options ?? {}, done),
      () => zlib.createBrotliCompress(options),
    ),
  createGzip: (options?: zlib.ZlibOptions) =>
    oneShot(
      (body, done) => zlib.gzip(body, options ?? {}, done),
      () => zlib.createGzip(options),
    ),
};

export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    // Request bodies stay uncompressed: decompressing them would let a small upload grow past bodyLimit.
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    threshold: COMPRESSION_THRESHOLD,
    syncThreshold: SYNC_LIMIT,
    customTypes: compressibleTypes,
    zlib: oneShotZlib,
  });
}
