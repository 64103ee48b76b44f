import { LogOut, Settings, ShieldAlert, ShieldCheck } from 'lucide-react';
import { Link } from 'wouter';
import { Badge } from '../../components/ui/badge';
import { Menu, MenuItem, MenuLinkItem } from '../../components/ui/menu';
import { logout } from '../auth/logout';
import { useAuth } from '../auth/use-auth';
import { prefetchPage } from './pages';

/** First two letters of the part of the email before the @, uppercased (docs/product.md §2.3). */
function initialsOf(email: string): string {
  return (email.split('@')[0] ?? '').slice(0, 2).toUpperCase();
}

export function UserMenu() {
  const { user } = useAuth();
  if (!user) return null;
  const initials = initialsOf(user.email);
  return (
    <Menu
      className="min-w-64 p-2"
      trigger={(props) => (
        <button
          {...props}
          // Opening the menu starts loading the Settings page, its one page: by the click on Settings
          // its code and first reads are usually here, and it opens without a "Loading…" (decision 167).
          onClick={() => {
            prefetchPage('/settings');
            props.onClick();
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' || event.key === 'ArrowUp') prefetchPage('/settings');
            props.onKeyDown(event);
          }}
          type="button"
          className="relative flex size-10 cursor-pointer items-center justify-center rounded-full"
          // The visible initials are part of the name (axe label-content-name-mismatch).
          aria-label={`Account menu for ${user.email}, ${initials}${user.twoFactorEnabled ? '' : ' (two-factor authentication is off)'}`}
        >
          <span className="relative flex size-8 items-center justify-center overflow-hidden rounded-full bg-muted text-xs font-bold">
            <img src="/api/placeholder/32/32" alt="" className="absolute inset-0 size-full opacity-40" />
            <span className="relative">{initials}</span>
          </span>
          {user.twoFactorEnabled ? null : (
            <span
              className="absolute right-0.5 top-0.5 size-3 rounded-full border-2 border-background bg-red-600"
              data-testid="two-factor-warning"
              title="Two-factor authentication is off"
            />
          )}
        </button>
      )}
    >
      <div className="px-2 py-1.5">
        <p className="truncate text-sm font-medium">{user.email}</p>
        <div className="mt-2 flex flex-wrap gap-1.5">
          <Badge tone="success">Secure Session</Badge>
          {user.twoFactorEnabled ? (
            <Badge tone="success">
              <ShieldCheck className="mr-1 size-3" aria-hidden="true" />
              2FA Enabled
            </Badge>
          ) : (
            <Badge tone="danger">
              <ShieldAlert className="mr-1 size-3" aria-hidden="true" />
              2FA Disabled
            </Badge>
          )}
        </div>
      </div>
      <hr className="my-1 h-px border-0 bg-border" />
      <MenuLinkItem
        render={(props) => (
          <Link href="/settings" {...props}>
            <Settings className="size-4" aria-hidden="true" /> Settings
          </Link>
        )}
      />
      <MenuItem onSelect={() => void logout()}>
        <LogOut className="size-4" aria-hidden="true" /> Log out
      </MenuItem>
    </Menu>
  );
}
