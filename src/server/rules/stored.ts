import { z } from 'zod';
import { formatMoney } from '../../domain/money';
import type { Rule, RuleAction, RuleCondition } from '../../domain/rules';
import { TEXT_OPERATORS } from '../../domain/rules/types';
import type { RuleActionDto, RuleConditionDto, RuleData } from '../../shared/rules';
import type { ActionRow, RuleRow, RuleValues } from './repository';

// A rule as stored and as the API shows it. The conditions are jsonb in the user's order with amounts
// in cents; an account condition keeps its place there but its id lives in rules.account_id, where
// the database can guard it (the rule goes with its account). A stored rule that no longer reads
// (a hand-edited restore) never matches.

const cents = z.number().int().min(0).max(99_999_999_999);
const storedCondition = z.union([
  z.object({
    field: z.literal('payee'),
    operator: z.enum(TEXT_OPERATORS),
    value: z.string().min(1).max(200),
  }),
  z.object({
    field: z.literal('amount'),
    operator: z.literal('between'),
    min: cents.nullable(),
    max: cents.nullable(),
  }),
  z.object({ field: z.literal('amount'), operator: z.literal('sign'), sign: z.enum(['in', 'out']) }),
  z.object({ field: z.literal('account'), operator: z.literal('is') }),
]);
const storedConditions = z.array(storedCondition).min(1).max(10);

export function toStored(data: Pick<RuleData, 'conditions' | 'actions'>): RuleValues {
  let accountId: string | null = null;
  const conditions = data.conditions.map((c) => {
    if (c.field !== 'account') return c;
    accountId = c.accountId;
    return { field: 'account', operator: 'is' };
  });
  return {
    accountId,
    conditions,
    actions: data.actions.map((a) =>
      a.type === 'setCategory'
        ? { kind: 'set_category' as const, categoryId: a.categoryId, payee: null }
        : { kind: 'rename_payee' as const, categoryId: null, payee: a.payee },
    ),
  };
}

/** The rule for the domain's evaluation, or null when its stored conditions do not read. */
export function toDomainRule(rule: RuleRow, actions: readonly ActionRow[]): Rule | null {
  const parsed = storedConditions.safeParse(rule.conditions);
  if (!parsed.success) return null;
  const conditions: RuleCondition[] = [];
  for (const c of parsed.data) {
    if (c.field !== 'account') conditions.push(c);
    else if (rule.accountId !== null)
      conditions.push({ field: 'account', operator: 'is', accountId: rule.accountId });
    else return null;
  }
  const domainActions: RuleAction[] = actions.flatMap((a): RuleAction[] => {
    if (a.kind === 'set_category' && a.categoryId) return [{ type: 'setCategory', categoryId: a.categoryId }];
    if (a.kind === 'rename_payee' && a.payee) return [{ type: 'renamePayee', payee: a.payee }];
    return [];
  });
  return { id: rule.id, conditions, actions: domainActions };
}

export function conditionDto(c: RuleCondition): RuleConditionDto {
  if (c.field === 'amount' && c.operator === 'between') {
    return {
      field: 'amount',
      operator: 'between',
      min: c.min === null ? null : formatMoney(c.min),
      max: c.max === null ? null : formatMoney(c.max),
    };
  }
  return c as RuleConditionDto;
}

export const actionDto = (a: RuleAction): RuleActionDto => a;
