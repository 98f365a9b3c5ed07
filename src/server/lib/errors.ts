import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** A failure the API reports to the caller as `{ error: { code, message } }`. */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message = 'Not found') => new AppError(404, 'not_found', message);
export const unauthorized = (message = 'User not authenticated') =>
  new AppError(401, 'unauthorized', message);
export const forbidden = (message = 'You do not have access to this resource') =>
  new AppError(403, 'forbidden', message);
export const badRequest = (message: string, code = 'invalid_request') => new AppError(400, code, message);

export function errorBody(code: string, message: string) {
  return { error: { code, message } };
}
