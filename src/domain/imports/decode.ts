import { IMPORT_LIMITS, ImportFileError, type ImportFormat } from './types';

// Bytes to text, refusing what is not a text file: NUL bytes or many control characters (a binary,
// a zip, a picture). UTF-8 when it decodes as UTF-8 (a BOM is dropped), else Windows-1252, which is
// what older OFX/QIF exports from banks use.

export function decodeBankFile(bytes: Uint8Array): string {
  if (bytes.length > IMPORT_LIMITS.bytes) {
    throw new ImportFileError('The file is larger than 5 MB; split it into smaller files', true);
  }
  if (bytes.length === 0) throw new ImportFileError('The file is empty');
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return guardText(new TextDecoder('utf-16le').decode(bytes));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return guardText(new TextDecoder('utf-16be').decode(bytes));
  if (bytes.includes(0)) throw new ImportFileError('This is not a text file (it looks like a binary file)');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  return guardText(text);
}

function guardText(text: string): string {
  const sample = text.slice(0, 64 * 1024);
  let control = 0;
  for (let i = 0; i < sample.length; i++) {
    const c = sample.charCodeAt(i);
    if (c === 0) throw new ImportFileError('This is not a text file (it looks like a binary file)');
    if (c < 32 && c !== 9 && c !== 10 && c !== 13 && c !== 12) control++;
  }
  if (control > sample.length / 100 + 2) {
    throw new ImportFileError('This is not a text file (it looks like a binary file)');
  }
  return text.replace(/^\uFEFF/, '');
}

/** The format the content is in, whatever the file is called; the extension only breaks ties. */
export function detectFormat(text: string, fileName = ''): ImportFormat {
  const head = text.slice(0, 4096).trimStart();
  if (/^OFXHEADER\s*:/i.test(head) || /<OFX>/i.test(head) || /<\?OFX\s/i.test(head)) return 'ofx';
  if (/^<\?xml/i.test(head) || head.startsWith('<')) {
    if (/urn:iso:std:iso:20022:tech:xsd:camt\.05[23]/i.test(head) || /<BkToCstmrStmt>/i.test(head)) {
      return 'camt';
    }
    if (/<OFX/i.test(text.slice(0, 64 * 1024))) return 'ofx';
    throw new ImportFileError('This XML file is neither OFX nor a CAMT.053 statement');
  }
  if (/^!(Type|Account|Option)/i.test(head)) return 'qif';
  if (/\.qif$/i.test(fileName) && /^\^/m.test(head)) return 'qif';
  return 'csv';
}
