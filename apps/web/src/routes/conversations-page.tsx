import { PlaceholderPage } from '@/components/layout/placeholder-page';

export function ConversationsPage() {
  return <PlaceholderPage title="Conversations" />;
}
