import { ConversationsView } from '@/features/conversations';

export function ConversationsPage() {
  return <ConversationsView />;
}
