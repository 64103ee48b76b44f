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
