import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MailWarning } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format';
import { adminResendEmail, fetchUnconfirmedEmails, unconfirmedEmailsQueryKey } from './notifications-api';

/**
 * Administrators: emails whose sending process stopped after handing them to the mail server and before its answer
 * was recorded (decision 0120). They were probably delivered and are never resent on their own; here (and on the
 * lead, for its owner) a person can resend one. Shows nothing when there are none.
 */
export function UnconfirmedEmailsCard() {
  const queryClient = useQueryClient();
  const emails = useQuery({
    queryKey: unconfirmedEmailsQueryKey,
    queryFn: ({ signal }) => fetchUnconfirmedEmails(signal),
  });
  const resend = useMutation({
    mutationFn: adminResendEmail,
    onSuccess: () => {
      toast.success('Email queued again');
      void queryClient.invalidateQueries({ queryKey: unconfirmedEmailsQueryKey });
    },
    onError: () => toast.error('Error', { description: 'The email could not be resent' }),
  });
  if (!emails.data || emails.data.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MailWarning className="size-5 text-primary" aria-hidden="true" />
          Emails with unconfirmed delivery
        </CardTitle>
        <CardDescription>
          Handed to the mail server, but its answer was not recorded (the sending process stopped). They were
          probably delivered and are not sent again unless you resend them.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2 text-sm" aria-label="Emails with unconfirmed delivery">
          {emails.data.map((email) => (
            <li
              key={email.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-2"
            >
              <span className="grid min-w-0 gap-0.5">
                <span className="break-all font-medium">{email.subject ?? '(no subject)'}</span>
                <span className="break-all text-xs text-muted-foreground">
                  To {email.recipient}
                  {email.websiteName ? ` · ${email.websiteName}` : ''} · {formatDateTime(email.createdAt)}
                </span>
              </span>
              <Button
                type="button"
                size="sm"
                variant="outline"
                onClick={() => resend.mutate(email.id)}
                disabled={resend.isPending}
                aria-label={`Resend "${email.subject ?? 'the email'}" to ${email.recipient}`}
              >
                Resend
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
