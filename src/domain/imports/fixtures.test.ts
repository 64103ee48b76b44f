import { describe, expect, it } from 'vitest';
import { fixture } from './fixtures';
import { type ParsedFile, parseBankFile } from './parse';
import { ImportFileError, type ParsedRow } from './types';

// One committed file per quirk of real bank and app exports (issue 22), each read with the PROPOSED
// mapping only, checked against counts, sums, dates and payees worked out by hand from the file.

const TODAY = '2026-03-01';
const read = (name: string, options: Parameters<typeof parseBankFile>[2] = {}) =>
  parseBankFile(fixture(name), name, { hints: { today: TODAY }, ...options });
const good = (file: ParsedFile) => file.rows.filter((r): r is ParsedRow & { ok: true } => r.ok);
const sum = (file: ParsedFile) => good(file).reduce((s, r) => s + r.amount, 0);
const brief = (file: ParsedFile) => good(file).map((r) => [r.date, r.payee, r.amount]);

interface Expected {
  format: ParsedFile['format'];
  rows: [string, string, number][];
  errors?: number;
  sum: number;
}

// Each row: [date, payee, signed cents]; sum is the rows' total in cents.
const FILES: Record<string, Expected> = {
  'dates-ymd-slash.csv': {
    format: 'csv',
    rows: [
      ['2012-03-22', 'COFFEE BEAN', -450],
      ['2012-03-05', 'PAYROLL ACME', 150000],
      ['2012-12-01', 'RENT', -90000],
    ],
    sum: 59550, // -4.50 + 1500.00 - 900.00
  },
  'dates-ymd-dotted.csv': {
    format: 'csv',
    rows: [
      ['2025-12-04', 'Bäckerei Schmidt', -320],
      ['2025-12-15', 'Stadtwerke', -5410],
      ['2025-12-30', 'Gehalt Firma GmbH', 245000],
    ],
    sum: 239270, // 2450.00 - 3.20 - 54.10
  },
  'dates-two-digit-years.csv': {
    format: 'csv',
    rows: [
      ['2026-01-05', 'Miete', -75000],
      ['2026-01-14', 'Lohn', 300000],
    ],
    sum: 225000,
  },
  'dates-iso-datetime.csv': {
    format: 'csv',
    // The date as written, never moved to UTC (23:45 at -05:00 stays the 3rd).
    rows: [
      ['2026-01-03', 'Uber', -1240],
      ['2026-01-04', 'Top-Up by *1234', 20000],
      ['2026-01-05', 'Corner Bakery', -675],
    ],
    sum: 18085,
  },
  'dates-month-names.csv': {
    format: 'csv',
    rows: [
      ['2026-01-02', 'TESCO STORES 2041', -2310],
      ['2026-01-15', 'ACME LTD SALARY', 210000],
      ['2026-01-28', 'THAMES WATER', -3500],
    ],
    sum: 204190,
  },
  'dates-out-of-range.csv': {
    format: 'csv',
    rows: [['2026-01-02', 'Fine', -200]],
    errors: 2,
    sum: -200,
  },
  'amounts-many-decimals.csv': {
    format: 'csv',
    rows: [
      ['2026-01-02', 'Broker fee', -660],
      ['2026-01-03', 'Dividend', 885],
      ['2026-01-04', 'Card fee', -60],
      ['2026-01-05', 'Interest', 24],
      ['2026-01-06', 'FX purchase', -1235], // -12.345 rounded half up
      ['2026-01-07', 'FX refund', 234], // 2.3449 rounded
    ],
    sum: -812,
  },
  'amounts-negative-forms.csv': {
    format: 'csv',
    rows: [
      ['2026-01-02', 'Grocer', -123450],
      ['2026-01-03', 'Bookshop', -4500],
      ['2026-01-04', 'Salary', 200000],
      ['2026-01-05', 'Transfer in', 123456],
      ['2026-01-06', 'Rent', -80000],
    ],
    sum: 115506,
  },
  'sign-soll-haben.csv': {
    format: 'csv',
    rows: [
      ['2026-01-02', 'REWE Markt GmbH', -6789],
      ['2026-01-05', 'Arbeitgeber GmbH', 325000],
      ['2026-01-13', 'Stadtwerke München', -10855],
    ],
    sum: 307356,
  },
  'sign-dr-cr.csv': {
    format: 'csv',
    rows: [
      ['2026-01-14', 'WOOLWORTHS 1234 SYDNEY', -4210],
      ['2026-01-15', 'ACME PTY LTD PAY', 250000],
      ['2026-01-16', 'OPAL TRANSPORT', -1500],
    ],
    sum: 244290,
  },
  'payee-german-bank.csv': {
    format: 'csv',
    rows: [
      ['2026-01-02', 'REWE Markt GmbH', -6789],
      ['2026-01-05', 'Arbeitgeber GmbH', 325000],
      ['2026-01-13', 'Stadtwerke München', -10855],
    ],
    sum: 307356,
  },
  'payee-us-bank-details.csv': {
    format: 'csv',
    rows: [
      ['2026-01-05', 'WHOLE FOODS MARKET #10234 AUSTIN TX', -8423],
      ['2026-01-15', 'ACME CORP PAYROLL PPD ID: 9876543210', 234567],
      ['2026-01-20', 'NETFLIX.COM', -1549],
      ['2026-01-22', 'CHECK 1042', -25000],
    ],
    sum: 199595,
  },
  'preamble-dkb.csv': {
    format: 'csv',
    rows: [
      ['2026-01-02', 'REWE Markt GmbH', -6789],
      ['2026-01-05', 'Arbeitgeber GmbH', 325000],
      ['2026-01-20', 'Deutsche Bahn', -4990],
    ],
    sum: 313221,
  },
  'preset-actual.csv': {
    format: 'csv',
    rows: [
      ['2026-01-03', 'Corner Coffee', -350],
      ['2026-01-05', 'Acme Payroll', 250000],
      ['2026-01-09', 'City Power', -8410],
    ],
    sum: 241240,
  },
  'preset-ynab4.csv': {
    format: 'csv',
    rows: [
      ['2026-01-14', 'Corner Grocer', -5420],
      ['2026-01-15', 'Employer Inc', 200000],
      ['2026-01-20', 'Landlord', -90000],
    ],
    sum: 104580,
  },
  'preset-ynab.csv': {
    format: 'csv',
    rows: [
      ['2026-01-14', 'Bäckerei', -380],
      ['2026-01-15', 'Arbeitgeber', 250000],
    ],
    sum: 249620,
  },
  'preset-mint.csv': {
    format: 'csv',
    rows: [
      ['2026-01-14', 'Whole Foods', -8423],
      ['2026-01-15', 'Acme Payroll', 234567],
      ['2026-01-20', 'Netflix', -1549],
    ],
    sum: 224595,
  },
  'preset-firefly.csv': {
    format: 'csv',
    // The checking account's side of each row: out to a shop, in from the employer, out to savings.
    rows: [
      ['2026-01-03', 'Albert Heijn', -4250],
      ['2026-01-25', 'Employer BV', 250000],
      ['2026-01-26', 'Savings Account', -30000],
    ],
    sum: 215750,
  },
  'preset-quicken.csv': {
    format: 'csv',
    rows: [
      ['2026-01-14', 'Whole Foods', -8423],
      ['2026-01-15', 'Acme Payroll', 234567],
      ['2026-01-22', 'Check 1042', -25000],
    ],
    sum: 201144,
  },
  'encoding-utf16le-nobom.csv': {
    format: 'csv',
    rows: [
      ['2026-01-02', 'Café Müller', -450],
      ['2026-01-03', 'Bäckerei Groß', -280],
      ['2026-01-04', 'Straßenbahn €-Ticket', -310],
    ],
    sum: -1040,
  },
  'ofx-cdata-entities.ofx': {
    format: 'ofx',
    rows: [
      ['2026-01-06', 'AT&T Wireless <Autopay>', -6500],
      ['2026-01-09', 'Café Müller & Söhne', -480],
      ['2026-01-15', 'Payroll &amp; Co', 120000], // CDATA is literal: no entity is decoded in it
    ],
    sum: 113020,
  },
  'ofx-brokerage.ofx': {
    format: 'ofx',
    rows: [
      ['2026-01-12', 'MARGIN INTEREST FEE', -660],
      ['2026-01-15', 'CASH SWEEP INTEREST', 885],
      ['2026-01-20', 'ADR FEE', -60],
      ['2026-01-31', 'CREDIT INTEREST', 24],
    ],
    sum: 189,
  },
  'qif-multi-account.qif': {
    format: 'qif',
    rows: [
      ['2026-01-14', 'WHOLE FOODS MARKET', -8423],
      ['2026-01-15', 'ACME CORP PAYROLL', 234567],
    ],
    sum: 226144,
  },
  'camt052-report.xml': {
    format: 'camt',
    rows: [
      ['2026-01-15', 'Albert Heijn 1234', -1250],
      ['2026-01-16', 'Werkgever BV', 180000],
    ],
    sum: 178750,
  },
  'camt054-batch.xml': {
    format: 'camt',
    // One booking of 350.00 for three payments becomes three rows; the 80.00 credit without amounts
    // per payer stays one row.
    rows: [
      ['2026-01-20', 'Swisscom AG', -10000],
      ['2026-01-20', 'Krankenkasse', -20000],
      ['2026-01-20', 'Stadt Zürich', -5000],
      ['2026-01-21', 'Sammelgutschrift', 8000],
    ],
    sum: -27000,
  },
  'mt940-statement.sta': {
    format: 'mt940',
    rows: [
      ['2026-01-02', 'REWE MARKT GMBH', -6789],
      ['2026-01-05', 'ARBEITGEBER GMBH', 325000],
      ['2026-01-02', 'KONTOFUEHRUNG DEZEMBER', -1250], // value date 2025-12-31, booked 01-02
      ['2026-01-13', 'Stadtwerke Muenchen', -10855],
      ['2026-01-14', 'VERSAND AG', 2000], // RD: a reversed debit is money in
    ],
    sum: 308106,
  },
  'mt942-interim.sta': {
    format: 'mt940',
    rows: [
      ['2026-01-16', 'Coffee Company', -480],
      ['2026-01-16', 'J. de Vries', 2500],
    ],
    sum: 2020,
  },
};

describe('each quirk imports right with the proposed mapping', () => {
  for (const [name, expected] of Object.entries(FILES)) {
    it(name, () => {
      const file = read(name);
      expect(file.format).toBe(expected.format);
      expect(brief(file)).toEqual(expected.rows);
      expect(file.rows.filter((r) => !r.ok)).toHaveLength(expected.errors ?? 0);
      expect(sum(file)).toBe(expected.sum);
      expect(file.dateQuestion).toBeNull();
    });
  }
});

describe('what the preview must say', () => {
  it('asks about ambiguous dates, proposing the likelier reading with both readings of a row', () => {
    const file = read('dates-ambiguous.csv');
    expect(file.dateQuestion).toEqual({
      formats: ['DMY', 'MDY'],
      proposed: 'DMY',
      reason: 'Read day first, the dates span 3 days instead of 62.',
      example: {
        line: 2,
        text: '06/12/2021',
        readings: [
          { format: 'DMY', date: '2021-12-06' },
          { format: 'MDY', date: '2021-06-12' },
        ],
      },
    });
    expect(brief(file)[0]).toEqual(['2021-12-06', 'Grocer', -2000]);
    // The answer reads every row the other way; the question stays, answered.
    const answered = read('dates-ambiguous.csv', { dateFormat: 'MDY' });
    expect(brief(answered).map((r) => r[0])).toEqual(['2021-06-12', '2021-07-12', '2021-08-12']);
    expect(answered.dateQuestion?.proposed).toBe('DMY');
    expect(answered.dateFormat).toBe('MDY');
  });

  it('asks about QIF dates, proposing the reading that keeps them out of the future', () => {
    const file = read('qif-ambiguous-dates.qif');
    expect(file.dateQuestion?.proposed).toBe('MDY');
    expect(file.dateQuestion?.reason).toBe('Read day first, 2 dates would be in the future.');
    expect(brief(file).map((r) => r[0])).toEqual(['2026-03-04', '2026-05-04']);
    expect(brief(read('qif-ambiguous-dates.qif', { dateFormat: 'DMY' })).map((r) => r[0])).toEqual([
      '2026-04-03',
      '2026-04-05',
    ]);
  });

  it('flags an amount rounded below a cent on its row', () => {
    const rows = good(read('amounts-many-decimals.csv'));
    expect(rows.filter((r) => r.notice).map((r) => r.notice)).toEqual([
      'Amount -12.345 has more than cents: rounded half up to -12.35',
      'Amount 2.3449 has more than cents: rounded half up to 2.34',
    ]);
    expect(rows[0]?.notice).toBeNull(); // -6.6000: extra zeros are exact
  });

  it('refuses dates outside 1900-01-01 to 2100-12-31 as row errors', () => {
    expect(read('dates-out-of-range.csv').rows.filter((r) => !r.ok)).toEqual([
      { ok: false, line: 2, error: 'Date 1899-12-31 is outside 1900-01-01 to 2100-12-31' },
      { ok: false, line: 4, error: 'Date 2101-01-01 is outside 1900-01-01 to 2100-12-31' },
    ]);
  });

  it('proposes the payee column by content: never the IBAN, a date, a yes/no or a DEBIT/CREDIT column', () => {
    expect(
      read('payee-german-bank.csv').csv?.columns[read('payee-german-bank.csv').csv?.mapping.payeeColumn ?? 0],
    ).toBe('Beguenstigter/Zahlungspflichtiger');
    const us = read('payee-us-bank-details.csv').csv;
    expect(us?.columns[us.mapping.payeeColumn]).toBe('Description');
    expect(us?.mapping).toMatchObject({ hasHeader: true, skipRows: 0, amountColumn: 3 });
  });

  it('skips the account details a bank writes above the table', () => {
    expect(read('preamble-dkb.csv').csv?.mapping).toMatchObject({
      skipRows: 4,
      hasHeader: true,
      delimiter: ';',
    });
  });

  it('takes the sign from an indicator column (S/H, DR/CR, debit/credit)', () => {
    expect(read('sign-soll-haben.csv').csv?.mapping.signColumn).toBe(6);
    expect(read('sign-dr-cr.csv').csv?.mapping.signColumn).toBe(3);
    expect(read('preset-mint.csv').csv?.mapping.signColumn).toBe(4);
  });

  it('recognises app exports by their header and offers their accounts', () => {
    const cases: [string, string, string[]][] = [
      ['preset-actual.csv', 'Actual Budget export', ['Checking', 'Savings']],
      ['preset-ynab4.csv', 'YNAB 4 register export', []],
      ['preset-ynab.csv', 'YNAB register export', ['Girokonto', 'Kreditkarte']],
      ['preset-mint.csv', 'Mint export', ['Chase Checking', 'Amex Gold']],
      ['preset-firefly.csv', 'Firefly III export', ['Checking Account', 'Savings Account', 'Credit Card']],
      ['preset-quicken.csv', 'Quicken CSV', []],
    ];
    for (const [name, preset, accounts] of cases) {
      const file = read(name);
      expect(file.csv?.presetName, name).toBe(preset);
      expect(
        file.statements.map((s) => s.label),
        name,
      ).toEqual(accounts);
    }
    const savings = read('preset-firefly.csv', { statement: '1' });
    expect(brief(savings)).toEqual([['2026-01-26', 'Checking Account', 30000]]);
    const amex = read('preset-mint.csv', { statement: '1' });
    expect(brief(amex)).toEqual([['2026-01-16', 'Starbucks', -575]]);
  });

  it('offers each statement of an OFX file and proposes the one of the account', () => {
    const file = read('ofx-multi-statement.ofx');
    expect(file.statements).toEqual([
      { id: '0', label: 'Bank account …3333 (CHECKING, USD)', rows: 2 },
      { id: '1', label: 'Bank account …6666 (SAVINGS, USD)', rows: 1 },
      { id: '2', label: 'Credit card …1111 (USD)', rows: 3 },
    ]);
    expect(file.statement).toBe('0');
    const card = read('ofx-multi-statement.ofx', { hints: { today: TODAY, accountNumber: 'VISA-1111' } });
    expect(card.statement).toBe('2');
    expect(sum(card)).toBe(-1549 - 4200 + 20000);
    expect(brief(read('ofx-multi-statement.ofx', { statement: '1' }))).toEqual([
      ['2026-01-31', 'INTEREST PAID', 123],
    ]);
  });

  it('offers each account of a QIF file', () => {
    const visa = read('qif-multi-account.qif', { statement: '1' });
    expect(read('qif-multi-account.qif').statements.map((s) => s.label)).toEqual([
      'Checking (Bank)',
      'Visa (CCard)',
    ]);
    expect(brief(visa)).toEqual([
      ['2026-01-20', 'NETFLIX.COM', -1549],
      ['2026-01-25', 'PAYMENT THANK YOU', 20000],
      ['2026-01-28', 'SHELL OIL', -4200],
    ]);
  });

  it('says what an investment statement and a CAMT report leave out', () => {
    expect(read('ofx-brokerage.ofx').warnings).toEqual([
      '2 investment trades are not imported: only the cash lines of an investment statement are.',
    ]);
    expect(read('camt052-report.xml').warnings).toEqual([
      '1 pending entry is not imported until the bank books it.',
    ]);
  });

  it('says where a file that ends early was cut off, and keeps what it read', () => {
    const cases: [string, string, number][] = [
      ['ofx-truncated.ofx', 'The file ends inside transaction 3; 2 transactions were read.', 2],
      ['camt053-truncated.xml', 'The file ends inside entry 2; 1 entry was read.', 1],
      [
        'mt940-truncated.sta',
        'The file ends early: a statement has no closing balance (:62F:); 2 transactions were read.',
        2,
      ],
      ['truncated.csv', 'The file ends inside line 4; 2 rows were read.', 2],
    ];
    for (const [name, warning, rows] of cases) {
      const file = read(name);
      expect(file.warnings, name).toEqual([warning]);
      expect(good(file), name).toHaveLength(rows);
    }
  });

  it('detects the text encoding: UTF-8 with or without BOM, UTF-16 with or without BOM, Windows-1252', () => {
    const cases: [string, string][] = [
      ['encoding-utf8-bom.csv', 'UTF-8'],
      ['encoding-utf16le-nobom.csv', 'UTF-16LE'],
      ['encoding-utf16be-bom.csv', 'UTF-16BE'],
      ['encoding-windows1252.csv', 'Windows-1252'],
    ];
    for (const [name, encoding] of cases) {
      const file = read(name);
      expect(file.encoding, name).toBe(encoding);
      expect(
        good(file).map((r) => r.payee),
        name,
      ).toEqual(['Café Müller', 'Bäckerei Groß', 'Straßenbahn €-Ticket']);
      expect(sum(file), name).toBe(-1040);
    }
  });

  it('names a file that is not a statement and lists what it reads', () => {
    const refused = (name: string) => {
      try {
        read(name);
      } catch (error) {
        expect(error).toBeInstanceOf(ImportFileError);
        return (error as Error).message;
      }
      throw new Error(`${name} was accepted`);
    };
    const list =
      'NetWorth reads CSV or TSV, OFX or QFX, QIF, CAMT.052/053/054 (ISO 20022 XML) and MT940/MT942 files';
    expect(refused('unsupported-statement.pdf')).toBe(`This is a PDF document. ${list} from your bank.`);
    expect(refused('unsupported-export.json')).toBe(
      `This is a JSON file, not a bank statement. ${list} from your bank.`,
    );
    expect(refused('unsupported-invoice.xml')).toBe(
      `This XML file (root element <Invoice>) is not a statement. ${list} from your bank.`,
    );
    expect(refused('unsupported-junk.bin')).toMatch(/^This is not a text file .*NetWorth reads CSV/);
  });
});
