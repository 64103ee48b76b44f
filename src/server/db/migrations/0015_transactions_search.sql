-- Search over transactions (issue 23, decision 135): a substring of the description, whatever the case
-- and accents, answered by a trigram index on the folded text (src/server/db/search-fold.ts holds the
-- same expression the queries use). pg_trgm ships with PostgreSQL's contrib and with PGlite, which loads
-- it when the database is opened (src/server/db/client.ts). No pending list (fastupdate off): each search
-- would otherwise scan it row by row until a vacuum merged it, and the embedded database has no autovacuum.

CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "transactions_search_idx" ON "transactions" USING gin (lower(translate("description", 'ÀÁÂÃÄÅĀĂĄàáâãäåāăąÇĆČçćčĎďÈÉÊËĒĖĘĚèéêëēėęěĞğÌÍÎÏĪĮìíîïīįŁłÑŃŇñńňÒÓÔÕÖØŌŐòóôõöøōőŘřŚŠŞśšşŤťÙÚÛÜŪŮŰùúûüūůűÝŸýÿŹŻŽźżž', 'AAAAAAAAAaaaaaaaaaCCCcccDdEEEEEEEEeeeeeeeeGgIIIIIIiiiiiiLlNNNnnnOOOOOOOOooooooooRrSSSsssTtUUUUUUUuuuuuuuYYyyZZZzzz')) gin_trgm_ops) WITH (fastupdate=false);
