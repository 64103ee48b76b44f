// Helpers shared by the import API tests.
import { expect } from 'vitest';
import { fixture } from '../../domain/imports/fixtures';
import type { AccountDto } from '../../shared/accounts';
import type { ImportCommitInput, ImportPreview, ImportRecord } from '../../shared/imports';
import { asset, create } from '../accounts/test-fixtures';
import type { SignedIn } from '../test/client';

export const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
export const fixtureB64 = (name: string) => Buffer.from(fixture(name)).toString('base64');

/**
 * Checking holding `balance` since long before the fixtures' statements, so the rows imported into it
 * move it (rows older than an account's balance date are already counted in it: decision 125).
 */
export async function checking(who: SignedIn, balance = '100.00'): Promise<AccountDto> {
  return create(who.api, asset({ currentBalance: balance, balanceDate: '2000-01-01' }));
}

export async function preview(
  who: SignedIn,
  accountId: string,
  body: Omit<ImportCommitInput, 'rows'>,
): Promise<ImportPreview> {
  const res = await who.api.post(`/api/accounts/${accountId}/imports/preview`, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ImportPreview>();
}

/** Commits every new row of the preview with its proposed category. */
export async function commitNew(
  who: SignedIn,
  accountId: string,
  body: Omit<ImportCommitInput, 'rows'>,
): Promise<ImportRecord> {
  const shown = await preview(who, accountId, body);
  const rows = shown.rows
    .filter((r) => r.status === 'new')
    .map((r) => ({ line: r.line, categoryId: r.categoryId }));
  const res = await who.api.post(`/api/accounts/${accountId}/imports`, { ...body, rows });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<ImportRecord>();
}

export async function balanceOf(who: SignedIn, accountId: string): Promise<string> {
  const res = await who.api.get('/api/accounts');
  const list = res.json<AccountDto[]>();
  const account = list.find((a) => a.id === accountId);
  if (!account) throw new Error('account not listed');
  return account.currentBalance;
}
