import type { z } from 'zod';

/**
 * A zod error as `{ field: message }`, the shape of a 400's `fields` (decision 067): each field's first
 * message, keyed by its path joined with dots (`rows.3.amount`); an issue about the whole value goes
 * under `fallback`; each unknown key of a strict object gets 'Unknown field'. Used by the server's
 * validate() and by the browser's forms, so both show the same message for the same input.
 */
export function zodFieldErrors(error: z.ZodError, fallback = '_'): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const k of issue.keys) fields[[...issue.path, k].join('.')] ??= 'Unknown field';
      continue;
    }
    const key = issue.path.length > 0 ? issue.path.join('.') : fallback;
    fields[key] ??= issue.message;
  }
  return fields;
}
