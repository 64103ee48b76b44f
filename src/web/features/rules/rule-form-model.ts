import type { RuleConditionDto, RuleDto, RuleInput } from '../../../shared/rules';

// The rule dialog's state and the payload it becomes: one row per condition, and the two actions
// (a category, a new payee name), either of which may be left out.

export type ConditionKind = 'payee' | 'range' | 'sign' | 'account';

export interface ConditionRow {
  /** A stable key for the list while rows are added and removed. */
  key: number;
  kind: ConditionKind;
  operator: 'contains' | 'equals' | 'startsWith';
  value: string;
  min: string;
  max: string;
  sign: 'in' | 'out';
  accountId: string;
}

export interface RuleForm {
  conditions: ConditionRow[];
  categoryId: string;
  rename: string;
}

let rows = 0;

export const blankCondition = (kind: ConditionKind = 'payee'): ConditionRow => ({
  key: ++rows,
  kind,
  operator: 'contains',
  value: '',
  min: '',
  max: '',
  sign: 'out',
  accountId: '',
});

function rowOf(c: RuleConditionDto): ConditionRow {
  const row = blankCondition();
  if (c.field === 'payee') return { ...row, kind: 'payee', operator: c.operator, value: c.value };
  if (c.field === 'account') return { ...row, kind: 'account', accountId: c.accountId };
  if (c.operator === 'sign') return { ...row, kind: 'sign', sign: c.sign };
  return { ...row, kind: 'range', min: c.min ?? '', max: c.max ?? '' };
}

export function formOf(rule: Pick<RuleDto, 'conditions' | 'actions'> | null): RuleForm {
  if (!rule) return { conditions: [blankCondition()], categoryId: '', rename: '' };
  let categoryId = '';
  let rename = '';
  for (const a of rule.actions) {
    if (a.type === 'setCategory') categoryId = a.categoryId;
    else rename = a.payee;
  }
  return { conditions: rule.conditions.map(rowOf), categoryId, rename };
}

export function payloadOf(form: RuleForm): Pick<RuleInput, 'conditions' | 'actions'> {
  const conditions = form.conditions.map((c): RuleInput['conditions'][number] => {
    if (c.kind === 'payee') return { field: 'payee', operator: c.operator, value: c.value };
    if (c.kind === 'range') {
      return { field: 'amount', operator: 'between', min: c.min.trim() || null, max: c.max.trim() || null };
    }
    if (c.kind === 'sign') return { field: 'amount', operator: 'sign', sign: c.sign };
    return { field: 'account', operator: 'is', accountId: c.accountId };
  });
  const actions = [
    ...(form.categoryId ? [{ type: 'setCategory' as const, categoryId: form.categoryId }] : []),
    ...(form.rename.trim() ? [{ type: 'renamePayee' as const, payee: form.rename.trim() }] : []),
  ];
  return { conditions, actions };
}
