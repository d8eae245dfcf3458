import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleAlert, KeyRound, MessageCircle, Plus, Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { WhatsAppAccount, WhatsAppChannel } from '@leadchat/contract';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { ApiRequestError } from '@/lib/api';
import { ConnectWhatsAppDialog } from './connect-whatsapp-dialog';
import { ReplaceTokenDialog } from './replace-token-dialog';
import { TestMessageDialog } from './test-message-dialog';
import { WhatsAppUsageSummary } from './whatsapp-usage-summary';
import {
  disconnectWhatsAppAccount,
  fetchWhatsAppAccounts,
  updateWhatsAppAccount,
  whatsappAccountsQueryKey,
} from './whatsapp-api';

function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError ? error.message : fallback;
}

/** What the server still needs before WhatsApp works, or the webhook step left to do in Meta's console. */
function ChannelSetup({ channel }: { channel: WhatsAppChannel }) {
  if (!channel.isConfigured) {
    return (
      <Alert>
        <CircleAlert aria-hidden="true" />
        <AlertTitle>WhatsApp is off on this server</AlertTitle>
        <AlertDescription>
          <p>
            To turn it on, set{' '}
            {channel.missing.map((name) => (
              <code key={name}>{name} </code>
            ))}
            in the server&apos;s environment and restart it. Then, in your Meta app&apos;s WhatsApp
            configuration, set the callback URL to <code className="break-all">{channel.webhookUrl}</code>{' '}
            with the same verify token.
          </p>
        </AlertDescription>
      </Alert>
    );
  }
  if (!channel.webhookVerifiedAt) {
    return (
      <Alert>
        <CircleAlert aria-hidden="true" />
        <AlertTitle>Webhook not verified yet</AlertTitle>
        <AlertDescription>
          <p>
            In your Meta app&apos;s WhatsApp configuration, set the callback URL to{' '}
            <code className="break-all">{channel.webhookUrl}</code> and the verify token to the value of{' '}
            <code>WHATSAPP_VERIFY_TOKEN</code>, and subscribe to the <code>messages</code> field.
          </p>
        </AlertDescription>
      </Alert>
    );
  }
  return null;
}

function AccountRow({
  account,
  channel,
  websiteId,
  onTest,
  onReplaceToken,
  onDisconnect,
}: {
  account: WhatsAppAccount;
  channel: WhatsAppChannel;
  websiteId: string;
  onTest: () => void;
  onReplaceToken: () => void;
  onDisconnect: () => void;
}) {
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: (isActive: boolean) => updateWhatsAppAccount(websiteId, account.id, { isActive }),
    onSuccess: (updated) => {
      void queryClient.invalidateQueries({ queryKey: whatsappAccountsQueryKey(websiteId) });
      toast.success(updated.isActive ? 'WhatsApp number switched on' : 'WhatsApp number switched off');
    },
    onError: (error) =>
      toast.error('Error', { description: errorMessage(error, 'Failed to update the WhatsApp number') }),
  });
  const number = account.displayPhoneNumber ?? account.phoneNumberId ?? 'WhatsApp number';
  const switchId = `whatsapp-active-${account.id}`;
  return (
    <li className="grid gap-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <p className="flex items-center gap-2 font-medium">
            {number}
            <Badge variant={account.isActive ? 'green' : 'grey'}>
              {account.isActive ? 'Active' : 'Inactive'}
            </Badge>
          </p>
          <p className="text-sm text-muted-foreground">
            Phone number ID {account.phoneNumberId} · Business account {account.businessAccountId}
          </p>
          <p className="text-sm text-muted-foreground">
            {account.hasAccessToken
              ? `Access token ${account.accessTokenHint ?? ''}`
              : channel.hasServerAccessToken
                ? "Uses the server's access token"
                : 'No access token: replies cannot be sent'}
            {' · '}Usage month counted in {account.timeZone}
          </p>
          {account.lastInboundAt ? (
            <p className="text-sm text-muted-foreground">
              Last message received {new Date(account.lastInboundAt).toLocaleString()}
            </p>
          ) : null}
        </div>
        <div className="flex items-center gap-2">
          <Switch
            id={switchId}
            checked={account.isActive}
            disabled={toggle.isPending}
            onCheckedChange={(checked) => toggle.mutate(checked)}
            aria-label={`Answer on ${number}`}
          />
        </div>
      </div>
      {account.confirmedByMetaAt ? null : (
        <Alert variant="destructive">
          <CircleAlert aria-hidden="true" />
          <AlertTitle>Not confirmed with Meta</AlertTitle>
          <AlertDescription>
            This number was connected before LeadChat checked numbers with Meta, so messages to it are not
            answered. Replace its access token to have it checked.
          </AlertDescription>
        </Alert>
      )}
      {account.lastError ? (
        <Alert variant="destructive">
          <CircleAlert aria-hidden="true" />
          <AlertDescription>{account.lastError}</AlertDescription>
        </Alert>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={onTest}
          disabled={!channel.isConfigured || !account.isActive || !account.confirmedByMetaAt}
        >
          <Send aria-hidden="true" />
          Send test message
        </Button>
        <Button variant="outline" size="sm" onClick={onReplaceToken}>
          <KeyRound aria-hidden="true" />
          Replace access token
        </Button>
        <Button variant="outline" size="sm" onClick={onDisconnect}>
          <Trash2 aria-hidden="true" />
          Disconnect
        </Button>
      </div>
    </li>
  );
}

/**
 * A website's WhatsApp numbers (on its settings page): connect a WhatsApp Business number, switch it on and off,
 * send a signed test message through the whole path, and see what the server still needs and this month's usage.
 */
export function WhatsAppSection({ websiteId }: { websiteId: string }) {
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: whatsappAccountsQueryKey(websiteId),
    queryFn: ({ signal }) => fetchWhatsAppAccounts(websiteId, signal),
  });
  const [isConnectOpen, setIsConnectOpen] = useState(false);
  const [testing, setTesting] = useState<WhatsAppAccount | null>(null);
  const [replacingToken, setReplacingToken] = useState<WhatsAppAccount | null>(null);
  const [disconnecting, setDisconnecting] = useState<WhatsAppAccount | null>(null);

  const disconnect = useMutation({
    mutationFn: (account: WhatsAppAccount) => disconnectWhatsAppAccount(websiteId, account.id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: whatsappAccountsQueryKey(websiteId) });
      toast.success('WhatsApp number disconnected');
      setDisconnecting(null);
    },
    onError: (error) =>
      toast.error('Error', { description: errorMessage(error, 'Failed to disconnect the WhatsApp number') }),
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <MessageCircle className="size-5" aria-hidden="true" />
          WhatsApp
        </CardTitle>
        <CardDescription>
          Customers who message your WhatsApp Business number get answers from this assistant, with the same
          knowledge, and appear in your conversations and leads.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {list.isPending ? (
          <Skeleton className="h-24 w-full" aria-label="Loading WhatsApp numbers" />
        ) : list.isError ? (
          <Alert variant="destructive">
            <CircleAlert aria-hidden="true" />
            <AlertTitle>Failed to load WhatsApp numbers</AlertTitle>
            <AlertDescription>
              <Button variant="link" className="h-auto p-0" onClick={() => void list.refetch()}>
                Try again
              </Button>
            </AlertDescription>
          </Alert>
        ) : (
          <>
            <ChannelSetup channel={list.data.channel} />
            <WhatsAppUsageSummary usage={list.data.channel.usage} />
            {list.data.accounts.length ? (
              <ul className="grid gap-3" aria-label="WhatsApp numbers">
                {list.data.accounts.map((account) => (
                  <AccountRow
                    key={account.id}
                    account={account}
                    channel={list.data.channel}
                    websiteId={websiteId}
                    onTest={() => setTesting(account)}
                    onReplaceToken={() => setReplacingToken(account)}
                    onDisconnect={() => setDisconnecting(account)}
                  />
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted-foreground">
                No WhatsApp number connected to this website yet.
              </p>
            )}
            <div>
              <Button onClick={() => setIsConnectOpen(true)}>
                <Plus aria-hidden="true" />
                Connect WhatsApp number
              </Button>
            </div>
            <p className="text-sm text-muted-foreground">
              WhatsApp conversations are listed in{' '}
              <Link to="/conversations?source=whatsapp" className="font-medium underline">
                Conversations
              </Link>{' '}
              with a WhatsApp badge.
            </p>
          </>
        )}
      </CardContent>
      <ConnectWhatsAppDialog websiteId={websiteId} open={isConnectOpen} onOpenChange={setIsConnectOpen} />
      {replacingToken ? (
        <ReplaceTokenDialog
          websiteId={websiteId}
          account={replacingToken}
          onClose={() => setReplacingToken(null)}
        />
      ) : null}
      {testing ? (
        <TestMessageDialog websiteId={websiteId} account={testing} onClose={() => setTesting(null)} />
      ) : null}
      <AlertDialog
        open={disconnecting !== null}
        onOpenChange={(open) => (!open && !disconnect.isPending ? setDisconnecting(null) : undefined)}
      >
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Disconnect this WhatsApp number?</AlertDialogTitle>
            <AlertDialogDescription>
              The assistant stops answering {disconnecting?.displayPhoneNumber ?? 'this number'} on WhatsApp.
              Its conversations and leads stay in LeadChat.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={disconnect.isPending}>Cancel</AlertDialogCancel>
            {/* A plain button: the dialog stays open (and busy) until the disconnect has answered. */}
            <Button
              variant="destructive"
              onClick={() => disconnecting && disconnect.mutate(disconnecting)}
              isLoading={disconnect.isPending}
            >
              {disconnect.isPending ? 'Disconnecting...' : 'Disconnect'}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  );
}
