import { TrendingUp } from 'lucide-react';
import { Link } from 'wouter';
import { ThemeToggle } from '../../components/theme-toggle';
import { useAuth } from '../auth/use-auth';
import { DeviceCount } from '../realtime/device-count';

export function LandingHeader() {
  const { isAuthenticated } = useAuth();
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4">
        <Link href="/" className="flex items-center gap-2 text-lg font-bold">
          <TrendingUp className="size-6 text-primary" aria-hidden="true" />
          NetWorth
        </Link>
        <div className="flex items-center gap-2">
          <DeviceCount />
          {isAuthenticated ? (
            <Link
              href="/portfolio"
              className="inline-flex h-10 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground"
            >
              Portfolio
            </Link>
          ) : null}
          <ThemeToggle />
        </div>
      </div>
    </header>
  );
}
