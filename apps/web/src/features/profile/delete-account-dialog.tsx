import { zodResolver } from '@hookform/resolvers/zod';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { useAuth } from '@/lib/session/use-auth';
import { ApiRequestError } from '@/lib/api';
import { DeleteAccountFormSchema, type DeleteAccountFormValues } from './profile-schemas';
import { useDeleteAccount } from './use-profile-mutations';

/** Account deletion, confirmed with the password. Everything the user owns goes with it. */
export function DeleteAccountDialog() {
  const [isOpen, setIsOpen] = useState(false);
  const navigate = useNavigate();
  const { signOut } = useAuth();
  const remove = useDeleteAccount();
  const form = useForm<DeleteAccountFormValues>({
    resolver: zodResolver(DeleteAccountFormSchema),
    defaultValues: { password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  function handleOpenChange(open: boolean) {
    setIsOpen(open);
    if (!open) form.reset({ password: '' });
  }

  async function handleSubmit(values: DeleteAccountFormValues) {
    try {
      await remove.mutateAsync(values.password);
    } catch (error) {
      const message =
        error instanceof ApiRequestError && error.status < 500 ? error.message : 'Failed to delete account';
      if (error instanceof ApiRequestError && error.status === 400) form.setError('password', { message });
      toast.error('Error', { description: message });
      return;
    }
    setIsOpen(false);
    // The session ended with the account; this clears what the browser still holds.
    await signOut().catch(() => undefined);
    toast.success('Your account has been deleted');
    navigate('/', { replace: true });
  }

  return (
    <Dialog open={isOpen} onOpenChange={handleOpenChange}>
      <DialogTrigger asChild>
        <Button variant="destructive">
          <Trash2 aria-hidden="true" />
          Delete Account
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete your account?</DialogTitle>
          <DialogDescription>
            This permanently deletes your account, your websites, their conversations and leads, and your
            subscriptions. It cannot be undone. Export your data first if you want a copy.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          onSubmit={form.handleSubmit(handleSubmit)}
          className="grid gap-4"
          aria-label="Delete account"
        >
          <FormField id="delete-account-password" label="Your password" error={errors.password?.message}>
            {(field) => (
              <PasswordInput {...field} {...form.register('password')} autoComplete="current-password" />
            )}
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => handleOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" isLoading={isSubmitting}>
              {isSubmitting ? 'Deleting...' : 'Delete Account'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
