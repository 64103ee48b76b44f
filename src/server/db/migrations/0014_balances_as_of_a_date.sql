-- Balances as of a date (issue 21, decisions 125 and 126). An assertion is a value the user set
-- ('balance') or a valuation of a house, car or investment ('valuation', adjusted against unrealized
-- gains). Each account's earliest assertion now owns its opening entry, dated on the account's start.

ALTER TABLE "balance_assertions" ADD COLUMN "kind" text DEFAULT 'balance' NOT NULL;--> statement-breakpoint
-- A value stated for today covers the entries of that day recorded so far (created up to this instant).
ALTER TABLE "balance_assertions" ADD COLUMN "through_at" timestamp with time zone;--> statement-breakpoint

-- An account opened before this migration has a plain opening entry and, maybe, later assertions.
-- Its earliest opening entry becomes the adjustment of an assertion on that entry's date, holding the
-- balance the account had just after it (entries recorded later that day stay on top, as they did):
-- nothing moves now, and the next posting dated on or before it dates the opening on the account's
-- start (decision 125). Accounts that already have an assertion on or before that date keep theirs.
INSERT INTO "balance_assertions" ("user_id", "account_id", "assert_date", "balance", "journal_entry_id", "kind", "through_at")
SELECT o."user_id", o."account_id", o."entry_date",
	(SELECT CASE WHEN a."normal_balance" = 'debit'
			THEN coalesce(sum(l."debit" - l."credit"), 0)
			ELSE coalesce(sum(l."credit" - l."debit"), 0) END
		FROM "journal_entry_lines" l
		WHERE l."account_id" = o."account_id"
			AND (l."entry_date" < o."entry_date" OR (l."entry_date" = o."entry_date" AND EXISTS (
				SELECT 1 FROM "journal_entries" x
				WHERE x."id" = l."journal_entry_id" AND x."created_at" <= o."created_at")))),
	o."entry_id", 'balance', o."created_at"
FROM (
	SELECT DISTINCT ON (l."account_id") e."user_id", l."account_id", e."entry_date", e."id" AS "entry_id", e."created_at"
	FROM "journal_entries" e
	JOIN "journal_entry_lines" l ON l."journal_entry_id" = e."id"
	JOIN "accounts" acc ON acc."id" = l."account_id" AND acc."system_key" IS NULL
	WHERE e."kind" = 'opening'
	ORDER BY l."account_id", e."entry_date", e."seq"
) o
JOIN "accounts" a ON a."id" = o."account_id"
WHERE NOT EXISTS (
	SELECT 1 FROM "balance_assertions" b
	WHERE b."account_id" = o."account_id" AND b."assert_date" <= o."entry_date"
);
