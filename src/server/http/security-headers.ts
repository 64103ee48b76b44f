import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { routedPath } from './route-path';

/**
 * Headers from docs/security.md R6 and R30, with a CSP the built app itself passes. `scriptHashes` are the
 * pages' inline scripts (web-pages.ts): allowed by hash, never by 'unsafe-inline'.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  appUrl: string,
  scriptHashes: readonly string[] = [],
): Promise<void> {
  const wsOrigin = appUrl.replace(/^http/, 'ws');
  await app.register(helmet, {
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
  app.addHook('onSend', async (request, reply) => {
    // Decided on the routed path: `/%61uth/verify` is the same page as `/auth/verify`.
    const path = routedPath(request);
    // The sign-in pages carry a token in their URL: never kept by any cache, whatever set before.
    if (path.startsWith('/auth/')) reply.header('cache-control', 'no-store');
    else if (path.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
  });
}
