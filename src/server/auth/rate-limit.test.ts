import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/test-app';
import { consume, MemoryRateLimitStore, RedisRateLimitStore } from './rate-limit';
import { Browser, startAuthTestApp } from './test-helpers';

const rule = { name: 'test', limit: 3, windowMs: 60_000 };

describe('memory store', () => {
  it('allows the limit in a window, then answers with the seconds left, and opens again after it', async () => {
    const store = new MemoryRateLimitStore();
    const t0 = new Date('2026-01-01T00:00:00Z');
    for (let i = 0; i < 3; i += 1) expect(await consume(store, rule, 'a', t0)).toEqual({ allowed: true });
    expect(await consume(store, rule, 'a', new Date(t0.getTime() + 15_000))).toEqual({
      allowed: false,
      retryAfterSeconds: 45,
    });
    expect(await consume(store, rule, 'b', t0)).toEqual({ allowed: true });
    expect(await consume(store, rule, 'a', new Date(t0.getTime() + 60_000))).toEqual({ allowed: true });
  });
});

describe('magic-link limits from configuration', () => {
  let t: TestApp;
  afterAll(async () => {
    await t?.close();
  });

  it('per email and per address, with 429 and Retry-After, and nothing sent when refused', async () => {
    t = await startAuthTestApp({ rateLimitMagicLinkPerEmail: 2, rateLimitMagicLinkPerIp: 4 });
    const browser = new Browser(t);
    const email = 'limited@example.com';
    expect((await browser.requestLink(email)).statusCode).toBe(200);
    expect((await browser.requestLink(email)).statusCode).toBe(200);
    const third = await browser.requestLink(email);
    expect(third.statusCode).toBe(429);
    expect(Number(third.headers['retry-after'])).toBe(15 * 60);
    expect(third.json().error).toBe('Too many requests. Please try again later.');
    // Another address from the same browser still works, up to the per-address limit of 4.
    expect((await browser.requestLink('other@example.com')).statusCode).toBe(200);
    expect((await browser.requestLink('third@example.com')).statusCode).toBe(429);
    // Another address (IP) is not limited by this one.
    expect((await new Browser(t).requestLink('fourth@example.com')).statusCode).toBe(200);
    t.clock.advance(15 * 60_000);
    expect((await browser.requestLink(email)).statusCode).toBe(200);
  });
});

// Several instances share one limit through Redis. Needs REDIS_TEST_URL (e.g. redis://127.0.0.1:6379).
const redisUrl = process.env.REDIS_TEST_URL;
describe.skipIf(!redisUrl)('Redis store', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  it('counts hits from separate stores against the same window', async () => {
    const prefix = `networth-test:${randomBytes(6).toString('hex')}:`;
    const a = new RedisRateLimitStore(redisUrl ?? '', prefix);
    const b = new RedisRateLimitStore(redisUrl ?? '', prefix);
    try {
      const now = new Date();
      expect(await consume(a, rule, 'k', now)).toEqual({ allowed: true });
      expect(await consume(b, rule, 'k', now)).toEqual({ allowed: true });
      expect(await consume(a, rule, 'k', now)).toEqual({ allowed: true });
      const refused = await consume(b, rule, 'k', now);
      expect(refused.allowed).toBe(false);
      if (!refused.allowed) expect(refused.retryAfterSeconds).toBeGreaterThan(55);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('two app instances with REDIS_URL share the per-email limit', async () => {
    apps.push(await startAuthTestApp({ redisUrl, rateLimitMagicLinkPerEmail: 2 }));
    apps.push(await startAuthTestApp({ redisUrl, rateLimitMagicLinkPerEmail: 2 }));
    const [one, two] = apps as [TestApp, TestApp];
    const email = `shared-${randomBytes(6).toString('hex')}@example.com`;
    expect((await new Browser(one).requestLink(email)).statusCode).toBe(200);
    expect((await new Browser(two).requestLink(email)).statusCode).toBe(200);
    expect((await new Browser(one).requestLink(email)).statusCode).toBe(429);
    expect((await new Browser(two).requestLink(email)).statusCode).toBe(429);
  });
});
