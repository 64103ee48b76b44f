import { expect, test } from '@playwright/test';
import { addDays } from '../src/domain/calendar';
import { apiPoster } from './helpers/api';
import { signInThroughApi as signIn } from './helpers/auth';

// Issue 24: the base currency is chosen in Settings, USD until then; a refusal shows beside the field.

test('the base currency is USD until chosen in Settings, and a refusal shows beside the field', async ({
  page,
}) => {
  await signIn(page, 'base-currency-journey@example.com');
  await page.goto('/settings');
  const field = page.getByLabel('Base currency', { exact: true });
  await expect(field).toHaveValue('USD');
  await expect(page.getByRole('button', { name: 'Save base currency' })).toBeDisabled();

  await field.selectOption('EUR');
  await page.getByRole('button', { name: 'Save base currency' }).click();
  // Nothing kept in dollars yet: nothing to convert, and no rate needed.
  await expect(
    page.getByText('Totals are in EUR. There were no budgets or items without an account to convert.', {
      exact: true,
    }),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Base currency', { exact: true })).toHaveValue('EUR');

  // The server's message for the field is shown under it, and the field is marked invalid.
  const message = 'Choose a currency by its ISO 4217 code, such as EUR';
  await page.route('**/api/settings', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({ error: `baseCurrency: ${message}`, fields: { baseCurrency: message } }),
        })
      : route.continue(),
  );
  await field.selectOption('JPY');
  await page.getByRole('button', { name: 'Save base currency' }).click();
  await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
});

test('a change of base currency converts budgets and items without an account at today’s rate, or keeps them', async ({
  page,
}) => {
  await signIn(page, 'base-convert-journey@example.com');
  await page.goto('/settings');
  const post = apiPoster(page);
  const today = new Date().toISOString().slice(0, 10);
  const categories = (await (await page.request.get('/api/budget-categories')).json()) as {
    id: string;
    name: string;
  }[];
  await post('/api/budgets', {
    name: 'Household',
    startDate: `${today.slice(0, 8)}01`,
    endDate: null,
    items: [{ categoryId: categories.find((c) => c.name === 'Food')?.id, amount: '500.00' }],
  });
  await post('/api/transactions', {
    amount: '100.00',
    type: 'income',
    description: 'Tutoring',
    transactionDate: addDays(today, -20),
    isRecurring: true,
    recurringFrequency: 'monthly',
    tags: [],
  });
  await post('/api/exchange-rates', {
    rateDate: addDays(today, -2),
    base: 'EUR',
    quote: 'USD',
    rate: '1.25',
  });

  // Choosing another currency asks what becomes of the amounts kept in dollars: converting is the default.
  await page.getByLabel('Base currency', { exact: true }).selectOption('EUR');
  const choice = page.getByRole('group', { name: 'Budgets and items without an account are kept in USD' });
  await expect(choice.getByRole('radio', { name: /Convert them to EUR/ })).toBeChecked();
  await page.getByRole('button', { name: 'Save base currency' }).click();
  await expect(
    page.getByText(
      `Totals are in EUR. Converted 1 budget amount and 1 item without an account at 1 EUR = 1.25 USD (rate of ${addDays(today, -2)}).`,
      { exact: true },
    ),
  ).toBeVisible();
  await expect(choice).toBeHidden();

  await page.goto('/planning/budgets');
  await expect(page.getByRole('listitem', { name: 'Food' }).getByTestId('budget-remaining')).toHaveText(
    '€400.00 remaining',
  );
  await page.goto('/portfolio/income');
  await expect(page.getByRole('listitem').filter({ hasText: 'Tutoring' }).first()).toContainText('€80.00');

  // Back to dollars, keeping the numbers: €400.00 becomes $400.00.
  await page.goto('/settings');
  await page.getByLabel('Base currency', { exact: true }).selectOption('USD');
  await page.getByRole('radio', { name: /Keep their amounts/ }).check();
  await page.getByRole('button', { name: 'Save base currency' }).click();
  await expect(page.getByText('Totals are in USD.', { exact: true })).toBeVisible();
  await page.goto('/planning/budgets');
  await expect(page.getByRole('listitem', { name: 'Food' }).getByTestId('budget-remaining')).toHaveText(
    '$400.00 remaining',
  );
});
