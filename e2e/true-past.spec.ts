import { expect, test } from '@playwright/test';
import { signInThroughApi as signIn } from './helpers/auth';

// A true past (decision 125): a new user adds checking as of today, imports last year's statement, and
// sees today's balance unchanged, the account tracked since the statement's first day, and an honest
// Net Worth sentence: growth is what the statement saved, not the account appearing (decision 127).

const pad = (n: number) => String(n).padStart(2, '0');

/** Last year's statement up to yesterday: pay on the 1st, rent on the 3rd, groceries on the 15th. */
function statement(today: string): { csv: string; rows: { date: string; cents: number }[] } {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const rows: { date: string; cents: number; payee: string }[] = [];
  for (let i = 12; i >= 0; i--) {
    const d = new Date(Date.UTC(y, m - 1 - i, 1));
    const month = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}`;
    for (const [day, payee, cents] of [
      ['01', 'Acme Payroll', 280_000],
      ['03', 'Landlord', -230_000],
      ['15', 'Corner Market', -30_025],
    ] as const) {
      const date = `${month}-${day}`;
      if (date < today) rows.push({ date, payee, cents });
    }
  }
  const csv = ['Date,Payee,Amount', ...rows.map((r) => `${r.date},${r.payee},${(r.cents / 100).toFixed(2)}`)];
  return { csv: `${csv.join('\n')}\n`, rows };
}

const usd = (cents: number) =>
  `${cents < 0 ? '-' : ''}$${(Math.abs(cents) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

test('checking added today keeps its balance when last year is imported; the Net Worth story stays honest', async ({
  page,
}) => {
  await signIn(page, 'true-past@example.com');
  await page.goto('/portfolio/assets');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Add Asset' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /^Cash & Bank Accounts/ }).click();
  await dialog.getByLabel('Asset Name').fill('Everyday Checking');
  await dialog.getByLabel('Account Number').fill('CHK-4250');
  await dialog.getByLabel('Current Value').fill('4250.00');
  // "Balance as of" defaults to today.
  const asOf = dialog.getByLabel('Balance as of');
  await expect(asOf).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  const today = await asOf.inputValue();
  await dialog.getByRole('button', { name: 'Add Asset' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('net-worth')).toHaveText('$4,250.00');

  await page.getByRole('link', { name: 'Everyday Checking', exact: true }).click();
  const balance = page.getByTestId('account-balance');
  await expect(balance).toHaveText('$4,250.00');
  await expect(page.getByTestId('tracked-since')).toContainText('Tracked since');

  const { csv, rows } = statement(today);
  const start = rows[0]?.date ?? today;
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const importer = page.getByRole('dialog', { name: 'Import into Everyday Checking' });
  await importer.getByLabel('Bank file').setInputFiles({
    name: 'last-year.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await expect(importer.getByTestId('import-summary')).toContainText(`${rows.length} new`);
  await importer.getByRole('button', { name: `Import ${rows.length} rows` }).click();
  await expect(importer).toBeHidden();

  // Today's balance is what the user said; every earlier day is counted back from it.
  await expect(page.getByRole('region', { name: 'Register' })).toContainText('Landlord');
  await expect(balance).toHaveText('$4,250.00');
  const [sy, sm, sd] = start.split('-').map(Number) as [number, number, number];
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  await expect(page.getByTestId('tracked-since')).toHaveText(`Tracked since ${months[sm - 1]} ${sd}, ${sy}`);

  // Analytics: growth is what the statement saved after the chart's first point, never the account
  // appearing (its 4,250 is no growth; before its start it is not part of Net Worth at all).
  await page.goto('/planning/analytics');
  const panel = page.getByRole('region', { name: 'Net Worth over time' });
  await panel.getByRole('button', { name: 'Show table' }).click();
  const table = panel.getByRole('table');
  await expect(table.getByRole('row').last()).toContainText('$4,250.00');
  const firstDate = (
    (await table.getByRole('row').nth(1).locator('th, td').first().textContent()) ?? ''
  ).trim();
  expect(firstDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const saved = rows.filter((r) => r.date > firstDate).reduce((sum, r) => sum + r.cents, 0);
  const growth = panel.getByTestId('net-worth-growth');
  await expect(growth).toContainText(
    saved === 0 ? 'Net Worth held at' : `Net Worth ${saved > 0 ? 'grew' : 'fell'} ${usd(Math.abs(saved))}`,
  );
  await expect(growth).not.toContainText('4,250');
  await expect(panel).toContainText(/From savings [-$\d,.]+ \(income \$/);

  // Decision 187: the statement's pay and spending are not recurring, and the screens that count
  // recurring items say what they leave out: 2,800 of pay and 2,600.25 of rent and groceries a month.
  const monthName = (back: number) => {
    const d = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1 - back, 1));
    return [d.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' }), d.getUTCFullYear()] as const;
  };
  const [firstName, firstYear] = monthName(3);
  const [lastName, lastYear] = monthName(1);
  const span = `${firstName}${firstYear === lastYear ? '' : ` ${firstYear}`} to ${lastName} ${lastYear}`;
  const recorded = `you recorded $2,800.00 of income and $2,600.25 of spending a month on average (loan interest aside)`;
  await page.goto('/portfolio');
  await expect(page.getByTestId('recorded-gap-note')).toHaveText(
    `These figures count recurring items only. From ${span} ${recorded}. Add your regular income and spending as recurring items, or compare with the actual months below.`,
  );
  await page.goto('/planning');
  await expect(page.getByRole('region', { name: 'Monthly Cash Flow' })).toContainText(
    `Recurring items only: from ${span} ${recorded}`,
  );
  await page.goto('/planning/cash-flow');
  await expect(page.getByTestId('forecast-gap-note')).toHaveText(
    `This forecast counts recurring items and loans only. From ${span} ${recorded}.`,
  );
  // The analyzer judges a home against those figures, not the 5,000 and 3,500 estimates.
  await page.goto('/portfolio/home-purchase');
  const finances = (label: string) => page.locator('dl div').filter({ hasText: label });
  await expect(finances('Monthly Income')).toHaveText(/Monthly IncomeRecorded\$2,800\.00/);
  await expect(finances('Monthly Expenses')).toHaveText(/Monthly ExpensesRecorded\$2,600\.25/);
  await expect(page.getByRole('note').filter({ hasText: 'No recurring income is set up' })).toHaveText(
    `No recurring income is set up, so Monthly Income is your recorded income, $2,800.00 a month on average from ${span}. No recurring expenses are set up, so Monthly Expenses is your recorded spending, $2,600.25 a month on average from ${span} (loan interest aside).`,
  );
});
