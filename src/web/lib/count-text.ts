/** "1 account", "3 accounts": a count with its noun, plural unless the count is one. */
export function countOf(n: number, singular: string, plural = `${singular}s`): string {
  return `${n} ${n === 1 ? singular : plural}`;
}
