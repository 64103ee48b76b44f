import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signIn } from '../test/client';
import { startTestApp, type TestApp } from '../test/test-app';
import { checking } from './test-helpers';

// No file, mapping or backup crashes the server: random bytes, CSV-, OFX-, QIF- and XML-like text and
// random options into the import and restore routes all answer below 500.

let t: TestApp;
let who: SignedIn;
let accountId = '';
beforeAll(async () => {
  t = await startTestApp();
  who = await signIn(t, 'fuzz-import@example.com');
  accountId = (await checking(who)).id;
});
afterAll(async () => {
  await t.close();
});

const b64 = (s: string | Uint8Array) => Buffer.from(s).toString('base64');
const fragments = fc.constantFrom(
  'Date,Payee,Amount\n',
  '2026-01-01,',
  '01/02/2026;',
  '1.234,56',
  '-12.50',
  '"a,b"',
  '\n',
  '\t',
  '<OFX>',
  '<STMTTRN><DTPOSTED>20260101<TRNAMT>-1.00<FITID>x<NAME>y',
  '</STMTTRN>',
  '!Type:Bank\nD1/2/26\nT-3\nPx\n^\n',
  '<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><Stmt><Ntry>',
  '<Amt>1</Amt><CdtDbtInd>DBIT</CdtDbtInd>',
  '</Ntry></Stmt></BkToCstmrStmt></Document>',
  '&amp;&#0;&#x110000;',
  '=cmd|',
  ':20:REF\n:25:DE12/34\n:61:2601020102D1,5NTRFNONREF//X\n:86:?32NAME\n',
  '<BkToCstmrDbtCdtNtfctn><Ntfctn><Ntry><NtryDtls><TxDtls><AmtDtls><TxAmt><Amt>1</Amt></TxAmt></AmtDtls></TxDtls>',
  'Account,Flag,Date,Payee,Category Group/Category,Outflow,Inflow\n',
  '<NAME><![CDATA[x',
  '%PDF-',
  '{"a":1}',
  '06/12/2021,',
  '-.60',
);
const content = fc.oneof(
  fc.uint8Array({ maxLength: 400 }).map(b64),
  fc.array(fragments, { maxLength: 30 }).map((parts) => b64(parts.join(''))),
  fc.string({ maxLength: 200 }),
);
const mapping = fc.record(
  {
    delimiter: fc.constantFrom(',', ';', '\t', '|', 'x'),
    hasHeader: fc.boolean(),
    dateColumn: fc.integer({ min: -1, max: 5 }),
    payeeColumn: fc.integer({ min: 0, max: 5 }),
    amountColumn: fc.option(fc.integer({ min: 0, max: 5 })),
    debitColumn: fc.option(fc.integer({ min: 0, max: 5 })),
    creditColumn: fc.option(fc.integer({ min: 0, max: 5 })),
    dateFormat: fc.constantFrom('YMD', 'DMY', 'MDY', 'DD/MM/YYYY', 'nope'),
    signColumn: fc.option(fc.integer({ min: 0, max: 5 })),
    accountColumn: fc.option(fc.integer({ min: 0, max: 5 })),
    skipRows: fc.integer({ min: -1, max: 3 }),
    decimalSeparator: fc.constantFrom('.', ','),
    flipSign: fc.boolean(),
  },
  { requiredKeys: [] },
);

describe('import and restore routes under random input', () => {
  it('answer every preview and commit below 500', async () => {
    await fc.assert(
      fc.asyncProperty(
        content,
        fc.option(mapping),
        fc.array(fc.record({ line: fc.integer({ min: -1, max: 40 }), categoryId: fc.constant(null) }), {
          maxLength: 5,
        }),
        fc.option(fc.constantFrom('0', '1', '2', 'x')),
        fc.option(fc.constantFrom('YMD', 'DMY', 'MDY', 'bad')),
        async (file, csv, rows, statement, dateFormat) => {
          const options = {
            ...(csv ? { csv } : {}),
            ...(statement !== null ? { statement } : {}),
            ...(dateFormat !== null ? { dateFormat } : {}),
          };
          const body = { fileName: 'f.csv', content: file, options };
          const preview = await who.api.post(`/api/accounts/${accountId}/imports/preview`, body);
          expect(preview.statusCode, preview.body).toBeLessThan(500);
          const commit = await who.api.post(`/api/accounts/${accountId}/imports`, { ...body, rows });
          expect(commit.statusCode, commit.body).toBeLessThan(500);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('answers every backup restore below 500', async () => {
    const fresh = await signIn(t, 'fuzz-restore@example.com');
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          format: fc.constantFrom('networth-backup', 'x'),
          version: fc.constantFrom(1, 2),
          tables: fc.dictionary(
            fc.constantFrom('accounts', 'transactions', 'loans', 'budgets', 'budget_items', 'unknown'),
            fc.array(
              fc.dictionary(
                fc.constantFrom(
                  'id',
                  'accountName',
                  'amount',
                  'currentBalance',
                  'x',
                  // The shapes of issue 27: a rate of -50, a 2,000-year term, dates out of range,
                  // ids of rows the backup does not hold.
                  'interestRate',
                  'termYears',
                  'transactionDate',
                  'startDate',
                  'categoryId',
                  'budgetId',
                ),
                fc.oneof(
                  fc.jsonValue(),
                  fc.constantFrom(
                    '-50',
                    2000,
                    '1760-01-01',
                    '0001-01-01',
                    '00000000-0000-4000-8000-000000000000',
                  ),
                ),
              ),
              { maxLength: 3 },
            ),
          ),
          journal: fc.array(fc.jsonValue(), { maxLength: 3 }),
        }),
        async (backup) => {
          // Past the hourly restore limit each run, so every run reaches the checks.
          t.clock.advance(60 * 60_000);
          const res = await fresh.api.post('/api/import/backup', backup);
          expect(res.statusCode, res.body).toBeLessThan(500);
          expect(res.body).not.toMatch(/insert into|failed query/i);
        },
      ),
      { numRuns: 40 },
    );
    expect((await fresh.api.get('/api/accounts')).statusCode).toBe(200);
  });
});
