import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { PLANNING_TABS, PORTFOLIO_TABS } from '../src/web/features/layout/sections';
import { signInThroughApi } from './helpers/auth';
import { seedHousehold } from './helpers/household';
import { paintSettled } from './helpers/settled';

// Every route, in light and dark, on a desktop and a 390 px phone, with the dialogs open too, must have
// zero axe-core violations of any impact. The signed-in routes come from the app's own tab lists plus
// every in-app link found on the pages visited, so a new page joins the check once something links to it.

// Every test signs in as its own user: the six may run in any worker, at the same time (decision 151).
test.describe.configure({ mode: 'parallel' });

const MODES = [
  { name: 'desktop light', width: 1280, height: 800, scheme: 'light' },
  { name: 'desktop dark', width: 1280, height: 800, scheme: 'dark' },
  { name: 'phone light', width: 390, height: 844, scheme: 'light' },
  { name: 'phone dark', width: 390, height: 844, scheme: 'dark' },
] as const;
type Mode = (typeof MODES)[number];

const SIGNED_OUT_ROUTES = ['/', '/auth/verify', '/auth/success', '/no/such/page'];
const SIGNED_IN_SEEDS = [
  '/',
  ...PORTFOLIO_TABS.map((t) => (t === 'overview' ? '/portfolio' : `/portfolio/${t}`)),
  ...PLANNING_TABS.map((t) => (t === 'overview' ? '/planning' : `/planning/${t}`)),
  '/settings',
  '/home',
  '/no/such/page',
];

async function violations(page: Page, where: string): Promise<string[]> {
  // Let data arrive and transitions end: axe judges colors as painted.
  await expect(page.getByText('Loading…', { exact: true }).filter({ visible: true }), where).toHaveCount(0, {
    timeout: 15_000,
  });
  await paintSettled(page);
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.map(
    (v) =>
      `${where}: ${v.id} (${v.impact}) ${v.help}\n` +
      v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1).join(' ')}`)
        .join('\n'),
  );
}

async function setMode(page: Page, mode: Mode): Promise<void> {
  await page.setViewportSize({ width: mode.width, height: mode.height });
  await page.emulateMedia({ colorScheme: mode.scheme });
}

/** Same-origin paths linked from the page (not API or asset links). */
async function linksOn(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('a[href^="/"]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? ''));
  return hrefs.filter((h) => h && !h.startsWith('/api/') && !/\.\w+$/.test(h)).map((h) => h.split('#')[0]!);
}

/** Visits the seeds and every in-app link found on the way, in each mode, collecting violations. */
async function visitAll(page: Page, seeds: string[], found: string[], modes: readonly Mode[]): Promise<void> {
  const queue = [...seeds];
  const seen = new Set<string>();
  for (const [index, mode] of modes.entries()) {
    await setMode(page, mode);
    const crawling = index === 0;
    for (const path of crawling ? queue : [...seen]) {
      if (crawling) {
        if (seen.has(path)) continue;
        seen.add(path);
      }
      await page.goto(path);
      await expect(page.locator('#root main, #root h1').first()).toBeVisible();
      found.push(...(await violations(page, `${mode.name} ${path}`)));
      if (crawling) {
        for (const link of await linksOn(page)) if (!seen.has(link) && queue.length < 60) queue.push(link);
      }
    }
  }
}

test('every signed-out route has no axe violations, light and dark, desktop and phone', async ({ page }) => {
  test.setTimeout(180_000);
  const found: string[] = [];
  await visitAll(page, SIGNED_OUT_ROUTES, found, MODES);
  // The sign-in form, opened.
  for (const mode of MODES) {
    await setMode(page, mode);
    await page.goto('/');
    await page.getByRole('button', { name: 'Get Started' }).click();
    await expect(page.getByLabel('Email address')).toBeVisible();
    found.push(...(await violations(page, `${mode.name} / sign-in form`)));
  }
  expect(found, found.join('\n')).toEqual([]);
});

// One test per mode: each visits every route (the crawl finds new pages through their links).
for (const mode of MODES) {
  test(`every signed-in route has no axe violations (${mode.name})`, async ({ page }) => {
    test.setTimeout(300_000);
    await signInThroughApi(page, `axe-routes-${mode.name.replace(' ', '-')}@example.com`);
    await seedHousehold(page.request, baseUrl());
    const found: string[] = [];
    await visitAll(page, SIGNED_IN_SEEDS, found, [mode]);
    expect(found, found.join('\n')).toEqual([]);
  });
}

// One test per mode, as for the routes: four shorter tests that can run in both workers.
const ADD_MENU_ITEMS = ['Add Asset', 'Add Liability', 'Add Income', 'Add Expense', 'Add Transfer'];
for (const mode of MODES) {
  test(`the dialogs, menus and the two-factor setup have no axe violations (${mode.name})`, async ({
    page,
  }) => {
    test.setTimeout(480_000);
    await signInThroughApi(page, `axe-dialogs-${mode.name.replace(' ', '-')}@example.com`);
    await seedHousehold(page.request, baseUrl());
    const found: string[] = [];
    await setMode(page, mode);
    const at = (what: string) => `${mode.name} ${what}`;

    await page.goto('/portfolio');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    found.push(...(await violations(page, at('add menu'))));
    await page.keyboard.press('Escape');
    for (const item of ADD_MENU_ITEMS) {
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      await page.getByRole('menuitem', { name: item }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      found.push(...(await violations(page, at(`${item} dialog`))));
      if (item === 'Add Liability') {
        await page
          .getByRole('dialog')
          .getByRole('button', { name: /^Loan Calculator/ })
          .click();
        await expect(
          page.getByRole('dialog').getByRole('heading', { name: 'Create New Loan' }),
        ).toBeVisible();
        found.push(...(await violations(page, at('loan form'))));
      }
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
    }

    await page.goto('/portfolio/assets');
    await page.getByRole('button', { name: 'Edit Checking' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    found.push(...(await violations(page, at('edit asset dialog'))));
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Delete Checking' }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    found.push(...(await violations(page, at('delete confirmation'))));
    await page.keyboard.press('Escape');

    await page.goto('/portfolio/liabilities');
    await page.getByRole('button', { name: /^Schedule of Family Home/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    found.push(...(await violations(page, at('loan schedule dialog'))));
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Edit Family Home' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    found.push(...(await violations(page, at('edit loan dialog'))));
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: /^Account menu for / }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    found.push(...(await violations(page, at('account menu'))));
    await page.keyboard.press('Escape');

    await page.goto('/planning/budgets');
    await page.getByRole('button', { name: 'New budget' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    found.push(...(await violations(page, at('new budget dialog'))));
    await page.keyboard.press('Escape');

    const accounts = (await (await page.request.get('/api/accounts')).json()) as {
      id: string;
      accountName: string;
    }[];
    const checking = accounts.find((a) => a.accountName === 'Checking');
    await page.goto(`/portfolio/accounts/${checking?.id}`);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    found.push(...(await violations(page, at('import dialog'))));
    await page.keyboard.press('Escape');

    await page.goto('/settings');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(page.getByRole('dialog', { name: 'Add a passkey' })).toBeVisible();
    found.push(...(await violations(page, at('add a passkey dialog'))));
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Enable Two-Factor Authentication' }).click();
    await expect(page.getByText(/authenticator app/i).first()).toBeVisible();
    found.push(...(await violations(page, at('two-factor setup'))));

    await page.getByRole('button', { name: /^Trollbox/ }).click();
    await expect(page.getByRole('button', { name: /^Trollbox/ })).toHaveAttribute('aria-pressed', 'true');
    found.push(...(await violations(page, at('trollbox open'))));
    // On a phone the open window covers its own switch: press it without pointing at it.
    await page.getByRole('button', { name: /^Trollbox/ }).dispatchEvent('click');
    expect(found, found.join('\n')).toEqual([]);
  });
}

function baseUrl(): string {
  return `http://localhost:${process.env.E2E_PORT ?? 5180}`;
}
