import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAX_FRAME_BYTES } from '../../shared/realtime';
import { browserKey, readSessionToken } from '../auth/cookie';
import { findSession } from '../auth/session-repository';
import type { AppDeps } from '../deps';
import { addressKey } from '../http/address-key';
import type { RealtimeHub } from './hub';
import { MemoryHub } from './memory-hub';
import { RedisHub } from './redis-hub';
import type { Handshake } from './registry';
import { RealtimeServer } from './service';

const servers = new WeakMap<AppDeps, RealtimeServer>();

/** The app's real-time server (tests and the benchmark read counts and adjust limits through it). */
export function realtimeServerOf(app: FastifyInstance): RealtimeServer | undefined {
  return servers.get(app.deps);
}

/** Routes for the /ws channel. */
export async function realtimeRoutes(app: FastifyInstance): Promise<void> {
  const { config } = app.deps;
  const allowedOrigin = new URL(config.appUrl).origin;
  const hub: RealtimeHub = config.redisUrl
    ? new RedisHub(config.redisUrl, config.appUrl, app.log)
    : new MemoryHub();
  const server = new RealtimeServer(
    {
      hub,
      clock: () => app.deps.clock(),
      database: () => app.deps.database,
      log: app.log,
    },
    { maxSockets: config.realtimeMaxSockets },
  );
  await server.start();
  servers.set(app.deps, server);
  app.deps.realtime = server.notifier;
  app.addHook('onClose', async () => {
    await server.close();
  });

  await app.register(websocket, {
    options: { maxPayload: MAX_FRAME_BYTES, perMessageDeflate: false, clientTracking: false },
    // Our own close: every socket gets 1001 and the hub's connections are released.
    preClose: async () => {
      await server.close();
    },
  });

  const handshakes = new WeakMap<FastifyRequest, Handshake>();

  app.get(
    '/ws',
    {
      websocket: true,
      // Everything is decided before the upgrade: a refused handshake gets a plain HTTP answer.
      preValidation: async (request, reply) => {
        // docs/security.md R17: an exact Origin match; a missing Origin is refused too.
        if (request.headers.origin !== allowedOrigin) {
          return reply.code(403).send({ error: 'Origin not allowed' });
        }
        const { database, clock } = request.server.deps;
        const token = readSessionToken(request, config);
        const found = token ? await findSession(database, token, clock()) : null;
        const session =
          token && found && found.kind === 'full' ? { id: found.id, token, userId: found.user.id } : null;
        const ip = addressKey(request.ip);
        const refusal = server.refusal(ip, session?.userId ?? null);
        if (refusal) return reply.code(refusal.status).send({ error: refusal.reason });
        // The hash of the magic-link binding cookie: sign-in tells this browser's tabs by it.
        handshakes.set(request, { ip, session, browserKey: browserKey(request, config) ?? null });
      },
    },
    (socket, request) => {
      const handshake = handshakes.get(request);
      if (!handshake) {
        socket.terminate();
        return;
      }
      handshakes.delete(request);
      server.attach(socket, handshake);
    },
  );
}
