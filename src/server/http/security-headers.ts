import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { routedPath } from './route-path';

/**
 * Headers from docs/security.md R6 and R30, with a CSP the built app itself passes. `scriptHashes` are the
 * pages' inline scripts (web-pages.ts): allowed by hash, never by 'unsafe-inline'.
 *
 * Helmet's middleware is built once here. @fastify/helmet built it again for every request, parsing
 * the CSP each time: 5 % of the main thread's work under the write-then-refetch load.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  appUrl: string,
  scriptHashes: readonly string[] = [],
): void {
  const wsOrigin = appUrl.replace(/^http/, 'ws');
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...scriptHashes],
        // Radix and the chart library set inline styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", wsOrigin],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // The magic-link token rides in /auth/verify's query string: never send it on as a Referer.
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined));
  });
  app.addHook('onSend', async (request, reply) => {
    // Decided on the routed path: `/%61uth/verify` is the same page as `/auth/verify`.
    const path = routedPath(request);
    // The sign-in pages carry a token in their URL: never kept by any cache, whatever set before.
    if (path.startsWith('/auth/')) reply.header('cache-control', 'no-store');
    else if (path.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
  });
}
