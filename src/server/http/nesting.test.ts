import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiClient, signIn } from '../test/client';
import { startTestApp, type TestApp } from '../test/test-app';
import { apiRouteTable } from './route-table';

// Issue 27, item 5 (docs/security.md R29): 5,000 levels of nesting in 30 KB answered 500 "Maximum call
// stack size exceeded" on every body route, signed-out ones included. Deep nesting is a 400 naming
// the body, before anything walks the value.

let t: TestApp;
let signedIn: ApiClient;
beforeAll(async () => {
  t = await startTestApp();
  ({ api: signedIn } = await signIn(t, 'nesting@example.com'));
});
afterAll(async () => {
  await t.close();
});

const ID = '00000000-0000-4000-8000-000000000000';
const concrete = (route: string) => route.replace(/:[A-Za-z]+/g, (p) => (p === ':month' ? '2026-12' : ID));

function nested(depth: number, open: string, close: string, inner = '1'): string {
  return `{"x":${open.repeat(depth)}${inner}${close.repeat(depth)}}`;
}

const DEEP_BODIES: [string, string][] = [
  ['5,000 arrays', nested(5_000, '[', ']')],
  ['5,000 objects', nested(5_000, '{"a":', '}')],
  ['arrays and objects', nested(2_500, '[{"a":', '}]')],
];

describe('R29: deeply nested JSON is a 400 on every body route', () => {
  it('for each route that takes a body, signed in and signed out', async () => {
    const table = await apiRouteTable(t.app.deps);
    const bodyRoutes = table.filter((r) => /^(POST|PUT|PATCH|DELETE) /.test(r));
    expect(bodyRoutes.length).toBeGreaterThan(20);
    for (const route of bodyRoutes) {
      const [method, path] = route.split(' ') as ['POST', string];
      for (const client of [signedIn, apiClient(t)]) {
        for (const [name, body] of DEEP_BODIES) {
          const res = await client.request(method, concrete(path), body, {
            'content-type': 'application/json',
          });
          // A restore reads its body only for a signed-in user (off the event loop, backup/routes.ts).
          if (route === 'POST /api/import/backup' && client !== signedIn) {
            expect(res.statusCode, route).toBe(401);
            continue;
          }
          expect(res.statusCode, `${route} with ${name}: ${res.body}`).toBe(400);
          expect(res.json().fields?.body, route).toMatch(/^Nested more than/);
        }
      }
    }
  }, 120_000);

  it('the signed-out sign-in form answers 400, and the server goes on answering', async () => {
    const body = nested(5_000, '[', ']');
    expect(body.length).toBeLessThan(30_000);
    const res = await apiClient(t).request('POST', '/api/auth/magic-link', body, {
      'content-type': 'application/json',
    });
    expect(res.statusCode).toBe(400);
    expect((await apiClient(t).get('/api/health')).statusCode).toBe(200);
  });

  it('nesting a real payload needs keeps working, and brackets inside strings do not count', async () => {
    const res = await signedIn.request(
      'POST',
      '/api/budget-categories',
      JSON.stringify({ name: '[[{{'.repeat(5), type: 'expense', color: '#112233', isActive: true }),
      { 'content-type': 'application/json' },
    );
    expect(res.statusCode, res.body).toBe(201);
    const shallow = nested(30, '[', ']');
    const ok = await signedIn.request('POST', '/api/auth/2fa/enable', shallow, {
      'content-type': 'application/json',
    });
    expect(ok.statusCode).not.toBe(500);
  });
});
