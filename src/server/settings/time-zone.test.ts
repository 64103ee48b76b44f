import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdjustmentDto, JournalPageDto } from '../../shared/accounts';
import type { LoanPayload, LoanView } from '../../shared/loans';
import type { SettingsView } from '../../shared/settings';
import { asset, create } from '../accounts/test-fixtures';
import { assertBooksBalance, balanceOf, CAR, createLoan } from '../loans/loan-fixtures';
import { type ApiClient, signIn } from '../test/client';
import { startTestApp, type TestApp } from '../test/test-app';

// Issue 11 item 12: "today" is the user's date in their time zone, for due loan payments and for date
// validation. Honolulu is UTC−10, Tongatapu UTC+13.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
  t.clock.set('2026-11-21T12:00:00Z');
});

const settingsOf = async (api: ApiClient) => (await api.get('/api/settings')).json() as SettingsView;
const loanOf = async (api: ApiClient, id: string) => (await api.get(`/api/loans/${id}`)).json() as LoanView;

/** First payment due on the 21st of November 2026. */
const DUE_21ST: LoanPayload = { ...CAR, name: 'Due on the 21st', startDate: '2026-10-21' };

async function userIn(email: string, timeZone: string | null) {
  const session = await signIn(t, email);
  if (timeZone) expect((await session.api.put('/api/settings', { timeZone })).statusCode).toBe(200);
  return session;
}

describe('the user’s time zone', () => {
  it('is unset (UTC) until set; the browser’s report at sign-in does not overwrite a choice', async () => {
    t.clock.set('2026-11-21T12:00:00Z');
    const { api } = await signIn(t, 'tz-settings@example.com');
    expect(await settingsOf(api)).toEqual({ timeZone: null, today: '2026-11-21', baseCurrency: 'USD' });
    const first = await api.put('/api/settings', { timeZone: 'pacific/tongatapu', onlyIfUnset: true });
    expect(first.json()).toEqual({
      timeZone: 'Pacific/Tongatapu',
      today: '2026-11-22',
      baseCurrency: 'USD',
      converted: null,
    });
    const again = await api.put('/api/settings', { timeZone: 'Europe/Paris', onlyIfUnset: true });
    expect(again.json().timeZone).toBe('Pacific/Tongatapu');
    const chosen = await api.put('/api/settings', { timeZone: 'Pacific/Honolulu' });
    expect(chosen.json()).toEqual({
      timeZone: 'Pacific/Honolulu',
      today: '2026-11-21',
      baseCurrency: 'USD',
      converted: null,
    });
  });

  it('refuses a zone that is not one, naming the field, and changes nothing', async () => {
    const { api } = await userIn('tz-bad@example.com', 'Pacific/Honolulu');
    for (const body of [
      { timeZone: 'Mars/Base' },
      { timeZone: '' },
      { timeZone: 5 },
      {},
      { timeZone: 'UTC', x: 1 },
    ]) {
      const res = await api.put('/api/settings', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const res = await api.put('/api/settings', { timeZone: 'Mars/Base' });
    expect(res.json().fields).toEqual({ timeZone: 'Choose a time zone such as Europe/Paris' });
    expect((await settingsOf(api)).timeZone).toBe('Pacific/Honolulu');
  });

  it('at UTC−10, 05:00 UTC on the 21st is still the 20th: nothing due yet, the 21st is in the future', async () => {
    t.clock.set('2026-11-21T05:00:00Z');
    const honolulu = await userIn('tz-honolulu@example.com', 'Pacific/Honolulu');
    const utc = await userIn('tz-utc@example.com', null);
    const mine = await createLoan(honolulu.api, DUE_21ST);
    const theirs = await createLoan(utc.api, DUE_21ST);
    expect(mine.currentBalance).toBe('25000.00');
    expect(await balanceOf(t, mine.accountId!)).toBe('25000.00');
    expect(theirs.currentBalance).not.toBe('25000.00');
    expect(await balanceOf(t, theirs.accountId!)).toBe(theirs.currentBalance);

    const future = await honolulu.api.post(`/api/loans/${mine.id}/extra-payments`, {
      amount: '100.00',
      paymentDate: '2026-11-21',
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().fields.paymentDate).toBe('Payment date cannot be in the future');
    const today = await honolulu.api.post(`/api/loans/${mine.id}/extra-payments`, {
      amount: '100.00',
      paymentDate: '2026-11-20',
    });
    expect(today.statusCode).toBe(201);

    // At 10:00 UTC it is midnight in Honolulu: the payment of the 21st falls due and is posted.
    t.clock.set('2026-11-21T10:00:00Z');
    const later = await signIn(t, 'tz-honolulu@example.com');
    const after = await loanOf(later.api, mine.id);
    expect(after.currentBalance).not.toBe('24900.00');
    expect(await balanceOf(t, mine.accountId!)).toBe(after.currentBalance);
    await assertBooksBalance(t, later.user.id);
  });

  it('at UTC+13, 12:00 UTC on the 20th is already the 21st: the payment is due and a same-day extra accepted', async () => {
    t.clock.set('2026-11-20T12:00:00Z');
    const tonga = await userIn('tz-tonga@example.com', 'Pacific/Tongatapu');
    expect((await settingsOf(tonga.api)).today).toBe('2026-11-21');
    const loan = await createLoan(tonga.api, DUE_21ST);
    expect(loan.currentBalance).not.toBe('25000.00');
    expect(await balanceOf(t, loan.accountId!)).toBe(loan.currentBalance);
    const res = await tonga.api.post(`/api/loans/${loan.id}/extra-payments`, {
      amount: '100.00',
      paymentDate: '2026-11-21',
    });
    expect(res.statusCode).toBe(201);
    // The what-if answers the same for the same date.
    const whatIf = await tonga.api.get(`/api/loans/${loan.id}/schedule?extraAmount=50&extraDate=2026-11-21`);
    expect(whatIf.statusCode).toBe(200);
    // A minute before local midnight (10:59 UTC) it was still the 20th there: the 21st was the future.
    t.clock.set('2026-11-20T10:59:00Z');
    const before = await signIn(t, 'tz-tonga@example.com');
    expect((await settingsOf(before.api)).today).toBe('2026-11-20');
    const early = await before.api.get(`/api/loans/${loan.id}/schedule?extraAmount=50&extraDate=2026-11-21`);
    expect(early.statusCode).toBe(400);
    await assertBooksBalance(t, tonga.user.id);
  });

  it('dates an account’s opening balance and its value changes by the user’s date', async () => {
    t.clock.set('2026-11-20T12:00:00Z');
    const dates = async (api: ApiClient) => {
      const account = await create(api, asset({ accountName: 'Savings', currentBalance: '100.00' }));
      await api.put(
        `/api/accounts/${account.id}`,
        asset({ accountName: 'Savings', currentBalance: '150.00' }),
      );
      const journal = (await api.get('/api/journal-entries')).json() as JournalPageDto;
      const adjustments = (
        await api.get(`/api/accounts/${account.id}/adjustments`)
      ).json() as AdjustmentDto[];
      return {
        entries: journal.entries.map((e) => e.entryDate),
        adjustments: adjustments.map((a) => a.adjustmentDate),
      };
    };
    const tonga = await userIn('tz-account-tonga@example.com', 'Pacific/Tongatapu');
    const utc = await userIn('tz-account-utc@example.com', null);
    // Set again the same day, the value is still the one the account opened with: one entry
    // (decision 125), two history rows.
    expect(await dates(tonga.api)).toEqual({
      entries: ['2026-11-21'],
      adjustments: ['2026-11-21', '2026-11-21'],
    });
    expect(await dates(utc.api)).toEqual({
      entries: ['2026-11-20'],
      adjustments: ['2026-11-20', '2026-11-20'],
    });
    await assertBooksBalance(t, tonga.user.id);
  });
});
