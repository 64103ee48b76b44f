import { deobfuscate, obfuscate } from '../../../domain/obfuscate';

// docs/product.md §2.2: the typed email is remembered, lightly obfuscated (a convenience, not a secret).
const KEY = 'networth-remembered-email';

export function readRememberedEmail(): string {
  try {
    const stored = localStorage.getItem(KEY);
    return stored ? (deobfuscate(stored) ?? '') : '';
  } catch {
    return '';
  }
}

export function rememberEmail(email: string): void {
  try {
    if (email) localStorage.setItem(KEY, obfuscate(email));
    else localStorage.removeItem(KEY);
  } catch {
    // Storage may be unavailable (private mode); remembering is optional.
  }
}
