import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app';
import { realtimeServerOf } from './routes';
import { listenWs, TestSocket } from './test-socket';

const CLIENTS = 500;
let t: TestApp;
let url: string;
const sockets: TestSocket[] = [];
let closed = false;

beforeAll(async () => {
  t = await startTestApp();
  realtimeServerOf(t.app)!.configure({ maxSocketsPerIp: 10_000 });
  url = await listenWs(t.app);
});

afterAll(async () => {
  if (!closed) await t?.close();
});

/** The last count this socket was told, from `connected` or an update. */
function lastCount(socket: TestSocket): number {
  const told = socket.messages.filter((m) => m.type === 'connected' || m.type === 'device_count_update');
  const last = told.at(-1);
  return last && 'deviceCount' in last ? last.deviceCount : -1;
}

it(`${CLIENTS} clients connecting cost O(N) count updates, not O(N²), and all learn the total`, async () => {
  for (let i = 0; i < CLIENTS; i += 50) {
    sockets.push(...(await Promise.all(Array.from({ length: 50 }, () => TestSocket.open(url)))));
  }
  await Promise.all(
    sockets.map((s) => s.next('device_count_update', (m) => m.deviceCount === CLIENTS, 10_000)),
  );
  expect(sockets.every((s) => lastCount(s) === CLIENTS)).toBe(true);

  const updates = sockets.reduce((sum, s) => sum + s.of('device_count_update').length, 0);
  // Without coalescing every connection would tell everyone: N(N-1)/2 ≈ 125,000 messages.
  expect(updates).toBeLessThanOrEqual(4 * CLIENTS);
  expect(realtimeServerOf(t.app)!.countUpdatesSent).toBe(updates);
});

it('tells every socket 1001 when the app shuts down', async () => {
  closed = true;
  await t.close();
  const codes = await Promise.all(sockets.map((s) => s.closed.then((c) => c.code)));
  expect(new Set(codes)).toEqual(new Set([1001]));
});
