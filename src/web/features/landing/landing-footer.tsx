import type { ReactNode } from 'react';

export function LandingFooter({ children }: { children?: ReactNode }) {
  return (
    <footer className="border-t border-border">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-3 px-4 py-6 text-sm text-muted-foreground sm:flex-row">
        <p>© NetWorth contributors. Your numbers stay on your own server.</p>
        <div className="flex items-center gap-2">{children}</div>
      </div>
    </footer>
  );
}
