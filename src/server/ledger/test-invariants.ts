// The books' invariants, read straight from the database for every account of every user: each entry
// balances in each currency (decision 147), each cached balance (and line count) equals its account's lines,
// and so do the totals per account and day, with their line counts (decisions 161 and 166).
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../db/client';

export async function ledgerViolations(
  db: Db,
): Promise<{ unbalanced: unknown[]; drifted: unknown[]; totalsOff: unknown[] }> {
  const unbalanced = await db.execute(sql`
    select e.id, l.currency, coalesce(sum(l.debit - l.credit), 0)::text as diff
    from journal_entries e left join journal_entry_lines l on l.journal_entry_id = e.id
    group by e.id, l.currency having coalesce(sum(l.debit - l.credit), 0) <> 0`);
  const drifted = await db.execute(sql`
    select a.id, a.account_name, a.current_balance::text as cached, coalesce(s.net, 0)::text as lines,
      a.line_count as "lineCount", coalesce(s.n, 0) as "linesCounted"
    from accounts a left join (
      select account_id, sum(debit - credit) as net, count(*)::bigint as n from journal_entry_lines group by account_id
    ) s on s.account_id = a.id
    where a.current_balance <> case when a.normal_balance = 'debit' then coalesce(s.net, 0) else -coalesce(s.net, 0) end
      or a.line_count <> coalesce(s.n, 0)`);
  // The totals per account and day (decisions 161 and 166) against their lines.
  const totalsOff = await db.execute(sql`
    with lines as (
      select l.account_id, l.entry_date, l.currency, l.entry_kind, sum(l.debit - l.credit) as net,
        count(*) as n
      from journal_entry_lines l
      group by l.account_id, l.entry_date, l.currency, l.entry_kind)
    select coalesce(t.account_id, s.account_id) as account_id, coalesce(t.entry_date, s.entry_date)::text as day,
      t.net::text as kept, s.net::text as lines
    from ledger_account_daily_totals t full join lines s on s.account_id = t.account_id
      and s.entry_date = t.entry_date and s.currency = t.currency and s.entry_kind = t.entry_kind
    where coalesce(t.net, 0) <> coalesce(s.net, 0) or coalesce(t.lines, 0) <> coalesce(s.n, 0)`);
  const rows = (r: unknown) => ((r as { rows?: unknown[] }).rows ?? (r as unknown[])) as unknown[];
  return { unbalanced: rows(unbalanced), drifted: rows(drifted), totalsOff: rows(totalsOff) };
}

export async function expectBooksHold(db: Db): Promise<void> {
  const { unbalanced, drifted, totalsOff } = await ledgerViolations(db);
  expect(unbalanced, 'unbalanced entries').toEqual([]);
  expect(drifted, 'cached balances that differ from their lines').toEqual([]);
  expect(totalsOff, 'daily account totals that differ from their lines').toEqual([]);
}

/**
 * The message the database refused `work` with (the innermost cause, past the driver's wrappers);
 * throws when the database accepted it.
 */
export async function refusedBy(work: () => Promise<unknown>): Promise<string> {
  try {
    await work();
  } catch (error) {
    let e: unknown = error;
    while (e && typeof e === 'object' && 'cause' in e && (e as { cause?: unknown }).cause)
      e = (e as { cause: unknown }).cause;
    return String((e as Error).message ?? e);
  }
  throw new Error('the database accepted it');
}
