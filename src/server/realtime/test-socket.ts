// A WebSocket test client (the `ws` package) that records what the server sends.
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { parseServerMessage, type ServerMessage } from '../../shared/realtime';

export interface OpenOptions {
  origin?: string | null;
  cookie?: string;
  /** Answer protocol pings (true by default, like a browser). */
  autoPong?: boolean;
  /** Extra handshake headers (e.g. X-Forwarded-For behind a trusted proxy). */
  headers?: Record<string, string>;
}

type Waiter = { match: (m: ServerMessage) => boolean; resolve: (m: ServerMessage) => void };

export class TestSocket {
  readonly messages: ServerMessage[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private waiters: Waiter[] = [];

  private constructor(readonly ws: WebSocket) {
    // Failures surface through `closed`, `refused()` and `open()`.
    ws.on('error', () => {});
    this.closed = new Promise((resolve) => {
      ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
    });
    ws.on('message', (data) => {
      const message = parseServerMessage(data.toString());
      if (!message) throw new Error(`unreadable server frame: ${data.toString()}`);
      this.messages.push(message);
      this.waiters = this.waiters.filter((w) => {
        if (!w.match(message)) return true;
        w.resolve(message);
        return false;
      });
    });
  }

  /** Opens a socket and waits for the server's `connected` message. */
  static async open(url: string, options: OpenOptions = {}): Promise<TestSocket> {
    const socket = TestSocket.start(url, options);
    await new Promise<void>((resolve, reject) => {
      socket.ws.once('open', () => resolve());
      socket.ws.once('error', reject);
    });
    await socket.next('connected');
    return socket;
  }

  /** Starts a handshake without waiting; use `refused()` to read an HTTP refusal. */
  static start(url: string, options: OpenOptions = {}): TestSocket {
    const headers: Record<string, string> = { ...options.headers };
    if (options.cookie) headers.cookie = options.cookie;
    const ws = new WebSocket(url, {
      ...(options.origin === null ? {} : { origin: options.origin ?? 'http://localhost:5000' }),
      headers,
      autoPong: options.autoPong ?? true,
      perMessageDeflate: false,
    });
    return new TestSocket(ws);
  }

  /** The HTTP status of a refused handshake, or 101 when it opened. */
  refused(): Promise<number> {
    return new Promise((resolve) => {
      this.ws.once('unexpected-response', (_req, res) => {
        resolve(res.statusCode ?? 0);
        this.ws.terminate();
      });
      this.ws.once('open', () => resolve(101));
    });
  }

  /** The first message of this type (already received or coming), optionally matching `where`. */
  next<T extends ServerMessage['type']>(
    type: T,
    where: (m: Extract<ServerMessage, { type: T }>) => boolean = () => true,
    timeoutMs = 3000,
  ): Promise<Extract<ServerMessage, { type: T }>> {
    type M = Extract<ServerMessage, { type: T }>;
    const match = (m: ServerMessage): boolean => m.type === type && where(m as M);
    const seen = this.messages.find(match);
    if (seen) return Promise.resolve(seen as M);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${type} within ${timeoutMs} ms`)), timeoutMs);
      this.waiters.push({
        match,
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m as M);
        },
      });
    });
  }

  of<T extends ServerMessage['type']>(type: T): Extract<ServerMessage, { type: T }>[] {
    return this.messages.filter((m) => m.type === type) as Extract<ServerMessage, { type: T }>[];
  }

  send(frame: unknown): void {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  chat(message: string, trollName = 'SneakyGoblin42', color = '#3B82F6'): void {
    this.send({ type: 'troll_message', trollName, message, timestamp: Date.now(), color });
  }

  async close(): Promise<void> {
    if (this.ws.readyState === WebSocket.CLOSED) return;
    this.ws.close();
    await this.closed;
  }
}

/** Listens on a free loopback port and returns the /ws URL. */
export async function listenWs(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return `ws://127.0.0.1:${address.port}/ws`;
}
