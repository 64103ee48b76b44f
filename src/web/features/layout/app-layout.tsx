import { ChevronRight, TrendingUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { ThemeToggle } from '../../components/theme-toggle';
import { cn } from '../../lib/utils';
import { DeviceCount } from '../realtime/device-count';
import { useRealtimeChannel } from '../realtime/use-realtime-channel';
import { useReportTimeZone } from '../settings/use-settings';
import { TrollboxMount } from '../trollbox/trollbox-mount';
import { TrollboxToggle } from '../trollbox/trollbox-toggle';
import { breadcrumb, parseLocation, switchAreaPath } from './sections';
import { UserMenu } from './user-menu';

function AreaSwitch() {
  const [location] = useLocation();
  const { area } = parseLocation(location);
  const current = area === 'planning' ? 'planning' : area === 'portfolio' ? 'portfolio' : null;
  return (
    <nav aria-label="Switch area" className="inline-flex rounded-lg border border-border p-0.5">
      {(['portfolio', 'planning'] as const).map((target) => (
        <Link
          key={target}
          href={switchAreaPath(target, location)}
          aria-current={current === target ? 'page' : undefined}
          className={cn(
            'rounded-md px-3 py-1.5 text-sm font-medium',
            current === target
              ? 'bg-primary text-primary-foreground'
              : 'text-muted-foreground hover:bg-muted',
          )}
        >
          {target === 'portfolio' ? 'Portfolio' : 'Planning'}
        </Link>
      ))}
    </nav>
  );
}

export function AppLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const trail = breadcrumb(location);
  useRealtimeChannel();
  useReportTimeZone();
  return (
    <div className="flex min-h-screen flex-col bg-background">
      <header className="sticky top-0 z-40 border-b border-border bg-background/90 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4">
          <Link href="/" className="flex items-center gap-2 font-bold" aria-label="NetWorth home">
            <TrendingUp className="size-6 text-primary" aria-hidden="true" />
            <span className="hidden sm:inline">NetWorth</span>
          </Link>
          <nav aria-label="Breadcrumb" className="hidden min-w-0 md:block">
            <ol className="flex items-center gap-1 text-sm text-muted-foreground">
              {trail.map((title, i) => (
                <li key={title} className="flex items-center gap-1 truncate">
                  {i > 0 ? <ChevronRight className="size-4" aria-hidden="true" /> : null}
                  <span aria-current={i === trail.length - 1 ? 'page' : undefined}>{title}</span>
                </li>
              ))}
            </ol>
          </nav>
          <div className="ml-auto flex items-center gap-2">
            <AreaSwitch />
            <ThemeToggle />
            <UserMenu />
          </div>
        </div>
      </header>
      <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-6">{children}</main>
      <footer className="border-t border-border">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-2 px-4 py-4 text-sm text-muted-foreground">
          <span>© 2025 NetWorth</span>
          <div className="flex items-center gap-2">
            <DeviceCount />
            <TrollboxToggle />
          </div>
        </div>
      </footer>
      <TrollboxMount />
    </div>
  );
}
