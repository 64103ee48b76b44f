import { expect, test } from '@playwright/test';
import { userToday } from '../src/domain/user-today';
import { signInThroughApi as signIn } from './helpers/auth';

// Issue 11 item 12: a browser at UTC+13 reports its zone at the first sign-in; the loan form defaults
// to the date there, and Settings can change the zone.

test.use({ timezoneId: 'Pacific/Tongatapu' });

test('the browser’s time zone is stored at sign-in, used for dates, and can be changed in Settings', async ({
  page,
}) => {
  await signIn(page, 'time-zone-journey@example.com');
  const reported = page.waitForResponse(
    (res) => res.url().endsWith('/api/settings') && res.request().method() === 'PUT',
  );
  await page.goto('/settings');
  expect((await reported).status()).toBe(200);
  const field = page.getByLabel('Time zone', { exact: true });
  await expect(field).toHaveValue('Pacific/Tongatapu');
  await expect(page.getByText(`Today there is ${userToday(new Date(), 'Pacific/Tongatapu')}.`)).toBeVisible();

  await page.goto('/portfolio/liabilities');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Add Liability' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /^Loan Calculator/ }).click();
  await expect(dialog.getByLabel('Start Date', { exact: true })).toHaveValue(
    userToday(new Date(), 'Pacific/Tongatapu'),
  );
  await page.keyboard.press('Escape');

  await page.goto('/settings');
  await field.selectOption('Pacific/Honolulu');
  await page.getByRole('button', { name: 'Save time zone' }).click();
  await expect(page.getByText('Your dates follow Pacific/Honolulu.', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Time zone', { exact: true })).toHaveValue('Pacific/Honolulu');
});
