import { type Cents, MAX_INTEGER_DIGITS } from '../money';

// Amounts as banks and apps write them, read exactly into cents (docs/decisions/096): "1,234.56",
// "1.234,56", "1 234,56", "1'234.56", "-12.5", "-.60", "+00000000000000.2400", "(12.00)", "12.00-",
// "12.00 CR", "€ 4,50", "USD -7.10". Extra decimal digits that are zeros are exact; a nonzero
// sub-cent part is rounded half up (away from zero) and reported, so the row can say so.

export type DecimalSeparator = '.' | ',';
/** 'auto': the last separator is the decimal one when 1–2 digits follow it; 'ofx': '.', or ',' alone. */
export type DecimalMode = DecimalSeparator | 'auto' | 'ofx';

const AMOUNT_MAX_DIGITS = 10;
const MAX_DECIMALS = 12;

export interface ReadAmount {
  cents: Cents;
  /** The text had a nonzero part below a cent and was rounded half up. */
  rounded: boolean;
}

const CURRENCY_AROUND = /^(?:[A-Z]{3}|[\p{Sc}]|kr|zł|Fr\.?)+|(?:[A-Z]{3}|[\p{Sc}]|kr|zł|Fr\.?)+$/gu;

/** The amount with how it was read, or null when the text is not an amount. */
export function readAmount(input: string, decimal: DecimalMode = '.'): ReadAmount | null {
  let text = input.trim().replace(/[\s\u00a0\u202f']/g, '');
  if (text === '' || text.length > 60) return null;
  let negative = false;
  const flip = () => {
    negative = !negative;
  };
  if (/^\(.*\)$/.test(text)) {
    flip();
    text = text.slice(1, -1);
  }
  const marker = /(CR|DR|Cr|Dr|cr|dr)$/.exec(text);
  if (marker) {
    if (marker[1]?.toLowerCase() === 'dr') flip();
    text = text.slice(0, -2);
  }
  if (text.endsWith('-')) {
    flip();
    text = text.slice(0, -1);
  } else if (text.endsWith('+')) {
    text = text.slice(0, -1);
  }
  text = text.replace(CURRENCY_AROUND, '');
  if (text.startsWith('-')) {
    flip();
    text = text.slice(1);
  } else if (text.startsWith('+')) {
    text = text.slice(1);
  }
  // A sign after the currency ("$-4.00", "-$4.00" is handled above).
  text = text.replace(CURRENCY_AROUND, '');
  if (text.startsWith('-')) {
    flip();
    text = text.slice(1);
  }
  const sep = separatorFor(text, decimal);
  const thousands = sep === '.' ? ',' : '.';
  const grouped =
    thousands === ',' ? /^(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d*))?$/ : /^(\d{1,3}(?:\.\d{3})+|\d*)(?:,(\d*))?$/;
  const plain = sep === '.' ? /^(\d*)(?:\.(\d*))?$/ : /^(\d*)(?:,(\d*))?$/;
  const match = (decimal === 'ofx' ? plain : grouped).exec(text);
  if (!match) return null;
  const wholeText = (match[1] ?? '').split(thousands).join('');
  const fraction = match[2] ?? '';
  if (wholeText === '' && fraction === '') return null;
  if (fraction.length > MAX_DECIMALS) return null;
  const whole = wholeText.replace(/^0+(?=\d)/, '') || '0';
  if (whole.length > Math.min(AMOUNT_MAX_DIGITS, MAX_INTEGER_DIGITS)) return null;
  let cents = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  const rest = fraction.slice(2);
  const rounded = /[1-9]/.test(rest);
  if (rounded && (rest[0] ?? '0') >= '5') cents += 1;
  return { cents: negative && cents !== 0 ? -cents : cents, rounded };
}

/** Signed cents (rounded half up below a cent), or null when the text is not an amount. */
export function parseBankAmount(input: string, decimal: DecimalMode = '.'): Cents | null {
  return readAmount(input, decimal)?.cents ?? null;
}

function separatorFor(text: string, decimal: DecimalMode): DecimalSeparator {
  if (decimal === '.' || decimal === ',') return decimal;
  const comma = text.lastIndexOf(',');
  const point = text.lastIndexOf('.');
  if (decimal === 'ofx') return comma !== -1 && point === -1 ? ',' : '.';
  // auto: a comma is the decimal separator when it is the last separator with 1–2 digits after it.
  if (comma > point && /,\d{1,2}$/.test(text)) return ',';
  if (comma > point && point === -1 && !/,\d{3}$/.test(text)) return ',';
  return '.';
}

/** Which separator a column of amounts uses, when its texts say so; null when they do not. */
export function detectDecimalSeparator(samples: readonly string[]): DecimalSeparator | null {
  let point = 0;
  let comma = 0;
  for (const raw of samples) {
    const text = raw.replace(/[^\d.,]/g, '');
    const points = text.split('.').length - 1;
    const commas = text.split(',').length - 1;
    let said: DecimalSeparator | null = null;
    if (points > 0 && commas > 0) said = text.lastIndexOf(',') > text.lastIndexOf('.') ? ',' : '.';
    else if (points > 1) said = ',';
    else if (commas > 1) said = '.';
    else if (points === 1 || commas === 1) {
      // "1,234" or "1.234" alone say nothing: three digits after the only separator.
      if (!/[.,]\d{3}$/.test(text)) said = points === 1 ? '.' : ',';
    }
    if (said === ',') comma++;
    else if (said === '.') point++;
  }
  if (comma > 0 && point === 0) return ',';
  if (point > 0 && comma === 0) return '.';
  return null;
}
