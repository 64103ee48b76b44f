import { describe, expect, it } from 'vitest';
import { neutraliseCell, toCsv } from './csv';
import { ledgerAccountNames, ledgerJournal } from './ledger-journal';

describe('CSV export cells', () => {
  it.each([
    ["=cmd|' /C calc'!A0", "'=cmd|' /C calc'!A0"],
    ['+1+2', "'+1+2"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    ['-84.23', '-84.23'],
    ['Groceries', 'Groceries'],
  ])('%s → %s', (input, output) => {
    expect(neutraliseCell(input)).toBe(output);
  });

  it('quotes commas, quotes and newlines', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['x,y', 'say "hi"'],
          [null, 3],
        ],
      ),
    ).toBe('a,b\r\n"x,y","say ""hi"""\r\n,3\r\n');
  });
});

describe('hledger journal', () => {
  const accounts = [
    { id: 'a', name: 'Checking: main', type: 'ASSET' as const },
    { id: 'b', name: 'Checking; main', type: 'ASSET' as const },
    { id: 'c', name: 'Food', type: 'EXPENSE' as const },
  ];

  it('gives every account a unique name hledger reads as one account', () => {
    expect([...ledgerAccountNames(accounts).values()]).toEqual([
      'assets:Checking main',
      'assets:Checking main 2',
      'expenses:Food',
    ]);
  });

  it('writes each entry with debits positive and credits negative', () => {
    const text = ledgerJournal(accounts, [
      {
        date: '2026-01-05',
        description: 'Shop\nline two',
        lines: [
          { accountId: 'c', debit: 8423, credit: 0 },
          { accountId: 'a', debit: 0, credit: 8423 },
        ],
      },
    ]);
    expect(text).toContain(
      '2026-01-05 * Shop line two\n    expenses:Food  84.23\n    assets:Checking main  -84.23\n',
    );
    expect(text).toContain('account assets:Checking main 2  ; type: A');
  });

  it('keeps a ; in a description from starting a comment, which would cut the description (issue 27)', () => {
    const text = ledgerJournal(accounts, [
      {
        date: '2026-01-05',
        description: 'Coffee; tip ;again',
        lines: [
          { accountId: 'c', debit: 350, credit: 0 },
          { accountId: 'a', debit: 0, credit: 350 },
        ],
      },
    ]);
    const entry = text.split('\n').find((l) => l.startsWith('2026-01-05'));
    expect(entry).toBe('2026-01-05 * Coffee, tip ,again');
    // Outside the header comment and the account type tags, no line holds a ;.
    const body = text.split('\n').filter((l) => !l.startsWith(';') && !l.startsWith('account '));
    expect(body.filter((l) => l.includes(';'))).toEqual([]);
  });
});

describe('hledger journal in several currencies (decision 155)', () => {
  const accounts = [
    { id: 'usd', name: 'Checking', type: 'ASSET' as const, currency: 'USD' },
    { id: 'eur', name: 'Livret', type: 'ASSET' as const, currency: 'EUR' },
    { id: 'jpy', name: 'Brokerage', type: 'ASSET' as const, currency: 'JPY' },
    { id: 'food', name: 'Food', type: 'EXPENSE' as const, currency: 'USD' },
    { id: 'equity', name: 'Opening', type: 'EQUITY' as const, currency: 'USD' },
  ];
  const entries = [
    {
      date: '2026-01-05',
      description: 'Croissants',
      lines: [
        { accountId: 'food', debit: 750, credit: 0, currency: 'EUR' },
        { accountId: 'eur', debit: 0, credit: 750, currency: 'EUR' },
      ],
    },
    {
      date: '2026-01-06',
      description: 'Opening',
      lines: [
        { accountId: 'jpy', debit: 150_000_000, credit: 0, currency: 'JPY' },
        { accountId: 'equity', debit: 0, credit: 150_000_000, currency: 'JPY' },
      ],
    },
  ];

  it('writes a book of dollars and no rates exactly as before', () => {
    const usd = [
      {
        date: '2026-01-05',
        description: 'Coffee',
        lines: [
          { accountId: 'food', debit: 350, credit: 0, currency: 'USD' },
          { accountId: 'usd', debit: 0, credit: 350, currency: 'USD' },
        ],
      },
    ];
    const dollarsOnly = accounts.filter((a) => a.currency === 'USD');
    expect(ledgerJournal(dollarsOnly, usd, { baseCurrency: 'USD', rates: [], today: '2026-11-21' })).toBe(
      ledgerJournal(
        dollarsOnly,
        usd.map((e) => ({ ...e, lines: e.lines.map(({ currency: _usd, ...l }) => l) })),
      ),
    );
  });

  it('gives every amount its commodity, JPY in whole yen, and declares each currency with its decimals', () => {
    const text = ledgerJournal(accounts, entries, { baseCurrency: 'USD', rates: [], today: '2026-11-21' });
    expect(text).toContain(
      '\ndecimal-mark .\n\ncommodity 1,000.00 EUR\ncommodity 1,000. JPY\ncommodity 1,000.00 USD\n',
    );
    expect(text).toContain('    expenses:Food  7.50 EUR\n    assets:Livret  -7.50 EUR\n');
    expect(text).toContain('    assets:Brokerage  1500000 JPY\n    equity:Opening  -1500000 JPY\n');
    expect(text).toContain('balance -X USD`');
  });

  it('writes each rate as a P directive, a later one than the export only as a comment', () => {
    const text = ledgerJournal(accounts, entries, {
      baseCurrency: 'USD',
      today: '2026-11-21',
      rates: [
        { date: '2026-11-19', base: 'USD', quote: 'JPY', rate: '156.370000000000000000' },
        { date: '2026-01-15', base: 'EUR', quote: 'USD', rate: '1.083200000000000000' },
        { date: '2026-11-22', base: 'EUR', quote: 'USD', rate: '1.5' },
      ],
    });
    const prices = text.split('\n').filter((l) => /^(; )?P /.test(l));
    expect(prices).toEqual([
      'P 2026-01-15 EUR 1.0832 USD',
      'P 2026-11-19 USD 156.37 JPY',
      "; P 2026-11-22 EUR 1.5 USD  ; dated after this export: -X would value today's balances with it",
    ]);
  });

  it('writes a base-to-foreign rate inverted too when the pair has rates both ways round', () => {
    const text = ledgerJournal(accounts, entries, {
      baseCurrency: 'USD',
      today: '2026-11-21',
      rates: [
        { date: '2026-11-01', base: 'EUR', quote: 'USD', rate: '1.05' },
        { date: '2026-11-20', base: 'USD', quote: 'EUR', rate: '0.8' },
        // Same date both ways: the pair's own rate wins in decision 143 and in hledger; nothing added.
        { date: '2026-11-01', base: 'USD', quote: 'EUR', rate: '0.9' },
        // Only one way round: hledger's own reverse picks it as decision 143 does.
        { date: '2026-11-19', base: 'USD', quote: 'JPY', rate: '156.37' },
      ],
    });
    expect(text.split('\n').filter((l) => l.startsWith('P '))).toEqual([
      'P 2026-11-01 EUR 1.05 USD',
      'P 2026-11-01 USD 0.9 EUR',
      'P 2026-11-19 USD 156.37 JPY',
      'P 2026-11-20 EUR 1.25 USD  ; 1 / the USD/EUR rate of this date',
      'P 2026-11-20 USD 0.8 EUR',
    ]);
  });
});
