import { z } from 'zod';
import {
  createDocument,
  type oas31,
  type ZodOpenApiOperationObject,
  type ZodOpenApiResponseObject,
  type ZodOpenApiResponsesObject,
} from 'zod-openapi';
import { errorSchema } from '../../shared/responses/common';
import { isRawResponse, type RouteDoc, type RouteDocs } from '../http/route-doc';

// The OpenAPI 3.1 document, made from the route tables (decision 110): each route's zod contracts
// become its parameters, body and answers; the error answers follow from its kind.

export type OpenApiDocument = ReturnType<typeof createDocument>;

export interface DocumentOptions {
  /** The session cookie's name on this server (it has the __Host- prefix on https). */
  cookieName: string;
  version: string;
  /** Requests one token may make a minute (RATE_LIMIT_API_TOKEN_PER_MINUTE). */
  tokenRequestsPerMinute?: number;
}

const ERROR_TEXT: Record<number, string> = {
  400: 'Bad input: `fields` names each field with its message',
  401: 'Not signed in, or the token is unknown, expired or revoked',
  403: 'Not allowed: a read-only token on a write, a token on a browser-only route, or a cookie request from another origin',
  404: 'Not found (also for an id that is not yours)',
  409: 'Conflict with the current state, or an Idempotency-Key reused with another body or still in progress',
  413: 'Request body too large',
  415: 'Content-Type must be application/json',
  429: 'Too many requests: wait for Retry-After seconds',
  500: 'Something failed on the server; nothing was changed',
};

const SUCCESS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  204: 'Done; no content',
  302: 'Redirect: a navigation goes on to the Location',
  304: 'Not modified since the ETag sent in If-None-Match',
  503: 'Not ready',
};

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The error statuses a route can answer: those of its kind, and its own. */
export function errorStatuses(method: string, doc: RouteDoc): number[] {
  const statuses = new Set<number>([500, ...(doc.errors ?? [])]);
  if (doc.params || doc.query || doc.body || doc.idempotent) statuses.add(400);
  if (doc.params) statuses.add(404);
  if (doc.body) {
    statuses.add(413);
    statuses.add(415);
  }
  if (doc.auth !== 'none') {
    statuses.add(401);
    statuses.add(403);
  }
  if (doc.auth === 'token') statuses.add(429);
  // The Origin check of cookie requests; and a body sent to any write is parsed, even where the
  // route reads none, so a malformed or too deeply nested one is a 400 (decision 123).
  if (WRITE_METHODS.has(method)) {
    statuses.add(403);
    statuses.add(400);
  }
  if (doc.idempotent) statuses.add(409);
  return [...statuses].sort((a, b) => a - b);
}

/** A schema whose refinements or transforms wrap an object: the object, for its parameters. */
function objectOf(schema: z.ZodType): z.ZodObject {
  if (schema instanceof z.ZodObject) return schema;
  if (schema instanceof z.ZodPipe) return objectOf(schema.in as z.ZodType);
  throw new Error('parameters must be a zod object');
}

/** '/api/accounts/:id' -> '/api/accounts/{id}' */
export function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/** 'GET /api/accounts/:id/register' -> 'getAccountsByIdRegister' */
export function operationId(method: string, url: string): string {
  const words = url
    .split('/')
    .filter((part) => part && part !== 'api')
    .map((part) => (part.startsWith(':') ? `by-${part.slice(1)}` : part))
    .flatMap((part) => part.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return method.toLowerCase() + words.map((w) => w[0]?.toUpperCase() + w.slice(1)).join('');
}

function responsesOf(method: string, doc: RouteDoc): ZodOpenApiResponsesObject {
  const responses: Record<string, ZodOpenApiResponseObject> = {};
  for (const [status, response] of Object.entries(doc.responses)) {
    const description = SUCCESS_TEXT[Number(status)] ?? 'OK';
    if (response === null) responses[status] = { description };
    else if (isRawResponse(response)) {
      responses[status] = {
        description: response.description,
        content: Object.fromEntries(
          Object.entries(response.content).map(([type, schema]) => [
            type,
            schema ? { schema } : { schema: z.string().meta({ description: 'The file' }) },
          ]),
        ),
      };
    } else responses[status] = { description, content: { 'application/json': { schema: response } } };
  }
  for (const status of errorStatuses(method, doc)) {
    if (responses[String(status)]) continue;
    const content = doc.plainTextErrors
      ? { 'text/plain': { schema: z.string() } }
      : { 'application/json': { schema: errorSchema } };
    responses[String(status)] = { description: ERROR_TEXT[status] ?? 'Error', content };
  }
  return responses as ZodOpenApiResponsesObject;
}

const IDEMPOTENCY_HEADER = z.object({
  'Idempotency-Key': z.string().min(1).max(255).optional().meta({
    description:
      'Any unique text (a UUID is best). A retry with the same key and body within 24 hours gets the first answer again, without a second write; the same key with another body gets 409.',
  }),
});

function securityOf(doc: RouteDoc): oas31.SecurityRequirementObject[] {
  if (doc.auth === 'none') return [];
  if (doc.auth === 'session') return [{ sessionCookie: [] }];
  return [{ bearerToken: [] }, { sessionCookie: [] }];
}

function scopeNote(method: string, doc: RouteDoc): string {
  if (doc.auth === 'session') return 'Browser session only: personal access tokens get 403.';
  if (doc.auth === 'none') return 'No sign-in needed.';
  return method === 'GET' ? 'A read or a read-and-write token.' : 'A read-and-write token.';
}

function operationOf(method: string, url: string, doc: RouteDoc): ZodOpenApiOperationObject {
  const description = [doc.description, scopeNote(method, doc)].filter(Boolean).join('\n\n');
  const header = doc.idempotent ? IDEMPOTENCY_HEADER : undefined;
  const requestParams = {
    ...(doc.params ? { path: objectOf(doc.params) } : {}),
    ...(doc.query ? { query: objectOf(doc.query) } : {}),
    ...(header ? { header } : {}),
  };
  return {
    operationId: operationId(method, url),
    tags: [doc.tag],
    summary: doc.summary,
    description,
    security: securityOf(doc),
    ...(Object.keys(requestParams).length > 0 ? { requestParams } : {}),
    ...(doc.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: doc.body } } } }
      : {}),
    responses: responsesOf(method, doc),
  };
}

const TAGS: Record<string, string> = {
  Accounts: 'Assets and liabilities, their balances and registers',
  Ledger: 'The double-entry journal every figure comes from',
  Transactions: 'Income, expenses and transfers',
  Categories: 'Income and expense categories',
  Budgets: 'Budgets and what was spent against them',
  Planning: 'Cash flow, forecast and Net Worth over time',
  Loans: 'Loans, their schedules and extra payments',
  Imports: 'Bank files into an account',
  Rules: 'Categorization rules: conditions on payee, amount and account, applied in order',
  'Exchange rates': 'Dated rates between currencies: by hand or from a file of daily reference rates',
  Backup: 'Your data out and back in',
  Settings: 'Time zone, base currency and display preferences',
  'API tokens': 'Personal access tokens (browser session only)',
  'Sign-in': 'Magic links and the session cookie (browser only)',
  'Two-factor': 'Authenticator codes (browser only)',
  Sessions: 'Signed-in browsers (browser only)',
  Account: 'The account itself (browser only)',
  Health: 'For load balancers and container probes',
  Other: 'Everything else',
};

const intro = (perMinute: number | undefined) => `The HTTP API of NetWorth: the same routes the web app uses.

**Authentication.** Create a personal access token in Settings → API tokens and send it as \`Authorization: Bearer <token>\`. A read token may call GET routes only; a read-and-write token may call the rest. Sign-in, two-factor, sessions, token management and account deletion take the browser's session cookie only. Requests with a session cookie must come from the app's own origin when they change something; bearer requests need no Origin.

**Money** is a decimal string with two places (\`"1234.56"\`); dates are \`YYYY-MM-DD\`.

**Errors** share one shape: \`{ "error": "…", "fields": { "field": "message" } }\`.

**Retries.** Send \`Idempotency-Key\` on a POST that creates something; a retry with the same key and body within 24 hours answers as the first time without writing again (\`Idempotent-Replayed: true\`).

**Limits.** Each token may make ${perMinute ?? 'a fixed number of'} requests a minute (429 with Retry-After beyond it).`;

/** The whole OpenAPI 3.1 document of the given routes. */
export function buildOpenApiDocument(docs: RouteDocs, options: DocumentOptions): OpenApiDocument {
  const paths: Record<string, Record<string, ZodOpenApiOperationObject>> = {};
  const used = new Set<string>();
  for (const [key, doc] of Object.entries(docs).sort(([a], [b]) => a.localeCompare(b))) {
    const [method = '', url = ''] = key.split(' ');
    const path = openApiPath(url);
    paths[path] ??= {};
    (paths[path] as Record<string, ZodOpenApiOperationObject>)[method.toLowerCase()] = operationOf(
      method,
      url,
      doc,
    );
    used.add(doc.tag);
  }
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'NetWorth API',
      version: options.version,
      description: intro(options.tokenRequestsPerMinute),
      license: { name: 'AGPL-3.0-only', identifier: 'AGPL-3.0-only' },
    },
    // Relative: the document describes the server it is read from, whatever its address.
    servers: [{ url: '/', description: 'This server' }],
    // The known groups in their order, then any new one (the linter asks it for a description).
    tags: [
      ...Object.keys(TAGS).filter((name) => used.has(name)),
      ...[...used].filter((name) => !TAGS[name]),
    ].map((name) => ({ name, ...(TAGS[name] ? { description: TAGS[name] } : {}) })),
    paths,
    components: {
      securitySchemes: {
        bearerToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'A personal access token from Settings → API tokens (nw_pat_…).',
        },
        sessionCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: options.cookieName,
          description: 'The browser session set at sign-in.',
        },
      },
    },
  });
}
