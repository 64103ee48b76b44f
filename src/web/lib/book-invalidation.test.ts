import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNTS_KEY,
  BALANCE_SHEET_KEY,
  BUDGETS_KEY,
  CATEGORIES_KEY,
  LOANS_KEY,
  RECENT_TRANSACTIONS_KEY,
  SUMMARY_KEY,
} from '../features/income-expenses/queries';
import { extraPaymentsKey, loanKey, scheduleKey } from '../features/loans/use-loans';
import { budgetKey, forecastKey, historyKey } from '../features/planning/queries';
import { BOOK_MUTATIONS, type BookMutation, invalidateAfter, isStaleAfter } from './book-invalidation';

// After any loan, account, transaction, import, rule run, valuation or exchange rate every figure on screen is read
// again: the keys below are the ones the screens really use.

const ID = '00000000-0000-4000-8000-000000000001';

/** Every query whose figures the books move, as the screens key them. */
const DEPENDENT: readonly (readonly unknown[])[] = [
  RECENT_TRANSACTIONS_KEY,
  ['/api/transactions?type=expense&recurring=false', 'pages'],
  ['/api/transactions?q=&type=expense', 'search'],
  SUMMARY_KEY,
  ACCOUNTS_KEY,
  ['/api/accounts', ID, 'register?limit=50'],
  BALANCE_SHEET_KEY,
  BUDGETS_KEY,
  budgetKey(ID),
  LOANS_KEY,
  loanKey(ID),
  scheduleKey(ID),
  extraPaymentsKey(ID),
  [`/api/loans/${ID}/schedule`],
  forecastKey(60, null),
  forecastKey(60, '2026-01'),
  historyKey(null, 'month'),
  ['/api/journal-entries'],
];

/** Nothing a change to the books can move. */
const UNRELATED: readonly (readonly unknown[])[] = [
  ['/api/settings'],
  ['/api/auth/sessions'],
  ['/api/tokens'],
  ['/api/rules'],
];

function clientWithAll(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  for (const key of [...DEPENDENT, ...UNRELATED, CATEGORIES_KEY]) client.setQueryData(key, { cached: true });
  return client;
}

const invalidated = (client: QueryClient, key: readonly unknown[]) =>
  client.getQueryState(key)?.isInvalidated ?? false;

describe('the invalidation after a change to the books', () => {
  it.each(BOOK_MUTATIONS)(
    'a %s change makes every dependent figure stale, and nothing else',
    async (kind) => {
      const client = clientWithAll();
      await invalidateAfter(client, kind);
      for (const key of DEPENDENT) expect(invalidated(client, key), JSON.stringify(key)).toBe(true);
      for (const key of UNRELATED.filter((k) => !(kind === 'rule-run' && k[0] === '/api/rules'))) {
        expect(invalidated(client, key), JSON.stringify(key)).toBe(false);
      }
    },
  );

  it.each<[BookMutation, boolean]>([
    ['transaction', true],
    ['account', true],
    ['import', true],
    ['rule-run', true],
    ['loan', false],
    ['valuation', false],
    ['rate', false],
  ])('a %s change refreshes the categories (whether they have postings): %s', (kind, expected) => {
    expect(isStaleAfter(kind, CATEGORIES_KEY)).toBe(expected);
  });

  it('a loan change refreshes the summary’s loan payments (the overview said $0.00 until a reload)', () => {
    expect(isStaleAfter('loan', SUMMARY_KEY)).toBe(true);
    expect(isStaleAfter('loan', RECENT_TRANSACTIONS_KEY)).toBe(true);
  });

  it('ignores keys that are not URLs', () => {
    expect(isStaleAfter('transaction', [42])).toBe(false);
    expect(isStaleAfter('transaction', [])).toBe(false);
  });
});
