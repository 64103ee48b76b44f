// Page weight as a browser pays it: every JavaScript and CSS response Chromium fetches from the
// navigation until the page has settled (3 s after the load event), lazily loaded chunks included,
// gzipped. Landing page signed out; portfolio signed in with a seeded household.
import { gzipSync } from 'node:zlib';
import { type BrowserContext, chromium } from '@playwright/test';
import { CHROMIUM_PATH, seedHousehold, signIn, startBuiltApp } from './harness/built-app';

const SETTLE_MS = 3000;
const TARGETS_KB = { landing: 100, portfolio: 180 } as const;

interface Weight {
  files: number;
  gzipBytes: number;
  transferred: number;
}

async function weigh(context: BrowserContext, url: string): Promise<Weight> {
  const page = await context.newPage();
  const pending: Promise<{ gzip: number; transferred: number } | null>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    const contentType = response.headers()['content-type'] ?? '';
    const isAsset =
      type === 'script' ||
      type === 'stylesheet' ||
      /javascript|text\/css/.test(contentType) ||
      /\.(m?js|css)(\?|$)/.test(response.url());
    if (!isAsset) return;
    pending.push(
      (async () => {
        try {
          const body = await response.body();
          const sizes = await response.request().sizes();
          const gzip = gzipSync(body, { level: 9 }).length;
          if (process.env.WEIGHT_FILES)
            console.log(`  ${(gzip / 1024).toFixed(1).padStart(6)} KB ${response.url()}`);
          return { gzip, transferred: sizes.responseBodySize };
        } catch {
          return null;
        }
      })(),
    );
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(SETTLE_MS);
  const sizes = (await Promise.all(pending)).filter((s) => s !== null);
  await page.close();
  return {
    files: sizes.length,
    gzipBytes: sizes.reduce((sum, s) => sum + s.gzip, 0),
    transferred: sizes.reduce((sum, s) => sum + s.transferred, 0),
  };
}

function report(name: keyof typeof TARGETS_KB, weight: Weight): boolean {
  const kb = weight.gzipBytes / 1024;
  const target = TARGETS_KB[name];
  const pass = kb <= target;
  console.log(
    `${name}: JS+CSS ${kb.toFixed(1)} KB gzip over ${weight.files} files until settled ` +
      `(${(weight.transferred / 1024).toFixed(1)} KB on the wire) — target <= ${target} KB: ${pass ? 'PASS' : 'FAIL'}`,
  );
  return pass;
}

const app = await startBuiltApp();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox'] });
let allPass = true;
try {
  const visitor = await browser.newContext();
  allPass = report('landing', await weigh(visitor, `${app.baseUrl}/`)) && allPass;
  await visitor.close();

  const member = await browser.newContext();
  await signIn(app, member.request, 'weight@example.com');
  await seedHousehold(app, member.request);
  allPass = report('portfolio', await weigh(member, `${app.baseUrl}/portfolio`)) && allPass;
  await member.close();
} finally {
  await browser.close();
  await app.stop();
}
process.exit(allPass ? 0 : 1);
