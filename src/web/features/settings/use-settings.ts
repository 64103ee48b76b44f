import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { IsoDate } from '../../../domain/calendar';
import { DEFAULT_BASE_CURRENCY } from '../../../domain/currency/codes';
import { userToday } from '../../../domain/user-today';
import type { SavedSettings, SettingsPayload, SettingsView } from '../../../shared/settings';
import { apiJson } from '../../lib/api';

// The user's settings (the time zone their dates are reckoned in, decision 038) and the user's date.

const SETTINGS_KEY = ['/api/settings'] as const;

/** The zone this browser runs in, e.g. "Pacific/Honolulu"; null if the runtime does not say. */
export function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

export function useSettings() {
  return useQuery<SettingsView>({ queryKey: SETTINGS_KEY });
}

/** The currency the user's totals and reports are in: USD until chosen, or until the settings load. */
export function useBaseCurrency(): string {
  return useSettings().data?.baseCurrency ?? DEFAULT_BASE_CURRENCY;
}

/**
 * Whether saving the settings moved the server's figures: the zone through the user's date, or the
 * base currency reports are in (unknown before: assume it did).
 */
export function figuresMoved(before: SettingsView | undefined, after: SettingsView): boolean {
  return before === undefined || before.today !== after.today || before.baseCurrency !== after.baseCurrency;
}

export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: SettingsPayload) => apiJson<SavedSettings>('PUT', '/api/settings', payload),
    onSuccess: ({ converted: _, ...saved }) => {
      const before = client.getQueryData<SettingsView>(SETTINGS_KEY);
      client.setQueryData<SettingsView>(SETTINGS_KEY, saved);
      // The zone reaches the server's figures only through the user's date (decision 038): refetch
      // them when the new zone moved it or the base currency changed, not on every first sign-in.
      if (figuresMoved(before, saved))
        void client.invalidateQueries({ predicate: (q) => q.queryKey[0] !== SETTINGS_KEY[0] });
    },
  });
}

/**
 * Today in the user's time zone, the default of every date field: the stored zone, or this browser's
 * until the settings are loaded (they are the same for most people).
 */
export function useUserToday(): IsoDate {
  const { data } = useSettings();
  return userToday(new Date(), data?.timeZone ?? browserTimeZone());
}

/** At the first sign-in, tells the server this browser's zone; a zone already stored is kept. */
export function useReportTimeZone(): void {
  const { data } = useSettings();
  const save = useSaveSettings();
  const unset = data !== undefined && data.timeZone === null;
  const { mutate, isIdle } = save;
  useEffect(() => {
    // Asked only when there is something to store: the browser's first Intl call is slow (it loads
    // the time zone data), and every signed-in page renders this hook.
    if (!unset || !isIdle) return;
    const zone = browserTimeZone();
    if (zone) mutate({ timeZone: zone, onlyIfUnset: true });
  }, [unset, isIdle, mutate]);
}
