import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { GMB_REVIEWS_LIMIT, type GmbAccount, type GmbReview } from '@leadchat/contract';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api';
import { formatDateTime, formatShortDate } from '@/lib/format';
import { deleteGmbReply, dismissGmbReply, fetchGmbReviews, gmbAccountQueryKey } from './gmb-api';
import { GmbReplyDialog } from './gmb-reply-dialog';
import { Stars } from './stars';

const REPLY_SOURCE: Record<NonNullable<GmbReview['responseSource']>, string> = {
  owner: 'Posted by you from LeadChat',
  automation: 'Posted automatically by LeadChat',
  google: 'Written on Google',
};

/** Google's moderation of a reply, in words (its states: PENDING, APPROVED or ACTIVE, REJECTED). */
function moderationText(review: GmbReview): string | null {
  switch (review.responseState) {
    case 'PENDING':
      return "Google is checking this reply before it's shown.";
    case 'REJECTED':
      return `Google rejected this reply${review.responsePolicyNote ? `: ${review.responsePolicyNote}` : ''}. Edit it and post again.`;
    default:
      return null;
  }
}

function ReviewCard({ review, onReply }: { review: GmbReview; onReply: () => void }) {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['gmb'] });
  const remove = useMutation({
    mutationFn: () => deleteGmbReply(review.id),
    onSuccess: () => {
      toast.success('Reply deleted from Google');
      refresh();
    },
    onError: (error) => toast.error('Error', { description: getErrorMessage(error) }),
  });
  const dismiss = useMutation({
    mutationFn: () => dismissGmbReply(review.openJob!.id),
    onSuccess: () => {
      toast.success('Draft dismissed');
      refresh();
    },
    onError: (error) => toast.error('Error', { description: getErrorMessage(error) }),
  });
  const job = review.openJob;
  const moderation = moderationText(review);
  const name = review.reviewerName ?? 'A Google user';
  return (
    <li>
      <Card data-testid="gmb-review">
        <CardContent className="space-y-3 pt-6">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div>
              <h3 className="font-medium">{name}</h3>
              <p className="text-sm text-muted-foreground">
                <Stars rating={review.rating} /> · {formatShortDate(review.reviewDate)}
                {review.locationTitle ? ` · ${review.locationTitle}` : ''}
              </p>
            </div>
            <Badge variant={review.status === 'Responded' ? 'green' : 'yellow'}>{review.status}</Badge>
          </div>
          {review.reviewText ? (
            <p className="text-sm whitespace-pre-wrap">{review.reviewText}</p>
          ) : (
            <p className="text-sm text-muted-foreground italic">Stars only, no text.</p>
          )}
          {review.responseText ? (
            <div className="rounded-md border bg-slate-50 p-3 text-sm">
              <p className="mb-1 text-xs font-medium text-muted-foreground">
                {review.responseSource ? REPLY_SOURCE[review.responseSource] : 'Your reply'}
              </p>
              <p className="whitespace-pre-wrap">{review.responseText}</p>
              {moderation ? (
                <p
                  className={
                    review.responseState === 'REJECTED' ? 'mt-2 text-red-700' : 'mt-2 text-muted-foreground'
                  }
                >
                  {moderation}
                </p>
              ) : null}
            </div>
          ) : null}
          {job?.status === 'awaiting_approval' ? (
            <div className="rounded-md border border-violet-200 bg-violet-50 p-3 text-sm text-violet-900">
              <p className="mb-1 font-medium">
                Awaiting your approval ({job.draftSource === 'ai' ? 'AI draft' : 'template draft'})
              </p>
              <p className="whitespace-pre-wrap">{job.comment}</p>
            </div>
          ) : null}
          {job?.status === 'scheduled' || job?.status === 'sending' ? (
            <p className="text-sm text-muted-foreground">
              {job.origin === 'automation'
                ? `Automatic reply scheduled for ${formatDateTime(job.runAt)}${job.lastError ? ` (last try failed: ${job.lastError})` : ''}.`
                : 'Your reply is being sent to Google.'}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            {job?.status === 'awaiting_approval' ? (
              <>
                <Button size="sm" onClick={onReply} aria-label={`Review and approve the reply to ${name}`}>
                  Review and approve
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => dismiss.mutate()}
                  isLoading={dismiss.isPending}
                >
                  Dismiss draft
                </Button>
              </>
            ) : (
              <Button
                size="sm"
                variant={review.responseText ? 'outline' : 'default'}
                onClick={onReply}
                disabled={job?.status === 'sending'}
                aria-label={`${review.responseText ? 'Edit the reply to' : 'Reply to'} ${name}`}
              >
                {review.responseText ? 'Edit reply' : 'Reply'}
              </Button>
            )}
            {review.responseText && !job ? (
              <Button size="sm" variant="ghost" onClick={() => remove.mutate()} isLoading={remove.isPending}>
                Delete reply
              </Button>
            ) : null}
          </div>
        </CardContent>
      </Card>
    </li>
  );
}

export function GmbReviewsTab({ websiteId, account }: { websiteId: string; account: GmbAccount }) {
  const reviews = useQuery({
    queryKey: gmbAccountQueryKey(websiteId, account.id, 'reviews'),
    queryFn: ({ signal }) => fetchGmbReviews(account.id, signal),
    // Automatic replies and background syncs change the list without anyone pressing a button.
    refetchInterval: 30_000,
  });
  const [replyingTo, setReplyingTo] = useState<string | null>(null);
  const review = reviews.data?.find((r) => r.id === replyingTo);

  if (reviews.isPending) {
    return (
      <div className="grid gap-4" aria-busy="true" aria-label="Loading reviews">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-32 w-full" />
        ))}
      </div>
    );
  }
  if (reviews.isError) {
    return (
      <p className="text-sm text-red-700">
        The reviews could not be loaded: {getErrorMessage(reviews.error)}
      </p>
    );
  }
  if (reviews.data.length === 0) {
    return (
      <Card>
        <CardContent className="pt-6 text-sm text-muted-foreground">
          No reviews yet. Press Sync Reviews to fetch them from Google; new ones also arrive by themselves.
        </CardContent>
      </Card>
    );
  }
  const waiting = reviews.data.filter((r) => r.openJob?.status === 'awaiting_approval').length;
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground">
        The latest {Math.min(reviews.data.length, GMB_REVIEWS_LIMIT)} reviews, newest first.
        {waiting ? ` ${waiting} ${waiting === 1 ? 'reply is' : 'replies are'} awaiting your approval.` : ''}
      </p>
      <ul className="space-y-4">
        {reviews.data.map((item) => (
          <ReviewCard key={item.id} review={item} onReply={() => setReplyingTo(item.id)} />
        ))}
      </ul>
      {review ? (
        <GmbReplyDialog
          review={review}
          open={replyingTo !== null}
          onOpenChange={(open) => (open ? undefined : setReplyingTo(null))}
          onDone={() => setReplyingTo(null)}
        />
      ) : null}
    </div>
  );
}
