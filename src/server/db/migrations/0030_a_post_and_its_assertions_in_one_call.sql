-- A post's entries, their lines and the lock on its accounts' balance assertions in one call (issue 28,
-- decision 181): the insert that src/server/ledger/insert-entries.ts sent as one statement, then, once
-- its lines have moved (and so locked) their accounts, the read of those accounts' assertions that
-- src/server/ledger/assertions.ts sent as another. The locks are taken in the same order as before,
-- accounts then assertions, but without a round trip to the app while the accounts are held.
--
-- p_entries and p_lines are the rows as JSON, one array each; an entry already there (the same loan
-- period or transaction) is not inserted, nor are its lines. Answers {"ids": [...], "assertions": [...]}:
-- the ids inserted, and with p_lock_assertions the assertions of the accounts their lines touch, locked,
-- by account then date.
create or replace function post_journal_entries(
  p_user uuid,
  p_entries jsonb,
  p_lines jsonb,
  p_lock_assertions boolean
) returns jsonb
language plpgsql as $$
declare
  inserted jsonb;
  touched uuid[];
  held jsonb := '[]'::jsonb;
begin
  -- Every entry's lines are in the one insert below: each entry is checked balanced once, at its end
  -- (migration 0023). The setting lasts to the transaction's end.
  perform set_config('networth.whole_entries', 'on', true);
  -- seq in the order given (the sort runs before nextval); an opening sorts first with seq 0
  -- (decision 125); the sequence is looked up once, not in the catalog for every row (decision 159);
  -- created_at is the moment of the insert (entries that waited for a lock list in the order applied),
  -- or the time a restore keeps.
  with entries as (
    insert into journal_entries
      (id, user_id, entry_date, description, reference, kind, transaction_id, loan_id, loan_period, seq,
        created_at)
    select e.id, p_user, e.entry_date, e.description, e.reference, e.kind, e.transaction_id,
      e.loan_id, e.loan_period,
      case when e.first then 0 else nextval((select pg_get_serial_sequence('journal_entries', 'seq')::regclass)) end,
      coalesce(e.created_at, clock_timestamp())
    from jsonb_to_recordset(p_entries) as e(
      n integer, id uuid, entry_date date, description text, reference text, kind text, transaction_id uuid,
      loan_id uuid, loan_period integer, first boolean, created_at timestamptz)
    order by e.n
    on conflict do nothing
    returning id, entry_date, kind, seq),
  lines as (
    insert into journal_entry_lines
      (id, journal_entry_id, account_id, debit, credit, entry_date, entry_seq, currency, entry_kind)
    select l.id, e.id, l.account, l.debit, l.credit, e.entry_date, e.seq, l.currency, e.kind
    from entries e
      join jsonb_to_recordset(p_lines) as l(
        id uuid, entry uuid, account uuid, debit numeric, credit numeric, currency text) on l.entry = e.id
    returning account_id)
  select coalesce((select jsonb_agg(id) from entries), '[]'::jsonb),
    -- Grouped, not distinct: a hash of the few accounts, not a sort of every line.
    (select array_agg(account_id) from (select account_id from lines group by account_id) touched_accounts)
  into inserted, touched;
  -- The insert's statement triggers have moved the accounts' balances, so this transaction holds
  -- their rows: the assertions are locked after them, in a fixed order, as every writer does.
  if p_lock_assertions and touched is not null then
    select coalesce(jsonb_agg(jsonb_build_object(
        'id', a.id, 'accountId', a.account_id, 'assertDate', a.assert_date::text, 'balance', a.balance::text,
        'kind', a.kind, 'throughAt', a.through_at, 'journalEntryId', a.journal_entry_id)
        order by a.account_id, a.assert_date), '[]'::jsonb)
    into held
    from (select * from balance_assertions b
      where b.user_id = p_user and b.account_id = any(touched)
      order by b.account_id, b.assert_date
      for update) a;
  end if;
  return jsonb_build_object('ids', inserted, 'assertions', held);
end
$$;
