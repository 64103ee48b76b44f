// The /ws channel's messages (docs/product.md §3), zod-free so the landing page can read them cheaply. The
// server validates incoming frames with its own strict schema (src/server/realtime/frames.ts).

/** A chat message as every client receives it; the server sets id, timestamp and isAdmin. */
export interface TrollMessage {
  id: string;
  trollName: string;
  message: string;
  /** Milliseconds since the epoch, from the server's clock. */
  timestamp: number;
  color: string;
  isAdmin: boolean;
}

export type ServerMessage =
  /** `signedIn`: the socket's cookies carry a full session (a visitor's socket says false). */
  | { type: 'connected'; clientId: string; deviceCount: number; signedIn: boolean }
  | { type: 'device_count_update'; deviceCount: number }
  | { type: 'auth_success'; email: string; userId: string }
  | ({ type: 'troll_message' } & TrollMessage)
  | { type: 'heartbeat_response'; timestamp: number }
  | { type: 'history'; messages: TrollMessage[] };

export type ClientMessage =
  | { type: 'ping' }
  | { type: 'troll_message'; trollName: string; message: string; timestamp: number; color: string }
  /** Asks for the last messages (at most 50); answered with a 'history' message. */
  | { type: 'history' };

/** Frames above this many bytes close the socket with 1009 (docs/security.md R19). */
export const MAX_FRAME_BYTES = 16 * 1024;
/** The chat history kept for a newly opened trollbox. */
export const CHAT_HISTORY_SIZE = 50;
/** Close code for a socket whose session ended (logout, expiry): sign-in state must be refreshed. */
export const CLOSE_SESSION_ENDED = 4001;

type Fields = Record<string, unknown>;

function isRecord(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isString = (v: unknown): v is string => typeof v === 'string';
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;

/** A chat message from the wire, or null when any field is missing or of the wrong type. */
export function toTrollMessage(value: unknown): TrollMessage | null {
  if (!isRecord(value)) return null;
  const { id, trollName, message, timestamp, color, isAdmin } = value;
  if (!isString(id) || !isString(trollName) || !isString(message) || !isString(color)) return null;
  if (!isCount(timestamp)) return null;
  return { id, trollName, message, timestamp, color, isAdmin: isAdmin === true };
}

/** Reads a server frame in the browser; anything unexpected is null (and only logged by the caller). */
export function parseServerMessage(data: string): ServerMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  switch (value.type) {
    case 'connected':
      return isString(value.clientId) && isCount(value.deviceCount)
        ? {
            type: 'connected',
            clientId: value.clientId,
            deviceCount: value.deviceCount,
            signedIn: value.signedIn === true,
          }
        : null;
    case 'device_count_update':
      return isCount(value.deviceCount)
        ? { type: 'device_count_update', deviceCount: value.deviceCount }
        : null;
    case 'auth_success':
      return isString(value.email)
        ? { type: 'auth_success', email: value.email, userId: isString(value.userId) ? value.userId : '' }
        : null;
    case 'troll_message': {
      const message = toTrollMessage(value);
      return message ? { type: 'troll_message', ...message } : null;
    }
    case 'heartbeat_response':
      return { type: 'heartbeat_response', timestamp: isCount(value.timestamp) ? value.timestamp : 0 };
    case 'history': {
      if (!Array.isArray(value.messages)) return null;
      const messages = value.messages.map(toTrollMessage).filter((m): m is TrollMessage => m !== null);
      return { type: 'history', messages };
    }
    default:
      return null;
  }
}
