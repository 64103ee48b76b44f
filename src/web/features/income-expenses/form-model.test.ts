import { describe, expect, it } from 'vitest';
import { MONEY_ERRORS } from '../../../domain/money';
import type { CategoryDto } from '../../../shared/categories';
import { TRANSACTION_MESSAGES } from '../../../shared/transactions';
import {
  type Category,
  categoryOfTags,
  defaultDescription,
  EXPENSE_CATEGORIES,
  INCOME_CATEGORIES,
} from './categories';
import {
  budgetCategoryFor,
  categoryOptions,
  formErrors,
  formErrorsFromServer,
  formOf,
  initialForm,
  nextDateOf,
  type RecurringFormState,
  toPayload,
} from './form-model';

const byId = (list: readonly Category[], id: string) => list.find((c) => c.id === id)!;
const salary = byId(INCOME_CATEGORIES, 'salary');
const food = byId(EXPENSE_CATEGORIES, 'food');
const ACCOUNT = '11111111-1111-4111-8111-111111111111';
const HOUSING = '22222222-2222-4222-8222-222222222222';
/** A today before every last date below: the next date is then last date plus one period. */
const TODAY = '2024-01-01';

describe('budget categories in the form', () => {
  const dto = (patch: Partial<CategoryDto>): CategoryDto => ({
    id: 'id',
    name: 'Name',
    type: 'expense',
    color: '#3B82F6',
    isActive: true,
    slug: null,
    accountId: 'acc',
    hasPostings: false,
    ...patch,
  });
  const list = [
    dto({ id: 'food-income', type: 'income', slug: 'food' }),
    dto({ id: 'old-food', slug: 'food', isActive: false }),
    dto({ id: 'food', slug: 'food' }),
    dto({ id: 'mine', name: 'Pets' }),
    dto({ id: 'archived', isActive: false }),
  ];

  it('finds the active category a dialog card stands for', () => {
    expect(budgetCategoryFor('expense', food, list)?.id).toBe('food');
    expect(budgetCategoryFor('income', salary, list)).toBeUndefined();
  });

  it('offers the active ones of the kind, and keeps an archived one already chosen', () => {
    expect(categoryOptions('expense', list, '').map((c) => c.id)).toEqual(['food', 'mine']);
    expect(categoryOptions('expense', list, 'archived').map((c) => c.id)).toEqual([
      'food',
      'mine',
      'archived',
    ]);
    expect(categoryOptions('income', list, '').map((c) => c.id)).toEqual(['food-income']);
  });
});

describe('categories', () => {
  it('are the spec’s, with their default frequencies', () => {
    expect(INCOME_CATEGORIES.map((c) => [c.id, c.defaultFrequency])).toEqual([
      ['salary', 'biweekly'],
      ['freelance', 'monthly'],
      ['investment', 'quarterly'],
      ['other', 'monthly'],
    ]);
    expect(EXPENSE_CATEGORIES.map((c) => [c.id, c.defaultFrequency])).toEqual([
      ['housing', 'monthly'],
      ['transportation', 'monthly'],
      ['food', 'weekly'],
      ['utilities', 'monthly'],
      ['shopping', 'monthly'],
      ['other', 'monthly'],
    ]);
  });

  it('give default descriptions and are read back from tags', () => {
    expect(defaultDescription('income', salary)).toBe('Salary Income');
    expect(defaultDescription('expense', food)).toBe('Food Expense');
    expect(categoryOfTags('expense', ['x', 'expense-food'])).toBe(food);
    expect(categoryOfTags('income', ['expense-food'])).toBeNull();
    expect(categoryOfTags('income', ['income-nothing'])).toBeNull();
  });
});

describe('the form', () => {
  const form = (patch: Partial<RecurringFormState> = {}, category = salary): RecurringFormState => ({
    ...initialForm(category, '2026-01-31'),
    ...patch,
  });

  it('starts recurring, on today, with the category’s frequency', () => {
    expect(form()).toEqual({
      description: '',
      amount: '',
      lastDate: '2026-01-31',
      isRecurring: true,
      frequency: 'biweekly',
      endDate: '',
      accountId: '',
      categoryId: '',
    });
    expect(form({}, food).frequency).toBe('weekly');
    expect(initialForm(food, '2026-01-31', { accountId: 'acc', isRecurring: false })).toMatchObject({
      accountId: 'acc',
      isRecurring: false,
      categoryId: '',
    });
  });

  it.each<[Partial<RecurringFormState>, string | null]>([
    [{}, '2026-02-14'],
    [{ frequency: 'daily' }, '2026-02-01'],
    [{ frequency: 'weekly' }, '2026-02-07'],
    [{ frequency: 'monthly' }, '2026-02-28'],
    [{ frequency: 'monthly', lastDate: '2024-01-31' }, '2024-02-29'],
    [{ frequency: 'quarterly' }, '2026-04-30'],
    [{ frequency: 'yearly', lastDate: '2024-02-29' }, '2025-02-28'],
    [{ frequency: 'weekly', endDate: '2026-02-06' }, null],
    [{ frequency: 'weekly', endDate: '2026-02-07' }, '2026-02-07'],
    [{ isRecurring: false }, null],
    [{ lastDate: '' }, null],
    [{ lastDate: '2026-02-30' }, null],
  ])('recomputes the next date: %o -> %s', (patch, expected) => {
    expect(nextDateOf(form(patch), TODAY)).toBe(expected);
  });

  it.each<[Partial<RecurringFormState>, string, string | null]>([
    // A projection begun long ago: the first occurrence on or after today, today's included.
    [{ frequency: 'monthly', lastDate: '2026-01-15' }, '2026-11-28', '2026-12-15'],
    [{ frequency: 'monthly', lastDate: '2026-01-15' }, '2026-11-15', '2026-11-15'],
    [{ frequency: 'monthly', lastDate: '2026-01-31' }, '2026-11-28', '2026-11-30'],
    // An item with an account: the ledger posted today's, so the next is after today.
    [{ frequency: 'monthly', lastDate: '2026-01-15', accountId: 'acc' }, '2026-11-15', '2026-12-15'],
    [{ frequency: 'weekly', lastDate: '2026-01-01', accountId: 'acc' }, '2026-11-28', '2026-12-03'],
    // A series that has ended by today has no next date.
    [{ frequency: 'monthly', lastDate: '2026-01-15', endDate: '2026-06-30' }, '2026-11-28', null],
    // Today on the last date: one period on.
    [{ frequency: 'monthly', lastDate: '2026-11-28' }, '2026-11-28', '2026-12-28'],
  ])(
    'moves the next date of a series begun long ago past today: %o on %s -> %s',
    (patch, today, expected) => {
      expect(nextDateOf(form(patch), today)).toBe(expected);
      expect(toPayload('income', salary, form({ ...patch, amount: '1' }), today).nextDueDate).toBe(expected);
    },
  );

  it('builds the recurring payload, with the default description and the category tag', () => {
    expect(toPayload('income', salary, form({ amount: '2000' }), TODAY)).toEqual({
      amount: '2000.00',
      type: 'income',
      description: 'Salary Income',
      transactionDate: '2026-01-31',
      isRecurring: true,
      recurringFrequency: 'biweekly',
      recurringStartDate: '2026-01-31',
      recurringEndDate: null,
      nextDueDate: '2026-02-14',
      tags: ['income-salary'],
      accountId: null,
      categoryId: null,
    });
  });

  it('keeps an uncategorized transaction uncategorized when edited: no Other tag to refile it', () => {
    const other = byId(EXPENSE_CATEGORIES, 'other');
    const edited = form({ amount: '12', description: 'AMZN', isRecurring: false }, other);
    const kept = toPayload('expense', other, edited, TODAY, undefined, { uncategorized: true });
    expect(kept).toMatchObject({ tags: [], categoryId: null });
    // A category the user picks while editing is saved as usual.
    const picked = toPayload('expense', other, { ...edited, categoryId: HOUSING }, TODAY, undefined, {
      uncategorized: true,
    });
    expect(picked).toMatchObject({ tags: ['expense-other'], categoryId: HOUSING });
    // Without the option (adding), an empty category is the dialog card's, by its tag.
    expect(toPayload('expense', other, edited, TODAY).tags).toEqual(['expense-other']);
  });

  it('sends null recurring fields when the toggle is off, and keeps a typed description', () => {
    const payload = toPayload(
      'expense',
      food,
      form({ amount: '12.5', description: '  Market  ', isRecurring: false, endDate: '2026-05-01' }, food),
      TODAY,
    );
    expect(payload).toEqual({
      amount: '12.50',
      type: 'expense',
      description: 'Market',
      transactionDate: '2026-01-31',
      isRecurring: false,
      recurringFrequency: null,
      recurringStartDate: null,
      recurringEndDate: null,
      nextDueDate: null,
      tags: ['expense-food'],
      accountId: null,
      categoryId: null,
    });
    expect(formErrors(payload)).toEqual({});
  });

  it('sends the account and category, tagged with the chosen category’s own dialog category', () => {
    const payload = toPayload(
      'expense',
      food,
      form({ amount: '123.45', isRecurring: false, accountId: ACCOUNT, categoryId: HOUSING }, food),
      TODAY,
      { slug: 'housing', type: 'expense' },
    );
    expect(payload).toMatchObject({ accountId: ACCOUNT, categoryId: HOUSING, tags: ['expense-housing'] });
    expect(formErrors(payload)).toEqual({});
    // A category of the user's own (no slug) keeps the card's tag.
    expect(
      toPayload('expense', food, form({ amount: '1', categoryId: HOUSING }, food), TODAY, {
        slug: null,
        type: 'expense',
      }).tags,
    ).toEqual(['expense-food']);
  });

  it('maps the server’s account and category messages onto their fields', () => {
    expect(formErrorsFromServer({ accountId: 'a', categoryId: 'c', transactionDate: 'd' })).toEqual({
      accountId: 'a',
      categoryId: 'c',
      lastDate: 'd',
    });
    expect(formErrors(toPayload('income', salary, form({ amount: '5', accountId: 'nope' }), TODAY))).toEqual({
      accountId: TRANSACTION_MESSAGES.accountId,
    });
  });

  it('names the problem fields with the contract’s messages', () => {
    expect(formErrors(toPayload('income', salary, form(), TODAY))).toEqual({
      amount: TRANSACTION_MESSAGES.amountRequired,
    });
    expect(formErrors(toPayload('income', salary, form({ amount: '1.234' }), TODAY))).toEqual({
      amount: MONEY_ERRORS.decimals,
    });
    expect(
      formErrors(toPayload('income', salary, form({ amount: '5', endDate: '2026-01-01' }), TODAY)),
    ).toEqual({
      endDate: TRANSACTION_MESSAGES.endBeforeStart,
    });
    expect(formErrors(toPayload('income', salary, form({ amount: '5', lastDate: '' }), TODAY))).toMatchObject(
      {
        lastDate: TRANSACTION_MESSAGES.date,
      },
    );
  });

  it('is filled in from a stored item for editing', () => {
    expect(
      formOf(
        {
          id: 't',
          amount: '123.45',
          receivedAmount: null,
          type: 'expense',
          description: 'Groceries',
          transactionDate: '2026-03-02',
          cleared: false,
          reconciled: false,
          notes: null,
          splits: [],
          isRecurring: false,
          recurringFrequency: null,
          recurringStartDate: null,
          recurringEndDate: null,
          nextDueDate: null,
          tags: ['expense-food'],
          categoryId: HOUSING,
          budgetId: null,
          accountId: ACCOUNT,
          toAccountId: null,
          toAccountName: null,
          categoryName: null,
          journalEntryId: 'e',
          recurringParentId: null,
          occurrenceDate: null,
          createdAt: '',
        },
        food,
      ),
    ).toEqual({
      description: 'Groceries',
      amount: '123.45',
      lastDate: '2026-03-02',
      isRecurring: false,
      frequency: 'weekly',
      endDate: '',
      accountId: ACCOUNT,
      categoryId: HOUSING,
    });
  });
});
