import { expect, test } from '@playwright/test';
import { apiPoster, checkingAccount } from './helpers/api';
import { signInThroughApi as signIn } from './helpers/auth';

// Issue 24 (decision 153): a EUR savings account and a rate; Net Worth in dollars; the base currency
// switched to EUR in Settings, and the figures follow. The account is made through the API (the
// form's currency field is another part of the issue); everything checked is on screen.

test('Net Worth converts a euro account at its rate, says what a missing rate leaves out, and follows the base currency', async ({
  page,
}) => {
  await signIn(page, 'reports-in-base-currency@example.com');
  await page.goto('/portfolio/assets');
  const post = apiPoster(page);
  await post('/api/accounts', checkingAccount('FX-CHK', '1000.00'));
  await post('/api/accounts', {
    accountName: 'Sparkonto',
    accountNumber: 'FX-EUR',
    accountType: 'ASSET',
    accountSubtype: 'savings',
    category: 'cash',
    normalBalance: 'debit',
    currency: 'EUR',
    currentBalance: '2000.00',
  });

  // No rate yet: the euros are left out and named, never counted as dollars.
  await page.reload();
  const netWorth = page.getByTestId('net-worth');
  await expect(netWorth).toHaveText('$1,000.00');
  await expect(page.getByTestId('missing-rates').first()).toHaveText(
    /^Leaves out Sparkonto \(EUR\): no EUR→USD rate on or before \d{4}-\d{2}-\d{2}\.$/,
  );

  await post('/api/exchange-rates', { rateDate: '2020-01-02', base: 'EUR', quote: 'USD', rate: '1.1' });
  await page.reload();
  // $1,000.00 + €2,000.00 × 1.1
  await expect(netWorth).toHaveText('$3,200.00');
  await expect(page.getByTestId('total-assets')).toHaveText('$3,200.00');
  await expect(page.getByTestId('missing-rates')).toHaveCount(0);

  await page.goto('/settings');
  await page.getByLabel('Base currency', { exact: true }).selectOption('EUR');
  await page.getByRole('button', { name: 'Save base currency' }).click();
  await expect(page.getByText('Totals are in EUR.', { exact: true })).toBeVisible();

  await page.goto('/portfolio/assets');
  // €2,000.00 + $1,000.00 ÷ 1.1 (€909.09, half-even to the cent)
  await expect(netWorth).toHaveText('€2,909.09');
  await expect(page.getByTestId('total-assets')).toHaveText('€2,909.09');
  await expect(page.getByTestId('total-liabilities')).toHaveText('€0.00');
});
