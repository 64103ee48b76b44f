import type { z } from 'zod';

/**
 * Reads a route's ids with a shared params schema (src/shared/ids.ts). A malformed id names nothing of
 * the user's, so it answers like another user's id: `missing()`, a 404 with the route's own message.
 */
export function readParams<T extends z.ZodType>(
  schema: T,
  params: unknown,
  missing: () => Error,
): z.output<T> {
  const parsed = schema.safeParse(params);
  if (!parsed.success) throw missing();
  return parsed.data;
}
