import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, type AccountDto } from '../../shared/accounts';
import { LOAN_MESSAGES } from '../../shared/loans';
import { CAR } from '../loans/loan-fixtures';
import { startAppWithUsers } from '../test/app-with-users';
import { type SignedIn, signIn } from '../test/client';
import type { TestApp } from '../test/test-app';
import { asset } from './test-fixtures';

// An account or a loan that names no currency takes the base currency: the same rules hold for it as
// for a currency given. Before, a Kuwaiti dinar account or a yen loan could be made by leaving the
// currency out, though naming it was refused.

let t: TestApp;
startAppWithUsers([], (app) => {
  t = app;
});

async function withBase(email: string, baseCurrency: string): Promise<SignedIn> {
  const who = await signIn(t, email);
  const res = await who.api.put('/api/settings', { baseCurrency });
  expect(res.statusCode, res.body).toBe(200);
  return who;
}

describe('the base currency an account or a loan takes by default', () => {
  it('refuses an account in a base currency of three decimals, as when it is named', async () => {
    const who = await withBase('default-kwd@example.com', 'KWD');
    const { currency: _none, ...payload } = asset();
    for (const body of [payload, { ...payload, currency: 'KWD' }]) {
      const res = await who.api.post('/api/accounts', body);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ fields: Record<string, string> }>().fields).toEqual({
        currency: ACCOUNT_MESSAGES.currencyThreeDecimals('KWD'),
      });
    }
    expect((await who.api.get('/api/accounts')).json<AccountDto[]>()).toEqual([]);
  });

  it('keeps an account in a base currency without decimals', async () => {
    const who = await withBase('default-jpy@example.com', 'JPY');
    const res = await who.api.post('/api/accounts', asset({ currentBalance: '150000' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<AccountDto>()).toMatchObject({ currency: 'JPY', currentBalance: '150000.00' });
  });

  it('refuses a loan in a base currency without cents, as when it is named', async () => {
    const who = await withBase('default-jpy-loan@example.com', 'JPY');
    const { currency: _none, ...payload } = CAR;
    const res = await who.api.post('/api/loan', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fields: Record<string, string> }>().fields).toEqual({
      currency: LOAN_MESSAGES.currencyCents('JPY'),
    });
    expect((await who.api.get('/api/loans')).json<unknown[]>()).toEqual([]);
  });
});
