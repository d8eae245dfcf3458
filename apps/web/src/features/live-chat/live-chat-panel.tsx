import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Hand, Headset, Send } from 'lucide-react';
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { toast } from 'sonner';
import {
  ACTIVE_CONVERSATION_WINDOW_MS,
  LIVE_CHAT_IDLE_MINUTES_CHOICES,
  LIVE_TYPING_SIGNAL_INTERVAL_MS,
  MAX_CHAT_MESSAGE_LENGTH,
  formatRelativeTime,
  type ConversationDetail,
  type ConversationSummary,
} from '@leadchat/contract';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { showErrorToast } from '@/lib/show-error-toast';
import {
  handBackConversation,
  saveLiveChatSettings,
  sendOwnerMessage,
  signalTyping,
  takeOverConversation,
} from './live-chat-api';

/** The query-key root of the conversation screens; every live-chat change refreshes them. */
const CONVERSATIONS_ROOT = ['conversations'] as const;

function formatTime(iso: string): string {
  return new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
}

/**
 * Badges for the conversations list: Live (activity in the last hour), who has it (a person or the assistant)
 * and a visitor waiting for a person.
 */
export function LiveConversationMarkers({
  conversation,
  now,
}: {
  conversation: Pick<ConversationSummary, 'lastActivityAt' | 'mode' | 'isHumanRequested'>;
  now: number;
}) {
  const isLive = now - new Date(conversation.lastActivityAt).getTime() < ACTIVE_CONVERSATION_WINDOW_MS;
  return (
    <>
      {isLive ? (
        <Badge variant="green" className="gap-1">
          <span className="size-1.5 rounded-full bg-green-600" aria-hidden="true" />
          Live
        </Badge>
      ) : null}
      {conversation.mode === 'human' ? <Badge variant="violet">Person answering</Badge> : null}
      {conversation.isHumanRequested ? <Badge variant="orange">Asked for a person</Badge> : null}
    </>
  );
}

/**
 * Under the transcript: who is answering (the assistant or a person), Take over / Hand back to the assistant,
 * the reply box (sending in assistant mode takes the conversation over in the same step), and the idle time
 * after which the conversation goes back to the assistant by itself.
 */
export function LiveChatPanel({ conversation }: { conversation: ConversationDetail }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState('');
  const lastTypingSignal = useRef(0);
  const { live } = conversation;
  const isMine = live.mode === 'human' && live.isMine;
  const refresh = () => queryClient.invalidateQueries({ queryKey: CONVERSATIONS_ROOT });

  const takeOver = useMutation({
    mutationFn: () => takeOverConversation(conversation.id),
    onSuccess: () => {
      void refresh();
      toast.success('You have taken over this conversation');
    },
    onError: showErrorToast,
  });
  const handBack = useMutation({
    mutationFn: () => handBackConversation(conversation.id),
    onSuccess: () => {
      void refresh();
      toast.success('The assistant is answering again');
    },
    onError: showErrorToast,
  });
  const send = useMutation({
    mutationFn: (content: string) => sendOwnerMessage(conversation.id, content),
    onSuccess: () => {
      setDraft('');
      lastTypingSignal.current = 0;
      void refresh();
    },
    onError: showErrorToast,
  });
  const idle = useMutation({
    mutationFn: (idleMinutes: number) => saveLiveChatSettings(conversation.websiteId, { idleMinutes }),
    onSuccess: () => {
      void refresh();
      toast.success('Hand-back time saved');
    },
    onError: showErrorToast,
  });

  if (conversation.source === 'whatsapp') {
    return (
      <p className="text-sm text-muted-foreground">
        Live replies reach visitors in the website chat. This conversation came from WhatsApp.
      </p>
    );
  }

  const isBusy = takeOver.isPending || handBack.isPending;
  const canSend = draft.trim() !== '' && !send.isPending;
  const idleChoices = [...new Set<number>([...LIVE_CHAT_IDLE_MINUTES_CHOICES, live.idleMinutes])].sort(
    (a, b) => a - b,
  );

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (canSend) send.mutate(draft.trim());
  }
  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (canSend) send.mutate(draft.trim());
    }
  }
  function handleChange(value: string) {
    setDraft(value);
    const now = Date.now();
    if (isMine && value.trim() && now - lastTypingSignal.current > LIVE_TYPING_SIGNAL_INTERVAL_MS) {
      lastTypingSignal.current = now;
      signalTyping(conversation.id);
    }
  }

  return (
    <section aria-label="Live chat" className="grid gap-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="status" className="min-w-0 text-sm">
          {live.mode === 'human' ? (
            <p className="flex items-center gap-2 font-medium">
              <Headset className="size-4 text-violet-700" aria-hidden="true" />
              {isMine
                ? `You have this conversation (as ${live.humanName}). The assistant stays silent.`
                : `${live.humanName} has this conversation. The assistant stays silent.`}
            </p>
          ) : (
            <p className="font-medium">The assistant is answering.</p>
          )}
          {isMine && live.handBackAt ? (
            <p className="text-muted-foreground">
              It goes back to the assistant at {formatTime(live.handBackAt)} if you don't write.
            </p>
          ) : null}
        </div>
        {isMine ? (
          <Button variant="outline" onClick={() => handBack.mutate()} disabled={isBusy}>
            <Hand aria-hidden="true" />
            Hand back to the assistant
          </Button>
        ) : (
          <Button onClick={() => takeOver.mutate()} disabled={isBusy}>
            <Headset aria-hidden="true" />
            Take over
          </Button>
        )}
      </div>
      {live.humanRequestedAt ? (
        <Alert>
          <AlertDescription>
            The visitor asked to talk to a person {formatRelativeTime(live.humanRequestedAt)}.
          </AlertDescription>
        </Alert>
      ) : null}
      <form className="grid gap-2" onSubmit={handleSubmit}>
        <Label htmlFor="live-chat-reply">Reply to the visitor</Label>
        <Textarea
          id="live-chat-reply"
          value={draft}
          maxLength={MAX_CHAT_MESSAGE_LENGTH}
          rows={2}
          className="min-h-16"
          aria-describedby="live-chat-reply-hint"
          onChange={(event) => handleChange(event.target.value)}
          onKeyDown={handleKeyDown}
        />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p id="live-chat-reply-hint" className="text-xs text-muted-foreground">
            {isMine
              ? 'Enter sends, Shift+Enter starts a new line. The visitor sees your messages live in the chat.'
              : 'Sending takes the conversation over from the assistant.'}
          </p>
          <Button type="submit" size="sm" disabled={!canSend}>
            <Send aria-hidden="true" />
            Send
          </Button>
        </div>
      </form>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span id="live-chat-idle-label">Hand back to the assistant automatically after</span>
        <Select
          value={String(live.idleMinutes)}
          onValueChange={(value) => idle.mutate(Number(value))}
          disabled={idle.isPending}
        >
          <SelectTrigger aria-labelledby="live-chat-idle-label" className="w-36">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {idleChoices.map((minutes) => (
              <SelectItem key={minutes} value={String(minutes)}>
                {minutes < 60 ? `${minutes} minutes` : `${minutes / 60} hour${minutes === 60 ? '' : 's'}`}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <span className="text-muted-foreground">without a reply (this website).</span>
      </div>
    </section>
  );
}
