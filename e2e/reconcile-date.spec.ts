import { expect, test } from '@playwright/test';
import { addDays } from '../src/domain/calendar';
import { userToday } from '../src/domain/user-today';
import { apiPoster, checkingAccount } from './helpers/api';
import { signInThroughApi as signIn } from './helpers/auth';

// The reconcile dialog's statement date, and whether a projection has ended, follow today in the
// user's time zone, not the browser's.
// The browser is at UTC+14 and the stored zone at UTC-11: 25 hours apart, so their dates always differ.

test.use({ timezoneId: 'Pacific/Kiritimati' });

test('the reconcile dialog and a projection’s end follow today in the stored time zone, not the browser’s', async ({
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
  await page.keyboard.press('Escape');

  // A projection that ends on the user's today has not ended, though the browser's date is later.
  const today = userToday(new Date(), 'Pacific/Pago_Pago');
  await apiPoster(page)('/api/transactions', {
    amount: '40.00',
    type: 'expense',
    description: 'Gym',
    transactionDate: addDays(today, -60),
    isRecurring: true,
    recurringFrequency: 'monthly',
    recurringEndDate: today,
    tags: [],
  });
  await page.goto('/portfolio/expenses');
  const gym = page.getByRole('listitem').filter({ hasText: 'Gym' });
  await expect(gym).toBeVisible();
  await expect(gym).not.toContainText('Ended');

  // A projection's next date is never one already past: it posts nothing, so it moves on with today.
  await apiPoster(page)('/api/transactions', {
    amount: '25.00',
    type: 'expense',
    description: 'Allotment',
    transactionDate: addDays(today, -60),
    isRecurring: true,
    recurringFrequency: 'monthly',
    tags: [],
  });
  await page.reload();
  const allotment = page.getByRole('listitem').filter({ hasText: 'Allotment' });
  await expect(allotment).toContainText(/Next \d{4}-\d\d-\d\d/);
  const next = /Next (\d{4}-\d\d-\d\d)/.exec((await allotment.textContent()) ?? '')?.[1] ?? '';
  expect(next >= today && next <= addDays(today, 31), `Next ${next}, today ${today}`).toBe(true);
  // Its edit form says the same next date, not one period after the date it began.
  await allotment.getByRole('button', { name: 'Edit Allotment' }).click();
  const edit = page.getByRole('dialog');
  await expect(edit.getByLabel('Last date')).toHaveValue(addDays(today, -60));
  await expect(edit.getByLabel('Next date')).toHaveValue(next);
});
