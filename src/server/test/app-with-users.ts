import { afterAll, beforeAll } from 'vitest';
import { type SignedIn, signIn } from './client';
import { startTestApp, type TestApp } from './test-app';

/**
 * The setup most API test files share: before the file's tests, the real app on its own database and
 * each email signed in; after them, the app closed. `ready` hands the app and the users, in the
 * emails' order, to the file's own variables.
 */
export function startAppWithUsers<const Emails extends readonly string[]>(
  emails: Emails,
  ready: (app: TestApp, users: { -readonly [K in keyof Emails]: SignedIn }) => void,
): void {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await startTestApp();
    const users: SignedIn[] = [];
    // One after another: each sign-in is its own mail and session, as a person's would be.
    for (const email of emails) users.push(await signIn(app, email));
    ready(app, users as { -readonly [K in keyof Emails]: SignedIn });
  });
  afterAll(async () => {
    await app?.close();
  });
}
