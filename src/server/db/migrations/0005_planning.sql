-- Planning (issue 12): one note per user and month on cash_flow_projections, one item per category in a budget.
DROP INDEX IF EXISTS "cash_flow_projections_user_idx";
--> statement-breakpoint
CREATE UNIQUE INDEX "cash_flow_projections_user_month_uq" ON "cash_flow_projections" USING btree ("user_id","projection_date");
--> statement-breakpoint
CREATE UNIQUE INDEX "budget_items_budget_category_uq" ON "budget_items" USING btree ("budget_id","category_id") WHERE "category_id" IS NOT NULL;
