// A household at a real scale, entered only through the product's own paths over HTTP: accounts and
// their opening balances (POST /api/accounts), loans with their monthly payment and ledger accounts
// (POST /api/loan, funded from checking), recurring income and expenses (POST /api/transactions), and
// BENCH_SCALE transactions (default 20,000) spread over the last five years through the bank-file
// import (preview, then commit, 10,000 rows a file). No bench writes a row by INSERT.
import { addDays } from '../src/domain/calendar';
import { post, type Server } from './seed-over-http';

/** Transactions a seeded bench holds: BENCH_SCALE, or 20,000. */
export const SCALE = Number(process.env.BENCH_SCALE ?? 20_000);
const FILE_ROWS = 10_000;
const YEARS_DAYS = 5 * 365;

export const today = (): string => new Date().toISOString().slice(0, 10);
export const fiveYearsAgo = (): string => addDays(today(), -YEARS_DAYS + 1);

const PAYEES = ['Grocery Store', 'Coffee Shop', 'Fuel Station', 'Pharmacy', 'Book Shop', 'Hardware Depot'];

export interface Household {
  checkingId: string;
  cardId: string;
  accountIds: string[];
  loanIds: string[];
}

function money(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

export async function createAccount(
  server: Server,
  cookie: string,
  name: string,
  type: 'ASSET' | 'LIABILITY',
  subtype: string,
  balance: string,
): Promise<string> {
  const created = await post(server, cookie, '/api/accounts', {
    accountName: name,
    accountNumber: name.slice(0, 3).toUpperCase(),
    accountType: type,
    accountSubtype: subtype,
    currentBalance: balance,
  });
  return created.id;
}

/** `count` loans through the loans API (a real monthly payment, a liability account, a funding account). */
export async function createLoans(
  server: Server,
  cookie: string,
  fundingAccountId: string,
  count: number,
): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const mortgage = i % 2 === 0;
    const created = await post(server, cookie, '/api/loan', {
      name: mortgage ? `Home ${i}` : `Car ${i}`,
      loanCategory: mortgage ? 'mortgage' : 'auto',
      loanType: mortgage ? '30-Year Fixed' : 'Variable Rate',
      principal: mortgage ? money(30_000_000 + i * 1_000_000) : money(2_500_000 + i * 100_000),
      interestRate: mortgage ? '6.5' : '7.25',
      termYears: mortgage ? 30 : 5,
      startDate: addDays(today(), -(400 + i * 97)),
      homePrice: mortgage ? money(40_000_000 + i * 1_000_000) : null,
      downPayment: mortgage ? money(10_000_000) : null,
      propertyTax: mortgage ? '400.00' : '0',
      insurance: mortgage ? '150.00' : '0',
      supplementalInsurance: '0',
      fundingAccountId,
    });
    ids.push(created.id);
  }
  return ids;
}

/** Recurring income and expenses (projections): every fourth an income, monthly and other frequencies. */
export async function createRecurring(server: Server, cookie: string, count: number): Promise<void> {
  const frequencies = ['monthly', 'weekly', 'biweekly', 'quarterly', 'yearly'];
  for (let i = 0; i < count; i += 1) {
    await post(server, cookie, '/api/transactions', {
      amount: money(1_000 + ((i * 7_919) % 500_000)),
      type: i % 4 === 0 ? 'income' : 'expense',
      description: `Recurring ${i}`,
      transactionDate: addDays(today(), -((i * 37) % 1_500)),
      isRecurring: true,
      recurringFrequency: frequencies[i % frequencies.length],
      recurringStartDate: null,
      recurringEndDate: null,
      nextDueDate: null,
      tags: [],
    });
  }
}

/** `rows` bank-file rows into one account through the import (preview, then commit every new row). */
export async function importTransactions(
  server: Server,
  cookie: string,
  accountId: string,
  rows: number,
  first = 0,
): Promise<void> {
  const from = fiveYearsAgo();
  for (let start = 0; start < rows; start += FILE_ROWS) {
    let csv = 'Date,Description,Amount\n';
    for (let i = start; i < Math.min(rows, start + FILE_ROWS); i += 1) {
      const n = first + i;
      const cents = ((n * 7_919) % 20_000) + 1;
      const sign = n % 6 === 3 ? '' : '-';
      const day = addDays(from, Math.floor((i * (YEARS_DAYS - 1)) / Math.max(1, rows)));
      csv += `${day},${PAYEES[n % PAYEES.length]} ${n},${sign}${money(cents)}\n`;
    }
    const body = { fileName: `bench-${first + start}.csv`, content: Buffer.from(csv).toString('base64') };
    const preview = await call(server, cookie, 'POST', `/api/accounts/${accountId}/imports/preview`, body);
    if (preview.status !== 200) throw new Error(`import preview: ${preview.status} ${preview.text}`);
    const parsed = JSON.parse(preview.text) as {
      rows: { line: number; status: string; categoryId: string | null }[];
    };
    const chosen = parsed.rows
      .filter((r) => r.status === 'new')
      .map((r) => ({ line: r.line, categoryId: r.categoryId }));
    const commit = await call(server, cookie, 'POST', `/api/accounts/${accountId}/imports`, {
      ...body,
      rows: chosen,
    });
    if (commit.status !== 201) throw new Error(`import commit: ${commit.status} ${commit.text}`);
  }
}

async function call(
  server: Server,
  cookie: string,
  method: string,
  path: string,
  body: unknown,
): Promise<{ status: number; text: string }> {
  const res = await fetch(`${server.base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', origin: server.base, cookie },
    body: JSON.stringify(body),
  });
  return { status: res.status, text: await res.text() };
}

/**
 * The household: checking, savings, a brokerage account and a credit card; `loans` loans funded from
 * checking; `recurring` projections; `transactions` imported, four in five into checking and the rest
 * onto the card.
 */
export async function seedHousehold(
  server: Server,
  cookie: string,
  options: { transactions?: number; loans?: number; recurring?: number } = {},
): Promise<Household> {
  const transactions = options.transactions ?? SCALE;
  const checkingId = await createAccount(server, cookie, 'Checking', 'ASSET', 'checking', '8200.00');
  const savingsId = await createAccount(server, cookie, 'Savings', 'ASSET', 'savings', '25000.00');
  const brokerageId = await createAccount(server, cookie, 'Brokerage', 'ASSET', 'brokerage', '61000.00');
  const cardId = await createAccount(server, cookie, 'Credit card', 'LIABILITY', 'credit_card', '900.00');
  const loanIds = await createLoans(server, cookie, checkingId, options.loans ?? 2);
  await createRecurring(server, cookie, options.recurring ?? 3);
  const onCard = Math.floor(transactions / 5);
  await importTransactions(server, cookie, checkingId, transactions - onCard);
  await importTransactions(server, cookie, cardId, onCard, transactions);
  return { checkingId, cardId, accountIds: [checkingId, savingsId, brokerageId, cardId], loanIds };
}

/** The body of an expense of `n` cents-ish paid today from `accountId`: the write a user makes most. */
export function expense(accountId: string, n: number): Record<string, unknown> {
  return {
    amount: money(100 + ((n * 7_919) % 20_000)),
    type: 'expense',
    description: `Bench expense ${n}`,
    transactionDate: today(),
    accountId,
    isRecurring: false,
    tags: [],
  };
}
