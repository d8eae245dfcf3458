import { Info } from 'lucide-react';
import type { LeadScoreReason } from '@leadchat/contract';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';

type BadgeVariant = NonNullable<BadgeProps['variant']>;

/** docs/product/behaviour.md: new blue, contacted yellow, qualified orange, converted green, lost red, other grey. */
export function leadStatusVariant(status: string | null | undefined): BadgeVariant {
  switch (status) {
    case 'new':
      return 'blue';
    case 'contacted':
      return 'yellow';
    case 'qualified':
      return 'orange';
    case 'converted':
      return 'green';
    case 'lost':
      return 'red';
    default:
      return 'grey';
  }
}

/** docs/product/behaviour.md: 80 or more green, 60–79 yellow, 40–59 orange, below 40 red. */
export function leadScoreVariant(score: number): BadgeVariant {
  if (score >= 80) return 'green';
  if (score >= 60) return 'yellow';
  if (score >= 40) return 'orange';
  return 'red';
}

export function capitalize(text: string): string {
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

export function LeadStatusBadge({ status }: { status: string }) {
  return <Badge variant={leadStatusVariant(status)}>{capitalize(status || 'new')}</Badge>;
}

/** The score with its colour; the reasons behind it (from the assistant's rules) on hover or focus. */
export function LeadScoreBadge({
  score,
  reasons,
  isOverridden,
}: {
  score: number;
  reasons: LeadScoreReason[];
  isOverridden: boolean;
}) {
  const badge = <Badge variant={leadScoreVariant(score)}>{score}</Badge>;
  if (reasons.length === 0 && !isOverridden) return badge;
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <button
          type="button"
          className="inline-flex items-center gap-1 rounded-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          aria-label={`Score ${score}: why`}
        >
          {badge}
          <Info className="size-3.5 text-muted-foreground" aria-hidden="true" />
        </button>
      </TooltipTrigger>
      <TooltipContent>
        {isOverridden ? <p className="mb-1 font-medium">Set by you</p> : null}
        {reasons.length > 0 ? (
          <ul className="grid gap-0.5">
            {reasons.map((reason, index) => (
              <li key={`${reason.rule}-${index}`}>
                {reason.points > 0 ? '+' : ''}
                {reason.points} {reason.detail}
              </li>
            ))}
          </ul>
        ) : null}
      </TooltipContent>
    </Tooltip>
  );
}
