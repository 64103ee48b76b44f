import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSE_SESSION_ENDED } from '../../shared/realtime';
import { hashToken, randomToken } from '../auth/tokens';
import { signIn } from '../test/client';
import { startTestApp, type TestApp } from '../test/test-app';
import { redisNamespace } from './redis-hub';
import { realtimeServerOf } from './routes';
import { listenWs, TestSocket } from './test-socket';

// Two instances on different ports sharing one Redis must behave as one. Runs when REDIS_TEST_URL is
// set (CI sets redis://127.0.0.1:6379).
const redisUrl = process.env.REDIS_TEST_URL;
// A fresh origin per run keeps parallel runs on one Redis apart (the namespace derives from it).
const appUrl = `http://nw-${randomBytes(4).toString('hex')}.localhost:5000`;

describe.skipIf(!redisUrl)('two instances sharing Redis', () => {
  let a: TestApp;
  let b: TestApp;
  let bClosed = false;
  let urlA: string;
  let urlB: string;
  const open = (url: string, cookie?: string) =>
    TestSocket.open(url, { origin: appUrl, ...(cookie ? { cookie } : {}) });

  beforeAll(async () => {
    [a, b] = await Promise.all([
      startTestApp({ config: { redisUrl, appUrl } }),
      startTestApp({ config: { redisUrl, appUrl } }),
    ]);
    [urlA, urlB] = await Promise.all([listenWs(a.app), listenWs(b.app)]);
    expect(urlA).not.toBe(urlB);
  });

  afterAll(async () => {
    await Promise.all([a?.close(), bClosed ? undefined : b?.close()]);
    const redis = new Redis(redisUrl!);
    const keys = await redis.keys(`${redisNamespace(appUrl)}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('sums device counts across instances', async () => {
    const onA = await Promise.all([open(urlA), open(urlA)]);
    const onB = await Promise.all([open(urlB), open(urlB), open(urlB)]);
    const everyone = [...onA, ...onB];
    await Promise.all(everyone.map((s) => s.next('device_count_update', (m) => m.deviceCount === 5, 5000)));
    await onB[2]!.close();
    await Promise.all(
      everyone.slice(0, 4).map((s) => s.next('device_count_update', (m) => m.deviceCount === 4, 5000)),
    );
    await Promise.all(everyone.map((s) => s.close()));
    expect(realtimeServerOf(a.app)!.size + realtimeServerOf(b.app)!.size).toBe(0);
  });

  it('delivers chat from either instance to both, and shares the history', async () => {
    const alice = await signIn(a, 'alice@example.com');
    const bob = await signIn(b, 'bob@example.com');
    const aliceSocket = await open(urlA, alice.cookie);
    const bobSocket = await open(urlB, bob.cookie);
    const visitorOnB = await open(urlB);

    aliceSocket.chat('hello from A', 'SlyGnome1');
    for (const s of [aliceSocket, bobSocket, visitorOnB]) {
      await s.next('troll_message', (m) => m.message === 'hello from A');
    }
    bobSocket.chat('hello from B <b>bold</b>', 'WilyImp2');
    const seen = await aliceSocket.next('troll_message', (m) => m.trollName === 'WilyImp2');
    expect(seen.message).toBe('hello from B bold');

    const late = await open(urlA);
    late.send({ type: 'history' });
    const { messages } = await late.next('history');
    expect(messages.map((m) => m.message)).toEqual(['hello from A', 'hello from B bold']);
    await Promise.all([aliceSocket, bobSocket, visitorOnB, late].map((s) => s.close()));
  });

  it('reaches the right browser and session on the other instance', async () => {
    const carol = await signIn(a, 'carol@example.com');
    const carolOnA = await open(urlA, carol.cookie);
    const nonce = randomToken();
    const tabOnB = await TestSocket.open(urlB, { origin: appUrl, cookie: `networth_ml=${nonce}` });

    a.app.deps.realtime.publishAuthSuccess({
      browserKey: hashToken(nonce),
      email: 'dave@example.com',
      userId: 'user-id',
    });
    expect(await tabOnB.next('auth_success')).toMatchObject({ email: 'dave@example.com', userId: 'user-id' });

    b.app.deps.realtime.closeSessionSockets(hashToken(carol.cookie.split('=')[1]!));
    expect((await carolOnA.closed).code).toBe(CLOSE_SESSION_ENDED);
    await tabOnB.close();
  });

  it("drops a closed instance's devices from the sum", async () => {
    const onA = await open(urlA);
    const onB = await Promise.all([open(urlB), open(urlB)]);
    await onA.next('device_count_update', (m) => m.deviceCount === 3, 5000);
    bClosed = true;
    await b.close();
    await Promise.all(onB.map((s) => s.closed));
    await onA.next('device_count_update', (m) => m.deviceCount === 1, 5000);
    await onA.close();
  });
});
