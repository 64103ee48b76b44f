import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pastPayments } from '../../domain/loans/past-payments';
import { formatMoney } from '../../domain/money';
import type { LoanPayload, LoanView } from '../../shared/loans';
import type { NetWorthChangeDto } from '../../shared/net-worth-history';
import { centsFromDb } from '../ledger';
import { type ApiClient, signIn } from '../test/client';
import { startTestApp, type TestApp } from '../test/test-app';
import { assertBooksBalance, balanceOf, CAR, createLoan } from './loan-fixtures';

// Loans and what they bought, past payments and shared funding (decision 128). The test clock's today
// is 2026-11-21.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Sheet {
  totalAssets: string;
  totalLiabilities: string;
}

async function addAccount(
  api: ApiClient,
  name: string,
  fields: { accountSubtype: string; category: string; currentBalance: string },
): Promise<string> {
  const res = await api.post('/api/accounts', {
    accountName: name,
    accountNumber: `N-${name.replace(/\W/g, '').slice(0, 10)}`,
    accountType: 'ASSET',
    normalBalance: 'debit',
    ...fields,
  });
  if (res.statusCode !== 201) throw new Error(`add account: ${res.statusCode} ${res.body}`);
  return (res.json() as { id: string }).id;
}

async function household(
  api: ApiClient,
  checkingAsOf?: string,
): Promise<{ checking: string; house: string }> {
  const checking = await addAccount(api, 'Everyday Checking', {
    accountSubtype: 'checking',
    category: 'cash',
    currentBalance: '4250.00',
    ...(checkingAsOf ? { balanceDate: checkingAsOf } : {}),
  });
  const house = await addAccount(api, 'Home', {
    accountSubtype: 'primary_residence',
    category: 'property',
    currentBalance: '425000.00',
  });
  return { checking, house };
}

/** A mortgage started in June on the house the user already has (20 % down). */
const onTheHouse = (house: string, checking: string, postPastPayments?: boolean): LoanPayload => ({
  name: 'Home Mortgage',
  loanCategory: 'mortgage',
  loanType: '30-Year Fixed',
  principal: '340000.00',
  interestRate: '6.5',
  termYears: 30,
  startDate: '2026-06-03',
  homePrice: '425000.00',
  downPayment: '85000.00',
  propertyTax: '0',
  insurance: '0',
  supplementalInsurance: '0',
  fundingAccountId: checking,
  assetAccountId: house,
  ...(postPastPayments === undefined ? {} : { postPastPayments }),
});

const TERMS = { principal: 34_000_000, ratePercentUnits: 65_000, termMonths: 360, startDate: '2026-06-03' };

const accountIds = async (api: ApiClient) =>
  ((await api.get('/api/accounts')).json() as { id: string }[]).map((a) => a.id);

const sheetOf = async (api: ApiClient) => (await api.get('/api/balance-sheet')).json() as Sheet;

describe('a loan on an asset the user already has', () => {
  it('leaves total assets unchanged, and deleting the loan keeps the house', async () => {
    const { api, user } = await signIn(t, 'house@example.com');
    const { checking, house } = await household(api);
    const before = await sheetOf(api);
    expect(before.totalAssets).toBe('429250.00');

    const loan = await createLoan(api, onTheHouse(house, checking));
    expect(loan.assetAccountId).toBe(house);
    expect(loan.assetOwned).toBe(false);
    expect(loan.postPastPayments).toBe(false);
    const after = await sheetOf(api);
    expect(after.totalAssets).toBe(before.totalAssets);
    expect(after.totalLiabilities).toBe(loan.currentBalance);
    expect(await balanceOf(t, house)).toBe('425000.00');
    // No "Home Mortgage – Home" beside the house.
    const names = ((await api.get('/api/accounts')).json() as { accountName: string }[]).map(
      (a) => a.accountName,
    );
    expect(names.filter((n) => n.includes('Home')).sort()).toEqual(['Home', 'Home Mortgage']);

    // The house stays the user's to revalue while the loan links to it.
    const revalued = await api.put(`/api/accounts/${house}`, {
      accountName: 'Home',
      accountNumber: 'N-Home',
      accountType: 'ASSET',
      accountSubtype: 'primary_residence',
      category: 'property',
      normalBalance: 'debit',
      currentBalance: '430000.00',
    });
    expect(revalued.statusCode).toBe(200);
    // Deleting it while linked answers a conflict that says so.
    const refused = await api.delete(`/api/accounts/${house}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toContain('financed');

    expect((await api.delete(`/api/loans/${loan.id}`)).statusCode).toBe(204);
    expect(await balanceOf(t, house)).toBe('430000.00');
    expect(await balanceOf(t, checking)).toBe('4250.00');
    expect((await sheetOf(api)).totalLiabilities).toBe('0.00');
    await assertBooksBalance(t, user.id);
  });

  it('takes the price from the asset when none is given', async () => {
    const { api } = await signIn(t, 'price@example.com');
    const { checking, house } = await household(api);
    const loan = await createLoan(api, {
      ...onTheHouse(house, checking),
      homePrice: null,
      downPayment: null,
    });
    expect(loan.homePrice).toBe('425000.00');
    expect(loan.downPayment).toBe('85000.00');
  });

  it('creates the asset only when asked, and deletes only the one it created', async () => {
    const { api, user } = await signIn(t, 'created@example.com');
    const { checking } = await household(api);
    const before = await sheetOf(api);
    const base = { ...onTheHouse('', checking), assetAccountId: null };
    const without = await createLoan(api, { ...base, name: 'No asset', createAsset: false });
    expect(without.assetAccountId).toBeNull();
    expect((await sheetOf(api)).totalAssets).toBe(before.totalAssets);
    const added = await createLoan(api, { ...base, name: 'Second home' });
    expect(added.assetOwned).toBe(true);
    expect(await balanceOf(t, added.assetAccountId!)).toBe('425000.00');
    expect(centsFromDb((await sheetOf(api)).totalAssets)).toBe(centsFromDb(before.totalAssets) + 42_500_000);
    // A loan's own asset cannot be edited or fund another loan; deleting the loan removes it.
    const edit = await api.put(`/api/accounts/${added.assetAccountId}`, {
      accountName: 'Mine now',
      accountNumber: 'X',
      accountType: 'ASSET',
      accountSubtype: 'primary_residence',
      category: 'property',
      normalBalance: 'debit',
    });
    expect(edit.statusCode).toBe(409);
    const funded = await api.post('/api/loan', { ...CAR, fundingAccountId: added.assetAccountId });
    expect(funded.statusCode).toBe(400);
    expect(funded.json().fields).toEqual({ fundingAccountId: 'Choose one of your asset accounts' });
    expect((await api.delete(`/api/loans/${added.id}`)).statusCode).toBe(204);
    expect(await accountIds(api)).not.toContain(added.assetAccountId);
    await assertBooksBalance(t, user.id);
  });

  it('links on edit: the asset the loan created goes, the user’s house stays', async () => {
    const { api, user } = await signIn(t, 'relink@example.com');
    const { checking, house } = await household(api);
    const before = await sheetOf(api);
    const loan = await createLoan(api, { ...onTheHouse('', checking), assetAccountId: null });
    const created = loan.assetAccountId!;
    const res = await api.put(`/api/loans/${loan.id}`, onTheHouse(house, checking));
    expect(res.statusCode).toBe(200);
    expect((res.json() as LoanView).assetAccountId).toBe(house);
    expect(await accountIds(api)).not.toContain(created);
    expect(await accountIds(api)).toContain(house);
    expect((await sheetOf(api)).totalAssets).toBe(before.totalAssets);
    await assertBooksBalance(t, user.id);
  });

  it('refuses an asset that is not one of the user’s asset accounts with a 400 naming assetAccountId', async () => {
    const { api } = await signIn(t, 'bad-asset@example.com');
    const { checking } = await household(api);
    const other = await signIn(t, 'someone-else@example.com');
    const theirs = await household(other.api);
    const car = await createLoan(api, CAR);
    const card = await api.post('/api/accounts', {
      accountName: 'Card',
      accountNumber: 'CC',
      accountType: 'LIABILITY',
      accountSubtype: 'credit_card',
      category: 'credit_card',
      normalBalance: 'credit',
      currentBalance: '100.00',
    });
    const bad = [
      theirs.house,
      car.accountId,
      (card.json() as { id: string }).id,
      '00000000-0000-4000-8000-000000000000',
      'not-an-id',
      42,
    ];
    const count = ((await api.get('/api/loans')).json() as LoanView[]).length;
    for (const assetAccountId of bad) {
      const res = await api.post('/api/loan', { ...onTheHouse('', checking), assetAccountId });
      expect(res.statusCode, String(assetAccountId)).toBe(400);
      expect(res.json().fields).toEqual({ assetAccountId: 'Choose one of your asset accounts' });
    }
    const flag = await api.post('/api/loan', {
      ...onTheHouse('', checking),
      assetAccountId: null,
      postPastPayments: 'yes',
    });
    expect(flag.statusCode).toBe(400);
    expect(flag.json().fields).toEqual({ postPastPayments: 'Answer true or false' });
    expect(((await api.get('/api/loans')).json() as LoanView[]).length).toBe(count);
  });
});

describe('a loan begun before today', () => {
  it('without postPastPayments changes no other account while its balance reflects the past payments', async () => {
    const { api, user } = await signIn(t, 'past-false@example.com');
    const { checking, house } = await household(api);
    const yearAgo = { ...CAR, startDate: '2025-11-10', fundingAccountId: checking };
    const car = await createLoan(api, yearAgo);
    const mortgage = await createLoan(api, onTheHouse(house, checking, false));
    expect(await balanceOf(t, checking)).toBe('4250.00');
    expect(await balanceOf(t, house)).toBe('425000.00');
    // The loan's own history is exact: 12 payments of the car, 5 of the mortgage lowered them.
    expect(await balanceOf(t, car.accountId!)).toBe(car.currentBalance);
    expect(centsFromDb(car.currentBalance)).toBeLessThan(2_500_000);
    expect(await balanceOf(t, mortgage.accountId!)).toBe(mortgage.currentBalance);
    expect(centsFromDb(mortgage.currentBalance)).toBeLessThan(34_000_000);
    // An edit re-posts the same way.
    const edited = await api.put(`/api/loans/${car.id}`, { ...yearAgo, interestRate: '6.9' });
    expect(edited.statusCode).toBe(200);
    expect(await balanceOf(t, checking)).toBe('4250.00');

    // Payments due after the loan was added come from the funding account.
    const paymentDay = '2026-12-03T12:00:00Z';
    t.clock.set(paymentDay);
    try {
      const listed = (await api.get('/api/loans')).json() as LoanView[];
      const due = pastPayments(TERMS, '2026-12-03').total - pastPayments(TERMS, '2026-11-21').total;
      expect(due).toBeGreaterThan(0);
      expect(await balanceOf(t, checking)).toBe(formatMoney(425_000 - due));
      const now = listed.find((l) => l.id === mortgage.id);
      expect(await balanceOf(t, mortgage.accountId!)).toBe(now?.currentBalance);
    } finally {
      t.clock.set('2026-11-21T12:00:00Z');
    }
    await assertBooksBalance(t, user.id);
  });

  it('tells Net Worth’s change those payments apart from balance corrections', async () => {
    const { api } = await signIn(t, 'past-in-net-worth@example.com');
    const { checking, house } = await household(api);
    await createLoan(api, onTheHouse(house, checking, false));
    // From the end of June: the payments of 3 July to 3 November, not the loan's start in June.
    const july = pastPayments(TERMS, '2026-11-21').total - pastPayments(TERMS, '2026-06-30').total;
    const change = (await api.get('/api/net-worth/change?from=2026-06-30')).json<NetWorthChangeDto>();
    expect(change.pastLoanPayments).toBe(formatMoney(july));
    expect(change.corrections).toBe('0.00');
    // The loan fell by what those payments repaid: what they paid less their interest.
    const principal = july + centsFromDb(change.interest);
    expect(centsFromDb(change.growth)).toBe(principal);
    expect(centsFromDb(change.interest)).toBeLessThan(0);
  });

  it('with postPastPayments drains the funding account of exactly the past payments', async () => {
    const { api, user } = await signIn(t, 'past-true@example.com');
    // Checking's 4,250 was stated in May, before the loan began: the payments since come out of it.
    const { checking, house } = await household(api, '2026-05-01');
    const past = pastPayments(TERMS, '2026-11-21');
    expect(past.count).toBe(5);
    await createLoan(api, onTheHouse(house, checking, true));
    expect(centsFromDb(await balanceOf(t, checking))).toBe(425_000 - past.total);
    expect(await balanceOf(t, house)).toBe('425000.00');
    await assertBooksBalance(t, user.id);
  });

  it('with postPastPayments and a balance stated today, lists the payments and keeps what the user said', async () => {
    const { api, user } = await signIn(t, 'past-true-today@example.com');
    const { checking, house } = await household(api);
    await createLoan(api, onTheHouse(house, checking, true));
    // The 4,250 stated today already counts the payments before it (decision 125): they are in
    // checking's register, and its earlier days are computed back from 4,250.
    expect(await balanceOf(t, checking)).toBe('4250.00');
    const register = (await api.get(`/api/accounts/${checking}/register`)).json<{
      rows: { kind: string }[];
    }>();
    expect(register.rows.filter((r) => r.kind === 'loan_payment')).toHaveLength(5);
    await assertBooksBalance(t, user.id);
  });
});

describe('shared funding', () => {
  it('lets one account fund two loans, and deleting it still answers the conflict', async () => {
    const { api } = await signIn(t, 'two-loans@example.com');
    const { checking, house } = await household(api);
    const first = await createLoan(api, onTheHouse(house, checking));
    const second = await createLoan(api, { ...CAR, fundingAccountId: checking });
    expect([first.fundingAccountId, second.fundingAccountId]).toEqual([checking, checking]);
    const res = await api.delete(`/api/accounts/${checking}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toContain('pays the loan');
  });
});
