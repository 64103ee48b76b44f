import { z } from 'zod';
import { type Cents, parseMoney } from '../domain/money';

/**
 * A decimal-string amount read into exact cents: one schema for every form and route that takes an
 * amount, each with its own words. `least` says whether 0 is allowed.
 */
export function amountSchema(options: {
  integerDigits: number;
  least: 'positive' | 'zero';
  messages: { required: string; type: string; tooSmall: string };
}) {
  const { required, type, tooSmall } = options.messages;
  return z
    .string({ error: (issue) => (issue.input === undefined ? required : type) })
    .trim()
    .min(1, required)
    .transform((value, ctx): Cents => {
      const parsed = parseMoney(value, { integerDigits: options.integerDigits });
      if (!parsed.ok) {
        ctx.addIssue({ code: 'custom', message: parsed.error });
        return z.NEVER;
      }
      if (options.least === 'positive' ? parsed.cents <= 0 : parsed.cents < 0) {
        ctx.addIssue({ code: 'custom', message: tooSmall });
        return z.NEVER;
      }
      return parsed.cents;
    });
}
