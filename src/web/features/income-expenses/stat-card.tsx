import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { Card } from '../../components/ui/card';
import { cn } from '../../lib/utils';

/** A figure with its title, as a named region (so it reads, and tests find it, by its title). */
export function StatCard({
  title,
  value,
  detail,
  icon: Icon,
  tone = 'default',
}: {
  title: string;
  value: ReactNode;
  detail?: ReactNode;
  icon: LucideIcon;
  tone?: 'default' | 'positive' | 'negative';
}) {
  const id = useId();
  return (
    <Card role="region" aria-labelledby={id} className="flex flex-col gap-2 p-5">
      <div className="flex items-center justify-between gap-2">
        <h2 id={id} className="text-sm font-medium text-muted-foreground">
          {title}
        </h2>
        <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
      </div>
      <p
        className={cn(
          'text-2xl font-bold tabular-nums break-all',
          tone === 'positive' && 'text-positive',
          tone === 'negative' && 'text-negative',
        )}
      >
        {value}
      </p>
      {detail ? <p className="text-xs text-muted-foreground">{detail}</p> : null}
    </Card>
  );
}
