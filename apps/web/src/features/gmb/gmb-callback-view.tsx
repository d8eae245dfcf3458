import { CheckCircle2, XCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { GMB_CALLBACK_MESSAGES } from '@leadchat/contract';
import { PageContainer } from '@/components/layout/page-header';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { ApiRequestError } from '@/lib/api';
import { useDocumentTitle } from '@/lib/use-document-title';
import { completeGmbConnect, gmbRedirectUri } from './gmb-api';

/** docs/product/limits.md: back to /gmb-manager after 2 s on success, 3 s on error. */
export const SUCCESS_REDIRECT_MS = 2000;
export const ERROR_REDIRECT_MS = 3000;

type Outcome =
  | { kind: 'loading' }
  | { kind: 'success'; email: string | null; websiteId: string }
  | { kind: 'error'; message: string };

const KNOWN_MESSAGES = new Set<string>(Object.values(GMB_CALLBACK_MESSAGES));

function messageFor(error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (error.status === 401) return GMB_CALLBACK_MESSAGES.notAuthenticated;
    if (KNOWN_MESSAGES.has(error.message)) return error.message;
  }
  return GMB_CALLBACK_MESSAGES.processingFailed;
}

/** /gmb-callback: Google sends the browser here with a code; the server finishes the connection. */
export function GmbCallbackView() {
  useDocumentTitle('Connecting Google My Business');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // What the address already says is decided at once; only a code and state go to the server.
  const [outcome, setOutcome] = useState<Outcome>(() => {
    if (params.get('error')) return { kind: 'error', message: GMB_CALLBACK_MESSAGES.providerError };
    if (!params.get('code') || !params.get('state')) {
      return { kind: 'error', message: GMB_CALLBACK_MESSAGES.missingParameters };
    }
    return { kind: 'loading' };
  });
  // The code and state are single use: React's second effect run in development must not send them again.
  const started = useRef(false);

  useEffect(() => {
    const code = params.get('code');
    const state = params.get('state');
    if (started.current || params.get('error') || !code || !state) return;
    started.current = true;
    completeGmbConnect({ code, state }).then(
      (result) => setOutcome({ kind: 'success', email: result.email, websiteId: result.websiteId }),
      (error: unknown) => setOutcome({ kind: 'error', message: messageFor(error) }),
    );
  }, [params]);

  useEffect(() => {
    if (outcome.kind === 'loading') return;
    const target =
      outcome.kind === 'success'
        ? `/gmb-manager?website=${encodeURIComponent(outcome.websiteId)}`
        : '/gmb-manager';
    const timer = window.setTimeout(
      () => navigate(target, { replace: true }),
      outcome.kind === 'success' ? SUCCESS_REDIRECT_MS : ERROR_REDIRECT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [outcome, navigate]);

  return (
    <PageContainer className="flex max-w-lg justify-center">
      <Card className="w-full">
        <CardHeader>
          <h1 className="text-xl leading-tight font-semibold tracking-tight">
            {outcome.kind === 'loading'
              ? 'Connecting Google My Business…'
              : outcome.kind === 'success'
                ? 'Google My Business connected'
                : 'Connection failed'}
          </h1>
        </CardHeader>
        <CardContent aria-live="polite">
          {outcome.kind === 'loading' ? (
            <div className="flex items-center gap-3 text-muted-foreground">
              <Spinner label="Connecting" />
              <span>Finishing the connection with Google…</span>
            </div>
          ) : outcome.kind === 'success' ? (
            <div className="space-y-2">
              <p className="flex items-center gap-2 text-green-700">
                <CheckCircle2 className="size-5" aria-hidden="true" />
                {outcome.email ? `Connected as ${outcome.email}.` : 'Connected.'}
              </p>
              <p className="text-sm text-muted-foreground">Taking you back to Google My Business…</p>
            </div>
          ) : (
            <div className="space-y-3">
              <p className="flex items-center gap-2 font-medium text-red-700" role="alert">
                <XCircle className="size-5" aria-hidden="true" />
                {outcome.message}
              </p>
              <p className="text-sm text-muted-foreground">
                If Google showed an error about the redirect address, add <code>{gmbRedirectUri()}</code>{' '}
                under Authorised redirect URIs of this server&apos;s OAuth client in the Google Cloud console,
                then try again.
              </p>
              <p className="text-sm text-muted-foreground">Taking you back to Google My Business…</p>
            </div>
          )}
        </CardContent>
      </Card>
    </PageContainer>
  );
}
