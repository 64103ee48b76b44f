import type { RealtimeLimits } from './limits';
import type { Client } from './registry';

/** Counts a frame in the socket's window; false once the socket has sent more than the limit allows. */
export function spendFrame(client: Client, now: number, limits: RealtimeLimits): boolean {
  if (now - client.frameWindowStart >= limits.frameWindowMs || now < client.frameWindowStart) {
    client.frameWindowStart = now;
    client.frames = 0;
  }
  client.frames += 1;
  return client.frames <= limits.frames;
}
