-- Issue 21 (docs/decisions/130 and 131): the payment rounding and the payoff by an extra changed, and a
-- loan stored under the older rules is re-derived when its payments are next brought current. Marking
-- every user's books as not yet current makes that happen on the first read after this release rather
-- than the next day.
UPDATE "ledger_state" SET "posted_through" = NULL;
