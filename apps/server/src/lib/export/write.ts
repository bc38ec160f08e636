// Writing an export into the reply's stream with backpressure (decision 0600): a page is written,
// and the next is read from the database only when the socket has taken the bytes (await drain).
// A client that goes away ends the loop (the stream closes) instead of reading on into nowhere.
import type { Writable } from 'node:stream';

/** Resolves when `stream` wants more; rejects when it was closed or destroyed meanwhile. */
export function drained(stream: Writable): Promise<void> {
  if (stream.destroyed) return Promise.reject(new Error('Export abgebrochen: der Empfänger ist weg'));
  if (!stream.writableNeedDrain) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', closed);
      resolve();
    };
    const closed = () => {
      stream.off('drain', done);
      reject(new Error('Export abgebrochen: der Empfänger ist weg'));
    };
    stream.once('drain', done);
    stream.once('close', closed);
  });
}

/** Writes `chunk` and waits while the stream's buffer is full. */
export async function writeChunk(stream: Writable, chunk: string | Buffer): Promise<void> {
  if (stream.destroyed) throw new Error('Export abgebrochen: der Empfänger ist weg');
  if (!stream.write(chunk)) await drained(stream);
}
