import { describe, expect, it } from 'vitest';
import { blankCondition, formOf, payloadOf } from './rule-form-model';

describe('the rule form', () => {
  it('turns a rule into rows and back into the same payload', () => {
    const rule = {
      conditions: [
        { field: 'payee' as const, operator: 'startsWith' as const, value: 'WHOLE FOODS' },
        { field: 'amount' as const, operator: 'between' as const, min: '1.00', max: null },
        { field: 'amount' as const, operator: 'sign' as const, sign: 'out' as const },
        { field: 'account' as const, operator: 'is' as const, accountId: 'acc' },
      ],
      actions: [
        { type: 'renamePayee' as const, payee: 'Whole Foods' },
        { type: 'setCategory' as const, categoryId: 'food' },
      ],
    };
    const form = formOf(rule);
    expect(form.conditions.map((c) => c.kind)).toEqual(['payee', 'range', 'sign', 'account']);
    expect(payloadOf(form)).toEqual({
      conditions: rule.conditions,
      actions: [
        { type: 'setCategory', categoryId: 'food' },
        { type: 'renamePayee', payee: 'Whole Foods' },
      ],
    });
  });

  it('leaves out an action left empty and sends an open bound as null', () => {
    const form = { conditions: [{ ...blankCondition('range'), max: ' 20 ' }], categoryId: '', rename: '  ' };
    expect(payloadOf(form)).toEqual({
      conditions: [{ field: 'amount', operator: 'between', min: null, max: '20' }],
      actions: [],
    });
    expect(blankCondition().key).not.toBe(blankCondition().key);
  });
});
