import { z } from 'zod';
import { isDateInRange, isIsoDate, MAX_DATE, MIN_DATE } from '../domain/calendar';

// The one date contract of every payload, query and file (docs/decisions/120): a real calendar date
// as YYYY-MM-DD from 1900-01-01 to 2100-12-31. Every feature's schema builds its date fields here,
// so a field added later gets the same bound and the same messages.

export { MAX_DATE };

export const DATE_MESSAGES = {
  format: 'Enter a real date as YYYY-MM-DD',
  range: `Enter a date from ${MIN_DATE} to ${MAX_DATE}`,
} as const;

/** Why a text is not an accepted date, or null when it is one. */
export function dateProblem(value: string): string | null {
  if (!isIsoDate(value)) return DATE_MESSAGES.format;
  if (!isDateInRange(value)) return DATE_MESSAGES.range;
  return null;
}

export interface DateSchemaOptions {
  /** The message when the field is missing or null (default: the format message). */
  required?: string;
  /** The message when the text is not a date (default: DATE_MESSAGES.format). */
  format?: string;
  /** Trim spaces first (forms that send what was typed). */
  trim?: boolean;
}

/** A required date within the product's range. */
export function dateSchema(options: DateSchemaOptions = {}) {
  const format = options.format ?? DATE_MESSAGES.format;
  const required = options.required ?? format;
  const text = z.string({
    error: (issue) => (issue.input === undefined || issue.input === null ? required : format),
  });
  return (options.trim ? text.trim() : text).superRefine((value, ctx) => {
    if (options.required !== undefined && value === '') {
      ctx.addIssue({ code: 'custom', message: required });
      return;
    }
    const problem = dateProblem(value);
    if (problem)
      ctx.addIssue({ code: 'custom', message: problem === DATE_MESSAGES.format ? format : problem });
  });
}
