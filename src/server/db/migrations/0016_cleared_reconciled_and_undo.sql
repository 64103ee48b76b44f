-- Transactions as people use them (issue 23, decisions 138 and 139): a transaction is cleared when the
-- bank has it and reconciled once a statement agreed with it; a delete or bulk change keeps what it
-- removed or changed for a while, so it can be undone.

ALTER TABLE "transactions" ADD COLUMN "cleared" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "reconciled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE TABLE "transaction_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"undone_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "transaction_changes" ADD CONSTRAINT "transaction_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transaction_changes_user_idx" ON "transaction_changes" USING btree ("user_id","created_at");
