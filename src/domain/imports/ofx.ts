import { readAmount } from './amount';
import { parseDateAs } from './dates';
import { makeRow } from './row';
import { IMPORT_LIMITS, ImportFileError, type ParsedLine, type ReaderResult } from './types';

// OFX 1.x (SGML: closing tags optional on values), OFX 2.x (XML) and QFX read by one small scanner
// (docs/decisions/055, 099): a tag, then its text (CDATA sections included) up to the next tag.
// Every statement of the file is kept apart (bank, credit card, and the bank lines of an investment
// statement), so the user chooses the one that belongs to the account. Entities other than the XML
// ones, numeric references and a few Latin-1 names are left as written; a DOCTYPE or ENTITY
// declaration is refused outright.

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  eacute: 'é',
  egrave: 'è',
  ecirc: 'ê',
  aacute: 'á',
  agrave: 'à',
  acirc: 'â',
  ccedil: 'ç',
  iacute: 'í',
  oacute: 'ó',
  ocirc: 'ô',
  uacute: 'ú',
  ntilde: 'ñ',
  auml: 'ä',
  ouml: 'ö',
  uuml: 'ü',
  Auml: 'Ä',
  Ouml: 'Ö',
  Uuml: 'Ü',
  szlig: 'ß',
  euro: '€',
  pound: '£',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,6});/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED[name] ?? NAMED[name.toLowerCase()] ?? whole;
  });
}

export function refuseDeclarations(text: string): void {
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) {
    throw new ImportFileError('The file declares a DOCTYPE or entities, which are not accepted');
  }
}

interface Token {
  closing: boolean;
  name: string;
  /** The text after the tag up to the next tag, CDATA included, entities decoded. */
  value: string;
  line: number;
}

/** The tags of the document in order. CDATA content is text; comments and instructions are skipped. */
function* tokens(text: string, from: number): Generator<Token> {
  let i = from;
  let line = 1 + (text.slice(0, from).match(/\n/g)?.length ?? 0);
  const advance = (to: number) => {
    for (let k = i; k < to; k++) if (text.charCodeAt(k) === 10) line++;
    i = to;
  };
  while (i < text.length) {
    const open = text.indexOf('<', i);
    if (open === -1) return;
    advance(open);
    if (text.startsWith('<!--', i)) {
      const end = text.indexOf('-->', i);
      advance(end === -1 ? text.length : end + 3);
      continue;
    }
    if (text.startsWith('<?', i) || text.startsWith('<![CDATA[', i)) {
      const end = text.indexOf(text.startsWith('<?', i) ? '?>' : ']]>', i);
      advance(end === -1 ? text.length : end + (text.startsWith('<?', i) ? 2 : 3));
      continue;
    }
    const tag = /^<(\/?)([A-Za-z0-9_.]+)[^<>]*>/.exec(text.slice(i, i + 200));
    if (!tag) {
      advance(i + 1);
      continue;
    }
    const tagLine = line;
    advance(i + tag[0].length);
    let value = '';
    // Text and CDATA sections up to the next real tag.
    while (i < text.length) {
      if (text.startsWith('<![CDATA[', i)) {
        const end = text.indexOf(']]>', i);
        const stop = end === -1 ? text.length : end;
        value += text.slice(i + 9, stop);
        advance(end === -1 ? text.length : end + 3);
        continue;
      }
      const next = text.indexOf('<', i);
      const stop = next === -1 ? text.length : next;
      value += decodeEntities(text.slice(i, stop));
      advance(stop);
      break;
    }
    yield {
      closing: tag[1] === '/',
      name: (tag[2] as string).toUpperCase(),
      value: value.trim(),
      line: tagLine,
    };
  }
}

type Fields = Map<string, string>;

function toRow(fields: Fields, line: number): ParsedLine {
  const posted = (fields.get('DTPOSTED') ?? fields.get('DTUSER') ?? '').trim();
  const amountText = fields.get('TRNAMT') ?? '';
  return makeRow({
    line,
    date: parseDateAs(posted.slice(0, 8), 'YMD'),
    dateText: posted,
    dateKind: 'an OFX date',
    amount: readAmount(amountText, 'ofx'),
    amountText,
    payee: fields.get('NAME') || fields.get('MEMO') || '',
    memo: fields.get('MEMO') ?? '',
    bankId: fields.get('FITID') ?? null,
  });
}

const STATEMENTS: Record<string, string> = {
  STMTRS: 'Bank account',
  CCSTMTRS: 'Credit card',
  INVSTMTRS: 'Investment account (cash lines)',
};
const ACCOUNT_FROM = new Set(['BANKACCTFROM', 'CCACCTFROM', 'INVACCTFROM']);
const TRADES = new Set([
  'BUYSTOCK',
  'SELLSTOCK',
  'BUYMF',
  'SELLMF',
  'BUYDEBT',
  'SELLDEBT',
  'BUYOPT',
  'SELLOPT',
  'BUYOTHER',
  'SELLOTHER',
  'INCOME',
  'REINVEST',
  'TRANSFER',
  'SPLIT',
  'RETOFCAP',
  'MARGININTEREST',
  'JRNLFUND',
  'JRNLSEC',
  'CLOSUREOPT',
]);

interface Statement {
  kind: string;
  account: string;
  accountType: string;
  currency: string;
  rows: ParsedLine[];
}

const masked = (account: string) => (account.length > 4 ? `…${account.slice(-4)}` : account);

export function parseOfx(text: string): ReaderResult {
  refuseDeclarations(text);
  const start = text.search(/<OFX[\s>]/i);
  if (start === -1) throw new ImportFileError('No <OFX> element: this is not an OFX file');
  const statements: Statement[] = [];
  const loose: ParsedLine[] = [];
  let statement: Statement | null = null;
  let current: Fields | null = null;
  let currentLine = 0;
  let opened = 0;
  let accountFrom = false;
  let inTranList = false;
  let trades = 0;
  let ended = false;
  const finish = () => {
    if (!current) return;
    (statement?.rows ?? loose).push(toRow(current, currentLine));
    current = null;
    if (opened > IMPORT_LIMITS.rows) {
      throw new ImportFileError(`The file has more than ${IMPORT_LIMITS.rows} transactions; split it`, true);
    }
  };
  for (const token of tokens(text, start)) {
    const { name, closing } = token;
    if (name in STATEMENTS) {
      finish();
      if (closing) statement = null;
      else {
        statement = { kind: name, account: '', accountType: '', currency: '', rows: [] };
        statements.push(statement);
      }
      continue;
    }
    if (name === 'STMTTRN') {
      finish();
      if (!closing) {
        current = new Map();
        currentLine = token.line;
        opened++;
      }
      continue;
    }
    if (name === 'OFX' && closing) {
      finish();
      ended = true;
      continue;
    }
    if (ACCOUNT_FROM.has(name)) {
      accountFrom = !closing;
      continue;
    }
    if (name === 'INVTRANLIST') {
      inTranList = !closing;
      continue;
    }
    if (name === 'BANKTRANLIST' && closing) {
      finish();
      continue;
    }
    if (closing) continue;
    if (inTranList && TRADES.has(name)) trades++;
    if (current) {
      if (token.value !== '' && !current.has(name)) current.set(name, token.value);
      continue;
    }
    if (statement && token.value !== '') {
      if (accountFrom && name === 'ACCTID') statement.account = token.value;
      if (accountFrom && name === 'ACCTTYPE') statement.accountType = token.value;
      if (name === 'CURDEF') statement.currency = token.value;
    }
  }
  const warnings: string[] = [];
  if (current) {
    // Cut off inside a transaction: what was read of it is not a transaction.
    current = null;
    warnings.push(
      `The file ends inside transaction ${opened}; ${opened - 1} transaction${opened - 1 === 1 ? ' was' : 's were'} read.`,
    );
  } else if (!ended) {
    warnings.push(
      `The file ends early (its closing </OFX> is missing); ${opened} transaction${opened === 1 ? ' was' : 's were'} read.`,
    );
  }
  if (trades > 0) {
    warnings.push(
      `${trades} investment trade${trades === 1 ? ' is' : 's are'} not imported: only the cash lines of an investment statement are.`,
    );
  }
  const kept = statements.filter((s) => s.rows.length > 0 || statements.length === 1);
  const result = kept.map((s, i) => {
    const details = [s.accountType, s.currency].filter((d) => d !== '').join(', ');
    const label = `${STATEMENTS[s.kind]} ${masked(s.account) || i + 1}${details ? ` (${details})` : ''}`;
    return { id: String(i), label, account: s.account || null, rows: s.rows };
  });
  if (loose.length > 0 || result.length === 0) {
    result.push({ id: String(result.length), label: 'Transactions', account: null, rows: loose });
  }
  return { statements: result, warnings };
}
