import { expect, test } from '@playwright/test';
import { apiPoster, checkingAccount } from './helpers/api';
import { signInThroughApi as signIn } from './helpers/auth';

// Issue 23, one list: every transaction across the accounts on /portfolio/transactions, searched by a
// word of its payee (any case or accents) and filtered by category; the filters stay in the URL.

test('search one transaction of several, then filter by category', async ({ page }) => {
  await signIn(page, 'transactions-search@example.com');
  await page.goto('/portfolio');
  const post = apiPoster(page);
  const checking = await post('/api/accounts', checkingAccount('CHK-TS', '2500.00'));
  const food = await post('/api/budget-categories', { name: 'Groceries Search', type: 'expense' });
  const fun = await post('/api/budget-categories', { name: 'Outings Search', type: 'expense' });
  const expense = (description: string, amount: string, transactionDate: string, categoryId?: string) =>
    post('/api/transactions', {
      amount,
      type: 'expense',
      description,
      transactionDate,
      isRecurring: false,
      tags: [],
      accountId: checking.id,
      ...(categoryId ? { categoryId } : {}),
    });
  await expense('Café Crème', '4.50', '2026-10-01', fun.id);
  await expense('Whole Foods Market', '82.10', '2026-10-03', food.id);
  await expense('Corner Cafe', '6.00', '2026-10-05', food.id);
  await expense('Cinema', '18.00', '2026-10-07', fun.id);

  await page
    .getByRole('navigation', { name: 'Portfolio sections' })
    .getByRole('link', { name: 'Transactions' })
    .click();
  await expect(page).toHaveURL(/\/portfolio\/transactions$/);
  const list = page.getByRole('list', { name: 'Transactions' });
  // Newest first.
  await expect(list.getByRole('listitem')).toHaveText([
    /Cinema/,
    /Corner Cafe/,
    /Whole Foods Market/,
    /Café Crème/,
  ]);
  await expect(list.getByRole('listitem').first()).toContainText('Outings Search');
  await expect(list.getByRole('listitem').first()).toContainText('Checking');
  await expect(list.getByRole('listitem').first()).toContainText('-$18.00');

  // "/" focuses the search; "cafe" finds both cafés whatever the accent.
  await page.getByRole('heading', { name: 'Transactions' }).click();
  await page.keyboard.press('/');
  const search = page.getByLabel('Search transactions');
  await expect(search).toBeFocused();
  // Enter while the search's answer is still on its way takes the keyboard to the results when they
  // come (the answer is held back here, as a slow network or a busy server would).
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/api\/transactions\?.*q=cafe/, async (route) => {
    await held;
    await route.continue();
  });
  await page.keyboard.type('cafe');
  await expect(page).toHaveURL(/\?q=cafe$/);
  await page.keyboard.press('Enter');
  release();
  await expect(list.getByRole('listitem')).toHaveText([/Corner Cafe/, /Café Crème/]);
  await expect(page.locator('li[data-row-index]:focus')).toContainText('Corner Cafe');
  await page.unroute(/\/api\/transactions\?.*q=cafe/);

  // Then only one category's.
  // The entry row above the list has its own Category: the filter is the one in "Filters".
  await page
    .getByRole('group', { name: 'Filters' })
    .getByLabel('Category')
    .selectOption({ label: 'Groceries Search' });
  await expect(list.getByRole('listitem')).toHaveText([/Corner Cafe/]);
  await expect(page).toHaveURL(new RegExp(`q=cafe&category=${food.id}`));

  // A reload keeps the filters.
  await page.reload();
  await expect(page.getByLabel('Search transactions')).toHaveValue('cafe');
  await expect(page.getByRole('list', { name: 'Transactions' }).getByRole('listitem')).toHaveText([
    /Corner Cafe/,
  ]);

  // Nothing matches: the list says so.
  await page.getByLabel('Search transactions').fill('no such payee');
  await expect(page.getByText('No transactions match these filters.')).toBeVisible();

  // Typing on after Enter is another search: when the answer to the first comes, the keyboard stays
  // in the box being typed in.
  let releaseFood = () => {};
  const heldFood = new Promise<void>((resolve) => {
    releaseFood = resolve;
  });
  const foodSearch = /\/api\/transactions\?.*q=food(&|$)/;
  await page.route(foodSearch, async (route) => {
    await heldFood;
    await route.continue();
  });
  const box = page.getByLabel('Search transactions');
  await box.fill('food');
  await expect(page).toHaveURL(/q=food/);
  await box.press('Enter');
  await box.press('s');
  await box.press('Backspace');
  releaseFood();
  await expect(list.getByRole('listitem')).toHaveText([/Whole Foods Market/]);
  await expect(box).toBeFocused();
  await page.unroute(foodSearch);
});
