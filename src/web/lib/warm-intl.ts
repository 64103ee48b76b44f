// The first Intl.NumberFormat a page makes costs about 16 ms on a laptop, four times that on a phone,
// as the browser loads its number-formatting data; the first Intl.DateTimeFormat about 5 ms. Later
// ones cost a fraction of a millisecond, whatever their currency or zone. A signed-in page formats
// its first amount in the render that paints it, so a signed-in shell pays that cost in its own short
// task while its code and data are still on their way (issue 28, docs/decisions/167).

/** Loads the browser's number and date formatting data, each in a short task of its own. */
export function warmIntl(): void {
  setTimeout(() => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(0), 0);
  setTimeout(() => new Intl.DateTimeFormat('en-US', { timeZone: 'UTC' }).format(0), 0);
}
