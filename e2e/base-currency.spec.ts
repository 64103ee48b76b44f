import { expect, test } from '@playwright/test';
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
  await expect(page.getByText('Totals are in EUR.', { exact: true })).toBeVisible();
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
