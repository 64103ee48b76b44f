// Coalesces device-count updates (docs/decisions/020). A broadcast to S sockets is sent when:
// - the changes since the last one have "paid" for it (each change buys `creditPerChange` messages),
// - or the count has been quiet for QUIET_MS,
// - or the first unsent change is MAX_WAIT_MS old;
// and never sooner than MIN_INTERVAL_MS after the previous broadcast (at most 4 a second).
// For a burst of N connections the paid broadcasts cost at most creditPerChange × N messages and the
// quiet one N more, so N clients connecting cost O(N) messages, not O(N²).

export interface CoalescerOptions {
  minIntervalMs: number;
  quietMs: number;
  maxWaitMs: number;
  creditPerChange: number;
}

export const DEFAULT_COALESCER_OPTIONS: CoalescerOptions = {
  minIntervalMs: 250,
  quietMs: 500,
  maxWaitMs: 5000,
  creditPerChange: 2,
};

export interface CoalescerDeps {
  /** Monotonic milliseconds. */
  now(): number;
  setTimer(fn: () => void, ms: number): unknown;
  clearTimer(handle: unknown): void;
  /** How many sockets a broadcast would reach now. */
  audience(): number;
  broadcast(deviceCount: number): void;
}

export class CountCoalescer {
  private latest: number;
  private sent: number;
  private credit = 0;
  private firstPendingAt: number | null = null;
  private lastChangeAt = 0;
  private lastBroadcastAt = Number.NEGATIVE_INFINITY;
  private timer: unknown = null;
  private dueAt = 0;
  /** Some client was told a count other than `sent` (a new socket's hello): the next broadcast is owed. */
  private mixed = false;

  constructor(
    initial: number,
    private readonly deps: CoalescerDeps,
    private readonly options: CoalescerOptions = DEFAULT_COALESCER_OPTIONS,
  ) {
    this.latest = initial;
    this.sent = initial;
  }

  /** The count clients have been told (or will be told next). */
  current(): number {
    return this.latest;
  }

  update(total: number): void {
    if (total === this.latest) return;
    const now = this.deps.now();
    this.credit += Math.abs(total - this.latest);
    this.latest = total;
    this.lastChangeAt = now;
    this.firstPendingAt ??= now;
    this.schedule(now);
  }

  /** A newly connected client was told `count` directly. */
  told(count: number): void {
    if (count === this.sent) return;
    this.mixed = true;
    this.schedule(this.deps.now());
  }

  stop(): void {
    this.cancel();
  }

  private schedule(now: number): void {
    if (this.latest === this.sent && !this.mixed) {
      this.cancel();
      this.credit = 0;
      this.firstPendingAt = null;
      return;
    }
    const { minIntervalMs, quietMs, maxWaitMs, creditPerChange } = this.options;
    const earliest = this.lastBroadcastAt + minIntervalMs;
    const paid = this.credit * creditPerChange >= this.deps.audience();
    const wanted = paid
      ? now
      : Math.min(this.lastChangeAt + quietMs, (this.firstPendingAt ?? now) + maxWaitMs);
    const due = Math.max(earliest, wanted);
    if (this.timer !== null && this.dueAt === due) return;
    this.cancel();
    this.dueAt = due;
    this.timer = this.deps.setTimer(() => this.fire(), Math.max(0, due - now));
  }

  private fire(): void {
    this.timer = null;
    const now = this.deps.now();
    if (this.latest === this.sent && !this.mixed) return;
    this.mixed = false;
    this.sent = this.latest;
    this.lastBroadcastAt = now;
    this.credit = 0;
    this.firstPendingAt = null;
    this.deps.broadcast(this.latest);
  }

  private cancel(): void {
    if (this.timer !== null) this.deps.clearTimer(this.timer);
    this.timer = null;
  }
}
