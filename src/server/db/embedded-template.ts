import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPglite } from './client';
import { runMigrations } from './migrate';

// A new embedded data directory starts as a copy of a template made once by the build (an initdb'd,
// migrated, cleanly closed PGlite directory), so a first start never runs initdb: it costs a file copy
// instead of seconds of CPU and a second WebAssembly instance (decision 046).

/** The template beside the server bundle: <build>/server/main.js → <build>/pglite-template. */
export function defaultTemplateDir(): string {
  return join(dirname(fileURLToPath(import.meta.url)), '../pglite-template');
}

const isDatabaseDir = (dir: string) => existsSync(join(dir, 'PG_VERSION'));

/**
 * Makes `dir` a copy of the template when it holds no database yet and a template exists. The copy
 * goes to a sibling folder first and is renamed into place, so a crash halfway leaves no half
 * directory. Returns whether it copied.
 */
export function seedFromTemplate(dir: string, templateDir = defaultTemplateDir()): boolean {
  if (isDatabaseDir(dir) || !isDatabaseDir(templateDir)) return false;
  if (existsSync(dir)) {
    // Something else is there (e.g. an initdb that was cut short): leave it to PGlite.
    if (readdirSync(dir).length > 0) return false;
    rmSync(dir, { recursive: true });
  }
  mkdirSync(dirname(dir), { recursive: true });
  const staging = `${dir}.seeding-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  cpSync(templateDir, staging, { recursive: true });
  renameSync(staging, dir);
  return true;
}

/** Builds the template into `templateDir` (replacing it): initdb, every migration, a clean close. */
export async function buildTemplate(templateDir: string): Promise<void> {
  const staging = `${templateDir}.building-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  const database = await openPglite(staging);
  try {
    await runMigrations(database);
  } finally {
    await database.close();
  }
  rmSync(templateDir, { recursive: true, force: true });
  renameSync(staging, templateDir);
}
