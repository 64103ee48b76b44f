// Trollbox message sanitiser, shared by the browser (before sending) and the server (on receipt).
// Messages are always rendered as plain text (docs/security.md R20); this is defence in depth and the
// product rule of docs/product.md §5, so it errs on the side of removing too much.
//
// Decisions:
// - Letters and digits are Unicode-aware (\p{L}\p{N}) so non-English chat survives. Input is
//   NFKC-normalised first, which folds fullwidth '＜' to '<' and 'ｈｔｔｐ' to 'http' before any check
//   and composes most accents. Combining marks (\p{M}) are kept only directly after a letter or
//   digit, at most MAX_MARKS in a row, so Indic/Thai text works but "Zalgo" stacking does not.
// - Control (Cc) and format (Cf) characters go: bidi overrides, zero-width joiners/spaces, BOM.
//   So do the invisible Hangul fillers, which are letters but render as nothing.
// - Every whitespace run (newline, tab, NBSP …) becomes one space.
// - Links: any `scheme://` run (backslashes too, as browsers accept) is blocked before the
//   character filter, which would otherwise hide it; after the filter every word still containing
//   'http', 'www.' or a domain-like 'x.ab' is blocked too. That catches bare domains (evil.com/path) and also blocks
//   harmless words such as 'Node.js' or 'Hello.World': accepted, chat here is casual.
// - A literal '[LINK BLOCKED]' in the input is kept, which makes sanitising idempotent.

import { TROLLBOX_MAX_LENGTH } from './troll-name';

export const LINK_BLOCKED = '[LINK BLOCKED]';

// Bounds the work done on hostile input; the UI input holds 200 characters, so anything longer is
// already hostile, and entity-encoded text shrinks by at most ~10x.
const MAX_INPUT_LENGTH = 4000;
const MAX_MARKS = 2;
const MAX_PASSES = 5;

type Segment = { kind: 'text'; value: string } | { kind: 'link' };

const NAMED_ENTITIES: Record<string, string> = {
  lt: '<',
  gt: '>',
  amp: '&',
  quot: '"',
  apos: "'",
  colon: ':',
  sol: '/',
  bsol: '\\',
  tab: '\t',
  newline: '\n',
  nbsp: ' ',
  lpar: '(',
  rpar: ')',
  period: '.',
  equals: '=',
  num: '#',
  percnt: '%',
};

function decodeCodePoint(code: number): string {
  // Surrogates, NUL and out-of-range values decode to nothing rather than U+FFFD.
  if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '';
  return String.fromCodePoint(code);
}

/** Undoes HTML entities (semicolon optional, as browsers allow) and ASCII %XX escapes. */
function decodeEscapes(input: string): string {
  let text = input;
  // Repeated so double encodings (&amp;lt; or %253C) cannot smuggle a '<' past the checks.
  for (let i = 0; i < 3; i += 1) {
    const next = text
      .replace(/&#x([0-9a-f]{1,6});?/gi, (_, hex: string) => decodeCodePoint(Number.parseInt(hex, 16)))
      .replace(/&#([0-9]{1,7});?/g, (_, dec: string) => decodeCodePoint(Number.parseInt(dec, 10)))
      .replace(/&([a-z]+);/gi, (whole, name: string) => NAMED_ENTITIES[name.toLowerCase()] ?? whole)
      .replace(/%([0-7][0-9a-f])/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    if (next === text) break;
    text = next;
  }
  return text;
}

const INVISIBLE = /[\p{Cf}\u115F\u1160\u3164\uFFA0]|(?![\t\n\v\f\r])\p{Cc}/gu;

// Letters of a script keyword with any whitespace between them, as browsers tolerate.
function spacedKeyword(word: string): string {
  return [...word].join('\\s*');
}
const SCRIPT_SCHEME = new RegExp(
  `(?:${spacedKeyword('javascript')}|${spacedKeyword('vbscript')})\\s*:`,
  'giu',
);
const SCRIPT_BLOCK = /<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/giu;
const COMMENT = /<!--[\s\S]*?-->/gu;
const TAG = /<\/?[\p{L}!?][^<>]*>/gu;
const EVENT_HANDLER = /(?<![\p{L}\p{N}])on[a-z]{3,}\s*=/giu;

/** Strips markup, script schemes and event handlers until nothing more matches. */
function stripMarkup(input: string): string {
  let text = input;
  for (let i = 0; i < 10; i += 1) {
    const next = text
      .replace(SCRIPT_BLOCK, ' ')
      .replace(COMMENT, ' ')
      .replace(TAG, ' ')
      .replace(SCRIPT_SCHEME, '')
      .replace(EVENT_HANDLER, '');
    if (next === text) break;
    text = next;
  }
  return text;
}

// The lookbehind makes each scheme match start at a word start, keeping the scan linear.
const SCHEME_URL = /(?<![\p{L}\p{N}+.-])\p{L}[\p{L}\p{N}+.-]*:[/\\]{2}\S*/gu;
const LINKISH_WORD = /http|www\.|[\p{L}\p{N}_-]\.\p{L}\p{L}/iu;

function splitSchemeUrls(text: string): Segment[] {
  const segments: Segment[] = [];
  let last = 0;
  for (const match of text.matchAll(SCHEME_URL)) {
    segments.push({ kind: 'text', value: text.slice(last, match.index) }, { kind: 'link' });
    last = match.index + match[0].length;
  }
  segments.push({ kind: 'text', value: text.slice(last) });
  return segments;
}

const ALLOWED = /[\p{L}\p{N}.,!?()_\- ]/u;
const BASE = /[\p{L}\p{N}]/u;
const MARK = /\p{M}/u;

/** Keeps only the allowed characters; whitespace runs become one space. */
function filterCharacters(text: string): string {
  let out = '';
  let marks = 0;
  let afterBase = false;
  for (const ch of text.replace(/\s+/gu, ' ')) {
    if (MARK.test(ch)) {
      if (afterBase && marks < MAX_MARKS) {
        out += ch;
        marks += 1;
      }
      continue;
    }
    if (!ALLOWED.test(ch)) continue;
    out += ch;
    marks = 0;
    afterBase = BASE.test(ch);
  }
  return out.replace(/ {2,}/g, ' ');
}

/** Blocks every word that still looks like a link once the filter has run. */
function blockLinkishWords(text: string): Segment[] {
  const segments: Segment[] = [];
  let buffer = '';
  for (const part of text.split(/( )/)) {
    if (part !== ' ' && LINKISH_WORD.test(part)) {
      segments.push({ kind: 'text', value: buffer }, { kind: 'link' });
      buffer = '';
    } else {
      buffer += part;
    }
  }
  segments.push({ kind: 'text', value: buffer });
  return segments;
}

function sanitizePiece(piece: string): Segment[] {
  // NFKC both sides of decoding: '＆lt;' only becomes an entity after folding, '&#xFF1C;' only after.
  const decoded = decodeEscapes(piece.normalize('NFKC')).normalize('NFKC');
  const cleaned = stripMarkup(decoded.replace(INVISIBLE, ''));
  return splitSchemeUrls(cleaned).flatMap((segment) =>
    segment.kind === 'link' ? [segment] : blockLinkishWords(filterCharacters(segment.value)),
  );
}

/** Joins segments, cutting at `max` UTF-16 units without splitting a marker or a surrogate pair. */
function render(segments: Segment[], max: number): string {
  const joined = segments.map((s) => (s.kind === 'link' ? LINK_BLOCKED : s.value)).join('');
  const normalized = joined.replace(/ {2,}/g, ' ').trim();
  if (normalized.length <= max) return normalized;
  let out = '';
  for (const part of normalized
    .split(LINK_BLOCKED)
    .flatMap((text, i) => (i === 0 ? [text] : [LINK_BLOCKED, text]))) {
    if (part === LINK_BLOCKED) {
      if (out.length + part.length > max) break;
      out += part;
      continue;
    }
    for (const ch of part) {
      if (out.length + ch.length > max) return out.trim();
      out += ch;
    }
  }
  return out.trim();
}

function sanitizeOnce(input: string): string {
  const bounded = input.slice(0, MAX_INPUT_LENGTH);
  const segments = bounded
    .split(LINK_BLOCKED)
    .flatMap((piece, i): Segment[] =>
      i === 0 ? sanitizePiece(piece) : [{ kind: 'link' }, ...sanitizePiece(piece)],
    );
  return render(segments, TROLLBOX_MAX_LENGTH);
}

/**
 * Sanitises a trollbox message per docs/product.md §5. Returns '' when nothing is left (callers drop it).
 * Removing text can form new patterns ('javajavascript:script:'), so passes repeat to a fixed point.
 */
export function sanitizeChatMessage(input: string): string {
  let current = sanitizeOnce(input);
  for (let i = 1; i < MAX_PASSES; i += 1) {
    const next = sanitizeOnce(current);
    if (next === current) break;
    current = next;
  }
  return current;
}

const TROLL_NAME = /^[A-Za-z0-9]{1,40}$/;

/**
 * Accepts a trollbox name of ASCII letters and digits only (max 40), trimmed; else null.
 * ASCII only, so look-alike letters from other scripts cannot impersonate another name.
 */
export function sanitizeTrollName(name: string): string | null {
  const trimmed = name.trim();
  return TROLL_NAME.test(trimmed) ? trimmed : null;
}

/** True for '#RGB' or '#RRGGBB'. */
export function isHexColor(s: string): boolean {
  return /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(s);
}
