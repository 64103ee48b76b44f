import { expect, type Page, test } from '@playwright/test';
import { signInThroughApi } from './helpers/auth';
import { paintSettled } from './helpers/settled';

// The landing page and the signed-in shell are prerendered (docs/decisions/041): they paint from the
// HTML before any of the app's JavaScript runs, in the saved theme, and React takes over without a
// visible change or a layout shift.

/**
 * Loads `path` with the app's modules blocked: what the browser paints before the JavaScript. They
 * stay blocked until the returned function is called: the page starts its code after its first
 * paint, which may come after the load event.
 */
async function withoutAppScripts(page: Page, path: string): Promise<() => Promise<void>> {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(path);
  return () => page.unroute('**/assets/*.js');
}

/** Whether React has rendered into the root (it marks the container). */
function reactIsRunning(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}

/** React marks the root container it renders into. */
async function reactHasTakenOver(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}

/** Records every Content-Security-Policy violation the page reports (Lighthouse lists them as issues). */
async function trackCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      w.__csp.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
}

interface Shift {
  value: number;
  hadRecentInput: boolean;
  startTime: number;
  sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
}

/**
 * Sums layout shifts from the start of the page, as Lighthouse's CLS does, and keeps what moved: when
 * and which element, from where to where, for the message of a failed check.
 */
async function trackLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number; __shifts: string[] };
    w.__shift = 0;
    w.__shifts = [];
    const box = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}x${r.height}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Shift[]) {
        if (entry.hadRecentInput) continue;
        w.__shift += entry.value;
        const moved = (entry.sources ?? []).map((s) => {
          const node = s.node instanceof Element ? s.node.outerHTML.slice(0, 100) : (s.node?.nodeName ?? '?');
          return `${node} from ${box(s.previousRect)} to ${box(s.currentRect)}`;
        });
        w.__shifts.push(`${entry.value.toFixed(4)} at ${entry.startTime.toFixed(0)} ms: ${moved.join('; ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift so far, and what moved, for a check's message. */
function shiftSoFar(page: Page): Promise<{ total: number; moved: string }> {
  return page.evaluate(() => {
    const w = window as unknown as { __shift: number; __shifts: string[] };
    return { total: w.__shift, moved: w.__shifts.join('\n') };
  });
}

for (const scheme of ['light', 'dark'] as const) {
  test(`the landing page looks the same before and after the JavaScript loads (${scheme})`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width: 390, height: 844 });
    const mask = [page.getByTestId('device-count')];

    const allowScripts = await withoutAppScripts(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveClass(new RegExp(scheme));
    await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
    const before = await page.screenshot({ fullPage: true, mask });
    expect(await reactIsRunning(page), 'the first screenshot is of the HTML alone').toBe(false);

    await allowScripts();
    await page.goto('/');
    await reactHasTakenOver(page);
    await paintSettled(page);
    const after = await page.screenshot({ fullPage: true, mask });
    expect(after.equals(before), 'the screenshots differ').toBe(true);
  });
}

test('the landing page takes over with no layout shift, asks no one who is signed in and logs no error', async ({
  page,
}) => {
  await trackLayoutShifts(page);
  const authChecks: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/user')) authChecks.push(request.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page.getByLabel('Email address')).toBeVisible();
  const { total, moved } = await shiftSoFar(page);
  expect(total, moved).toBeLessThan(0.001);
  // Once the socket has said hello (the count replaces '...'): a visitor's socket has no session, so
  // nothing re-checks the user, and no 401 reaches the console (use-realtime-channel.ts).
  await expect(page.getByTestId('device-count')).not.toContainText('...');
  expect(authChecks).toEqual([]);
  expect(errors).toEqual([]);
});

test('a signed-in page paints the layout shell from the HTML and fills it without moving it', async ({
  page,
}) => {
  await signInThroughApi(page, 'prerender-shell@example.com');
  await trackLayoutShifts(page);

  const allowScripts = await withoutAppScripts(page, '/portfolio');
  const header = page.getByRole('banner');
  await expect(header).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('© NetWorth contributors');
  const themeBefore = await page.getByRole('button', { name: /^Theme:/ }).boundingBox();
  expect(themeBefore).not.toBeNull();
  expect(await reactIsRunning(page), 'measured on the HTML alone').toBe(false);

  const cspViolations = await trackCspViolations(page);
  await allowScripts();
  await page.goto('/portfolio');
  await expect(page.getByRole('heading', { name: 'Portfolio', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Account menu for / })).toBeVisible();
  // The forms' schemas (Zod) are built with the page: none of it may trip the CSP (no eval probe).
  await expect(page.getByRole('heading', { name: 'Net Worth' })).toBeVisible();
  expect(await cspViolations()).toEqual([]);
  const themeAfter = await page.getByRole('button', { name: /^Theme:/ }).boundingBox();
  expect(themeAfter).toEqual(themeBefore);
  const shift = await shiftSoFar(page);
  expect(shift.total, shift.moved).toBeLessThan(0.01);
});

test("a tab opened by its address paints its page's title from the HTML, which preloads the tab's code", async ({
  page,
}) => {
  await signInThroughApi(page, 'prerender-tab@example.com');
  await trackLayoutShifts(page);

  const allowScripts = await withoutAppScripts(page, '/planning/analytics');
  const title = page.getByRole('heading', { name: 'Financial Planning', level: 1 });
  await expect(title).toBeVisible();
  expect(await reactIsRunning(page), 'measured on the HTML alone').toBe(false);
  const titleBefore = await title.boundingBox();
  expect(titleBefore).not.toBeNull();
  // The tab's code and its charts' are asked for with the HTML, not once the page's code has run.
  const preloads = await page
    .locator('link[rel="modulepreload"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  for (const chunk of ['planning-page-', 'analytics-tab-', 'analytics-charts-']) {
    expect(
      preloads.some((href) => href.includes(`/assets/${chunk}`)),
      chunk,
    ).toBe(true);
  }

  await allowScripts();
  await page.goto('/planning/analytics');
  await expect(page.getByRole('region', { name: 'Net Worth over time' })).toBeVisible();
  await reactHasTakenOver(page);
  await expect(page.getByRole('heading', { name: 'Financial Planning', level: 1 })).toHaveCount(1);
  expect(await title.boundingBox()).toEqual(titleBefore);
  const shift = await shiftSoFar(page);
  expect(shift.total, shift.moved).toBeLessThan(0.05);

  // An account's name is not known before its data: its shell shows no title.
  const accountShell = await page.request.get('/portfolio/accounts/00000000-0000-4000-8000-000000000000');
  expect(await accountShell.text()).toContain('data-prerendered="shell"');
  expect(await accountShell.text()).not.toContain('<h1');
});
