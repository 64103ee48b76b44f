// The built app on a fresh embedded database, for measurements made through a real browser (the
// weight benchmark and `npm run audit`): build, start, sign in through the real magic-link routes,
// seed a household through the real API.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { seedHousehold as seedWith } from '../../e2e/helpers/household';
import { freePort, startServer, stopServer, waitFor } from '../lib';

const root = join(import.meta.dirname, '../..');

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface BuiltApp {
  baseUrl: string;
  dataDir: string;
  webDir: string;
  stop(): Promise<void>;
}

/** Builds the current code into a temporary folder and serves it like `npm start` does. */
export async function startBuiltApp(): Promise<BuiltApp> {
  // Inside the project: the server bundle resolves its packages from node_modules.
  const outDir = join(root, '.e2e-build', `built-${process.pid}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'networth-built-data-'));
  const { buildAll } = await import('../../scripts/build.mjs');
  await buildAll(outDir);
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const child: ChildProcess = startServer(join(outDir, 'server/main.js'), {
    PORT: String(port),
    DATA_DIR: dataDir,
    APP_URL: baseUrl,
    NODE_ENV: 'production',
  });
  await waitFor(`${baseUrl}/api/health`, 120_000);
  return {
    baseUrl,
    dataDir,
    webDir: join(outDir, 'web'),
    async stop() {
      await stopServer(child);
      rmSync(outDir, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function signInLinks(dataDir: string, email: string): string[] {
  let files: string[];
  try {
    files = readdirSync(join(dataDir, 'outbox')).filter((f) => f.endsWith('.json'));
  } catch {
    return [];
  }
  return files
    .sort()
    .map(
      (f) => JSON.parse(readFileSync(join(dataDir, 'outbox', f), 'utf8')) as { to: string; links: string[] },
    )
    .filter((m) => m.to === email)
    .map((m) => m.links.find((l) => l.includes('/auth/verify?')))
    .filter((l): l is string => Boolean(l));
}

/** Signs `request` (a browser context's request client, sharing its cookies) in by email link. */
export async function signIn(app: BuiltApp, request: APIRequestContext, email: string): Promise<void> {
  const before = signInLinks(app.dataDir, email).length;
  const sent = await request.post(`${app.baseUrl}/api/auth/magic-link`, {
    data: { email, sessionDuration: '1' },
    headers: { origin: app.baseUrl },
  });
  if (!sent.ok()) throw new Error(`magic link: ${sent.status()} ${await sent.text()}`);
  const deadline = Date.now() + 10_000;
  let links = signInLinks(app.dataDir, email);
  while (links.length <= before) {
    if (Date.now() > deadline) throw new Error(`no sign-in mail for ${email}`);
    await new Promise((r) => setTimeout(r, 50));
    links = signInLinks(app.dataDir, email);
  }
  // The custom header the web app's verify page sends (the API refuses the call without it).
  const verified = await request.get(`${app.baseUrl}/api/auth/verify${new URL(links.at(-1)!).search}`, {
    headers: { 'X-CSRF': '1' },
  });
  if (!verified.ok()) throw new Error(`verify: ${verified.status()} ${await verified.text()}`);
}

/** A seeded household (e2e/helpers/household.ts) for the signed-in `request`. */
export function seedHousehold(app: BuiltApp, request: APIRequestContext): Promise<void> {
  return seedWith(request, app.baseUrl);
}

export const projectRoot = root;
