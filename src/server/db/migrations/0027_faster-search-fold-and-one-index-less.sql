-- An import writes fewer index entries (issue 28, decision 168):
-- - The lines' index on the account alone goes: the index on account, date and sequence serves every
--   lookup by account, and each line wrote both.
-- - The search indexes fold a text of one byte per letter with lower() alone: it has no accented
--   letter, and translate() looked up each letter of every description in the accented list.
DROP INDEX "journal_lines_account_idx";--> statement-breakpoint
DROP INDEX "transactions_search_idx";--> statement-breakpoint
DROP INDEX "transactions_notes_search_idx";--> statement-breakpoint
CREATE INDEX "transactions_search_idx" ON "transactions" USING gin ((case when octet_length("description") = char_length("description") then lower("description") else lower(translate("description", 'ÀÁÂÃÄÅĀĂĄàáâãäåāăąÇĆČçćčĎďÈÉÊËĒĖĘĚèéêëēėęěĞğÌÍÎÏĪĮìíîïīįŁłÑŃŇñńňÒÓÔÕÖØŌŐòóôõöøōőŘřŚŠŞśšşŤťÙÚÛÜŪŮŰùúûüūůűÝŸýÿŹŻŽźżž', 'AAAAAAAAAaaaaaaaaaCCCcccDdEEEEEEEEeeeeeeeeGgIIIIIIiiiiiiLlNNNnnnOOOOOOOOooooooooRrSSSsssTtUUUUUUUuuuuuuuYYyyZZZzzz')) end) gin_trgm_ops) WITH (fastupdate=true,gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "transactions_notes_search_idx" ON "transactions" USING gin ((case when octet_length("notes") = char_length("notes") then lower("notes") else lower(translate("notes", 'ÀÁÂÃÄÅĀĂĄàáâãäåāăąÇĆČçćčĎďÈÉÊËĒĖĘĚèéêëēėęěĞğÌÍÎÏĪĮìíîïīįŁłÑŃŇñńňÒÓÔÕÖØŌŐòóôõöøōőŘřŚŠŞśšşŤťÙÚÛÜŪŮŰùúûüūůűÝŸýÿŹŻŽźżž', 'AAAAAAAAAaaaaaaaaaCCCcccDdEEEEEEEEeeeeeeeeGgIIIIIIiiiiiiLlNNNnnnOOOOOOOOooooooooRrSSSsssTtUUUUUUUuuuuuuuYYyyZZZzzz')) end) gin_trgm_ops) WITH (fastupdate=true,gin_pending_list_limit=64) WHERE "transactions"."notes" is not null;