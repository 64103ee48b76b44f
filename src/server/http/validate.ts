import type { z } from 'zod';
import { zodFieldErrors } from '../../shared/zod-field-errors';
import { AppError } from './errors';

/**
 * Parses input with a shared zod contract. Bad input becomes a 400 naming each field, with the
 * contract's own message, so the browser can show it beside the input.
 */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields = zodFieldErrors(result.error);
  const first = Object.entries(fields)[0];
  const message = first ? (first[0] === '_' ? first[1] : `${first[0]}: ${first[1]}`) : 'Invalid request';
  return throwValidation(message, fields);
}

function throwValidation(message: string, fields: Record<string, string>): never {
  throw new AppError('validation', message, fields);
}
