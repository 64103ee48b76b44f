import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { journalEntries, journalEntryLines, users } from '../db/schema';
import { AFTER_JOURNAL, BACKUP_TABLES } from './tables';

// The complete JSON backup: every table of the user's books (docs/decisions/057), journal entries
// with their lines, and a format version a restore checks first.

export const BACKUP_FORMAT = 'networth-backup';
export const BACKUP_VERSION = 1;

export interface BackupEntry {
  id: string;
  entryDate: string;
  description: string;
  reference: string | null;
  kind: string;
  transactionId: string | null;
  loanId: string | null;
  loanPeriod: number | null;
  /** Orders entries within a date (with the id); kept so a restored journal lists the same way. */
  createdAt: string;
  lines: { accountId: string; debit: string; credit: string }[];
}

export interface Backup {
  format: typeof BACKUP_FORMAT;
  version: number;
  exportedAt: string;
  /** Who it was exported for (informational; a restore never reads it). */
  email: string;
  tables: Record<string, Record<string, unknown>[]>;
  journal: BackupEntry[];
}

function serialise(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (key === 'userId') continue;
    out[key] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

export async function journalOf(db: Db, userId: string): Promise<BackupEntry[]> {
  const entries = await db
    .select()
    .from(journalEntries)
    .where(eq(journalEntries.userId, userId))
    .orderBy(asc(journalEntries.seq));
  const lines = [];
  for (let i = 0; i < entries.length; i += 5_000) {
    const ids = entries.slice(i, i + 5_000).map((e) => e.id);
    lines.push(
      ...(await db
        .select()
        .from(journalEntryLines)
        .where(and(inArray(journalEntryLines.journalEntryId, ids)))
        .orderBy(asc(journalEntryLines.journalEntryId), asc(journalEntryLines.id))),
    );
  }
  const byEntry = new Map<string, BackupEntry['lines']>();
  for (const line of lines) {
    const list = byEntry.get(line.journalEntryId) ?? [];
    list.push({ accountId: line.accountId, debit: line.debit, credit: line.credit });
    byEntry.set(line.journalEntryId, list);
  }
  return entries.map((e) => ({
    id: e.id,
    entryDate: e.entryDate,
    description: e.description,
    reference: e.reference,
    kind: e.kind,
    transactionId: e.transactionId,
    loanId: e.loanId,
    loanPeriod: e.loanPeriod,
    createdAt: e.createdAt.toISOString(),
    lines: byEntry.get(e.id) ?? [],
  }));
}

export async function exportBackup(db: Db, userId: string, now: Date): Promise<Backup> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  const tables: Backup['tables'] = {};
  for (const spec of [...BACKUP_TABLES, ...AFTER_JOURNAL]) {
    tables[spec.name] = (await spec.rows(db, userId)).map(serialise);
  }
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt: now.toISOString(),
    email: user?.email ?? '',
    tables,
    journal: await journalOf(db, userId),
  };
}
