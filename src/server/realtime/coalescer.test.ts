import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CountCoalescer, DEFAULT_COALESCER_OPTIONS } from './coalescer';

/** Virtual time: timers run in order as the test advances the clock. */
function harness(audience: () => number) {
  let now = 0;
  let seq = 0;
  const timers = new Map<number, { at: number; fn: () => void }>();
  const sent: { at: number; count: number; audience: number }[] = [];
  const coalescer = new CountCoalescer(0, {
    now: () => now,
    setTimer: (fn, ms) => {
      seq += 1;
      timers.set(seq, { at: now + ms, fn });
      return seq;
    },
    clearTimer: (handle) => {
      timers.delete(handle as number);
    },
    audience,
    broadcast: (count) => sent.push({ at: now, count, audience: audience() }),
  });
  const advance = (ms: number) => {
    const until = now + ms;
    for (;;) {
      const next = [...timers.entries()].sort((a, b) => a[1].at - b[1].at)[0];
      if (!next || next[1].at > until) break;
      timers.delete(next[0]);
      now = next[1].at;
      next[1].fn();
    }
    now = until;
  };
  const cost = () => sent.reduce((sum, s) => sum + s.audience, 0);
  return { coalescer, advance, sent, cost };
}

describe('CountCoalescer', () => {
  it('tells a small audience at once', () => {
    const h = harness(() => 2);
    h.coalescer.update(2);
    h.advance(0);
    expect(h.sent).toEqual([{ at: 0, count: 2, audience: 2 }]);
  });

  it('sends at most 4 updates a second however fast the count moves', () => {
    const h = harness(() => 1);
    for (let i = 1; i <= 1000; i += 1) {
      h.coalescer.update(i % 2 === 0 ? 1 : 2);
      h.advance(10);
    }
    h.advance(1000);
    expect(h.sent.length).toBeLessThanOrEqual(41);
    for (let i = 1; i < h.sent.length; i += 1) {
      expect(h.sent[i]!.at - h.sent[i - 1]!.at).toBeGreaterThanOrEqual(
        DEFAULT_COALESCER_OPTIONS.minIntervalMs,
      );
    }
  });

  it.each([500, 2000, 5000])('a burst of %i connections costs O(N) messages, not O(N²)', (n) => {
    let connected = 0;
    const h = harness(() => connected);
    for (let i = 0; i < n; i += 1) {
      connected += 1;
      h.coalescer.update(connected);
      h.advance(0.5);
    }
    h.advance(10_000);
    expect(h.sent.at(-1)?.count).toBe(n);
    // Each change pays for at most 4 messages, plus one last broadcast to everyone.
    expect(h.cost()).toBeLessThanOrEqual(DEFAULT_COALESCER_OPTIONS.creditPerChange * n + n);
    expect(h.cost()).toBeLessThan((n * (n + 1)) / 2 / 20);
  });

  it('waits for the count to settle before telling a large audience of a small change', () => {
    const h = harness(() => 1000);
    h.coalescer.update(1);
    h.advance(DEFAULT_COALESCER_OPTIONS.quietMs - 1);
    expect(h.sent).toHaveLength(0);
    h.advance(1);
    expect(h.sent).toEqual([{ at: DEFAULT_COALESCER_OPTIONS.quietMs, count: 1, audience: 1000 }]);
  });

  it('never holds a change back longer than the maximum wait', () => {
    const h = harness(() => 100_000);
    let count = 0;
    for (let t = 0; t < 6000; t += 400) {
      count += 1;
      h.coalescer.update(count);
      h.advance(400);
    }
    expect(h.sent[0]?.at).toBe(DEFAULT_COALESCER_OPTIONS.maxWaitMs);
  });

  it('sends nothing when the count comes back to what clients were told', () => {
    const h = harness(() => 1000);
    h.coalescer.update(1);
    h.coalescer.update(0);
    h.advance(10_000);
    expect(h.sent).toHaveLength(0);
  });

  it('still broadcasts when the count comes back but a new client was told another value', () => {
    const h = harness(() => 2);
    h.coalescer.update(2);
    h.advance(1000);
    h.coalescer.update(1); // one leaves...
    h.coalescer.update(2); // ...another joins and is told 2; nobody needs telling
    h.advance(1000);
    expect(h.sent).toHaveLength(1);
    h.coalescer.update(1);
    h.coalescer.told(1); // a socket joins while the count is 1 and is told so
    h.coalescer.update(2);
    h.advance(1000);
    expect(h.sent.map((s) => s.count)).toEqual([2, 2]);
  });

  it('always ends up telling the latest count, with broadcasts at least 250 ms apart', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 2000 }), fc.integer({ min: -5, max: 5 })), {
          maxLength: 60,
        }),
        fc.integer({ min: 1, max: 10_000 }),
        (steps, audience) => {
          const h = harness(() => audience);
          let total = 0;
          for (const [wait, delta] of steps) {
            total = Math.max(0, total + delta);
            h.coalescer.update(total);
            h.advance(wait);
          }
          h.advance(DEFAULT_COALESCER_OPTIONS.maxWaitMs + 1000);
          const lastTold = h.sent.at(-1)?.count ?? 0;
          expect(lastTold).toBe(total);
          for (let i = 1; i < h.sent.length; i += 1) {
            expect(h.sent[i]!.at - h.sent[i - 1]!.at).toBeGreaterThanOrEqual(250);
          }
        },
      ),
    );
  });
});
