/**
 * Whether a key pressed here is being typed into something (a field, a select, an editable region),
 * so a one-letter shortcut must leave it alone.
 */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

export type RowKey = 'next' | 'previous' | 'first' | 'last' | 'edit' | 'delete';

/**
 * What a key pressed on a list's selected row does (decisions 137 and 145): the arrow keys (or j and
 * k) move, Home and End jump, `e` edits, Delete deletes. Null for any other key or with a modifier.
 */
export function rowKey(event: Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey'>): RowKey | null {
  if (event.altKey || event.ctrlKey || event.metaKey) return null;
  switch (event.key) {
    case 'ArrowDown':
    case 'j':
      return 'next';
    case 'ArrowUp':
    case 'k':
      return 'previous';
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    case 'e':
    case 'E':
      return 'edit';
    case 'Delete':
      return 'delete';
    default:
      return null;
  }
}
