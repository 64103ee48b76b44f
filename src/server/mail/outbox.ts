import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// The development outbox: with no SMTP_URL every email is written here as one JSON file, so a
// person (or the e2e journeys, through e2e/helpers/mail.ts) can open the link. It is never served
// over HTTP. Only the most recent messages are kept.

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Links found in the text, in order (the sign-in link first). */
  links: string[];
  createdAt: string;
}

export const OUTBOX_KEEP = 200;
let sequence = 0;

export function outboxDir(dataDir: string): string {
  return join(dataDir, 'outbox');
}

export function writeOutboxMessage(dataDir: string, message: OutboxMessage): string {
  const dir = outboxDir(dataDir);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  sequence = (sequence + 1) % 1_000_000;
  const name = `${Date.now().toString().padStart(15, '0')}-${String(sequence).padStart(6, '0')}-${randomBytes(3).toString('hex')}.json`;
  writeFileSync(join(dir, name), JSON.stringify(message, null, 2), { mode: 0o600 });
  prune(dir);
  return name;
}

function prune(dir: string): void {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  for (const old of files.slice(0, Math.max(0, files.length - OUTBOX_KEEP))) {
    rmSync(join(dir, old), { force: true });
  }
}

/** Messages oldest first. */
export function readOutbox(dataDir: string): OutboxMessage[] {
  const dir = outboxDir(dataDir);
  let files: string[];
  try {
    files = readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort();
  } catch {
    return [];
  }
  return files.map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as OutboxMessage);
}

export function linksIn(text: string): string[] {
  return text.match(/https?:\/\/[^\s<>"']+/g) ?? [];
}
