import type { z } from 'zod';
import { DEFAULT_PREFERENCES, type PreferencesDto, type preferencesInputSchema } from '../../shared/accounts';
import type { ServiceContext } from '../service-context';
import { findPreferences, type PreferencesRow, upsertPreferences } from './repository';

// The user's display preferences: the spec's defaults until the first change.

const toDto = (row: PreferencesRow | undefined): PreferencesDto =>
  row
    ? {
        decimalPlaces: row.decimalPlaces,
        summaryPrecision: row.summaryPrecision as PreferencesDto['summaryPrecision'],
        showPercentages: row.showPercentages,
      }
    : { ...DEFAULT_PREFERENCES };

export async function getPreferences(ctx: ServiceContext): Promise<PreferencesDto> {
  return toDto(await findPreferences(ctx.db, ctx.userId));
}

export async function savePreferences(
  ctx: ServiceContext,
  changes: z.output<typeof preferencesInputSchema>,
): Promise<PreferencesDto> {
  const set = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  if (Object.keys(set).length === 0) return getPreferences(ctx);
  return toDto(await upsertPreferences(ctx.db, ctx.userId, DEFAULT_PREFERENCES, set));
}
