// One error type for the whole server: a code, an HTTP status, a message fit for the user and, for
// bad input, the messages per field. Routes throw it; the error handler shapes the reply.

export type ErrorCode =
  | 'bad_request'
  | 'validation'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'too_many_requests'
  | 'internal';

const STATUS: Record<ErrorCode, number> = {
  bad_request: 400,
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  too_many_requests: 429,
  internal: 500,
};

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** A machine-readable reason the client can act on (sent as `code`), e.g. 'reauthentication_required'. */
    readonly reason?: string,
  ) {
    super(message);
    this.status = STATUS[code];
  }
}

export const notFound = (what = 'Not found') => new AppError('not_found', what);
export const unauthorized = (message = 'Not signed in') => new AppError('unauthorized', message);
export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError('validation', message, fields);

export interface ErrorBody {
  error: string;
  fields?: Record<string, string>;
  code?: string;
}
