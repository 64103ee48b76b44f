import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The path a request is routed by. The router matches the percent-decoded path, so `/%61pi/x` reaches
 * the `/api/x` handler: every path decision (no-store, waiting for the database) must use the matched
 * route, or for the single-page app's fallback the decoded path, never the raw URL.
 */
export function routedPath(request: FastifyRequest): string {
  const matched = request.routeOptions.url;
  if (matched !== undefined && !matched.includes('*')) return matched;
  return decodedPath(request.url);
}

/** The URL's path with percent-escapes decoded; an undecodable path is kept as it came. */
function decodedPath(url: string): string {
  const raw = url.split('?')[0] ?? '/';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export interface RouteEntry {
  method: string;
  url: string;
}

const tables = new WeakMap<FastifyInstance, RouteEntry[]>();

/** Records every route the app registers (call before the routes are registered). */
export function trackRoutes(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  tables.set(app, table);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) table.push({ method, url: route.url });
  });
}

/** The app's own route table, so a test over "every route" cannot miss a new one. */
export function routeTable(app: FastifyInstance): readonly RouteEntry[] {
  return tables.get(app) ?? [];
}
