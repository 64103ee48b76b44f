import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sessionCookieName } from '../auth/cookie';
import { projectRoot } from '../db/migrate';
import { ROUTE_DOCS } from '../route-docs';
import type { OpenApiDocument } from './document';

function packageVersion(): string {
  const pkg = JSON.parse(readFileSync(join(projectRoot(), 'package.json'), 'utf8')) as { version?: string };
  return pkg.version ?? '0.0.0';
}

/** GET /api/openapi.json and its reference page, GET /api/docs (decision 110): made once, on first ask. */
export async function apiDocsRoutes(app: FastifyInstance): Promise<void> {
  const { config } = app.deps;
  let document: OpenApiDocument | null = null;
  let page: string | null = null;
  // Loaded on first ask: a start (decision 046) pays nothing for the document's builder.
  const documentOf = async () => {
    if (!document) {
      const { buildOpenApiDocument } = await import('./document');
      document = buildOpenApiDocument(ROUTE_DOCS, {
        cookieName: sessionCookieName(config),
        version: packageVersion(),
        tokenRequestsPerMinute: config.rateLimitApiTokenPerMinute,
      });
    }
    return document;
  };

  app.get('/api/openapi.json', async (_request, reply) =>
    reply.header('cache-control', 'no-cache').send(await documentOf()),
  );

  app.get('/api/docs', async (_request, reply) => {
    if (!page) {
      const { referencePage } = await import('./reference-page');
      page = referencePage(await documentOf());
    }
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);
  });
}
