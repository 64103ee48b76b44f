import { createHash } from 'node:crypto';

// Answers of ledger reads, kept per user and URL with the ledger version they were made at
// (decision 047). The version lives in the database (ledger_state.version, moved by triggers in the
// writing transaction), and every request reads it with its session, so an answer is served only
// while it is still the answer, on this instance or any other. Bounded in bytes; the oldest go first.

export interface CachedAnswer {
  version: number;
  /** The answer's JSON, encoded once. */
  body: Buffer;
}

const READ_CACHE_BYTES = 16 * 1024 * 1024;

export class ReadCache {
  private readonly answers = new Map<string, CachedAnswer>();
  private bytes = 0;

  constructor(private readonly maxBytes = READ_CACHE_BYTES) {}

  private static key(userId: string, url: string): string {
    return `${userId} ${url}`;
  }

  /** The answer made at exactly `version`, if any. */
  get(userId: string, url: string, version: number): Buffer | undefined {
    const hit = this.answers.get(ReadCache.key(userId, url));
    return hit?.version === version ? hit.body : undefined;
  }

  set(userId: string, url: string, version: number, body: Buffer): void {
    const key = ReadCache.key(userId, url);
    this.drop(key);
    if (body.length > this.maxBytes / 4) return;
    this.answers.set(key, { version, body });
    this.bytes += body.length;
    for (const oldest of this.answers.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.drop(oldest);
    }
  }

  private drop(key: string): void {
    const old = this.answers.get(key);
    if (!old) return;
    this.bytes -= old.body.length;
    this.answers.delete(key);
  }

  get size(): number {
    return this.answers.size;
  }
}

/**
 * The entity tag of a user's ledger at a version on the user's date. Browsers key their caches by URL,
 * not by who is signed in, so the user is part of the tag: another user's tag never matches.
 */
export function ledgerEtag(userId: string, version: number, today: string): string {
  return `"${createHash('sha256').update(`${userId}:${version}:${today}`).digest('base64url').slice(0, 22)}"`;
}
