import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema and committed; the server applies them at start on
// either driver (PGlite or PostgreSQL), so one dialect and one set of files serve both.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './src/server/db/migrations',
});
