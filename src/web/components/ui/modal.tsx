import {
  type ComponentProps,
  type PointerEvent,
  type ReactNode,
  type RefObject,
  useLayoutEffect,
  useRef,
  useSyncExternalStore,
} from 'react';
import { createPortal } from 'react-dom';

// The browser's own modal dialog (docs/decisions/071): `showModal()` puts it in the top layer, makes
// the rest of the page inert, traps Tab inside the page, closes on Escape and gives focus back to
// where it was, which Radix Dialog did with about 10 KB of script.

/** The open modals, innermost last: the toaster moves into the top one so toasts stay usable. */
const openModals: HTMLDialogElement[] = [];
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const topModal = (): HTMLDialogElement | null => openModals.at(-1) ?? null;

/** The innermost open modal dialog, or null: content that must stay usable renders into it. */
export function useTopModal(): HTMLDialogElement | null {
  return useSyncExternalStore(subscribe, topModal, () => null);
}

function pressedOutside(event: PointerEvent<HTMLDialogElement>): boolean {
  // The backdrop belongs to the dialog element: a press on it targets the dialog itself, outside its box
  // (a press on its own scroll bar targets it too, but inside the box).
  if (event.target !== event.currentTarget) return false;
  const box = event.currentTarget.getBoundingClientRect();
  return (
    event.clientX < box.left ||
    event.clientX > box.right ||
    event.clientY < box.top ||
    event.clientY > box.bottom
  );
}

export interface ModalProps extends Omit<ComponentProps<'dialog'>, 'open' | 'onCancel' | 'onClose' | 'ref'> {
  /** Escape, or a press outside when `dismissOnOutsidePress`: the owner closes the modal by unmounting it. */
  onDismiss: () => void;
  dismissOnOutsidePress?: boolean;
  /** Focused once open; otherwise the browser focuses the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/** A modal dialog, open while mounted (render it only while open). */
export function Modal({
  onDismiss,
  dismissOnOutsidePress = false,
  initialFocus,
  children,
  ...props
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const closing = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: opened once per mount, closed on unmount.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    closing.current = false;
    dialog.showModal();
    initialFocus?.current?.focus();
    openModals.push(dialog);
    changed();
    return () => {
      openModals.splice(openModals.indexOf(dialog), 1);
      changed();
      closing.current = true;
      // Closed while still in the document, so the browser gives focus back to where it was.
      if (dialog.open) dialog.close();
    };
  }, []);
  return createPortal(
    <dialog
      ref={ref}
      {...props}
      onCancel={(event) => {
        // The owner decides: Escape asks it to close, as a press on the close button does.
        event.preventDefault();
        onDismiss();
      }}
      onClose={() => {
        // Closed by the browser without a cancelable Escape (a repeated Escape without user
        // activation): let the owner follow.
        if (!closing.current) onDismiss();
      }}
      onPointerDown={(event) => {
        if (dismissOnOutsidePress && pressedOutside(event)) onDismiss();
      }}
    >
      {children}
    </dialog>,
    document.body,
  );
}
