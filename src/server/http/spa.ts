import { existsSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { firstReads, type PageKind, pageFor } from './prerendered-page';

/**
 * Serves the built single-page app: hashed assets with long caching, and for every other GET path the
 * page `pageFor` picks (web-pages.ts reads them), so the client router decides. Unknown /api paths
 * stay JSON 404s.
 */
export async function registerSpa(
  app: FastifyInstance,
  webRoot: string,
  pages: Record<PageKind, string>,
): Promise<void> {
  // Compressed once at start: the first paint comes from this HTML (docs/decisions/041).
  const encoded = Object.fromEntries(
    Object.entries(pages).map(([kind, html]) => [
      kind,
      {
        br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip: gzipSync(html, { level: 9 }),
      },
    ]),
  ) as Record<PageKind, { br: Buffer; gzip: Buffer }>;
  if (existsSync(webRoot)) {
    await app.register(fastifyStatic, {
      root: webRoot,
      index: false,
      wildcard: false,
      preCompressed: true,
      setHeaders(reply, path) {
        if (path.includes('/assets/')) reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (
      path.startsWith('/api/') ||
      path === '/api' ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
      return reply.status(404).send({ error: 'Not found' });
    }
    const kind = pageFor(path, request.cookies);
    const accepts = String(request.headers['accept-encoding'] ?? '');
    reply
      .status(200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Cookie, Accept-Encoding');
    // A signed-in page's first API reads start with the HTML, not after the code that makes them.
    const reads = kind === 'plain' || kind === 'landing' ? [] : firstReads(path);
    if (reads.length > 0) {
      reply.header(
        'link',
        reads.map((url) => `<${url}>; rel=preload; as=fetch; crossorigin=use-credentials`).join(', '),
      );
    }
    if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(encoded[kind].br);
    if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(encoded[kind].gzip);
    return reply.send(pages[kind]);
  });
}
