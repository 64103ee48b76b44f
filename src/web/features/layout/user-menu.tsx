import { LogOut, Settings, ShieldAlert, ShieldCheck } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'wouter';
import { Badge } from '../../components/ui/badge';
import { logout } from '../auth/logout';
import { useAuth } from '../auth/use-auth';

/** First two letters of the part of the email before the @, uppercased (SPEC.md 2.3). */
export function initialsOf(email: string): string {
  return (email.split('@')[0] ?? '').slice(0, 2).toUpperCase();
}

export function UserMenu() {
  const { user } = useAuth();
  if (!user) return null;
  const initials = initialsOf(user.email);
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className="relative flex size-10 items-center justify-center rounded-full"
        aria-label={`Account menu for ${user.email}${user.twoFactorEnabled ? '' : ' (two-factor authentication is off)'}`}
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
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-64 rounded-lg border border-border bg-card p-2 text-card-foreground shadow-lg"
        >
          <DropdownMenu.Label className="px-2 py-1.5">
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
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item
            asChild
            className="flex cursor-pointer items-center gap-2 rounded px-2 py-2 text-sm outline-none data-[highlighted]:bg-muted"
          >
            <Link href="/settings">
              <Settings className="size-4" aria-hidden="true" /> Settings
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item
            onSelect={() => void logout()}
            className="flex cursor-pointer items-center gap-2 rounded px-2 py-2 text-sm outline-none data-[highlighted]:bg-muted"
          >
            <LogOut className="size-4" aria-hidden="true" /> Log out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
