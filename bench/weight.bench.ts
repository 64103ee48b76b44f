// Page weight as a browser pays it: every JavaScript and CSS response Chromium fetches from the
// navigation until the page has settled (3 s after the load event), lazily loaded chunks included,
// plus the scripts and styles the HTML carries inline, each gzipped (level 9), each file counted once.
// Landing page signed out (target 100 KB); then every signed-in route with a seeded household (every
// portfolio and planning tab, an account page, settings), where the bench also clicks each button
// that opens a dialog or a chart (Add, New, Import, Edit, Schedule…, never Delete) and counts the
// chunks those clicks load (the loan dialog pulls in its chart): target 200 KB a route (issue 28,
// docs/decisions/042, 070). WEIGHT_FILES=1 lists the files; WEIGHT_ROUTES=planning,settings weighs
// only the routes whose path holds one of those words.
import { gzipSync } from 'node:zlib';
import { type BrowserContext, chromium, type Page, type Response } from '@playwright/test';
import { CHROMIUM_PATH, seedHousehold, signIn, startBuiltApp } from './harness/built-app';
import { info, report } from './targets';

const SETTLE_MS = 3000;
const CLICK_SETTLE_MS = 800;
const ROUTE_TARGET_KB = 200;
/** Buttons that open a dialog, a form or a chart; never one that deletes, signs out or revokes. */
const OPENS =
  /^(add|new|import|transfer|reconcile|schedule|edit|record|one-off|create|upload|split|compare|copy|set up|details|view)\b/i;
const NEVER = /delete|remove|sign out|log out|revoke|disable|erase|reset/i;
const MAX_CLICKS = 15;

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
        transferred: Math.max(0, sizes.responseBodySize),
      },
    ];
  } catch {
    return [];
  }
}

const kind = (name: string): string =>
  /^(edit|schedule|view|details|reconcile)\b/i.test(name) ? (name.split(' ')[0] ?? name) : name;

/** Clicks each button of the page that opens something, closing it again; returns their names. */
async function clickOpeners(page: Page, url: string): Promise<string[]> {
  const clicked: string[] = [];
  for (let round = 0; round < MAX_CLICKS; round += 1) {
    const names = await page
      .getByRole('button')
      .evaluateAll((buttons) =>
        buttons
          .filter((b) => (b as HTMLButtonElement).offsetParent !== null && !(b as HTMLButtonElement).disabled)
          .map((b) => (b.getAttribute('aria-label') ?? b.textContent ?? '').trim()),
      );
    // One of each per-item action (Edit, Schedule…): the rows share their dialog's chunks.
    const next = names.find((n) => OPENS.test(n) && !NEVER.test(n) && !clicked.includes(kind(n)));
    if (!next) break;
    clicked.push(kind(next));
    await page
      .getByRole('button', { name: next, exact: true })
      .first()
      .click({ timeout: 5_000 })
      .catch(() => {});
    await page.waitForTimeout(CLICK_SETTLE_MS);
    await page.keyboard.press('Escape');
    await page.waitForTimeout(200);
    if (page.url() !== url) await page.goto(url, { waitUntil: 'load' });
  }
  // A loan's link opens its detail dialog with the schedule chart.
  const loanLink = page.locator('a[href*="?loan="]').first();
  if ((await loanLink.count()) > 0) {
    await loanLink.click({ timeout: 5_000 }).catch(() => {});
    await page.waitForTimeout(CLICK_SETTLE_MS * 2);
    clicked.push('a loan');
  }
  return clicked;
}

async function weigh(context: BrowserContext, url: string, click = false): Promise<Part[]> {
  const page = await context.newPage();
  const pending: Promise<Part[]>[] = [];
  page.on('response', (response) => pending.push(measure(response)));
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(SETTLE_MS);
  if (click) {
    const clicked = await clickOpeners(page, url);
    info(
      `${new URL(url).pathname}: buttons clicked`,
      clicked.length,
      'buttons',
      clicked.join(', ') || 'none',
    );
  }
  // A file fetched again (after a navigation back) is paid once.
  const seen = new Set<string>();
  const parts = (await Promise.all(pending)).flat().filter((p) => !seen.has(p.name) && seen.add(p.name));
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
  const accounts = (await (await member.request.get(`${app.baseUrl}/api/accounts`)).json()) as {
    id: string;
  }[];
  const routes = [
    '/portfolio',
    '/portfolio/assets',
    '/portfolio/liabilities',
    '/portfolio/income',
    '/portfolio/expenses',
    '/portfolio/transactions',
    '/portfolio/home-purchase',
    `/portfolio/accounts/${accounts[0]?.id ?? 'none'}`,
    '/planning',
    '/planning/loans',
    '/planning/budgets',
    '/planning/cash-flow',
    '/planning/analytics',
    '/settings',
  ];
  const only = process.env.WEIGHT_ROUTES?.split(',');
  for (const route of routes) {
    if (only && !only.some((word) => route.includes(word))) continue;
    const label = route.startsWith('/portfolio/accounts/') ? '/portfolio/accounts/:id' : route;
    reportWeight(
      `${label}, on-click chunks included`,
      await weigh(member, `${app.baseUrl}${route}`, true),
      ROUTE_TARGET_KB,
    );
  }
  await member.close();
} finally {
  await browser.close();
  await app.stop();
}
