// Runs the Playwright journeys against a fresh build. Needs Chromium: CHROMIUM_PATH, or Debian's
// /usr/bin/chromium (`apt-get install -y chromium`). Without one the run FAILS, so a green `npm test`
// always means the journeys ran; SKIP_E2E=1 skips them on purpose, and they are then counted as
// skipped in the closing line (the JSON report below carries their number).
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { e2eGate, journeysListed } from './test-summary.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cli = join(root, 'node_modules/@playwright/test/cli.js');
// CHROMIUM_PATH, when set, is the only browser tried: pointing at one that is not there fails.
const candidates = process.env.CHROMIUM_PATH
  ? [process.env.CHROMIUM_PATH]
  : ['/usr/bin/chromium', '/usr/bin/chromium-browser'];
const chromium = candidates.find((p) => existsSync(p));

/** How many journeys the selected specs hold (Playwright lists them without a browser); null if unknown. */
function countJourneys() {
  const listed = spawnSync(process.execPath, [cli, 'test', '--list', ...depsArgs, ...specArgs()], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
  return journeysListed(listed.stdout);
}

/** The spec files and filters given on the command line (not the reporter options). */
function specArgs() {
  return process.argv.slice(2).filter((a) => !a.startsWith('--reporter'));
}

// A run narrowed to named spec files runs just those: without --no-deps, naming e2e/realtime.spec.ts
// would first run every journey its `alone` project depends on (playwright.config.ts, decision 151).
const named = specArgs().some((a) => !a.startsWith('-'));
const depsArgs = named ? ['--no-deps'] : [];

const skip = process.env.SKIP_E2E === '1' ? (process.env.SKIP_E2E_REASON ?? 'SKIP_E2E=1') : null;
if (!chromium || skip) {
  const gate = e2eGate({ chromium, skip, journeys: countJourneys() });
  const jsonOut = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME;
  if (jsonOut) {
    writeFileSync(
      jsonOut,
      JSON.stringify({ stats: { expected: 0, unexpected: 0, flaky: 0, skipped: gate.skipped } }),
    );
  }
  if (gate.exitCode === 0) console.warn(`\n${gate.message}\n`);
  else console.error(`\n${gate.message}\n`);
  process.exit(gate.exitCode);
}

// Each run builds into its own folder and port, so parallel runs never serve each other's files.
const port = process.env.E2E_PORT ?? '5180';
const buildDir = join(root, '.e2e-build', port);
const { buildAll } = await import('./build.mjs');
await buildAll(buildDir);

const result = spawnSync(
  process.execPath,
  [cli, 'test', `--output=${join(buildDir, 'test-results')}`, ...depsArgs, ...process.argv.slice(2)],
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
