import { type CDPSession, expect, type Page, test } from '@playwright/test';
import { accountMenu, codeSequence, signInThroughEmail } from './helpers/auth';
import { mailsTo } from './helpers/mail';

// Issue 26: passkeys in Chromium's own WebAuthn stack, on a virtual authenticator (CDP
// WebAuthn.addVirtualAuthenticator): a platform authenticator that keeps discoverable credentials
// and verifies the user. Register in Settings, sign out, sign in with the passkey (from the email
// field's autofill, then from the button), remove it.

async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

async function logOut(page: Page): Promise<void> {
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
}

test('R12/R27: register a passkey, sign out, sign in with it (no code asked, two-factor on), remove it', async ({
  page,
}) => {
  const { cdp, authenticatorId } = await virtualAuthenticator(page);
  const email = `passkey-${Date.now()}@example.com`;
  await signInThroughEmail(page, email);

  // Two-factor on first: adding a passkey then needs a fresh code, and signing in with it needs none.
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Enable Two-Factor Authentication' }).click();
  const secret = (await page.getByTestId('two-factor-secret').textContent())?.trim() ?? '';
  const nextCode = codeSequence(secret);
  await page.getByLabel('Verification code').fill(await nextCode());
  await page.getByRole('button', { name: 'Verify and Enable' }).click();
  await expect(page.getByRole('heading', { name: 'Save your backup codes' })).toBeVisible();
  await page.getByRole('button', { name: 'I have saved these codes' }).click();

  await page.getByRole('button', { name: 'Add a passkey' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a passkey' });
  await dialog.getByLabel('Passkey name').fill('Test laptop');
  await dialog.getByLabel('Code from your authenticator app').fill(await nextCode());
  await dialog.getByRole('button', { name: 'Create passkey' }).click();
  const list = page.getByRole('list', { name: 'Passkeys' });
  await expect(list).toContainText('Test laptop');
  await expect(list).toContainText('Never used');
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]?.isResidentCredential).toBe(true);
  await expect.poll(() => mailsTo(email).map((m) => m.subject)).toContain('A passkey was added');

  // Conditional UI: opening the form offers the passkey in the email field's autofill, and the
  // virtual authenticator (which presses "yes" by itself) picks it: signed in, no code.
  await logOut(page);
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(accountMenu(page)).toBeVisible({ timeout: 15_000 });
  await page.goto('/settings');
  const sessions = page.getByRole('list', { name: 'Active sessions' });
  await expect(sessions.getByRole('listitem').filter({ hasText: 'This device' })).toContainText('Passkey');

  // The button: in a browser without conditional UI, "Sign in with a passkey" opens the prompt.
  await page.addInitScript(() => {
    PublicKeyCredential.isConditionalMediationAvailable = async () => false;
  });
  await logOut(page);
  await page.getByRole('button', { name: 'Get Started' }).click();
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(accountMenu(page)).toBeVisible({ timeout: 15_000 });

  await page.goto('/settings');
  const current = page
    .getByRole('list', { name: 'Active sessions' })
    .getByRole('listitem')
    .filter({ hasText: 'This device' });
  await expect(current).toContainText('Passkey');
  await expect(list).toContainText('Last used');

  await page.getByRole('button', { name: 'Remove passkey Test laptop' }).click();
  const remove = page.getByRole('dialog', { name: 'Remove passkey?' });
  await remove.getByLabel('Code from your authenticator app').fill(await nextCode());
  await remove.getByRole('button', { name: 'Remove passkey', exact: true }).click();
  await expect(page.getByText('No passkeys yet.')).toBeVisible();
  await expect.poll(() => mailsTo(email).map((m) => m.subject)).toContain('A passkey was removed');

  // The removed passkey no longer signs in: the server refuses it and says so.
  await logOut(page);
  await page.getByRole('button', { name: 'Get Started' }).click();
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByText('This passkey is not registered here.', { exact: false })).toBeVisible();
  await expect(accountMenu(page)).toBeHidden();
});
