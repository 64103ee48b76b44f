import { describe, expect, it } from 'vitest';
import type { BudgetDetail } from '../../../shared/budgets';
import {
  addItem,
  categoryOptions,
  changeItem,
  draftOf,
  removeItem,
  toBudgetInput,
  validateBudget,
} from './budget-form-model';

const FOOD = '11111111-1111-4111-8111-111111111111';
const RENT = '22222222-2222-4222-8222-222222222222';

const saved = {
  id: 'b',
  name: 'Household',
  description: null,
  startDate: '2026-01-01',
  endDate: null,
  items: [
    { id: 'i1', categoryId: FOOD, amount: '400.00', notes: null },
    { id: 'i2', categoryId: null, amount: '50.00', notes: 'deleted category' },
  ],
} as unknown as BudgetDetail;

describe('the budget form model', () => {
  it('starts a new budget on this month, named after it', () => {
    expect(draftOf(null, '2026-02-14')).toEqual({
      name: 'Feb 2026',
      description: '',
      startDate: '2026-02-01',
      endDate: '2026-02-28',
      items: [],
    });
  });

  it('starts an existing budget as saved, without items whose category is gone', () => {
    const draft = draftOf(saved, '2026-11-26');
    expect(draft).toMatchObject({ name: 'Household', description: '', startDate: '2026-01-01', endDate: '' });
    expect(draft.items.map((i) => [i.categoryId, i.amount, i.notes])).toEqual([[FOOD, '400.00', '']]);
  });

  it('adds, changes and removes rows by their key, whatever their order', () => {
    let draft = addItem(addItem(draftOf(null, '2026-02-14')));
    const [first, second] = draft.items;
    expect(first?.key).not.toBe(second?.key);
    draft = changeItem(draft, second?.key ?? -1, { categoryId: RENT, amount: '1200' });
    draft = removeItem(draft, first?.key ?? -1);
    expect(draft.items).toEqual([{ key: second?.key, categoryId: RENT, amount: '1200', notes: '' }]);
  });

  it('sends empty optional texts as null and an open end as null', () => {
    const draft = changeItem(addItem({ ...draftOf(null, '2026-02-14'), endDate: '' }), 0, {});
    const key = draft.items[0]?.key ?? -1;
    expect(toBudgetInput(changeItem(draft, key, { categoryId: FOOD, amount: '300' }))).toEqual({
      name: 'Feb 2026',
      description: null,
      startDate: '2026-02-01',
      endDate: null,
      items: [{ categoryId: FOOD, amount: '300', notes: null }],
    });
  });

  it('gives the contract messages by field before sending', () => {
    let draft = addItem(addItem({ ...draftOf(null, '2026-02-14'), name: ' ', endDate: '2026-01-01' }));
    const [a, b] = draft.items;
    draft = changeItem(draft, a?.key ?? -1, { categoryId: FOOD, amount: '-5' });
    draft = changeItem(draft, b?.key ?? -1, { categoryId: FOOD, amount: '10' });
    expect(validateBudget(draft)).toEqual({
      name: 'Name is required',
      'items.0.amount': 'Amount cannot be negative',
    });
    // The rules across fields speak once each field is well formed.
    draft = changeItem({ ...draft, name: 'Winter' }, a?.key ?? -1, { amount: '5' });
    expect(validateBudget(draft)).toEqual({
      endDate: 'End date must be on or after the start date',
      'items.1.categoryId': 'This category is already in the budget',
    });
  });

  it('has nothing to say of a budget that may be sent', () => {
    const draft = addItem(draftOf(null, '2026-02-14'));
    expect(
      validateBudget(changeItem(draft, draft.items[0]?.key ?? -1, { categoryId: RENT, amount: '1200.50' })),
    ).toEqual({});
  });

  it('offers active categories and the archived ones already planned', () => {
    const categories = [
      { id: FOOD, isActive: false },
      { id: RENT, isActive: true },
      { id: 'old', isActive: false },
    ];
    expect(categoryOptions(categories, draftOf(saved)).map((c) => c.id)).toEqual([FOOD, RENT]);
  });
});
