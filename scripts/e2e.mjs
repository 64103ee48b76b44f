// Runs the Playwright journeys against a fresh build. Needs Chromium: CHROMIUM_PATH, or Debian's
// /usr/bin/chromium (`apt-get install -y chromium`). In CI a missing browser fails the run; on a
// laptop without one the journeys are reported as not run, loudly, instead of failing `npm test`.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
  Boolean,
);
const chromium = candidates.find((p) => existsSync(p));

if (!chromium) {
  const message =
    "Browser journeys NOT RUN: no Chromium found (install Debian's chromium or set CHROMIUM_PATH).";
  if (process.env.CI) {
    console.error(message);
    process.exit(1);
  }
  console.warn(`\n*** ${message} ***\n`);
  process.exit(0);
}

// Each run builds into its own folder and port, so parallel runs never serve each other's files.
const port = process.env.E2E_PORT ?? '5180';
const buildDir = join(root, '.e2e-build', port);
const { buildAll } = await import('./build.mjs');
await buildAll(buildDir);

const result = spawnSync(
  process.execPath,
  [
    join(root, 'node_modules/@playwright/test/cli.js'),
    'test',
    `--output=${join(buildDir, 'test-results')}`,
    ...process.argv.slice(2),
  ],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      CHROMIUM_PATH: chromium,
      E2E_PORT: port,
      E2E_BUILD_DIR: buildDir,
      PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    },
  },
);
process.exit(result.status ?? 1);
