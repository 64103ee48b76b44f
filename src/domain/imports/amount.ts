import { type Cents, MAX_INTEGER_DIGITS } from '../money';

// Amounts as banks write them, read exactly into cents: "1,234.56", "1.234,56", "-12.5", "(12.00)",
// "12.00-", "+3", "€ 4,50", "1 234,56". The decimal separator is given (a CSV mapping option) or,
// for formats that fix it (OFX, QIF, CAMT), '.'; OFX also allows a comma, which 'auto' accepts.

export type DecimalSeparator = '.' | ',';

const AMOUNT_MAX_DIGITS = 10;

/** Signed cents, or null when the text is not an amount (or has more than 2 decimals). */
export function parseBankAmount(input: string, decimal: DecimalSeparator | 'auto' = '.'): Cents | null {
  let text = input.trim().replace(/[\s\u00a0\u202f']/g, '');
  if (text === '') return null;
  let negative = false;
  if (/^\(.*\)$/.test(text)) {
    negative = true;
    text = text.slice(1, -1);
  }
  if (text.endsWith('-')) {
    negative = !negative;
    text = text.slice(0, -1);
  } else if (text.endsWith('+')) {
    text = text.slice(0, -1);
  }
  // Currency signs and codes before or after the number.
  text = text.replace(/^[A-Z]{3}|[A-Z]{3}$/g, '').replace(/^[$€£¥₹]|[$€£¥₹]$/g, '');
  if (text.startsWith('-')) {
    negative = !negative;
    text = text.slice(1);
  } else if (text.startsWith('+')) {
    text = text.slice(1);
  }
  text = text.replace(/^[$€£¥₹]/, '');
  let sep: DecimalSeparator = decimal === 'auto' ? autoSeparator(text) : decimal;
  if (decimal === 'auto' && sep === ',' && !/,\d{1,2}$/.test(text)) sep = '.';
  const thousands = sep === '.' ? ',' : '.';
  const pattern =
    thousands === ',' ? /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d*))?$/ : /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d*))?$/;
  const match = pattern.exec(text);
  if (!match) return null;
  const whole = (match[1] ?? '')
    .split(thousands)
    .join('')
    .replace(/^0+(?=\d)/, '');
  const fraction = match[2] ?? '';
  if (fraction.length > 2 || whole.length > Math.min(AMOUNT_MAX_DIGITS, MAX_INTEGER_DIGITS)) return null;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return negative && cents !== 0 ? -cents : cents;
}

/** For 'auto': a comma is the decimal separator when it is the last separator and no point follows. */
function autoSeparator(text: string): DecimalSeparator {
  const comma = text.lastIndexOf(',');
  const point = text.lastIndexOf('.');
  return comma > point ? ',' : '.';
}

/** Which separator a column of amounts uses, when its texts say so; null when they do not. */
export function detectDecimalSeparator(samples: readonly string[]): DecimalSeparator | null {
  let point = 0;
  let comma = 0;
  for (const raw of samples) {
    const text = raw.replace(/\s/g, '');
    if (/[.,]\d{3}$/.test(text) && !/[.,]\d{1,2}$/.test(text)) continue;
    if (/,\d{1,2}\)?-?$/.test(text)) comma++;
    else if (/\.\d{1,2}\)?-?$/.test(text)) point++;
  }
  if (comma > 0 && point === 0) return ',';
  if (point > 0 && comma === 0) return '.';
  return null;
}
