import { Activity, AlertTriangle, Clock, MessageSquare, Percent, UserCheck } from 'lucide-react';
import { ANALYTICS_PERIODS, type AnalyticsPeriod } from '@leadchat/contract';
import { PageContainer, PageHeader } from '@/components/layout/page-header';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { StatCard } from '@/components/stat-card';
import { WebsiteSelect } from '@/components/website-select';
import { capitalize, leadStatusVariant } from '@/features/leads';
import { LiveIndicator } from '@/components/live-indicator';
import { cn } from '@/lib/utils';
import { useAnalyticsData } from './use-analytics-data';
import { DailyChart } from './daily-chart';

const PERIOD_LABELS: Record<AnalyticsPeriod, string> = {
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
};
const STATUS_BAR: Record<string, string> = {
  blue: 'bg-blue-600',
  yellow: 'bg-yellow-500',
  orange: 'bg-orange-500',
  green: 'bg-green-600',
  red: 'bg-red-600',
  grey: 'bg-slate-400',
};

function plural(count: number, word: string): string {
  return `${count.toLocaleString('en-US')} ${word}${count === 1 ? '' : 's'}`;
}

/** /analytics (docs/product/screens.md), every figure computed from data (data: ./use-analytics-data.ts). */
export function AnalyticsView() {
  const { liveStatus, period, websiteId, websites, analytics, data, setParam } = useAnalyticsData();

  const periodLabel = PERIOD_LABELS[period].toLowerCase();
  return (
    <PageContainer>
      <PageHeader
        title="Analytics"
        description={
          <span className="inline-flex flex-wrap items-center gap-3">
            How your assistant is doing, from your own data.
            <LiveIndicator status={liveStatus} />
          </span>
        }
        actions={
          <>
            <WebsiteSelect
              websites={websites.data ?? []}
              value={websiteId}
              onChange={(value) => setParam('website', value, 'all')}
              allOption={{ value: 'all', label: 'All websites' }}
              className="w-52"
            />
            <div className="w-40">
              <Select value={period} onValueChange={(value) => setParam('period', value, '30d')}>
                <SelectTrigger aria-label="Period">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {ANALYTICS_PERIODS.map((value) => (
                    <SelectItem key={value} value={value}>
                      {PERIOD_LABELS[value]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
          </>
        }
      />
      {analytics.isError && !data ? (
        <Alert variant="destructive">
          <AlertTitle>Failed to fetch analytics data</AlertTitle>
          <AlertDescription>
            <Button variant="link" className="h-auto p-0" onClick={() => void analytics.refetch()}>
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : (
        <div className="grid gap-6" aria-busy={analytics.isFetching || undefined}>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
            <StatCard
              title="Conversations"
              value={data?.conversations.toLocaleString('en-US')}
              icon={<MessageSquare className="size-5 text-primary" aria-hidden="true" />}
              footer={PERIOD_LABELS[period]}
            />
            <StatCard
              title="Leads"
              value={data?.leads.toLocaleString('en-US')}
              icon={<UserCheck className="size-5 text-green-700" aria-hidden="true" />}
              footer={PERIOD_LABELS[period]}
            />
            <StatCard
              title="Conversion Rate"
              value={data ? `${data.conversionRate}%` : undefined}
              icon={<Percent className="size-5 text-blue-700" aria-hidden="true" />}
              footer="Leads ÷ conversations"
            />
            <StatCard
              title="Avg Response Time"
              value={
                data
                  ? data.averageResponseSeconds === null
                    ? '—'
                    : `${data.averageResponseSeconds}s`
                  : undefined
              }
              icon={<Clock className="size-5 text-orange-700" aria-hidden="true" />}
              footer="Assistant replies"
            />
            <StatCard
              title="Active Visitors"
              value={data?.activeVisitors.toLocaleString('en-US')}
              icon={<Activity className="size-5 text-green-700" aria-hidden="true" />}
              footer="In the last 5 minutes"
            />
          </div>

          <Card>
            <CardHeader>
              <CardTitle>Daily Activity</CardTitle>
              <CardDescription>Conversations started and leads captured, last 7 days</CardDescription>
            </CardHeader>
            <CardContent>
              {data ? <DailyChart daily={data.daily} /> : <Skeleton className="h-72 w-full" />}
            </CardContent>
          </Card>

          <div className="grid gap-6 lg:grid-cols-3">
            <Card>
              <CardHeader>
                <CardTitle>Top Websites</CardTitle>
                <CardDescription>By conversations, {periodLabel}</CardDescription>
              </CardHeader>
              <CardContent>
                {!data ? (
                  <Skeleton className="h-24 w-full" />
                ) : data.topWebsites.length === 0 ? (
                  <p className="text-sm text-muted-foreground">No websites yet.</p>
                ) : (
                  <ol className="grid gap-3">
                    {data.topWebsites.map((website, index) => (
                      <li key={website.websiteId} className="flex items-center justify-between gap-3">
                        <span className="flex min-w-0 items-center gap-2">
                          <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-violet-100 text-xs font-semibold text-violet-800">
                            {index + 1}
                          </span>
                          <span className="truncate text-sm font-medium">{website.name}</span>
                        </span>
                        <span className="text-right text-sm text-muted-foreground">
                          {plural(website.conversations, 'conversation')} · {plural(website.leads, 'lead')}
                        </span>
                      </li>
                    ))}
                  </ol>
                )}
              </CardContent>
            </Card>

            <Card>
              <CardHeader>
                <CardTitle>Lead Status</CardTitle>
                <CardDescription>Leads from conversations {periodLabel}</CardDescription>
              </CardHeader>
              <CardContent>
                {!data ? (
                  <Skeleton className="h-24 w-full" />
                ) : (
                  <ul className="grid gap-3">
                    {data.leadStatusBreakdown.map((item) => (
                      <li key={item.status} className="grid gap-1">
                        <div className="flex justify-between text-sm">
                          <span className="font-medium">{capitalize(item.status)}</span>
                          <span className="text-muted-foreground">
                            {item.count} ({item.percent}%)
                          </span>
                        </div>
                        <div className="h-2 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
                          <div
                            className={cn('h-full rounded-full', STATUS_BAR[leadStatusVariant(item.status)])}
                            style={{ width: `${item.percent}%` }}
                          />
                        </div>
                      </li>
                    ))}
                  </ul>
                )}
              </CardContent>
            </Card>

            <Card>
              <CardHeader>
                <CardTitle>WhatsApp Usage</CardTitle>
                <CardDescription>This month</CardDescription>
              </CardHeader>
              <CardContent className="grid gap-3">
                {!data ? (
                  <Skeleton className="h-16 w-full" />
                ) : (
                  <>
                    <div className="flex items-baseline justify-between">
                      <p className="text-2xl font-bold tabular-nums">
                        {data.whatsappUsage.totalMessages}
                        <span className="text-base font-normal text-muted-foreground">
                          {' '}
                          / {data.whatsappUsage.limit}
                        </span>
                      </p>
                      <span className="text-sm text-muted-foreground">{data.whatsappUsage.percent}%</span>
                    </div>
                    <Progress
                      value={Math.min(data.whatsappUsage.percent, 100)}
                      aria-label="WhatsApp messages used this month"
                      className={
                        data.whatsappUsage.isAtLimit
                          ? 'bg-red-100 [&>div]:bg-red-700'
                          : data.whatsappUsage.isNearLimit
                            ? 'bg-amber-100 [&>div]:bg-amber-600'
                            : undefined
                      }
                    />
                    <p className="text-xs text-muted-foreground">
                      {data.whatsappUsage.messagesSent} sent · {data.whatsappUsage.messagesReceived} received
                    </p>
                    {data.whatsappUsage.isAtLimit ? (
                      <Alert className="border-red-300 bg-red-50 text-red-900">
                        <AlertTriangle aria-hidden="true" />
                        <AlertDescription>
                          Monthly limit reached: the assistant stops replying on WhatsApp until next month.
                        </AlertDescription>
                      </Alert>
                    ) : data.whatsappUsage.isNearLimit ? (
                      <Alert className="border-amber-300 bg-amber-50 text-amber-900">
                        <AlertTriangle aria-hidden="true" />
                        <AlertDescription>
                          You have used {data.whatsappUsage.percent}% of this month&apos;s{' '}
                          {data.whatsappUsage.limit} WhatsApp messages.
                        </AlertDescription>
                      </Alert>
                    ) : null}
                    {data.whatsappAccounts.length ? (
                      <div className="grid gap-1">
                        <h3 className="text-sm font-semibold">WhatsApp numbers</h3>
                        <ul className="grid gap-1 text-sm" aria-label="WhatsApp numbers">
                          {data.whatsappAccounts.map((account) => (
                            <li key={account.id} className="flex items-center justify-between gap-2">
                              <span>
                                {account.displayPhoneNumber ?? 'WhatsApp number'}{' '}
                                <span className="text-muted-foreground">· {account.websiteName}</span>
                              </span>
                              <span className="text-muted-foreground">
                                {account.isActive ? 'Active' : 'Inactive'}
                              </span>
                            </li>
                          ))}
                        </ul>
                      </div>
                    ) : (
                      <p className="text-xs text-muted-foreground">
                        No WhatsApp number connected. Connect one in a website&apos;s settings.
                      </p>
                    )}
                  </>
                )}
              </CardContent>
            </Card>
          </div>
        </div>
      )}
    </PageContainer>
  );
}
