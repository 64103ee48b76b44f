import { describe, expect, it } from 'vitest';
import { breadcrumb, sectionTitle, switchAreaPath } from './sections';

describe('breadcrumb', () => {
  it.each([
    ['/', ['Portfolio Overview']],
    ['/portfolio', ['Portfolio Overview']],
    ['/portfolio/overview', ['Portfolio Overview']],
    ['/portfolio/assets', ['Portfolio Overview', 'Assets']],
    ['/portfolio/transactions', ['Portfolio Overview', 'Transactions']],
    ['/portfolio/home-purchase', ['Portfolio Overview', 'Home-purchase']],
    ['/planning', ['Financial Planning']],
    ['/planning/cash-flow', ['Financial Planning', 'Cash Flow']],
    ['/planning/loans', ['Financial Planning', 'Loans']],
    ['/portfolio/accounts/0b7c', ['Portfolio Overview', 'Account']],
    ['/settings', ['Portfolio Overview', 'Account Settings']],
  ])('%s -> %o', (path, expected) => {
    expect(breadcrumb(path)).toEqual(expected);
  });
});

describe('switchAreaPath', () => {
  it.each([
    // Sections the other area lacks go to its overview, never to "tab not found".
    ['planning', '/portfolio/assets', '/planning'],
    ['planning', '/portfolio/home-purchase', '/planning'],
    ['portfolio', '/planning/budgets', '/portfolio'],
    ['portfolio', '/planning/loans', '/portfolio'],
    ['planning', '/portfolio', '/planning'],
    ['portfolio', '/planning/overview', '/portfolio'],
    ['portfolio', '/planning/cash-flow', '/portfolio'],
    ['portfolio', '/', '/portfolio'],
    ['planning', '/portfolio/accounts/0b7c', '/planning'],
  ] as const)('to %s from %s is %s', (target, from, expected) => {
    expect(switchAreaPath(target, from)).toBe(expected);
  });
});

describe('sectionTitle', () => {
  it('capitalizes sections without a title of their own', () => {
    expect(sectionTitle('analytics')).toBe('Analytics');
    expect(sectionTitle('whatever')).toBe('Whatever');
  });
});
