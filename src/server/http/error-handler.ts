import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError, type ErrorBody } from './errors';

/** One JSON error shape for every failure; never a stack trace in a response. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      const body: ErrorBody = { error: error.message };
      if (error.fields) body.fields = error.fields;
      if (error.reason) body.code = error.reason;
      return reply.status(error.status).send(body);
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const headers = 'headers' in error && error.headers ? (error.headers as Record<string, string>) : {};
      return reply
        .headers(headers)
        .status(status)
        .send({ error: clientMessage(error as FastifyError, status) });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ error: 'Internal Server Error' });
  });
}

function clientMessage(error: FastifyError, status: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Content-Type must be application/json';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Request body must not be empty';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'Request body is not valid JSON';
    default:
      if (error.message?.includes('JSON')) return 'Request body is not valid JSON';
      return status === 429 ? 'Too many requests, please try again later' : error.message || 'Bad request';
  }
}
