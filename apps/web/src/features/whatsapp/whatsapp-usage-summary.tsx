import type { WhatsAppUsage } from '@leadchat/contract';
import { Progress } from '@/components/ui/progress';

/** This month's WhatsApp messages against the limit, with the warning (80 %) and limit (100 %) states. */
export function WhatsAppUsageSummary({ usage }: { usage: WhatsAppUsage }) {
  const percent = Math.min(usage.percent, 100);
  return (
    <div className="grid gap-2" aria-label="WhatsApp usage this month" role="group">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span>
          <span className="font-semibold">{usage.totalMessages}</span> / {usage.limit} messages this month
        </span>
        <span className="text-muted-foreground">{usage.percent}%</span>
      </div>
      <Progress
        value={percent}
        aria-label="WhatsApp messages used this month"
        className={
          usage.isAtLimit
            ? 'bg-red-100 [&>div]:bg-red-700'
            : usage.isNearLimit
              ? 'bg-amber-100 [&>div]:bg-amber-600'
              : undefined
        }
      />
      <p className="text-sm text-muted-foreground">
        {usage.messagesSent} sent · {usage.messagesReceived} received
      </p>
      {usage.isAtLimit ? (
        <p className="text-sm font-medium text-red-800" role="status">
          Monthly limit reached: the assistant stops replying on WhatsApp until next month. Customers are told
          once that someone will get back to them.
        </p>
      ) : usage.isNearLimit ? (
        <p className="text-sm font-medium text-amber-800" role="status">
          You have used {usage.percent}% of this month&apos;s {usage.limit} WhatsApp messages.
        </p>
      ) : null}
    </div>
  );
}
