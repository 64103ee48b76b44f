import { expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { lastMagicLink, signInMailCount } from './mail';

// Sign-in helpers for every journey: the real flow, through the landing form and the emailed link.

export const accountMenu = (page: Page) => page.getByRole('button', { name: /^Account menu for / });

/** Asks for a link on the landing page (Get Started, email, duration, send) and waits for the card. */
export async function requestMagicLink(page: Page, email: string, durationLabel?: string): Promise<string> {
  const before = signInMailCount(email);
  await page.goto('/');
  await page.getByRole('button', { name: 'Get Started' }).click();
  await page.getByLabel('Email address').fill(email);
  if (durationLabel) await page.getByLabel('Keep me signed in for').selectOption({ label: durationLabel });
  await page.getByRole('button', { name: 'Send Magic Link' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  return lastMagicLink(email, before);
}

/**
 * Signs in (or up) by email as a person would: the landing form, then the link from the outbox.
 * Clicks 'Verify Now' rather than waiting out the 3-second countdown. Resolves once signed in.
 * With two-factor on, pass `code` (e.g. `() => totpNow(secret)`) for the code step.
 */
export async function signInThroughEmail(
  page: Page,
  email: string,
  options: { code?: () => string; durationLabel?: string } = {},
): Promise<void> {
  const link = await requestMagicLink(page, email, options.durationLabel);
  await page.goto(link);
  await page.getByRole('button', { name: 'Verify Now' }).click();
  if (options.code) {
    await page.getByLabel('Authentication code').fill(options.code());
    await page.getByRole('button', { name: 'Verify & Sign In' }).click();
  }
  await expect(accountMenu(page)).toBeVisible({ timeout: 15_000 });
}

/** The TOTP code an authenticator app shows for this secret, `stepOffset` 30-second steps from now. */
export function totpNow(secret: string, stepOffset = 0): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    timestamp: Date.now() + stepOffset * 30_000,
  });
}

/**
 * Codes for one secret that the server accepts one after another: each for a later 30-second step
 * than the last (replay protection), at most one step ahead of now (the server's window).
 */
export function codeSequence(secret: string): () => Promise<string> {
  let last = -1;
  return async () => {
    for (;;) {
      const now = Math.floor(Date.now() / 30_000);
      const step = Math.max(now, last + 1);
      if (step <= now + 1) {
        last = step;
        return totpNow(secret, step - now);
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  };
}

/**
 * Signs in through the real magic-link routes without driving the landing form: for journeys about
 * something else. The link still comes from the development outbox and is verified by the real API.
 */
export async function signInThroughApi(page: Page, email: string): Promise<void> {
  const before = signInMailCount(email);
  const origin = baseUrl();
  const sent = await page.request.post('/api/auth/magic-link', {
    data: { email, sessionDuration: '1' },
    headers: { origin },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  const link = await lastMagicLink(email, before);
  // The custom header the web app's verify page sends (the API refuses the call without it).
  const verified = await page.request.get(`/api/auth/verify${new URL(link).search}`, {
    headers: { 'X-CSRF': '1' },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
}

function baseUrl(): string {
  return `http://localhost:${process.env.E2E_PORT ?? 5180}`;
}
