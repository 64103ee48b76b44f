import { expect, test } from '@playwright/test';

test('a visitor sees the landing page with its hero, six feature cards and footer', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const title of [
    'Mortgage Tracking',
    'Auto & Personal Loans',
    'Credit Cards',
    'Bank Accounts',
    'Net Worth Analysis',
    'Financial Reporting',
  ]) {
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  }
  await expect(page.getByText('© NetWorth contributors', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page.getByLabel('Email address')).toBeFocused();
});

test('a click on Get Started before the app has taken over the page still opens the form', async ({
  page,
}) => {
  // The app's code is held back until the click has happened on the prerendered button.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page.getByLabel('Email address')).toHaveCount(0);
  release();
  await expect(page.getByLabel('Email address')).toBeVisible();
});

test('from the commit that puts in the app’s page, a click on its buttons is the app’s alone', async ({
  page,
}) => {
  // The app's page enters #root whole, in one commit, after the document has been parsed (the app
  // starts after the first paint). Observers run after the commit's own code, layout effects included,
  // and before any click can be handled: by then a click must no longer be kept as an early one.
  await page.addInitScript(() => {
    const seen: boolean[] = [];
    Object.assign(window, { takenOverWhenPageCame: seen });
    new MutationObserver((records) => {
      for (const record of records) {
        const inRoot = record.target instanceof Element && record.target.id === 'root';
        if (document.readyState === 'loading') continue;
        for (const node of record.addedNodes) {
          if (inRoot && node instanceof Element && node.querySelector('[data-early-click]')) {
            seen.push((window as { __networthTakenOver?: boolean }).__networthTakenOver === true);
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/');
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { takenOverWhenPageCame: boolean[] }).takenOverWhenPageCame),
    )
    .toEqual([true]);
});

test('signed-out app routes show the landing page', async ({ page }) => {
  for (const path of ['/portfolio', '/portfolio/assets', '/planning/cash-flow', '/settings', '/home']) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
  }
});

test('the theme toggles, applies the dark class and persists across a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveClass(/light/);
  const toggle = page.getByRole('button', { name: /^Theme:/ });
  // A click on the prerendered button before the page's script has taken over does nothing: click
  // again until the toggle says the choice moved, never past it.
  const choose = async (label: 'Light' | 'Dark') => {
    const chosen = page.getByRole('button', { name: new RegExp(`^Theme: ${label}\\.`) });
    await expect(async () => {
      if (!(await chosen.isVisible())) await toggle.click();
      await expect(chosen).toBeVisible({ timeout: 1000 });
    }).toPass();
  };
  await choose('Light'); // system -> light
  await choose('Dark'); // light -> dark
  await expect(html).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('networth-ui-theme'))).toBe('dark');
  await page.reload();
  await expect(html).toHaveClass(/dark/);
  await expect(page.getByRole('button', { name: /^Theme: Dark/ })).toBeVisible();
});

test('an unknown route shows the 404 page', async ({ page }) => {
  await page.goto('/definitely/not/here');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
});

test('the page passes its own Content-Security-Policy', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /Content Security Policy/i.test(msg.text())) violations.push(msg.text());
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page.getByLabel('Email address')).toBeVisible();
  expect(violations).toEqual([]);
});
