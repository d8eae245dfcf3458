import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowRight, CheckCircle2, Circle, Rocket, Sparkles } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type { Checklist, ChecklistCategory, ChecklistItem, ChecklistPriority } from '@leadchat/contract';
import { PageContainer, PageHeader } from '@/components/layout/page-header';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { WebsiteSelect } from '@/components/website-select';
import { useWebsites } from '@/features/websites';
import { cn } from '@/lib/utils';
import { checklistQueryKey, fetchChecklist, setChecklistItem } from './checklist-api';

const TABS: { value: 'all' | ChecklistCategory; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'technical', label: 'Technical' },
  { value: 'security', label: 'Security' },
  { value: 'ux', label: 'UX' },
  { value: 'business', label: 'Business' },
  { value: 'content', label: 'Content' },
];

const PRIORITY_BADGE: Record<ChecklistPriority, BadgeProps['variant']> = {
  critical: 'red',
  high: 'orange',
  medium: 'yellow',
  low: 'grey',
};

function ChecklistRow({
  item,
  canToggle,
  isSaving,
  onToggle,
}: {
  item: ChecklistItem;
  canToggle: boolean;
  isSaving: boolean;
  onToggle: (item: ChecklistItem) => void;
}) {
  const Icon = item.completed ? CheckCircle2 : Circle;
  const icon = (
    <Icon className={cn('size-6', item.completed ? 'text-green-600' : 'text-slate-400')} aria-hidden="true" />
  );
  return (
    <li
      className="flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-start"
      data-testid={`checklist-item-${item.id}`}
    >
      {item.automated ? (
        <span className="shrink-0" title="Completes itself from your data">
          {icon}
        </span>
      ) : (
        <button
          type="button"
          role="checkbox"
          aria-checked={item.completed}
          aria-label={`${item.title}: mark as ${item.completed ? 'not done' : 'done'}`}
          disabled={!canToggle || isSaving}
          onClick={() => onToggle(item)}
          className="shrink-0 rounded-full focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-60"
        >
          {icon}
        </button>
      )}
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className={cn('font-medium', item.completed && 'text-muted-foreground line-through')}>
            {item.title}
          </h3>
          <Badge variant={PRIORITY_BADGE[item.priority]} className="capitalize">
            {item.priority}
          </Badge>
          {item.automated ? <Badge variant="outline">Automatic</Badge> : null}
        </div>
        <p className="mt-1 text-sm text-muted-foreground">{item.description}</p>
      </div>
      {item.action ? (
        <Button asChild variant="outline" size="sm" className="shrink-0">
          <Link to={item.action.href}>
            {item.action.label}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      ) : null}
    </li>
  );
}

/** /pre-launch-checklist: 16 items for one website, progress, category tabs and the Ready for Launch banner. */
export function ChecklistView() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedWebsite = searchParams.get('website');
  const websites = useWebsites();
  const queryClient = useQueryClient();
  const checklist = useQuery({
    queryKey: checklistQueryKey(requestedWebsite),
    queryFn: ({ signal }) => fetchChecklist(requestedWebsite, signal),
  });
  const websiteId = checklist.data?.websiteId ?? null;

  useEffect(() => {
    if (checklist.isError) toast.error('Error', { description: 'Failed to load checklist data' });
  }, [checklist.isError]);

  const toggle = useMutation({
    mutationFn: setChecklistItem,
    onSuccess: (updated: Checklist) => {
      queryClient.setQueryData(checklistQueryKey(requestedWebsite), updated);
    },
    onError: () => toast.error('Error', { description: 'Failed to update the checklist' }),
  });

  const items = checklist.data?.items ?? [];
  const done = items.filter((item) => item.completed).length;

  return (
    <PageContainer className="max-w-5xl">
      <PageHeader
        title="Pre-Launch Checklist"
        description="Everything to check before visitors meet your assistant. Items marked Automatic tick themselves from your data."
        actions={
          (websites.data?.length ?? 0) > 1 && websiteId ? (
            <WebsiteSelect
              websites={websites.data ?? []}
              value={websiteId}
              onChange={(value) => setSearchParams({ website: value })}
            />
          ) : null
        }
      />

      {checklist.isPending ? (
        <div className="grid gap-4" aria-busy="true" aria-label="Loading checklist">
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-96 w-full" />
        </div>
      ) : checklist.isError ? (
        <Alert variant="destructive">
          <AlertTitle>Failed to load checklist data</AlertTitle>
          <AlertDescription>
            <Button variant="link" className="h-auto p-0" onClick={() => void checklist.refetch()}>
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : (
        <div className="grid gap-6">
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <Rocket className="size-5 text-primary" aria-hidden="true" />
                Launch Progress
              </CardTitle>
            </CardHeader>
            <CardContent className="grid gap-3">
              <div className="flex items-baseline justify-between gap-4 text-sm">
                <span>
                  {done} of {items.length} complete
                </span>
                <span className="text-2xl font-bold" data-testid="checklist-progress">
                  {checklist.data.progress}%
                </span>
              </div>
              <Progress value={checklist.data.progress} aria-label="Launch readiness" />
            </CardContent>
          </Card>

          {checklist.data.readyForLaunch ? (
            <Alert variant="success" role="status">
              <Sparkles aria-hidden="true" />
              <AlertTitle>Ready for Launch</AlertTitle>
              <AlertDescription>
                You have completed {checklist.data.progress}% of the checklist. Your assistant is ready to
                meet your visitors.
              </AlertDescription>
            </Alert>
          ) : null}

          {!websiteId ? (
            <Alert variant="info">
              <AlertTitle>Add your website first</AlertTitle>
              <AlertDescription>
                The checklist is kept per website.{' '}
                <Link to="/websites" className="font-medium underline">
                  Add a website
                </Link>{' '}
                to tick items off.
              </AlertDescription>
            </Alert>
          ) : null}

          <Tabs defaultValue="all">
            <TabsList className="flex h-auto w-full flex-wrap justify-start">
              {TABS.map((tab) => (
                <TabsTrigger key={tab.value} value={tab.value}>
                  {tab.label}
                </TabsTrigger>
              ))}
            </TabsList>
            {TABS.map((tab) => (
              <TabsContent key={tab.value} value={tab.value} className="mt-4">
                <ul className="grid gap-3" aria-label={`${tab.label} items`}>
                  {items
                    .filter((item) => tab.value === 'all' || item.category === tab.value)
                    .map((item) => (
                      <ChecklistRow
                        key={item.id}
                        item={item}
                        canToggle={websiteId !== null}
                        isSaving={toggle.isPending}
                        onToggle={(target) =>
                          websiteId &&
                          toggle.mutate({ websiteId, itemId: target.id, completed: !target.completed })
                        }
                      />
                    ))}
                </ul>
              </TabsContent>
            ))}
          </Tabs>
        </div>
      )}
    </PageContainer>
  );
}
