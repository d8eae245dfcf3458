import { useQuery } from '@tanstack/react-query';
import { Bot, Headset, User } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { formatRelativeTime, type ConversationDetail } from '@leadchat/contract';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { LeadScoreBadge, LeadStatusBadge } from '@/features/leads';
import { WhatsAppDeliveries } from '@/features/whatsapp';
import { LeadDeliveries } from '@/features/notifications';
import { LiveChatPanel } from '@/features/live-chat';
import { formatDateTime } from '@/lib/format';
import { cn } from '@/lib/utils';
import { fetchConversation } from './conversations-api';
import { ConversationStatusBadge } from './conversation-status-badge';
import { queryKeys } from '@/lib/query-keys';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="truncate text-sm">{children}</dd>
    </div>
  );
}

/**
 * The whole transcript, oldest first; the visitor on the right, the assistant and the owner (by name) on the left,
 * notes (took over, handed back) centred.
 */
export function Transcript({ conversation }: { conversation: ConversationDetail }) {
  if (conversation.messages.length === 0) {
    return (
      <p className="py-6 text-center text-sm text-muted-foreground">No messages in this conversation yet.</p>
    );
  }
  return (
    <ol className="grid gap-3" aria-label="Messages">
      {conversation.isTranscriptTruncated ? (
        <li className="text-center text-xs text-muted-foreground">Older messages are not shown.</li>
      ) : null}
      {conversation.messages.map((message) => {
        if (message.role === 'system') {
          return (
            <li key={message.id} className="text-center text-xs text-muted-foreground">
              {message.content} <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
            </li>
          );
        }
        const isVisitor = message.role === 'user';
        const isOwner = message.role === 'owner';
        const speaker = isVisitor ? 'Visitor' : isOwner ? (message.authorName ?? 'You') : 'Assistant';
        return (
          <li key={message.id} className={cn('flex gap-2', isVisitor ? 'flex-row-reverse' : 'flex-row')}>
            <span
              className={cn(
                'mt-1 flex size-7 shrink-0 items-center justify-center rounded-full',
                isVisitor ? 'bg-violet-100 text-violet-800' : 'bg-slate-100 text-slate-700',
              )}
              aria-hidden="true"
            >
              {isVisitor ? (
                <User className="size-4" />
              ) : isOwner ? (
                <Headset className="size-4" />
              ) : (
                <Bot className="size-4" />
              )}
            </span>
            <div
              className={cn(
                'max-w-[80%] rounded-lg px-3 py-2 text-sm',
                isVisitor
                  ? 'bg-primary text-primary-foreground'
                  : isOwner
                    ? 'border border-violet-200 bg-violet-50 text-foreground'
                    : 'bg-muted text-foreground',
              )}
            >
              {isOwner ? <p className="text-xs font-medium text-violet-800">{speaker}</p> : null}
              <p className="sr-only">{speaker} said:</p>
              <p className="break-words whitespace-pre-wrap">{message.content}</p>
              <p className={cn('mt-1 text-xs', isVisitor ? 'text-violet-100' : 'text-muted-foreground')}>
                <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
                {message.responseTimeMs !== null
                  ? ` · replied in ${(message.responseTimeMs / 1000).toFixed(1)} s`
                  : null}
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * One conversation: who the visitor is and the whole transcript. `mode="details"` (the /conversations details
 * dialog) also shows the visitor card and lead fields; `mode="transcript"` (the leads page) leads with the chat.
 */
export function ConversationDialog({
  conversationId,
  onOpenChange,
  mode,
}: {
  conversationId: string | null;
  onOpenChange: (open: boolean) => void;
  mode: 'details' | 'transcript';
}) {
  const query = useQuery({
    queryKey: queryKeys.conversations.detail(conversationId ?? ''),
    queryFn: ({ signal }) => fetchConversation(conversationId!, signal),
    enabled: conversationId !== null,
  });
  const conversation = query.data;
  const visitorLabel =
    conversation?.visitorName || conversation?.visitorEmail || conversation?.visitorId || 'Visitor';
  // The transcript updates live (realtime events refetch it): keep the newest message in view.
  const transcriptRef = useRef<HTMLElement>(null);
  const newestId = conversation?.messages.at(-1)?.id;
  useEffect(() => {
    const element = transcriptRef.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [newestId]);

  return (
    <Dialog open={conversationId !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>
            {mode === 'details' ? 'Conversation Details' : `Conversation with ${visitorLabel}`}
          </DialogTitle>
          <DialogDescription>
            {conversation
              ? `${conversation.websiteName} · started ${formatDateTime(conversation.createdAt)} · ${conversation.messageCount} messages`
              : 'Loading the conversation…'}
          </DialogDescription>
        </DialogHeader>
        {query.isError ? (
          <Alert variant="destructive">
            <AlertDescription>Failed to fetch conversations</AlertDescription>
          </Alert>
        ) : !conversation ? (
          <div className="grid gap-3" aria-busy="true" aria-label="Loading the conversation">
            <Skeleton className="h-10 w-2/3" />
            <Skeleton className="ml-auto h-10 w-1/2" />
            <Skeleton className="h-10 w-3/4" />
          </div>
        ) : (
          <div className="grid gap-5">
            {mode === 'details' ? (
              <dl className="grid grid-cols-2 gap-3 rounded-lg border p-4 sm:grid-cols-3">
                <Detail label="Visitor">{conversation.visitorName || 'Anonymous'}</Detail>
                <Detail label="Email">{conversation.visitorEmail || '—'}</Detail>
                <Detail label="Phone">{conversation.visitorPhone || '—'}</Detail>
                <Detail label="Company">{conversation.visitorCompany || '—'}</Detail>
                <Detail label="Visitor ID">
                  <span className="font-mono text-xs">{conversation.visitorId}</span>
                </Detail>
                <Detail label="Source">{conversation.source === 'whatsapp' ? 'WhatsApp' : 'Web'}</Detail>
                <Detail label="Status">
                  <ConversationStatusBadge conversation={conversation} />
                </Detail>
                <Detail label="Last Activity">{formatRelativeTime(conversation.lastActivityAt)}</Detail>
                {conversation.isLeadCaptured ? (
                  <Detail label="Score">
                    <LeadScoreBadge
                      score={conversation.leadScore}
                      reasons={conversation.leadScoreReasons}
                      isOverridden={false}
                    />
                  </Detail>
                ) : null}
              </dl>
            ) : (
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <LeadStatusBadge status={conversation.leadStatus} />
                {conversation.visitorEmail ? <span>{conversation.visitorEmail}</span> : null}
                {conversation.visitorPhone ? <span>· {conversation.visitorPhone}</span> : null}
                {conversation.tags.map((tag) => (
                  <Badge key={tag} variant="outline">
                    {tag}
                  </Badge>
                ))}
              </div>
            )}
            <section
              ref={transcriptRef}
              aria-label="Transcript"
              className={cn(
                'overflow-y-auto rounded-lg border p-3',
                mode === 'details' ? 'max-h-[40vh]' : 'max-h-[50vh]',
              )}
              tabIndex={0}
            >
              <Transcript conversation={conversation} />
            </section>
            {mode === 'details' ? <LiveChatPanel conversation={conversation} /> : null}
            {conversation.source === 'whatsapp' ? (
              <WhatsAppDeliveries conversationId={conversation.id} />
            ) : null}
            {conversation.isLeadCaptured ? <LeadDeliveries conversationId={conversation.id} /> : null}
            {conversation.notes ? (
              <div>
                <h3 className="text-sm font-medium">Notes</h3>
                <p className="text-sm whitespace-pre-wrap text-muted-foreground">{conversation.notes}</p>
              </div>
            ) : null}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
