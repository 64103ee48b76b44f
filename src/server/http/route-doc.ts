import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';

// How a route documents itself (decision 110). Each feature keeps a table of its routes beside its
// routes.ts, in `<feature>/openapi.ts`, keyed "METHOD /url" exactly as Fastify registers the route:
//
//   export const accountDocs = {
//     'POST /api/accounts': {
//       tag: 'Accounts', summary: 'Create an account', auth: 'token', idempotent: true,
//       body: accountInputSchema, responses: { 201: accountSchema }, errors: [409],
//     },
//   } satisfies RouteDocs;
//
// and src/server/route-docs.ts merges every table. The OpenAPI document, the reference page, which
// routes take a personal access token, which honour Idempotency-Key, and the check of every answer in
// the API tests all read these tables, so a route without an entry fails the coverage test.

/**
 * Who may call a route:
 * - `none`: anyone (health, sign-in steps that start without a session);
 * - `session`: the browser's session cookie only; a personal access token is refused with 403
 *   (sign-in, token management, two-factor, sessions, account deletion);
 * - `token`: the session cookie or `Authorization: Bearer <personal access token>`.
 */
type RouteAuth = 'none' | 'session' | 'token';

/** A non-JSON answer: its media types, each with a schema (or none, for files). */
export interface RawResponseDoc {
  description: string;
  content: Record<string, z.ZodType | null>;
}

/** A success answer: a zod schema of its JSON body, a raw answer, or null for no body (204, 304). */
export type ResponseDoc = z.ZodType | RawResponseDoc | null;

export interface RouteDoc {
  /** The group the reference lists it under. */
  tag: string;
  summary: string;
  description?: string;
  auth: RouteAuth;
  params?: z.ZodObject;
  query?: z.ZodObject | z.ZodType;
  body?: z.ZodType;
  /** The success answers by status. Error answers (one shape) are added from the route's kind. */
  responses: Record<number, ResponseDoc>;
  /** Error statuses this route gives beyond those of its kind (see errorStatuses in openapi-document.ts). */
  errors?: readonly number[];
  /** A POST that creates something: it honours Idempotency-Key (decision 112). */
  idempotent?: boolean;
  /** Its errors are plain text, not the JSON error shape (the sign-in link's page reads them). */
  plainTextErrors?: boolean;
}

/** Every documented route, by "METHOD /url". */
export type RouteDocs = Record<string, RouteDoc>;

function routeKey(method: string, url: string): string {
  return `${method} ${url}`;
}

/** Whether a response doc is a raw (non-JSON) answer. */
export function isRawResponse(doc: ResponseDoc): doc is RawResponseDoc {
  return (
    doc !== null && typeof doc === 'object' && 'content' in doc && 'description' in doc && !('_zod' in doc)
  );
}

const lookups = new WeakMap<RouteDocs, Map<string, RouteDoc>>();

/** The documented route a request was routed to (HEAD reads as GET), or undefined. */
export function routeDocOf(docs: RouteDocs, request: FastifyRequest): RouteDoc | undefined {
  const url = request.routeOptions.url;
  if (url === undefined) return undefined;
  let map = lookups.get(docs);
  if (!map) {
    map = new Map(Object.entries(docs));
    lookups.set(docs, map);
  }
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  return map.get(routeKey(method, url));
}
