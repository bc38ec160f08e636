// A multipart upload (field `file`) that its route reads whole into memory before using it (a
// supplier's delivery note, decision 0641), read once per request: by the idempotency hook when
// the request has an Idempotency-Key (a repeat is recognised by the file's bytes, before any rule),
// else by the handler. The route's `config.wholeUpload.read` sets the limits of its kind of file.
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { apiMessages } from '@baustellendoku/domain';
import { unprocessable } from './errors.js';

export type WholeUpload = { fileName: string; bytes: Buffer };
export type WholeUploadConfig = { read: (stream: Readable) => Promise<Buffer>; maxBytes: number };

const fileMissing = () => unprocessable({ propertyPath: 'file', title: apiMessages.fileMissing });

export async function readWholeUpload(request: FastifyRequest): Promise<WholeUpload> {
  if (request.wholeUpload) return request.wholeUpload;
  const config = request.routeOptions.config.wholeUpload;
  if (!config) throw new Error(`${request.routeOptions.url} declares no wholeUpload`);
  if (!request.isMultipart()) throw fileMissing();
  const part = await request.file({ limits: { fileSize: config.maxBytes, files: 1 } });
  if (!part || part.fieldname !== 'file') {
    part?.file.resume();
    throw fileMissing();
  }
  request.wholeUpload = { fileName: part.filename, bytes: await config.read(part.file) };
  return request.wholeUpload;
}
