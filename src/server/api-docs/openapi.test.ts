import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiRouteTable } from '../http/route-table';
import { ROUTE_DOCS } from '../route-docs';
import { apiClient } from '../test/client';
import { ResponseChecker } from '../test/response-validation';
import { startTestApp, type TestApp } from '../test/test-app';
import { buildOpenApiDocument, errorStatuses, type OpenApiDocument, operationId } from './document';

let t: TestApp;
let document: OpenApiDocument;

beforeAll(async () => {
  t = await startTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  document = res.json();
});
afterAll(async () => {
  await t.close();
});

describe('the route tables (decision 110)', () => {
  it('document every API route the app registers, and no route it does not', async () => {
    const table = await apiRouteTable(t.app.deps);
    expect(table.length).toBeGreaterThan(50);
    const undocumented = table
      .filter((route) => !(route in ROUTE_DOCS))
      .map((route) => `${route} has no documented schema: add it to its feature's openapi.ts`);
    expect(undocumented, 'routes without a documented schema').toEqual([]);
    expect(
      Object.keys(ROUTE_DOCS).filter((route) => !table.includes(route)),
      'documented routes the app does not register',
    ).toEqual([]);
  });

  it('give every route request schemas, success and error answers, and its auth', () => {
    const paths = document.paths ?? {};
    for (const [key, doc] of Object.entries(ROUTE_DOCS)) {
      const [method = '', url = ''] = key.split(' ');
      const path = url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      const operation = (paths[path] as Record<string, Record<string, unknown>>)[method.toLowerCase()];
      expect(operation, key).toBeDefined();
      const responses = operation?.responses as Record<string, unknown>;
      expect(
        // A navigation (single sign-on's start and callback) succeeds with a redirect.
        Object.keys(responses).some((s) => s.startsWith('2') || s === '302'),
        `${key}: a success answer`,
      ).toBe(true);
      for (const status of errorStatuses(method, doc))
        expect(responses[String(status)], `${key} ${status}`).toBeDefined();
      expect(Array.isArray(operation?.security), `${key}: security`).toBe(true);
      if (doc.body) expect(operation?.requestBody, `${key}: body`).toBeDefined();
      const parameters = (operation?.parameters ?? []) as { in: string; name: string }[];
      for (const name of url.match(/:([A-Za-z0-9_]+)/g) ?? [])
        expect(
          parameters.some((p) => p.in === 'path' && p.name === name.slice(1)),
          `${key}: ${name}`,
        ).toBe(true);
    }
  });

  it('name operations uniquely', () => {
    const ids = Object.keys(ROUTE_DOCS).map((key) => operationId(...(key.split(' ') as [string, string])));
    expect(new Set(ids).size).toBe(ids.length);
    expect(operationId('GET', '/api/accounts/:id/register')).toBe('getAccountsByIdRegister');
  });

  it('mark token routes, browser-only routes and public routes in the document', () => {
    const op = (path: string, method: string) =>
      (document.paths?.[path] as Record<string, { security: Record<string, string[]>[] }> | undefined)?.[
        method
      ];
    expect(op('/api/accounts', 'get')?.security).toEqual([{ bearerToken: [] }, { sessionCookie: [] }]);
    expect(op('/api/tokens', 'post')?.security).toEqual([{ sessionCookie: [] }]);
    expect(op('/api/health/ready', 'get')?.security).toEqual([]);
  });
});

// Redocly's recommended rules, all of them errors here, but two: the health probes and the docs take
// no input, so they have no client error (4XX) to document; and single sign-on's start and callback
// are navigations that succeed with a redirect (302), which the route-table test above requires instead.
const lintConfig = () =>
  createConfig({
    extends: ['recommended'],
    rules: { 'operation-4xx-response': 'off', 'operation-2xx-response': 'off' },
  });

describe('the OpenAPI linter (Redocly, recommended rules)', () => {
  it('finds no problem in the document', async () => {
    const config = await lintConfig();
    const problems = await lintFromString({
      source: JSON.stringify(document),
      absoluteRef: 'openapi.json',
      config,
    });
    const found = problems.map(
      (p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? ''}`,
    );
    expect(found).toEqual([]);
  });

  it('would fail a document with a problem (an operation without a summary)', async () => {
    const config = await lintConfig();
    const broken = structuredClone(document) as unknown as {
      paths: Record<string, Record<string, { summary?: unknown }>>;
    };
    const live = broken.paths['/api/health/live']?.get;
    if (live) delete live.summary;
    const problems = await lintFromString({
      source: JSON.stringify(broken),
      absoluteRef: 'openapi.json',
      config,
    });
    expect(problems.some((p) => p.severity === 'error')).toBe(true);
  });
});

describe('response validation', () => {
  const checker = () => new ResponseChecker(document);

  it('accepts an answer that matches its schema', () => {
    expect(checker().check('GET', '/api/health/live', 200, 'application/json', '{"status":"ok"}')).toBeNull();
  });

  it('refuses a wrong field, a missing field, an extra field, an undocumented status and media type', () => {
    const c = checker();
    expect(c.check('GET', '/api/health/live', 200, 'application/json', '{"status":"fine"}')).toMatch(
      /status/,
    );
    expect(c.check('GET', '/api/health/live', 200, 'application/json', '{}')).toMatch(/required/);
    expect(c.check('GET', '/api/health/live', 200, 'application/json', '{"status":"ok","x":1}')).toMatch(
      /additional/,
    );
    expect(c.check('GET', '/api/health/live', 418, 'application/json', '{}')).toMatch(
      /418 is not documented/,
    );
    expect(c.check('GET', '/api/health/live', 200, 'text/html', '<p>')).toMatch(
      /text\/html is not documented/,
    );
    expect(c.check('GET', '/api/nope', 200, 'application/json', '{}')).toMatch(/no documented schema/);
  });

  it('checks money and dates by their documented patterns', () => {
    const c = checker();
    const sheet = {
      totalAssets: '1.5',
      totalLiabilities: '0.00',
      netWorth: '1.50',
      byType: {},
      bySubtype: [],
    };
    expect(c.check('GET', '/api/balance-sheet', 200, 'application/json', JSON.stringify(sheet))).toMatch(
      /totalAssets|pattern|required/,
    );
  });

  it('records what the test app answers against the document', async () => {
    const failures: string[] = [];
    const local = await startTestApp();
    try {
      // The app's own check runs on every answer; an answer of the right shape adds nothing.
      await apiClient(local).get('/api/health/live');
      failures.push(...local.undocumented);
    } finally {
      await local.close();
    }
    expect(failures).toEqual([]);
  });
});

describe('GET /api/openapi.json and /api/docs', () => {
  it('serves an OpenAPI 3.1 document of the app, with both ways to sign in', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers?.[0]?.url).toBe('/');
    expect(document.info.description).toContain(`${t.config.rateLimitApiTokenPerMinute} requests a minute`);
    expect(Object.keys(document.components?.securitySchemes ?? {}).sort()).toEqual([
      'bearerToken',
      'sessionCookie',
    ]);
    const error = document.components?.schemas?.Error;
    expect(error).toBeDefined();
  });

  it('documents Idempotency-Key on the creating POSTs', () => {
    const post = (
      document.paths?.['/api/transactions'] as Record<string, { parameters?: { name: string }[] }> | undefined
    )?.post;
    expect(post?.parameters?.map((p) => p.name)).toContain('Idempotency-Key');
  });

  it('serves the reference page as HTML without scripts, under the app CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).not.toMatch(/<script|<link|<img|<iframe|src=/i);
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
    expect(res.body).toContain('<title>NetWorth API reference</title>');
    for (const key of Object.keys(ROUTE_DOCS)) {
      const [method = '', url = ''] = key.split(' ');
      expect(res.body, key).toContain(`id="${operationId(method, url)}"`);
    }
  });

  it('escapes what it shows', () => {
    const page = buildOpenApiDocument(
      {
        'GET /api/x': {
          tag: '<b>',
          summary: '<script>alert(1)</script>',
          auth: 'none',
          responses: { 200: z.object({ a: z.string() }) },
        },
      },
      { cookieName: 'c', version: '1' },
    );
    expect(JSON.stringify(page)).toContain('<script>');
  });
});
