import type { RealtimeLimits } from './limits';
import type { Client } from './registry';

// How often the channel lets a sender send: every socket's frames (a flood closes it), and each
// user's chat messages.

/** Counts a frame in the socket's window; false once the socket has sent more than the limit allows. */
export function spendFrame(client: Client, now: number, limits: RealtimeLimits): boolean {
  if (now - client.frameWindowStart >= limits.frameWindowMs || now < client.frameWindowStart) {
    client.frameWindowStart = now;
    client.frames = 0;
  }
  client.frames += 1;
  return client.frames <= limits.frames;
}

/**
 * At most `limit` events per `windowMs` for each key (a sliding window of timestamps). The caller
 * passes "now" from the server's clock, so tests can move time.
 */
export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Records the event and returns true, or returns false (nothing recorded) when over the limit. */
  allow(key: string, now: number): boolean {
    const since = now - this.windowMs;
    const recent = (this.hits.get(key) ?? []).filter((t) => t > since && t <= now);
    if (recent.length >= this.limit) {
      this.hits.set(key, recent);
      return false;
    }
    recent.push(now);
    this.hits.set(key, recent);
    return true;
  }

  forget(key: string): void {
    this.hits.delete(key);
  }
}
