/**
 * Whether a key pressed here is being typed into something (a field, a select, an editable region),
 * so a one-letter shortcut must leave it alone.
 */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}
