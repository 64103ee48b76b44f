import { type ClassValue, clsx } from 'clsx';

// Class names joined with clsx, where a later utility replaces an earlier one of the same kind (so a
// component's `className` can override its defaults). This small table covers the kinds our
// components override; it replaced tailwind-merge, 8 KB gzip on every page (docs/decisions/042).
// utils.test.ts checks it against tailwind-merge.
const SIZE = '(?:xs|sm|base|lg|xl|[2-9]xl)';
const FAMILIES: [string, RegExp][] = [
  ['text-size', new RegExp(`^text-${SIZE}(?:/.+)?$`)],
  ['text-align', /^text-(?:left|center|right|justify|start|end)$/],
  [
    'text-color',
    new RegExp(
      `^text-(?!${SIZE}(?:/|$)|left$|center$|right$|justify$|start$|end$|wrap$|nowrap$|balance$|pretty$|ellipsis$|clip$)`,
    ),
  ],
  [
    'bg-color',
    /^bg-(?!clip-|origin-|repeat|no-repeat|fixed$|local$|scroll$|cover$|contain$|auto$|center$|top|bottom|left|right|gradient|linear|radial|conic|none$|blend)/,
  ],
  ['font-weight', /^font-(?:thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/],
  ['flex-direction', /^flex-(?:row|col)(?:-reverse)?$/],
  ['flex-wrap', /^flex-(?:wrap|nowrap|wrap-reverse)$/],
  ['align-items', /^items-/],
  ['justify', /^justify-/],
  ['display', /^(?:block|inline-block|inline|flex|inline-flex|grid|inline-grid|hidden|contents)$/],
  ['gap', /^gap-(?!x-|y-)/],
  ['max-w', /^max-w-/],
  ['min-w', /^min-w-/],
  ['w', /^w-/],
  ['h', /^h-/],
  ['size', /^size-/],
  ['rounded', /^rounded(?:-(?:none|xs|sm|md|lg|xl|2xl|3xl|full))?$/],
];
// Padding and margin: a side replaces the same side; the shorthand replaces every side before it.
const SPACING = /^(-?)([pm])([xytrbl]?)-/;

function familyOf(cls: string): { variant: string; key: string; spacing?: { kind: string; side: string } } {
  const cut = cls.lastIndexOf(':');
  const variant = cls.slice(0, cut + 1);
  const base = cls.slice(cut + 1).replace(/^!/, '');
  const spacing = SPACING.exec(base);
  if (spacing)
    return { variant, key: `${spacing[2]}${spacing[3]}`, spacing: { kind: spacing[2]!, side: spacing[3]! } };
  for (const [name, pattern] of FAMILIES) if (pattern.test(base)) return { variant, key: name };
  return { variant, key: base };
}

const COVERS: Record<string, string[]> = { '': ['x', 'y', 't', 'r', 'b', 'l'], x: ['l', 'r'], y: ['t', 'b'] };

/**
 * The merged classes of each class string already seen: a page renders the same few hundred strings
 * over and over (a register's rows, a chart's ticks), and merging one is a dozen regular expressions
 * per class, a tenth of an account page's scripting on a phone (issue 28). Bounded: cleared when full.
 */
const merged = new Map<string, string>();
const MERGED_MAX = 2000;

export function cn(...inputs: ClassValue[]): string {
  const joined = clsx(inputs);
  const known = merged.get(joined);
  if (known !== undefined) return known;
  const result = merge(joined);
  if (merged.size >= MERGED_MAX) merged.clear();
  merged.set(joined, result);
  return result;
}

function merge(joined: string): string {
  const classes = joined.split(' ').filter(Boolean);
  const keep: boolean[] = classes.map(() => true);
  const seen = new Map<string, number>();
  for (let i = classes.length - 1; i >= 0; i -= 1) {
    const { variant, key, spacing } = familyOf(classes[i]!);
    const id = `${variant}${key}`;
    if (seen.has(id)) {
      keep[i] = false;
      continue;
    }
    seen.set(id, i);
    if (spacing) {
      // A later shorthand (p-4, px-2) also replaces earlier sides it covers.
      const earlierCovered = (COVERS[spacing.side] ?? []).map((side) => `${variant}${spacing.kind}${side}`);
      for (const covered of earlierCovered) if (!seen.has(covered)) seen.set(covered, i);
    }
  }
  return classes.filter((_, i) => keep[i]).join(' ');
}
