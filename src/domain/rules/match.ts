import type { Rule, RuleCondition, RuleSubject } from './types';

// Text conditions compare as people read: case, accents and runs of spaces do not matter
// ("CAFÉ  MÜLLER" equals "cafe muller").

export function normaliseText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

// A rule's texts are normalised once, not once per transaction it is tested against.
const normalised = new WeakMap<object, string>();
function normalisedValue(condition: { value: string }): string {
  let value = normalised.get(condition);
  if (value === undefined) {
    value = normaliseText(condition.value);
    normalised.set(condition, value);
  }
  return value;
}

function conditionHolds(condition: RuleCondition, subject: RuleSubject, payee: string): boolean {
  switch (condition.field) {
    case 'payee': {
      const value = normalisedValue(condition);
      if (condition.operator === 'equals') return payee === value;
      if (condition.operator === 'startsWith') return payee.startsWith(value);
      return payee.includes(value);
    }
    case 'amount': {
      if (condition.operator === 'sign')
        return condition.sign === 'in' ? subject.amount > 0 : subject.amount < 0;
      const size = Math.abs(subject.amount);
      return (
        (condition.min === null || size >= condition.min) && (condition.max === null || size <= condition.max)
      );
    }
    case 'account':
      return subject.accountId === condition.accountId;
  }
}

/** Whether every condition of the rule holds (a rule always has at least one). */
export function ruleMatches(rule: Rule, subject: RuleSubject, payee = normaliseText(subject.payee)): boolean {
  return rule.conditions.length > 0 && rule.conditions.every((c) => conditionHolds(c, subject, payee));
}
