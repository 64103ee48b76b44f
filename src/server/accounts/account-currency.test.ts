import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountDto } from '../../shared/accounts';
import { journalEntryLines } from '../db/schema';
import { signIn } from '../test/client';
import { startTestApp, type TestApp } from '../test/test-app';
import { asset, create, expectConsistentLedger, liability } from './test-fixtures';

// Issue 24: every account has a currency, the base currency unless it names another, fixed once the
// account has entries (decision 147).

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the currency of an account', () => {
  it('is the base currency unless named, and its lines are in it', async () => {
    const { user, api } = await signIn(t, 'cur-default@example.com');
    expect((await create(api, asset({ currentBalance: '10.00' }))).currency).toBe('USD');
    await api.put('/api/settings', { baseCurrency: 'EUR' });
    const inBase = await create(api, asset({ accountName: 'Girokonto', currentBalance: '20.00' }));
    expect(inBase.currency).toBe('EUR');
    const pounds = await create(api, liability({ currency: ' gbp ', currentBalance: '900.00' }));
    expect(pounds.currency).toBe('GBP');
    const listed = (await api.get('/api/accounts')).json() as AccountDto[];
    expect(listed.map((a) => a.currency).sort()).toEqual(['EUR', 'GBP', 'USD']);
    const lines = await t.database.db
      .selectDistinct({ currency: journalEntryLines.currency })
      .from(journalEntryLines)
      .where(eq(journalEntryLines.accountId, pounds.id));
    expect(lines.map((r) => r.currency)).toEqual(['GBP']);
    await expectConsistentLedger(t, user.id);
  });

  it('refuses codes it cannot hold, and fractions of a currency without them, naming the field', async () => {
    const { api } = await signIn(t, 'cur-refuse@example.com');
    for (const [currency, message] of [
      ['EURO', 'Choose a currency by its ISO 4217 code, such as EUR'],
      ['XYZ', 'Choose a currency by its ISO 4217 code, such as EUR'],
      [7, 'Choose a currency by its ISO 4217 code, such as EUR'],
      ['KWD', expect.stringContaining('KWD counts in thousandths')],
    ] as const) {
      const res = await api.post('/api/accounts', { ...asset(), currency });
      expect(res.statusCode, String(currency)).toBe(400);
      expect(res.json().fields).toEqual({ currency: message });
    }
    const yen = await api.post('/api/accounts', asset({ currency: 'JPY', currentBalance: '1000.50' }));
    expect(yen.statusCode).toBe(400);
    expect(yen.json().fields).toEqual({ currentBalance: 'JPY has no decimal places: enter a whole amount' });
    expect((await api.get('/api/accounts')).json()).toEqual([]);
    const whole = await create(api, asset({ currency: 'JPY', currentBalance: '150000' }));
    expect(whole).toMatchObject({ currency: 'JPY', currentBalance: '150000.00' });
  });

  it('changes only while the account has no entries', async () => {
    const { user, api } = await signIn(t, 'cur-change@example.com');
    const empty = await create(api, asset({ currentBalance: '0' }));
    const moved = await api.put(`/api/accounts/${empty.id}`, asset({ currency: 'CHF' }));
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().currency).toBe('CHF');

    const held = await create(api, asset({ accountName: 'Held', currentBalance: '5.00' }));
    const refused = await api.put(
      `/api/accounts/${held.id}`,
      asset({ accountName: 'Held', currency: 'EUR' }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({
      currency: 'The currency of an account with entries cannot be changed',
    });
    // Leaving it out, or naming the same one, edits the rest.
    const renamed = await api.put(
      `/api/accounts/${held.id}`,
      asset({ accountName: 'Held 2', currency: 'usd' }),
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ accountName: 'Held 2', currency: 'USD' });
    await expectConsistentLedger(t, user.id);
  });
});
