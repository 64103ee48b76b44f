import { expect, type Page } from '@playwright/test';

// Setting the scene through the real API from a journey's signed-in page (same origin, so the origin
// check passes): each call must succeed, and answers the created row.

export function apiPoster(page: Page): (url: string, data: unknown) => Promise<{ id: string }> {
  const headers = { origin: new URL(page.url()).origin };
  return async (url, data) => {
    const response = await page.request.post(url, { data, headers });
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()) as { id: string };
  };
}

/** A checking account's creation payload. */
export function checkingAccount(accountNumber: string, currentBalance: string) {
  return {
    accountName: 'Checking',
    accountNumber,
    accountType: 'ASSET',
    accountSubtype: 'checking',
    category: 'cash',
    normalBalance: 'debit',
    currentBalance,
  } as const;
}
