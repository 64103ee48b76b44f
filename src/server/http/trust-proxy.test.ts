import { afterEach, describe, expect, it } from 'vitest';
import { apiClient } from '../test/client';
import { startTestApp, type TestApp } from '../test/test-app';

// Per-address limits must see the real client behind a trusted proxy, and ignore X-Forwarded-For
// from anyone else (otherwise a client could pick its own address and escape the limit).

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function requestLinkFrom(app: TestApp, n: number, forwardedFor: string) {
  return apiClient(app).request(
    'POST',
    '/api/auth/magic-link',
    { email: `user${n}@example.com`, sessionDuration: 'session' },
    { 'x-forwarded-for': forwardedFor },
  );
}

describe('TRUST_PROXY', () => {
  it('limits each forwarded client on its own when the proxy is trusted', async () => {
    t = await startTestApp({ config: { trustProxy: ['127.0.0.1'], rateLimitMagicLinkPerIp: 2 } });
    expect((await requestLinkFrom(t, 1, '203.0.113.1')).statusCode).toBe(200);
    expect((await requestLinkFrom(t, 2, '203.0.113.1')).statusCode).toBe(200);
    expect((await requestLinkFrom(t, 3, '203.0.113.1')).statusCode).toBe(429);
    expect((await requestLinkFrom(t, 4, '203.0.113.2')).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For by default, so it cannot dodge the limit', async () => {
    t = await startTestApp({ config: { rateLimitMagicLinkPerIp: 2 } });
    expect((await requestLinkFrom(t, 1, '203.0.113.1')).statusCode).toBe(200);
    expect((await requestLinkFrom(t, 2, '203.0.113.2')).statusCode).toBe(200);
    expect((await requestLinkFrom(t, 3, '203.0.113.3')).statusCode).toBe(429);
  });
});
