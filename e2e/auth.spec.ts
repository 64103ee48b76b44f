import { expect, test } from '@playwright/test';
import { accountMenu, requestMagicLink, signInThroughEmail, totpNow } from './helpers/auth';
import { lastMagicLink, mailsTo, signInMailCount } from './helpers/mail';

// A person's sign-in journeys: sign up by email, turn two-factor on in Settings with a code computed
// from the shown secret, sign out, and sign in again through the code step.

test('sign up by email, turn two-factor on, sign out, sign in with a code, turn it off', async ({ page }) => {
  const email = `journey-${Date.now()}@example.com`;

  // The landing form: Get Started, the remembered email, the 'Check Your Email' card.
  await page.goto('/');
  await page.getByRole('button', { name: 'Get Started' }).click();
  const send = page.getByRole('button', { name: 'Send Magic Link' });
  await expect(send).toBeDisabled();
  await expect(page.getByLabel('Keep me signed in for')).toContainText('30 days (recommended)');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Keep me signed in for').selectOption({ label: '30 days (recommended)' });
  await page.getByLabel('Email address').press('Enter');
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  await expect(page.getByText(`Check your email at ${email}.`, { exact: true })).toBeVisible();
  const stored = await page.evaluate(() => localStorage.getItem('networth-remembered-email'));
  expect(stored).toBeTruthy();
  expect(stored).not.toContain(email);

  // The emailed link: countdown, then signed in and home.
  const link = await lastMagicLink(email);
  expect(new URL(link).origin).toBe(new URL(page.url()).origin);
  await page.goto(link);
  await expect(page.getByText(/in \d seconds?/)).toBeVisible();
  await expect(page.getByText("You're signed in")).toBeVisible({ timeout: 10_000 });
  await expect(accountMenu(page)).toBeVisible({ timeout: 10_000 });
  await expect(page).toHaveURL(/\/$/);

  // The user menu: initials, the red dot while two-factor is off, badges, Settings.
  await expect(page.getByTestId('two-factor-warning')).toBeVisible();
  await accountMenu(page).click();
  await expect(page.getByRole('menu').getByText('Secure Session')).toBeVisible();
  await expect(page.getByRole('menu').getByText('2FA Disabled')).toBeVisible();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible();
  await expect(page.getByText('Basic Security')).toBeVisible();

  // Two-factor on: an empty code is refused, then a code computed from the shown secret.
  await page.getByRole('button', { name: 'Enable Two-Factor Authentication' }).click();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = (await page.getByTestId('two-factor-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByRole('button', { name: 'Verify and Enable' }).click();
  await expect(page.getByText('Verification code required').first()).toBeVisible();
  await page.getByLabel('Verification code').fill(totpNow(secret));
  await page.getByRole('button', { name: 'Verify and Enable' }).click();
  await expect(page.getByRole('heading', { name: 'Save your backup codes' })).toBeVisible();
  const backupCodes = await page
    .getByRole('list', { name: 'Backup codes' })
    .getByRole('listitem')
    .allTextContents();
  expect(backupCodes).toHaveLength(10);
  await expect(page.getByText('Secure Account')).toBeVisible();
  await expect(page.getByTestId('two-factor-warning')).toHaveCount(0);
  await page.getByRole('button', { name: 'I have saved these codes' }).click();
  await expect(page.getByRole('heading', { name: 'Save your backup codes' })).toHaveCount(0);

  // Sign out: back to the landing page, and the app is gone.
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
  await page.goto('/settings');
  await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();

  // Sign in again: the link alone is not enough, the code step follows. The code that turned
  // two-factor on was used at this 30-second step, so the next step's code is the one that works.
  await signInThroughEmail(page, email, { code: () => totpNow(secret, 1) });
  await accountMenu(page).click();
  await expect(page.getByRole('menu').getByText('2FA Enabled')).toBeVisible();
  await page.keyboard.press('Escape');

  // Turn it off again with a backup code.
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Use a backup code instead' }).click();
  await page.getByLabel('Backup code').fill(backupCodes[0] ?? '');
  await page.getByRole('button', { name: 'Disable Two-Factor Authentication' }).click();
  await expect(page.getByText('Basic Security')).toBeVisible();
  await expect(page.getByTestId('two-factor-warning')).toBeVisible();
  expect(mailsTo(email).map((m) => m.subject)).toContain('Two-factor authentication is off');
});

test('the verification page: Cancel stops the countdown, a used link and a bare page give errors', async ({
  page,
}) => {
  const email = `verify-${Date.now()}@example.com`;
  const link = await requestMagicLink(page, email);
  // The page's own clock: the countdown's time passes on demand, not by waiting.
  await page.clock.install();
  await page.goto(link);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: 'Ready to sign in' })).toBeVisible();
  await page.clock.runFor(5_000); // longer than the countdown: a countdown still running would sign in
  await expect(page.getByRole('heading', { name: 'Ready to sign in' })).toBeVisible();
  await page.getByRole('button', { name: 'Verify & Sign In' }).click();
  await expect(accountMenu(page)).toBeVisible({ timeout: 10_000 });

  // The same link again, in a fresh browser context: used up.
  await page.context().clearCookies();
  await page.goto(link);
  await page.getByRole('button', { name: 'Verify Now' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid or expired magic link' })).toBeVisible();

  await page.goto('/auth/verify');
  await expect(page.getByText('Invalid magic link - missing parameters')).toBeVisible();
  await page.goto('/auth/success');
  await expect(page.getByText('Invalid authentication link.')).toBeVisible();
});

test('a link opened in another browser asks before it signs in', async ({ page, browser }) => {
  const email = `device-${Date.now()}@example.com`;
  const before = signInMailCount(email);
  await requestMagicLink(page, email);
  const link = await lastMagicLink(email, before);
  const other = await browser.newContext();
  const phone = await other.newPage();
  await phone.goto(link);
  await phone.getByRole('button', { name: 'Verify Now' }).click();
  await expect(phone.getByRole('heading', { name: 'Confirm sign-in on this device' })).toBeVisible();
  await phone.getByRole('button', { name: 'Verify & Sign In' }).click();
  await expect(accountMenu(phone)).toBeVisible({ timeout: 10_000 });
  await other.close();
});
