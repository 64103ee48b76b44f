import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { CLOSE_SESSION_ENDED, type ServerMessage } from '../../shared/realtime';
import { findSession } from '../auth/session-repository';
import type { Database } from '../db/client';
import type { RealtimeNotifier } from '../deps';
import { chatMessageFromFrame } from './chat-message';
import { CountCoalescer } from './coalescer';
import { parseClientFrame } from './frames';
import type { AuthSuccessEvent, RealtimeHub } from './hub';
import { DEFAULT_LIMITS, type RealtimeLimits } from './limits';
import { encode, writeFrame } from './outbound';
import { SlidingWindowLimiter, spendFrame } from './rate-limiter';
import { type Client, ClientRegistry, type Handshake } from './registry';

// The real-time channel's use cases (decisions 019-021, 032). It keeps no rows, so realtime has no
// repository: a socket's session is looked up, and re-checked, through auth's session-repository.

export interface RealtimeServerDeps {
  hub: RealtimeHub;
  clock: () => Date;
  database: () => Database;
  log: FastifyBaseLogger;
}

const CLOSE_POLICY = 1008;
const CLOSE_GOING_AWAY = 1001;

/** This instance's sockets: who they are, what they may do, and what reaches them. */
export class RealtimeServer {
  readonly limits: RealtimeLimits = { ...DEFAULT_LIMITS };
  private readonly clients = new ClientRegistry();
  private readonly coalescer: CountCoalescer;
  private chatLimiter: SlidingWindowLimiter;
  private heartbeat: NodeJS.Timeout | null = null;
  private closing: Promise<void> | null = null;
  /** Sockets dropped for not reading their output (read by tests). */
  droppedSlowSockets = 0;
  /** Device-count updates sent to sockets so far (read by tests and the benchmark). */
  countUpdatesSent = 0;

  constructor(
    private readonly deps: RealtimeServerDeps,
    limits: Partial<RealtimeLimits> = {},
  ) {
    Object.assign(this.limits, limits);
    this.chatLimiter = new SlidingWindowLimiter(this.limits.chatMessages, this.limits.chatWindowMs);
    this.coalescer = new CountCoalescer(0, {
      now: () => performance.now(),
      setTimer: (fn, ms) => setTimeout(fn, ms).unref(),
      clearTimer: (handle) => clearTimeout(handle as NodeJS.Timeout),
      audience: () => this.clients.size,
      broadcast: (deviceCount) => {
        this.countUpdatesSent += this.broadcast({ type: 'device_count_update', deviceCount });
      },
    });
  }

  /** What sign-in uses to reach the sockets (installed as app.deps.realtime). */
  readonly notifier: RealtimeNotifier = {
    publishAuthSuccess: (input) => this.deps.hub.publishAuthSuccess(input),
    closeSessionSockets: (sessionId) => this.deps.hub.publishCloseSession(sessionId),
  };

  async start(): Promise<void> {
    await this.deps.hub.start({
      chat: (message) => {
        this.broadcast({ type: 'troll_message', ...message });
      },
      authSuccess: (event) => this.deliverAuthSuccess(event),
      closeSession: (sessionId) => this.closeSession(sessionId),
      total: (total) => this.coalescer.update(total),
    });
    this.restartHeartbeat();
  }

  /** Applies changed limits (tests and the benchmark raise the caps). */
  configure(limits: Partial<RealtimeLimits>): void {
    Object.assign(this.limits, limits);
    this.chatLimiter = new SlidingWindowLimiter(this.limits.chatMessages, this.limits.chatWindowMs);
    this.restartHeartbeat();
  }

  get size(): number {
    return this.clients.size;
  }

  /** Why a new socket would be refused (with the HTTP status to answer), or null when it may open. */
  refusal(ip: string, userId: string | null): { status: 429 | 503; reason: string } | null {
    if (this.clients.size >= this.limits.maxSockets) return { status: 503, reason: 'Server is at capacity' };
    if (this.clients.socketsOfIp(ip) >= this.limits.maxSocketsPerIp)
      return { status: 429, reason: 'Too many connections from this address' };
    if (userId && this.clients.socketsOfUser(userId) >= this.limits.maxSocketsPerUser) {
      return { status: 429, reason: 'Too many connections for this account' };
    }
    return null;
  }

  attach(socket: WebSocket, handshake: Handshake): void {
    const reason = this.closing
      ? 'Server shutting down'
      : this.refusal(handshake.ip, handshake.session?.userId ?? null)?.reason;
    if (reason) {
      socket.close(CLOSE_POLICY, reason);
      return;
    }
    const now = this.now();
    const client: Client = {
      id: randomUUID(),
      socket,
      handshake,
      alive: true,
      validatedAt: now,
      frameWindowStart: now,
      frames: 0,
      malformed: 0,
      lastHistoryAt: null,
    };
    this.clients.add(client);

    socket.on('message', (data, isBinary) => this.onFrame(client, data as Buffer, isBinary));
    socket.on('pong', () => {
      client.alive = true;
    });
    socket.on('close', () => this.detach(client));

    this.deps.hub.setLocalCount(this.clients.size);
    const deviceCount = this.deps.hub.total();
    // `signedIn`: whether this socket's cookies hold a full session, so a signed-out page re-checks
    // the user only when there is someone to find (no 401 on every visitor's first connect).
    this.send(client, {
      type: 'connected',
      clientId: client.id,
      deviceCount,
      signedIn: handshake.session !== null,
    });
    this.coalescer.told(deviceCount);
  }

  /** Heartbeat and session re-check; runs every `heartbeatMs`, and tests call it directly. */
  async sweep(): Promise<void> {
    const now = this.now();
    const due: Client[] = [];
    for (const client of this.clients.all) {
      if (!client.alive) {
        client.socket.terminate();
        continue;
      }
      client.alive = false;
      client.socket.ping();
      if (client.handshake.session && now - client.validatedAt >= this.limits.revalidateMs) due.push(client);
    }
    await Promise.all(due.map((client) => this.revalidate(client, now)));
  }

  /** Closes every socket (server shutting down), stops the timers and releases the hub. Idempotent. */
  close(): Promise<void> {
    this.closing ??= this.shutdown();
    return this.closing;
  }

  private async shutdown(): Promise<void> {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    this.coalescer.stop();
    const closing = [...this.clients.all].map(
      (client) =>
        new Promise<void>((resolve) => {
          const timer = setTimeout(() => {
            client.socket.terminate();
            resolve();
          }, 1000);
          client.socket.once('close', () => {
            clearTimeout(timer);
            resolve();
          });
          client.socket.close(CLOSE_GOING_AWAY, 'Server shutting down');
        }),
    );
    await Promise.all(closing);
    await this.deps.hub.close();
  }

  private restartHeartbeat(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = setInterval(() => void this.sweep(), this.limits.heartbeatMs);
    this.heartbeat.unref();
  }

  private now(): number {
    return this.deps.clock().getTime();
  }

  private detach(client: Client): void {
    if (!this.clients.remove(client)) return;
    const userId = client.handshake.session?.userId;
    if (userId && this.clients.socketsOfUser(userId) === 0) this.chatLimiter.forget(userId);
    this.deps.hub.setLocalCount(this.clients.size);
  }

  private onFrame(client: Client, data: Buffer, isBinary: boolean): void {
    client.alive = true;
    const now = this.now();
    if (!spendFrame(client, now, this.limits)) {
      this.deps.log.warn({ clientId: client.id }, 'realtime: frame flood, socket closed');
      client.socket.close(CLOSE_POLICY, 'Too many messages');
      return;
    }
    const parsed = isBinary
      ? ({ ok: false, reason: 'schema' } as const)
      : parseClientFrame(data.toString('utf8'));
    if (!parsed.ok) {
      client.malformed += 1;
      // Logged once per socket at warn level, so a misbehaving client cannot flood the log.
      const level = client.malformed === 1 ? 'warn' : 'debug';
      this.deps.log[level]({ clientId: client.id, reason: parsed.reason }, 'realtime: frame ignored');
      return;
    }
    const frame = parsed.frame;
    switch (frame.type) {
      case 'ping':
        this.send(client, { type: 'heartbeat_response', timestamp: now });
        return;
      case 'history':
        // One history per socket per interval: each answer is up to 50 messages of output.
        if (client.lastHistoryAt !== null && now - client.lastHistoryAt < this.limits.historyIntervalMs)
          return;
        client.lastHistoryAt = now;
        this.deps.hub.history().then(
          (messages) => this.send(client, { type: 'history', messages }),
          (error: unknown) => this.deps.log.warn({ err: String(error) }, 'realtime: history unavailable'),
        );
        return;
      case 'troll_message':
        this.onChat(client, frame, now);
        return;
    }
  }

  private onChat(
    client: Client,
    frame: { trollName: string; message: string; color: string },
    now: number,
  ): void {
    const session = client.handshake.session;
    if (!session) {
      this.deps.log.debug({ clientId: client.id }, 'realtime: visitor tried to post');
      return;
    }
    // Counted before the sanitizer runs, so a flood costs no sanitizing work.
    if (!this.chatLimiter.allow(session.userId, now)) return;
    const chat = chatMessageFromFrame(frame, now);
    if (!chat) return;
    this.deps.hub
      .publishChat(chat)
      .catch((error: unknown) => this.deps.log.warn({ err: String(error) }, 'realtime: chat not delivered'));
  }

  private async revalidate(client: Client, now: number): Promise<void> {
    const session = client.handshake.session;
    if (!session) return;
    try {
      const found = await findSession(this.deps.database(), session.token, new Date(now));
      if (found?.kind !== 'full' || found.id !== session.id) {
        client.socket.close(CLOSE_SESSION_ENDED, 'Session ended');
        return;
      }
      client.validatedAt = now;
    } catch (error) {
      this.deps.log.warn({ err: String(error) }, 'realtime: session re-check failed');
    }
  }

  private deliverAuthSuccess(event: AuthSuccessEvent): void {
    for (const client of this.clients.ofBrowser(event.browserKey)) {
      this.send(client, { type: 'auth_success', email: event.email, userId: event.userId });
    }
  }

  private closeSession(sessionId: string): void {
    for (const client of this.clients.ofSession(sessionId))
      client.socket.close(CLOSE_SESSION_ENDED, 'Session ended');
  }

  private send(client: Client, message: ServerMessage): void {
    this.write(client, encode(message));
  }

  private write(client: Client, bytes: Buffer): boolean {
    const result = writeFrame(client, bytes, this.limits.maxBufferedBytes);
    if (result === 'dropped') {
      this.droppedSlowSockets += 1;
      this.deps.log.warn({ clientId: client.id }, 'realtime: socket stopped reading, dropped');
    }
    return result === 'sent';
  }

  /** Writes the same bytes to every socket; returns how many were sent. */
  private broadcast(message: ServerMessage): number {
    const bytes = encode(message);
    let sent = 0;
    for (const client of this.clients.all) if (this.write(client, bytes)) sent += 1;
    return sent;
  }
}
