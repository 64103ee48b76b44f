import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, userIdentities, users } from '../db/schema';
import { startTestApp, type TestApp, testConfig } from '../test/test-app';
import { FLOW_TTL_MS, flowCookieName, type OidcFlow } from './oidc-flow';
import { loginAtProvider, startTestProvider, type TestProvider } from './oidc-test-provider';
import { createSecretBox } from './secret-box';
import { Browser, outboxFor, sha256Hex, startAuthTestApp } from './test-helpers';
import { codeAt, enroll, STEP } from './two-factor-test-helpers';

// Single sign-on against a real OpenID provider (oidc-provider) on loopback: the whole code flow,
// every check that must refuse an answer (state, nonce, issuer), the account-linking rule, and
// linking from Settings. Every failure must end on a page that says what went wrong.

const appUrl = testConfig().appUrl;
const callback = `${appUrl}/api/auth/oidc/callback`;
let idp: TestProvider;
let t: TestApp;
let n = 0;
const fresh = (prefix: string) => `${prefix}${++n}-${Date.now()}`;

beforeAll(async () => {
  idp = await startTestProvider(callback);
  t = await startAuthTestApp({
    oidc: {
      issuer: idp.issuer,
      clientId: idp.clientId,
      clientSecret: idp.clientSecret,
      name: 'Test IdP',
      autoRedirect: false,
    },
  });
});

afterAll(async () => {
  await t?.close();
  await idp?.close();
});

/** A person known to the provider; returns their subject. */
function person(email: string | undefined, emailVerified: boolean | undefined): string {
  const subject = fresh('sub-');
  idp.accounts.set(subject, {
    ...(email ? { email } : {}),
    ...(emailVerified !== undefined ? { emailVerified } : {}),
  });
  return subject;
}

/** Starts the flow in `browser` and returns the provider's authorization URL. */
async function start(browser: Browser, duration = '7'): Promise<URL> {
  const res = await browser.request('GET', `/api/auth/oidc/start?sessionDuration=${duration}`);
  expect(res.statusCode, res.body).toBe(302);
  return new URL(String(res.headers.location));
}

/** The provider's redirect back, opened in `browser`. */
function back(browser: Browser, url: URL): Promise<LightMyRequestResponse> {
  return browser.request('GET', `${url.pathname}${url.search}`);
}

async function signInThroughProvider(browser: Browser, subject: string, duration = '7') {
  const returned = await loginAtProvider((await start(browser, duration)).href, subject, callback);
  return back(browser, returned);
}

const location = (res: LightMyRequestResponse) => String(res.headers.location);

async function identityRows(subject: string) {
  return t.database.db.select().from(userIdentities).where(eq(userIdentities.subject, subject));
}

describe('signing in with OpenID Connect', () => {
  it('the whole code flow (PKCE, state, nonce) creates a user for a verified email and signs them in', async () => {
    const email = `${fresh('new')}@example.com`;
    const subject = person(email, true);
    const browser = new Browser(t);
    const authorization = await start(browser);
    expect(authorization.origin).toBe(idp.issuer);
    expect(Object.fromEntries(authorization.searchParams)).toMatchObject({
      client_id: idp.clientId,
      response_type: 'code',
      redirect_uri: callback,
      code_challenge_method: 'S256',
      scope: 'openid email',
    });
    for (const param of ['state', 'nonce', 'code_challenge']) {
      expect(authorization.searchParams.get(param)?.length).toBeGreaterThanOrEqual(43);
    }
    expect(browser.jar.has(flowCookieName(t.config))).toBe(true);
    const res = await back(browser, await loginAtProvider(authorization.href, subject, callback));
    expect(res.statusCode).toBe(302);
    expect(location(res)).toBe('/');
    expect(browser.jar.has(flowCookieName(t.config))).toBe(false);
    const raw = [res.headers['set-cookie']].flat().find((c) => c?.startsWith('networth_sid=')) ?? '';
    expect(raw).toContain(`Max-Age=${7 * 86_400}`);
    expect((await browser.request('GET', '/api/auth/user')).json()).toMatchObject({ email });
    const [current] = (await browser.request('GET', '/api/auth/sessions')).json();
    expect(current).toMatchObject({ current: true, method: 'oidc' });
    const [identity] = await identityRows(subject);
    expect(identity).toMatchObject({ issuer: idp.issuer, email });
  });

  it('R10/R12: each sign-in is a new 32-byte session token, stored only as its hash, and the old one dies', async () => {
    const email = `${fresh('again')}@example.com`;
    const subject = person(email, true);
    const browser = new Browser(t);
    await signInThroughProvider(browser, subject);
    const first = browser.sessionToken ?? '';
    await signInThroughProvider(browser, subject);
    const second = browser.sessionToken ?? '';
    expect(second).not.toBe(first);
    expect(Buffer.from(second, 'base64url')).toHaveLength(32);
    const rows = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sha256Hex(first)));
    expect(rows).toEqual([]);
    expect(
      (
        await t.database.db
          .select()
          .from(sessions)
          .where(eq(sessions.id, sha256Hex(second)))
      )[0]?.method,
    ).toBe('oidc');
  });

  it('an identity keeps signing in its user after the email changes at the provider; a second person gets their own account', async () => {
    const email = `${fresh('stable')}@example.com`;
    const subject = person(email, true);
    await signInThroughProvider(new Browser(t), subject);
    idp.accounts.set(subject, { email: `${fresh('renamed')}@example.com`, emailVerified: true });
    const browser = new Browser(t);
    await signInThroughProvider(browser, subject);
    expect((await browser.request('GET', '/api/auth/user')).json()).toMatchObject({ email });
    const otherEmail = `${fresh('second')}@example.com`;
    const other = new Browser(t);
    expect(location(await signInThroughProvider(other, person(otherEmail, true)))).toBe('/');
    expect((await other.request('GET', '/api/auth/user')).json()).toMatchObject({ email: otherEmail });
  });

  it('a verified email joins the existing account with that email', async () => {
    const email = `${fresh('existing')}@example.com`;
    const linkUser = new Browser(t);
    await linkUser.signIn(email);
    const userId = (await linkUser.request('GET', '/api/auth/user')).json().id;
    const browser = new Browser(t);
    const res = await signInThroughProvider(browser, person(email, true));
    expect(location(res)).toBe('/');
    expect((await browser.request('GET', '/api/auth/user')).json()).toMatchObject({ id: userId, email });
  });

  it('an unverified email matching an existing user is not linked: no session, no identity, and the page says why', async () => {
    const email = `${fresh('victim')}@example.com`;
    await new Browser(t).signIn(email);
    const subject = person(email, false);
    const browser = new Browser(t);
    const res = await signInThroughProvider(browser, subject);
    expect(location(res)).toBe('/auth/success?error=oidc_email_unverified');
    expect(browser.sessionToken).toBeUndefined();
    expect(await identityRows(subject)).toEqual([]);
    // Nor is an account created for an unverified (or unstated) address.
    const stranger = `${fresh('unverified')}@example.com`;
    expect(location(await signInThroughProvider(new Browser(t), person(stranger, undefined)))).toBe(
      '/auth/success?error=oidc_email_unverified',
    );
    expect(await t.database.db.select().from(users).where(eq(users.email, stranger))).toEqual([]);
    expect(location(await signInThroughProvider(new Browser(t), person(undefined, undefined)))).toBe(
      '/auth/success?error=oidc_no_email',
    );
  });

  it("a wrong state is refused (login CSRF): the answer must belong to this browser's own flow", async () => {
    const subject = person(`${fresh('state')}@example.com`, true);
    const browser = new Browser(t);
    const returned = await loginAtProvider((await start(browser)).href, subject, callback);
    returned.searchParams.set('state', 'forged-state-value');
    const res = await back(browser, returned);
    expect(location(res)).toBe('/auth/success?error=oidc_state');
    expect(browser.sessionToken).toBeUndefined();
    expect(await identityRows(subject)).toEqual([]);
  });

  it('an answer opened in a browser that did not start the flow ends on the page, not in a session', async () => {
    const subject = person(`${fresh('elsewhere')}@example.com`, true);
    const starter = new Browser(t);
    const returned = await loginAtProvider((await start(starter)).href, subject, callback);
    const other = new Browser(t);
    const res = await back(other, returned);
    expect(location(res)).toBe('/auth/success?error=oidc_expired');
    expect(other.sessionToken).toBeUndefined();
  });

  it('a flow older than ten minutes is refused', async () => {
    const subject = person(`${fresh('slow')}@example.com`, true);
    const browser = new Browser(t);
    const returned = await loginAtProvider((await start(browser)).href, subject, callback);
    t.clock.advance(FLOW_TTL_MS + 1000);
    expect(location(await back(browser, returned))).toBe('/auth/success?error=oidc_expired');
  });

  it('a wrong nonce is refused: the ID token must be for this flow', async () => {
    const subject = person(`${fresh('nonce')}@example.com`, true);
    const browser = new Browser(t);
    const returned = await loginAtProvider((await start(browser)).href, subject, callback);
    // The flow cookie with every value kept but the nonce (sealed with the server's own key).
    const box = createSecretBox(t.config.sessionSecret);
    const name = flowCookieName(t.config);
    const flow = JSON.parse(box.open(browser.jar.get(name) ?? '', 'oidc-flow-v1')) as OidcFlow;
    browser.jar.set(name, box.seal(JSON.stringify({ ...flow, nonce: 'another-nonce' }), 'oidc-flow-v1'));
    const res = await back(browser, returned);
    expect(location(res)).toBe('/auth/success?error=oidc_nonce');
    expect(browser.sessionToken).toBeUndefined();
  });

  it('a wrong issuer in the answer is refused', async () => {
    const subject = person(`${fresh('iss')}@example.com`, true);
    const browser = new Browser(t);
    const returned = await loginAtProvider((await start(browser)).href, subject, callback);
    expect(returned.searchParams.get('iss')).toBe(idp.issuer);
    returned.searchParams.set('iss', 'https://evil.test');
    expect(location(await back(browser, returned))).toBe('/auth/success?error=oidc_issuer');
    expect(browser.sessionToken).toBeUndefined();
  });

  it('a provider whose discovery names another issuer is not trusted: the page says so', async () => {
    const impostor = await startTestProvider(callback, {
      describesItselfAs: (port) => `http://localhost:${port}`,
    });
    const app = await startAuthTestApp({
      oidc: { ...impostor, name: 'Impostor', autoRedirect: false },
    });
    try {
      const res = await new Browser(app).request('GET', '/api/auth/oidc/start');
      expect(location(res)).toBe('/auth/success?error=oidc_unavailable');
    } finally {
      await app.close();
      await impostor.close();
    }
  });

  it('a refusal at the provider comes back as its own error code on the page', async () => {
    const browser = new Browser(t);
    const authorization = await start(browser);
    const denied = new URL(callback);
    denied.searchParams.set('error', 'access_denied');
    denied.searchParams.set('state', authorization.searchParams.get('state') ?? '');
    denied.searchParams.set('iss', idp.issuer);
    expect(location(await back(browser, denied))).toBe(
      '/auth/success?error=oidc_denied&detail=access_denied',
    );
  });

  it('R27: with two-factor on, the provider alone gives only the code step; the code finishes it as an OIDC session', async () => {
    const enrolled = await enroll(t);
    const subject = person(enrolled.email, true);
    const browser = new Browser(t);
    const res = await signInThroughProvider(browser, subject, '30');
    expect(location(res)).toBe('/auth/success?step=code');
    expect((await browser.request('GET', '/api/accounts')).statusCode).toBe(401);
    t.clock.advance(STEP);
    const done = await browser.request('POST', '/api/auth/2fa/verify', { token: codeAt(t, enrolled.secret) });
    expect(done.statusCode, done.body).toBe(200);
    expect((await browser.request('GET', '/api/accounts')).statusCode).toBe(200);
    const current = (await browser.request('GET', '/api/auth/sessions'))
      .json()
      .find((s: { current: boolean }) => s.current);
    expect(current.method).toBe('oidc');
  });
});

describe('linking an identity from Settings', () => {
  async function link(browser: Browser, subject: string, body: object = {}) {
    const started = await browser.request('POST', '/api/auth/oidc/link', body);
    expect(started.statusCode, started.body).toBe(200);
    const authorization = new URL(started.json().url);
    expect(authorization.searchParams.get('prompt')).toBe('login');
    return back(browser, await loginAtProvider(authorization.href, subject, callback));
  }

  it('links an identity with another email to the signed-in account, mails it, and it then signs in there', async () => {
    const email = `${fresh('owner')}@example.com`;
    const browser = new Browser(t);
    await browser.signIn(email);
    const subject = person(`${fresh('work')}@corp.example`, false);
    const res = await link(browser, subject);
    expect(location(res)).toBe('/settings?linked=oidc');
    const [listed] = (await browser.request('GET', '/api/auth/identities')).json();
    expect(listed).toMatchObject({ provider: 'Test IdP', email: idp.accounts.get(subject)?.email });
    expect(outboxFor(t, email).map((m) => m.subject)).toContain('A sign-in identity was linked');
    const elsewhere = new Browser(t);
    expect(location(await signInThroughProvider(elsewhere, subject))).toBe('/');
    expect((await elsewhere.request('GET', '/api/auth/user')).json()).toMatchObject({ email });

    const unlinked = await browser.request('DELETE', `/api/auth/identities/${listed.id}`, {});
    expect(unlinked.statusCode).toBe(204);
    expect(await identityRows(subject)).toEqual([]);
    expect(outboxFor(t, email).map((m) => m.subject)).toContain('A sign-in identity was unlinked');
  });

  it('an identity that already signs in another account is not moved', async () => {
    const subject = person(`${fresh('taken')}@example.com`, true);
    await signInThroughProvider(new Browser(t), subject);
    const browser = new Browser(t);
    await browser.signIn(`${fresh('other')}@example.com`);
    expect(location(await link(browser, subject))).toBe('/settings?link_error=oidc_identity_taken');
    const [row] = await identityRows(subject);
    const [owner] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.id, row?.userId ?? ''));
    expect(owner?.email).toBe(idp.accounts.get(subject)?.email);
  });

  it('R15: with two-factor on, linking needs a fresh TOTP code', async () => {
    const enrolled = await enroll(t);
    const refused = await enrolled.browser.request('POST', '/api/auth/oidc/link', {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toHaveProperty('token');
    const res = await link(enrolled.browser, person(`${fresh('tfa')}@example.com`, true), {
      token: codeAt(t, enrolled.secret),
    });
    expect(location(res)).toBe('/settings?linked=oidc');
  });

  it('linking needs the session that started it: a link finished after sign-out is refused', async () => {
    const browser = new Browser(t);
    await browser.signIn(`${fresh('gone')}@example.com`);
    const started = await browser.request('POST', '/api/auth/oidc/link', {});
    const subject = person(`${fresh('late')}@example.com`, true);
    const returned = await loginAtProvider(started.json().url, subject, callback);
    await browser.request('POST', '/api/auth/logout', {});
    expect(location(await back(browser, returned))).toBe('/settings?link_error=oidc_link_session');
    expect(await identityRows(subject)).toEqual([]);
  });

  it('only a signed-in user may link, and the JSON call is origin-checked', async () => {
    expect((await new Browser(t).request('POST', '/api/auth/oidc/link', {})).statusCode).toBe(401);
    const browser = new Browser(t);
    await browser.signIn(`${fresh('csrf')}@example.com`);
    const cross = await browser.request('POST', '/api/auth/oidc/link', {}, { origin: 'https://evil.test' });
    expect(cross.statusCode).toBe(403);
  });
});

describe('R31: the sign-in log', () => {
  it('records the sign-in and a refusal with their user or check, and none of the codes, tokens or secrets', async () => {
    const lines: string[] = [];
    const logged = await startTestApp({
      config: {
        dataDir: mkdtempSync(join(tmpdir(), 'networth-oidc-log-')),
        oidc: { ...idp, name: 'Test IdP', autoRedirect: false },
        logLevel: 'trace',
      },
      logStream: { write: (line) => lines.push(line) },
    });
    try {
      const email = `${fresh('logged')}@example.com`;
      const subject = person(email, true);
      const browser = new Browser(logged);
      const started = await browser.request('GET', '/api/auth/oidc/start');
      const authorization = new URL(String(started.headers.location));
      const flowCookie = browser.jar.get(flowCookieName(logged.config)) ?? '';
      const returned = await loginAtProvider(authorization.href, subject, callback);
      expect(String((await back(browser, returned)).headers.location)).toBe('/');
      // A refusal: the same answer again, in a browser whose flow has another state.
      const other = new Browser(logged);
      await other.request('GET', '/api/auth/oidc/start');
      expect(String((await back(other, returned)).headers.location)).toBe('/auth/success?error=oidc_state');
      const secrets = [
        returned.searchParams.get('code'),
        authorization.searchParams.get('state'),
        authorization.searchParams.get('nonce'),
        authorization.searchParams.get('code_challenge'),
        flowCookie,
        browser.sessionToken,
        idp.clientSecret,
      ];
      const log = lines.join('\n');
      for (const secret of secrets) {
        expect(secret?.length).toBeGreaterThan(10);
        expect(log).not.toContain(secret);
      }
      const events = lines.map(
        (l) =>
          JSON.parse(l) as { event?: string; via?: string; userId?: string; time?: number; code?: string },
      );
      const signedIn = events.find((e) => e.event === 'signed_in' && e.via === 'oidc');
      expect(signedIn?.userId).toMatch(/^[0-9a-f-]{36}$/);
      expect(typeof signedIn?.time).toBe('number');
      expect(events).toContainEqual(expect.objectContaining({ event: 'oidc_failed', code: 'oidc_state' }));
    } finally {
      await logged.close();
    }
  });
});

describe('without OpenID Connect configured', () => {
  it('offers no provider, and a start ends on the page saying so', async () => {
    const app = await startAuthTestApp();
    try {
      const browser = new Browser(app);
      expect((await browser.request('GET', '/api/auth/methods')).json()).toEqual({
        passkeys: true,
        oidc: null,
      });
      const res = await browser.request('GET', '/api/auth/oidc/start');
      expect(location(res)).toBe('/auth/success?error=oidc_disabled');
    } finally {
      await app.close();
    }
  });
});

describe('OIDC_AUTO_REDIRECT', () => {
  it('sends a visitor of the landing page to the provider, but not with ?signin=local, a session, or just after logout', async () => {
    const app = await startAuthTestApp({ oidc: { ...idp, name: 'Test IdP', autoRedirect: true } });
    try {
      const visitor = new Browser(app);
      const landing = await visitor.request('GET', '/');
      expect(landing.statusCode).toBe(302);
      expect(location(landing)).toBe('/api/auth/oidc/start');
      expect((await visitor.request('GET', '/?signin=local')).statusCode).toBe(200);
      expect((await visitor.request('GET', '/auth/success?error=oidc_state')).statusCode).toBe(200);
      const member = new Browser(app);
      await member.signIn(`${fresh('auto')}@example.com`);
      expect((await member.request('GET', '/')).statusCode).toBe(200);
      await member.request('POST', '/api/auth/logout', {});
      expect((await member.request('GET', '/')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
