// A multipart upload (field `file`) that its route reads whole into memory before using it (a
// supplier's delivery note, decision 0641), read once per request: by the idempotency hook when
// the request has an Idempotency-Key (a repeat is recognised by the file's bytes, before any rule),
// else by the handler. The route's `config.wholeUpload.read` sets the limits of its kind of file.
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { filePartOf } from './file-part.js';

export type WholeUpload = { fileName: string; bytes: Buffer };
export type WholeUploadConfig = { read: (stream: Readable) => Promise<Buffer>; maxBytes: number };

export async function readWholeUpload(request: FastifyRequest): Promise<WholeUpload> {
  if (request.wholeUpload) return request.wholeUpload;
  const config = request.routeOptions.config.wholeUpload;
  if (!config) throw new Error(`${request.routeOptions.url} declares no wholeUpload`);
  const part = await filePartOf(request, config.maxBytes);
  request.wholeUpload = { fileName: part.filename, bytes: await config.read(part.file) };
  return request.wholeUpload;
}
