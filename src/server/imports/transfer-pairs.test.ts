import { describe, expect, it } from 'vitest';
import type { AccountDto } from '../../shared/accounts';
import { CHANGE_ID_HEADER } from '../../shared/headers';
import type { ImportPreview, ImportRecord } from '../../shared/imports';
import type { CashFlowSummary, Transaction } from '../../shared/transactions';
import { asset, create } from '../accounts/test-fixtures';
import { expectBooksHold } from '../ledger/test-invariants';
import { startAppWithUsers } from '../test/app-with-users';
import type { SignedIn } from '../test/client';
import { signIn } from '../test/client';
import type { TestApp } from '../test/test-app';
import {
  actual,
  balanceOf,
  categoryNamed,
  checking,
  creditCard,
  LONG_AGO,
  post,
} from '../transactions/ledger-fixtures';
import { b64, commitNew, preview } from './test-helpers';

// A household imports checking's statement and the card's. The card payment is in both, in each
// bank's words: kept as two transactions it would count once as spending and once as income
// (decision 189).

let t: TestApp;
let alice: SignedIn;
startAppWithUsers(['alice@example.com'], (app, users) => {
  t = app;
  [alice] = users;
});

const csv = (...lines: string[]) => b64(['Date,Payee,Amount', ...lines].join('\n'));
const CHECKING_FILE = csv('2026-10-03,PAYMENT TO CARD,-500.00', '2026-10-05,Corner Market,-41.10');
const CARD_FILE = csv('2026-10-05,PAYMENT THANK YOU,500.00', '2026-10-06,AMAZON MKTPL,-25.00');

async function commit(who: SignedIn, accountId: string, fileName: string, content: string, rows: unknown[]) {
  return who.api.post(`/api/accounts/${accountId}/imports`, { fileName, content, rows });
}

async function transaction(who: SignedIn, id: string): Promise<Transaction> {
  const res = await who.api.get(`/api/transactions/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Transaction>();
}

async function october(who: SignedIn) {
  const res = await who.api.get('/api/cash-flow/summary');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CashFlowSummary>().actuals.find((m) => m.month === '2026-10');
}

async function importChecking(
  who: SignedIn,
  account: AccountDto,
): Promise<{ record: ImportRecord; paid: string }> {
  const record = await commitNew(who, account.id, { fileName: 'checking.csv', content: CHECKING_FILE });
  const page = await who.api.get(`/api/transactions?accountId=${account.id}`);
  const paid = page
    .json<{ transactions: Transaction[] }>()
    .transactions.find((x) => x.description === 'PAYMENT TO CARD');
  if (!paid) throw new Error('the card payment was not imported');
  return { record, paid: paid.id };
}

/** Checking's statement imported, then the card's with its payment paired as a transfer. */
async function pairedHousehold(who: SignedIn) {
  const bank = await checking(who, '5000.00', LONG_AGO);
  const card = await creditCard(who, '1000.00', LONG_AGO);
  const { paid } = await importChecking(who, bank);
  const shown = await preview(who, card.id, { fileName: 'visa.csv', content: CARD_FILE });
  const res = await commit(who, card.id, 'visa.csv', CARD_FILE, [
    { line: shown.rows[0]?.line, categoryId: null, transferWith: paid },
  ]);
  expect(res.statusCode, res.body).toBe(201);
  return { bank, card, paid, paired: res.json<ImportRecord>() };
}

describe('a statement row that is the other side of a transaction in another account', () => {
  it('is proposed as a transfer, becomes one with it, and the import’s undo takes it apart', async () => {
    const bank = await checking(alice, '5000.00', LONG_AGO);
    const card = await creditCard(alice, '1000.00', LONG_AGO);
    const { record: first, paid } = await importChecking(alice, bank);

    const shown = await preview(alice, card.id, { fileName: 'visa.csv', content: CARD_FILE });
    expect(shown.rows.map((r) => r.status)).toEqual(['new', 'new']);
    expect(shown.rows[0]?.transfer).toEqual({
      transactionId: paid,
      accountId: bank.id,
      accountName: 'Checking',
      date: '2026-10-03',
      description: 'PAYMENT TO CARD',
    });
    expect(shown.rows[1]?.transfer).toBeNull();
    expect(shown.counts.transfer).toBe(1);

    const res = await commit(alice, card.id, 'visa.csv', CARD_FILE, [
      { line: shown.rows[0]?.line, categoryId: null, transferWith: paid },
      { line: shown.rows[1]?.line, categoryId: null },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const second = res.json<ImportRecord>();
    expect(second.rowsImported).toBe(2);

    // One movement of money: out of checking, off the card's debt, and neither spending nor income.
    expect(await transaction(alice, paid)).toMatchObject({
      type: 'transfer',
      accountId: bank.id,
      toAccountId: card.id,
      categoryId: null,
    });
    expect(await balanceOf(alice, bank.id)).toBe('4458.90');
    expect(await balanceOf(alice, card.id)).toBe('525.00');
    expect(await october(alice)).toMatchObject({ income: '0.00', expenses: '66.10' });
    await expectBooksHold(t.database.db);

    // The same file again: both rows are already in the books.
    const again = await preview(alice, card.id, { fileName: 'visa.csv', content: CARD_FILE });
    expect(again.rows.map((r) => r.status)).toEqual(['duplicate', 'duplicate']);
    expect(again.rows[0]?.reason).toBe('Matches the transfer “PAYMENT TO CARD” of 2026-10-03');

    // Checking's import cannot go first: the card's import paired one of its rows.
    const refused = await alice.api.delete(`/api/imports/${first.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ error: string }>().error).toContain('visa.csv');

    const undone = await alice.api.delete(`/api/imports/${second.id}`);
    expect(undone.statusCode, undone.body).toBe(204);
    expect(await transaction(alice, paid)).toMatchObject({
      type: 'expense',
      accountId: bank.id,
      toAccountId: null,
      categoryId: null,
    });
    expect(await balanceOf(alice, bank.id)).toBe('4458.90');
    expect(await balanceOf(alice, card.id)).toBe('1000.00');
    expect(await october(alice)).toMatchObject({ income: '0.00', expenses: '541.10' });
    expect((await alice.api.delete(`/api/imports/${first.id}`)).statusCode).toBe(204);
    expect(await balanceOf(alice, bank.id)).toBe('5000.00');
    await expectBooksHold(t.database.db);
  });

  it('pairs the other way round: the card imported first, then checking', async () => {
    const card = await creditCard(alice, '1000.00', LONG_AGO);
    const bank = await checking(alice, '5000.00', LONG_AGO);
    await commitNew(alice, card.id, { fileName: 'visa.csv', content: CARD_FILE });
    const shown = await preview(alice, bank.id, { fileName: 'checking.csv', content: CHECKING_FILE });
    const pair = shown.rows[0]?.transfer;
    expect(pair).toMatchObject({ accountId: card.id, description: 'PAYMENT THANK YOU', date: '2026-10-05' });
    if (!pair) throw new Error('no pair proposed');
    const res = await commit(alice, bank.id, 'checking.csv', CHECKING_FILE, [
      { line: shown.rows[0]?.line, categoryId: null, transferWith: pair.transactionId },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(await transaction(alice, pair.transactionId)).toMatchObject({
      type: 'transfer',
      accountId: bank.id,
      toAccountId: card.id,
    });
    expect(await balanceOf(alice, bank.id)).toBe('4500.00');
    expect(await balanceOf(alice, card.id)).toBe('525.00');
    await expectBooksHold(t.database.db);
  });

  it('proposes nothing against a categorized transaction or one in another currency', async () => {
    const card = await creditCard(alice, '1000.00', LONG_AGO);
    const bank = await checking(alice, '5000.00', LONG_AGO);
    const euros = await create(
      alice.api,
      asset({ accountName: 'Girokonto', currency: 'EUR', currentBalance: '900.00', balanceDate: LONG_AGO }),
    );
    const food = await categoryNamed(alice, 'Food');
    const spent = { amount: '777.00', transactionDate: '2026-10-04' };
    await post(alice, actual({ ...spent, accountId: bank.id, categoryId: food.id }));
    await post(alice, actual({ ...spent, accountId: euros.id, categoryId: null }));
    const file = csv('2026-10-05,PAYMENT THANK YOU,777.00');
    const shown = await preview(alice, card.id, { fileName: 'visa.csv', content: file });
    expect(shown.rows.map((r) => r.transfer)).toEqual([null]);
    expect(shown.counts.transfer).toBe(0);

    // Uncategorized in the card's currency, the same spending is proposed.
    const plain = await post(alice, actual({ ...spent, accountId: bank.id, categoryId: null }));
    const again = await preview(alice, card.id, { fileName: 'visa.csv', content: file });
    expect(again.rows[0]?.transfer?.transactionId).toBe(plain.id);
  });

  it('refuses a pairing that no longer fits, and changes nothing', async () => {
    const bank = await checking(alice, '5000.00', LONG_AGO);
    const card = await creditCard(alice, '1000.00', LONG_AGO);
    const { paid } = await importChecking(alice, bank);
    const shown = await preview(alice, card.id, { fileName: 'visa.csv', content: CARD_FILE });
    const [payment, purchase] = shown.rows;
    if (!payment || !purchase) throw new Error('rows missing');

    // The purchase is not of the opposite amount.
    let res = await commit(alice, card.id, 'visa.csv', CARD_FILE, [
      { line: purchase.line, categoryId: null, transferWith: paid },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fields: Record<string, string> }>().fields).toHaveProperty(['rows.0.transferWith']);

    // A transfer takes no category.
    const food = await categoryNamed(alice, 'Food');
    res = await commit(alice, card.id, 'visa.csv', CARD_FILE, [
      { line: payment.line, categoryId: food.id, transferWith: paid },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fields: Record<string, string> }>().fields).toHaveProperty(['rows.0.categoryId']);

    // Categorized since the preview: the person said what it was.
    const spent = await transaction(alice, paid);
    const edit = await alice.api.put(`/api/transactions/${paid}`, {
      ...actual({ accountId: bank.id, amount: '500.00', transactionDate: spent.transactionDate }),
      description: spent.description,
      categoryId: food.id,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    res = await commit(alice, card.id, 'visa.csv', CARD_FILE, [
      { line: payment.line, categoryId: null, transferWith: paid },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fields: Record<string, string> }>().fields['rows.0.transferWith']).toBe(
      'This transaction can no longer be paired with this row: preview the file again',
    );
    expect((await alice.api.get(`/api/accounts/${card.id}/imports`)).json<unknown[]>()).toEqual([]);
    expect(await balanceOf(alice, card.id)).toBe('1000.00');
    expect((await transaction(alice, paid)).type).toBe('expense');
  });

  it('marks a row as a duplicate of a transfer entered by hand, whatever the bank calls it', async () => {
    const bank = await checking(alice, '5000.00', LONG_AGO);
    const card = await creditCard(alice, '1000.00', LONG_AGO);
    await post(
      alice,
      actual({
        type: 'transfer',
        accountId: bank.id,
        toAccountId: card.id,
        amount: '200.00',
        description: 'Pay the Visa',
        transactionDate: '2026-10-20',
      }),
    );
    const shown: ImportPreview = await preview(alice, card.id, {
      fileName: 'visa.csv',
      content: csv('2026-10-21,ONLINE PAYMENT RECEIVED,200.00'),
    });
    expect(shown.rows[0]).toMatchObject({
      status: 'duplicate',
      reason: 'Matches the transfer “Pay the Visa” of 2026-10-20',
    });
  });

  it('keeps the pairing through a backup: the restored import’s undo takes it apart', async () => {
    const bob = await signIn(t, 'bob-transfers@example.com');
    await pairedHousehold(bob);
    const backup = (await bob.api.get('/api/export?format=json')).json<{
      tables: Record<string, unknown[]>;
    }>();
    expect(backup.tables.imported_transfers).toHaveLength(1);

    const carol = await signIn(t, 'carol-transfers@example.com');
    await carol.api.get('/api/budget-categories');
    const restored = await carol.api.post('/api/import/backup', backup);
    expect(restored.statusCode, restored.body).toBe(201);
    const accounts = (await carol.api.get('/api/accounts')).json<AccountDto[]>();
    const carolCard = accounts.find((a) => a.accountName === 'Visa');
    if (!carolCard) throw new Error('the card was not restored');
    const [cardImport] = (await carol.api.get(`/api/accounts/${carolCard.id}/imports`)).json<
      ImportRecord[]
    >();
    if (!cardImport) throw new Error('the import was not restored');
    expect((await carol.api.delete(`/api/imports/${cardImport.id}`)).statusCode).toBe(204);
    expect(await balanceOf(carol, carolCard.id)).toBe('1000.00');
    const [restoredPaid] = (
      await carol.api.get(`/api/transactions?q=${encodeURIComponent('PAYMENT TO CARD')}`)
    ).json<{ transactions: Transaction[] }>().transactions;
    expect(restoredPaid).toMatchObject({ type: 'expense', toAccountId: null });
  });

  it('keeps the pairing when the transfer is deleted and the deletion undone', async () => {
    const dan = await signIn(t, 'dan-transfers@example.com');
    const { bank, card, paid, paired } = await pairedHousehold(dan);
    const deleted = await dan.api.delete(`/api/transactions/${paid}`);
    expect(deleted.statusCode).toBe(204);
    expect(await balanceOf(dan, card.id)).toBe('1000.00');
    const changeId = deleted.headers[CHANGE_ID_HEADER];
    const restored = await dan.api.post('/api/transactions/restore', { changeId });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await balanceOf(dan, card.id)).toBe('500.00');

    const undone = await dan.api.delete(`/api/imports/${paired.id}`);
    expect(undone.statusCode, undone.body).toBe(204);
    expect(await transaction(dan, paid)).toMatchObject({ type: 'expense', accountId: bank.id });
    expect(await balanceOf(dan, card.id)).toBe('1000.00');
    await expectBooksHold(t.database.db);
  });

  it('knows a paired row by its bank id on the next import of the file', async () => {
    const erin = await signIn(t, 'erin-transfers@example.com');
    const bank = await checking(erin, '5000.00', LONG_AGO);
    const card = await creditCard(erin, '1000.00', LONG_AGO);
    const { paid } = await importChecking(erin, bank);
    const ofx = b64(
      [
        'OFXHEADER:100',
        'DATA:OFXSGML',
        'VERSION:102',
        '',
        '<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>USD<BANKTRANLIST>',
        '<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20261005<TRNAMT>500.00<FITID>PAY-1005<NAME>PAYMENT THANK YOU</STMTTRN>',
        '</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>',
      ].join('\n'),
    );
    const shown = await preview(erin, card.id, { fileName: 'visa.ofx', content: ofx });
    expect(shown.rows[0]?.transfer?.transactionId).toBe(paid);
    const res = await commit(erin, card.id, 'visa.ofx', ofx, [
      { line: shown.rows[0]?.line, categoryId: null, transferWith: paid },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const again = await preview(erin, card.id, { fileName: 'visa.ofx', content: ofx });
    expect(again.rows[0]).toMatchObject({
      status: 'duplicate',
      reason: 'Already imported (bank id PAY-1005)',
    });
  });
});
