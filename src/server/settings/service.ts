import type { z } from 'zod';
import { DEFAULT_BASE_CURRENCY } from '../../domain/currency/codes';
import { userToday } from '../../domain/user-today';
import type { SettingsView, settingsPayloadSchema } from '../../shared/settings';
import type { ServiceContext } from '../service-context';
import { readSettings, writeBaseCurrency, writeTimeZone } from './repository';

// The user's settings: the time zone their dates are reckoned in (decision 038) and the base currency
// their reports are in (issue 24). Requests take "today"
// from the zone read with the session (books/request-context.ts), so every feature agrees on the date.

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
): Promise<SettingsView> {
  if (input.timeZone !== undefined) {
    await writeTimeZone(ctx.db, ctx.userId, input.timeZone, input.onlyIfUnset === true);
  }
  if (input.baseCurrency !== undefined) await writeBaseCurrency(ctx.db, ctx.userId, input.baseCurrency);
  return settingsView(ctx);
}
