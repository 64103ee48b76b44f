import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Journeys drive the real built server on its embedded database in Debian's Chromium; Playwright
// never downloads a browser here (scripts/e2e.mjs finds the executable).
const port = Number(process.env.E2E_PORT ?? 5180);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'networth-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

// Journeys share one server: each signs in as its own user, so two run at once (decision 151). The
// tests of one file stay in order in one worker, except in files that ask for parallel mode.
const workers = Number(process.env.E2E_WORKERS ?? 2);
/** Journeys that read server-wide state (the trollbox's device count and messages). */
const ALONE = /realtime\.spec\.ts$/;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers,
  retries: 0,
  reporter: process.env.CI ? 'list' : [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: ALONE },
    // Runs after every other journey, when nothing else is connected: the trollbox counts the
    // devices of all users (decision 151).
    { name: 'alone', use: { ...devices['Desktop Chrome'] }, testMatch: ALONE, dependencies: ['chromium'] },
  ],
  webServer: {
    command: `node ${join(process.env.E2E_BUILD_DIR ?? 'dist', 'server/main.js')}`,
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_URL: `http://localhost:${port}`,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // Every journey signs in from this one address: per-address limits sized for a whole suite.
      RATE_LIMIT_MAGIC_LINK_PER_IP: '1000',
      RATE_LIMIT_VERIFY_PER_IP: '1000',
    },
  },
});
