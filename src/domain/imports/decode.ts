import { IMPORT_LIMITS, ImportFileError, type ImportFormat, unsupported } from './types';

// Bytes to text (docs/decisions/098). A byte-order mark names the encoding; without one, UTF-16 shows
// itself by its zero bytes (every other byte of ASCII text), UTF-8 by decoding cleanly, and anything
// else is read as Windows-1252, the superset of Latin-1 that older OFX/QIF/CSV exports use. Files
// that are not statements at all (PDF, a spreadsheet or zip, a picture, random bytes) are named.

export type TextEncodingName = 'UTF-8' | 'UTF-16LE' | 'UTF-16BE' | 'Windows-1252';

export interface DecodedFile {
  text: string;
  encoding: TextEncodingName;
}

const startsWith = (bytes: Uint8Array, ...prefix: number[]) => prefix.every((b, i) => bytes[i] === b);

/** Binary formats people download instead of a statement export, named so they know what to do. */
function refuseKnownBinary(bytes: Uint8Array): void {
  if (startsWith(bytes, 0x25, 0x50, 0x44, 0x46)) throw unsupported('This is a PDF document');
  if (startsWith(bytes, 0x50, 0x4b, 0x03, 0x04)) {
    throw unsupported('This is a zip archive or an Excel (.xlsx) workbook; save the sheet as CSV');
  }
  if (startsWith(bytes, 0xd0, 0xcf, 0x11, 0xe0)) {
    throw unsupported('This is an Excel (.xls) or Word document; save the sheet as CSV');
  }
  if (startsWith(bytes, 0x89, 0x50, 0x4e, 0x47) || startsWith(bytes, 0xff, 0xd8, 0xff)) {
    throw unsupported('This is a picture');
  }
}

/** UTF-16 without a byte-order mark: ASCII text has a zero in every other byte. */
function utf16WithoutBom(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  const n = Math.min(bytes.length, 4096) & ~1;
  if (n < 4) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < n; i += 2) {
    if (bytes[i] === 0) evenZeros++;
    if (bytes[i + 1] === 0) oddZeros++;
  }
  const pairs = n / 2;
  if (oddZeros > pairs * 0.4 && evenZeros < pairs * 0.05) return 'utf-16le';
  if (evenZeros > pairs * 0.4 && oddZeros < pairs * 0.05) return 'utf-16be';
  return null;
}

export function decodeBankFile(bytes: Uint8Array): DecodedFile {
  if (bytes.length > IMPORT_LIMITS.bytes) {
    throw new ImportFileError('The file is larger than 5 MB; split it into smaller files', true);
  }
  if (bytes.length === 0) throw new ImportFileError('The file is empty');
  refuseKnownBinary(bytes);
  if (startsWith(bytes, 0xff, 0xfe)) {
    return { text: guardText(new TextDecoder('utf-16le').decode(bytes)), encoding: 'UTF-16LE' };
  }
  if (startsWith(bytes, 0xfe, 0xff)) {
    return { text: guardText(new TextDecoder('utf-16be').decode(bytes)), encoding: 'UTF-16BE' };
  }
  const wide = utf16WithoutBom(bytes);
  if (wide) {
    return {
      text: guardText(new TextDecoder(wide).decode(bytes)),
      encoding: wide === 'utf-16le' ? 'UTF-16LE' : 'UTF-16BE',
    };
  }
  if (bytes.includes(0)) throw notText();
  try {
    return { text: guardText(new TextDecoder('utf-8', { fatal: true }).decode(bytes)), encoding: 'UTF-8' };
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    return { text: guardText(decodeWindows1252(bytes)), encoding: 'Windows-1252' };
  }
}

// Windows-1252's printable characters at 0x80–0x9F (where Latin-1 has control codes); the runtime's
// decoder may be ICU-less and read the label as Latin-1, so these are mapped here.
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';

function decodeWindows1252(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    const chunk = bytes.subarray(i, i + 0x8000);
    let part = '';
    for (const b of chunk)
      part += b >= 0x80 && b <= 0x9f ? (CP1252_HIGH[b - 0x80] as string) : String.fromCharCode(b);
    text += part;
  }
  return text;
}

const notText = () => unsupported('This is not a text file (it looks like a binary file)');

function guardText(text: string): string {
  const sample = text.slice(0, 64 * 1024);
  let control = 0;
  for (let i = 0; i < sample.length; i++) {
    const c = sample.charCodeAt(i);
    if (c === 0) throw notText();
    if ((c < 32 && c !== 9 && c !== 10 && c !== 13 && c !== 12) || c === 0xfffd) control++;
  }
  if (control > sample.length / 100 + 2) throw notText();
  return text.replace(/^\uFEFF/, '');
}

/** The root element's name of an XML document, for naming an unknown one. */
function rootElement(text: string): string {
  const body = text.replace(/^<\?xml[^>]*\?>/, '').replace(/<!--[\s\S]*?-->/g, '');
  return /<([A-Za-z_][\w.:-]*)/.exec(body)?.[1] ?? 'unknown';
}

const CAMT =
  /urn:iso:std:iso:20022:tech:xsd:camt\.05[234]|<(\w+:)?(BkToCstmrStmt|BkToCstmrAcctRpt|BkToCstmrDbtCdtNtfctn)\b/i;

/** The format the content is in, whatever the file is called; the extension only breaks ties. */
export function detectFormat(text: string, fileName = ''): ImportFormat {
  const head = text.slice(0, 4096).trimStart();
  if (/^OFXHEADER\s*:/i.test(head) || /<OFX>/i.test(head) || /<\?OFX\s/i.test(head)) return 'ofx';
  if (/^(\{1:F\d\d|:20:|:940:|\{4:)/.test(head) || (/^:20:/m.test(head) && /^:(25|28C?):/m.test(head))) {
    return 'mt940';
  }
  if (/^<!DOCTYPE\s+html|^<html[\s>]/i.test(head)) throw unsupported('This is a web page (HTML)');
  if (head.startsWith('<')) {
    if (CAMT.test(text.slice(0, 64 * 1024))) return 'camt';
    if (/<OFX[\s>]/i.test(text.slice(0, 64 * 1024))) return 'ofx';
    throw unsupported(`This XML file (root element <${rootElement(head).slice(0, 60)}>) is not a statement`);
  }
  if (/^[[{]/.test(head)) {
    throw unsupported('This is a JSON file, not a bank statement');
  }
  if (/^!(Type|Account|Option|Clear)/i.test(head)) return 'qif';
  if (/\.qif$/i.test(fileName) && /^\^/m.test(head)) return 'qif';
  return 'csv';
}
