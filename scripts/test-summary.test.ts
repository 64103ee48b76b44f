import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { e2eGate, journeysListed, summarize } from './test-summary.mjs';

// `npm test` cannot pass by accident (docs/decisions/048): journeys that did not run fail the run or
// are counted as skipped, and the closing line counts every skipped suite.

const root = join(import.meta.dirname, '..');

describe('e2eGate', () => {
  it('runs the journeys when there is a browser and no skip', () => {
    expect(e2eGate({ chromium: '/usr/bin/chromium', skip: null, journeys: 70 })).toEqual({ run: true });
  });

  it('fails without a browser, counting the journeys that did not run', () => {
    expect(e2eGate({ chromium: undefined, skip: null, journeys: 70 })).toMatchObject({
      run: false,
      exitCode: 1,
      skipped: 70,
      message: expect.stringMatching(/no Chromium found.*70 journeys did not run; set SKIP_E2E=1/),
    });
  });

  it('skips on purpose with SKIP_E2E=1, browser or not, and counts them as skipped', () => {
    for (const chromium of [undefined, '/usr/bin/chromium']) {
      expect(e2eGate({ chromium, skip: 'SKIP_E2E=1', journeys: 70 })).toMatchObject({
        run: false,
        exitCode: 0,
        skipped: 70,
        message: expect.stringContaining('NOT RUN (SKIP_E2E=1): 70 counted as skipped'),
      });
    }
  });

  it('fails when the journeys cannot be counted, even when skipping on purpose', () => {
    expect(e2eGate({ chromium: undefined, skip: 'SKIP_E2E=1', journeys: null })).toMatchObject({
      run: false,
      exitCode: 1,
    });
  });

  it('reads the count from playwright test --list', () => {
    expect(journeysListed('  [chromium] › a.spec.ts:3:1 › x\nTotal: 73 tests in 15 files\n')).toBe(73);
    expect(journeysListed('Total: 1 test in 1 file')).toBe(1);
    expect(journeysListed('Error: no tests found')).toBeNull();
    expect(journeysListed(null)).toBeNull();
  });
});

describe('summarize', () => {
  const clean = { numPassedTests: 500, numFailedTests: 0, numPendingTests: 0, numTodoTests: 0 };
  const ran = { stats: { expected: 70, unexpected: 0, flaky: 1, skipped: 0 } };

  it('passes only a clean run, counting flaky journeys as passed', () => {
    expect(summarize({ vitest: clean, e2e: ran, vitestStatus: 0, e2eStatus: 0 })).toEqual({
      passed: 571,
      failed: 0,
      skipped: 0,
      exitCode: 0,
      line: 'tests: 571 passed, 0 failed, 0 skipped',
    });
  });

  it('counts suites skipped for a missing Redis (pending tests) and journeys not run as skipped', () => {
    const withoutRedis = { ...clean, numPendingTests: 6, numTodoTests: 1 };
    const notRun = { stats: { expected: 0, unexpected: 0, flaky: 0, skipped: 70 } };
    expect(summarize({ vitest: withoutRedis, e2e: notRun, vitestStatus: 0, e2eStatus: 0 }).line).toBe(
      'tests: 500 passed, 0 failed, 77 skipped',
    );
  });

  it('fails when journeys did not run without SKIP_E2E, though no test failed', () => {
    const notRun = { stats: { expected: 0, unexpected: 0, flaky: 0, skipped: 70 } };
    expect(summarize({ vitest: clean, e2e: notRun, vitestStatus: 0, e2eStatus: 1 })).toMatchObject({
      failed: 1,
      skipped: 70,
      exitCode: 1,
    });
  });

  it('fails when a report is missing, whatever the exit statuses say', () => {
    expect(summarize({ vitest: null, e2e: ran, vitestStatus: 0, e2eStatus: 0 })).toMatchObject({
      failed: 1,
      exitCode: 1,
    });
    expect(summarize({ vitest: clean, e2e: null, vitestStatus: 0, e2eStatus: 0 })).toMatchObject({
      failed: 1,
      exitCode: 1,
    });
  });

  it('counts failed tests as they are', () => {
    const failing = { ...clean, numFailedTests: 3 };
    expect(summarize({ vitest: failing, e2e: ran, vitestStatus: 1, e2eStatus: 0 })).toMatchObject({
      failed: 3,
      exitCode: 1,
    });
  });
});

describe('scripts/e2e.mjs without a browser', () => {
  const run = (env: Record<string, string>) => {
    const dir = mkdtempSync(join(tmpdir(), 'networth-e2e-gate-'));
    const json = join(dir, 'e2e.json');
    try {
      const { SKIP_E2E: _skip, ...inherited } = process.env;
      const result = spawnSync(process.execPath, ['scripts/e2e.mjs', 'e2e/landing.spec.ts'], {
        cwd: root,
        encoding: 'utf8',
        env: {
          ...inherited,
          CHROMIUM_PATH: join(dir, 'no-chromium'),
          PLAYWRIGHT_JSON_OUTPUT_NAME: json,
          ...env,
        },
      });
      const skipped = (JSON.parse(readFileSync(json, 'utf8')) as { stats: { skipped: number } }).stats
        .skipped;
      return { status: result.status, stderr: result.stderr, skipped };
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };

  it('fails, saying how many journeys did not run, and reports them as skipped', () => {
    const result = run({});
    expect(result.status).toBe(1);
    expect(result.skipped).toBeGreaterThan(0);
    expect(result.stderr).toContain(`${result.skipped} journeys did not run`);
  }, 60_000);

  it('passes with SKIP_E2E=1, the journeys counted as skipped', () => {
    const result = run({ SKIP_E2E: '1' });
    expect(result.status).toBe(0);
    expect(result.skipped).toBeGreaterThan(0);
    expect(result.stderr).toContain('NOT RUN (SKIP_E2E=1)');
  }, 60_000);
});

describe('.ci/run', () => {
  it('exports CI=1 before any suite runs', () => {
    const script = readFileSync(join(root, '.ci/run'), 'utf8');
    const exported = script.indexOf('\nexport CI=1\n');
    expect(exported).toBeGreaterThan(0);
    expect(exported).toBeLessThan(script.indexOf('npm test'));
  });
});
