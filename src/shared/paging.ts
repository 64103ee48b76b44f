import { z } from 'zod';

// Paged lists (docs/decisions/120): a list that grows with time or with imports answers one page,
// `limit` rows from `offset`, newest first; the total is in the X-Total-Count header (headers.ts) so a screen can
// say how many there are and offer the next page. The body stays the list itself.

/** Highest offset accepted: far beyond any book, and keeps the number an exact integer. */
export const OFFSET_MAX = 1_000_000_000;

export function pageMessages(max: number) {
  return {
    limit: `limit must be a whole number from 1 to ${max}`,
    offset: `offset must be a whole number from 0 to ${OFFSET_MAX}`,
  } as const;
}

/** `limit` (1..max, default `fallback`) and `offset` (0.., default 0) from a query string. */
export function pageQueryFields(max: number, fallback: number) {
  const M = pageMessages(max);
  return {
    limit: z
      .string({ error: M.limit })
      .regex(/^\d{1,4}$/, M.limit)
      .transform(Number)
      .refine((n) => n >= 1 && n <= max, M.limit)
      .default(fallback),
    offset: z
      .string({ error: M.offset })
      .regex(/^\d{1,10}$/, M.offset)
      .transform(Number)
      .refine((n) => n <= OFFSET_MAX, M.offset)
      .default(0),
  };
}

export interface Page<T> {
  rows: T[];
  total: number;
}
