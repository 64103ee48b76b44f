import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../db/schema';
import type { TestApp } from '../test/test-app';
import { Browser, setUpAuthTestApp } from './test-helpers';
import { totpCode } from './totp';

// Shared by the two-factor test files: a person with two-factor on, codes at the test clock.

export const STEP = 30_000;
let n = 0;
export const freshEmail = () => `tfa${++n}-${process.pid}-${Date.now()}@example.com`;

export function codeAt(t: TestApp, secret: string, offsetSteps = 0): string {
  return totpCode(secret, new Date(t.clock.now().getTime() + offsetSteps * STEP));
}

export interface Enrolled {
  browser: Browser;
  email: string;
  secret: string;
  backupCodes: string[];
}

/** A signed-in person with two-factor on; the clock is then moved to the next step. */
export async function enroll(t: TestApp): Promise<Enrolled> {
  const email = freshEmail();
  const browser = new Browser(t);
  await browser.signIn(email);
  const setup = (await browser.request('GET', '/api/auth/2fa/setup')).json();
  const res = await browser.request('POST', '/api/auth/2fa/enable', { token: codeAt(t, setup.secret) });
  expect(res.statusCode).toBe(200);
  t.clock.advance(STEP);
  return { browser, email, secret: setup.secret, backupCodes: setup.backupCodes };
}

async function userRow(t: TestApp, email: string) {
  const [row] = await t.database.db.select().from(users).where(sql`${users.email} = ${email}`);
  if (!row) throw new Error('no user');
  return row;
}

/** This file's test app (see setUpAuthTestApp) and the two-factor helpers bound to it. */
export function setUpTwoFactorTestApp(ready: (t: TestApp) => void) {
  let app: TestApp | undefined;
  setUpAuthTestApp((started) => {
    app = started;
    ready(started);
  });
  const current = (): TestApp => {
    if (!app) throw new Error('the test app has not started');
    return app;
  };
  return {
    code: (secret: string, offsetSteps = 0) => codeAt(current(), secret, offsetSteps),
    enrolled: () => enroll(current()),
    readUser: (email: string) => userRow(current(), email),
  };
}
