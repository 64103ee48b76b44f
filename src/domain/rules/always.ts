import type { RuleAction, RuleCondition } from './types';

// "Always put PAYEE in CATEGORY" (docs/decisions/106): the rule made from one categorized payee.
// Banks add store numbers, dates and references to a merchant's name ("WHOLE FOODS MARKET #10234
// AUSTIN TX", "AMAZON MKTP US*2K4 5/12"), so the rule matches the words before the first of those;
// a payee without any is matched whole.

/** The leading words of a payee that name the merchant, before any word with a digit or a '*#'. */
export function payeeStem(payee: string): string {
  const words = payee.trim().split(/\s+/);
  const kept: string[] = [];
  for (const word of words) {
    if (/\d|[*#]/.test(word)) {
      const head = word.split(/[*#\d]/)[0] ?? '';
      if (head.length >= 2) kept.push(head);
      break;
    }
    kept.push(word);
  }
  const stem = kept.join(' ').replace(/[\s\-–:,.;/]+$/, '');
  return stem.length >= 3 ? stem : payee.trim();
}

export function alwaysRule(
  payee: string,
  categoryId: string,
): { conditions: RuleCondition[]; actions: RuleAction[] } {
  const stem = payeeStem(payee);
  const whole = stem === payee.trim();
  return {
    conditions: [{ field: 'payee', operator: whole ? 'equals' : 'startsWith', value: stem }],
    actions: [{ type: 'setCategory', categoryId }],
  };
}
