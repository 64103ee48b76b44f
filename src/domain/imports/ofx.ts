import { parseBankAmount } from './amount';
import { parseDateAs } from './dates';
import { cleanPayee, IMPORT_LIMITS, ImportFileError, type ParsedLine } from './types';

// OFX 1.x (SGML: closing tags optional on values), OFX 2.x (XML) and QFX (OFX with Intuit's extra
// tags) read by one small tokenizer (docs/decisions/055): a tag, then its text up to the next '<'.
// Only the statement transactions (<STMTTRN>) are read. Entities other than the five XML ones are
// never expanded, and a DOCTYPE or ENTITY declaration is refused outright.

const TAG = /<(\/?)([A-Za-z0-9_.]+)[^>]*>([^<]*)/g;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,6});/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED[name.toLowerCase()] ?? whole;
  });
}

export function refuseDeclarations(text: string): void {
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) {
    throw new ImportFileError('The file declares a DOCTYPE or entities, which are not accepted');
  }
}

type Fields = Map<string, string>;

function toRow(fields: Fields, line: number): ParsedLine {
  const posted = (fields.get('DTPOSTED') ?? fields.get('DTUSER') ?? '').trim();
  const date = parseDateAs(posted.slice(0, 8), 'YYYYMMDD');
  if (date === null) return { ok: false, line, error: `Date "${posted.slice(0, 30)}" is not an OFX date` };
  const amountText = fields.get('TRNAMT') ?? '';
  const amount = parseBankAmount(amountText, 'auto');
  if (amount === null)
    return { ok: false, line, error: `Amount "${amountText.slice(0, 30)}" is not a number` };
  if (amount === 0) return { ok: false, line, error: 'The amount is 0' };
  const payee =
    cleanPayee(fields.get('NAME') ?? '') || cleanPayee(fields.get('MEMO') ?? '') || '(no description)';
  const fitid = cleanPayee(fields.get('FITID') ?? '');
  return { ok: true, line, date, payee, amount, bankId: fitid === '' ? null : fitid };
}

export function parseOfx(text: string): ParsedLine[] {
  refuseDeclarations(text);
  const start = text.search(/<OFX[\s>]/i);
  if (start === -1) throw new ImportFileError('No <OFX> element: this is not an OFX file');
  const rows: ParsedLine[] = [];
  let line = 1 + (text.slice(0, start).match(/\n/g)?.length ?? 0);
  let lastIndex = start;
  let current: Fields | null = null;
  let currentLine = 0;
  // Inside <PAYEE> the NAME is the payee's: keep the first NAME seen in the transaction.
  TAG.lastIndex = start;
  for (let m = TAG.exec(text); m !== null; m = TAG.exec(text)) {
    for (let i = lastIndex; i < m.index; i++) if (text.charCodeAt(i) === 10) line++;
    lastIndex = m.index;
    const closing = m[1] === '/';
    const name = (m[2] as string).toUpperCase();
    if (name === 'STMTTRN') {
      if (current) rows.push(toRow(current, currentLine));
      current = closing ? null : new Map();
      currentLine = line;
      if (rows.length > IMPORT_LIMITS.rows) {
        throw new ImportFileError(
          `The file has more than ${IMPORT_LIMITS.rows} transactions; split it`,
          true,
        );
      }
      continue;
    }
    if (name === 'BANKTRANLIST' && closing && current) {
      rows.push(toRow(current, currentLine));
      current = null;
      continue;
    }
    if (current && !closing) {
      const value = decodeEntities((m[3] ?? '').trim());
      if (value !== '' && !current.has(name)) current.set(name, value);
    }
  }
  if (current) rows.push(toRow(current, currentLine));
  return rows;
}
