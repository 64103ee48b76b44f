import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { accountMenu, requestMagicLink, signInThroughEmail } from './helpers/auth';

// Real time: two people signed in on different browsers chat through the trollbox and see the device
// count rise; a visitor's landing page counts unread messages; a minimised trollbox shows its badge.

const deviceCount = (page: Page) => page.getByTestId('device-count');
const trollboxToggle = (page: Page) => page.getByTestId('trollbox-toggle');
const trollbox = (page: Page) => page.getByRole('region', { name: 'Trollbox' });
const messageTexts = (page: Page) => page.getByTestId('trollbox-message-text');

async function say(page: Page, text: string): Promise<void> {
  const box = trollbox(page);
  await box.getByRole('textbox').fill(text);
  await box.getByRole('button', { name: 'Send message' }).click();
  await expect(box.getByRole('textbox')).toHaveValue('');
}

test('two signed-in users chat in the trollbox, a visitor counts unread, a bubble shows its badge', async ({
  browser,
}) => {
  const contexts: BrowserContext[] = [];
  const open = async (viewport = { width: 1280, height: 800 }) => {
    const context = await browser.newContext({ viewport });
    contexts.push(context);
    return context.newPage();
  };
  try {
    const alice = await open();
    await signInThroughEmail(alice, 'troll-alice@example.com');
    await expect(deviceCount(alice)).toHaveText('1');

    const bob = await open({ width: 390, height: 844 });
    await signInThroughEmail(bob, 'troll-bob@example.com');
    await expect(deviceCount(bob)).toHaveText('2');
    await expect(deviceCount(alice)).toHaveText('2');

    const visitor = await open();
    await visitor.goto('/');
    await expect(deviceCount(visitor)).toHaveText('3');
    await expect(deviceCount(alice)).toHaveText('3');

    await test.step('they chat; markup arrives as plain text', async () => {
      await trollboxToggle(alice).click();
      await trollboxToggle(bob).click();
      await expect(trollbox(alice)).toBeVisible();
      const box = trollbox(bob);
      await expect(box).toBeVisible();
      const size = await box.boundingBox();
      expect(size?.height).toBe(384);
      expect(size?.width).toBeLessThanOrEqual(320);

      await expect(trollbox(alice).getByRole('button', { name: 'Send message' })).toBeDisabled();
      await say(alice, 'Hello from Alice <img src=x onerror=alert(1)>');
      await expect(messageTexts(bob).last()).toHaveText('Hello from Alice');
      await expect(trollbox(bob).locator('img')).toHaveCount(0);
      await say(bob, 'Hi Alice, see www.example.com');
      await expect(messageTexts(alice).last()).toHaveText('Hi Alice, see [LINK BLOCKED]');
    });

    await test.step("the visitor's trollbox toggle counts unread; opening it shows history", async () => {
      await expect(trollboxToggle(visitor)).toHaveAccessibleName('Trollbox (2 unread)');
      await trollboxToggle(visitor).click();
      await expect(messageTexts(visitor)).toHaveText(['Hello from Alice', 'Hi Alice, see [LINK BLOCKED]']);
      await expect(trollbox(visitor).getByRole('textbox')).toBeDisabled();
      await expect(trollbox(visitor).getByText('Sign in to chat')).toBeVisible();
    });

    await test.step('a minimised trollbox shows the unread badge; double-click expands it', async () => {
      await trollbox(bob).getByRole('button', { name: 'Minimize trollbox' }).click();
      const bubble = bob.getByTestId('trollbox-bubble');
      await expect(bubble).toBeVisible();
      for (let i = 1; i <= 3; i += 1) await say(alice, `ping ${i}`);
      await expect(bob.getByTestId('trollbox-unread')).toHaveText('3');

      // Dragged far off screen, it stays within the viewport minus 80 px.
      const start = await bubble.boundingBox();
      await bob.mouse.move((start?.x ?? 0) + 20, (start?.y ?? 0) + 20);
      await bob.mouse.down();
      await bob.mouse.move(-500, -500, { steps: 5 });
      await bob.mouse.up();
      await expect.poll(async () => (await bubble.boundingBox())?.x).toBe(0);
      expect((await bubble.boundingBox())?.y).toBe(0);

      await bubble.dblclick();
      await expect(trollbox(bob)).toBeVisible();
      await expect(messageTexts(bob).last()).toHaveText('ping 3');
      await expect(bob.getByTestId('trollbox-unread')).toHaveCount(0);
    });

    await test.step('a device leaving lowers the count', async () => {
      await contexts.pop()?.close();
      await expect(deviceCount(alice)).toHaveText('2');
    });
  } finally {
    await Promise.all(contexts.map((c) => c.close()));
  }
});

test('the tab that asked for the link is signed in when the link is opened in another tab', async ({
  page,
}) => {
  const link = await requestMagicLink(page, 'troll-tabs@example.com');
  await expect(deviceCount(page)).not.toHaveText('...');
  const other = await page.context().newPage();
  await other.goto(link);
  await other.getByRole('button', { name: 'Verify Now' }).click();
  await expect(accountMenu(other)).toBeVisible({ timeout: 15_000 });
  // No reload: the first tab hears auth_success on its socket.
  await expect(accountMenu(page)).toBeVisible();
  await expect(accountMenu(page)).toHaveAccessibleName(/troll-tabs@example\.com/);
});
