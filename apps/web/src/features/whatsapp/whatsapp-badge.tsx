import { MessageCircle } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

/** Marks a conversation or lead that came in on WhatsApp. */
export function WhatsAppBadge() {
  return (
    <Badge variant="green" className="gap-1">
      <MessageCircle className="size-3" aria-hidden="true" />
      WhatsApp
    </Badge>
  );
}
