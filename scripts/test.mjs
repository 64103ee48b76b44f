// `npm test`: every suite — unit and API tests (Vitest), then the browser journeys (Playwright) —
// and one closing line with the totals.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

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

const e2eJson = join(out, 'e2e.json');
const e2eStatus =
  extra.length > 0
    ? 0
    : run([join(root, 'scripts/e2e.mjs'), '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson });

let passed = 0;
let failed = 0;
let skipped = 0;
if (existsSync(vitestJson)) {
  const v = JSON.parse(readFileSync(vitestJson, 'utf8'));
  passed += v.numPassedTests ?? 0;
  failed += v.numFailedTests ?? 0;
  skipped += (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0);
}
if (existsSync(e2eJson)) {
  const stats = JSON.parse(readFileSync(e2eJson, 'utf8')).stats ?? {};
  passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  failed += stats.unexpected ?? 0;
  skipped += stats.skipped ?? 0;
}
if (vitestStatus !== 0 && failed === 0) failed = 1;
if (e2eStatus !== 0 && failed === 0) failed = 1;
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(vitestStatus !== 0 || e2eStatus !== 0 ? 1 : 0);
