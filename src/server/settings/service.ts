import type { z } from 'zod';
import { userToday } from '../../domain/user-today';
import type { SettingsView, settingsPayloadSchema } from '../../shared/settings';
import type { ServiceContext } from '../service-context';
import { readTimeZone, writeTimeZone } from './repository';

// The user's settings: the time zone their dates are reckoned in (decision 038). Requests take "today"
// from the zone read with the session (ledger/request-context.ts), so every feature agrees on the date.

export async function settingsView(ctx: ServiceContext): Promise<SettingsView> {
  const timeZone = await readTimeZone(ctx.db, ctx.userId);
  return { timeZone, today: userToday(ctx.now, timeZone) };
}

export async function saveSettings(
  ctx: ServiceContext,
  input: z.output<typeof settingsPayloadSchema>,
): Promise<SettingsView> {
  await writeTimeZone(ctx.db, ctx.userId, input.timeZone, input.onlyIfUnset === true);
  return settingsView(ctx);
}
