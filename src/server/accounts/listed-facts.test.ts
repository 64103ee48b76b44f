import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAR, createLoan, MORTGAGE } from '../loans/loan-fixtures';
import { signIn } from '../test/client';
import { startTestApp, type TestApp } from '../test/test-app';
import { actual, checking, LONG_AGO, post } from '../transactions/ledger-fixtures';
import { listAccountRows, lockListedAccount } from './repository';

// GET /api/accounts reads every account's facts (its first line and assertion, the loans that own or
// link it) with joins, one read of assertions and loans for the whole list; one account's page reads
// them per account. Both must say the same of every account.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const facts = (row: {
  firstLine: string | null;
  firstAssertion: string | null;
  loanId: string | null;
  linkedLoanId: string | null;
  linkedAs: string | null;
}) => ({
  firstLine: row.firstLine,
  firstAssertion: row.firstAssertion,
  loanId: row.loanId,
  linkedLoanId: row.linkedLoanId,
  linkedAs: row.linkedAs,
});

describe('the accounts list', () => {
  it('says of each account what its own read says: first line, first assertion, owning and linking loans', async () => {
    const who = await signIn(t, 'listed-facts@example.com');
    const funding = await checking(who, '9000.00', LONG_AGO);
    const quiet = await checking(who, '10.00');
    await post(who, actual({ accountId: funding.id, amount: '12.00', transactionDate: '2021-03-04' }));
    // Two loans paid from the same account: the older one is the account's link.
    const older = await createLoan(who.api, { ...CAR, fundingAccountId: funding.id, postPastPayments: true });
    await createLoan(who.api, { ...CAR, name: 'Second car', fundingAccountId: funding.id });
    const home = await createLoan(who.api, MORTGAGE);

    const listed = await listAccountRows(t.database.db, who.user.id);
    expect(listed.length).toBeGreaterThanOrEqual(5);
    for (const row of listed) {
      const own = await t.database.db.transaction((tx) => lockListedAccount(tx, who.user.id, row.id));
      expect(facts(row), row.accountName).toEqual(facts(own ?? row));
    }
    const byId = new Map(listed.map((r) => [r.id, r]));
    expect(byId.get(funding.id)).toMatchObject({
      firstAssertion: LONG_AGO,
      loanId: null,
      linkedLoanId: older.id,
      linkedAs: 'funding',
    });
    expect(byId.get(funding.id)?.firstLine).not.toBeNull();
    expect(byId.get(quiet.id)).toMatchObject({ loanId: null, linkedLoanId: null });
    expect(listed.filter((r) => r.loanId === home.id)).toHaveLength(1);
  });
});
