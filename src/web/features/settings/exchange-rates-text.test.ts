import { describe, expect, it } from 'vitest';
import { importSummaryText } from './exchange-rates-text';

const none = { notAvailable: 0, unsupportedCurrency: 0, badValue: 0, badDate: 0, future: 0 };

describe('importSummaryText', () => {
  it('says what a rates file added, changed and left', () => {
    expect(
      importSummaryText({
        rows: 2,
        added: 60,
        updated: 1,
        unchanged: 0,
        skipped: none,
        unsupportedCodes: [],
      }),
    ).toBe('60 rates added, 1 updated, 0 already there from 2 lines.');
  });

  it('counts what it skipped and names the codes it cannot hold', () => {
    expect(
      importSummaryText({
        rows: 1,
        added: 1,
        updated: 0,
        unchanged: 3,
        skipped: { ...none, notAvailable: 2, future: 1 },
        unsupportedCodes: ['CYP', 'XYZ'],
      }),
    ).toBe(
      '1 rate added, 0 updated, 3 already there, 3 values skipped from 1 line. Not supported: CYP, XYZ.',
    );
  });
});
