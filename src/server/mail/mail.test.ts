import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../test/test-app';
import { OUTBOX_KEEP, outboxDir, readOutbox } from './outbox';
import { escapeHtml, magicLinkMail, securityNoticeMail } from './templates';
import { createMailer } from './transport';

function recordingLog(lines: string[]): FastifyBaseLogger {
  const log = {
    warn: (msg: unknown) => lines.push(String(msg)),
    info: () => {},
    error: () => {},
  };
  return log as unknown as FastifyBaseLogger;
}

describe('development outbox (no SMTP_URL)', () => {
  it('prints the link to the server log and keeps the mail as a JSON file under DATA_DIR/outbox', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'networth-outbox-'));
    const lines: string[] = [];
    const mailer = createMailer(testConfig({ dataDir, smtpUrl: undefined }), recordingLog(lines));
    expect(mailer.kind).toBe('outbox');
    const link = 'http://localhost:5000/auth/verify?token=abc&email=a%40example.com';
    await mailer.send('a@example.com', magicLinkMail({ link, minutes: 15 }));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(link);
    expect(lines[0]).toContain('a@example.com');
    const [message] = readOutbox(dataDir);
    expect(message).toMatchObject({
      to: 'a@example.com',
      subject: 'Your NetWorth sign-in link',
      links: [link],
    });
  });

  it('leaves the link out of the log when APP_URL is not localhost and the log was not chosen (issue 11, item 4; docs/security.md R31)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'networth-outbox-'));
    const lines: string[] = [];
    const config = testConfig({ dataDir, smtpUrl: undefined, appUrl: 'https://nw.example.com' });
    const mailer = createMailer(config, recordingLog(lines));
    const link = 'https://nw.example.com/auth/verify?token=secret-token&email=a%40example.com';
    await mailer.send('a@example.com', magicLinkMail({ link, minutes: 15 }));
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain('secret-token');
    const optedIn: string[] = [];
    await createMailer({ ...config, mailTransport: 'log' }, recordingLog(optedIn)).send(
      'a@example.com',
      magicLinkMail({ link, minutes: 15 }),
    );
    expect(optedIn[0]).toContain(link);
  });

  it(`keeps only the newest ${OUTBOX_KEEP} mails, oldest first when read`, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'networth-outbox-'));
    const mailer = createMailer(testConfig({ dataDir, smtpUrl: undefined }), recordingLog([]));
    for (let i = 0; i < OUTBOX_KEEP + 5; i += 1) {
      await mailer.send(`p${i}@example.com`, securityNoticeMail({ kind: 'two_factor_enabled' }));
    }
    expect(readdirSync(outboxDir(dataDir))).toHaveLength(OUTBOX_KEEP);
    const all = readOutbox(dataDir);
    expect(all[0]?.to).toBe('p5@example.com');
    expect(all.at(-1)?.to).toBe(`p${OUTBOX_KEEP + 4}@example.com`);
  });
});

describe('templates', () => {
  it('escape what goes into HTML', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    const mail = magicLinkMail({ link: 'http://h/auth/verify?token=a&email=b"><script>', minutes: 15 });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('token=a&amp;email=b&quot;&gt;&lt;script&gt;');
    expect(mail.text).toContain('http://h/auth/verify?token=a&email=b"><script>');
  });

  it('say how many backup codes remain', () => {
    expect(securityNoticeMail({ kind: 'backup_code_used', remaining: 7 }).text).toContain(
      '7 unused codes remain',
    );
  });
});
