import { type Cents, formatMoney, parseMoney } from '../../domain/money';

/** numeric columns arrive as decimal strings; converts them to cents exactly (or throws: corrupt data). */
export function centsFromDb(value: string | null | undefined): Cents {
  if (value === null || value === undefined) return 0;
  const parsed = parseMoney(value, { allowNegative: true });
  if (!parsed.ok) throw new Error(`Stored amount is not money: ${value}`);
  return parsed.cents;
}

export const centsToDb = (cents: Cents): string => formatMoney(cents);
