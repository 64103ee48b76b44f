import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SettingsView } from '../../shared/settings';
import { type ApiClient, signIn } from '../test/client';
import { startTestApp, type TestApp } from '../test/test-app';
import { readBaseCurrency } from './repository';

// Issue 24: the base (reporting) currency is a setting, USD until the person chooses another.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const settingsOf = async (api: ApiClient) => (await api.get('/api/settings')).json() as SettingsView;

describe('the base currency setting', () => {
  it('is USD until chosen; a choice is read in any case and kept apart from the time zone', async () => {
    const { api, user } = await signIn(t, 'base-choose@example.com');
    expect(await settingsOf(api)).toEqual({ timeZone: null, today: '2026-11-21', baseCurrency: 'USD' });
    const saved = await api.put('/api/settings', { baseCurrency: ' eur ' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      timeZone: null,
      today: '2026-11-21',
      baseCurrency: 'EUR',
      converted: null,
    });
    expect(await readBaseCurrency(t.database.db, user.id)).toBe('EUR');
    // Changing the zone leaves the currency; the browser's sign-in report too.
    await api.put('/api/settings', { timeZone: 'Europe/Paris' });
    await api.put('/api/settings', { timeZone: 'Asia/Tokyo', onlyIfUnset: true });
    expect(await settingsOf(api)).toEqual({
      timeZone: 'Europe/Paris',
      today: '2026-11-21',
      baseCurrency: 'EUR',
    });
    // Both at once.
    const both = await api.put('/api/settings', { timeZone: 'Asia/Tokyo', baseCurrency: 'JPY' });
    expect(both.json()).toEqual({
      timeZone: 'Asia/Tokyo',
      today: '2026-11-21',
      baseCurrency: 'JPY',
      converted: null,
    });
  });

  it('is the user’s own', async () => {
    const alice = await signIn(t, 'base-alice@example.com');
    const bob = await signIn(t, 'base-bob@example.com');
    await alice.api.put('/api/settings', { baseCurrency: 'GBP' });
    expect((await settingsOf(bob.api)).baseCurrency).toBe('USD');
    expect(await readBaseCurrency(t.database.db, bob.user.id)).toBe('USD');
  });

  it.each([
    [{ baseCurrency: 'XXX' }, 'baseCurrency', 'Choose a currency by its ISO 4217 code, such as EUR'],
    [{ baseCurrency: 'HRK' }, 'baseCurrency', 'Choose a currency by its ISO 4217 code, such as EUR'],
    [{ baseCurrency: '' }, 'baseCurrency', 'Choose a currency by its ISO 4217 code, such as EUR'],
    [{ baseCurrency: 840 }, 'baseCurrency', 'Choose a currency by its ISO 4217 code, such as EUR'],
    [{ baseCurrency: null }, 'baseCurrency', 'Choose a currency by its ISO 4217 code, such as EUR'],
    [{ baseCurrency: 'EUR', timeZone: 'Mars/Base' }, 'timeZone', 'Choose a time zone such as Europe/Paris'],
    [{}, '_', 'Send timeZone or baseCurrency'],
    [{ onlyIfUnset: true }, '_', 'Send timeZone or baseCurrency'],
  ])('refuses %j naming %s, and changes nothing', async (body, field, message) => {
    const { api } = await signIn(t, 'base-refused@example.com');
    await api.put('/api/settings', { baseCurrency: 'CHF' });
    const res = await api.put('/api/settings', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
    expect(await settingsOf(api)).toEqual({ timeZone: null, today: '2026-11-21', baseCurrency: 'CHF' });
  });
});
