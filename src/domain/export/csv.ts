// CSV for spreadsheets (RFC 4180 quoting). A text cell that a spreadsheet would run as a formula
// (starting with = + - @, a tab or a carriage return) gets a leading apostrophe, so an imported
// payee like "=cmd|' /C calc'!A0" opens as text. Plain numbers ("-84.23") are left as numbers.

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
}

export type CsvValue = string | number | boolean | null | undefined;

function quote(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  const text = neutraliseCell(String(value));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return `${[header, ...rows].map((row) => row.map(quote).join(',')).join('\r\n')}\r\n`;
}
