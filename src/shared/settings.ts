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
    /**
     * With a new baseCurrency: convert what is kept in the base currency (budgets, and income and
     * expenses without an account) at today's rate. Without it they keep their amounts.
     */
    convertAmounts: z.boolean({ error: 'convertAmounts must be true or false' }).optional(),
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

/** What a change of base currency converted (decision 186). */
export interface BaseAmountsConversion {
  from: string;
  to: string;
  /** The rate used, as stored: "1 base = rate quote" on `rateDate`; null with nothing to convert. */
  rate: { base: string; quote: string; rate: string; rateDate: string } | null;
  budgetItems: number;
  transactions: number;
}

/** PUT /api/settings: the settings, and what a change of base currency converted when asked to. */
export interface SavedSettings extends SettingsView {
  converted: BaseAmountsConversion | null;
}

/** Messages of a conversion the server cannot make (400, naming baseCurrency). */
export const CONVERSION_MESSAGES = {
  noRate: (from: string, to: string, date: string) =>
    `No ${from}–${to} rate on or before ${date} to convert your budgets and items without an account: add one under Exchange rates, or keep their amounts`,
  tooLarge: (to: string) =>
    `A budget or an item without an account would be larger than the largest amount in ${to}: keep their amounts, or lower them first`,
  tooSmall: (to: string) =>
    `A budget or an item without an account would round to nothing in ${to}: keep their amounts, or raise them first`,
} as const;
