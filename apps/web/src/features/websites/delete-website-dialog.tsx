import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import type { Website } from '@leadchat/contract';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { deleteWebsite } from './websites-api';
import { queryKeys } from '@/lib/query-keys';

/** Confirms, then deletes the website with its conversations, leads, knowledge and integrations. */
export function DeleteWebsiteDialog({
  website,
  open,
  onOpenChange,
  onDeleted,
}: {
  website: Website | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted?: () => void;
}) {
  const queryClient = useQueryClient();
  const [isDeleting, setIsDeleting] = useState(false);

  async function handleDelete() {
    if (!website) return;
    setIsDeleting(true);
    try {
      await deleteWebsite(website.id);
      queryClient.setQueryData<Website[]>(queryKeys.websites.list(), (list) =>
        list?.filter((w) => w.id !== website.id),
      );
      queryClient.removeQueries({ queryKey: queryKeys.websites.detail(website.id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.websites.list() });
      toast.success('Website deleted');
      onOpenChange(false);
      onDeleted?.();
    } catch {
      toast.error('Error', { description: 'Failed to delete website' });
    } finally {
      setIsDeleting(false);
    }
  }

  return (
    <AlertDialog open={open} onOpenChange={(next) => (isDeleting ? undefined : onOpenChange(next))}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete {website?.name ?? 'website'}?</AlertDialogTitle>
          <AlertDialogDescription>
            This permanently deletes the website together with its conversations, leads, knowledge and
            integrations. The chat widget stops working on {website?.domain ?? 'the site'}. This cannot be
            undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={isDeleting}>Cancel</AlertDialogCancel>
          {/* A plain button: the dialog stays open (and busy) until the delete has answered. */}
          <Button variant="destructive" onClick={() => void handleDelete()} isLoading={isDeleting}>
            {isDeleting ? 'Deleting...' : 'Delete Website'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
