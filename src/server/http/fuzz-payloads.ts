// Valid payloads the fuzz tests start from: one account, one loan, one budget.

export function validAccount(): Record<string, unknown> {
  return {
    accountName: 'Checking',
    accountNumber: '1',
    accountType: 'ASSET',
    accountSubtype: 'checking',
    normalBalance: 'debit',
    currentBalance: '100.00',
    description: 'Main account',
  };
}

export function validLoan(): Record<string, unknown> {
  return {
    name: 'Car',
    loanCategory: 'auto',
    loanType: '5-Year ARM',
    principal: '10000.00',
    interestRate: '5',
    termYears: 5,
    startDate: '2025-01-15',
    homePrice: null,
    downPayment: null,
    propertyTax: '0',
    insurance: '0',
    supplementalInsurance: '0',
  };
}

export function validBudget(categoryId: string): Record<string, unknown> {
  return {
    name: 'November',
    description: 'Groceries and rent',
    startDate: '2026-11-01',
    endDate: '2026-11-30',
    isActive: true,
    items: [{ categoryId, amount: '300.00' }],
  };
}
