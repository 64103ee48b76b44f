import type { WebSocket } from 'ws';

/** Who opened the socket, settled at the handshake. */
export interface Handshake {
  /** The address key (IPv4, or the IPv6 /64) the per-address cap counts under. */
  ip: string;
  /** A full session only; visitors and pending two-factor sign-ins are null. */
  session: { id: string; token: string; userId: string } | null;
  /** SHA-256 of the browser's magic-link binding cookie, if it has one. */
  browserKey: string | null;
}

export interface Client {
  readonly id: string;
  readonly socket: WebSocket;
  readonly handshake: Handshake;
  alive: boolean;
  validatedAt: number;
  frameWindowStart: number;
  frames: number;
  malformed: number;
  /** When this socket last got a chat history (server clock, ms); null before the first. */
  lastHistoryAt: number | null;
}

function addTo(map: Map<string, Set<Client>>, key: string, client: Client): void {
  const set = map.get(key);
  if (set) set.add(client);
  else map.set(key, new Set([client]));
}

function removeFrom(map: Map<string, Set<Client>>, key: string, client: Client): void {
  const set = map.get(key);
  if (!set) return;
  set.delete(client);
  if (set.size === 0) map.delete(key);
}

function bump(map: Map<string, number>, key: string, by: number): void {
  const next = (map.get(key) ?? 0) + by;
  if (next <= 0) map.delete(key);
  else map.set(key, next);
}

/** This instance's sockets, indexed by session (logout) and browser (sign-in notices), and counted. */
export class ClientRegistry {
  readonly all = new Set<Client>();
  private readonly bySession = new Map<string, Set<Client>>();
  private readonly byBrowser = new Map<string, Set<Client>>();
  private readonly perUser = new Map<string, number>();
  private readonly perIp = new Map<string, number>();

  get size(): number {
    return this.all.size;
  }

  socketsOfIp(ip: string): number {
    return this.perIp.get(ip) ?? 0;
  }

  socketsOfUser(userId: string): number {
    return this.perUser.get(userId) ?? 0;
  }

  add(client: Client): void {
    const { handshake } = client;
    this.all.add(client);
    bump(this.perIp, handshake.ip, 1);
    if (handshake.session) {
      bump(this.perUser, handshake.session.userId, 1);
      addTo(this.bySession, handshake.session.id, client);
    }
    if (handshake.browserKey) addTo(this.byBrowser, handshake.browserKey, client);
  }

  /** Returns false when the client was not registered (already removed). */
  remove(client: Client): boolean {
    if (!this.all.delete(client)) return false;
    const { handshake } = client;
    bump(this.perIp, handshake.ip, -1);
    if (handshake.session) {
      bump(this.perUser, handshake.session.userId, -1);
      removeFrom(this.bySession, handshake.session.id, client);
    }
    if (handshake.browserKey) removeFrom(this.byBrowser, handshake.browserKey, client);
    return true;
  }

  ofSession(sessionId: string): Client[] {
    return [...(this.bySession.get(sessionId) ?? [])];
  }

  ofBrowser(browserKey: string): Client[] {
    return [...(this.byBrowser.get(browserKey) ?? [])];
  }
}
