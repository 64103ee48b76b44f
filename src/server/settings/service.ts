import type { z } from 'zod';
import { DEFAULT_BASE_CURRENCY } from '../../domain/currency/codes';
import { userToday } from '../../domain/user-today';
import type { SavedSettings, SettingsView, settingsPayloadSchema } from '../../shared/settings';
import type { ServiceContext } from '../service-context';
import { convertBaseAmounts } from './convert-base-amounts';
import { lockBaseCurrency, readSettings, writeBaseCurrency, writeTimeZone } from './repository';

// The user's settings: the time zone their dates are reckoned in (decision 038) and the base currency
// their reports are in (issue 24), whose change may convert the amounts kept in it (decision 186).
// Requests take "today" from the zone read with the session (books/request-context.ts), so every
// feature agrees on the date.

export async function settingsView(ctx: ServiceContext): Promise<SettingsView> {
  const row = await readSettings(ctx.db, ctx.userId);
  const timeZone = row?.timeZone ?? null;
  return {
    timeZone,
    today: userToday(ctx.now, timeZone),
    baseCurrency: row?.baseCurrency ?? DEFAULT_BASE_CURRENCY,
  };
}

export async function saveSettings(
  ctx: ServiceContext,
  input: z.output<typeof settingsPayloadSchema>,
): Promise<SavedSettings> {
  const { baseCurrency } = input;
  const converted = await ctx.db.transaction(async (tx) => {
    if (input.timeZone !== undefined) {
      await writeTimeZone(tx, ctx.userId, input.timeZone, input.onlyIfUnset === true);
    }
    if (baseCurrency === undefined) return null;
    const before = await lockBaseCurrency(tx, ctx.userId);
    if (before === baseCurrency) return null;
    // Converted first: a refusal changes nothing, the base currency included.
    const conversion =
      input.convertAmounts === true
        ? await convertBaseAmounts(tx, ctx.userId, before, baseCurrency, ctx.today)
        : null;
    await writeBaseCurrency(tx, ctx.userId, baseCurrency);
    return conversion;
  });
  return { ...(await settingsView(ctx)), converted };
}
