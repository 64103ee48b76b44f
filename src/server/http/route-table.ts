import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import type { AppDeps } from '../deps';
import { registerRoutes } from '../register-routes';

/**
 * Every API route the app registers, as "METHOD /url" (HEAD left out), read from Fastify's own route
 * registration: tests that must cover every route take their list from here, so a new route without
 * a case fails them.
 */
export async function apiRouteTable(deps: AppDeps): Promise<string[]> {
  const app = Fastify({ logger: false });
  const routes = new Set<string>();
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.add(`${method} ${route.url}`);
  });
  // A copy: registering must not replace the running app's real-time notifier.
  app.decorate('deps', { ...deps });
  await app.register(fastifyCookie);
  await registerRoutes(app);
  await app.ready();
  await app.close();
  return [...routes].sort();
}
