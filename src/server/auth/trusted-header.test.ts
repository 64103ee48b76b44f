import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessions, users } from '../db/schema';
import { startTestApp, type TestApp } from '../test/test-app';
import { sessionCookieName } from './cookie';
import { MAX_PROXY_SESSIONS, trustedPeers } from './trusted-header-service';

// The trusted proxy header (decision 117): it signs in the person it names only when the TCP peer
// is inside AUTH_PROXY_TRUSTED; from anywhere else it is ignored and logged.

const log: string[] = [];
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({
    config: {
      dataDir: mkdtempSync(join(tmpdir(), 'networth-proxy-')),
      authProxy: { header: 'remote-email', trusted: ['10.20.0.0/16', 'fd00::/8'] },
      // Even a trusted X-Forwarded-For must not make an outside peer look inside.
      trustProxy: true,
      logLevel: 'info',
    },
    logStream: { write: (line) => log.push(line) },
  });
});

afterAll(async () => {
  await t?.close();
});

beforeEach(() => {
  log.length = 0;
});

function request(
  peer: string,
  headers: Record<string, string>,
  url = '/api/auth/user',
): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'GET', url, remoteAddress: peer, headers });
}

const events = () => log.map((line) => JSON.parse(line) as { event?: string; via?: string; peer?: string });
const cookieOf = (res: LightMyRequestResponse) =>
  res.cookies.find((c) => c.name === sessionCookieName(t.config));

describe('the trusted proxy header', () => {
  it('R12/R31: from a peer inside the trusted ranges, signs in the named person with a new session of method "proxy", logged', async () => {
    const res = await request('10.20.3.4', { 'remote-email': ' Proxy.User@Example.com ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: 'proxy.user@example.com' });
    const cookie = cookieOf(res);
    expect(cookie?.value).toBeTruthy();
    expect(cookie?.maxAge).toBeUndefined();
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'proxy.user@example.com'));
    const rows = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, user?.id ?? ''));
    expect(rows.map((r) => [r.method, r.kind])).toEqual([['proxy', 'full']]);
    expect(events()).toContainEqual(expect.objectContaining({ event: 'signed_in', via: 'proxy' }));
    expect(log.join('\n')).not.toContain(cookie?.value ?? '-');

    // The browser's cookie is used from then on: no new session while the proxy names the same person.
    const again = await request('10.20.3.4', {
      'remote-email': 'proxy.user@example.com',
      cookie: `${cookie?.name}=${cookie?.value}`,
    });
    expect(again.statusCode).toBe(200);
    expect(cookieOf(again)).toBeUndefined();
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/auth/sessions',
      headers: { cookie: `${cookie?.name}=${cookie?.value}` },
    });
    expect(listed.json()).toEqual([expect.objectContaining({ method: 'proxy', current: true })]);
  });

  it('from a peer outside the ranges, is ignored (even with a forged X-Forwarded-For) and logged', async () => {
    const res = await request('192.0.2.7', {
      'remote-email': 'outsider@example.com',
      'x-forwarded-for': '10.20.3.4',
    });
    expect(res.statusCode).toBe(401);
    expect(cookieOf(res)).toBeUndefined();
    expect(await t.database.db.select().from(users).where(eq(users.email, 'outsider@example.com'))).toEqual(
      [],
    );
    expect(events()).toContainEqual(
      expect.objectContaining({ event: 'auth_proxy_header_ignored', peer: '192.0.2.7' }),
    );
  });

  it("when the proxy names another person than the browser's session, that session is replaced", async () => {
    const first = await request('10.20.0.9', { 'remote-email': 'first@example.com' });
    const firstCookie = cookieOf(first);
    const second = await request('10.20.0.9', {
      'remote-email': 'second@example.com',
      cookie: `${firstCookie?.name}=${firstCookie?.value}`,
    });
    expect(second.json()).toMatchObject({ email: 'second@example.com' });
    const old = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: `${firstCookie?.name}=${firstCookie?.value}` },
    });
    expect(old.statusCode).toBe(401);
  });

  it('a header that is not one email address is ignored and logged', async () => {
    const res = await request('10.20.0.9', { 'remote-email': 'not an email' });
    expect(res.statusCode).toBe(401);
    expect(events()).toContainEqual(expect.objectContaining({ event: 'auth_proxy_header_invalid' }));
  });

  it(`a client behind the proxy that keeps no cookies holds at most ${MAX_PROXY_SESSIONS} sessions`, async () => {
    for (let i = 0; i < MAX_PROXY_SESSIONS + 5; i += 1) {
      expect((await request('10.20.0.10', { 'remote-email': 'curl@example.com' })).statusCode).toBe(200);
    }
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'curl@example.com'));
    const rows = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, user?.id ?? ''));
    expect(rows).toHaveLength(MAX_PROXY_SESSIONS);
  });

  it('the page request itself is signed in, so the signed-in shell is served at once', async () => {
    const res = await request('fd00::5', { 'remote-email': 'page@example.com' }, '/');
    expect(res.statusCode).toBe(200);
    expect(cookieOf(res)?.value).toBeTruthy();
  });
});

describe('trustedPeers', () => {
  it.each([
    ['10.20.0.1', true],
    ['10.20.255.255', true],
    ['::ffff:10.20.1.1', true],
    ['10.21.0.1', false],
    ['127.0.0.1', false],
    ['fd12:3456::1', true],
    ['fe80::1', false],
    ['', false],
    ['not-an-ip', false],
  ])('%s is trusted: %s', (address, trusted) => {
    expect(trustedPeers({ header: 'remote-email', trusted: ['10.20.0.0/16', 'fd00::/8'] }).has(address)).toBe(
      trusted,
    );
  });
});
