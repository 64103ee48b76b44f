import { describe, expect, it } from 'vitest';
import { pageFor } from './prerendered-page';

describe('pageFor', () => {
  it.each([
    ['/', {}, 'landing'],
    ['/home', {}, 'landing'],
    ['/portfolio', {}, 'landing'],
    ['/portfolio/assets', {}, 'landing'],
    ['/planning/cash-flow', {}, 'landing'],
    ['/settings', {}, 'landing'],
    ['/auth/verify', {}, 'plain'],
    ['/no/such/page', {}, 'plain'],
    ['/portfolio/accounts/42', {}, 'landing'],
    ['/portfolio/accounts/42', { networth_sid: 'x' }, 'shell-account'],
    ['/portfolio/accounts/42/x', { networth_sid: 'x' }, 'shell-portfolio'],
    ['/portfolios', {}, 'plain'],
    ['/', { networth_sid: 'x' }, 'shell-portfolio'],
    ['/portfolio/liabilities', { networth_sid: 'x' }, 'shell-portfolio'],
    ['/planning', { '__Host-networth_sid': 'x' }, 'shell-planning'],
    ['/planning/cash-flow', { networth_sid: 'x' }, 'shell-planning'],
    ['/settings', { networth_sid: 'x' }, 'shell-settings'],
    ['/home', { networth_sid: 'x' }, 'plain'],
    ['/auth/verify', { networth_sid: 'x' }, 'plain'],
    ['/', { networth_sid: '' }, 'landing'],
    ['/', { other: 'x' }, 'landing'],
  ] as const)('%s with %o -> %s', (path, cookies, expected) => {
    expect(pageFor(path, cookies)).toBe(expected);
  });
});
