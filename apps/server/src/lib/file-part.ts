// The one file of a multipart upload (field `file`), as every upload route reads it.
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { apiMessages } from '@baustellendoku/domain';
import { ApiError, unprocessable } from './errors.js';

const fileMissing = () => unprocessable({ propertyPath: 'file', title: apiMessages.fileMissing });

export async function filePartOf(request: FastifyRequest, maxBytes: number): Promise<MultipartFile> {
  if (!request.isMultipart()) throw fileMissing();
  let part: MultipartFile | undefined;
  try {
    part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  } catch (error) {
    // Limits carry a Fastify code (mapped in plugins/errors.ts); busboy's own errors ("Unexpected
    // end of form", "Malformed part header", no boundary) mean the body is broken: the client's.
    if ((error as { code?: string }).code?.startsWith('FST_')) throw error;
    throw new ApiError(400, apiMessages.uploadIncomplete);
  }
  if (!part || part.fieldname !== 'file') {
    part?.file.resume();
    throw fileMissing();
  }
  return part;
}
