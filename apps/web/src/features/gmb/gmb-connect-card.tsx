import { useMutation } from '@tanstack/react-query';
import { Store } from 'lucide-react';
import { toast } from 'sonner';
import { GMB_MESSAGES, type GmbStatus } from '@leadchat/contract';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { getErrorMessage } from '@/lib/api';
import { startGmbConnect } from './gmb-api';

/** Sends the browser to Google's consent page (the page comes back through /gmb-callback). */
export function useConnectGmb(websiteId: string) {
  return useMutation({
    mutationFn: () => startGmbConnect(websiteId),
    onSuccess: ({ authUrl }) => window.location.assign(authUrl),
    onError: (error) => toast.error(GMB_MESSAGES.connectFailed, { description: getErrorMessage(error) }),
  });
}

/** The connect screen: shown while the website has no Google account. */
export function GmbConnectCard({ websiteId, status }: { websiteId: string; status: GmbStatus }) {
  const connect = useConnectGmb(websiteId);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Store className="size-5 text-primary" aria-hidden="true" />
          Connect Google My Business
        </CardTitle>
        <CardDescription>
          Sign in with the Google account that manages your Business Profile. LeadChat reads your locations
          and reviews, drafts replies for you to edit and post, and can answer good reviews automatically.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {status.isConfigured ? (
          <>
            <Button onClick={() => connect.mutate()} isLoading={connect.isPending}>
              Connect Google My Business
            </Button>
            <p className="text-sm text-muted-foreground">
              Google asks you to allow access to your Business Profile, then sends you back here. You can
              disconnect at any time.
            </p>
          </>
        ) : (
          <Alert variant="warning">
            <AlertTitle>Google sign-in isn&apos;t set up on this server yet</AlertTitle>
            <AlertDescription>
              <p>An administrator has to do this once before anyone can connect:</p>
              <ol className="mt-2 list-decimal space-y-1 pl-5">
                <li>
                  In the Google Cloud console, create an OAuth client of type Web application and enable the
                  My Business Account Management, Business Information and Google My Business APIs.
                </li>
                <li>
                  Add <code className="break-all">{status.redirectUri}</code> under Authorised redirect URIs.
                </li>
                <li>
                  Set <code>GOOGLE_CLIENT_ID</code> and <code>GOOGLE_CLIENT_SECRET</code> on the server and
                  restart it.
                </li>
              </ol>
            </AlertDescription>
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
