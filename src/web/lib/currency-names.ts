import { minorUnitsOf, SUPPORTED_CURRENCIES } from '../../domain/currency/codes';

// Currencies as the browser lists them in a select (issue 24): the code and the browser's name for it.

function displayNames(): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames(['en'], { type: 'currency' });
  } catch {
    return null;
  }
}

let names: Intl.DisplayNames | null | undefined;

/** "EUR · Euro", with the browser's name for it when it has one. */
export function currencyLabel(code: string): string {
  names ??= displayNames();
  const name = names?.of(code);
  return name && name !== code ? `${code} · ${name}` : code;
}

/**
 * The codes an account can hold: amounts are stored to two decimals, so not the three-decimal ones
 * (BHD, KWD...), which the server refuses (decision 147).
 */
export const ACCOUNT_CURRENCIES: readonly string[] = SUPPORTED_CURRENCIES.filter((c) => minorUnitsOf(c) <= 2);
