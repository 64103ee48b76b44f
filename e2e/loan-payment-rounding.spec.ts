import { expect, test } from '@playwright/test';
import { signInThroughApi as signIn } from './helpers/auth';

// Issue 21 (decision 130): the payment a lender quotes, and the one case where it is rounded up, said
// in the loan's view.

test('a loan shows the lender’s payment, and says when the payment had to be rounded up', async ({
  page,
}) => {
  await signIn(page, 'payment-rounding-journey@example.com');
  const origin = `http://localhost:${process.env.E2E_PORT ?? 5180}`;
  const create = async (name: string, principal: string, interestRate: string, termYears: number) => {
    const res = await page.request.post('/api/loan', {
      headers: { origin },
      data: {
        name,
        loanCategory: 'personal',
        loanType: 'Variable Rate',
        principal,
        interestRate,
        termYears,
        startDate: '2026-01-10',
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as { id: string; monthlyPayment: string };
  };
  const usual = await create('Usual', '100000.00', '8', 30);
  expect(usual.monthlyPayment).toBe('733.76');
  const extreme = await create('Extreme', '10000.00', '24', 50);
  expect(extreme.monthlyPayment).toBe('200.01');

  await page.goto(`/portfolio/liabilities?loan=${usual.id}`);
  let dialog = page.getByRole('dialog');
  await expect(dialog.getByText('$733.76').first()).toBeVisible();
  await expect(dialog.getByTestId('loan-payment-rounded-up')).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto(`/portfolio/liabilities?loan=${extreme.id}`);
  dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('loan-payment-rounded-up')).toHaveText(
    'The monthly payment is rounded up to $200.01: at the nearest cent the last payment would be more than twice the others. The loan is repaid in 505 payments.',
  );
});
