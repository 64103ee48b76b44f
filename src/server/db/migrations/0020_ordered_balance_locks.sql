-- Concurrent posts no longer deadlock (issue 28). The trigger that moves cached balances updated the
-- accounts a statement touched in whatever order its join produced: two expenses from the same account
-- into the same category could lock the account and the category's account in opposite orders, and
-- PostgreSQL aborted one with "deadlock detected". Every touched account is now locked first, in id
-- order, so concurrent writers queue instead.
CREATE OR REPLACE FUNCTION "ledger_lines_move_balances"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM 1 FROM accounts WHERE id IN (SELECT account_id FROM new_lines) ORDER BY id FOR UPDATE;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM 1 FROM accounts WHERE id IN (SELECT account_id FROM old_lines) ORDER BY id FOR UPDATE;
  ELSE
    PERFORM 1 FROM accounts
      WHERE id IN (SELECT account_id FROM new_lines UNION SELECT account_id FROM old_lines)
      ORDER BY id FOR UPDATE;
  END IF;
  IF TG_OP = 'INSERT' OR TG_OP = 'UPDATE' THEN
    UPDATE accounts a SET current_balance = a.current_balance + d.delta
    FROM (SELECT n.account_id, sum(n.debit - n.credit) AS delta FROM new_lines n GROUP BY n.account_id) d
    WHERE a.id = d.account_id AND d.delta <> 0 AND a.normal_balance = 'debit';
    UPDATE accounts a SET current_balance = a.current_balance - d.delta
    FROM (SELECT n.account_id, sum(n.debit - n.credit) AS delta FROM new_lines n GROUP BY n.account_id) d
    WHERE a.id = d.account_id AND d.delta <> 0 AND a.normal_balance <> 'debit';
  END IF;
  IF TG_OP = 'DELETE' OR TG_OP = 'UPDATE' THEN
    UPDATE accounts a SET current_balance = a.current_balance - d.delta
    FROM (SELECT o.account_id, sum(o.debit - o.credit) AS delta FROM old_lines o GROUP BY o.account_id) d
    WHERE a.id = d.account_id AND d.delta <> 0 AND a.normal_balance = 'debit';
    UPDATE accounts a SET current_balance = a.current_balance + d.delta
    FROM (SELECT o.account_id, sum(o.debit - o.credit) AS delta FROM old_lines o GROUP BY o.account_id) d
    WHERE a.id = d.account_id AND d.delta <> 0 AND a.normal_balance <> 'debit';
  END IF;
  RETURN NULL;
END $$;
