import { TrendingDown, TrendingUp } from 'lucide-react';
import type { ReactNode } from 'react';
import type { StatCard as StatCardFigures } from '@leadchat/contract';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

export type StatCardProps = {
  title: string;
  value: ReactNode | undefined;
  icon: ReactNode;
  footer?: ReactNode;
};

/** A figure with its title and icon; a skeleton while loading. */
export function StatCard({ title, value, icon, footer }: StatCardProps) {
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2 pb-2">
        <CardTitle as="h2" className="text-sm font-medium text-muted-foreground">
          {title}
        </CardTitle>
        {icon}
      </CardHeader>
      <CardContent>
        {value === undefined ? (
          <Skeleton className="h-8 w-16" aria-label={`Loading ${title}`} />
        ) : (
          <p className="text-3xl font-bold tabular-nums">{value}</p>
        )}
        {footer ? <div className="mt-1 text-xs text-muted-foreground">{footer}</div> : null}
      </CardContent>
    </Card>
  );
}

/** The row of figures at the top of a page (two a row on small screens, four on large ones). */
export function StatCardGrid({ cards }: { cards: StatCardProps[] }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map((card) => (
        <StatCard key={card.title} {...card} />
      ))}
    </div>
  );
}

/** "+12% vs previous 30 days", coloured by direction; "New" when there was nothing to compare with. */
export function TrendBadge({ card }: { card: StatCardFigures }) {
  const change = card.changePercent;
  if (change === null) {
    return (
      <span className="font-medium text-green-700">
        New this month <span className="text-muted-foreground">({card.last30Days} in the last 30 days)</span>
      </span>
    );
  }
  const isUp = change > 0;
  const isDown = change < 0;
  const Icon = isDown ? TrendingDown : TrendingUp;
  return (
    <span className="inline-flex items-center gap-1">
      <Icon
        className={cn(
          'size-3.5',
          isUp ? 'text-green-700' : isDown ? 'text-red-700' : 'text-muted-foreground',
        )}
        aria-hidden="true"
      />
      <span
        className={cn(
          'font-medium',
          isUp ? 'text-green-700' : isDown ? 'text-red-700' : 'text-muted-foreground',
        )}
      >
        {isUp ? '+' : ''}
        {change}%
      </span>
      <span>vs previous 30 days</span>
    </span>
  );
}
