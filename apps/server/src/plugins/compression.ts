// Compression of dynamic responses (issue "Fast on a site phone", decision 0300): brotli when the
// browser accepts it, gzip otherwise, for text bodies from 1 KB on. Static files are precompressed
// at build time and served as .br/.gz by the static handler, which sets Content-Encoding itself, so
// this plugin leaves them alone.
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';

/** Below this many bytes a response fits in one or two TCP packets anyway. */
export const COMPRESSION_THRESHOLD = 1024;

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
    customTypes: compressibleTypes,
  });
}
