import type { ServerMessage } from '../../shared/realtime';
import type { Client } from './registry';

const OPEN = 1;

/** Serialised once per message, so a broadcast writes the same bytes to every socket. */
export function encode(message: ServerMessage): Buffer {
  return Buffer.from(JSON.stringify(message));
}

/**
 * Writes to an open socket. A socket whose unsent output would pass `maxBufferedBytes` (a client
 * that stopped reading) is terminated rather than buffered.
 */
export function writeFrame(
  client: Client,
  bytes: Buffer,
  maxBufferedBytes: number,
): 'sent' | 'not_open' | 'dropped' {
  const { socket } = client;
  if (socket.readyState !== OPEN) return 'not_open';
  if (socket.bufferedAmount + bytes.length > maxBufferedBytes) {
    socket.terminate();
    return 'dropped';
  }
  socket.send(bytes, { binary: false });
  return 'sent';
}
