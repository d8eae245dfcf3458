import { ArrowLeft, Bell, CircleX, Code, ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageContainer, PageHeader } from '@/components/layout/page-header';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { KnowledgeSection } from '@/features/knowledge';
import { NotificationsDialog } from '@/features/notifications';
import { WhatsAppSection } from '@/features/whatsapp';
import { ApiRequestError } from '@/lib/api';
import { AssistantSettingsForm } from './assistant-settings-form';
import { EmbedCodeDialog } from './embed-code-dialog';
import { useWebsite } from './use-websites';

function BackLink() {
  return (
    <Link
      to="/websites"
      className="mb-4 inline-flex items-center gap-1 text-sm font-medium text-muted-foreground hover:text-foreground"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      Back to Websites
    </Link>
  );
}

/** /websites/:websiteId: the assistant's settings and knowledge for one website. */
export function WebsiteSettingsView() {
  const { websiteId = '' } = useParams();
  const website = useWebsite(websiteId);
  const [isEmbedOpen, setIsEmbedOpen] = useState(false);
  const [isNotificationsOpen, setIsNotificationsOpen] = useState(false);

  if (website.isPending) {
    return (
      <PageContainer>
        <BackLink />
        <PageHeader title="Assistant Settings" />
        <div className="grid gap-6" aria-busy="true" aria-label="Loading website">
          <Skeleton className="h-96 w-full" />
          <Skeleton className="h-48 w-full" />
        </div>
      </PageContainer>
    );
  }

  if (!website.data) {
    const isNotFound = website.error instanceof ApiRequestError && website.error.status === 404;
    return (
      <PageContainer>
        <BackLink />
        <PageHeader title="Assistant Settings" />
        <Alert variant={isNotFound ? 'default' : 'destructive'}>
          <CircleX aria-hidden="true" />
          <AlertTitle>{isNotFound ? 'Website not found' : 'Failed to load websites'}</AlertTitle>
          <AlertDescription>
            {isNotFound ? (
              <>
                It may have been deleted.{' '}
                <Link to="/websites" className="font-medium underline">
                  See your websites
                </Link>
                .
              </>
            ) : (
              <Button variant="link" className="h-auto p-0" onClick={() => void website.refetch()}>
                Try again
              </Button>
            )}
          </AlertDescription>
        </Alert>
      </PageContainer>
    );
  }

  const data = website.data;
  return (
    <PageContainer>
      <BackLink />
      <PageHeader
        title="Assistant Settings"
        description={
          <>
            <span className="font-medium text-foreground">{data.name}</span> · {data.domain}
          </>
        }
        actions={
          <>
            <Button variant="outline" asChild>
              <a href={data.domain} target="_blank" rel="noopener noreferrer">
                <ExternalLink aria-hidden="true" />
                Preview Site
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </Button>
            <Button variant="outline" onClick={() => setIsEmbedOpen(true)}>
              <Code aria-hidden="true" />
              Embed Code
            </Button>
            <Button variant="outline" onClick={() => setIsNotificationsOpen(true)}>
              <Bell aria-hidden="true" />
              Notifications
            </Button>
          </>
        }
      />
      <div className="grid gap-6">
        <AssistantSettingsForm website={data} />
        <KnowledgeSection websiteId={data.id} domain={data.domain} />
        <WhatsAppSection websiteId={data.id} />
      </div>
      <EmbedCodeDialog website={data} open={isEmbedOpen} onOpenChange={setIsEmbedOpen} />
      {isNotificationsOpen ? (
        <NotificationsDialog
          websiteId={data.id}
          websiteName={data.name}
          ownerEmail={data.notificationEmail ?? undefined}
          onClose={() => setIsNotificationsOpen(false)}
        />
      ) : null}
    </PageContainer>
  );
}
