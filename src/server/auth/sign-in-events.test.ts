import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app';
import { Browser, lastLink } from './test-helpers';
import { totpCode } from './totp';

// docs/security.md R31: sign-in events — a failed link, a failed code, a lockout, a new device — in the
// structured log with the address and the user, and never a token, code or secret.

let t: TestApp;
const lines: Record<string, unknown>[] = [];
const raw: string[] = [];
beforeAll(async () => {
  t = await startTestApp({
    config: { dataDir: mkdtempSync(join(tmpdir(), 'networth-events-')), logLevel: 'info' },
    logStream: {
      write: (line) => {
        raw.push(line);
        lines.push(JSON.parse(line) as Record<string, unknown>);
      },
    },
  });
});
afterAll(async () => {
  await t.close();
});

const events = (name: string) => lines.filter((l) => l.event === name);

describe('R31: sign-in events in the structured log', () => {
  it('logs a failed link, a new device, failed codes and the lockout, with address and user', async () => {
    const email = 'events@example.com';
    const home = new Browser(t, '10.1.1.1');
    await home.requestLink(email);
    const link = lastLink(t, email);
    // A wrong token: a failed link, with the address and the email it was for.
    await home.verify({ token: 'x'.repeat(43), email });
    expect(events('sign_in_link_failed')).toEqual([
      expect.objectContaining({ ip: '10.1.1.1', email, level: 40 }),
    ]);
    expect((await home.verify(link)).statusCode).toBe(200);
    const userId = (await home.request('GET', '/api/auth/user')).json().id as string;
    // The first sign-in is a new device.
    expect(events('sign_in_new_device')).toEqual([expect.objectContaining({ userId, ip: '10.1.1.1' })]);

    const setup = (await home.request('GET', '/api/auth/2fa/setup')).json();
    expect(
      (await home.request('POST', '/api/auth/2fa/enable', { token: totpCode(setup.secret, t.clock.now()) }))
        .statusCode,
    ).toBe(200);

    // Another browser: the link gives a pending sign-in; five wrong codes lock.
    const away = new Browser(t, '10.2.2.2');
    await away.requestLink(email);
    await away.verify(lastLink(t, email), '', {
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0',
    });
    for (let i = 0; i < 5; i++) await away.request('POST', '/api/auth/2fa/verify', { token: '000000' });
    const failed = events('two_factor_code_failed');
    expect(failed.length).toBeGreaterThanOrEqual(5);
    for (const e of failed) expect(e).toMatchObject({ userId, ip: '10.2.2.2' });
    expect(events('two_factor_locked')).toEqual([expect.objectContaining({ userId, ip: '10.2.2.2' })]);

    // The other browser was a new device too (its sign-in still waiting for a code).
    expect(events('sign_in_new_device')).toEqual([
      expect.objectContaining({ userId, ip: '10.1.1.1', pending: false }),
      expect.objectContaining({ userId, ip: '10.2.2.2', pending: true }),
    ]);
    // Signing in again from the known browser is no new device.
    t.clock.advance(16 * 60_000);
    await home.signIn(email);
    expect(
      (await home.request('POST', '/api/auth/2fa/verify', { token: totpCode(setup.secret, t.clock.now()) }))
        .statusCode,
    ).toBe(200);
    expect(events('sign_in_new_device')).toHaveLength(2);

    // Never a secret: the link's token, the two-factor secret, backup codes. (Without SMTP_URL the
    // development outbox prints the sign-in mail to the log on purpose; that line aside.)
    const text = raw.filter((l) => !l.includes('SMTP_URL is not set')).join('');
    for (const secret of [link.token, setup.secret, ...setup.backupCodes]) expect(text).not.toContain(secret);
  });
});
