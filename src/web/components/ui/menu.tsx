import {
  type ComponentPropsWithRef,
  createContext,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { cn } from '../../lib/utils';

// A small menu button (WAI-ARIA APG "menu button"): the trigger opens a role=menu list whose items
// take focus with the arrow keys, Home and End; Escape closes it and focus returns to the trigger;
// Tab or a click outside closes it. It replaces Radix's DropdownMenu and its positioning engine,
// which weighed ~13 KB gzip on every signed-in page (docs/decisions/042): the list drops below the
// trigger, aligned to its start or end edge, which is all our two menus need.

interface MenuContextValue {
  close: (refocus: boolean) => void;
}
const MenuContext = createContext<MenuContextValue | null>(null);

export interface MenuTriggerProps {
  ref: Ref<HTMLButtonElement>;
  id: string;
  'aria-haspopup': 'menu';
  'aria-expanded': boolean;
  'aria-controls': string | undefined;
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
}

function items(menu: HTMLElement | null): HTMLElement[] {
  return menu ? [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')] : [];
}

export function Menu({
  trigger,
  align = 'end',
  className,
  children,
}: {
  trigger: (props: MenuTriggerProps) => ReactNode;
  align?: 'start' | 'end';
  className?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [focusFirst, setFocusFirst] = useState<'first' | 'last'>('first');
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const id = useId();

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) triggerRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const list = items(menuRef.current);
    (focusFirst === 'first' ? list[0] : list.at(-1))?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, focusFirst]);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = items(menuRef.current);
    const at = list.indexOf(document.activeElement as HTMLElement);
    const move = (index: number) => {
      event.preventDefault();
      list[(index + list.length) % list.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(list.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') setOpen(false);
  };

  const triggerProps: MenuTriggerProps = {
    ref: triggerRef,
    id: `${id}-trigger`,
    'aria-haspopup': 'menu',
    'aria-expanded': open,
    'aria-controls': open ? `${id}-menu` : undefined,
    onClick: () => {
      setFocusFirst('first');
      setOpen((was) => !was);
    },
    onKeyDown: (event) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        setFocusFirst(event.key === 'ArrowDown' ? 'first' : 'last');
        setOpen(true);
      }
    },
  };

  return (
    <div ref={wrapperRef} className="relative">
      {trigger(triggerProps)}
      {open ? (
        <MenuContext.Provider value={{ close }}>
          <div
            ref={menuRef}
            id={`${id}-menu`}
            role="menu"
            aria-labelledby={`${id}-trigger`}
            tabIndex={-1}
            onKeyDown={onMenuKeyDown}
            className={cn(
              'absolute top-full z-50 mt-1.5 rounded-lg border border-border bg-card text-card-foreground shadow-lg',
              align === 'end' ? 'right-0' : 'left-0',
              className,
            )}
          >
            {children}
          </div>
        </MenuContext.Provider>
      ) : null}
    </div>
  );
}

const ITEM_CLASS =
  'flex w-full cursor-pointer items-center gap-2 rounded px-2 py-2 text-left text-sm outline-none hover:bg-muted focus:bg-muted';

/** A menu item that runs `onSelect`, then closes the menu (focus goes back to the trigger). */
export function MenuItem({
  onSelect,
  className,
  children,
}: {
  onSelect: () => void;
  className?: string;
  children: ReactNode;
}) {
  const menu = useContext(MenuContext);
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      className={cn(ITEM_CLASS, className)}
      onClick={() => {
        menu?.close(true);
        onSelect();
      }}
    >
      {children}
    </button>
  );
}

/** A menu item that is a link: rendered by `render` (e.g. wouter's Link) with the item's props. */
export function MenuLinkItem({
  render,
}: {
  render: (props: ComponentPropsWithRef<'a'> & { role: 'menuitem' }) => ReactNode;
}) {
  const menu = useContext(MenuContext);
  return render({
    role: 'menuitem',
    tabIndex: -1,
    className: ITEM_CLASS,
    onClick: () => menu?.close(false),
  });
}
