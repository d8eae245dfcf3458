import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { fetchOutbox } from './admin-api';
import { Pagination } from './pagination';
import { queryKeys } from '@/lib/query-keys';

function formatTime(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

/** Emails and texts the server sent or stored (ARCHITECTURE.md: readable by admins without SMTP). */
export function OutboxCard() {
  const [page, setPage] = useState(1);
  const outbox = useQuery({
    queryKey: queryKeys.admin.outbox(page),
    queryFn: ({ signal }) => fetchOutbox(page, signal),
    placeholderData: keepPreviousData,
  });
  const messages = outbox.data?.messages ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Mail className="size-5 text-primary" aria-hidden="true" />
          Email Outbox
        </CardTitle>
        <CardDescription>
          Messages the server sent, or stored because no mail server is configured.
        </CardDescription>
      </CardHeader>
      <CardContent aria-busy={outbox.isPending || undefined}>
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Recipient</TableHead>
              <TableHead>Subject</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>Created</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {outbox.isPending ? (
              <TableRow>
                <TableCell colSpan={4}>
                  <Skeleton className="h-6 w-full" />
                </TableCell>
              </TableRow>
            ) : null}
            {messages.map((message) => (
              <TableRow key={message.id}>
                <TableCell className="align-top">
                  <div className="font-medium break-all">{message.recipient}</div>
                  <div className="text-xs text-muted-foreground">{message.channel}</div>
                </TableCell>
                <TableCell className="max-w-md align-top">
                  <details>
                    <summary className="cursor-pointer rounded-sm font-medium focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
                      {message.subject ?? '(no subject)'}
                    </summary>
                    <pre className="mt-2 max-h-64 overflow-auto rounded-md bg-muted p-3 text-xs whitespace-pre-wrap break-words">
                      {message.textBody}
                    </pre>
                  </details>
                </TableCell>
                <TableCell className="align-top">
                  <Badge variant={message.status === 'failed' ? 'red' : 'grey'}>{message.status}</Badge>
                </TableCell>
                <TableCell className="align-top whitespace-nowrap">{formatTime(message.createdAt)}</TableCell>
              </TableRow>
            ))}
            {!outbox.isPending && messages.length === 0 ? (
              <TableRow>
                <TableCell colSpan={4} className="py-8 text-center text-muted-foreground">
                  {outbox.isError ? 'The outbox could not be loaded.' : 'No messages yet.'}
                </TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
        {outbox.data ? (
          <Pagination
            page={page}
            pageSize={outbox.data.pageSize}
            total={outbox.data.total}
            label="Outbox pages"
            onPageChange={setPage}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
