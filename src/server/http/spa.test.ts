import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageKind } from './prerendered-page';
import { registerSpa } from './spa';
import type { WebPage } from './web-pages';

// The built web app as the server serves it (decision 165): its files through one route, looked up
// when asked for, and every other GET path answered with the page the client router takes over.

const page = (html: string): WebPage => ({
  html,
  br: brotliCompressSync(html),
  gzip: Buffer.from(html),
});
const KINDS: PageKind[] = [
  'landing',
  'shell-portfolio',
  'shell-account',
  'shell-planning',
  'shell-settings',
  'plain',
];
const pages = Object.fromEntries(KINDS.map((kind) => [kind, page(`<p>${kind}</p>`)])) as Record<
  PageKind,
  WebPage
>;

let app: FastifyInstance;
let webRoot: string;
beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'networth-spa-'));
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(join(webRoot, 'assets/index-abc123.js'), 'console.log("app")');
  writeFileSync(join(webRoot, 'assets/index-abc123.js.br'), brotliCompressSync('console.log("app")'));
  writeFileSync(join(webRoot, 'favicon.svg'), '<svg/>');
  app = Fastify();
  await app.register(fastifyCookie);
  await registerSpa(
    app,
    webRoot,
    pages,
    new Map([['shell-planning-analytics', page('<p>analytics shell</p>')]]),
  );
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('the web app', () => {
  it('serves a hashed asset for a year, compressed by the build when the browser takes it', async () => {
    const res = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('br');
    const plain = await app.inject({ url: '/assets/index-abc123.js' });
    expect(plain.body).toBe('console.log("app")');
    const head = await app.inject({ method: 'HEAD', url: '/favicon.svg' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['cache-control']).not.toContain('immutable');
  });

  it('answers every other page path with the page for it, signed in or not', async () => {
    const landing = await app.inject({ url: '/portfolio' });
    expect(landing.statusCode).toBe(200);
    expect(landing.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(landing.body).toBe('<p>landing</p>');
    const shell = await app.inject({ url: '/portfolio/accounts/x', cookies: { networth_sid: 'token' } });
    expect(shell.body).toBe('<p>shell-account</p>');
    // Not a file: the router's own "not found", not a 404 of the server's.
    expect((await app.inject({ url: '/no/such/page' })).body).toBe('<p>plain</p>');
    // A folder is no file: the start page, and a page for any path that ends in "/".
    expect((await app.inject({ url: '/' })).body).toBe('<p>landing</p>');
    expect((await app.inject({ url: '/assets/' })).body).toBe('<p>plain</p>');
    expect((await app.inject({ url: '/assets' })).body).toBe('<p>plain</p>');
  });

  it("answers a tab's address with the shell made for that tab, and the area's shell for any other", async () => {
    const signedIn = { cookies: { networth_sid: 'token' } };
    const tab = await app.inject({ url: '/planning/analytics', ...signedIn });
    expect(tab.body).toBe('<p>analytics shell</p>');
    // The first reads start with it all the same.
    expect(tab.headers.link).toContain('</api/balance-sheet>; rel=preload');
    for (const url of ['/planning/budgets', '/planning', '/planning/analytics/x', '/planning/Analytics']) {
      expect((await app.inject({ url, ...signedIn })).body, url).toBe('<p>shell-planning</p>');
    }
    // A visitor is shown the landing page there.
    expect((await app.inject({ url: '/planning/analytics' })).body).toBe('<p>landing</p>');
  });

  it('serves nothing outside its folder, and answers unknown API paths in JSON', async () => {
    for (const url of ['/../package.json', '/assets/..%2f..%2fetc%2fpasswd', '/%2e%2e/%2e%2e/etc/passwd']) {
      const res = await app.inject({ url });
      expect(res.body, url).not.toContain('root:');
      expect(res.body, url).not.toContain('"name"');
    }
    const api = await app.inject({ url: '/api/no-such-thing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: 'Not found' });
    expect((await app.inject({ method: 'POST', url: '/assets/index-abc123.js' })).statusCode).toBe(404);
    // A chunk an update replaced: a 404, never the page in its place (a tab opened before the update
    // then shows that the page could not be loaded).
    const gone = await app.inject({
      url: '/assets/analytics-tab-old123.js',
      cookies: { networth_sid: 'token' },
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['content-type']).toContain('application/json');
  });
});
