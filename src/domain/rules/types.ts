import type { Cents } from '../money';

// Categorization rules (docs/decisions/106): conditions on the payee (the transaction's description),
// the amount and the account, all of which must hold; actions that set the category or rename the
// payee. Rules run in the user's order, each matching rule's actions in turn, so a later rule sees
// the payee an earlier one wrote and a later category wins.

export const TEXT_OPERATORS = ['contains', 'equals', 'startsWith'] as const;
type TextOperator = (typeof TEXT_OPERATORS)[number];

export type RuleCondition =
  | { field: 'payee'; operator: TextOperator; value: string }
  /** The amount's size (without its sign), inclusive; either bound may be open. */
  | { field: 'amount'; operator: 'between'; min: Cents | null; max: Cents | null }
  /** Money in (income) or out (expense). */
  | { field: 'amount'; operator: 'sign'; sign: 'in' | 'out' }
  | { field: 'account'; operator: 'is'; accountId: string };

export type RuleAction = { type: 'setCategory'; categoryId: string } | { type: 'renamePayee'; payee: string };

export interface Rule {
  id: string;
  conditions: readonly RuleCondition[];
  actions: readonly RuleAction[];
}

/** What a rule is tested against: an imported row or an income or expense transaction. */
export interface RuleSubject {
  payee: string;
  /** Signed: positive is money in. */
  amount: Cents;
  accountId: string | null;
}

export type CategoryType = 'income' | 'expense';

export interface RuleOutcome {
  payee: string;
  /** The category the rules set (of the subject's type), or null when none did. */
  categoryId: string | null;
  /** The last rule that set the category, else the last that renamed the payee. */
  ruleId: string | null;
  /** Every rule that matched, in order. */
  matched: string[];
}
