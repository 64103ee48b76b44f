import { z } from 'zod';
import type { IsoDate } from '../domain/calendar';
import { parseMoney } from '../domain/money';
import { TEXT_OPERATORS } from '../domain/rules/types';
import { UUID_PATTERN } from './ids';

// The rules contract (issue 22, docs/decisions/106): GET/POST/PUT/DELETE /api/rules, a preview of
// what a rule would change, "apply to existing" as one undoable run, a suggestion for manual entry
// and the "always put PAYEE in CATEGORY" offer after a manual categorization.

export const RULES_MAX = 500;
const RULE_TEXT_MAX = 200;
const RULE_CONDITIONS_MAX = 10;
export const RULE_EXAMPLES = 5;

export const RULE_MESSAGES = {
  conditions: `A rule needs 1 to ${RULE_CONDITIONS_MAX} conditions`,
  actions: 'A rule needs an action: set a category and/or rename the payee, each at most once',
  field: 'field must be payee, amount or account',
  operator:
    'operator must be contains, equals or startsWith for the payee; between or sign for the amount; is for the account',
  value: `The text must be 1 to ${RULE_TEXT_MAX} characters`,
  amount: 'Amounts must be decimal strings like 12.50 (at most 10 digits before the point), not negative',
  range: 'Give a lowest or a highest amount, the lowest no more than the highest',
  sign: 'sign must be in or out',
  accountId: 'Choose one of your accounts',
  oneAccount: 'A rule can name one account',
  categoryId: 'Choose one of your categories',
  payee: `The new payee must be 1 to ${RULE_TEXT_MAX} characters`,
  type: 'type must be setCategory or renamePayee',
  position: `position must be a whole number from 0 to ${RULES_MAX}`,
  tooMany: `You can keep at most ${RULES_MAX} rules`,
  categoryInUse: 'A rule puts transactions in this category: change or delete the rule first',
  description: `description must be 1 to ${RULE_TEXT_MAX} characters`,
  transactionId: 'transactionId must be the id of one of your transactions',
  suggestionAmount: 'amount must be a decimal string like 12.50',
  suggestionType: 'type must be income or expense',
} as const;
const M = RULE_MESSAGES;

const uuid = (message: string) =>
  z
    .string({ error: message })
    .regex(UUID_PATTERN, message)
    .transform((id) => id.toLowerCase());

const text = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(RULE_TEXT_MAX, message);

/** A bound of an amount range: a non-negative decimal string, or null for open. */
const bound = z
  .string({ error: M.amount })
  .trim()
  .transform((value, ctx) => {
    const parsed = parseMoney(value, { integerDigits: 10 });
    if (!parsed.ok || parsed.cents < 0) {
      ctx.addIssue({ code: 'custom', message: M.amount });
      return z.NEVER;
    }
    return parsed.cents;
  })
  .nullable();

const payeeCondition = z.strictObject({
  field: z.literal('payee'),
  operator: z.enum(TEXT_OPERATORS, { error: M.operator }),
  value: text(M.value),
});
const rangeCondition = z
  .strictObject({ field: z.literal('amount'), operator: z.literal('between'), min: bound, max: bound })
  .refine((c) => (c.min !== null || c.max !== null) && (c.min === null || c.max === null || c.min <= c.max), {
    message: M.range,
    path: ['min'],
  });
const signCondition = z.strictObject({
  field: z.literal('amount'),
  operator: z.literal('sign'),
  sign: z.enum(['in', 'out'], { error: M.sign }),
});
const accountCondition = z.strictObject({
  field: z.literal('account'),
  operator: z.literal('is', { error: M.operator }),
  accountId: uuid(M.accountId),
});

/** One condition: its field and operator are checked first, so the error names what is wrong. */
const conditionSchema = z.unknown().transform((input, ctx) => {
  const raw = (input ?? {}) as { field?: unknown; operator?: unknown };
  const schema =
    raw.field === 'payee'
      ? payeeCondition
      : raw.field === 'account'
        ? accountCondition
        : raw.field === 'amount'
          ? raw.operator === 'sign'
            ? signCondition
            : raw.operator === 'between'
              ? rangeCondition
              : null
          : null;
  if (schema === null) {
    const wrongField = raw.field !== 'amount';
    ctx.addIssue({
      code: 'custom',
      message: wrongField ? M.field : M.operator,
      path: [wrongField ? 'field' : 'operator'],
    });
    return z.NEVER;
  }
  const result = schema.safeParse(input);
  if (!result.success) {
    for (const issue of result.error.issues)
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  }
  return result.data;
});

const actionSchema = z.discriminatedUnion(
  'type',
  [
    z.strictObject({ type: z.literal('setCategory'), categoryId: uuid(M.categoryId) }),
    z.strictObject({ type: z.literal('renamePayee'), payee: text(M.payee) }),
  ],
  { error: M.type },
);

const ruleBody = {
  conditions: z
    .array(conditionSchema, { error: M.conditions })
    .min(1, M.conditions)
    .max(RULE_CONDITIONS_MAX, M.conditions),
  actions: z.array(actionSchema, { error: M.actions }).min(1, M.actions).max(2, M.actions),
};

const refineRule = (
  rule: { conditions: { field: string }[]; actions: { type: string }[] },
  ctx: z.RefinementCtx,
) => {
  if (new Set(rule.actions.map((a) => a.type)).size !== rule.actions.length) {
    ctx.addIssue({ code: 'custom', message: M.actions, path: ['actions'] });
  }
  if (rule.conditions.filter((c) => c.field === 'account').length > 1) {
    ctx.addIssue({ code: 'custom', message: M.oneAccount, path: ['conditions'] });
  }
};

/** POST /api/rules/preview: a rule's content, saved or not. */
export const ruleDraftSchema = z.strictObject(ruleBody).superRefine(refineRule);

/** POST /api/rules and PUT /api/rules/:id; position is the rule's place (0 first), default last. */
export const ruleInputSchema = z
  .strictObject({
    ...ruleBody,
    position: z
      .number({ error: M.position })
      .int(M.position)
      .min(0, M.position)
      .max(RULES_MAX, M.position)
      .optional(),
  })
  .superRefine(refineRule);
export type RuleInput = z.input<typeof ruleInputSchema>;
export type RuleData = z.output<typeof ruleInputSchema>;

/** GET /api/rules/suggestion: what the rules (or the payee's history) propose for a manual entry. */
export const suggestionQuerySchema = z.strictObject({
  description: text(M.description),
  type: z.enum(['income', 'expense'], { error: M.suggestionType }),
  amount: z
    .string({ error: M.suggestionAmount })
    .transform((value, ctx) => {
      const parsed = parseMoney(value, { integerDigits: 10 });
      if (!parsed.ok) {
        ctx.addIssue({ code: 'custom', message: M.suggestionAmount });
        return z.NEVER;
      }
      return parsed.cents;
    })
    .optional(),
  accountId: uuid(M.accountId).optional(),
});

export const offerQuerySchema = z.strictObject({ transactionId: uuid(M.transactionId) });

export type RuleConditionDto =
  | { field: 'payee'; operator: (typeof TEXT_OPERATORS)[number]; value: string }
  | { field: 'amount'; operator: 'between'; min: string | null; max: string | null }
  | { field: 'amount'; operator: 'sign'; sign: 'in' | 'out' }
  | { field: 'account'; operator: 'is'; accountId: string };
export type RuleActionDto =
  | { type: 'setCategory'; categoryId: string }
  | { type: 'renamePayee'; payee: string };

export interface RuleDto {
  id: string;
  position: number;
  conditions: RuleConditionDto[];
  actions: RuleActionDto[];
  /** The rule in one sentence. */
  summary: string;
  createdAt: string;
  updatedAt: string;
}

interface RulePreviewExample {
  transactionId: string;
  date: IsoDate;
  amount: string;
  before: { description: string; categoryId: string | null };
  after: { description: string; categoryId: string | null };
}

export interface RulePreview {
  /** Existing income and expense transactions whose conditions hold. */
  matching: number;
  /** Those the rule would change (a different category or payee). */
  changing: number;
  examples: RulePreviewExample[];
}

export interface RuleRunDto {
  id: string;
  ruleId: string | null;
  summary: string;
  changed: number;
  createdAt: string;
}

export interface RuleRunUndo {
  /** Transactions put back as they were. */
  restored: number;
  /** Transactions changed again since the run, left as they are now. */
  kept: number;
}

export interface RuleSuggestion {
  categoryId: string | null;
  source: 'rule' | 'history' | 'common' | null;
  rule: { id: string; summary: string } | null;
}

export interface RuleOffer {
  offer: {
    /** The payee as the transaction holds it, and the words the rule will match. */
    payee: string;
    match: string;
    categoryId: string;
    categoryName: string;
    rule: { conditions: RuleConditionDto[]; actions: RuleActionDto[] };
  } | null;
}
