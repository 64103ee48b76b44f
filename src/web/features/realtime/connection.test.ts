import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { channelPolicy, landingPolicy, RealtimeConnection, type SocketLike } from './connection';

class FakeSocket implements SocketLike {
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  readonly sent: string[] = [];
  closedWith: number | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close(code = 1000) {
    this.closedWith = code;
    this.readyState = 3;
  }
  // What the server does:
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  receive(data: unknown) {
    this.onmessage?.({ data: typeof data === 'string' ? data : JSON.stringify(data) } as MessageEvent);
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code } as CloseEvent);
  }
}

let sockets: FakeSocket[];
let created: number[];

function connection(policy = channelPolicy) {
  return new RealtimeConnection(
    () => 'ws://localhost/ws',
    policy,
    (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      created.push(Date.now());
      return socket;
    },
  );
}

const last = () => sockets.at(-1)!;

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
  sockets = [];
  created = [];
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('RealtimeConnection', () => {
  it('is connected once the server says hello, and follows the device count', () => {
    const c = connection();
    c.start(channelPolicy);
    expect(sockets).toHaveLength(1);
    expect(c.getState()).toEqual({ connected: false, deviceCount: 0 });
    last().open();
    last().receive({ type: 'connected', clientId: 'a', deviceCount: 3 });
    expect(c.getState()).toEqual({ connected: true, deviceCount: 3 });
    last().receive({ type: 'device_count_update', deviceCount: 7 });
    expect(c.getState().deviceCount).toBe(7);
    last().drop();
    expect(c.getState().connected).toBe(false);
  });

  it('pings every 30 s while open, and stops when closed', () => {
    const c = connection();
    c.start(channelPolicy);
    last().open();
    last().receive({ type: 'connected', clientId: 'a', deviceCount: 1 });
    vi.advanceTimersByTime(29_999);
    expect(last().sent).toEqual([]);
    vi.advanceTimersByTime(1);
    vi.advanceTimersByTime(30_000);
    expect(last().sent).toEqual(['{"type":"ping"}', '{"type":"ping"}']);
    c.stop();
    vi.advanceTimersByTime(60_000);
    expect(last().sent).toHaveLength(2);
    expect(last().closedWith).toBe(1000);
  });

  it('retries after 1 s × 1.5 per attempt, capped at 10 s, 10 times; then pauses 30 s and starts over', () => {
    const c = connection();
    c.start(channelPolicy);
    for (let i = 0; i < 13; i += 1) {
      last().drop();
      vi.runOnlyPendingTimers();
    }
    const delays = created.slice(1).map((t, i) => t - created[i]!);
    expect(delays).toEqual([
      1000, 1500, 2250, 3375, 5063, 7594, 10_000, 10_000, 10_000, 10_000, 30_000, 1000, 1500,
    ]);
  });

  it('starts the backoff again after a successful connection', () => {
    const c = connection();
    c.start(channelPolicy);
    for (let i = 0; i < 3; i += 1) {
      last().drop();
      vi.runOnlyPendingTimers();
    }
    last().open();
    last().drop();
    vi.runOnlyPendingTimers();
    expect(created.at(-1)! - created.at(-2)!).toBe(1000);
  });

  it('the landing listener reconnects 3 s after every drop', () => {
    const c = connection(landingPolicy);
    c.start(landingPolicy);
    for (let i = 0; i < 12; i += 1) {
      last().drop();
      vi.runOnlyPendingTimers();
    }
    expect(new Set(created.slice(1).map((t, i) => t - created[i]!))).toEqual(new Set([3000]));
  });

  it('does not reconnect once stopped, and reconnects at once on restart', () => {
    const c = connection();
    c.start(channelPolicy);
    c.stop();
    vi.advanceTimersByTime(120_000);
    expect(sockets).toHaveLength(1);
    c.restart(channelPolicy);
    expect(sockets).toHaveLength(2);
  });

  it('refuses to send while disconnected, with a console warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const c = connection();
    c.start(channelPolicy);
    expect(c.send({ type: 'ping' })).toBe(false);
    expect(warn).toHaveBeenCalledOnce();
    last().open();
    last().receive({ type: 'connected', clientId: 'a', deviceCount: 1 });
    expect(c.send({ type: 'history' })).toBe(true);
    expect(last().sent).toEqual(['{"type":"history"}']);
  });

  it('passes messages on, logs unreadable ones, and reports close codes', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const c = connection();
    const seen: string[] = [];
    const codes: number[] = [];
    c.onMessage((m) => seen.push(m.type));
    c.onClose((code) => codes.push(code));
    c.start(channelPolicy);
    last().open();
    last().receive('{oops');
    last().receive({ type: 'auth_success', email: 'a@b.co', userId: 'u' });
    expect(seen).toEqual(['auth_success']);
    expect(error).toHaveBeenCalledOnce();
    last().drop(4001);
    expect(codes).toEqual([4001]);
  });
});

describe('RealtimeConnection.rebind', () => {
  it('reconnects at once, keeping the count on screen until the new socket says hello', () => {
    const c = connection();
    c.rebind();
    expect(sockets).toHaveLength(0);
    c.start(channelPolicy);
    last().open();
    last().receive({ type: 'connected', clientId: 'a', deviceCount: 4 });
    const first = last();
    c.rebind();
    expect(first.closedWith).toBe(1000);
    expect(sockets).toHaveLength(2);
    expect(c.getState()).toEqual({ connected: true, deviceCount: 4 });
    last().open();
    last().receive({ type: 'connected', clientId: 'b', deviceCount: 5 });
    expect(c.getState()).toEqual({ connected: true, deviceCount: 5 });
  });
});
