import { describe, expect, it } from 'vitest';
import { pageFor, tabShellFor } from './prerendered-page';

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

describe('tabShellFor', () => {
  it.each([
    ['/planning/analytics', 'shell-planning', 'shell-planning-analytics'],
    ['/planning/cash-flow', 'shell-planning', 'shell-planning-cash-flow'],
    ['/portfolio/assets', 'shell-portfolio', 'shell-portfolio-assets'],
    ['/planning', 'shell-planning', null],
    ['/portfolio', 'shell-portfolio', null],
    ['/planning/analytics/', 'shell-planning', null],
    ['/planning/../settings', 'shell-planning', null],
    ['/planning/Analytics', 'shell-planning', null],
    [`/planning/${'a'.repeat(41)}`, 'shell-planning', null],
    ['/portfolio/accounts/42', 'shell-account', null],
    ['/settings', 'shell-settings', null],
    ['/planning/analytics', 'landing', null],
  ] as const)('%s as %s -> %s', (path, kind, expected) => {
    expect(tabShellFor(path, kind)).toBe(expected);
  });
});
