import { describe, expect, it } from 'vitest';
import { MONEY_ERRORS } from '../../../domain/money';
import { TRANSACTION_MESSAGES } from '../../../shared/transactions';
import {
  type Category,
  categoryOfTags,
  defaultDescription,
  EXPENSE_CATEGORIES,
  INCOME_CATEGORIES,
} from './categories';
import {
  formErrors,
  initialForm,
  localToday,
  nextDateOf,
  type RecurringFormState,
  toPayload,
} from './form-model';

const byId = (list: readonly Category[], id: string) => list.find((c) => c.id === id)!;
const salary = byId(INCOME_CATEGORIES, 'salary');
const food = byId(EXPENSE_CATEGORIES, 'food');

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
    });
    expect(form({}, food).frequency).toBe('weekly');
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
    expect(nextDateOf(form(patch))).toBe(expected);
  });

  it('builds the recurring payload, with the default description and the category tag', () => {
    expect(toPayload('income', salary, form({ amount: '2000' }))).toEqual({
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
    });
  });

  it('sends null recurring fields when the toggle is off, and keeps a typed description', () => {
    const payload = toPayload(
      'expense',
      food,
      form({ amount: '12.5', description: '  Market  ', isRecurring: false, endDate: '2026-05-01' }, food),
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
    });
    expect(formErrors(payload)).toEqual({});
  });

  it('names the problem fields with the contract’s messages', () => {
    expect(formErrors(toPayload('income', salary, form()))).toEqual({
      amount: TRANSACTION_MESSAGES.amountRequired,
    });
    expect(formErrors(toPayload('income', salary, form({ amount: '1.234' })))).toEqual({
      amount: MONEY_ERRORS.decimals,
    });
    expect(formErrors(toPayload('income', salary, form({ amount: '5', endDate: '2026-01-01' })))).toEqual({
      endDate: TRANSACTION_MESSAGES.endBeforeStart,
    });
    expect(formErrors(toPayload('income', salary, form({ amount: '5', lastDate: '' })))).toMatchObject({
      lastDate: TRANSACTION_MESSAGES.date,
    });
  });

  it('reads the local calendar date', () => {
    expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
