// Page weight as a browser pays it: every JavaScript and CSS response Chromium fetches from the
// navigation until the page has settled (3 s after the load event), lazily loaded chunks included,
// plus the scripts and styles the HTML carries inline, each gzipped (level 9). Landing page signed
// out; portfolio signed in with a seeded household (docs/decisions/042, 070). WEIGHT_FILES=1 lists
// the files.
import { gzipSync } from 'node:zlib';
import { type BrowserContext, chromium, type Response } from '@playwright/test';
import { CHROMIUM_PATH, seedHousehold, signIn, startBuiltApp } from './harness/built-app';
import { report } from './targets';

const SETTLE_MS = 3000;

interface Part {
  name: string;
  gzip: number;
  /** Bytes on the wire for a file; 0 for inline content (it travels inside the HTML). */
  transferred: number;
}

const isAsset = (response: Response): boolean => {
  const type = response.request().resourceType();
  const contentType = response.headers()['content-type'] ?? '';
  return (
    type === 'script' ||
    type === 'stylesheet' ||
    /javascript|text\/css/.test(contentType) ||
    /\.(m?js|css)(\?|$)/.test(response.url())
  );
};

/** The bodies of a page's inline <script> (no src) and <style> elements. */
function inlineParts(html: string): { kind: 'script' | 'style'; body: string }[] {
  const parts: { kind: 'script' | 'style'; body: string }[] = [];
  for (const [, tag, attributes, body] of html.matchAll(/<(script|style)\b([^>]*)>([\s\S]*?)<\/\1>/gi)) {
    if (!body || (tag === 'script' && /\bsrc\s*=/i.test(attributes ?? ''))) continue;
    parts.push({ kind: tag === 'style' ? 'style' : 'script', body });
  }
  return parts;
}

async function measure(response: Response): Promise<Part[]> {
  try {
    const body = await response.body();
    if (response.request().resourceType() === 'document') {
      return inlineParts(body.toString('utf8')).map(({ kind, body: inline }) => ({
        name: `inline <${kind}> in ${response.url()}`,
        gzip: gzipSync(inline, { level: 9 }).length,
        transferred: 0,
      }));
    }
    if (!isAsset(response)) return [];
    const sizes = await response.request().sizes();
    return [
      {
        name: response.url(),
        gzip: gzipSync(body, { level: 9 }).length,
        transferred: sizes.responseBodySize,
      },
    ];
  } catch {
    return [];
  }
}

async function weigh(context: BrowserContext, url: string): Promise<Part[]> {
  const page = await context.newPage();
  const pending: Promise<Part[]>[] = [];
  page.on('response', (response) => pending.push(measure(response)));
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(SETTLE_MS);
  const parts = (await Promise.all(pending)).flat();
  await page.close();
  if (process.env.WEIGHT_FILES)
    for (const part of parts) console.log(`  ${(part.gzip / 1024).toFixed(1).padStart(6)} KB ${part.name}`);
  return parts;
}

function reportWeight(page: string, parts: Part[], target: number): void {
  const kb = (bytes: number) => bytes / 1024;
  const files = parts.filter((p) => !p.name.startsWith('inline')).length;
  const inline = parts.length - files;
  report(
    `${page}: JS+CSS gzip until settled (${files} files, ${inline} inline; ` +
      `${kb(parts.reduce((sum, p) => sum + p.transferred, 0)).toFixed(1)} KB on the wire)`,
    kb(parts.reduce((sum, p) => sum + p.gzip, 0)),
    '<=',
    target,
    'KB',
  );
}

const app = await startBuiltApp();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox'] });
try {
  const visitor = await browser.newContext();
  reportWeight('landing', await weigh(visitor, `${app.baseUrl}/`), 100);
  await visitor.close();

  const member = await browser.newContext();
  await signIn(app, member.request, 'weight@example.com');
  await seedHousehold(app, member.request);
  reportWeight('portfolio', await weigh(member, `${app.baseUrl}/portfolio`), 180);
  await member.close();
} finally {
  await browser.close();
  await app.stop();
}
