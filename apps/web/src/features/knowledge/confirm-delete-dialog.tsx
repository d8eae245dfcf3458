import { useState } from 'react';
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

/** A small confirmation for removing one knowledge item; stays open (busy) until the delete answers. */
export function ConfirmDeleteDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel = 'Delete',
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel?: string;
  /** Resolves when done (the dialog closes); rejects to keep it open. */
  onConfirm: () => Promise<void>;
}) {
  const [isBusy, setIsBusy] = useState(false);
  async function handleConfirm() {
    setIsBusy(true);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch {
      // The caller showed the failure.
    } finally {
      setIsBusy(false);
    }
  }
  return (
    <AlertDialog open={open} onOpenChange={(next) => (isBusy ? undefined : onOpenChange(next))}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={isBusy}>Cancel</AlertDialogCancel>
          <Button variant="destructive" onClick={() => void handleConfirm()} isLoading={isBusy}>
            {confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
