import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { firstReads } from '../../shared/first-reads';
import { type PageKind, pageFor, tabShellFor } from './prerendered-page';
import type { WebPage } from './web-pages';

/**
 * Serves the built single-page app: hashed assets with long caching, and for every other GET path the
 * page `pageFor` picks (web-pages.ts reads them), so the client router decides. Unknown /api paths
 * stay JSON 404s.
 */
export async function registerSpa(
  app: FastifyInstance,
  webRoot: string,
  pages: Record<PageKind, WebPage>,
  tabShells: ReadonlyMap<string, WebPage> = new Map(),
): Promise<void> {
  if (existsSync(webRoot)) {
    await app.register(fastifyStatic, {
      root: webRoot,
      index: false,
      // One route for every file, looked up when asked for: a route per file meant walking the build
      // and building some 400 routes at every start, 14 % of a restart's instructions (decision 165).
      // A path that is no file falls through to the not-found handler below, as before.
      wildcard: true,
      // A folder is never a file to serve: "/" and any path ending in "/" go to the page as well.
      allowedPath: (pathname) => !pathname.endsWith('/'),
      // The .br and .gz files are served in place of the file they compress.
      preCompressed: true,
      setHeaders(reply, path) {
        if (path.includes('/assets/')) reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    // A built file that is not there (an old tab asking for a chunk an update replaced) is a 404: the
    // page in its place would fail as a script, and look to the browser like a file that arrived.
    if (
      path.startsWith('/api/') ||
      path === '/api' ||
      (path.startsWith('/assets/') && path.length > '/assets/'.length) ||
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
    // A tab opened by its address: the shell that also preloads the tab's code, where the build made one.
    const tabShell = tabShellFor(path, kind);
    const page = (tabShell ? tabShells.get(tabShell) : undefined) ?? pages[kind];
    if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(page.br);
    if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(page.gzip);
    return reply.send(page.html);
  });
}
