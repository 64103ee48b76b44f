import { describe, expect, it } from 'vitest';
import { fixture } from './fixtures';
import { parseBankFile } from './parse';
import { normalizePayee } from './payee';
import { ImportFileError, type ParsedLine } from './types';

const ok = (rows: ParsedLine[]) =>
  rows.filter((r) => r.ok).map(({ date, payee, amount, bankId }) => ({ date, payee, amount, bankId }));
const bytes = (text: string) => new TextEncoder().encode(text);

describe('CSV', () => {
  it('reads a US bank export: MM/DD/YYYY, a debit and a credit column, thousands separators', () => {
    const file = parseBankFile(fixture('us-bank-debit-credit.csv'), 'export.csv');
    expect(file.format).toBe('csv');
    expect(file.csv?.mapping).toMatchObject({
      delimiter: ',',
      hasHeader: true,
      dateColumn: 0,
      payeeColumn: 1,
      amountColumn: null,
      debitColumn: 3,
      creditColumn: 4,
      dateFormat: 'MDY',
      decimalSeparator: '.',
    });
    expect(file.csv?.columns[3]).toBe('Debit');
    const rows = ok(file.rows);
    expect(rows).toHaveLength(7);
    expect(rows[0]).toEqual({ date: '2026-01-02', payee: 'OPENING DEPOSIT', amount: 150000, bankId: null });
    expect(rows[1]).toMatchObject({ date: '2026-01-05', amount: -8423 });
    expect(rows[3]).toMatchObject({ payee: 'ACME CORP PAYROLL PPD ID: 9876543210', amount: 234567 });
    expect(rows[6]).toMatchObject({ date: '2026-02-01', amount: -120000 });
    expect(file.rows[0]?.line).toBe(2);
    expect(file.rows[6]?.line).toBe(8);
  });

  it('reads a European export: semicolons, D.M.YYYY, decimal comma and thousands points', () => {
    const file = parseBankFile(fixture('eu-bank-semicolon.csv'), 'umsaetze.txt');
    expect(file.csv?.mapping).toMatchObject({
      delimiter: ';',
      hasHeader: true,
      dateColumn: 0,
      payeeColumn: 2,
      amountColumn: 4,
      dateFormat: 'DMY',
      decimalSeparator: ',',
    });
    expect(ok(file.rows).map((r) => [r.date, r.payee, r.amount])).toEqual([
      ['2026-01-02', 'Arbeitgeber GmbH', 325000],
      ['2026-01-05', 'REWE Markt GmbH', -6789],
      ['2026-01-13', 'Stadtwerke München', -108550],
      ['2026-01-20', 'Deutsche Bahn', -4990],
      ['2026-01-31', 'Café Müller', -450],
    ]);
  });

  it('applies a mapping the user chose: another date format, flipped signs, a tab file without header', () => {
    const text = '03/04/2026\tCoffee\t3.50\n05/04/2026\tRefund\t-10.00\n';
    const first = parseBankFile(bytes(text), 'x.tsv');
    expect(first.csv?.mapping.hasHeader).toBe(false);
    expect(first.csv?.dateFormats).toEqual(['DMY', 'MDY']);
    const mapping = { ...(first.csv?.mapping as NonNullable<typeof first.csv>['mapping']) };
    const file = parseBankFile(bytes(text), 'x.tsv', {
      csv: { ...mapping, flipSign: true },
      dateFormat: 'DMY',
    });
    expect(ok(file.rows)).toEqual([
      { date: '2026-04-03', payee: 'Coffee', amount: -350, bankId: null },
      { date: '2026-04-05', payee: 'Refund', amount: 1000, bankId: null },
    ]);
  });

  it('reports unreadable rows with their line and why, and keeps the rest', () => {
    const text =
      'Date,Payee,Amount\n2026-01-01,A,1.00\n2026-13-01,B,2.00\n2026-01-03,C,abc\n2026-01-04,D,0\n';
    const file = parseBankFile(bytes(text), 'x.csv');
    expect(file.rows).toEqual([
      { ok: true, line: 2, date: '2026-01-01', payee: 'A', amount: 100, bankId: null, notice: null },
      { ok: false, line: 3, error: 'Date "2026-13-01" is not a date read year first' },
      { ok: false, line: 4, error: 'Amount "abc" is not a number' },
      { ok: false, line: 5, error: 'The amount is 0' },
    ]);
  });

  it('keeps a formula-like cell as plain text (the export neutralises it)', () => {
    const rows = ok(parseBankFile(fixture('us-bank-debit-credit.csv'), 'x.csv').rows);
    expect(rows[5]?.payee).toBe("=cmd|' /C calc'!A0");
  });
});

describe('OFX and QFX', () => {
  it('reads OFX 1.x SGML with unclosed value tags', () => {
    const file = parseBankFile(fixture('ofx1-sgml.ofx'), 'statement.ofx');
    expect(file.format).toBe('ofx');
    expect(ok(file.rows)).toEqual([
      { date: '2026-01-05', payee: 'WHOLE FOODS MARKET', amount: -8423, bankId: '2026010501' },
      { date: '2026-01-15', payee: 'ACME CORP PAYROLL', amount: 234567, bankId: '2026011502' },
      { date: '2026-01-09', payee: 'CHECK 1042 & CO', amount: -25000, bankId: '2026010903' },
    ]);
    expect(file.rows[0]?.line).toBe(39);
    // MEMO beside NAME is kept, as the transaction's notes.
    expect(file.rows[0]).toMatchObject({ memo: 'POS PURCHASE' });
  });

  it('reads OFX 2.x XML, a payee nested in <PAYEE>', () => {
    const file = parseBankFile(fixture('ofx2-xml.ofx'), 'cc.xml');
    expect(file.format).toBe('ofx');
    expect(ok(file.rows)).toEqual([
      { date: '2026-01-20', payee: 'NETFLIX.COM', amount: -1549, bankId: '320260200001' },
      { date: '2026-01-25', payee: 'PAYMENT THANK YOU', amount: 20000, bankId: '320260200002' },
    ]);
  });

  it('reads QFX, with Intuit tags and a decimal comma', () => {
    const file = parseBankFile(fixture('quicken.qfx'), 'web.qfx');
    expect(ok(file.rows)).toEqual([
      { date: '2026-01-31', payee: 'INTEREST PAID', amount: 123, bankId: 'INT202601' },
      { date: '2026-01-10', payee: 'TRANSFER TO CHECKING', amount: -50000, bankId: 'XF202601A' },
    ]);
  });

  it('ignores a claimed 100 MB length and reads only what is there', () => {
    const file = parseBankFile(fixture('hostile-ofx-huge-length.ofx'), 'big.ofx');
    expect(ok(file.rows)).toEqual([{ date: '2026-01-05', payee: 'ONLY ROW', amount: -100, bankId: 'A1' }]);
  });
});

describe('QIF', () => {
  it("reads bank records with M/D'YY dates and skips category lists", () => {
    const file = parseBankFile(fixture('bank.qif'), 'export.qif');
    expect(file.format).toBe('qif');
    expect(file.rows).toEqual([
      {
        ok: true,
        line: 2,
        date: '2026-01-05',
        payee: 'WHOLE FOODS MARKET',
        // The memo line beside the payee is kept (as the transaction's notes).
        memo: 'Groceries',
        amount: -8423,
        bankId: null,
        notice: null,
      },
      {
        ok: true,
        line: 8,
        date: '2026-01-15',
        payee: 'ACME CORP PAYROLL',
        amount: 234567,
        bankId: null,
        notice: null,
      },
      {
        ok: true,
        line: 12,
        date: '2026-01-20',
        payee: 'NETFLIX.COM',
        amount: -1549,
        bankId: null,
        notice: null,
      },
      { ok: false, line: 17, error: 'Date "13/45/2026" is not a QIF date' },
    ]);
  });
});

describe('CAMT.053', () => {
  it('reads entries with their sign, counterparty and AcctSvcrRef', () => {
    const file = parseBankFile(fixture('camt053.xml'), 'statement.xml');
    expect(file.format).toBe('camt');
    expect(ok(file.rows)).toEqual([
      { date: '2026-01-02', payee: 'Arbeitgeber GmbH', amount: 325000, bankId: '2026010200001' },
      { date: '2026-01-05', payee: 'REWE Markt GmbH & Co. oHG', amount: -6789, bankId: '2026010500002' },
      { date: '2026-01-07', payee: 'Lastschrift Versicherung', amount: -9950, bankId: null },
    ]);
    expect(file.rows[0]?.line).toBe(18);
  });
});

describe('hostile and malformed files', () => {
  const refused = (data: Uint8Array, name: string) => {
    try {
      parseBankFile(data, name);
    } catch (error) {
      expect(error).toBeInstanceOf(ImportFileError);
      return (error as ImportFileError).message;
    }
    throw new Error('the file was accepted');
  };

  it('refuses XML entity expansion before parsing', () => {
    expect(refused(fixture('hostile-entity-expansion.xml'), 'a.xml')).toMatch(/DOCTYPE/);
  });

  it('refuses a binary file', () => {
    const binary = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00, 0xff, 0xfe, 0x01]);
    expect(refused(binary, 'statement.csv')).toMatch(/zip archive or an Excel/);
    const png = new Uint8Array(300).map((_, i) => (i * 7) % 32);
    expect(refused(png, 'a.csv')).toMatch(/not a text file/);
  });

  it('refuses a file over 5 MB and one over 50,000 rows as too large', () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1).fill(65);
    expect(refused(big, 'big.csv')).toMatch(/5 MB/);
    let many = 'Date,Payee,Amount\n';
    for (let i = 0; i < 50_001; i++) many += '2026-01-01,X,1\n';
    try {
      parseBankFile(bytes(many), 'many.csv');
      throw new Error('accepted');
    } catch (error) {
      expect((error as ImportFileError).tooLarge).toBe(true);
    }
  });

  it('refuses an empty file, malformed CAMT XML and XML that is neither OFX nor CAMT', () => {
    expect(refused(new Uint8Array(0), 'a.csv')).toMatch(/empty/);
    expect(
      refused(
        bytes(
          '<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><Stmt>',
        ),
        'a.xml',
      ),
    ).toMatch(/malformed|No <Stmt>/);
    expect(refused(bytes('<?xml version="1.0"?><html></html>'), 'a.xml')).toMatch(
      /root element <html>\) is not a statement/,
    );
  });

  it('decodes Windows-1252 text when it is not UTF-8', () => {
    const latin = new Uint8Array([...bytes('Date;Payee;Amount\n2.1.2026;Caf'), 0xe9, ...bytes(';-4,50\n')]);
    expect(ok(parseBankFile(latin, 'a.csv').rows)[0]?.payee).toBe('Café');
  });
});

describe('normalizePayee', () => {
  it('drops case, accents, punctuation and numbers', () => {
    expect(normalizePayee('AMAZON MKTP US*2K4 5/12')).toBe('amazon mktp us');
    expect(normalizePayee('Amazon Mktp US')).toBe('amazon mktp us');
    expect(normalizePayee('Café Müller #1234')).toBe('cafe muller');
  });
});
