import { randomUUID } from 'node:crypto';
import { isHexColor, sanitizeChatMessage, sanitizeTrollName } from '../../domain/chat/sanitize';
import type { TrollMessage } from '../../shared/realtime';

/**
 * The chat message to publish for a posted frame, sanitized with the browser's own function; null
 * when nothing fit to show is left (empty after sanitizing, a bad name or colour).
 */
export function chatMessageFromFrame(
  frame: { trollName: string; message: string; color: string },
  now: number,
): TrollMessage | null {
  const trollName = sanitizeTrollName(frame.trollName);
  const message = sanitizeChatMessage(frame.message);
  if (!trollName || !message || !isHexColor(frame.color)) return null;
  return { id: randomUUID(), trollName, message, timestamp: now, color: frame.color, isAdmin: false };
}
