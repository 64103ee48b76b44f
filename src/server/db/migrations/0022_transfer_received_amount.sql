-- Cross-currency transfers (issue 24, decision 152): a transfer between accounts of two currencies keeps
-- both amounts, what the source sent (`amount`, in its currency) and what the destination received (in
-- its own). Null on every other transaction; when given, it is positive like `amount`.
ALTER TABLE "transactions" ADD COLUMN "received_amount" numeric(15, 2);--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_received_amount_positive" CHECK ("received_amount" IS NULL OR ("type" = 'transfer' AND "received_amount" > 0));
