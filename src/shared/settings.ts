import { z } from 'zod';
import { readCurrencyCode } from '../domain/currency/codes';
import { canonicalTimeZone } from '../domain/user-today';

// The user's settings contract (ours, issue 11): the time zone their dates are reckoned in, and (issue
// 24) the base currency reports are in. A change sends either or both.

const SETTINGS_MESSAGES = {
  timeZone: 'Choose a time zone such as Europe/Paris',
  baseCurrency: 'Choose a currency by its ISO 4217 code, such as EUR',
  nothing: 'Send timeZone or baseCurrency',
} as const;

export const settingsPayloadSchema = z
  .strictObject({
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
      })
      .optional(),
    /** Sent by the browser at sign-in: set the zone only when none is stored yet. */
    onlyIfUnset: z.boolean({ error: 'onlyIfUnset must be true or false' }).optional(),
    /** ISO 4217 code of a supported currency, any case. */
    baseCurrency: z
      .string({ error: SETTINGS_MESSAGES.baseCurrency })
      .transform((value, ctx) => {
        const code = readCurrencyCode(value);
        if (code === null) {
          ctx.addIssue({ code: 'custom', message: SETTINGS_MESSAGES.baseCurrency });
          return z.NEVER;
        }
        return code;
      })
      .optional(),
  })
  .refine(
    (value) => value.timeZone !== undefined || value.baseCurrency !== undefined,
    SETTINGS_MESSAGES.nothing,
  );
export type SettingsPayload = z.input<typeof settingsPayloadSchema>;

export interface SettingsView {
  /** IANA name, or null until the browser has reported one (dates are then UTC). */
  timeZone: string | null;
  /** The user's date now, in that zone. */
  today: string;
  /** ISO 4217 code of the currency reports are in; USD until chosen. */
  baseCurrency: string;
}
