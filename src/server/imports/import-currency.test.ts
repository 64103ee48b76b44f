import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asset, create } from '../accounts/test-fixtures';
import { journalEntryLines } from '../db/schema';
import { expectBooksHold } from '../ledger/test-invariants';
import { signIn } from '../test/client';
import { startTestApp, type TestApp } from '../test/test-app';
import { b64, balanceOf, preview } from './test-helpers';

// A bank file imported into an account of another currency (issue 24): its rows post in that currency,
// and a row finer than the currency allows (half a yen) is an error of its line, never rounded in.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const file = (rows: string) => ({ fileName: 'k.csv', content: b64(`Date,Payee,Amount\n${rows}`) });

describe('imports into an account of another currency', () => {
  it('post every row in the account’s currency', async () => {
    const who = await signIn(t, 'imp-eur@example.com');
    const euros = await create(
      who.api,
      asset({
        accountName: 'Girokonto',
        currency: 'EUR',
        currentBalance: '500.00',
        balanceDate: '2000-01-01',
      }),
    );
    const body = file('2026-01-02,REWE,-23.45\n2026-01-03,Gehalt,1000.00\n');
    const shown = await preview(who, euros.id, body);
    const rows = shown.rows.map((r) => ({ line: r.line, categoryId: null }));
    const res = await who.api.post(`/api/accounts/${euros.id}/imports`, { ...body, rows });
    expect(res.statusCode, res.body).toBe(201);
    expect(await balanceOf(who, euros.id)).toBe('1476.55');
    const lines = await t.database.db
      .select({ currency: journalEntryLines.currency })
      .from(journalEntryLines)
      .where(eq(journalEntryLines.accountId, euros.id));
    expect(new Set(lines.map((l) => l.currency))).toEqual(new Set(['EUR']));
    await expectBooksHold(t.database.db);
  });

  it('shows a fraction of a yen as an error of its line and refuses to import it', async () => {
    const who = await signIn(t, 'imp-jpy@example.com');
    const yen = await create(
      who.api,
      asset({ accountName: 'Yucho', currency: 'JPY', currentBalance: '100000', balanceDate: '2000-01-01' }),
    );
    const body = file('2026-01-02,Lawson,-980\n2026-01-03,Odd,-12.50\n');
    const shown = await preview(who, yen.id, body);
    expect(shown.counts).toEqual({ total: 2, new: 1, duplicate: 0, transfer: 0, error: 1 });
    expect(shown.rows[1]).toMatchObject({
      line: 3,
      status: 'error',
      reason: 'Line 3: JPY has no decimal places: this amount has a fraction',
    });
    const refused = await who.api.post(`/api/accounts/${yen.id}/imports`, {
      ...body,
      rows: [{ line: 3, categoryId: null }],
    });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().fields)).toEqual(['rows.0.line']);
    const res = await who.api.post(`/api/accounts/${yen.id}/imports`, {
      ...body,
      rows: [{ line: 2, categoryId: null }],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await balanceOf(who, yen.id)).toBe('99020.00');
  });
});
