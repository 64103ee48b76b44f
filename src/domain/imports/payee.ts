// The payee as compared for duplicates and category proposals: case, accents, punctuation, card
// numbers, dates and reference numbers do not make two payees different ("AMAZON MKTP US*2K4 5/12"
// and "Amazon Mktp US" are the same).

export function normalizePayee(payee: string): string {
  return payee
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\*[a-z0-9]+/g, ' ')
    .replace(/[^a-z0-9\s]/g, ' ')
    .split(/\s+/)
    .filter((word) => word !== '' && !/\d/.test(word))
    .join(' ');
}
