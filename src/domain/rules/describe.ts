import { formatMoney } from '../money';
import type { Rule, RuleCondition } from './types';

// A rule in one sentence, as the import preview and the rules page show it:
// 'If payee contains "coffee" and amount is 0.00–20.00: category Food, rename to "Coffee"'.

const OPERATOR_WORDS = { contains: 'contains', equals: 'is', startsWith: 'starts with' } as const;

function conditionWords(c: RuleCondition, names: Names): string {
  switch (c.field) {
    case 'payee':
      return `payee ${OPERATOR_WORDS[c.operator]} "${c.value}"`;
    case 'amount':
      if (c.operator === 'sign') return c.sign === 'in' ? 'money in' : 'money out';
      if (c.min !== null && c.max !== null) return `amount ${formatMoney(c.min)}–${formatMoney(c.max)}`;
      if (c.min !== null) return `amount at least ${formatMoney(c.min)}`;
      return `amount at most ${formatMoney(c.max ?? 0)}`;
    case 'account':
      return `account ${names.account(c.accountId) ?? '(deleted)'}`;
  }
}

export interface Names {
  account: (id: string) => string | undefined;
  category: (id: string) => string | undefined;
}

export function describeRule(rule: Pick<Rule, 'conditions' | 'actions'>, names: Names): string {
  const when = rule.conditions.map((c) => conditionWords(c, names)).join(' and ');
  const then = rule.actions
    .map((a) =>
      a.type === 'setCategory'
        ? `category ${names.category(a.categoryId) ?? '(deleted)'}`
        : `rename to "${a.payee}"`,
    )
    .join(', ');
  return `If ${when}: ${then}`;
}
