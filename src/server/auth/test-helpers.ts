import { createHash, randomInt } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import {
  APP_REQUEST_HEADER,
  APP_REQUEST_HEADER_VALUE,
  type SessionDuration,
} from '../../shared/auth-options';
import type { Config } from '../config';
import type { RealtimeNotifier } from '../deps';
import { readOutbox } from '../mail/outbox';
import { startTestApp, type TestApp } from '../test/test-app';
import { bindingCookieName, sessionCookieName } from './cookie';

// Helpers for the sign-in API tests: a test app whose development outbox is readable, and the
// browser's side of the flow (cookies carried from one answer to the next request).

export function startAuthTestApp(config: Partial<Config> = {}): Promise<TestApp> {
  return startTestApp({ config: { dataDir: mkdtempSync(join(tmpdir(), 'networth-auth-')), ...config } });
}

export type AuthSuccessEvent = Parameters<RealtimeNotifier['publishAuthSuccess']>[0];

/**
 * This test file's sign-in test app: started before its tests (handed to `ready`), closed after them.
 * With `recordAuthSuccess`, the real-time announcements of sign-ins are kept in the returned list,
 * emptied before each test.
 */
export function setUpAuthTestApp(
  ready: (t: TestApp) => void,
  options: { recordAuthSuccess?: boolean } = {},
): AuthSuccessEvent[] {
  const published: AuthSuccessEvent[] = [];
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await startAuthTestApp();
    if (options.recordAuthSuccess) {
      app.app.deps.realtime = { publishAuthSuccess: (e) => published.push(e), closeSessionSockets: () => {} };
    }
    ready(app);
  });
  afterAll(async () => {
    await app?.close();
  });
  if (options.recordAuthSuccess) {
    beforeEach(() => {
      published.length = 0;
    });
  }
  return published;
}

/** Fresh addresses for one test file: `${prefix}1-<time>@example.com`, `${prefix}2-…`. */
export function freshEmails(prefix: string): () => string {
  let n = 0;
  return () => `${prefix}${++n}-${Date.now()}@example.com`;
}

export const sha256Hex = (s: string) => createHash('sha256').update(s).digest('hex');

/** A browser: a cookie jar and an address. */
export class Browser {
  readonly jar = new Map<string, string>();
  constructor(
    readonly t: TestApp,
    /** Each browser gets its own address unless told, so per-address limits do not couple tests. */
    readonly ip = `10.${randomInt(256)}.${randomInt(256)}.${1 + randomInt(254)}`,
  ) {}

  get cookie(): string {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request(
    method: 'GET' | 'HEAD' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    const res = await this.t.app.inject({
      method,
      url,
      remoteAddress: this.ip,
      headers: {
        origin: this.t.config.appUrl,
        ...(this.jar.size ? { cookie: this.cookie } : {}),
        ...headers,
      },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
    for (const c of res.cookies) {
      const expired = c.maxAge === 0 || (c.expires instanceof Date && c.expires.getTime() <= Date.now());
      if (expired || c.value === '') this.jar.delete(c.name);
      else this.jar.set(c.name, c.value);
    }
    return res;
  }

  requestLink(email: string, sessionDuration: SessionDuration = '30'): Promise<LightMyRequestResponse> {
    return this.request('POST', '/api/auth/magic-link', { email, sessionDuration });
  }

  verify(
    link: { token: string; email: string },
    extra = '',
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    const q = new URLSearchParams({ token: link.token, email: link.email });
    // As the web app's verify page sends it (the custom header the API requires).
    return this.request('GET', `/api/auth/verify?${q}${extra}`, undefined, {
      [APP_REQUEST_HEADER]: APP_REQUEST_HEADER_VALUE,
      ...headers,
    });
  }

  /** Requests a link, opens it from the outbox; a full or pending session is then in the jar. */
  async signIn(email: string, duration: SessionDuration = '30'): Promise<LightMyRequestResponse> {
    const sent = await this.requestLink(email, duration);
    if (sent.statusCode !== 200) throw new Error(`link request failed: ${sent.statusCode} ${sent.body}`);
    return this.verify(lastLink(this.t, email));
  }

  get sessionToken(): string | undefined {
    return this.jar.get(sessionCookieName(this.t.config));
  }

  get bindingNonce(): string | undefined {
    return this.jar.get(bindingCookieName(this.t.config));
  }
}

export interface EmailedLink {
  url: URL;
  token: string;
  email: string;
}

export function outboxFor(t: TestApp, email: string) {
  return readOutbox(t.config.dataDir).filter((m) => m.to === email);
}

/** The sign-in link of the newest sign-in email to this address. */
export function lastLink(t: TestApp, email: string): EmailedLink {
  const message = outboxFor(t, email)
    .filter((m) => m.links.some((l) => l.includes('/auth/verify?')))
    .at(-1);
  if (!message) throw new Error(`no sign-in email for ${email}`);
  return parseLink(message.links.find((l) => l.includes('/auth/verify?')) ?? '');
}

export function parseLink(link: string): EmailedLink {
  const url = new URL(link);
  return { url, token: url.searchParams.get('token') ?? '', email: url.searchParams.get('email') ?? '' };
}

/** The text of a raw mail as an SMTP server receives it (base64 and quoted-printable parts decoded). */
export function decodeMail(raw: string): string {
  const [, ...parts] = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  const chunks = parts.length > 0 ? parts : [raw];
  return chunks
    .map((part) => {
      const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
      const body = rest.join('\n\n');
      if (/content-transfer-encoding:\s*base64/i.test(head))
        return Buffer.from(body, 'base64').toString('utf8');
      if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) {
        return body
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
      }
      return body;
    })
    .join('\n');
}
