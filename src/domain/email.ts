// Email checks for the landing form and the server (docs/product.md §5: "name@domain.tld with no spaces").

/** RFC 5321's practical limit for a forward path. */
export const EMAIL_MAX_LENGTH = 254;

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// Stricter than the spec's shape: these let one string parse as a display name plus another
// address, or as a list ('a,victim@x.com'), in mail libraries; controls invite header injection.
const UNSAFE = /[\p{Cc}\p{Cf}<>()[\]\\,;:"]/u;

export function isValidEmail(s: string): boolean {
  // Length first, so the regex never sees long input.
  if (s.length === 0 || s.length > EMAIL_MAX_LENGTH) return false;
  return EMAIL_SHAPE.test(s) && !UNSAFE.test(s);
}

/** Trimmed and lower-cased, the key for lookups and rate limits. */
export function normalizeEmail(s: string): string {
  return s.trim().toLowerCase();
}
