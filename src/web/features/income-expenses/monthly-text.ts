import { monthlyEquivalent } from '../../../domain/cash-flow';
import { formatAmount, parseAmount } from '../../../domain/currency/amount';
import { readCurrencyCode } from '../../../domain/currency/codes';
import type { Frequency } from '../../../domain/recurrence';
import { moneyIn } from '../../lib/money-text';

/**
 * What a recurring amount comes to a month, in its currency's own minor units (yen, cents, a dinar's
 * fils), rounded as the cash-flow figures are: '$1,302.00', 'KWD 67.115'. Unreadable -> '—'.
 */
export function monthlyAmountText(amount: string, frequency: Frequency, currency: string): string {
  const code = readCurrencyCode(currency);
  if (code === null) return '—';
  const parsed = parseAmount(amount, code, { allowNegative: true });
  if (!parsed.ok) return '—';
  return moneyIn(formatAmount(monthlyEquivalent(parsed.minor, frequency), code), code);
}
