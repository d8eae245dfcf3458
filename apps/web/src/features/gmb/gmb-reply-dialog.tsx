import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import {
  GMB_REPLY_MAX_BYTES,
  utf8ByteLength,
  type GmbDraft,
  type GmbDraftSource,
  type GmbReview,
} from '@leadchat/contract';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { getErrorMessage } from '@/lib/api';
import { approveGmbReply, draftGmbReply, postGmbReply } from './gmb-api';
import { Stars } from './stars';

const SOURCE_LABEL: Record<GmbDraftSource, string> = {
  ai: 'AI draft',
  template: 'Template draft',
  owner: 'Your text',
};

/**
 * Writing a reply: starts from a draft (AI when the server has a model, else a template — labelled as such),
 * the owner edits it and posts. For a reply waiting in the approval queue, it starts from that draft and
 * approving posts it.
 */
export function GmbReplyDialog({
  review,
  open,
  onOpenChange,
  onDone,
}: {
  review: GmbReview;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone: () => void;
}) {
  const [isSending, setSending] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(next) => (isSending ? undefined : onOpenChange(next))}>
      <DialogContent className="sm:max-w-xl">
        {open ? (
          <ReplyForm
            key={review.id}
            review={review}
            onCancel={() => onOpenChange(false)}
            onDone={onDone}
            onSendingChange={setSending}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function ReplyForm({
  review,
  onCancel,
  onDone,
  onSendingChange,
}: {
  review: GmbReview;
  onCancel: () => void;
  onDone: () => void;
  onSendingChange: (isSending: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const queued = review.openJob?.status === 'awaiting_approval' ? review.openJob : null;
  // Starts from the queued draft, the reply already posted, or (below) a fresh draft.
  const [text, setText] = useState(() => queued?.comment ?? review.responseText ?? '');
  const [source, setSource] = useState<GmbDraftSource>(() => queued?.draftSource ?? 'owner');
  const [draftNote, setDraftNote] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const draft = useMutation({
    mutationFn: () => draftGmbReply(review.id),
    onSuccess: (result: GmbDraft) => {
      setText(result.text);
      setSource(result.source);
      setDraftNote(result.note);
    },
    onError: (failure) => setError(getErrorMessage(failure)),
  });
  const needsDraft = !queued && !review.responseText;
  useEffect(() => {
    if (needsDraft) draft.mutate();
    // Once, when the form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const send = useMutation({
    mutationFn: () =>
      queued
        ? approveGmbReply({ jobId: queued.id, comment: text.trim() })
        : postGmbReply({ reviewId: review.id, comment: text.trim(), draftSource: source }),
    onMutate: () => onSendingChange(true),
    onSettled: () => onSendingChange(false),
    onSuccess: (updated) => {
      toast.success(queued ? 'Reply approved and posted' : 'Reply posted to Google', {
        description:
          updated.responseState === 'REJECTED'
            ? 'Google rejected it: see the note under the review.'
            : 'It shows under the review once Google has checked it.',
      });
      void queryClient.invalidateQueries({ queryKey: ['gmb'] });
      onDone();
    },
    onError: (failure) => setError(getErrorMessage(failure)),
  });

  const bytes = utf8ByteLength(text.trim());
  const isTooLong = bytes > GMB_REPLY_MAX_BYTES;
  return (
    <>
      <DialogHeader>
        <DialogTitle>
          {queued ? 'Approve the reply' : review.responseText ? 'Edit your reply' : 'Reply to the review'}
        </DialogTitle>
        <DialogDescription>
          {review.reviewerName ?? 'A Google user'} · <Stars rating={review.rating} />
        </DialogDescription>
      </DialogHeader>
      {review.reviewText ? (
        <blockquote className="max-h-32 overflow-y-auto border-l-2 pl-3 text-sm whitespace-pre-wrap text-muted-foreground">
          {review.reviewText}
        </blockquote>
      ) : (
        <p className="text-sm text-muted-foreground">The reviewer left stars without text.</p>
      )}
      <div className="space-y-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Label htmlFor="gmb-reply-text">Your reply</Label>
          <div className="flex items-center gap-2">
            {draft.isPending ? null : (
              <Badge variant={source === 'ai' ? 'violet' : 'grey'} data-testid="gmb-draft-source">
                {SOURCE_LABEL[source]}
              </Badge>
            )}
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => draft.mutate()}
              isLoading={draft.isPending}
            >
              <Sparkles aria-hidden="true" />
              New draft
            </Button>
          </div>
        </div>
        <Textarea
          id="gmb-reply-text"
          rows={7}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (source !== 'owner') setSource('owner');
          }}
          aria-describedby="gmb-reply-count"
          aria-invalid={isTooLong || undefined}
          placeholder={draft.isPending ? 'Drafting…' : 'Write your reply'}
          disabled={draft.isPending}
        />
        <p
          id="gmb-reply-count"
          className={isTooLong ? 'text-sm text-red-700' : 'text-sm text-muted-foreground'}
        >
          {bytes.toLocaleString('en-US')} / {GMB_REPLY_MAX_BYTES.toLocaleString('en-US')} bytes (Google&apos;s
          limit; an emoji counts as 4)
        </p>
        {draftNote ? <p className="text-sm text-muted-foreground">{draftNote}</p> : null}
      </div>
      {error ? (
        <Alert variant="destructive" role="alert">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      ) : null}
      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={send.isPending}>
          Cancel
        </Button>
        <Button
          onClick={() => send.mutate()}
          isLoading={send.isPending}
          disabled={!text.trim() || isTooLong || draft.isPending}
        >
          {queued ? 'Approve and post' : 'Post reply'}
        </Button>
      </DialogFooter>
    </>
  );
}
