import { createHash } from 'node:crypto';
import { IMPORT_LIMITS, type ParsedFile } from '../../domain/imports';

// The commit of an import reads the same file the preview just read (decision 159). Parsing is a pure
// function of the file and of what it is given beside it (the options, the remembered mapping, the
// hints), so the preview's result is kept here under a digest of all of them and the commit reuses it.
// Everything that depends on the books (the rules, the duplicate check) is still done again at commit.
// A miss (another instance, a restart, an evicted entry) only parses again.

interface Kept {
  parsed: ParsedFile;
  fellBack: boolean;
  rows: number;
  at: number;
}

/**
 * At most one largest file's rows are kept in all (a few tens of MB at most: decision 046 keeps the
 * server small), and for at most this long.
 */
const MAX_ROWS = IMPORT_LIMITS.rows;
const MAX_AGE_MS = 15 * 60_000;

const kept = new Map<string, Kept>();
let keptRows = 0;

/** The digest of one parse's inputs: the same digest, the same result. */
export function parseKey(userId: string, accountId: string, content: string, inputs: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify([userId, accountId, inputs]))
    .update('\0')
    .update(content)
    .digest('base64url');
}

function drop(key: string): void {
  const entry = kept.get(key);
  if (!entry) return;
  kept.delete(key);
  keptRows -= entry.rows;
}

export function keptParse(
  key: string,
  now = Date.now(),
): { parsed: ParsedFile; fellBack: boolean } | undefined {
  const entry = kept.get(key);
  if (!entry) return undefined;
  if (now - entry.at > MAX_AGE_MS) {
    drop(key);
    return undefined;
  }
  // Most recently used last: eviction takes the oldest first.
  kept.delete(key);
  kept.set(key, entry);
  return { parsed: entry.parsed, fellBack: entry.fellBack };
}

export function keepParse(key: string, parsed: ParsedFile, fellBack: boolean, now = Date.now()): void {
  const rows = parsed.rows.length;
  if (rows > MAX_ROWS) return;
  drop(key);
  kept.set(key, { parsed, fellBack, rows, at: now });
  keptRows += rows;
  for (const oldest of kept.keys()) {
    if (keptRows <= MAX_ROWS) break;
    drop(oldest);
  }
}
