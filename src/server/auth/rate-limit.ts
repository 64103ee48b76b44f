import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { ioredis } from '../optional-modules';

// Fixed-window counters behind one small interface: in memory for a single instance, in Redis when
// REDIS_URL is set so every instance counts against the same limit.

export interface RateLimitStore {
  /** Counts one hit on the key; the window starts at the key's first hit. */
  hit(key: string, windowMs: number, now: Date): Promise<{ count: number; resetInMs: number }>;
  close(): Promise<void>;
}

export interface RateLimitRule {
  name: string;
  limit: number;
  windowMs: number;
}

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Keys never hold the raw email or address, only a digest of it. */
function keyFor(rule: RateLimitRule, subject: string): string {
  return `${rule.name}:${createHash('sha256').update(subject).digest('base64url').slice(0, 32)}`;
}

export async function consume(
  store: RateLimitStore,
  rule: RateLimitRule,
  subject: string,
  now: Date,
): Promise<RateLimitResult> {
  const { count, resetInMs } = await store.hit(keyFor(rule, subject), rule.windowMs, now);
  if (count <= rule.limit) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(resetInMs / 1000)) };
}

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  async hit(key: string, windowMs: number, now: Date) {
    const t = now.getTime();
    if (this.windows.size > 10_000) this.sweep(t);
    let entry = this.windows.get(key);
    if (!entry || entry.resetAt <= t) {
      entry = { count: 0, resetAt: t + windowMs };
      this.windows.set(key, entry);
    }
    entry.count += 1;
    return { count: entry.count, resetInMs: entry.resetAt - t };
  }

  private sweep(t: number): void {
    for (const [key, entry] of this.windows) if (entry.resetAt <= t) this.windows.delete(key);
  }

  async close(): Promise<void> {
    this.windows.clear();
  }
}

/** Redis keeps the window with its own clock (PX expiry); MULTI makes set-if-new, count and TTL one step. */
export class RedisRateLimitStore implements RateLimitStore {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly prefix = 'networth:rl:',
  ) {
    // Fail fast (and closed) rather than queue sign-ins behind an unreachable Redis.
    this.redis = new (ioredis().Redis)(url, {
      maxRetriesPerRequest: 1,
      enableOfflineQueue: true,
      lazyConnect: false,
    });
    this.redis.on('error', () => {});
  }

  async hit(key: string, windowMs: number) {
    const k = this.prefix + key;
    const results = await this.redis.multi().set(k, 0, 'PX', windowMs, 'NX').incr(k).pttl(k).exec();
    if (!results) throw new Error('rate limit transaction was discarded');
    const [, incr, ttl] = results;
    if (!incr || incr[0] || !ttl || ttl[0]) throw new Error('rate limit store failed');
    const count = Number(incr[1]);
    const pttl = Number(ttl[1]);
    return { count, resetInMs: pttl > 0 ? pttl : windowMs };
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

export function createRateLimitStore(redisUrl: string | undefined): RateLimitStore {
  return redisUrl ? new RedisRateLimitStore(redisUrl) : new MemoryRateLimitStore();
}
