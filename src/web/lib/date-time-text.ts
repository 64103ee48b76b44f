/** An instant as the person's browser writes a date and time ("Nov 25, 2026, 2:38 PM"). */
export function dateTimeText(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}
