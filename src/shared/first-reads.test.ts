import { describe, expect, it } from 'vitest';
import { firstReads } from './first-reads';

describe('firstReads', () => {
  const layout = '/api/settings';
  it.each([
    ['/', [layout, '/api/balance-sheet', '/api/cash-flow/summary']],
    ['/portfolio', [layout, '/api/balance-sheet', '/api/cash-flow/summary']],
    ['/portfolio/income', [layout, '/api/balance-sheet', '/api/cash-flow/summary']],
    ['/portfolio/transactions', [layout, '/api/balance-sheet']],
    ['/portfolio/home-purchase', [layout, '/api/balance-sheet', '/api/cash-flow/summary']],
    ['/portfolio/assets', [layout, '/api/balance-sheet']],
    ['/portfolio/liabilities', [layout, '/api/balance-sheet']],
    ['/portfolio/no-such-tab', [layout, '/api/balance-sheet']],
    ['/portfolio/accounts/42', [layout, '/api/accounts']],
    ['/portfolio/accounts/42/more', [layout]],
    ['/planning', [layout, '/api/balance-sheet', '/api/cash-flow/summary', '/api/loans', '/api/budgets']],
    [
      '/planning/analytics',
      [layout, '/api/balance-sheet', '/api/cash-flow/summary', '/api/loans', '/api/budgets'],
    ],
    ['/settings', [layout, '/api/auth/sessions', '/api/tokens']],
    ['/home', []],
    ['/auth/verify', []],
    ['/no/such/page', []],
  ] as const)('%s -> %j', (path, expected) => {
    expect(firstReads(path)).toEqual(expected);
  });
});
