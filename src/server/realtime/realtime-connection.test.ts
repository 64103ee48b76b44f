import { describe, expect, it } from 'vitest';
import { signIn } from '../test/client';
import { connect, open, server, setUpRealtimeTestApp, t, url } from './test-fixtures';
import { TestSocket } from './test-socket';

setUpRealtimeTestApp();

describe('handshake', () => {
  it.each([
    ['a foreign origin', 'https://evil.test'],
    ['a look-alike origin', 'http://localhost:5000.evil.test'],
    ['another port', 'http://localhost:5001'],
    ['no origin at all', null],
  ])('refuses %s with 403', async (_label, origin) => {
    const status = await TestSocket.start(url, { origin }).refused();
    expect(status).toBe(403);
    expect(server().size).toBe(0);
  });

  it('accepts APP_URL as Origin and says hello with a client id and the device count', async () => {
    const socket = await connect();
    const hello = await socket.next('connected');
    expect(hello.clientId).toMatch(/^[0-9a-f-]{36}$/);
    expect(hello.deviceCount).toBe(1);
    expect(hello.signedIn).toBe(false);
  });

  it("says in its hello whether the socket's cookies hold a session", async () => {
    const { cookie } = await signIn(t, 'hello@example.com');
    const hello = await (await connect({ cookie })).next('connected');
    expect(hello.signedIn).toBe(true);
  });

  it('caps sockets per user and per address with 429', async () => {
    server().configure({ maxSocketsPerUser: 2 });
    const { cookie } = await signIn(t, 'capped@example.com');
    await connect({ cookie });
    await connect({ cookie });
    expect(await TestSocket.start(url, { cookie }).refused()).toBe(429);
    server().configure({ maxSocketsPerIp: 3 });
    const third = TestSocket.start(url);
    open.push(third);
    expect(await third.refused()).toBe(101);
    expect(await TestSocket.start(url).refused()).toBe(429);
  });
});
describe('device count', () => {
  it('rises and falls with connected sockets', async () => {
    const first = await connect();
    const second = await connect();
    expect((await second.next('connected')).deviceCount).toBe(2);
    await first.next('device_count_update', (m) => m.deviceCount === 2);
    await second.close();
    await first.next('device_count_update', (m) => m.deviceCount === 1);
  });
});
