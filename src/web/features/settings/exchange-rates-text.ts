import type { ExchangeRateImportSummary } from '../../../shared/exchange-rates';
import { countOf } from '../../lib/count-text';

/** What an import did, in one sentence. */
export function importSummaryText(summary: ExchangeRateImportSummary): string {
  const skipped = Object.values(summary.skipped).reduce((sum, n) => sum + n, 0);
  const parts = [
    `${countOf(summary.added, 'rate')} added`,
    `${summary.updated} updated`,
    `${summary.unchanged} already there`,
  ];
  if (skipped > 0) parts.push(`${countOf(skipped, 'value')} skipped`);
  const codes =
    summary.unsupportedCodes.length > 0 ? ` Not supported: ${summary.unsupportedCodes.join(', ')}.` : '';
  return `${parts.join(', ')} from ${countOf(summary.rows, 'line')}.${codes}`;
}
