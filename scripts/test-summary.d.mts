export type E2eGate = { run: true } | { run: false; exitCode: 0 | 1; skipped: number; message: string };

export function e2eGate(input: {
  chromium: string | undefined;
  skip: string | null;
  journeys: number | null;
}): E2eGate;

export function journeysListed(stdout: string | null | undefined): number | null;

export interface VitestReport {
  numPassedTests?: number;
  numFailedTests?: number;
  numPendingTests?: number;
  numTodoTests?: number;
}
export interface PlaywrightReport {
  stats?: { expected?: number; unexpected?: number; flaky?: number; skipped?: number };
}

export function summarize(input: {
  vitest: VitestReport | null;
  e2e: PlaywrightReport | null;
  vitestStatus: number;
  e2eStatus: number;
}): { passed: number; failed: number; skipped: number; exitCode: 0 | 1; line: string };
