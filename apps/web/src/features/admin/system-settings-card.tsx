import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Settings, XCircle } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { fetchSystemSettings } from './admin-api';
import { queryKeys } from '@/lib/query-keys';

function Setting({ label, isOn, detail }: { label: string; isOn: boolean; detail?: string }) {
  return (
    <div className="flex items-start justify-between gap-4 border-b py-3 last:border-0">
      <dt>
        <span className="text-sm font-medium">{label}</span>
        {detail ? <span className="block text-xs text-muted-foreground">{detail}</span> : null}
      </dt>
      <dd className="flex items-center gap-1.5 text-sm">
        {isOn ? (
          <CheckCircle2 className="size-4 text-success" aria-hidden="true" />
        ) : (
          <XCircle className="size-4 text-muted-foreground" aria-hidden="true" />
        )}
        {isOn ? 'Yes' : 'No'}
      </dd>
    </div>
  );
}

const AI_PROVIDER_LABELS: Record<string, string> = {
  'built-in': 'Built-in assistant (answers from each website’s knowledge)',
  'openai-compatible': 'OpenAI-compatible language model',
  anthropic: 'Anthropic language model',
};

/** Read-only System Settings, from the server's running configuration. */
export function SystemSettingsCard() {
  const settings = useQuery({
    queryKey: queryKeys.admin.settings(),
    queryFn: ({ signal }) => fetchSystemSettings(signal),
  });
  const data = settings.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Settings className="size-5 text-primary" aria-hidden="true" />
          System Settings
        </CardTitle>
        <CardDescription>Read-only: set through the server’s environment.</CardDescription>
      </CardHeader>
      <CardContent aria-busy={settings.isPending || undefined}>
        {data ? (
          <dl>
            <Setting label="User Registration Enabled" isOn={data.registrationEnabled} />
            <Setting
              label="Email Verification Enabled"
              isOn={data.emailVerificationEnabled}
              detail={
                data.emailDelivery === 'smtp'
                  ? 'Emails are sent by SMTP.'
                  : 'Emails are kept in the outbox below.'
              }
            />
            <Setting
              label="AI Assistant Active"
              isOn={data.aiAssistantActive}
              detail={AI_PROVIDER_LABELS[data.aiProvider] ?? data.aiProvider}
            />
            <Setting
              label="Live Payments (Stripe)"
              isOn={data.paymentsMode === 'stripe'}
              detail={
                data.paymentsMode === 'test'
                  ? 'Test mode: checkout completes without charging.'
                  : data.paymentsMode === 'disabled'
                    ? 'Not configured: checkout is unavailable until STRIPE_SECRET_KEY is set.'
                    : undefined
              }
            />
          </dl>
        ) : settings.isError ? (
          <p className="text-sm text-muted-foreground">The settings could not be loaded.</p>
        ) : (
          <div className="grid gap-3">
            <Skeleton className="h-6 w-full" />
            <Skeleton className="h-6 w-full" />
            <Skeleton className="h-6 w-full" />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
