import type { Database } from '../db/client';
import { ioredis } from '../optional-modules';

// The app's own answers, not a user's data: whether the process, the database and Redis answer, and
// the avatar placeholder. No SQL of its own: the checks ping through the database client.

export interface Health {
  status: 'ok' | 'error';
  database: 'up' | 'down';
  driver: Database['driver'];
}

export async function checkHealth(database: Database): Promise<Health> {
  try {
    await database.ping();
    return { status: 'ok', database: 'up', driver: database.driver };
  } catch {
    return { status: 'error', database: 'down', driver: database.driver };
  }
}

/** What a readiness probe reports: each dependency, and Redis only where it is configured. */
export interface Readiness {
  status: 'ok' | 'error';
  database: 'up' | 'down';
  redis?: 'up' | 'down';
}

/** A dependency that answers a ping, or throws. */
export interface Pinger {
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** How long a probe waits for one dependency: a hung database must not hang the probe. */
const READY_TIMEOUT_MS = 2_000;

async function answers(ping: () => Promise<void>): Promise<'up' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), READY_TIMEOUT_MS);
  });
  try {
    await Promise.race([ping(), timeout]);
    return 'up';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

/** Ready when the database answers a query and, where configured, Redis a PING. */
export async function checkReady(database: Database | undefined, redis: Pinger | null): Promise<Readiness> {
  const [db, cache] = await Promise.all([
    database ? answers(() => database.ping()) : Promise.resolve('down' as const),
    redis ? answers(() => redis.ping()) : Promise.resolve(undefined),
  ]);
  const ok = db === 'up' && (cache === undefined || cache === 'up');
  return { status: ok ? 'ok' : 'error', database: db, ...(cache ? { redis: cache } : {}) };
}

/** A Redis client for the readiness probe only; it fails fast rather than queue a probe. */
export function redisPinger(url: string): Pinger {
  const client = new (ioredis().Redis)(url, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    lazyConnect: true,
  });
  client.on('error', () => {});
  return {
    async ping() {
      if (client.status === 'wait' || client.status === 'end') await client.connect();
      await client.ping();
    },
    async close() {
      await client.quit().catch(() => client.disconnect());
    },
  };
}

/** A neutral SVG placeholder (the avatar asks for /api/placeholder/32/32). */
export function placeholderSvg(w: number, h: number): string {
  const r = Math.min(w, h) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="placeholder"><rect width="${w}" height="${h}" fill="#CBD5E1"/><circle cx="${w / 2}" cy="${h * 0.4}" r="${r * 0.35}" fill="#94A3B8"/><ellipse cx="${w / 2}" cy="${h * 0.95}" rx="${r * 0.7}" ry="${r * 0.45}" fill="#94A3B8"/></svg>`;
}
