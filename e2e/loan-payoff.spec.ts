import { expect, test } from '@playwright/test';
import { signInThroughApi as signIn } from './helpers/auth';

// Issue 11 items 7 and 8: "Pay off" records an extra payment of exactly the balance shown; the loan
// then shows as paid off and drops out of the Active Loans card and the monthly loan payments.

test('pay a loan off from its detail view: paid off, no longer active, no monthly payment', async ({
  page,
}) => {
  await signIn(page, 'payoff-journey@example.com');
  const origin = `http://localhost:${process.env.E2E_PORT ?? 5180}`;
  const created = await page.request.post('/api/loan', {
    headers: { origin },
    data: {
      name: 'Car loan',
      loanCategory: 'auto',
      loanType: 'Variable Rate',
      principal: '25000.00',
      interestRate: '7.25',
      termYears: 5,
      startDate: '2025-01-10',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const loan = (await created.json()) as { id: string; currentBalance: string };

  await page.goto(`/portfolio/liabilities?loan=${loan.id}`);
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /^Pay off \$/ }).click();
  await expect(dialog.getByLabel('Extra amount', { exact: true })).toHaveValue(loan.currentBalance);
  await dialog.getByRole('button', { name: 'Record Extra Payment' }).click();
  await expect(page.getByText('Extra payment recorded', { exact: true })).toBeVisible();
  await expect(dialog.getByTestId('loan-current-balance')).toHaveText('$0.00');
  await expect(dialog.getByTestId('loan-paid-off-note')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('loan-paid-off').first()).toBeVisible();

  await page.goto('/planning');
  const card = page.getByRole('region', { name: 'Active Loans' });
  await expect(card.locator('p').first()).toHaveText('0');
  await expect(card).toContainText('loans being repaid');
  const summary = await page.request.get('/api/cash-flow/summary');
  expect(((await summary.json()) as { monthlyLoanPayments: string }).monthlyLoanPayments).toBe('0.00');
});
