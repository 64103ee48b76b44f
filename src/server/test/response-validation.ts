import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { buildOpenApiDocument, type OpenApiDocument, openApiPath } from '../api-docs/document';
import { sessionCookieName } from '../auth/cookie';
import { type RouteDocs, routeDocOf } from '../http/route-doc';

// Every answer the API tests get is checked against the OpenAPI document (decision 110): its status
// must be documented for its route, its media type too, and a JSON body must match the schema. A
// mismatch is recorded, and the test app's close() fails the test file with the list.

/** A JSON pointer's segment: '~' and '/' escaped, then made safe for a URI fragment. */
function pointer(segment: string): string {
  return encodeURIComponent(segment.replaceAll('~', '~0').replaceAll('/', '~1'));
}

export class ResponseChecker {
  private readonly ajv = new Ajv2020({
    strict: false,
    validateFormats: false,
    validateSchema: false,
    allErrors: false,
  });
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(private readonly document: OpenApiDocument) {
    this.ajv.addSchema(document as object, 'openapi.json');
  }

  /** What is wrong with an answer, or null when it matches the document. */
  check(
    method: string,
    url: string,
    status: number,
    contentType: string | undefined,
    body: string,
  ): string | null {
    const key = `${method} ${url}`;
    const path = openApiPath(url);
    const operation = (this.document.paths?.[path] as Record<string, unknown> | undefined)?.[
      method.toLowerCase()
    ] as { responses?: Record<string, { content?: Record<string, unknown> }> } | undefined;
    if (!operation) return `${key}: no documented schema`;
    const response = operation.responses?.[String(status)];
    if (!response) return `${key}: status ${status} is not documented`;
    const content = response.content;
    if (!content) return body.length === 0 ? null : `${key} ${status}: a body where none is documented`;
    const media = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (!(media in content)) return `${key} ${status}: ${media || 'no content type'} is not documented`;
    if (media !== 'application/json') return null;
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      return `${key} ${status}: the body is not JSON`;
    }
    // A schema that is a reference (every error answer's is) is compiled once, by its target.
    const schema = (content[media] as { schema?: { $ref?: string } } | undefined)?.schema;
    const ref = schema?.$ref?.startsWith('#/')
      ? `openapi.json${schema.$ref}`
      : `openapi.json#/paths/${pointer(path)}/${method.toLowerCase()}/responses/${status}/content/${pointer(media)}/schema`;
    let validate = this.validators.get(ref);
    if (!validate) {
      validate = this.ajv.getSchema(ref);
      if (!validate) return `${key} ${status}: its schema could not be compiled`;
      this.validators.set(ref, validate);
    }
    if (validate(json)) return null;
    const first = validate.errors?.[0];
    return `${key} ${status}: ${first?.instancePath || '(body)'} ${first?.message ?? 'does not match'} ${JSON.stringify(first?.params ?? {})}`;
  }
}

function bodyText(payload: unknown): string | null {
  if (payload === null || payload === undefined) return '';
  if (typeof payload === 'string') return payload;
  if (Buffer.isBuffer(payload)) return payload.toString('utf8');
  return null; // a stream: not read here
}

const checkers = new Map<string, ResponseChecker>();

/** One checker per cookie name in a test file: the document and its compiled schemas are reused. */
function checkerFor(docs: RouteDocs, cookieName: string): ResponseChecker {
  let checker = checkers.get(cookieName);
  if (!checker) {
    checker = new ResponseChecker(buildOpenApiDocument(docs, { cookieName, version: 'test' }));
    checkers.set(cookieName, checker);
  }
  return checker;
}

/** Adds the check of every /api answer to an app (before its routes); failures go to `record`. */
export function registerResponseValidation(
  app: FastifyInstance,
  docs: RouteDocs,
  record: (failure: string) => void,
): void {
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload) => {
    const url = request.routeOptions.url;
    if (request.is404 || url === undefined || !url.startsWith('/api/') || request.method === 'HEAD')
      return payload;
    if (!routeDocOf(docs, request)) {
      record(`${request.method} ${url}: no documented schema`);
      return payload;
    }
    const body = bodyText(payload);
    if (body === null) return payload;
    const checker = checkerFor(docs, sessionCookieName(app.deps.config));
    const header = reply.getHeader('content-type');
    const failure = checker.check(
      request.method,
      url,
      reply.statusCode,
      typeof header === 'string' ? header : undefined,
      body,
    );
    if (failure) record(failure);
    return payload;
  });
}
