import { z } from 'zod';
import type { ClientMessage } from '../../shared/realtime';
import { nestedDeeperThan } from '../http/json-body';

// One strict schema per client frame (docs/security.md R29): unknown types and unknown keys are refused.
// Lengths here only bound the work; the chat sanitizer decides what is kept.
const ping = z.strictObject({ type: z.literal('ping') });
const history = z.strictObject({ type: z.literal('history') });
const trollMessage = z.strictObject({
  type: z.literal('troll_message'),
  trollName: z.string().max(100),
  message: z.string().max(4000),
  timestamp: z.number().finite(),
  color: z.string().max(20),
});

const clientFrame = z.discriminatedUnion('type', [ping, history, trollMessage]);

export type FrameResult = { ok: true; frame: ClientMessage } | { ok: false; reason: 'json' | 'schema' };

/** Parses one text frame; malformed JSON and frames outside the schema are reported, never thrown. */
export function parseClientFrame(data: string): FrameResult {
  // No frame of ours nests; a deeply nested one is not walked at all (docs/security.md R29).
  if (nestedDeeperThan(data, 4)) return { ok: false, reason: 'json' };
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return { ok: false, reason: 'json' };
  }
  const parsed = clientFrame.safeParse(value);
  return parsed.success ? { ok: true, frame: parsed.data } : { ok: false, reason: 'schema' };
}
