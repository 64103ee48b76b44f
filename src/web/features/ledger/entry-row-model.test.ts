import { describe, expect, it } from 'vitest';
import type { CategoryDto } from '../../../shared/categories';
import type { Payee } from '../../../shared/payees';
import type { Transaction, TransactionInput } from '../../../shared/transactions';
import {
  amountPreview,
  ENTRY_MESSAGES,
  emptyEntry,
  entryErrorsFromServer,
  entryOf,
  savedAnnouncement,
  toEntryPayload,
  withCategory,
  withPayee,
  withSuggestion,
  withType,
} from './entry-row-model';

const ACCOUNT = '11111111-1111-4111-8111-111111111111';
const category = (
  id: string,
  type: 'income' | 'expense',
  slug: string | null,
  isActive = true,
): CategoryDto => ({
  id,
  name: id,
  type,
  color: '#000',
  isActive,
  slug,
  accountId: `acct-${id}`,
  hasPostings: false,
});
const FOOD = category('food', 'expense', 'food');
const OTHER = category('other-expense', 'expense', 'other');
const COFFEE = category('coffee', 'expense', null);
const SALARY = category('salary', 'income', 'salary');
const CATEGORIES = [FOOD, OTHER, COFFEE, SALARY];

const PAYEES: Payee[] = [
  { payee: 'Blue Bottle', type: 'expense', categoryId: 'coffee', lastDate: '2026-11-01' },
  { payee: 'ACME Payroll', type: 'income', categoryId: 'salary', lastDate: '2026-10-31' },
  { payee: 'Corner Shop', type: 'expense', categoryId: null, lastDate: '2026-10-30' },
];

const stored = (over: Partial<Transaction> = {}): Transaction => ({
  id: 't1',
  amount: '12.00',
  receivedAmount: null,
  type: 'expense',
  description: 'AMZN MKTP',
  transactionDate: '2026-11-03',
  isRecurring: false,
  recurringFrequency: null,
  recurringStartDate: null,
  recurringEndDate: null,
  nextDueDate: null,
  tags: [],
  categoryId: null,
  budgetId: null,
  accountId: ACCOUNT,
  toAccountId: null,
  toAccountName: null,
  categoryName: null,
  journalEntryId: 'j1',
  recurringParentId: null,
  occurrenceDate: null,
  cleared: false,
  reconciled: false,
  notes: null,
  splits: [],
  createdAt: '2026-11-03T00:00:00Z',
  ...over,
});

describe('the payee fills the category', () => {
  it('from that payee’s last transaction, type included, case ignored', () => {
    const state = withPayee(emptyEntry('2026-11-20', ACCOUNT), 'acme payroll', PAYEES);
    expect(state).toMatchObject({ payee: 'acme payroll', type: 'income', categoryId: 'salary' });
  });

  it('leaves an uncategorized payee uncategorized, and an unknown one as it was', () => {
    expect(withPayee(emptyEntry('2026-11-20', ACCOUNT), 'Corner Shop', PAYEES).categoryId).toBe('');
    const unknown = withPayee(withCategory(emptyEntry('2026-11-20'), 'food'), 'New place', PAYEES);
    expect(unknown.categoryId).toBe('food');
  });

  it('never over the user’s own choice', () => {
    const chosen = withCategory(emptyEntry('2026-11-20', ACCOUNT), 'food');
    expect(withPayee(chosen, 'Blue Bottle', PAYEES).categoryId).toBe('food');
    expect(withSuggestion(chosen, { categoryId: 'coffee', source: 'rule', rule: null }).categoryId).toBe(
      'food',
    );
  });

  it('a rule wins over the history; the history’s own suggestion changes nothing', () => {
    const filled = withPayee(emptyEntry('2026-11-20', ACCOUNT), 'Blue Bottle', PAYEES);
    expect(withSuggestion(filled, { categoryId: 'food', source: 'rule', rule: null }).categoryId).toBe(
      'food',
    );
    expect(withSuggestion(filled, { categoryId: 'food', source: 'history', rule: null }).categoryId).toBe(
      'coffee',
    );
    expect(withSuggestion(filled, undefined).categoryId).toBe('coffee');
  });

  it('switching to income drops an expense category', () => {
    const filled = withPayee(emptyEntry('2026-11-20', ACCOUNT), 'Blue Bottle', PAYEES);
    expect(withType(filled, 'income', CATEGORIES).categoryId).toBe('');
    expect(withType(filled, 'expense', CATEGORIES).categoryId).toBe('coffee');
  });
});

describe('editing keeps the category', () => {
  it('an imported uncategorized expense stays uncategorized: nothing refiles it as Other', () => {
    const item = stored();
    const state = entryOf(item);
    expect(state.categoryId).toBe('');
    // A known payee or a rule does not move a stored transaction's category either.
    expect(
      withSuggestion(state, { categoryId: 'other-expense', source: 'rule', rule: null }).categoryId,
    ).toBe('');
    const result = toEntryPayload({ ...state, amount: '13' }, CATEGORIES, 'USD', item);
    expect(result).toMatchObject({ ok: true, payload: { categoryId: null, tags: [], amount: '13.00' } });
  });

  it('keeps a categorized one’s category and tags, archived or not', () => {
    const archived = category('old', 'expense', null, false);
    const item = stored({ categoryId: 'old', tags: ['expense-food', 'trip'] });
    const result = toEntryPayload(entryOf(item), [...CATEGORIES, archived], 'USD', item);
    expect(result).toMatchObject({
      ok: true,
      payload: { categoryId: 'old', tags: ['expense-food', 'trip'] },
    });
  });

  it('a changed category brings its own tag and keeps the other tags', () => {
    const item = stored({ categoryId: 'coffee', tags: ['trip'] });
    const result = toEntryPayload(withCategory(entryOf(item), 'food'), CATEGORIES, 'USD', item);
    expect(result).toMatchObject({
      ok: true,
      payload: { categoryId: 'food', tags: ['trip', 'expense-food'] },
    });
  });
});

describe('toEntryPayload', () => {
  it('saves a one-off with the sum evaluated in cents', () => {
    const state = {
      ...withPayee(emptyEntry('2026-11-20', ACCOUNT), 'Blue Bottle', PAYEES),
      amount: '4.50+0.75',
    };
    expect(toEntryPayload(state, CATEGORIES, 'USD')).toEqual({
      ok: true,
      payload: {
        amount: '5.25',
        type: 'expense',
        description: 'Blue Bottle',
        transactionDate: '2026-11-20',
        isRecurring: false,
        recurringFrequency: null,
        recurringStartDate: null,
        recurringEndDate: null,
        nextDueDate: null,
        tags: [],
        accountId: ACCOUNT,
        categoryId: 'coffee',
        notes: null,
      },
    });
  });

  it('sends notes as typed, none when blank', () => {
    const base = { ...emptyEntry('2026-11-20', ACCOUNT), payee: 'Market', amount: '3' };
    expect(toEntryPayload({ ...base, notes: 'for the party' }, CATEGORIES, 'USD')).toMatchObject({
      ok: true,
      payload: { notes: 'for the party' },
    });
    expect(toEntryPayload({ ...base, notes: '  ' }, CATEGORIES, 'USD')).toMatchObject({
      ok: true,
      payload: { notes: null },
    });
  });

  it('tags a starting category the way the dialogs do', () => {
    const state = {
      ...withCategory(emptyEntry('2026-11-20', ACCOUNT), 'food'),
      payee: 'Market',
      amount: '3',
    };
    expect(toEntryPayload(state, CATEGORIES, 'USD')).toMatchObject({
      ok: true,
      payload: { tags: ['expense-food'] },
    });
  });

  it.each([
    [{ amount: '' }, { amount: 'Enter an amount' }],
    [{ amount: '12+' }, { amount: 'Enter an amount like 12.50 or a sum like 12.50+3.20' }],
    [{ amount: '5-5' }, { amount: ENTRY_MESSAGES.positive }],
    [{ amount: '-3' }, { amount: ENTRY_MESSAGES.positive }],
    [{ payee: ' ' }, { payee: ENTRY_MESSAGES.payee }],
    [{ date: '' }, { date: ENTRY_MESSAGES.date }],
    [{ accountId: '' }, { accountId: ENTRY_MESSAGES.account }],
  ])('refuses %j inline', (change, errors) => {
    const state = { ...emptyEntry('2026-11-20', ACCOUNT), payee: 'Market', amount: '3', ...change };
    expect(toEntryPayload(state, CATEGORIES, 'USD')).toEqual({ ok: false, errors });
  });

  it('maps the server’s field names back to the row', () => {
    expect(entryErrorsFromServer({ description: 'x', transactionDate: 'y', 'amount.0': 'z' })).toEqual({
      payee: 'x',
      date: 'y',
      amount: 'z',
    });
  });
});

describe('splits in the entry row', () => {
  const base = { ...emptyEntry('2026-11-20', ACCOUNT), payee: 'Market', amount: '40' };
  const parts = (a: string, b: string) => [
    { categoryId: 'food', amount: a, memo: 'groceries' },
    { categoryId: 'coffee', amount: b, memo: '' },
  ];

  it('sends the parts and no category once they add up', () => {
    const result = toEntryPayload(
      { ...base, categoryId: 'food', parts: parts('30', '10') },
      CATEGORIES,
      'USD',
    );
    expect(result).toMatchObject({
      ok: true,
      payload: {
        categoryId: null,
        tags: [],
        splits: [
          { categoryId: 'food', amount: '30.00', memo: 'groceries' },
          { categoryId: 'coffee', amount: '10.00', memo: null },
        ],
      },
    });
  });

  it('refuses to save while the parts do not add up', () => {
    const result = toEntryPayload({ ...base, parts: parts('30', '5') }, CATEGORIES, 'USD');
    expect(result).toEqual({
      ok: false,
      errors: { splits: 'The parts must add up to the amount: $5.00 is not shared out' },
      partErrors: [{}, {}],
    });
  });

  it('reads a stored split back, and editing it keeps its parts', () => {
    const item = stored({
      amount: '40.00',
      notes: 'receipt 12',
      splits: [
        { categoryId: 'food', categoryName: 'Food', amount: '30.00', memo: 'groceries' },
        { categoryId: 'coffee', categoryName: 'Coffee', amount: '10.00', memo: null },
      ],
    });
    const state = entryOf(item);
    expect(state.parts).toEqual(parts('30.00', '10.00'));
    expect(state.notes).toBe('receipt 12');
    expect(toEntryPayload(state, CATEGORIES, 'USD', item)).toMatchObject({
      ok: true,
      payload: { categoryId: null, notes: 'receipt 12', splits: [{ amount: '30.00' }, { amount: '10.00' }] },
    });
  });

  it('unsplitting a stored split sends no parts; a row never split leaves them out', () => {
    const item = stored({
      splits: [
        { categoryId: 'food', categoryName: 'Food', amount: '6.00', memo: null },
        { categoryId: 'coffee', categoryName: 'Coffee', amount: '6.00', memo: null },
      ],
    });
    const unsplit = { ...entryOf(item), parts: null, categoryId: 'food' };
    expect(toEntryPayload(unsplit, CATEGORIES, 'USD', item)).toMatchObject({
      ok: true,
      payload: { categoryId: 'food', splits: [] },
    });
    const plain = toEntryPayload(entryOf(stored()), CATEGORIES, 'USD', stored());
    expect(plain.ok && 'splits' in plain.payload).toBe(false);
  });

  it('switching income and expense drops the parts’ categories of the other kind', () => {
    const state = withType({ ...base, parts: parts('30', '10') }, 'income', CATEGORIES);
    expect(state.parts?.map((p) => p.categoryId)).toEqual(['', '']);
  });
});

describe('amountPreview', () => {
  it.each([
    ['12.50+3.20', '= $15.70'],
    ['12.50', null],
    ['12+', null],
  ])('%j -> %j', (input, expected) => {
    expect(amountPreview(input, 'USD')).toBe(expected);
  });

  it("says the sum in the account's currency, and so does the announcement of a save", () => {
    expect(amountPreview('12.50+3.20', 'EUR')?.replace(/\u00a0/g, ' ')).toBe('= €15.70');
    const payload = { description: 'Bakery', type: 'expense', amount: '4.50' } as const;
    expect(savedAnnouncement(payload as TransactionInput, false, 'GBP')).toBe('Saved Bakery, expense £4.50');
    expect(savedAnnouncement(payload as TransactionInput, true, 'USD')).toBe('Updated Bakery, expense $4.50');
  });
});
