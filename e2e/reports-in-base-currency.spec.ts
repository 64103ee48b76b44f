import { expect, type Page, test } from '@playwright/test';
import { apiPoster, checkingAccount } from './helpers/api';
import { signInThroughApi as signIn } from './helpers/auth';

// Issue 24 (decision 153): a EUR savings account added through the form and a rate entered in
// Settings; Net Worth in dollars; the base currency switched to EUR in Settings, and the figures
// follow. Everything checked is on screen.

async function addRate(page: Page, date: string, base: string, rate: string, quote: string) {
  await page.goto('/settings');
  const card = page.getByRole('form', { name: 'Add an exchange rate' });
  await card.getByLabel('Date', { exact: true }).fill(date);
  await card.getByLabel('1 unit of', { exact: true }).selectOption(base);
  await card.getByLabel('Rate', { exact: true }).fill(rate);
  await card.getByLabel('In', { exact: true }).selectOption(quote);
  await card.getByRole('button', { name: 'Add rate' }).click();
  await expect(page.getByText(`1 ${base} = ${rate} ${quote} on ${date}`, { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Exchange rates' })).toContainText(
    `${date} · 1 ${base} = ${rate} ${quote}`,
  );
}

test('Net Worth converts a euro account at its rate, says what a missing rate leaves out, and follows the base currency', async ({
  page,
}) => {
  await signIn(page, 'reports-in-base-currency@example.com');
  await page.goto('/portfolio/assets');
  const post = apiPoster(page);
  const dollars = await post('/api/accounts', checkingAccount('FX-CHK', '1000.00'));
  await page.reload();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Add Asset' }).click();
  const form = page.getByRole('dialog');
  await form.getByRole('button', { name: /^Cash & Bank Accounts/ }).click();
  await form.getByLabel('Asset Name').fill('Sparkonto');
  await form.getByLabel('Account Number').fill('FX-EUR');
  await form.getByLabel('Current Value').fill('2000.00');
  await form.getByLabel('Currency').selectOption('EUR');
  await form.getByRole('button', { name: 'Add Asset' }).click();
  await expect(page.getByText('Asset Added', { exact: true })).toBeVisible();
  await expect(form).toBeHidden();

  // No rate yet: the euros are left out and named, never counted as dollars.
  const netWorth = page.getByTestId('net-worth');
  await expect(netWorth).toHaveText('$1,000.00');
  await expect(page.getByTestId('missing-rates').first()).toHaveText(
    /^Leaves out Sparkonto \(EUR\): no EUR→USD rate on or before \d{4}-\d{2}-\d{2}\.$/,
  );

  await addRate(page, '2020-01-02', 'EUR', '1.1', 'USD');
  await page.goto('/portfolio/assets');
  // $1,000.00 + €2,000.00 × 1.1
  await expect(netWorth).toHaveText('$3,200.00');
  await expect(page.getByTestId('total-assets')).toHaveText('$3,200.00');
  await expect(page.getByTestId('missing-rates')).toHaveCount(0);

  await page.goto('/settings');
  await page.getByLabel('Base currency', { exact: true }).selectOption('EUR');
  await page.getByRole('button', { name: 'Save base currency' }).click();
  await expect(
    page.getByText('Totals are in EUR. There were no budgets or items without an account to convert.', {
      exact: true,
    }),
  ).toBeVisible();

  await page.goto('/portfolio/assets');
  // €2,000.00 + $1,000.00 ÷ 1.1 (€909.09, half-even to the cent)
  await expect(netWorth).toHaveText('€2,909.09');
  await expect(page.getByTestId('total-assets')).toHaveText('€2,909.09');
  await expect(page.getByTestId('total-liabilities')).toHaveText('€0.00');
  // The account keeps its own currency; the dollar account shows its value in euros beside it.
  await expect(page.getByText('€2,000.00').first()).toBeVisible();
  await page.goto('/planning');
  await expect(page.getByText('€2,909.09').first()).toBeVisible();

  // The Transactions page's totals are in the base currency too: $110.00 spent is €100.00.
  await post('/api/transactions', {
    amount: '110.00',
    type: 'expense',
    description: 'Hotel',
    transactionDate: '2026-01-10',
    isRecurring: false,
    accountId: dollars.id,
    tags: [],
  });
  await page.goto('/portfolio/transactions');
  await expect(page.getByTestId('transactions-totals')).toHaveText(
    '1 transaction · In €0.00 · Out €100.00 · Net −€100.00',
  );

  // A monthly bill on the dollar account: its row is in dollars, the page's monthly total in euros.
  await post('/api/transactions', {
    amount: '110.00',
    type: 'expense',
    description: 'Storage unit',
    transactionDate: '2026-01-10',
    isRecurring: true,
    recurringFrequency: 'monthly',
    accountId: dollars.id,
    tags: [],
  });
  await page.goto('/portfolio/expenses');
  await expect(page.getByRole('listitem').filter({ hasText: 'Storage unit' }).first()).toContainText(
    'Monthly · $110.00/mo',
  );
  await expect(page.getByText('Monthly equivalent:')).toHaveText('Monthly equivalent: €100.00');

  // The home purchase analyzer judges in the base currency too (the expense was before the balance's
  // date, so the balance stands).
  await page.goto('/portfolio/home-purchase');
  const assets = page.getByRole('definition').filter({ hasText: /^€/ }).first();
  await expect(assets).toHaveText('€2,909.09');
  await expect(page.getByRole('note').first()).toContainText('an estimate of €5,000 monthly income');
});
