// Compression of dynamic responses (issue "Fast on a site phone", decision 0300): brotli when the
// browser accepts it, gzip otherwise, for text bodies from 1 KB on. Static files are precompressed
// at build time and served as .br/.gz by the static handler, which sets Content-Encoding itself, so
// this plugin leaves them alone.
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';

/** Below this many bytes a response fits in one or two TCP packets anyway. */
export const COMPRESSION_THRESHOLD = 1024;
/**
 * Up to this many bytes an answer is compressed in one synchronous call and sent with its
 * Content-Length, instead of through a zlib stream (decision 0745). The library's default on two
 * cores is 8 KB, which sent the map points (12 KB) and the pile list (10 KB) of the site day through
 * a stream: a pipeline, a zlib context and several socket writes per answer. 64 KB of JSON take
 * ~0.5 ms at brotli 4, short enough to run on the event loop.
 */
export const SYNC_COMPRESSION_LIMIT = 64 * 1024;

// Only text: downloads (PDF, ZIP, images, octet-stream uploads) are compressed already or must keep
// their Content-Length for the browser's progress bar.
const compressibleTypes =
  /^(?:text\/(?!event-stream)|application\/(?:[\w.+-]*\+)?(?:json|xml|javascript)\b|image\/svg\+xml)/;

export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    // Request bodies stay uncompressed: decompressing them would let a small upload grow past bodyLimit.
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD,
    syncThreshold: SYNC_COMPRESSION_LIMIT,
    customTypes: compressibleTypes,
  });
}
