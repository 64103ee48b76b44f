import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { cn } from '../../lib/utils';
import { useRealtimeChannel } from '../realtime/use-realtime-channel';
import { useReportTimeZone } from '../settings/use-settings';
import { TrollboxMount } from '../trollbox/trollbox-mount';
import { LayoutFrame } from './layout-frame';
import { prefetchPage } from './pages';
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
          onPointerEnter={() => prefetchPage(switchAreaPath(target, location))}
          onFocus={() => prefetchPage(switchAreaPath(target, location))}
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
    <>
      <LayoutFrame
        trail={
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
        }
        areaSwitch={<AreaSwitch />}
        userMenu={<UserMenu />}
      >
        {children}
      </LayoutFrame>
      <TrollboxMount />
    </>
  );
}
