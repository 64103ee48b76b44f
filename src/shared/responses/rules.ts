import { z } from 'zod';
import { TEXT_OPERATORS } from '../../domain/rules/types';
import type { RuleDto, RuleOffer, RulePreview, RuleRunDto, RuleRunUndo, RuleSuggestion } from '../rules';
import { instant, isoDate, moneyText, uuid } from './common';

// Categorization rules (decision 106): their answers.

const condition = z.union([
  z.object({ field: z.literal('payee'), operator: z.enum(TEXT_OPERATORS), value: z.string() }),
  z.object({
    field: z.literal('amount'),
    operator: z.literal('between'),
    min: moneyText.nullable(),
    max: moneyText.nullable(),
  }),
  z.object({ field: z.literal('amount'), operator: z.literal('sign'), sign: z.enum(['in', 'out']) }),
  z.object({ field: z.literal('account'), operator: z.literal('is'), accountId: uuid }),
]);

const action = z.union([
  z.object({ type: z.literal('setCategory'), categoryId: uuid }),
  z.object({ type: z.literal('renamePayee'), payee: z.string() }),
]);

const ruleRef = z.object({ id: uuid, summary: z.string() });

export const ruleSchema = z
  .object({
    id: uuid,
    position: z.number().int(),
    conditions: z.array(condition),
    actions: z.array(action),
    summary: z.string().meta({ description: 'The rule in one sentence' }),
    createdAt: instant,
    updatedAt: instant,
  })
  .meta({ id: 'Rule' }) satisfies z.ZodType<RuleDto>;

const side = z.object({ description: z.string(), categoryId: uuid.nullable() });

export const rulePreviewSchema = z
  .object({
    matching: z.number().int().meta({ description: 'Transactions whose conditions hold' }),
    changing: z.number().int().meta({ description: 'Those the rule would change' }),
    examples: z.array(
      z.object({ transactionId: uuid, date: isoDate, amount: moneyText, before: side, after: side }),
    ),
  })
  .meta({ id: 'RulePreview' }) satisfies z.ZodType<RulePreview>;

export const ruleRunSchema = z
  .object({
    id: uuid,
    ruleId: uuid.nullable(),
    summary: z.string(),
    changed: z.number().int(),
    createdAt: instant,
  })
  .meta({ id: 'RuleRun' }) satisfies z.ZodType<RuleRunDto>;

export const ruleRunUndoSchema = z.object({
  restored: z.number().int().meta({ description: 'Transactions put back as they were' }),
  kept: z.number().int().meta({ description: 'Transactions changed again since the run, left as they are' }),
}) satisfies z.ZodType<RuleRunUndo>;

export const ruleSuggestionSchema = z.object({
  categoryId: uuid.nullable(),
  source: z.enum(['rule', 'history', 'common']).nullable(),
  rule: ruleRef.nullable(),
}) satisfies z.ZodType<RuleSuggestion>;

export const ruleOfferSchema = z.object({
  offer: z
    .object({
      payee: z.string(),
      match: z.string(),
      categoryId: uuid,
      categoryName: z.string(),
      rule: z.object({ conditions: z.array(condition), actions: z.array(action) }),
    })
    .nullable(),
}) satisfies z.ZodType<RuleOffer>;
