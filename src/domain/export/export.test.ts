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
