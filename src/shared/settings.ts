import { z } from 'zod';
import { canonicalTimeZone } from '../domain/user-today';

// The user's settings contract (ours, issue 11): the time zone their dates are reckoned in.

export const SETTINGS_MESSAGES = {
  timeZone: 'Choose a time zone such as Europe/Paris',
} as const;

export const settingsPayloadSchema = z.strictObject({
  timeZone: z
    .string({ error: SETTINGS_MESSAGES.timeZone })
    .trim()
    .transform((value, ctx) => {
      const zone = canonicalTimeZone(value);
      if (zone === null) {
        ctx.addIssue({ code: 'custom', message: SETTINGS_MESSAGES.timeZone });
        return z.NEVER;
      }
      return zone;
    }),
  /** Sent by the browser at sign-in: set the zone only when none is stored yet. */
  onlyIfUnset: z.boolean({ error: 'onlyIfUnset must be true or false' }).optional(),
});
export type SettingsPayload = z.input<typeof settingsPayloadSchema>;

export interface SettingsView {
  /** IANA name, or null until the browser has reported one (dates are then UTC). */
  timeZone: string | null;
  /** The user's date now, in that zone. */
  today: string;
}
