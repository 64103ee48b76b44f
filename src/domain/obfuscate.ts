// Light obfuscation for the landing email remembered in localStorage (docs/product.md §2.2). NOT security:
// it only keeps the address from being readable at a glance or greppable in a storage dump.
//
// Each UTF-16 unit is XORed with a repeating key mixed with its position, so repeated characters
// do not repeat in the output; a checksum unit lets garbage decode to null. Units (not UTF-8) are
// encoded, two bytes each, so every JS string round-trips, lone surrogates included.

const VERSION = 'v1.';
const KEY = [0x5a3c, 0x9e17, 0x2b81, 0xc4d6, 0x7f0e, 0x13a9, 0xe652, 0x38cb];

function keyAt(index: number): number {
  return (KEY[index % KEY.length]! ^ Math.imul(index + 1, 0x9e37)) & 0xffff;
}

function checksum(units: readonly number[]): number {
  let sum = 0x1d2f;
  for (const unit of units) sum = (Math.imul(sum, 31) + unit) & 0xffff;
  return sum;
}

export function obfuscate(s: string): string {
  const units: number[] = [];
  for (let i = 0; i < s.length; i += 1) units.push(s.charCodeAt(i));
  units.push(checksum(units));
  let binary = '';
  units.forEach((unit, i) => {
    const x = unit ^ keyAt(i);
    binary += String.fromCharCode(x >> 8, x & 0xff);
  });
  return VERSION + btoa(binary);
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** The original string, or null when the value is not something obfuscate() produced. */
export function deobfuscate(s: string): string | null {
  if (!s.startsWith(VERSION)) return null;
  const body = s.slice(VERSION.length);
  // atob tolerates whitespace and missing padding; be strict so garbage is refused.
  if (!BASE64.test(body)) return null;
  const binary = atob(body);
  if (binary.length < 2 || binary.length % 2 !== 0) return null;
  const units: number[] = [];
  for (let i = 0; i < binary.length / 2; i += 1) {
    const x = (binary.charCodeAt(2 * i) << 8) | binary.charCodeAt(2 * i + 1);
    units.push(x ^ keyAt(i));
  }
  const check = units.pop();
  if (check !== checksum(units)) return null;
  let out = '';
  // Chunked, so a long value cannot overflow the argument list.
  for (let i = 0; i < units.length; i += 4096) out += String.fromCharCode(...units.slice(i, i + 4096));
  return out;
}
