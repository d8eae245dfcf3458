import { describeConversationStatus } from '@leadchat/contract';
import { Badge } from '@/components/ui/badge';
import { leadStatusVariant } from '@/features/leads';

/** docs/product/behaviour.md: 'Lead - {status}' (the status colour), Active (green) within the last hour, else Inactive (grey). */
export function ConversationStatusBadge({
  conversation,
  now,
}: {
  conversation: { isLeadCaptured: boolean; leadStatus: string; lastActivityAt: string };
  now?: number;
}) {
  const status = describeConversationStatus({ ...conversation, now });
  const variant =
    status.kind === 'lead'
      ? leadStatusVariant(conversation.leadStatus || 'new')
      : status.kind === 'active'
        ? 'green'
        : 'grey';
  return <Badge variant={variant}>{status.label}</Badge>;
}
