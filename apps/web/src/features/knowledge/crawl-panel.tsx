import { useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, CircleX, ExternalLink, Globe, RefreshCw, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import {
  CRAWL_DEFAULT_MAX_PAGES,
  isCrawlInProgress,
  type CrawlRun,
  type CrawlStatus,
  type PageSource,
} from '@leadchat/contract';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { useLatestCrawl } from './use-knowledge';
import { useDeletePageSource, useStartCrawl } from './use-knowledge-mutations';
import { queryKeys } from '@/lib/query-keys';

const STATUS: Record<CrawlStatus, { label: string; variant: BadgeProps['variant'] }> = {
  queued: { label: 'Queued', variant: 'grey' },
  running: { label: 'Running', variant: 'blue' },
  done: { label: 'Done', variant: 'green' },
  failed: { label: 'Failed', variant: 'red' },
};

/** Share of found pages already tried (read or failed), 0–100. */
export function crawlPercent(run: CrawlRun): number {
  if (run.status === 'done') return 100;
  if (run.pagesFound === 0) return 0;
  return Math.min(100, Math.round(((run.pagesRead + run.pagesFailed) / run.pagesFound) * 100));
}

function formatTime(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

function RunSummary({ run }: { run: CrawlRun }) {
  const status = STATUS[run.status];
  const isActive = isCrawlInProgress(run);
  return (
    <div className="grid gap-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <Badge variant={status.variant}>{status.label}</Badge>
          <span className="text-sm text-muted-foreground">
            {run.finishedAt
              ? `Finished ${formatTime(run.finishedAt)}`
              : `Started ${formatTime(run.createdAt)}`}
          </span>
        </div>
      </div>
      <p className="text-sm" role="status" aria-live="polite">
        {run.status === 'queued' ? (
          'Waiting to start…'
        ) : (
          <>
            Pages found <strong>{run.pagesFound}</strong> · read <strong>{run.pagesRead}</strong> · failed{' '}
            <strong>{run.pagesFailed}</strong>
          </>
        )}
      </p>
      <Progress
        value={crawlPercent(run)}
        aria-label="Crawl progress"
        className={isActive ? '' : 'opacity-80'}
      />
      {run.status === 'failed' && run.error ? (
        <Alert variant="destructive">
          <CircleX aria-hidden="true" />
          <AlertTitle>The crawl failed</AlertTitle>
          <AlertDescription>{run.error}</AlertDescription>
        </Alert>
      ) : null}
      {run.status === 'done' && run.error ? (
        <Alert variant="warning">
          <AlertTriangle aria-hidden="true" />
          <AlertDescription>{run.error}</AlertDescription>
        </Alert>
      ) : null}
      {run.failures.length > 0 ? (
        <details className="text-sm" open={!isActive && run.failures.length <= 10}>
          <summary className="cursor-pointer font-medium">
            Pages that could not be read ({run.failures.length})
          </summary>
          <ul className="mt-2 grid gap-2" aria-label="Pages that could not be read">
            {run.failures.map((failure) => (
              <li key={failure.url} className="grid gap-0.5 rounded-md bg-red-50 px-3 py-2">
                <span className="font-mono text-xs break-all">{failure.url}</span>
                <span className="text-red-900">{failure.reason}</span>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}

/** Website crawl: start or re-run, live progress while it runs, failed pages with reasons, learnt pages. */
export function CrawlPanel({
  websiteId,
  domain,
  pages,
}: {
  websiteId: string;
  domain: string;
  pages: PageSource[];
}) {
  const queryClient = useQueryClient();
  const crawl = useLatestCrawl(websiteId);
  const run = crawl.data ?? null;
  const isActive = isCrawlInProgress(run);
  const start = useStartCrawl(websiteId);
  const isStarting = start.isPending;
  const forget = useDeletePageSource(websiteId);
  const [forgetting, setForgetting] = useState<PageSource | null>(null);
  const [isForgetOpen, setIsForgetOpen] = useState(false);

  // When a run ends, the learnt pages have changed: read them again.
  const wasActive = useRef(isActive);
  useEffect(() => {
    if (wasActive.current && !isActive)
      void queryClient.invalidateQueries({ queryKey: queryKeys.websites.knowledge(websiteId) });
    wasActive.current = isActive;
  }, [isActive, queryClient, websiteId]);

  function handleStart() {
    start.mutate(undefined, {
      onSuccess: () =>
        toast.success('Crawl started', {
          description: `Reading up to ${CRAWL_DEFAULT_MAX_PAGES} pages of ${domain}`,
        }),
      onError: (error) => toast.error('Error', { description: getErrorMessage(error) }),
    });
  }

  async function handleForget() {
    if (!forgetting) return;
    try {
      await forget.mutateAsync(forgetting.id);
      toast.success('Page removed from the knowledge');
    } catch (error) {
      toast.error('Error', { description: 'Failed to remove the page' });
      throw error;
    }
  }

  return (
    <div className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          Reads up to {CRAWL_DEFAULT_MAX_PAGES} pages of{' '}
          <span className="font-medium text-foreground">{domain}</span> (its sitemap first, respecting
          robots.txt) so the assistant can answer from them and cite the page.
        </p>
        <Button
          onClick={handleStart}
          isLoading={isStarting}
          disabled={isActive || crawl.isPending}
          className="shrink-0"
        >
          {isStarting ? null : <RefreshCw aria-hidden="true" />}
          {isActive ? 'Crawl in progress…' : run ? 'Re-crawl Website' : 'Crawl Website'}
        </Button>
      </div>

      {crawl.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : crawl.isError ? (
        <Alert variant="destructive">
          <CircleX aria-hidden="true" />
          <AlertTitle>Failed to load the crawl status</AlertTitle>
          <AlertDescription>
            <Button variant="link" className="h-auto p-0" onClick={() => void crawl.refetch()}>
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : run ? (
        <RunSummary run={run} />
      ) : null}

      <div className="grid gap-2">
        <h3 className="text-sm font-semibold">Learnt pages ({pages.length})</h3>
        {pages.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-6 py-8 text-center text-muted-foreground">
            <Globe className="size-6" aria-hidden="true" />
            <p>No pages learnt yet. Crawl your website to teach the assistant what it says.</p>
          </div>
        ) : (
          <ul className="grid gap-2" aria-label="Learnt pages">
            {pages.map((page) => (
              <li key={page.id} className="flex items-start gap-3 rounded-md border px-3 py-2">
                <div className="min-w-0 flex-1">
                  <a
                    href={page.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex items-center gap-1 font-medium break-all hover:text-primary hover:underline"
                  >
                    {page.title}
                    <ExternalLink className="size-3 shrink-0" aria-hidden="true" />
                    <span className="sr-only">(opens in a new tab)</span>
                  </a>
                  <p className="font-mono text-xs break-all text-muted-foreground">{page.url}</p>
                  <p className="text-xs text-muted-foreground">
                    {page.chunkCount} {page.chunkCount === 1 ? 'passage' : 'passages'}
                  </p>
                </div>
                <Button
                  variant="ghost"
                  size="icon-sm"
                  className="text-destructive hover:bg-red-50 hover:text-destructive"
                  aria-label={`Remove page: ${page.title}`}
                  onClick={() => {
                    setForgetting(page);
                    setIsForgetOpen(true);
                  }}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <ConfirmDeleteDialog
        open={isForgetOpen}
        onOpenChange={setIsForgetOpen}
        title="Remove this page?"
        description={`The assistant stops using ${forgetting?.url ?? 'this page'} until the next crawl reads it again.`}
        confirmLabel="Remove"
        onConfirm={handleForget}
        isPending={forget.isPending}
      />
    </div>
  );
}
