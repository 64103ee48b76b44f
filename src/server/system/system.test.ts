import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { type Database, openPostgres } from '../db/client';
import { startTestApp, type TestApp, testConfig } from '../test/test-app';

let t: TestApp;
const webRoot = mkdtempSync(join(tmpdir(), 'networth-web-'));
writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>NetWorth</title><div id="root"></div>');

beforeAll(async () => {
  t = await startTestApp({ webRoot });
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/health', () => {
  it('reports the database as reachable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'up' });
  });
});

describe('GET /api/health/live and /api/health/ready', () => {
  it('answer without a session while the database is up', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('ready answers 503 while the database is down; live still answers', async () => {
    const real = t.app.deps.database;
    // A server that refuses connections: the app's queries fail as they would with the database down.
    const down = await openPostgres('postgres://postgres@127.0.0.1:1/none', 1);
    t.app.deps.database = down;
    try {
      const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'error', database: 'down' });
      expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      t.app.deps.database = real;
      await down.close();
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
  });

  it('answer at once while the embedded database is still opening: live 200, ready 503', async () => {
    const opening = new Promise<Database>(() => {});
    const app = await buildApp({ config: testConfig(), database: opening, logger: false, webRoot });
    try {
      expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
      const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'error', database: 'down' });
    } finally {
      await app.close();
    }
  });

  it('ready checks Redis where it is configured: 503 when it does not answer', async () => {
    const app = await startTestApp({ webRoot, config: { redisUrl: 'redis://127.0.0.1:1' } });
    try {
      const ready = await app.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'error', database: 'up', redis: 'down' });
    } finally {
      await app.close();
    }
  });

  it.runIf(process.env.REDIS_TEST_URL)('ready reports a Redis that answers', async () => {
    const app = await startTestApp({ webRoot, config: { redisUrl: process.env.REDIS_TEST_URL } });
    try {
      const ready = await app.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.json()).toEqual({ status: 'ok', database: 'up', redis: 'up' });
      expect(ready.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('GET /api/placeholder/:w/:h', () => {
  it('returns an SVG of the asked size', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/placeholder/32/32' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toContain('width="32"');
    expect(res.body).toContain('height="32"');
  });

  it.each(['0/32', '32/2001', 'abc/32', '1.5/2', '-3/4'])(
    'refuses %s with a 400 naming the field',
    async (size) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/placeholder/${size}` });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.error).toMatch(/1 to 2000/);
      expect(Object.keys(body.fields ?? {}).length).toBeGreaterThan(0);
    },
  );

  it('accepts the bounds', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/placeholder/1/2000' })).statusCode).toBe(200);
  });
});

describe('routing', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/nope', headers: { origin: t.config.appUrl } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Not found' });
    }
  });

  it.each([
    '/',
    '/portfolio/assets',
    '/planning',
    '/settings',
    '/no/such/page',
    '/auth/verify?token=a&email=b',
  ])('serves the single-page app at %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<div id="root">');
  });
});

describe('security headers', () => {
  it('sends a strict CSP, nosniff, frame-ancestors none and no referrer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
  });

  // The headers are made once at start (security-headers.ts): every answer gets the same full set.
  it('sends the same headers with API answers, errors and assets as with the page', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/' });
    for (const url of ['/api/health', '/api/no-such-thing', '/assets/missing.js', '/']) {
      const res = await t.app.inject({ method: 'GET', url });
      for (const header of [
        'content-security-policy',
        'x-content-type-options',
        'referrer-policy',
        'strict-transport-security',
        'cross-origin-opener-policy',
        'x-frame-options',
      ]) {
        expect(page.headers[header], header).toBeTruthy();
        expect(res.headers[header], `${url} ${header}`).toBe(page.headers[header]);
      }
      expect(res.headers['x-powered-by'], url).toBeUndefined();
    }
  });

  it('never lets API answers be cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
