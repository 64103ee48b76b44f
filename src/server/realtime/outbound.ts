import type { ServerMessage } from '../../shared/realtime';
import type { Client } from './registry';

const OPEN = 1;
/** A socket that cannot keep up with this much queued output is dropped rather than buffered. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/** Serialised once per message, so a broadcast writes the same bytes to every socket. */
export function encode(message: ServerMessage): Buffer {
  return Buffer.from(JSON.stringify(message));
}

/** Writes to an open socket; a socket too far behind is terminated. True when written. */
export function writeFrame(client: Client, bytes: Buffer): boolean {
  const { socket } = client;
  if (socket.readyState !== OPEN) return false;
  if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
    socket.terminate();
    return false;
  }
  socket.send(bytes, { binary: false });
  return true;
}
