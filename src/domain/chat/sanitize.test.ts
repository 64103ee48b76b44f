import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isHexColor, LINK_BLOCKED, sanitizeChatMessage, sanitizeTrollName } from './sanitize';

// Nothing of these may survive in any output, whatever the input.
function expectHarmless(output: string): void {
  expect(output.length).toBeLessThanOrEqual(200);
  expect(output).toBe(output.trim());
  const out = output.replaceAll(LINK_BLOCKED, ' ');
  const lower = out.toLowerCase();
  expect(out).not.toMatch(/[<>"'`=:/\\&%;]/);
  expect(lower).not.toContain('http');
  expect(lower).not.toContain('www.');
  expect(lower).not.toContain('javascript');
  expect(lower).not.toMatch(/(?<![\p{L}\p{N}])on[a-z]{3,}\s*=/u);
  expect(out).not.toMatch(/[\p{Cc}\p{Cf}[\]]/u);
}

describe('sanitizeChatMessage: OWASP XSS filter-evasion classics', () => {
  it.each([
    ['<script>alert(1)</script>', ''],
    ["<IMG SRC=javascript:alert('XSS')>", ''],
    ['<img src=x onerror=alert(1)>', ''],
    ['<svg/onload=alert(1)>', ''],
    ['<body onload=alert(1)>hi', 'hi'],
    ['jav&#x09;ascript:alert(1)', 'alert(1)'],
    ['jav&#x0A;ascript&colon;alert(1)', 'alert(1)'],
    ['&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)', 'alert(1)'],
    ['<a href="javas\tcript:alert(1)">click</a>', 'click'],
    ['JaVaScRiPt:alert(1)', 'alert(1)'],
    ['java\u200Bscript:alert(1)', 'alert(1)'],
    ['javajavascript:script:alert(1)', 'alert(1)'],
    ['<<SCRIPT>alert("XSS");//<</SCRIPT>', ''],
    ['<iframe src=http://evil>', ''],
    ['"><script>', ''],
    ['%3Cscript%3Ealert(1)%3C/script%3E', ''],
    ['&lt;script&gt;alert(1)&lt;/script&gt;', ''],
    ['&amp;lt;b&amp;gt;bold', 'bold'],
    ['＜script＞alert(1)＜/script＞', ''],
    ['<!-- <script>x</script> -->ok', 'ok'],
    ['x" onerror="alert(1)', 'x alert(1)'],
    ['a onload = b', 'a b'],
    ['<div style="background:url(javascript:alert(1))">t</div>', 't'],
    ['abc\u202Edef', 'abcdef'],
    ['\u2066isolate\u2069 \u200Fmark', 'isolate mark'],
    ['a\u200Bb\u200Cc\u200Dd\uFEFFe', 'abcde'],
    ['null\u0000byte\u0007bell', 'nullbytebell'],
    ['\u3164\u3164', ''],
  ])('%j → %j', (input, expected) => {
    const out = sanitizeChatMessage(input);
    expect(out).toBe(expected);
    expectHarmless(out);
  });
});

describe('sanitizeChatMessage: links', () => {
  it.each([
    ['https://x.y/z', LINK_BLOCKED],
    ['see https://x.y/z?a=1&b=2 now', `see ${LINK_BLOCKED} now`],
    ['www.example.com', LINK_BLOCKED],
    ['HTTP://EXAMPLE.COM', LINK_BLOCKED],
    ['ftp://files.example/x', LINK_BLOCKED],
    ['ssh://host', LINK_BLOCKED],
    ['http:\\\\evil.com', LINK_BLOCKED],
    ['go to evil.com/path ok', `go to ${LINK_BLOCKED} ok`],
    ['(evil.io)', LINK_BLOCKED],
    ['ｈｔｔｐ：／／evil', LINK_BLOCKED],
    ['h&#116;tp', LINK_BLOCKED],
    ['ht<b></b>tp', 'ht tp'],
    ['ht\u200Btp', LINK_BLOCKED],
    ['http%3A%2F%2Fevil', LINK_BLOCKED],
    ['ht%tp', LINK_BLOCKED],
    ['WWW.', LINK_BLOCKED],
    ['a https://a.b b www.c.d c', `a ${LINK_BLOCKED} b ${LINK_BLOCKED} c`],
    ['[LINK BLOCKED] kept', `${LINK_BLOCKED} kept`],
    ['&#91;LINK BLOCKED&#93;', 'LINK BLOCKED'],
  ])('%j → %j', (input, expected) => {
    const out = sanitizeChatMessage(input);
    expect(out).toBe(expected);
    expectHarmless(out);
  });
});

describe('sanitizeChatMessage: ordinary text', () => {
  it.each([
    ['Hello, world! (test) _x-y?', 'Hello, world! (test) _x-y?'],
    ['I have 3.5 apples.', 'I have 3.5 apples.'],
    ['e.g. fine', 'e.g. fine'],
    ['Привет мир 123', 'Привет мир 123'],
    ['नमस्ते दुनिया', 'नमस्ते दुनिया'],
    ['日本語のテキスト', '日本語のテキスト'],
    ['cafe\u0301', 'café'],
    ['e\u0301\u0301\u0301\u0301 z', 'é\u0301\u0301 z'],
    ['line1\nline2\r\n\tx', 'line1 line2 x'],
    ['  padded   out  ', 'padded out'],
    ['a < b > c', 'a b c'],
    ['50% off; $5 @ shop #1 & more', '50 off 5 shop 1 more'],
    ['emoji 🎉 party', 'emoji party'],
    ['   ', ''],
    ['<b></b>', ''],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(sanitizeChatMessage(input)).toBe(expected);
  });
});

describe('sanitizeChatMessage: length', () => {
  it('truncates to 200 characters', () => {
    expect(sanitizeChatMessage('a'.repeat(300))).toBe('a'.repeat(200));
  });

  it('drops a marker that would not fit instead of cutting it', () => {
    const out = sanitizeChatMessage(`${'x'.repeat(195)} https://a.b`);
    expect(out).toBe('x'.repeat(195));
  });

  it('never splits a surrogate pair', () => {
    // U+20000 is a CJK letter outside the BMP that NFKC leaves alone.
    const out = sanitizeChatMessage(`a${'\u{20000}'.repeat(150)}`);
    expect(out.length).toBe(199);
    expect(out).toBe(`a${'\u{20000}'.repeat(99)}`);
  });

  it('stays fast on hostile input', () => {
    const started = performance.now();
    for (const input of [
      '<script>'.repeat(500),
      '<a'.repeat(2000),
      'a'.repeat(10_000),
      '&#x3c;'.repeat(700),
    ]) {
      sanitizeChatMessage(input);
    }
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

const anyUnit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));
const hostileUnit = fc.constantFrom(
  '<',
  '>',
  '/',
  ':',
  '\\',
  '"',
  "'",
  '=',
  '&',
  '#',
  ';',
  '%',
  '.',
  ' ',
  '\t',
  '\n',
  '\u202E',
  '\u200B',
  'h',
  't',
  'p',
  's',
  'w',
  'j',
  'a',
  'v',
  'c',
  'r',
  'i',
  'o',
  'n',
  'e',
  'x',
  'c',
  'o',
  'm',
  'http',
  'www.',
  'javascript:',
  '://',
  '<script>',
  '</script>',
  'onerror=',
  '&#x3c;',
  '%3C',
  '&lt;',
  '.com',
  '[LINK BLOCKED]',
  '[',
  ']',
  '＜',
  'ｈ',
  '\u0301',
);
const inputs = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.string({ unit: anyUnit, maxLength: 300 }),
  fc.string({ unit: hostileUnit, maxLength: 120 }),
);

describe('sanitizeChatMessage: properties', () => {
  it('never lets markup, links or control characters through', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const out = sanitizeChatMessage(input);
        expectHarmless(out);
        expect(out.toLowerCase()).not.toMatch(/http|:\/\/|www\.|javascript:|[<>]/);
      }),
      { numRuns: 2000 },
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const once = sanitizeChatMessage(input);
        expect(sanitizeChatMessage(once)).toBe(once);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('sanitizeTrollName', () => {
  it.each([
    ['SneakyGoblin42', 'SneakyGoblin42'],
    ['  Abc1  ', 'Abc1'],
    ['a'.repeat(40), 'a'.repeat(40)],
    ['a'.repeat(41), null],
    ['', null],
    ['Sneaky Goblin', null],
    ['<script>', null],
    ['Аdmin', null],
    ['name_1', null],
  ])('%j → %j', (input, expected) => {
    expect(sanitizeTrollName(input)).toBe(expected);
  });
});

describe('isHexColor', () => {
  it.each([
    ['#fff', true],
    ['#3B82F6', true],
    ['#3b82f6', true],
    ['#ffff', false],
    ['3B82F6', false],
    ['#3B82F6 ', false],
    ['#GGGGGG', false],
    ['red', false],
    ['#3B82F6;background:url(x)', false],
  ])('%j → %s', (input, expected) => {
    expect(isHexColor(input)).toBe(expected);
  });
});
