import type { IsoDate } from '../calendar';
import { formatMoney } from '../money';
import type { ReadAmount } from './amount';
import { dateInRange, dateRangeError } from './dates';
import { cleanPayee, type ParsedLine } from './types';

// The checks every reader applies to a row the same way: a readable date inside the accepted range,
// a readable nonzero amount, a payee (or a stand-in), and the notice when an amount was rounded.

const NO_DESCRIPTION = '(no description)';

export interface RowParts {
  line: number;
  date: IsoDate | null;
  dateText: string;
  /** What the date should have been, for the error ("a CAMT date", "a DMY date"). */
  dateKind: string;
  amount: ReadAmount | null;
  amountText: string;
  payee: string;
  /** The bank's free text beside the payee (OFX MEMO, QIF M, CAMT remittance info), kept as notes. */
  memo?: string;
  bankId?: string | null;
}

const quoted = (text: string) => `"${text.trim().slice(0, 40)}"`;

export function makeRow(parts: RowParts): ParsedLine {
  const { line } = parts;
  if (parts.date === null) {
    const error =
      parts.dateText.trim() === ''
        ? 'The date is empty'
        : `Date ${quoted(parts.dateText)} is not ${parts.dateKind}`;
    return { ok: false, line, error };
  }
  if (!dateInRange(parts.date)) return { ok: false, line, error: dateRangeError(parts.date) };
  if (parts.amount === null) {
    const error =
      parts.amountText.trim() === ''
        ? 'The amount is empty'
        : `Amount ${quoted(parts.amountText)} is not a number`;
    return { ok: false, line, error };
  }
  if (parts.amount.cents === 0) return { ok: false, line, error: 'The amount is 0' };
  const bankId = cleanPayee(parts.bankId ?? '');
  const payee = cleanPayee(parts.payee) || NO_DESCRIPTION;
  const memo = cleanPayee(parts.memo ?? '');
  return {
    ok: true,
    line,
    date: parts.date,
    payee,
    // A memo that only repeats the payee says nothing more.
    ...(memo !== '' && memo.toLowerCase() !== payee.toLowerCase() ? { memo } : {}),
    amount: parts.amount.cents,
    bankId: bankId === '' ? null : bankId,
    notice: parts.amount.rounded
      ? `Amount ${parts.amountText.trim().slice(0, 40)} has more than cents: rounded half up to ${formatMoney(parts.amount.cents)}`
      : null,
  };
}
