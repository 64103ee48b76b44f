// `npm test`: every suite — unit and API tests (Vitest), then the browser journeys (Playwright) —
// and one closing line with the totals (scripts/test-summary.mjs decides it and the exit code).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { summarize } from './test-summary.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = mkdtempSync(join(tmpdir(), 'networth-test-results-'));
const extra = process.argv.slice(2);

const run = (args, env = {}) =>
  spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
    .status ?? 1;

const vitestJson = join(out, 'vitest.json');
const vitestStatus = run([
  join(root, 'node_modules/vitest/vitest.mjs'),
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
  ...extra,
]);

// With Vitest arguments (a project, a file) the journeys are not run, and counted as skipped.
const e2eJson = join(out, 'e2e.json');
const e2eStatus = run([join(root, 'scripts/e2e.mjs'), '--reporter=list,json'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson,
  ...(extra.length > 0
    ? { SKIP_E2E: '1', SKIP_E2E_REASON: `npm test was given Vitest arguments: ${extra.join(' ')}` }
    : {}),
});

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
const summary = summarize({ vitest: read(vitestJson), e2e: read(e2eJson), vitestStatus, e2eStatus });
console.log(`\n${summary.line}`);
process.exit(summary.exitCode);
