import { existsSync, mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../test/client';
import { startTestApp, type TestApp } from '../test/test-app';
import { Browser, decodeMail, parseLink } from './test-helpers';
import { totpCode } from './totp';

// A real SMTP server on loopback receives the mail; the app logs at trace level into memory. Nothing
// secret (link token, session token, browser nonce, TOTP secret, codes) may reach the log or the database.

interface Received {
  to: string;
  raw: string;
}

const received: Received[] = [];
const logLines: string[] = [];
let smtp: SMTPServer;
let t: TestApp;

/** The `count`th mail to this address, once the SMTP server has received it. */
async function mailTo(email: string, count: number): Promise<string> {
  const mail = await vi.waitFor(
    () => {
      const found = received.filter((m) => m.to === email)[count - 1];
      if (!found) throw new Error(`mail ${count} to ${email} has not arrived`);
      return found;
    },
    { timeout: 5_000 },
  );
  return decodeMail(mail.raw);
}

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        raw += chunk;
      });
      stream.on('end', () => {
        for (const rcpt of session.envelope.rcptTo) received.push({ to: rcpt.address, raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  t = await startTestApp({
    config: {
      smtpUrl: `smtp://127.0.0.1:${port}`,
      dataDir: mkdtempSync(join(tmpdir(), 'networth-smtp-')),
      logLevel: 'trace',
    },
    logStream: { write: (line) => logLines.push(line) },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('with SMTP_URL set', () => {
  it('mails the link, and no token, code or secret reaches the database or the log', async () => {
    const secrets: string[] = [];
    const codes: string[] = [];
    const email = 'smtp-person@example.com';

    const browser = new Browser(t);
    expect((await browser.requestLink(email)).statusCode).toBe(200);
    const mail = await mailTo(email, 1);
    expect(received.find((m) => m.to === email)?.raw).toMatch(/^Subject: Your NetWorth sign-in link\r?$/m);
    expect(mail).toContain('It works once and expires in 15 minutes.');
    const href = mail.match(/https?:\/\/[^\s"<>]+\/auth\/verify\?[^\s"<>]+/)?.[0] ?? '';
    const link = parseLink(href.replace(/&amp;/g, '&'));
    expect(link.url.origin).toBe(t.config.appUrl);
    expect(link.email).toBe(email);
    secrets.push(link.token, browser.bindingNonce ?? '');
    expect((await browser.verify(link)).statusCode).toBe(200);
    secrets.push(browser.sessionToken ?? '');

    const setup = (await browser.request('GET', '/api/auth/2fa/setup')).json();
    secrets.push(
      setup.secret,
      ...setup.backupCodes,
      ...setup.backupCodes.map((c: string) => c.replace('-', '')),
    );
    codes.push(totpCode(setup.secret, t.clock.now()));
    expect((await browser.request('POST', '/api/auth/2fa/enable', { token: codes[0] })).statusCode).toBe(200);

    t.clock.advance(30_000);
    const second = new Browser(t);
    expect((await second.requestLink(email)).statusCode).toBe(200);
    const mails = received.filter((m) => m.to === email).length;
    const again = parseLink(
      (
        (await mailTo(email, mails)).match(/https?:\/\/[^\s"<>]+\/auth\/verify\?[^\s"<>]+/)?.[0] ?? ''
      ).replace(/&amp;/g, '&'),
    );
    secrets.push(again.token, second.bindingNonce ?? '');
    expect((await second.verify(again)).json().twoFactorRequired).toBe(true);
    secrets.push(second.sessionToken ?? '');
    codes.push(totpCode(setup.secret, t.clock.now()));
    expect((await second.request('POST', '/api/auth/2fa/verify', { token: codes[1] })).statusCode).toBe(200);
    secrets.push(second.sessionToken ?? '');
    expect(
      (await second.request('POST', '/api/auth/2fa/disable', { token: setup.backupCodes[0] })).statusCode,
    ).toBe(200);
    expect((await second.request('POST', '/api/auth/logout')).statusCode).toBe(200);

    await mailTo(email, 5);
    const rows = await t.database.db.execute(sql`
      select row_to_json(u)::text as j from users u
      union all select row_to_json(s)::text from sessions s
      union all select row_to_json(m)::text from magic_links m`);
    const dump = JSON.stringify(rows);
    const log = logLines.join('');
    expect(logLines.length).toBeGreaterThan(10);
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(8);
      expect(dump).not.toContain(secret);
      expect(log).not.toContain(secret);
    }
    for (const code of codes) {
      const alone = new RegExp(`(?<![0-9])${code}(?![0-9])`);
      expect(dump).not.toMatch(alone);
      expect(log).not.toMatch(alone);
    }
    // Security notices (on, backup code used, off) went out by SMTP too; no development outbox was written.
    await mailTo(email, 5);
    expect(received.filter((m) => m.to === email)).toHaveLength(5);
    expect(existsSync(join(t.config.dataDir, 'outbox'))).toBe(false);
  });

  it('answers 500 with a message, and keeps no mail, when the SMTP server cannot be reached', async () => {
    const unreachable = await startTestApp({ config: { smtpUrl: 'smtp://127.0.0.1:1' } });
    try {
      const res = await apiClient(unreachable).post('/api/auth/magic-link', {
        email: 'nobody@example.com',
        sessionDuration: '30',
      });
      expect(res.statusCode).toBe(500);
      expect(res.json().error).toBe('Could not send the sign-in email. Please try again.');
    } finally {
      await unreachable.close();
    }
  });
});
