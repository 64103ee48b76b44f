import { afterAll, beforeAll, expect, it } from 'vitest';
import { CLOSE_SESSION_ENDED } from '../../shared/realtime';
import { Browser, lastLink, startAuthTestApp } from '../auth/test-helpers';
import type { TestApp } from '../test/test-app';
import { listenWs, TestSocket } from './test-socket';

// The channel with the real sign-in routes: the tab that asked for the link learns of the sign-in,
// and logging out closes the session's sockets.
let t: TestApp;
let url: string;

beforeAll(async () => {
  t = await startAuthTestApp();
  url = await listenWs(t.app);
});

afterAll(async () => {
  await t.close();
});

it('tells the waiting tab of the sign-in, lets the new session post, and closes it at logout', async () => {
  const browser = new Browser(t);
  expect((await browser.requestLink('eve@example.com')).statusCode).toBe(200);
  expect(browser.bindingNonce).toBeDefined();
  const waitingTab = await TestSocket.open(url, { origin: t.config.appUrl, cookie: browser.cookie });
  const elsewhere = await TestSocket.open(url, { origin: t.config.appUrl });

  waitingTab.chat('not signed in yet');
  expect((await browser.verify(lastLink(t, 'eve@example.com'))).statusCode).toBe(200);
  const note = await waitingTab.next('auth_success');
  expect(note.email).toBe('eve@example.com');
  expect(note.userId).toMatch(/^[0-9a-f-]{36}$/);

  const signedIn = await TestSocket.open(url, { origin: t.config.appUrl, cookie: browser.cookie });
  signedIn.chat('signed in now');
  expect((await elsewhere.next('troll_message')).message).toBe('signed in now');
  expect(elsewhere.of('auth_success')).toHaveLength(0);

  expect((await browser.request('POST', '/api/auth/logout')).statusCode).toBe(200);
  expect((await signedIn.closed).code).toBe(CLOSE_SESSION_ENDED);
  await Promise.all([waitingTab.close(), elsewhere.close()]);
});
