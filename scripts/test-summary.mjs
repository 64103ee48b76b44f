// The decisions `npm test` makes about what ran (docs/decisions/048), kept apart from the processes it
// starts so they are tested (scripts/test-summary.test.ts): whether the browser journeys run, and the
// closing line with its exit code. A run passes only when every report it needs is there and clean.

/**
 * Whether the journeys run. Without a browser they do not, and the run fails, unless the skip is on
 * purpose (`SKIP_E2E=1`, or `npm test` given Vitest arguments); skipped journeys are counted, so the
 * closing line says how many did not run. A count that cannot be read fails the run too.
 * @param {{ chromium: string | undefined, skip: string | null, journeys: number | null }} input
 */
export function e2eGate({ chromium, skip, journeys }) {
  if (chromium && !skip) return { run: true };
  if (journeys === null) {
    return {
      run: false,
      exitCode: 1,
      skipped: 0,
      message: 'Browser journeys NOT RUN, and they could not be counted (playwright test --list failed).',
    };
  }
  if (skip) {
    return {
      run: false,
      exitCode: 0,
      skipped: journeys,
      message: `*** Browser journeys NOT RUN (${skip}): ${journeys} counted as skipped. ***`,
    };
  }
  return {
    run: false,
    exitCode: 1,
    skipped: journeys,
    message:
      "Browser journeys NOT RUN: no Chromium found (install Debian's chromium or set CHROMIUM_PATH). " +
      `${journeys} journeys did not run; set SKIP_E2E=1 to skip them on purpose.`,
  };
}

/** The journey count in the output of `playwright test --list`, or null when it has none. */
export function journeysListed(stdout) {
  const total = /Total: (\d+) tests?/.exec(stdout ?? '');
  return total ? Number(total[1]) : null;
}

/**
 * The closing line. A report that is missing (the suite crashed before writing it) or a non-zero exit
 * with no failed test counted is one failure: the run never passes by losing a report.
 * @param {{ vitest: object | null, e2e: object | null, vitestStatus: number, e2eStatus: number }} input
 */
export function summarize({ vitest, e2e, vitestStatus, e2eStatus }) {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  if (vitest) {
    passed += vitest.numPassedTests ?? 0;
    failed += vitest.numFailedTests ?? 0;
    skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
  }
  const stats = e2e?.stats;
  if (stats) {
    passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
    failed += stats.unexpected ?? 0;
    skipped += stats.skipped ?? 0;
  }
  const broken = vitestStatus !== 0 || e2eStatus !== 0 || !vitest || !stats;
  if (broken && failed === 0) failed = 1;
  return {
    passed,
    failed,
    skipped,
    exitCode: broken || failed > 0 ? 1 : 0,
    line: `tests: ${passed} passed, ${failed} failed, ${skipped} skipped`,
  };
}
