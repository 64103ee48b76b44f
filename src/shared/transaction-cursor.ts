import { isDateInRange, isIsoDate } from '../domain/calendar';
import { UUID_PATTERN } from './ids';

// The keyset of the transactions search (decision 135): the last row's date, the instant it was
// recorded and its id, the list's order. Opaque to clients: base64url of a JSON triple.

export interface TransactionCursor {
  date: string;
  /** created_at as UTC ISO text with microseconds, so the keyset compares exactly. */
  at: string;
  id: string;
}

const AT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function fromBase64Url(value: string): string | null {
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(value)) return null;
  try {
    const binary = atob(value.replaceAll('-', '+').replaceAll('_', '/'));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

export function encodeCursor(cursor: TransactionCursor): string {
  return toBase64Url(JSON.stringify([cursor.date, cursor.at, cursor.id]));
}

/** The cursor, or null when it is not one the list could have given. */
export function decodeCursor(value: string): TransactionCursor | null {
  const text = fromBase64Url(value);
  if (text === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) return null;
  const [date, at, id] = parsed as unknown[];
  if (typeof date !== 'string' || !isIsoDate(date) || !isDateInRange(date)) return null;
  if (typeof at !== 'string' || !AT_PATTERN.test(at) || Number.isNaN(Date.parse(at))) return null;
  if (typeof id !== 'string' || !UUID_PATTERN.test(id)) return null;
  return { date, at, id: id.toLowerCase() };
}
