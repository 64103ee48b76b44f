import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';

// The e2e server has no SMTP_URL, so every email lands in its development outbox: one JSON file per
// mail under DATA_DIR/outbox (src/server/mail/outbox.ts). playwright.config.ts puts the server's
// DATA_DIR in E2E_DATA_DIR for the test process. There is no HTTP endpoint for this, on purpose.

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
  createdAt: string;
}

function outboxDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (run the journeys through scripts/e2e.mjs)');
  return join(dataDir, 'outbox');
}

/** Every mail to this address, oldest first. */
export function mailsTo(email: string): OutboxMail[] {
  let files: string[];
  try {
    files = readdirSync(outboxDir()).filter((f) => f.endsWith('.json'));
  } catch {
    return [];
  }
  return files
    .sort()
    .map((f) => JSON.parse(readFileSync(join(outboxDir(), f), 'utf8')) as OutboxMail)
    .filter((m) => m.to === email.trim().toLowerCase());
}

/**
 * The sign-in link of the newest sign-in mail to this address, waiting for it to arrive. Pass the
 * number of sign-in mails seen before the request (`signInMailCount`) to be sure the link is new.
 */
export async function lastMagicLink(email: string, after = 0, timeoutMs = 10_000): Promise<string> {
  await expect
    .poll(() => signInLinks(email).length, {
      message: `no new sign-in mail for ${email} in the outbox`,
      timeout: timeoutMs,
    })
    .toBeGreaterThan(after);
  return signInLinks(email).at(-1) ?? '';
}

export function signInMailCount(email: string): number {
  return signInLinks(email).length;
}

function signInLinks(email: string): string[] {
  return mailsTo(email)
    .map((m) => m.links.find((l) => l.includes('/auth/verify?')))
    .filter((l): l is string => Boolean(l));
}
