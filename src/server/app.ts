import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerBearerTokens } from './auth/bearer';
import { registerSignInHooks } from './auth/sign-in-hooks';
import type { Config, TrustProxy } from './config';
import type { Database } from './db/client';
import { type AppDeps, noRealtime } from './deps';
import { registerErrorHandler } from './http/error-handler';
import { registerJsonBodies } from './http/json-body';
import { registerNoHeadOnApi } from './http/no-head';
import { registerNoNul } from './http/no-nul';
import { registerOriginCheck } from './http/origin-check';
import { routedPath, trackRoutes } from './http/route-path';
import { registerSecurityHeaders } from './http/security-headers';
import { registerSpa } from './http/spa';
import { readWebPages } from './http/web-pages';
import { registerIdempotency } from './idempotency/hooks';
import { registerRoutes } from './register-routes';
import { ROUTE_DOCS } from './route-docs';

export interface BuildAppOptions {
  config: Config;
  /** A promise lets the server answer (the web app, health) while the embedded database opens. */
  database: Database | Promise<Database>;
  clock?: () => Date;
  /** Folder of the built web app; defaults to dist/web. */
  webRoot?: string;
  logger?: boolean;
  /** Where log lines go (default stdout); tests capture them to check nothing secret is logged. */
  logStream?: { write(line: string): void };
  /** Runs before any route is registered: the API tests add the check of every answer here. */
  beforeRoutes?: (app: FastifyInstance) => void;
}

/** The built web app sits beside the server bundle: <build>/server/main.js serves <build>/web. */
function defaultWebRoot(): string {
  return join(dirname(fileURLToPath(import.meta.url)), '../web');
}

/** Fastify's types take no hop count, so hops become the function proxy-addr makes of a number. */
function fastifyTrustProxy(
  value: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}

const BODY_LIMIT_BYTES = 100 * 1024;

/**
 * Routes validate their input with zod and answer with presenters; none declares a JSON schema for
 * Fastify to compile (decision 184). Fastify's default compilers load Ajv and fast-json-stringify as
 * the server starts, about 50 ms of a restart's main thread, for nothing: these refuse instead, so a
 * route that ever declares one fails at start, not in a request.
 */
const noRouteSchemas = () => () => {
  throw new Error('Route schemas are not compiled here: validate with zod in the route (decision 184)');
};

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    bodyLimit: BODY_LIMIT_BYTES,
    schemaController: {
      compilersFactory: { buildValidator: noRouteSchemas, buildSerializer: noRouteSchemas },
    },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            ...(options.logStream ? { stream: options.logStream } : {}),
            // Query strings can carry magic-link tokens: log paths only.
            serializers: {
              req: (req: { method: string; url: string; ip?: string }) => ({
                method: req.method,
                path: req.url.split('?')[0],
                ip: req.ip,
              }),
            },
          },
  });
  const pending = options.database instanceof Promise ? options.database : null;
  const deps: AppDeps = {
    config,
    // Until the promise settles no API handler runs (the hook below waits), so this is never read early.
    database: pending ? (undefined as unknown as Database) : (options.database as Database),
    clock: options.clock ?? (() => new Date()),
    realtime: noRealtime,
  };
  app.decorate('deps', deps);
  trackRoutes(app);
  if (pending) {
    pending.then(
      (database) => {
        deps.database = database;
      },
      () => {},
    );
    app.addHook('onRequest', async (request) => {
      // The /ws handshake looks up the session too. The routed path, not the raw URL (`/%61pi/...`).
      const path = routedPath(request);
      // The probes answer at once: live while the process runs, ready with 503 until the database opens.
      if (path === '/api/health/live' || path === '/api/health/ready') return;
      if (path.startsWith('/api/') || path === '/ws') deps.database = await pending;
    });
  }

  // Only JSON bodies are accepted; anything else is a 415. Deep nesting is a 400 (json-body.ts).
  app.removeContentTypeParser('text/plain');
  registerJsonBodies(app);

  registerErrorHandler(app);
  const webRoot = options.webRoot ?? defaultWebRoot();
  const web = readWebPages(webRoot);
  registerSecurityHeaders(app, config.appUrl, web.scriptHashes);
  await app.register(fastifyCookie);
  // A personal access token is checked first: a bearer request needs no Origin (decision 111).
  registerBearerTokens(app, ROUTE_DOCS);
  registerOriginCheck(app, config.appUrl);
  registerSignInHooks(app);
  registerNoHeadOnApi(app);
  registerNoNul(app);
  registerIdempotency(app, ROUTE_DOCS);
  options.beforeRoutes?.(app);

  await registerRoutes(app);

  await registerSpa(app, webRoot, web.pages, web.tabShells);
  return app;
}
