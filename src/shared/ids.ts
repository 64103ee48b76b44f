import { z } from 'zod';

/** Any id the database could have made (lower or upper case hex, 8-4-4-4-12). */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One id in a URL: any id the database could have made, read in lower case. */
const idSchema = z
  .string()
  .regex(UUID_PATTERN)
  .transform((id) => id.toLowerCase());

/** The params of every route with `:id` (decision 066). */
export const idParamsSchema = z.object({ id: idSchema });
/** The second id of nested routes: `/api/budgets/:id/items/:itemId`. */
export const itemIdParamsSchema = z.object({ itemId: idSchema });
/** `/api/loans/:id/extra-payments/:extraId`. */
export const extraIdParamsSchema = z.object({ extraId: idSchema });
