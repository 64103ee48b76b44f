import { parseBankAmount } from './amount';
import { type DateFormat, matchingDateFormats, parseDateAs } from './dates';
import { cleanPayee, IMPORT_LIMITS, ImportFileError, type ParsedLine } from './types';

// QIF (Quicken Interchange Format): one field per line, a letter then its value, '^' ends a record.
// Only bank-like sections (!Type:Bank, CCard, Cash, Oth A, Oth L) hold transactions. Dates are
// US-style (M/D/YY, M/D'YY) unless every date in the file reads only day-first.

const CASH_TYPES = /^!Type:(Bank|CCard|Cash|Oth ?A|Oth ?L)\s*$/i;

interface QifRecord {
  line: number;
  fields: Map<string, string>;
}

function normaliseDate(text: string): string {
  return text.replace(/\s+/g, '').replace(/'/g, '/');
}

export function parseQif(text: string): ParsedLine[] {
  const lines = text.split(/\r?\n/);
  const records: QifRecord[] = [];
  let inCash = false;
  let current: QifRecord | null = null;
  lines.forEach((raw, index) => {
    const content = raw.trimEnd();
    if (content === '') return;
    if (content.startsWith('!')) {
      if (/^!Type:/i.test(content)) inCash = CASH_TYPES.test(content);
      else if (/^!Account/i.test(content)) inCash = false;
      current = null;
      return;
    }
    if (!inCash) return;
    if (content.startsWith('^')) {
      if (current) records.push(current);
      current = null;
      if (records.length > IMPORT_LIMITS.rows) {
        throw new ImportFileError(
          `The file has more than ${IMPORT_LIMITS.rows} transactions; split it`,
          true,
        );
      }
      return;
    }
    current ??= { line: index + 1, fields: new Map() };
    const code = content[0] as string;
    // Split lines (S, E, $) belong to the whole record's amount; only the first of each is kept.
    if (!current.fields.has(code)) current.fields.set(code, content.slice(1).trim());
  });
  if (current) records.push(current);
  if (records.length === 0 && !/^!Type:/im.test(text)) throw new ImportFileError('No QIF transactions found');

  const formats = matchingDateFormats(records.map((r) => normaliseDate(r.fields.get('D') ?? '')));
  const format: DateFormat = formats.includes('MM/DD/YYYY') ? 'MM/DD/YYYY' : (formats[0] ?? 'MM/DD/YYYY');
  return records.map(({ line, fields }): ParsedLine => {
    const dateText = fields.get('D') ?? '';
    const date = parseDateAs(normaliseDate(dateText), format);
    if (date === null) return { ok: false, line, error: `Date "${dateText.slice(0, 30)}" is not a QIF date` };
    const amountText = fields.get('T') ?? fields.get('U') ?? '';
    const amount = parseBankAmount(amountText, 'auto');
    if (amount === null)
      return { ok: false, line, error: `Amount "${amountText.slice(0, 30)}" is not a number` };
    if (amount === 0) return { ok: false, line, error: 'The amount is 0' };
    const payee =
      cleanPayee(fields.get('P') ?? '') || cleanPayee(fields.get('M') ?? '') || '(no description)';
    return { ok: true, line, date, payee, amount, bankId: null };
  });
}
