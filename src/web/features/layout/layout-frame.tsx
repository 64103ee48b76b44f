import { TrendingUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { ThemeToggle } from '../../components/theme-toggle';
import { DeviceCount } from '../realtime/device-count';
import { TrollboxToggle } from '../trollbox/trollbox-toggle';
import { pageTitleAt } from './page-titles';

// The signed-in layout's frame: header, main and footer. It is in the first bundle and prerendered at
// build time as the signed-in shell (docs/decisions/041), so the page paints before any JavaScript
// runs and the real layout fills the same boxes without moving them: the user menu's place is kept
// while it loads, and the footer has a fixed height. Main fills at least the viewport below the
// header, so the footer starts below the fold and a page that grows as its data arrives moves
// nothing the person sees.

export function LayoutFrame({
  trail,
  areaSwitch,
  userMenu,
  children,
}: {
  trail?: ReactNode;
  areaSwitch?: ReactNode;
  userMenu?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-screen flex-col bg-background">
      <header className="sticky top-0 z-40 border-b border-border bg-background/90 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4">
          <Link href="/" className="flex items-center gap-2 font-bold">
            <TrendingUp className="size-6 text-primary" aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">NetWorth</span>
          </Link>
          {trail}
          <div className="ml-auto flex items-center gap-2">
            {areaSwitch}
            <ThemeToggle />
            {userMenu ?? <span className="size-10" aria-hidden="true" />}
          </div>
        </div>
      </header>
      <main className="mx-auto min-h-[calc(100vh-4rem)] w-full max-w-7xl flex-1 px-4 py-6">{children}</main>
      <footer className="border-t border-border">
        <div className="mx-auto flex min-h-16 max-w-7xl items-center justify-between gap-2 px-4 py-4 text-sm text-muted-foreground">
          <span>© NetWorth contributors</span>
          <div className="flex items-center gap-2">
            <DeviceCount />
            <TrollboxToggle />
          </div>
        </div>
      </footer>
    </div>
  );
}

/**
 * What shows while the signed-in code loads: the frame with the page's title where the page draws it,
 * when the address alone tells it, and the loading line.
 */
export function LayoutShell() {
  const [path] = useLocation();
  const page = pageTitleAt(path);
  const loading = <p className="text-muted-foreground">Loading…</p>;
  return (
    <LayoutFrame>
      {page ? (
        <div className={page.box}>
          <h1 className="text-3xl font-bold">{page.title}</h1>
          {loading}
        </div>
      ) : (
        loading
      )}
    </LayoutFrame>
  );
}
