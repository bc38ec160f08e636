import { apiMessages, type Violation } from '@baustellendoku/domain';

/** An error that becomes the API error object `{message, code, payload}` with its status. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly payload: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const notFound = (message: string = apiMessages.notFound) => new ApiError(404, message);
export const forbidden = (message: string = apiMessages.forbidden) => new ApiError(403, message);
export const unauthenticated = () => new ApiError(401, apiMessages.unauthenticated);

/** 422 with violations; pass one violation or many. */
export const unprocessable = (violations: Violation | Violation[], message: string = apiMessages.validationFailed) =>
  new ApiError(422, message, { violations: Array.isArray(violations) ? violations : [violations] });
