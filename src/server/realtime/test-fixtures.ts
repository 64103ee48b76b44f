// The harness shared by the realtime API tests: one app per test file listening for WebSockets, the
// sockets each test opens (closed after it, with the limits reset), and helpers over them. `t` and
// `url` are live bindings, set once setUpRealtimeTestApp's beforeAll has run.
import { afterAll, afterEach, beforeAll } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app';
import { DEFAULT_LIMITS } from './limits';
import { realtimeServerOf } from './routes';
import { listenWs, TestSocket } from './test-socket';

export let t: TestApp;
export let url: string;
export const open: TestSocket[] = [];

export async function connect(options: Parameters<typeof TestSocket.open>[1] = {}): Promise<TestSocket> {
  const socket = await TestSocket.open(url, options);
  open.push(socket);
  return socket;
}

export function server() {
  const s = realtimeServerOf(t.app);
  if (!s) throw new Error('realtime server not installed');
  return s;
}

/** A ping round trip: every frame sent before it has been handled once its answer arrives. */
export async function roundTrip(socket: TestSocket): Promise<void> {
  const before = socket.of('heartbeat_response').length;
  socket.send({ type: 'ping' });
  await socket.next('heartbeat_response', () => socket.of('heartbeat_response').length > before);
}

/**
 * Resolves once every answer the server owes for frames this socket sent before has arrived, when the
 * server makes those answers within the turn that read them (the memory hub's history answers on a
 * promise that settles in that turn). A barrier, not a delay: the first round trip shows the server
 * read every earlier frame; the second ping is read in a later turn, after those answers were written,
 * and its reply comes after them on the one stream.
 */
export async function answersFlushed(socket: TestSocket): Promise<void> {
  await roundTrip(socket);
  await roundTrip(socket);
}

/**
 * Resolves once the server has read this socket's answer to the protocol ping it last sent. A barrier,
 * not a delay: the ping reached the client before the first heartbeat reply (one TCP stream), and the
 * client answers a ping as it reads it, so its pong left before the second ping message, which the
 * server reads after the pong.
 */
export async function pongDelivered(socket: TestSocket): Promise<void> {
  await roundTrip(socket);
  await roundTrip(socket);
}

/** Registers the file's hooks: start the app first, close each test's sockets, stop the app last. */
export function setUpRealtimeTestApp(): void {
  beforeAll(async () => {
    t = await startTestApp();
    url = await listenWs(t.app);
  });

  afterEach(async () => {
    await Promise.all(open.splice(0).map((s) => s.close()));
    server().configure({ ...DEFAULT_LIMITS });
  });

  afterAll(async () => {
    await t.close();
  });
}
