import { expect, test } from '@playwright/test';
import { userToday } from '../src/domain/user-today';
import { apiPoster, checkingAccount } from './helpers/api';
import { signInThroughApi as signIn } from './helpers/auth';

// The reconcile dialog's statement date starts at today in the user's time zone, not the browser's.
// The browser is at UTC+14 and the stored zone at UTC-11: 25 hours apart, so their dates always differ.

test.use({ timezoneId: 'Pacific/Kiritimati' });

test('the reconcile dialog starts from today in the stored time zone, not the browser’s', async ({
  page,
}) => {
  await signIn(page, 'reconcile-date@example.com');
  await page.goto('/settings');
  const field = page.getByLabel('Time zone', { exact: true });
  await expect(field).toHaveValue('Pacific/Kiritimati');
  await field.selectOption('Pacific/Pago_Pago');
  await page.getByRole('button', { name: 'Save time zone' }).click();
  await expect(page.getByText('Your dates follow Pacific/Pago_Pago.', { exact: true })).toBeVisible();

  const account = await apiPoster(page)('/api/accounts', {
    ...checkingAccount('CHK-25', '1000.00'),
    balanceDate: '2020-01-01',
  });
  await page.goto(`/portfolio/accounts/${account.id}`);
  const before = userToday(new Date(), 'Pacific/Pago_Pago');
  expect(before).not.toBe(userToday(new Date(), 'Pacific/Kiritimati'));
  await page.getByRole('button', { name: 'Reconcile', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Reconcile' });
  const shown = await dialog.getByLabel('Statement date').inputValue();
  // The date may turn while the dialog opens.
  expect([before, userToday(new Date(), 'Pacific/Pago_Pago')]).toContain(shown);
});
