import { normalizePayee } from './payee';

// What a bank's payee text commonly is, for a row nothing else categorizes (docs/decisions/191): a
// short list of well-known merchants and plain words, each naming one of the starting categories by
// its slug (src/shared/categories.ts). A phrase matches whole words of the normalised payee, in order:
// "shell" matches "SHELL OIL 57444" but not "SHELLFISH CO". The list stays small and unambiguous: a
// wrong guess costs the person more than no guess, and rules and the payee's history come first.

type StartingSlug =
  | 'salary'
  | 'investment'
  | 'housing'
  | 'transportation'
  | 'food'
  | 'utilities'
  | 'shopping';

interface CommonPayees {
  slug: StartingSlug;
  type: 'income' | 'expense';
  phrases: readonly string[];
}

export const COMMON_PAYEES: readonly CommonPayees[] = [
  {
    slug: 'salary',
    type: 'income',
    phrases: ['payroll', 'salary', 'wages', 'direct dep', 'gehalt', 'lohn', 'salaire', 'nomina'],
  },
  {
    slug: 'investment',
    type: 'income',
    phrases: ['dividend', 'dividends', 'interest paid', 'interest payment'],
  },
  {
    slug: 'housing',
    type: 'expense',
    phrases: ['rent', 'rent payment', 'landlord', 'property management', 'hoa', 'miete', 'loyer'],
  },
  {
    slug: 'transportation',
    type: 'expense',
    phrases: [
      'shell',
      'chevron',
      'exxon',
      'exxonmobil',
      'mobil',
      'texaco',
      'esso',
      'arco',
      'sunoco',
      'valero',
      'fuel',
      'gas station',
      'parking',
      'lyft',
      'uber trip',
      'taxi',
      'amtrak',
      'deutsche bahn',
      'sncf',
      'transit',
      'toll',
      'ez pass',
    ],
  },
  {
    slug: 'food',
    type: 'expense',
    phrases: [
      'grocery',
      'groceries',
      'supermarket',
      'whole foods',
      'trader joe s',
      'safeway',
      'kroger',
      'aldi',
      'lidl',
      'tesco',
      'sainsbury s',
      'rewe',
      'edeka',
      'carrefour',
      'albert heijn',
      'publix',
      'wegmans',
      'starbucks',
      'mcdonald s',
      'dunkin',
      'chipotle',
      'restaurant',
      'cafe',
      'coffee',
      'bakery',
      'pizza',
      'doordash',
      'grubhub',
      'uber eats',
      'deliveroo',
    ],
  },
  {
    slug: 'utilities',
    type: 'expense',
    phrases: [
      'electric',
      'electricity',
      'water',
      'utility',
      'utilities',
      'comcast',
      'xfinity',
      'spectrum',
      'verizon',
      'at t',
      't mobile',
      'vodafone',
      'pg e',
      'con edison',
      'internet',
    ],
  },
  {
    slug: 'shopping',
    type: 'expense',
    phrases: [
      'amazon',
      'amzn',
      'amazon mktp',
      'target',
      'walmart',
      'ebay',
      'etsy',
      'ikea',
      'best buy',
      'costco',
    ],
  },
];

const byWords = COMMON_PAYEES.flatMap(
  (entry) =>
    entry.phrases.map((phrase) => ({ words: phrase.split(' '), slug: entry.slug, type: entry.type })),
  // The longest phrase first: "uber eats" is food before "uber trip" could be anything else.
).sort((a, b) => b.words.length - a.words.length);

function containsWords(haystack: readonly string[], needle: readonly string[]): boolean {
  for (let start = 0; start + needle.length <= haystack.length; start += 1) {
    if (needle.every((word, i) => haystack[start + i] === word)) return true;
  }
  return false;
}

/** The starting category's slug a payee of this type commonly belongs to, or null. */
export function commonCategorySlug(payee: string, type: 'income' | 'expense'): StartingSlug | null {
  const words = normalizePayee(payee).split(' ');
  for (const entry of byWords) {
    if (entry.type === type && containsWords(words, entry.words)) return entry.slug;
  }
  return null;
}
