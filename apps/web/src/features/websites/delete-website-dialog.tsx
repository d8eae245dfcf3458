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
import { useDeleteWebsite } from './use-website-mutations';

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
  const deleteWebsite = useDeleteWebsite();
  const isDeleting = deleteWebsite.isPending;

  function handleDelete() {
    if (!website) return;
    deleteWebsite.mutate(website.id, {
      onSuccess: () => {
        toast.success('Website deleted');
        onOpenChange(false);
        onDeleted?.();
      },
      onError: () => toast.error('Error', { description: 'Failed to delete website' }),
    });
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
          <Button variant="destructive" onClick={handleDelete} isLoading={isDeleting}>
            {isDeleting ? 'Deleting...' : 'Delete Website'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
