// One error handler for the whole API: every failure becomes `{message, code, payload}` with a
// German message; validation failures are 422 with `payload.violations`; 5xx never expose internals.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { apiMessages, messages, type ApiErrorBody, type Violation } from '@baustellendoku/domain';
import { ApiError } from '../lib/errors.js';
import { isConnectionFailure, RETRY_AFTER_SECONDS } from '../lib/unavailable.js';

export function sendError(
  reply: FastifyReply,
  statusCode: number,
  message: string,
  payload: Record<string, unknown> = {},
) {
  const body: ApiErrorBody = { message, code: statusCode, payload };
  return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
}

type IssueLike = { path: PropertyKey[]; message: string; code?: string; keys?: string[]; input?: unknown };

/** Zod issues → violations; property paths are dotted (`address.postalCode`, `documents.0`). */
export function violationsFromIssues(issues: readonly IssueLike[], prefix: PropertyKey[] = []): Violation[] {
  return issues.flatMap((issue) => {
    const path = [...prefix, ...issue.path];
    if (issue.code === 'unrecognized_keys' && issue.keys) {
      return issue.keys.map((key) => ({ propertyPath: [...path, key].join('.'), title: messages.unknownField }));
    }
    return [{ propertyPath: path.map(String).join('.'), title: issue.message }];
  });
}

const statusByFastifyCode: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, apiMessages.malformedJson],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, apiMessages.malformedJson],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [400, apiMessages.unsupportedMediaType],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, apiMessages.malformedJson],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, apiMessages.payloadTooLarge],
  FST_REQ_FILE_TOO_LARGE: [413, apiMessages.fileTooLarge],
  FST_PARTS_LIMIT: [413, apiMessages.payloadTooLarge],
  FST_FILES_LIMIT: [413, apiMessages.payloadTooLarge],
  FST_FIELDS_LIMIT: [413, apiMessages.payloadTooLarge],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [400, apiMessages.unsupportedMediaType],
};

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof ApiError) {
      if (error.statusCode === 503) {
        request.log.warn({ err: error.cause ?? error }, 'service unavailable');
        reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
      }
      return sendError(reply, error.statusCode, error.message, error.payload);
    }
    // A path that names no object (malformed id) is an unknown resource, not a form error.
    if (hasZodFastifySchemaValidationErrors(error) && error.validationContext === 'params') {
      return sendError(reply, 404, apiMessages.notFound);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // fastify-type-provider-zod 7 hands over each issue without path/code/message in `params`;
      // rebuild them from instancePath ("/address/postalCode") and keyword.
      const issues: IssueLike[] = error.validation.map((v) => ({
        ...(v.params as Record<string, unknown>),
        path: v.instancePath
          .split('/')
          .slice(1)
          .filter((part) => part !== ''),
        code: v.keyword,
        message: v.message ?? apiMessages.validationFailed,
      }));
      const prefix = error.validationContext === 'body' ? [] : [error.validationContext ?? ''];
      return sendError(reply, 422, apiMessages.validationFailed, { violations: violationsFromIssues(issues, prefix) });
    }
    if (error instanceof ZodError) {
      return sendError(reply, 422, apiMessages.validationFailed, { violations: violationsFromIssues(error.issues) });
    }
    if (error instanceof SyntaxError) return sendError(reply, 400, apiMessages.malformedJson);
    const mapped = error.code ? statusByFastifyCode[error.code] : undefined;
    if (mapped) return sendError(reply, mapped[0], mapped[1]);
    if (error.statusCode === 429) return sendError(reply, 429, apiMessages.tooManyRequests);
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error');
      return sendError(reply, error.statusCode, germanClientMessage(error.statusCode));
    }
    // The database (or another server) cannot be reached: a retry later may work (decision 0410).
    if (isConnectionFailure(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
      return sendError(reply, 503, apiMessages.serviceUnavailable);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 500, apiMessages.internal);
  });
}

function germanClientMessage(status: number): string {
  if (status === 401) return apiMessages.unauthenticated;
  if (status === 403) return apiMessages.forbidden;
  if (status === 404) return apiMessages.notFound;
  if (status === 413) return apiMessages.payloadTooLarge;
  if (status === 415) return apiMessages.unsupportedMediaType;
  return apiMessages.validationFailed;
}
