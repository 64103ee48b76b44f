import { expect, type Locator, type Page, test } from '@playwright/test';
import { PLANNING_TABS, PORTFOLIO_TABS } from '../src/web/features/layout/sections';
import { apiPoster, checkingAccount } from './helpers/api';
import { signInThroughApi as signIn } from './helpers/auth';

// The server asks the browser to fetch a signed-in page's first API reads with its HTML
// (`firstReads`, decision 070). A preload the page never reads is a wasted request and a console
// warning; this journey ties the table to what each page really reads.

const tabPath = (area: string, tab: string) => (tab === 'overview' ? `/${area}` : `/${area}/${tab}`);

// The app's own fetch calls, served from a preload or not (a read a preload serves makes no second
// network request, so the network alone cannot tell a used preload from an unused one).
declare global {
  interface Window {
    apiReads?: string[];
    fallbacksShown?: string[];
  }
}
function recordApiReads() {
  window.apiReads = [];
  const original = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    if (url.pathname.startsWith('/api/')) window.apiReads?.push(url.pathname + url.search);
    return original(input, init);
  };
}

async function preloadsOf(page: Page, path: string) {
  const preloaded: string[] = [];
  const onRequest = (r: import('@playwright/test').Request) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/') && r.resourceType() === 'other')
      preloaded.push(url.pathname + url.search);
  };
  page.on('request', onRequest);
  const response = await page.goto(path);
  await page.waitForLoadState('networkidle');
  page.off('request', onRequest);
  const announced = [...(response?.headers().link ?? '').matchAll(/<([^>]+)>;\s*rel=preload/g)].map(
    (m) => m[1] as string,
  );
  return { announced, preloaded };
}

test('every API read a signed-in page preloads with its HTML is one the page makes', async ({ page }) => {
  await signIn(page, 'first-reads@example.com');
  await page.goto('/portfolio');
  const checking = await apiPoster(page)('/api/accounts', checkingAccount('CHK-FR', '1200.00'));

  const paths = [
    ...PORTFOLIO_TABS.map((tab) => tabPath('portfolio', tab)),
    ...[...PLANNING_TABS, 'loans'].map((tab) => tabPath('planning', tab)),
    `/portfolio/accounts/${checking.id}`,
    '/settings',
  ];
  await page.addInitScript(recordApiReads);
  for (const path of paths) {
    const { announced, preloaded } = await preloadsOf(page, path);
    expect(announced.length, `${path} preloads its first reads`).toBeGreaterThan(0);
    for (const url of announced) expect(preloaded, `${path}: the browser preloads ${url}`).toContain(url);
    // Whatever was preloaded (by the header or the shell's own <link rel=preload>), the page reads.
    await expect
      .poll(() => page.evaluate(() => window.apiReads ?? []), { message: `${path} reads what it preloaded` })
      .toEqual(expect.arrayContaining([...new Set(preloaded)]));
  }
});

// A page's or tab's "Loading…" fallback, seen while a signed-in page loads from its address.
function recordFallbacks() {
  window.fallbacksShown = [];
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        const found = node.matches('[data-fallback]')
          ? [node]
          : [...node.querySelectorAll('[data-fallback]')];
        for (const f of found) window.fallbacksShown?.push(f.getAttribute('data-fallback') ?? '');
      }
  }).observe(document, { childList: true, subtree: true });
}

test('a signed-in page opened by its address paints itself, never a "Loading…" fallback first', async ({
  page,
}) => {
  // Its code and first reads load before the first render (decision 167). A fallback shown first
  // also held the page back: React reveals content no sooner than 300 ms after a fallback.
  await signIn(page, 'no-fallback@example.com');
  await page.goto('/portfolio');
  const checking = await apiPoster(page)('/api/accounts', checkingAccount('CHK-NF', '800.00'));
  await page.addInitScript(recordFallbacks);
  for (const [path, shown] of [
    [`/portfolio/accounts/${checking.id}`, page.getByTestId('account-balance')],
    ['/portfolio/assets', page.getByRole('heading', { name: 'Portfolio' })],
    ['/planning/analytics', page.getByRole('heading', { name: 'Financial Planning' })],
    ['/settings', page.getByRole('heading', { level: 1 })],
  ] as const) {
    await page.goto(path);
    await expect(shown).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => window.fallbacksShown), `${path} showed no fallback`).toEqual([]);
  }
});

test('an account opened from the assets list, its link pointed at first, shows no "Loading…"', async ({
  page,
}) => {
  // The link fetches the account page's code when pointed at or focused (decision 167): the click
  // then opens the page at once, not a fallback that React holds for 300 ms.
  await signIn(page, 'prefetch-account@example.com');
  await page.goto('/portfolio');
  await apiPoster(page)('/api/accounts', checkingAccount('CHK-PF', '640.00'));
  await page.addInitScript(recordFallbacks);
  await page.goto('/portfolio/assets');
  const link = page.getByRole('link', { name: 'Checking', exact: true });
  let fetched = false;
  page.on('requestfinished', (r) => {
    if (/\/assets\/account-page-[^/]*\.js$/.test(r.url())) fetched = true;
  });
  await link.hover();
  await expect
    .poll(() => fetched, { message: "pointing at the link fetches the account page's code" })
    .toBe(true);
  await link.click();
  await expect(page.getByTestId('account-balance')).toBeVisible();
  expect(await page.evaluate(() => window.fallbacksShown)).toEqual([]);
});

test('Planning and one of its tabs, each pointed at before the click, open with no "Loading…"', async ({
  page,
}) => {
  // The area switch and Planning's tabs fetch what they open when pointed at or focused (decision
  // 167): the click then shows the page, not a fallback that React holds for 300 ms.
  await signIn(page, 'prefetch-planning@example.com');
  await page.addInitScript(recordFallbacks);
  await page.goto('/portfolio');
  await expect(page.getByRole('heading', { name: 'Portfolio' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const fetched = new Set<string>();
  let lastFinished = performance.now();
  page.on('requestfinished', (r) => {
    lastFinished = performance.now();
    const chunk = /\/assets\/([a-z-]+)-[^/]*\.js$/.exec(r.url())?.[1];
    if (chunk) fetched.add(chunk);
  });
  // A person clicks a moment after pointing. The moment here: the page's code, the chunks it imports
  // and its first reads have all arrived (no request for 300 ms), and the browser has run what they
  // queued (an idle callback). A click before that may still meet the fallback, and should.
  const pointThenClick = async (target: Locator, chunk: string, what: string) => {
    await target.hover();
    await expect
      .poll(() => fetched.has(chunk), { message: `pointing at ${what} fetches its code` })
      .toBe(true);
    await expect.poll(() => performance.now() - lastFinished > 300, { timeout: 20_000 }).toBe(true);
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null))));
    await target.click();
  };
  const area = page.getByRole('navigation', { name: 'Switch area' });
  await pointThenClick(area.getByRole('link', { name: 'Planning' }), 'planning-page', 'Planning');
  await expect(page.getByRole('heading', { name: 'Financial Planning' })).toBeVisible();
  await pointThenClick(page.getByRole('tab', { name: 'Budgeting' }), 'budgets-tab', 'the Budgeting tab');
  await expect(page).toHaveURL(/\/planning\/budgets$/);
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => window.fallbacksShown)).toEqual([]);
});

test('the Settings page, its menu opened first, opens with no "Loading…"', async ({ page }) => {
  // Opening the account menu loads the Settings page's code and first reads: the click on Settings
  // then shows the page, not a fallback that React holds for 300 ms (decision 167).
  await signIn(page, 'prefetch-settings@example.com');
  await page.addInitScript(recordFallbacks);
  await page.goto('/portfolio');
  await expect(page.getByRole('heading', { name: 'Portfolio' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  let fetched = false;
  page.on('requestfinished', (r) => {
    if (/\/assets\/settings-page-[^/]*\.js$/.test(r.url())) fetched = true;
  });
  await page.getByRole('button', { name: /^Account menu for / }).click();
  await expect
    .poll(() => fetched, { message: "opening the menu fetches the Settings page's code" })
    .toBe(true);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null))));
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Account Settings', level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => window.fallbacksShown)).toEqual([]);
});
