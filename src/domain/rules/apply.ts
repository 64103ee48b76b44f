import { normaliseText, ruleMatches } from './match';
import type { CategoryType, Rule, RuleOutcome, RuleSubject } from './types';

/**
 * Runs the rules in order on one subject. A category is only set when it is of the subject's type
 * (an expense category never lands on money in). Nothing but the payee and the category is touched:
 * amounts, dates and accounts are not the rules' to change.
 */
export function applyRules(
  rules: readonly Rule[],
  subject: RuleSubject,
  categoryType: (categoryId: string) => CategoryType | undefined,
): RuleOutcome {
  const type: CategoryType = subject.amount > 0 ? 'income' : 'expense';
  let payee = subject.payee;
  let normalised = normaliseText(payee);
  let categoryId: string | null = null;
  let categoryRule: string | null = null;
  let renameRule: string | null = null;
  const matched: string[] = [];
  for (const rule of rules) {
    if (!ruleMatches(rule, { ...subject, payee }, normalised)) continue;
    matched.push(rule.id);
    for (const action of rule.actions) {
      if (action.type === 'renamePayee') {
        payee = action.payee;
        normalised = normaliseText(payee);
        renameRule = rule.id;
      } else if (categoryType(action.categoryId) === type) {
        categoryId = action.categoryId;
        categoryRule = rule.id;
      }
    }
  }
  return { payee, categoryId, ruleId: categoryRule ?? renameRule, matched };
}
