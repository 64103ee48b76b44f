import { createHash, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { CHAT_HISTORY_SIZE, type TrollMessage, toTrollMessage } from '../../shared/realtime';
import { ioredis } from '../optional-modules';
import type { AuthSuccessEvent, HubEvents, RealtimeHub } from './hub';

// Several instances behind one Redis (docs/decisions/019). Each instance writes its own socket count
// into one hash with an expiry stamped by Redis's clock, so a crashed instance's devices drop out of
// the sum within COUNT_TTL_MS; a pub/sub channel carries chat, sign-in notices, session closes and
// "a count changed" pings to every instance, this one included.

const COUNT_TTL_MS = 30_000;
const HEARTBEAT_MS = 10_000;
const FLUSH_DELAY_MS = 50;
const SUBSCRIBE_TIMEOUT_MS = 3000;
const ERROR_LOG_EVERY_MS = 30_000;

// ARGV: instance id, count (or 'read' / 'remove'), ttl ms. Returns the sum of unexpired counts.
const COUNT_SCRIPT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
if ARGV[2] == 'remove' then
  redis.call('HDEL', KEYS[1], ARGV[1])
elseif ARGV[2] ~= 'read' then
  redis.call('HSET', KEYS[1], ARGV[1], ARGV[2] .. ':' .. (now + tonumber(ARGV[3])))
end
local total = 0
local all = redis.call('HGETALL', KEYS[1])
for i = 1, #all, 2 do
  local value = all[i + 1]
  local sep = string.find(value, ':', 1, true)
  local count = sep and tonumber(string.sub(value, 1, sep - 1)) or nil
  local expires = sep and tonumber(string.sub(value, sep + 1)) or nil
  if count == nil or expires == nil or expires <= now then
    redis.call('HDEL', KEYS[1], all[i])
  else
    total = total + count
  end
end
return total
`;

type WireEvent =
  | { t: 'chat'; m: TrollMessage }
  | { t: 'auth'; browserKey: string; email: string; userId: string }
  | { t: 'close'; sessionId: string }
  | { t: 'count'; from: string };

/** Deployments sharing one Redis keep apart by their public origin. */
export function redisNamespace(appUrl: string): string {
  return `networth:rt:${createHash('sha256').update(appUrl).digest('hex').slice(0, 12)}:`;
}

export class RedisHub implements RealtimeHub {
  readonly kind = 'redis' as const;
  private readonly instanceId = randomUUID();
  private readonly cmd: Redis;
  private readonly sub: Redis;
  private readonly keys: { counts: string; history: string; channel: string };
  private events: HubEvents | null = null;
  private local = 0;
  /** The count this instance last wrote, and the sum Redis returned then. */
  private flushed = 0;
  private sum = 0;
  private reported = 0;
  private flushTimer: NodeJS.Timeout | null = null;
  private refreshTimer: NodeJS.Timeout | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private lastErrorLog = 0;
  private closed = false;

  constructor(
    url: string,
    appUrl: string,
    private readonly log: FastifyBaseLogger,
  ) {
    const ns = redisNamespace(appUrl);
    this.keys = { counts: `${ns}counts`, history: `${ns}history`, channel: `${ns}events` };
    const options = { maxRetriesPerRequest: 2, connectTimeout: 5000 };
    const { Redis: Client } = ioredis();
    this.cmd = new Client(url, options);
    this.sub = new Client(url, options);
    for (const client of [this.cmd, this.sub]) client.on('error', (error) => this.logError(error));
  }

  async start(events: HubEvents): Promise<void> {
    this.events = events;
    this.sub.on('message', (_channel: string, data: string) => this.receive(data));
    // A Redis that is down must not keep the server from starting: ioredis keeps reconnecting and
    // re-subscribes by itself.
    await Promise.race([
      this.sub.subscribe(this.keys.channel).catch((error: unknown) => this.logError(error)),
      new Promise((resolve) => setTimeout(resolve, SUBSCRIBE_TIMEOUT_MS).unref()),
    ]);
    this.heartbeat = setInterval(() => void this.flush(), HEARTBEAT_MS);
    this.heartbeat.unref();
    await this.flush();
  }

  setLocalCount(count: number): void {
    this.local = count;
    this.report();
    if (this.flushTimer || this.closed) return;
    this.flushTimer = setTimeout(() => {
      this.flushTimer = null;
      void this.flush();
    }, FLUSH_DELAY_MS);
  }

  total(): number {
    return Math.max(0, this.sum - this.flushed + this.local);
  }

  async publishChat(message: TrollMessage): Promise<void> {
    const event: WireEvent = { t: 'chat', m: message };
    await this.cmd
      .multi()
      .lpush(this.keys.history, JSON.stringify(message))
      .ltrim(this.keys.history, 0, CHAT_HISTORY_SIZE - 1)
      .publish(this.keys.channel, JSON.stringify(event))
      .exec();
  }

  async history(): Promise<TrollMessage[]> {
    const rows = await this.cmd.lrange(this.keys.history, 0, CHAT_HISTORY_SIZE - 1);
    return rows
      .map((row) => toTrollMessage(safeJson(row)))
      .filter((m): m is TrollMessage => m !== null)
      .reverse();
  }

  publishAuthSuccess(event: AuthSuccessEvent): void {
    this.publish({ t: 'auth', ...event });
  }

  publishCloseSession(sessionId: string): void {
    this.publish({ t: 'close', sessionId });
  }

  async close(): Promise<void> {
    this.closed = true;
    this.events = null;
    for (const timer of [this.flushTimer, this.refreshTimer]) if (timer) clearTimeout(timer);
    if (this.heartbeat) clearInterval(this.heartbeat);
    try {
      if (this.cmd.status === 'ready') {
        await this.cmd.eval(COUNT_SCRIPT, 1, this.keys.counts, this.instanceId, 'remove', COUNT_TTL_MS);
        await this.cmd.publish(this.keys.channel, JSON.stringify({ t: 'count', from: this.instanceId }));
      }
    } catch (error) {
      this.logError(error);
    }
    await Promise.all([this.sub, this.cmd].map((client) => client.quit().catch(() => client.disconnect())));
  }

  private publish(event: WireEvent): void {
    this.cmd
      .publish(this.keys.channel, JSON.stringify(event))
      .catch((error: unknown) => this.logError(error));
  }

  /** Writes this instance's count (refreshing its expiry), reads the sum and tells the others. */
  private async flush(): Promise<void> {
    if (this.closed) return;
    const count = this.local;
    try {
      const sum = await this.cmd.eval(
        COUNT_SCRIPT,
        1,
        this.keys.counts,
        this.instanceId,
        count,
        COUNT_TTL_MS,
      );
      if (this.closed) return;
      this.flushed = count;
      this.sum = Number(sum);
      this.report();
      await this.cmd.publish(this.keys.channel, JSON.stringify({ t: 'count', from: this.instanceId }));
    } catch (error) {
      this.logError(error);
    }
  }

  /** Another instance's count changed: re-read the sum (coalesced). */
  private scheduleRefresh(): void {
    if (this.refreshTimer || this.closed) return;
    this.refreshTimer = setTimeout(async () => {
      this.refreshTimer = null;
      try {
        const flushed = this.flushed;
        const sum = await this.cmd.eval(
          COUNT_SCRIPT,
          1,
          this.keys.counts,
          this.instanceId,
          'read',
          COUNT_TTL_MS,
        );
        if (this.closed || flushed !== this.flushed) return;
        this.sum = Number(sum);
        this.report();
      } catch (error) {
        this.logError(error);
      }
    }, FLUSH_DELAY_MS);
  }

  private report(): void {
    const total = this.total();
    if (total === this.reported) return;
    this.reported = total;
    this.events?.total(total);
  }

  private receive(data: string): void {
    const event = safeJson(data) as WireEvent | null;
    const events = this.events;
    if (!event || !events) return;
    switch (event.t) {
      case 'chat': {
        const message = toTrollMessage(event.m);
        if (message) events.chat(message);
        return;
      }
      case 'auth':
        if (typeof event.browserKey === 'string' && typeof event.email === 'string') {
          events.authSuccess({
            browserKey: event.browserKey,
            email: event.email,
            userId: String(event.userId),
          });
        }
        return;
      case 'close':
        if (typeof event.sessionId === 'string') events.closeSession(event.sessionId);
        return;
      case 'count':
        if (event.from !== this.instanceId) this.scheduleRefresh();
        return;
    }
  }

  private logError(error: unknown): void {
    const now = Date.now();
    if (now - this.lastErrorLog < ERROR_LOG_EVERY_MS) return;
    this.lastErrorLog = now;
    this.log.warn({ err: error instanceof Error ? error.message : String(error) }, 'realtime: Redis error');
  }
}

function safeJson(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    return null;
  }
}
