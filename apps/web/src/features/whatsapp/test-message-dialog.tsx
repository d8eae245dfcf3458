import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { WhatsAppAccount } from '@leadchat/contract';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { ApiRequestError } from '@/lib/api';
import { sendWhatsAppTestMessage } from './whatsapp-api';

/**
 * Sends a customer's message, signed like Meta's webhook, from a reserved test number: the assistant answers it
 * like any WhatsApp message, and the conversation appears in Conversations (the reply is not sent to WhatsApp).
 */
export function TestMessageDialog({
  websiteId,
  account,
  onClose,
}: {
  websiteId: string;
  account: WhatsAppAccount;
  onClose: () => void;
}) {
  const [message, setMessage] = useState('Hi! Do you have any openings this week?');
  const [error, setError] = useState<string | undefined>();
  const [sentFrom, setSentFrom] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (text: string) => sendWhatsAppTestMessage(websiteId, account.id, text),
    onSuccess: (result) => setSentFrom(result.from),
    onError: (failure) =>
      toast.error('Error', {
        description:
          failure instanceof ApiRequestError ? failure.message : 'The test message could not be sent',
      }),
  });

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!message.trim()) {
      setError('Message is required');
      return;
    }
    setError(undefined);
    send.mutate(message.trim());
  }

  return (
    <Dialog open onOpenChange={(open) => (!open ? onClose() : undefined)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Send test message</DialogTitle>
          <DialogDescription>
            Sends a message to {account.displayPhoneNumber ?? 'this number'} through the same signed webhook
            Meta uses, from a test number. The assistant&apos;s reply stays in LeadChat.
          </DialogDescription>
        </DialogHeader>
        {sentFrom ? (
          <div className="grid gap-4" role="status">
            <p>
              Test message sent from {sentFrom}. The conversation and the assistant&apos;s reply appear in{' '}
              <Link to="/conversations?source=whatsapp" className="font-medium underline">
                Conversations
              </Link>{' '}
              in a moment.
            </p>
            <DialogFooter>
              <Button onClick={onClose}>Done</Button>
            </DialogFooter>
          </div>
        ) : (
          <form noValidate onSubmit={handleSubmit} className="grid gap-4" aria-label="Send test message">
            <FormField id="whatsapp-test-message" label="Message" error={error}>
              {(field) => (
                <Textarea
                  {...field}
                  value={message}
                  onChange={(event) => setMessage(event.target.value)}
                  rows={3}
                />
              )}
            </FormField>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" isLoading={send.isPending}>
                {send.isPending ? 'Sending...' : 'Send test message'}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
