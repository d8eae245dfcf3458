import { Code, ExternalLink, Globe, Mail, Plus, Settings, Trash2 } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { Website } from '@leadchat/contract';
import { PageContainer, PageHeader } from '@/components/layout/page-header';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { AddWebsiteDialog } from './add-website-dialog';
import { DeleteWebsiteDialog } from './delete-website-dialog';
import { EmbedCodeDialog } from './embed-code-dialog';
import { useWebsites } from './use-websites';

/** "Mar 4, 2027" */
export function formatCreated(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

/** An icon-only action with an accessible name and a tooltip saying the same. */
function ActionTip({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent>{label}</TooltipContent>
    </Tooltip>
  );
}

function WebsiteActions({
  website,
  onEmbed,
  onDelete,
}: {
  website: Website;
  onEmbed: (website: Website) => void;
  onDelete: (website: Website) => void;
}) {
  return (
    <div className="flex items-center justify-end gap-1">
      <ActionTip label="Preview">
        <Button asChild variant="ghost" size="icon-sm">
          <a
            href={website.domain}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Preview ${website.name} (opens in a new tab)`}
          >
            <ExternalLink aria-hidden="true" />
          </a>
        </Button>
      </ActionTip>
      <ActionTip label="Embed code">
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={`Embed code for ${website.name}`}
          onClick={() => onEmbed(website)}
        >
          <Code aria-hidden="true" />
        </Button>
      </ActionTip>
      <ActionTip label="Email setup">
        <Button asChild variant="ghost" size="icon-sm">
          <Link
            to={`/conversations?website=${encodeURIComponent(website.id)}&setup=email`}
            aria-label={`Email setup for ${website.name}`}
          >
            <Mail aria-hidden="true" />
          </Link>
        </Button>
      </ActionTip>
      <ActionTip label="Assistant settings">
        <Button asChild variant="ghost" size="icon-sm">
          <Link
            to={`/websites/${encodeURIComponent(website.id)}`}
            aria-label={`Assistant settings for ${website.name}`}
          >
            <Settings aria-hidden="true" />
          </Link>
        </Button>
      </ActionTip>
      <ActionTip label="Delete">
        <Button
          variant="ghost"
          size="icon-sm"
          className="text-destructive hover:bg-red-50 hover:text-destructive"
          aria-label={`Delete ${website.name}`}
          onClick={() => onDelete(website)}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </ActionTip>
    </div>
  );
}

/** /websites: the owner's websites (docs/product/screens.md) with preview, embed code, email setup, settings and delete. */
export function WebsitesView() {
  const websites = useWebsites();
  const [isAddOpen, setIsAddOpen] = useState(false);
  // The chosen website stays set while a dialog closes, so its text does not change mid-animation.
  const [embedFor, setEmbedFor] = useState<Website | null>(null);
  const [isEmbedOpen, setIsEmbedOpen] = useState(false);
  const [deleteFor, setDeleteFor] = useState<Website | null>(null);
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);
  const handleEmbed = (website: Website) => {
    setEmbedFor(website);
    setIsEmbedOpen(true);
  };
  const handleDelete = (website: Website) => {
    setDeleteFor(website);
    setIsDeleteOpen(true);
  };

  useEffect(() => {
    if (websites.isError) toast.error('Error', { description: 'Failed to fetch websites' });
  }, [websites.isError]);

  const addButton = (
    <Button onClick={() => setIsAddOpen(true)}>
      <Plus aria-hidden="true" />
      Add Website
    </Button>
  );

  let content: ReactNode;
  if (websites.isPending) {
    content = (
      <div className="grid gap-3" aria-busy="true" aria-label="Loading websites">
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  } else if (websites.isError) {
    content = (
      <Alert variant="destructive">
        <Globe aria-hidden="true" />
        <AlertTitle>Failed to fetch websites</AlertTitle>
        <AlertDescription>
          <Button variant="link" className="h-auto p-0" onClick={() => void websites.refetch()}>
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  } else if (websites.data.length === 0) {
    content = (
      <Card>
        <CardContent className="flex flex-col items-center gap-4 px-6 py-16 text-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-violet-50 text-primary">
            <Globe className="size-7" aria-hidden="true" />
          </span>
          <div className="grid gap-1">
            <h2 className="text-lg font-semibold">No websites yet</h2>
            <p className="max-w-md text-muted-foreground">
              Add your first website to set up its AI chat assistant and start capturing leads.
            </p>
          </div>
          {addButton}
        </CardContent>
      </Card>
    );
  } else {
    content = (
      <Card>
        <Table>
          <caption className="sr-only">Your websites</caption>
          <TableHeader>
            <TableRow>
              <TableHead>Name</TableHead>
              <TableHead>Domain</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>Created</TableHead>
              <TableHead className="text-right">Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {websites.data.map((website) => (
              <TableRow key={website.id}>
                <TableCell className="font-medium">
                  <Link
                    to={`/websites/${encodeURIComponent(website.id)}`}
                    className="hover:text-primary hover:underline"
                  >
                    {website.name}
                  </Link>
                </TableCell>
                <TableCell className="text-muted-foreground">
                  {website.domain.replace(/^https:\/\//, '')}
                </TableCell>
                <TableCell>
                  <Badge variant={website.isActive ? 'green' : 'grey'}>
                    {website.isActive ? 'Active' : 'Inactive'}
                  </Badge>
                </TableCell>
                <TableCell className="whitespace-nowrap text-muted-foreground">
                  {formatCreated(website.createdAt)}
                </TableCell>
                <TableCell>
                  <WebsiteActions website={website} onEmbed={handleEmbed} onDelete={handleDelete} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Card>
    );
  }

  return (
    <PageContainer>
      <PageHeader
        title="Websites"
        description="Manage your websites and their AI chat assistants."
        actions={websites.data && websites.data.length > 0 ? addButton : undefined}
      />
      {content}
      <AddWebsiteDialog open={isAddOpen} onOpenChange={setIsAddOpen} />
      <EmbedCodeDialog website={embedFor} open={isEmbedOpen} onOpenChange={setIsEmbedOpen} />
      <DeleteWebsiteDialog website={deleteFor} open={isDeleteOpen} onOpenChange={setIsDeleteOpen} />
    </PageContainer>
  );
}
