import { ConversationsView } from '@/features/conversations/conversations-view';

export function ConversationsPage() {
  return <ConversationsView />;
}
