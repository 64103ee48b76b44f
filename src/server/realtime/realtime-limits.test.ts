import { describe, expect, it, vi } from 'vitest';
import { signIn } from '../test/client';
import { startTestApp } from '../test/test-app';
import { DEFAULT_LIMITS } from './limits';
import { writeFrame } from './outbound';
import type { Client } from './registry';
import { realtimeServerOf } from './routes';
import { answersFlushed, connect, roundTrip, server, setUpRealtimeTestApp, t, url } from './test-fixtures';
import { listenWs, TestSocket } from './test-socket';

// Issue 11, item 3 (docs/security.md R19): what one address can make the server hold is bounded.

setUpRealtimeTestApp();

describe('socket caps (docs/security.md R19)', () => {
  it('the defaults: 50 sockets per address, 10,000 in all, one history per 10 s, 256 KB of unsent output', () => {
    expect(DEFAULT_LIMITS).toMatchObject({
      maxSocketsPerIp: 50,
      maxSockets: 10_000,
      historyIntervalMs: 10_000,
      maxBufferedBytes: 256 * 1024,
    });
    expect(server().limits.maxSockets).toBe(t.config.realtimeMaxSockets);
  });

  it('refuses the 51st socket from one address with 429', async () => {
    for (let i = 0; i < 50; i += 1) await connect();
    expect(await TestSocket.start(url).refused()).toBe(429);
    expect(server().size).toBe(50);
  });

  it('refuses any socket past the global cap with 503', async () => {
    server().configure({ maxSockets: 3 });
    for (let i = 0; i < 3; i += 1) await connect();
    expect(await TestSocket.start(url).refused()).toBe(503);
  });

  it('takes the global cap from REALTIME_MAX_SOCKETS', async () => {
    const other = await startTestApp({ config: { realtimeMaxSockets: 2 } });
    try {
      expect(realtimeServerOf(other.app)?.limits.maxSockets).toBe(2);
    } finally {
      await other.close();
    }
  });

  it('counts IPv6 clients by their /64', async () => {
    const proxied = await startTestApp({ config: { trustProxy: true } });
    const sockets: TestSocket[] = [];
    try {
      realtimeServerOf(proxied.app)?.configure({ maxSocketsPerIp: 2 });
      const wsUrl = await listenWs(proxied.app);
      const from = (address: string) => {
        const socket = TestSocket.start(wsUrl, { headers: { 'x-forwarded-for': address } });
        sockets.push(socket);
        return socket.refused();
      };
      expect(await from('2001:db8:1:2::1')).toBe(101);
      expect(await from('2001:db8:1:2::2')).toBe(101);
      // A third address in the same /64 is the same subscriber.
      expect(await from('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe(429);
      expect(await from('2001:db8:1:3::1')).toBe(101);
    } finally {
      for (const s of sockets) s.ws.terminate();
      await proxied.close();
    }
  });
});

describe('history (docs/security.md R19)', () => {
  it('answers at most once per 10 s per socket', async () => {
    const { cookie } = await signIn(t, 'historian@example.com');
    const writer = await connect({ cookie });
    writer.chat('hello');
    const reader = await connect();
    for (let i = 0; i < 5; i += 1) reader.send({ type: 'history' });
    await answersFlushed(reader);
    expect(reader.of('history')).toHaveLength(1);
    t.clock.advance(9_000);
    reader.send({ type: 'history' });
    await answersFlushed(reader);
    expect(reader.of('history')).toHaveLength(1);
    t.clock.advance(1_000);
    reader.send({ type: 'history' });
    await reader.next('history', () => reader.of('history').length === 2);
    // Another socket has its own allowance.
    const second = await connect();
    second.send({ type: 'history' });
    await second.next('history');
  });
});

describe('writeFrame: the output bound (docs/security.md R19)', () => {
  const fakeClient = (bufferedAmount: number) => {
    const calls: string[] = [];
    const socket = {
      readyState: 1,
      bufferedAmount,
      send: () => calls.push('send'),
      terminate: () => calls.push('terminate'),
    };
    return { client: { socket } as unknown as Client, calls };
  };
  const frame = Buffer.alloc(1000);
  const limit = DEFAULT_LIMITS.maxBufferedBytes;

  it.each([
    [0, 'sent', ['send']],
    [limit - 1000, 'sent', ['send']],
    [limit - 999, 'dropped', ['terminate']],
    [1024 * 1024, 'dropped', ['terminate']],
  ])('with %i bytes queued a 1,000-byte frame is %s', (queued, result, calls) => {
    const fake = fakeClient(queued);
    expect(writeFrame(fake.client, frame, limit)).toBe(result);
    expect(fake.calls).toEqual(calls);
  });
});

describe('a client that stops reading (docs/security.md R19)', () => {
  it('is dropped once its unsent output passes 256 KB, and the others carry on', async () => {
    // Large answers on demand: a full history (50 messages of 280 characters) for every ask.
    server().configure({ chatMessages: 1_000_000, frames: 1_000_000, historyIntervalMs: 0 });
    const { cookie } = await signIn(t, 'flooder@example.com');
    const writer = await connect({ cookie });
    for (let i = 0; i < 50; i += 1) writer.chat(`${i} ${'x'.repeat(270)}`);
    await roundTrip(writer);
    const stalled = await connect();
    // The client stops reading: the kernel buffers fill, then the server's own queue grows.
    (stalled.ws as unknown as { _socket: { pause(): void } })._socket.pause();
    const before = server().droppedSlowSockets;
    let asked = 0;
    // Bounded: 2,000 histories of ~17 KB is 34 MB, far past any kernel buffer plus 256 KB.
    while (server().droppedSlowSockets === before && asked < 2_000) {
      for (let i = 0; i < 50; i += 1) stalled.send({ type: 'history' });
      asked += 50;
      // Paced by the server, not a timer: it has read and answered the reading client in between.
      await roundTrip(writer);
    }
    await vi.waitFor(() => expect(server().droppedSlowSockets).toBe(before + 1));
    // The dropped socket leaves the registry when its close is seen.
    await vi.waitFor(() => expect(server().size).toBe(1));
    // The reading client is still served.
    await roundTrip(writer);
  }, 60_000);

  it('is not dropped below the limit: the limit is what decides', async () => {
    server().configure({ chatMessages: 1_000_000, frames: 1_000_000, historyIntervalMs: 0 });
    const { cookie } = await signIn(t, 'flooder2@example.com');
    const writer = await connect({ cookie });
    for (let i = 0; i < 50; i += 1) writer.chat(`${i} ${'x'.repeat(270)}`);
    await roundTrip(writer);
    const reader = await connect();
    for (let i = 0; i < 20; i += 1) reader.send({ type: 'history' });
    await reader.next('history', () => reader.of('history').length === 20);
    expect(server().size).toBe(2);
  });
});
