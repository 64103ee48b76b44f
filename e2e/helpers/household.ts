import type { APIRequestContext } from '@playwright/test';

// A household like a real user's, entered through the real API: four accounts, a mortgage, monthly
// income and expenses. Used by the accessibility journey, the weight benchmark and `npm run audit`.

async function post(request: APIRequestContext, baseUrl: string, path: string, data: unknown): Promise<void> {
  const res = await request.post(`${baseUrl}${path}`, { data, headers: { origin: baseUrl } });
  if (!res.ok()) throw new Error(`${path}: ${res.status()} ${await res.text()}`);
}

export async function seedHousehold(request: APIRequestContext, baseUrl: string): Promise<void> {
  const accounts = [
    ['Checking', 'CHK-1', 'checking', 'cash', '8200.00'],
    ['Savings', 'SAV-1', 'savings', 'cash', '25000.00'],
    ['Brokerage', 'BRK-1', 'brokerage', 'investment', '61000.00'],
    ['Retirement 401k', 'RET-1', '401k', 'investment', '143000.00'],
  ] as const;
  for (const [accountName, accountNumber, accountSubtype, category, currentBalance] of accounts) {
    await post(request, baseUrl, '/api/accounts', {
      accountName,
      accountNumber,
      accountType: 'ASSET',
      accountSubtype,
      category,
      normalBalance: 'debit',
      currentBalance,
    });
  }
  await post(request, baseUrl, '/api/loan', {
    name: 'Family Home',
    loanCategory: 'mortgage',
    loanType: '30-Year Fixed',
    principal: '400000.00',
    interestRate: '6.5',
    termYears: 30,
    startDate: '2024-01-15',
    homePrice: '500000.00',
    downPayment: '100000.00',
    propertyTax: '400.00',
    insurance: '150.00',
    supplementalInsurance: '0.00',
  });
  const recurring = (type: 'income' | 'expense', amount: string, description: string) => ({
    amount,
    type,
    description,
    transactionDate: '2026-11-01',
    isRecurring: true,
    recurringFrequency: 'monthly',
    recurringStartDate: null,
    recurringEndDate: null,
    nextDueDate: null,
    tags: [],
  });
  await post(request, baseUrl, '/api/transactions', recurring('income', '7400.00', 'Salary'));
  await post(request, baseUrl, '/api/transactions', recurring('expense', '620.00', 'Groceries'));
  await post(request, baseUrl, '/api/transactions', recurring('expense', '180.00', 'Utilities'));
}
